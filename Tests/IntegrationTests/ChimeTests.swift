import Foundation
import Testing

/// A private PulseAudio with no sound card (a null sink), recorded from the
/// sink's monitor: what the daemon's chime really sounds like.
final class RecordedSoundServer {
    let root: String
    let recording: String
    private var processes: [Process] = []
    private var environment: [String: String] = [:]
    static let rate = 16_000

    /// Starts the server for `session` (on its `XDG_RUNTIME_DIR`, where
    /// libcanberra's PulseAudio driver looks) and starts recording.
    init(for session: DesktopSession) throws {
        root = session.root
        recording = root + "/chime.raw"
        let environment = ["PATH": "/usr/bin:/bin", "HOME": root + "/home", "XDG_RUNTIME_DIR": root + "/run"]
        // PulseAudio wants its runtime directory private, and a home for its cookie.
        try FileManager.default.createDirectory(atPath: root + "/home", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/run", withIntermediateDirectories: true)
        chmod(root + "/run", 0o700)
        // Daemonized, and stopped with `--kill`: PulseAudio closes every file
        // it inherits, which Foundation's Process takes for its exit and
        // then waits on forever.
        self.environment = environment
        let started = try DesktopSession.run("/usr/bin/pulseaudio", [
            "-D", "-n", "--exit-idle-time=-1", "-L", "module-native-protocol-unix",
            "-L", "module-null-sink sink_name=gym", "-L", "module-always-sink"], environment: environment)
        guard started.status == 0 else { throw HarnessError("pulseaudio did not start: \(started.stderr)") }
        // pactl waits for a server that is not up yet: each try is bounded.
        try waitUntil(timeout: 10) { try DesktopSession.run("/usr/bin/timeout", ["2", "pactl", "info"], environment: environment).status == 0 }
        #expect(try DesktopSession.run("/usr/bin/timeout", ["5", "pactl", "set-default-sink", "gym"], environment: environment).status == 0)
        let recorder = Process()
        recorder.executableURL = URL(fileURLWithPath: "/usr/bin/parec")
        recorder.arguments = ["-d", "gym.monitor", "--rate=\(Self.rate)", "--channels=1", "--format=s16le"]
        recorder.environment = environment
        FileManager.default.createFile(atPath: recording, contents: nil)
        recorder.standardOutput = FileHandle(forWritingAtPath: recording)
        recorder.standardError = FileHandle.nullDevice
        try recorder.run()
        processes.append(recorder)
        // Recording: samples (silence) arrive.
        try waitUntil(timeout: 10) { self.samples().count > Self.rate / 10 }
    }

    deinit {
        // Stopped, and waited for only so long: nothing is proved by the wait.
        for p in processes.reversed() where p.isRunning {
            p.terminate()
            let end = Date().addingTimeInterval(5)
            while p.isRunning && Date() < end { usleep(10_000) }
            if p.isRunning { kill(p.processIdentifier, SIGKILL) }
        }
        _ = try? DesktopSession.run("/usr/bin/pulseaudio", ["--kill"], environment: environment)
    }

    /// What was recorded so far, as signed 16-bit samples.
    func samples() -> [Int16] {
        guard let data = FileManager.default.contents(atPath: recording) else { return [] }
        return data.withUnsafeBytes { raw in Array(raw.bindMemory(to: Int16.self).prefix(data.count / 2)) }
    }

    /// The loudest sample from `start` on, as a share of full scale.
    func peak(from start: Int = 0) -> Double {
        let all = samples()
        guard start < all.count else { return 0 }
        return Double(all[start...].map { $0.magnitude }.max() ?? 0) / Double(Int16.max)
    }

    /// The first sample from `start` on louder than `share` of full scale.
    func onset(from start: Int = 0, above share: Double = 0.05) -> Int? {
        let all = samples()
        guard start < all.count else { return nil }
        let level = Int16(share * Double(Int16.max))
        return all[start...].firstIndex { $0.magnitude > level.magnitude }
    }
}

/// The rest ends with a sound where the notification server plays none
/// (dunst), at the volume set, and none at volume 0.
@Suite(.serialized) struct ChimeTests {
    @Test func test_rest_over_chimes_through_the_sound_server_and_volume_0_is_silent() throws {
        let session = try DesktopSession()
        guard let sound = Self.soundServer(for: session, testing: "the chime") else { return }
        try session.client("config", "set", "notify.volume", "0")
        try session.startDaemon()
        let quiet = sound.samples().count
        try session.client("start", "0.5", "--label", "Squat")
        try waitUntil(timeout: 5) { session.notifications.contains { $0.body == "Squat" } }
        // dunst plays no sounds: the daemon says it plays the chime itself; at volume 0, nothing.
        #expect(try session.client("daemon", "status").stdout.contains("sound: off"))

        // Loud again: the next rest rings, and until it did, nothing did.
        try session.client("config", "set", "notify.volume", "100")
        try waitUntil(timeout: 5) { try session.client("daemon", "status").stdout.contains("sound: played by gym-timerd") }
        try session.client("start", "0.5", "--label", "Bench")
        try waitUntil(timeout: 10) { sound.onset(from: quiet) != nil }
        let onset = try #require(sound.onset(from: quiet))
        // A second of it: the theme's alarm, well above silence (its first second peaks near 0.09 of full scale).
        try waitUntil(timeout: 5) { sound.samples().count > onset + RecordedSoundServer.rate }
        #expect(sound.peak(from: onset) > 0.05, "the chime is heard: peak \(sound.peak(from: onset))")
        // Nothing between the silent rest's end and the loud one's chime (which
        // rises over its first tenth of a second).
        let all = sound.samples()
        let before = all[quiet..<max(quiet, onset - RecordedSoundServer.rate / 10)].map { $0.magnitude }.max() ?? 0
        #expect(Double(before) / Double(Int16.max) < 0.01, "silence at volume 0")
        // The server was asked for no sound of its own: nobody hears two.
        let hints = try #require(session.notifications.first { $0.body == "Bench" }?.hints)
        #expect(hints["suppress-sound"] == "boolean true" && hints["sound-name"] == nil, "\(hints)")
    }

