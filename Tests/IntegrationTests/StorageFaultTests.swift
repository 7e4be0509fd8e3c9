import Foundation
import GRDB
import Testing

/// Storage that refuses writes, made real with a file-size limit
/// (`prlimit --fsize`): tests run as root, so file modes alone would not.
@Suite struct StorageFaultTests {
    /// The limit lets the commit into the WAL through but not the checkpoint
    /// that copies it into a larger database file. SIGXFSZ used to kill
    /// `log` there, after the sets were saved; now the write fails with
    /// EFBIG, which SQLite leaves for a later checkpoint, and `log` reports
    /// what it saved.
    @Test func test_a_file_size_limit_never_kills_log_after_it_saved() throws {
        let s = try DesktopSession(notificationServer: false)
        let config = s.root + "/config/gym-timer"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "[timer]\nauto_start = false\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        let env = ["GYM_TIMER_DATA_DIR": s.root + "/data"]
        let db = s.root + "/data/gym.sqlite"
        #expect(try s.client("log", "bench", "press", "100x5", environment: env).status == 0)
        let size = try #require(FileManager.default.attributesOfItem(atPath: db)[.size] as? Int)
        let note = String(repeating: "a", count: 3000)
        // Started as a shell would start it: nothing blocked, SIGXFSZ at its default.
        let command = DesktopSession.withSignalsUnblocked + ["/usr/bin/prlimit", "--fsize=\(size)", DesktopSession.binDirectory + "/gym-timer",
                                                             "log", "bench", "press", "100x5x10", "--yes", "--note", note]
        let limited = try s.run(command[0], Array(command.dropFirst()), environment: s.environment.merging(env) { $1 })
        #expect(limited.status == 0, "exit \(limited.status): \(limited.stderr)")
        #expect(limited.stdout.contains("set 11: 100 kg × 5"))
        let queue = try DatabaseQueue(path: db)
        #expect(try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 11)
    }
}

/// A real full or read-only filesystem: a small tmpfs mounted in a private
/// mount namespace (`unshare -m`, as root), filled or remounted read-only
/// with `nsenter` into that namespace.
struct PrivateMount {
    let session: DesktopSession
    let path: String

    static var available: Bool { getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") }

    /// A shell command line, run in a new mount namespace where `path` is a
    /// fresh tmpfs of `size` (then `exec`s whatever the script ends with).
    func script(size: String, _ body: String) -> [String] {
        ["/usr/bin/unshare", "-m", "--propagation", "private", "/bin/sh", "-ec",
         "mkdir -p '\(path)' && mount -t tmpfs -o size=\(size),mode=0700 tmpfs '\(path)'\n" + body]
    }

    /// Runs `command` inside the mount namespace of process `pid`.
    func inside(_ pid: Int32, _ command: String) throws -> DesktopSession.Result {
        try session.run("/usr/bin/nsenter", ["-t", "\(pid)", "-m", "/bin/sh", "-c", command])
    }

    /// Fills the filesystem at `path` to the last block, as seen by `pid`.
    func fill(from pid: Int32) throws {
        _ = try inside(pid, "dd if=/dev/zero of='\(path)/filler' bs=4096 2>/dev/null; exit 0")
    }

    func free(from pid: Int32) throws {
        _ = try inside(pid, "rm -f '\(path)/filler'")
    }
}

/// Disks that fill up or turn read-only under the training log and the daemon.
@Suite(.serialized, .enabled(if: PrivateMount.available, "needs root for a private tmpfs"))
struct FullDiskTests {
    @Test func test_log_on_a_full_disk_fails_with_one_line_and_writes_nothing() throws {
        let s = try DesktopSession(notificationServer: false)
        let config = s.root + "/config/gym-timer"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "[timer]\nauto_start = false\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        let seed = s.root + "/seed"
        #expect(try s.client("log", "bench", "press", "100x5", environment: ["GYM_TIMER_DATA_DIR": seed]).status == 0)
        let mount = PrivateMount(session: s, path: s.root + "/small")
        let bin = DesktopSession.binDirectory + "/gym-timer"
        // Copy the log onto a 4 MB tmpfs, fill it, log, then free the space
        // and read the log back: all in one namespace.
        let steps = """
            cp '\(seed)/gym.sqlite' '\(mount.path)/'
            dd if=/dev/zero of='\(mount.path)/filler' bs=4096 2>/dev/null || true
            set +e
            '\(bin)' log bench press 100x5x3 102.5x3 --note '\(String(repeating: "n", count: 2000))' 2>'\(s.root)/full.err' >'\(s.root)/full.out'
            echo $? > '\(s.root)/full.status'
            '\(bin)' log bench press 100x5 2>'\(s.root)/full2.err' >/dev/null
            echo $? > '\(s.root)/full2.status'
            # Room to open the log (its -shm) but not to write much into it.
            truncate -s -64K '\(mount.path)/filler'
            '\(bin)' log bench press 100x5x3 --note "$(head -c 120000 /dev/zero | tr '\\0' m)" 2>'\(s.root)/full3.err' >/dev/null
            echo $? > '\(s.root)/full3.status'
            rm -f '\(mount.path)/filler'
            '\(bin)' log squat 140x3 2>'\(s.root)/after.err' >/dev/null
            echo $? > '\(s.root)/after.status'
            cp '\(mount.path)/gym.sqlite' '\(s.root)/after.sqlite'
            [ -e '\(mount.path)/gym.sqlite-wal' ] && cp '\(mount.path)/gym.sqlite-wal' '\(s.root)/after.sqlite-wal'
            exit 0
            """
        let script = mount.script(size: "4m", steps)
        let result = try s.run(script[0], Array(script.dropFirst()),
                               environment: s.environment.merging(["GYM_TIMER_DATA_DIR": mount.path]) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        func read(_ name: String) -> String { (try? String(contentsOfFile: s.root + "/" + name, encoding: .utf8)) ?? "" }
        for run in ["full", "full2", "full3"] {
            let error = read(run + ".err")
            print("\(run): \(error)", terminator: "")
            #expect(read(run + ".status") == "1\n", "\(run): exit \(read(run + ".status")) \(error)")
            #expect(error.split(separator: "\n").count == 1, "\(run): \(error)")
            #expect(error.contains("no space left") || error.contains("disk is full"), "\(run): \(error)")
            #expect(!error.contains("move it aside"), "\(run): \(error)")
        }
        #expect(read("after.status") == "0\n", "after freeing space: \(read("after.err"))")
        let queue = try DatabaseQueue(path: s.root + "/after.sqlite")
        #expect(try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
        // The seed set and the squat: nothing of the refused logs.
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 2)
    }
}

extension FullDiskTests {
    /// The daemon's state directory on a 1 MB tmpfs of its own: filled, then
    /// remounted read-only. Starts are refused with the directory named and
    /// nothing half-acknowledged; a timer already running still ends on time
    /// and is announced once; space coming back is enough to go on.
    @Test func test_a_full_or_read_only_state_directory_refuses_starts_keeps_timers_and_recovers() throws {
        let s = try DesktopSession()
        let mount = PrivateMount(session: s, path: s.stateDirectory)
        let script = mount.script(size: "1m", "exec '\(DesktopSession.binDirectory)/gym-timerd'")
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: script[0])
        daemon.arguments = Array(script.dropFirst())
        daemon.environment = s.environment
        daemon.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try daemon.run()
        defer { kill(daemon.processIdentifier, SIGKILL); daemon.waitUntilExit() }
        try waitUntil(timeout: 10) { s.canConnect() }
        let pid = daemon.processIdentifier

