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
/// a sound connection. For a rest about to end, the player is started a
/// few seconds early and told to play at the deadline (`ready`), so the
/// sound starts on time even when its process and libraries come cold.
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
    private var queued: [Job] = []
    private let report: @Sendable (Outcome) -> Void
    private let appName: String
    private let scratchDirectory: String?
    /// This daemon's executable, which plays each chime.
    private let executable: String?
    /// A player started ahead of its rest's end, waiting to be told to
    /// play. The chime thread's alone.
    private var cued: CuedPlayer?

    private enum Job {
        case ready(Chime)
        case play(Chime)
    }

    private struct CuedPlayer {
        let chime: Chime
        let pid: Int32
        /// Where `play` is written, and where its outcome is read.
        let input: Int32
        let output: Int32
        var since: Double
    }

    /// How long a readied player waits to be told to play before it is let
    /// go (its rest was stopped, or moved later and readied again then).
    static let readyFor: Double = 20

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
        enqueue(.play(chime(sound, volume, bus, speech)))
    }

    /// Starts the player of that chime now, to be told to play later
    /// (`play` with the same sound, volume and bus); returns at once.
    func ready(_ sound: String, volume: Double, duckingOn bus: String?) {
        guard volume > 0 else { return }
        var chime = chime(sound, volume, bus, nil)
        chime.cued = true
        enqueue(.ready(chime))
    }

    private func chime(_ sound: String, _ volume: Double, _ bus: String?, _ speech: String?) -> Chime {
        Chime(sound: sound, decibels: Self.decibels(volume), bus: bus, speech: speech, scratchDirectory: scratchDirectory, appName: appName)
    }

    private func enqueue(_ job: Job) {
        monitor.lock {
            queued.append(job)
            monitor.signal()
        }
    }

    /// libcanberra's volume is in decibels (0 is the sound as recorded).
    static func decibels(_ volume: Double) -> Double {
        20 * log10(min(1, max(volume, 0.0001)))
    }

    private func serve() {
        while true {
            // With a player waiting, only until it has waited long enough.
            let job: Job? = monitor.lock {
                while queued.isEmpty {
                    guard let since = cued?.since else { monitor.wait(); continue }
                    let left = Self.readyFor - (monotonicSeconds() - since)
                    if left <= 0 { return nil }
                    monitor.wait(seconds: Int(left.rounded(.up)))
                }
                return queued.removeFirst()
            }
            switch job {
            case nil: letCuedGo()
            case .ready(let chime): ready(chime)
            case .play(let chime): report(play(chime))
            }
        }
    }

    private func ready(_ chime: Chime) {
        // One that has already left (it could not reach the sound server) is replaced.
        if let player = cued, player.chime.sounds(like: chime), gt_child_has_exited(player.pid) == 0 {
            cued?.since = monotonicSeconds()
            return
        }
        letCuedGo()
        var input: [Int32] = [-1, -1]
        guard gt_pipe_cloexec(&input) == 0 else { return }
        guard let started = start(chime, input: input[0]) else {
            close(input[1])
            return
        }
        cued = CuedPlayer(chime: chime, pid: started.pid, input: input[1], output: started.output, since: monotonicSeconds())
    }

    /// Tells the waiting player to play, when it plays this chime; else
    /// starts one that plays at once. Waits for how it went.
    private func play(_ chime: Chime) -> Outcome {
        if let player = cued, player.chime.sounds(like: chime) {
            cued = nil
            let line = Array(Chime.cue(speaking: chime.speech).utf8)
            let written = line.withUnsafeBytes { write(player.input, $0.baseAddress, $0.count) }
            close(player.input)
            // One that could not start (no sound server) has said why and left.
            let said = Self.outcome(from: player.output, within: Double(2 * Chime.longest + 10))
            if said == nil { kill(player.pid, SIGKILL) }
            close(player.output)
            reap(player.pid)
            // Told, it has said how it went; untold (it had left), a new one tries.
            if written == line.count { return said ?? .failed("the chime's player did not finish") }
        }
        letCuedGo()
        guard let started = start(chime, input: -1) else { return .failed("cannot start this daemon's executable to play the sound") }
        defer { close(started.output) }
        let said = Self.outcome(from: started.output, within: Double(2 * Chime.longest + 10))
        if said == nil { kill(started.pid, SIGKILL) }
        reap(started.pid)
        return said ?? .failed("the chime's player did not finish")
    }

    /// The readied player, not wanted after all, stopped.
    private func letCuedGo() {
        guard let player = cued else { return }
        cued = nil
        close(player.input)
        close(player.output)
        kill(player.pid, SIGKILL)
        reap(player.pid)
    }

    /// The chime's process, its output on a pipe and its input from `input`
    /// (closed here once given); nil when it could not start.
    private func start(_ chime: Chime, input: Int32) -> (pid: Int32, output: Int32)? {
        defer { if input >= 0 { close(input) } }
        guard let executable else { return nil }
        var ends: [Int32] = [-1, -1]
        guard gt_pipe_cloexec(&ends) == 0 else { return nil }
        var argv: [UnsafeMutablePointer<CChar>?] = (["gym-timerd"] + chime.arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let pid = gt_spawn_child(executable, &argv, nil, input, ends[1])
        close(ends[1])
        guard pid > 0 else {
            close(ends[0])
            return nil
        }
        return (Int32(pid), ends[0])
    }

    private func reap(_ pid: Int32) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
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
        guard let outcome = chime.play() else { exit(0) }
        print(outcome.line)
        exit(outcome == .played ? 0 : 1)
    }
}