    @Test func test_media_playing_is_lowered_while_the_chime_plays_and_put_back_after() throws {
        let session = try DesktopSession()
        guard let sound = Self.soundServer(for: session, testing: "the chime") else { return }
        // Two players on the session bus: a podcast playing at 0.8, music paused.
        try startPlayer("podcast", status: "Playing", volume: 0.8, in: session)
        try startPlayer("music", status: "Paused", volume: 0.5, in: session)
        let sets = session.root + "/volume-sets.log"
        let monitor = Process()
        monitor.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-monitor")
        monitor.arguments = ["--address", session.busAddress, "type='method_call',interface='org.freedesktop.DBus.Properties',member='Set'"]
        FileManager.default.createFile(atPath: sets, contents: nil)
        monitor.standardOutput = FileHandle(forWritingAtPath: sets)
        try monitor.run()
        session.keep(monitor)
        try waitUntil(timeout: 5) { (try? String(contentsOfFile: sets, encoding: .utf8))?.isEmpty == false }

        try session.startDaemon()
        let quiet = sound.samples().count
        try session.client("start", "0.5", "--label", "Squat")
        try waitUntil(timeout: 10) { sound.onset(from: quiet) != nil }
        let onset = try #require(sound.onset(from: quiet))
        // Lowered while the chime plays, then put back: two Sets, to the podcast only.
        try waitUntil(timeout: 20) { Self.volumes(in: sets).count >= 2 }
        let volumes = Self.volumes(in: sets)
        #expect(volumes.map(\.destination) == ["org.mpris.MediaPlayer2.podcast", "org.mpris.MediaPlayer2.podcast"], "\(volumes)")
        #expect(abs(volumes[0].value - 0.24) < 1e-9 && volumes[1].value == 0.8, "\(volumes)")
        // Put back once the chime is over: after more than a second of it.
        #expect(volumes[1].time - volumes[0].time > 1, "\(volumes)")
        let played = Double(sound.samples().count - onset) / Double(RecordedSoundServer.rate)
        #expect(played > 1, "the chime went on for \(played) s")
        #expect(try session.gdbus(destination: "org.mpris.MediaPlayer2.podcast", path: "/org/mpris/MediaPlayer2",
                                  "org.freedesktop.DBus.Properties.Get", "org.mpris.MediaPlayer2.Player", "Volume").stdout.contains("0.8"))
    }

    @Test func test_with_notify_speak_the_next_set_is_said_after_the_chime() throws {
        let session = try DesktopSession()
        guard let sound = Self.soundServer(for: session, testing: "the spoken cue") else { return }
        try session.startDaemon()
        // The chime alone first: how long it sounds here.
        let start = sound.samples().count
        try session.client("start", "0.3", "--label", "Squat")
        let chime = try Self.burst(in: sound, from: start)
        // Then spoken: the same chime, and words after it.
        let reloads = session.daemonLog.components(separatedBy: "reloaded").count
        try session.client("config", "set", "notify.speak", "true")
        try waitUntil(timeout: 5) { session.daemonLog.components(separatedBy: "reloaded").count > reloads }
        let again = sound.samples().count
        try session.client("start", "0.3", "--label", "Squat (Barbell), set 3 of 5: 140 kg × 5 (60 + 10 per side).")
        let spoken = try Self.burst(in: sound, from: again)
        let rate = Double(RecordedSoundServer.rate)
        let status = (try? session.client("daemon", "status").stdout) ?? ""
        #expect(Double(spoken.end - spoken.onset) / rate > Double(chime.end - chime.onset) / rate + 1,
                "chime \(Double(chime.end - chime.onset) / rate) s, chime and words \(Double(spoken.end - spoken.onset) / rate) s; \(status)")
    }

    @Test func test_the_chime_is_readied_before_the_rest_ends_and_plays_at_its_end() throws {
        let session = try DesktopSession()
        guard let sound = Self.soundServer(for: session, testing: "the readied chime") else { return }
        try session.startDaemon()
        let quiet = sound.samples().count
        try session.client("start", "4", "--label", "Squat")
        // Its player is up (three seconds before the end) while the rest still runs…
        try waitUntil(timeout: 5) { Self.cuedPlayers() == 1 }
        #expect(try session.client("list").stdout.contains("— ends"), "readied before the end")
        #expect(sound.onset(from: quiet) == nil, "and silent until told")
        // …and plays once the rest is over, then leaves.
        try waitUntil(timeout: 10) { session.notifications.contains { $0.body == "Squat" } }
        try waitUntil(timeout: 10) { sound.onset(from: quiet) != nil }
        try waitUntil(timeout: 15) { Self.cuedPlayers() == 0 }
    }

    /// Processes waiting, readied, to play a chime.
    private static func cuedPlayers() -> Int {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return pids.filter { pid in
            guard Int(pid) != nil, let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            let words = raw.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return words.contains("--play-chime") && words.contains("--cued")
        }.count
    }

    @Test func test_with_no_sound_server_the_status_says_why_and_rests_still_end() throws {
        let session = try DesktopSession()
        // No sound server at all: where it would be, nothing listens.
        try session.startDaemon(environment: ["PULSE_SERVER": "unix:" + session.root + "/no-sound-server"])
        try session.client("start", "0.3", "--label", "Squat")
        try waitUntil(timeout: 10) { try session.client("daemon", "status").stdout.contains("sound: not heard: ") }
        // Said in the status, once: a second rest ends as before, and the log holds no error for either.
        try session.client("start", "0.3", "--label", "Bench")
        try waitUntil(timeout: 5) { session.notifications.contains { $0.body == "Bench" } }
        let status = try session.client("daemon", "status").stdout
        #expect(status.components(separatedBy: "sound:").count == 2, "\(status)")
        #expect(!session.daemonLog.lowercased().contains("error"), "\(session.daemonLog)")
    }

    /// The next sound from sample `start`: its first and last sample above
    /// a twentieth of full scale, once four seconds of quiet follow it (the
    /// theme's alarm ends in more than two of silence before words follow).
    private static func burst(in sound: RecordedSoundServer, from start: Int) throws -> (onset: Int, end: Int) {
        try waitUntil(timeout: 10) { sound.onset(from: start) != nil }
        let onset = try #require(sound.onset(from: start))
        let level = Int16(0.05 * Double(Int16.max))
        let quiet = 4 * RecordedSoundServer.rate
        var end = onset
        try waitUntil(timeout: 40) {
            let all = sound.samples()
            end = all.lastIndex { $0.magnitude > level.magnitude } ?? onset
            return all.count - end > quiet
        }
        return (onset, end)
    }

    /// A recorded sound server for `session`; nil, and said, where no
    /// private PulseAudio can start.
    private static func soundServer(for session: DesktopSession, testing what: String) -> RecordedSoundServer? {
        do { return try RecordedSoundServer(for: session) } catch {
            Issue.record("no private PulseAudio could start here, so \(what) is not tested: \(error)")
            return nil
        }
    }

    /// A fake MPRIS player named `org.mpris.MediaPlayer2.<name>` on the session's bus.
    private func startPlayer(_ name: String, status: String, volume: Double, in session: DesktopSession) throws {
        let player = Process()
        player.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        player.arguments = ["-m", "dbusmock", "--session", "org.mpris.MediaPlayer2.\(name)", "/org/mpris/MediaPlayer2", "org.mpris.MediaPlayer2.Player"]
        player.environment = ["DBUS_SESSION_BUS_ADDRESS": session.busAddress, "PATH": "/usr/bin:/bin"]
        player.standardOutput = FileHandle.nullDevice
        player.standardError = FileHandle.nullDevice
        try player.run()
        session.keep(player)
        try waitUntil(timeout: 10) { session.busHasOwner("org.mpris.MediaPlayer2.\(name)") }
        let added = try session.gdbus(destination: "org.mpris.MediaPlayer2.\(name)", path: "/org/mpris/MediaPlayer2",
                                      "org.freedesktop.DBus.Mock.AddProperties", "org.mpris.MediaPlayer2.Player",
                                      "{'PlaybackStatus': <'\(status)'>, 'Volume': <\(volume)>}")
        #expect(added.status == 0, "\(added.stderr)")
    }

    /// The `Volume` Sets dbus-monitor saw, in order: to whom, the value and when.
    private static func volumes(in path: String) -> [(destination: String, value: Double, time: Double)] {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var found: [(String, Double, Double)] = []
        var header: (String, Double)?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("method call") {
                let fields = line.split(separator: " ")
                let time = fields.first { $0.hasPrefix("time=") }.flatMap { Double($0.dropFirst(5)) } ?? 0
                let destination = fields.first { $0.hasPrefix("destination=") }.map { String($0.dropFirst(12)) } ?? ""
                header = (destination, time)
            } else if let h = header, let range = line.range(of: "double ") {
                if let value = Double(line[range.upperBound...].trimmingCharacters(in: .whitespaces)) { found.append((h.0, value, h.1)) }
                header = nil
            }
        }
        return found
    }
}