        let early = try s.json(s.client("start", "2", "--name", "early", "--label", "early", "--json"))
        let deadline = try #require((early["timer"] as? [String: Any])?["ends_at_unix"] as? Double)

        try mount.fill(from: pid)
        // A record may still fit in the journal's last block; long labels
        // soon need a new one, which a full filesystem cannot give.
        var acknowledged = ["early"]
        var refused: DesktopSession.Result?
        for i in 0..<32 {
            let r = try s.client("start", "600", "--name", "big-\(i)", "--label", String(repeating: "x", count: 1000))
            if r.status != 0 { refused = r; break }
            acknowledged.append("big-\(i)")
        }
        let failure = try #require(refused, "every start was saved on a full filesystem")
        #expect(failure.status == 1)
        #expect(failure.stderr.split(separator: "\n").count == 1, "\(failure.stderr)")
        #expect(failure.stderr.contains(s.stateDirectory) && failure.stderr.contains("No space left"), "\(failure.stderr)")
        let listed = try s.json(s.client("list", "--json"))
        let names = ((listed["timers"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
        #expect(Set(names) == Set(acknowledged), "listed \(names), acknowledged \(acknowledged)")

        // The running timer ends on time, on a full disk.
        let call = try #require(try s.waitForNotifications(1, timeout: 10).first)
        #expect(call.body == "early")
        // Within 250 ms of the deadline; typically about 1 ms (firing lateness
        // p50 0.85 ms, p99 1.18 ms in docs/benchmarks.md). The 2 ms target is
        // held by `scripts/bench --check`; this bound catches a lost or
        // hung notification, not a scheduler slice.
        #expect(call.time - deadline >= 0 && call.time - deadline < 0.25, "Notify \(call.time - deadline) s after the deadline")

        // Space comes back: the daemon goes on by itself.
        try mount.free(from: pid)
        let probe = try s.client("start", "1", "--name", "probe", "--label", "probe")
        #expect(probe.status == 0, "\(probe.stderr)")
        let calls = try s.waitForNotifications(2, timeout: 10)
        // Announced once each, in order: the full disk did not make it repeat "early".
        #expect(calls.map(\.body) == ["early", "probe"], "\(calls.map(\.body))")
        let after = try s.json(s.client("list", "--json"))
        let timers = ((after["timers"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
        #expect(Set(timers) == Set(acknowledged + ["probe"]))
    }

    /// A state directory on a read-only filesystem: the daemon says so, naming
    /// it, and exits non-zero instead of serving timers it cannot keep. (A
    /// filesystem cannot be remounted read-only under the running daemon: its
    /// journal is open for writing.)
    @Test func test_a_read_only_state_directory_stops_the_daemon_with_its_name() throws {
        let s = try DesktopSession(notificationServer: false)
        let mount = PrivateMount(session: s, path: s.stateDirectory)
        let script = mount.script(size: "1m,ro", "exec '\(DesktopSession.binDirectory)/gym-timerd'")
        let result = try s.run(script[0], Array(script.dropFirst()), environment: s.environment)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("critical") }
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains(s.stateDirectory) == true && lines.first?.contains("Read-only") == true, "\(result.stderr)")
        #expect(!s.canConnect())
    }
}
