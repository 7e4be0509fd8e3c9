import CLinux
import Foundation
import Testing

@Suite(.serialized) struct DaemonLifecycleTests {
    @Test func test_client_starts_the_daemon_on_demand() throws {
        let session = try DesktopSession()
        #expect(!session.canConnect())
        let result = try session.client("start", "90")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("rest: 1:30 — ends "))
        #expect(session.canConnect())
        let log = try String(contentsOfFile: session.stateDirectory + "/daemon.log", encoding: .utf8)
        #expect(log.contains("listening on \(session.socketPath)"))
        try session.client("stop", "--all")
    }

    @Test func test_no_autostart_fails_naming_the_socket() throws {
        let session = try DesktopSession()
        let result = try session.client("list", "--no-autostart")
        #expect(result.status == 1)
        #expect(result.stderr.contains(session.socketPath))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!session.canConnect())
        // Before the subcommand works as well.
        #expect(try session.client("--no-autostart", "--json", "list").status == 1)
    }

    @Test func test_one_daemon_per_socket() throws {
        let session = try DesktopSession()
        try session.startDaemon()
        let second = try session.run(DesktopSession.binDirectory + "/gym-timerd", [])
        #expect(second.status == 0)
        #expect(second.stdout.contains("already running for \(session.socketPath)"))
        #expect(session.canConnect())
    }

    @Test func test_sigterm_stops_gracefully_and_timers_survive() throws {
        let session = try DesktopSession()
        let daemon = try session.startDaemon()
        try session.client("start", "60", "--label", "Deadlift")
        try session.client("start", "5m", "--name", "tea")
        _ = try session.client("pause", "tea")
        kill(daemon.processIdentifier, SIGTERM)
        daemon.waitUntilExit()
        #expect(daemon.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: session.socketPath))
        try session.startDaemon()
        let timers = try #require(try session.json(session.client("list", "--json"))["timers"] as? [[String: Any]])
        #expect(timers.count == 2)
        let rest = try #require(timers.first { $0["name"] as? String == "rest" })
        #expect(rest["label"] as? String == "Deadlift")
        let remaining = try #require(rest["remaining_s"] as? Double)
        #expect(remaining > 55 && remaining <= 60)
        let tea = try #require(timers.first { $0["name"] as? String == "tea" })
        #expect(tea["state"] as? String == "paused")
        #expect(tea["ends_at"] is NSNull)
    }

    @Test func test_damaged_journal_is_moved_aside_and_the_daemon_starts() throws {
        let session = try DesktopSession()
        try Data([0xDE, 0xAD, 0x0A, 0xBE, 0xEF]).write(to: URL(fileURLWithPath: session.journalPath))
        try session.startDaemon()
        #expect(try session.client("list").stdout == "no timers\n")
        let aside = try FileManager.default.contentsOfDirectory(atPath: session.stateDirectory)
            .filter { $0.hasPrefix("timers.journal.corrupt-") }
        #expect(aside.count == 1)
        #expect(session.daemonLog.contains("timer journal was damaged"))
        #expect(try session.client("start", "30").status == 0)
    }

    @Test func test_a_stale_socket_file_is_replaced() throws {
        let session = try DesktopSession()
        let daemon = try session.startDaemon()
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: session.socketPath)) // left by the crash
        try session.startDaemon()
        #expect(try session.client("list", "--no-autostart").status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: session.socketPath)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let dir = try FileManager.default.attributesOfItem(atPath: session.root + "/run/gym-timer")
        #expect((dir[.posixPermissions] as? Int) == 0o700)
    }

    @Test func test_watch_streams_json_events_until_the_timer_ends() throws {
        let session = try DesktopSession()
        try session.startDaemon()
        try session.client("start", "1.5", "--name", "plank")
        let watch = try session.client("watch", "plank", "--json")
        #expect(watch.status == 0)
        let events = watch.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(events.first?["event"] as? String == "subscribed")
        #expect(events.last?["event"] as? String == "finished")
        #expect(events.contains { $0["event"] as? String == "tick" })
        #expect((events.last?["timer"] as? [String: Any])?["state"] as? String == "finished")
    }

    /// To a pipe (a status bar script, `| tee`), watch writes a line per
    /// second as it goes, not all at exit: the first line arrives while the
    /// timer is still running, and the watch is still there to stop.
    @Test func test_watch_to_a_pipe_writes_each_line_as_it_goes() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        try session.client("start", "60", "--name", "plank")
        let watch = Process()
        watch.executableURL = URL(fileURLWithPath: DesktopSession.binDirectory + "/gym-timer")
        watch.arguments = ["watch", "plank"]
        watch.environment = session.environment
        let out = Pipe()
        watch.standardOutput = out
        watch.standardError = FileHandle.nullDevice
        try watch.run()
        var text = Data()
        while text.filter({ $0 == 0x0A }).count < 2 {
            let chunk = out.fileHandleForReading.availableData // blocks until watch writes
            if chunk.isEmpty { break }
            text.append(chunk)
        }
        #expect(watch.isRunning, "the lines came before watch exited")
        let lines = String(decoding: text, as: UTF8.self).split(separator: "\n")
        #expect(lines.count >= 2 && lines.allSatisfy { $0.hasPrefix("plank  [") && $0.contains("/ 1:00") }, "\(lines)")
        try session.client("stop", "plank")
        watch.waitUntilExit()
        #expect(watch.terminationStatus == 0)
    }

    @Test func test_usage_errors_exit_64_and_failures_exit_1_with_one_line() throws {
        let session = try DesktopSession(notificationServer: false)
        for bad in ["0", "-5", "abc", "25h"] {
            let r = try session.client("start", bad)
            #expect(r.status == 64, "start \(bad)")
            #expect(r.stderr.split(separator: "\n").count == 1)
            #expect(r.stderr.contains("1m30s"))
        }
        #expect(!session.canConnect()) // nothing was started for malformed input
        let unknown = try session.client("stop", "nope")
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "gym-timer: no timer named \"nope\"\n")
        let long = try session.client("list", "--socket", "/tmp/" + String(repeating: "s", count: 120))
        #expect(long.status == 1)
        #expect(long.stderr.contains("at most 107"))
    }
}
