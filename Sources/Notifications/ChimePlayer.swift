import CLinux
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// The sound at the end of a rest, played through libcanberra (PulseAudio
/// or PipeWire) where the notification server plays none (dunst,
/// xfce4-notifyd, most tiling desktops), or when asked.
///
/// On a thread of its own ("gt-chime"), which sleeps on a condition until
/// asked: the daemon's loop never waits for the sound server, and an idle
/// daemon wakes for nothing. Each chime is played by a `gym-timerd
/// --play-chime` the thread starts and waits for (`Chime`): the sound
/// server's client cannot be unloaded once loaded, so only there is it
/// loaded at all, and a daemon that has rung keeps neither its memory nor
/// a sound connection.
final class ChimePlayer: @unchecked Sendable {
    /// What became of a chime, for `daemon status`.
    enum Outcome: Sendable, Equatable {
        case played
        case failed(String)

        /// The line a chime's process prints, and how the thread reads it back.
        var line: String {
            switch self {
            case .played: Self.prefix + "played"
            case .failed(let why): Self.prefix + "failed: " + why
            }
        }

        init?(line: Substring) {
            guard line.hasPrefix(Self.prefix) else { return nil }
            let said = line.dropFirst(Self.prefix.count)
            if said == "played" { self = .played; return }
            guard said.hasPrefix("failed: ") else { return nil }
            self = .failed(String(said.dropFirst("failed: ".count)))
        }

        private static let prefix = "chime: "
    }

    /// Guards what follows; taken alone.
    private let monitor = Monitor()
    private var queued: [Chime] = []
    private let report: @Sendable (Outcome) -> Void
    private let appName: String
    private let scratchDirectory: String?
    /// This daemon's executable, which plays each chime.
    private let executable: String?

    /// `report` hears each chime's outcome, on the chime's thread.
    init(appName: String, scratchDirectory: String? = nil, report: @escaping @Sendable (Outcome) -> Void) throws(SystemError) {
        self.appName = appName
        self.scratchDirectory = scratchDirectory
        self.report = report
        executable = ownExecutable()
        let started = startThread(named: "gt-chime") { [self] in serve() }
        guard started else { throw SystemError("start the chime thread", code: EAGAIN) }
    }

    /// Plays the freedesktop sound `sound` at `volume` (0 to 1 of full),
    /// then says `speech` if given, lowering the media players on the
    /// session bus at `bus` meanwhile; returns at once. Nothing plays at
    /// volume 0.
    func play(_ sound: String, volume: Double, duckingOn bus: String?, then speech: String? = nil) {
        guard volume > 0 else { return }
        let chime = Chime(sound: sound, decibels: Self.decibels(volume), bus: bus, speech: speech,
                          scratchDirectory: scratchDirectory, appName: appName)
        monitor.lock {
            queued.append(chime)
            monitor.signal()
        }
    }

    /// libcanberra's volume is in decibels (0 is the sound as recorded).
    static func decibels(_ volume: Double) -> Double {
        20 * log10(min(1, max(volume, 0.0001)))
    }

    private func serve() {
        while true {
            let next = monitor.lock {
                while queued.isEmpty { monitor.wait() }
                return queued.removeFirst()
            }
            report(run(next))
        }
    }

    /// Starts the chime's process and waits for the line it ends with.
    private func run(_ chime: Chime) -> Outcome {
        guard let executable else { return .failed("cannot find this daemon's executable to play the sound") }
        var ends: [Int32] = [-1, -1]
        let piped = gt_pipe_cloexec(&ends)
        guard piped == 0 else { return .failed(SystemError("open a pipe for the chime", code: -piped).description) }
        var argv: [UnsafeMutablePointer<CChar>?] = (["gym-timerd"] + chime.arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let pid = gt_spawn_child(executable, &argv, nil, ends[1])
        close(ends[1])
        defer { close(ends[0]) }
        guard pid > 0 else { return .failed(SystemError("start \(executable) for the chime", code: Int32(-pid)).description) }
        let said = Self.outcome(from: ends[0], within: Double(2 * Chime.longest + 10))
        if said == nil { kill(Int32(pid), SIGKILL) }
        var status: Int32 = 0
        while waitpid(Int32(pid), &status, 0) < 0 && errno == EINTR {}
        return said ?? .failed("the chime's player did not finish (status \(status))")
    }

    /// The outcome line read from `fd` (the process's output, which may
    /// also hold a library's warnings), nil if none came within `seconds`.
    private static func outcome(from fd: Int32, within seconds: Double) -> Outcome? {
        let deadline = monotonicSeconds() + seconds
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 512)
        while true {
            for line in String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                if let outcome = Outcome(line: line) { return outcome }
            }
            let left = deadline - monotonicSeconds()
            guard left > 0 else { return nil }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(left * 1000) + 1)
            if polled < 0 && errno == EINTR { continue }
            guard polled > 0 else { return nil }
            let n = read(fd, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            output += chunk[0..<n]
            if output.count > 1 << 16 { output.removeFirst(output.count - (1 << 12)) }
        }
    }
}

extension Chime {
    /// Plays the chime the command line asks for, if it asks for one, and
    /// exits with its outcome; returns otherwise. For `gym-timerd`'s start.
    public static func playIfAsked(_ arguments: [String]) {
        guard arguments.count > 1, arguments[1] == flag else { return }
        guard let chime = Chime(arguments: arguments) else {
            print(ChimePlayer.Outcome.failed("the chime's command line is not understood: \(arguments.dropFirst().joined(separator: " "))").line)
            exit(64)
        }
        let outcome = chime.play()
        print(outcome.line)
        exit(outcome == .played ? 0 : 1)
    }
}
