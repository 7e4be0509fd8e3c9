import Foundation
import Testing

/// org.gymtimer.Timer1 on a private session bus, driven with `gdbus` as a
/// script or a status bar would, and checked against what reached the bus
/// and what is on disk.
@Suite(.serialized) struct BusInterfaceTests {
    @Test func test_methods_change_durable_timers_and_answer_with_errors_by_name() throws {
        let session = try DesktopSession()
        try session.startDaemon()
        try waitUntil(timeout: 5) { session.daemonLog.contains("serving org.gymtimer.Timer1") }

        let introspection = try session.gdbus("org.freedesktop.DBus.Introspectable.Introspect")
        #expect(introspection.stdout.contains("interface name=\"org.gymtimer.Timer1\""), "\(introspection)")
        for member in ["Start", "Stop", "Add", "Pause", "Resume", "List", "Started", "Changed", "Finished"] {
            #expect(introspection.stdout.contains("name=\"\(member)\""), "\(member) missing")
        }

        let before = wallNow()
        let started = try session.gdbus("org.gymtimer.Timer1.Start", "squat", "120", "Squat 100x5")
        #expect(started.status == 0, "\(started.stderr)")
        let endsAt = try #require(Double(started.stdout.trimmingCharacters(in: CharacterSet(charactersIn: "(,)\n "))))
        #expect(endsAt > before + 119 && endsAt < wallNow() + 120.5)
        // The reply came after the journal sync: the timer is on disk already.
        #expect(JournalText(path: session.journalPath).last("squat")?[2] == "Squat 100x5")
        // The socket sees what the bus did.
        let list = try session.json(session.client("list", "--json"))
        #expect((list["timers"] as? [[String: Any]])?.first?["label"] as? String == "Squat 100x5")

        let added = try session.gdbus("org.gymtimer.Timer1.Add", "squat", "-20")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try session.gdbus("org.gymtimer.Timer1.Pause", "squat").stdout == "()\n")
        let paused = try session.gdbus("org.gymtimer.Timer1.List")
        #expect(paused.stdout.hasPrefix("([('squat', 'Squat 100x5', 'paused', 100.0, "), "\(paused.stdout)")
        let again = try session.gdbus("org.gymtimer.Timer1.Pause", "squat")
        #expect(again.status != 0)
        #expect(again.stderr.contains("org.gymtimer.Timer1.Error.WrongState"), "\(again.stderr)")
        #expect(try session.gdbus("org.gymtimer.Timer1.Resume", "squat").status == 0)
        #expect(try session.gdbus("org.gymtimer.Timer1.Stop", "squat").stdout == "(true,)\n")
        #expect(try session.gdbus("org.gymtimer.Timer1.List").stdout == "(@a(sssdd) [],)\n")

        let missing = try session.gdbus("org.gymtimer.Timer1.Stop", "bench")
        #expect(missing.stderr.contains("org.gymtimer.Timer1.Error.NoSuchTimer: no timer named \"bench\""), "\(missing.stderr)")
        let negative = try session.gdbus("org.gymtimer.Timer1.Start", "x", "-1", "")
        #expect(negative.stderr.contains("org.gymtimer.Timer1.Error.InvalidArgs"), "\(negative.stderr)")
        // dbus-send does not read the introspection, so it can send what gdbus would refuse.
        func send(_ method: String, _ arguments: String...) throws -> DesktopSession.Result {
            try session.run("/usr/bin/dbus-send", ["--bus=" + session.busAddress, "--print-reply", "--dest=org.gymtimer.Timer",
                                                   "/org/gymtimer/Timer", method] + arguments)
        }
        let wrongTypes = try send("org.gymtimer.Timer1.Start", "string:x", "string:ninety", "string:")
        #expect(wrongTypes.stderr.contains("org.gymtimer.Timer1.Error.InvalidArgs: Start takes (sds), not (sss)"), "\(wrongTypes.stderr)")
        #expect(try send("org.gymtimer.Timer1.Nope").stderr.contains("org.freedesktop.DBus.Error.UnknownMethod"))

        // An empty name is the rest timer, as on the command line.
        #expect(try session.gdbus("org.gymtimer.Timer1.Start", "", "0.3", "Bench next").status == 0)
        try waitUntil(timeout: 5) { !session.busCalls("Finished").isEmpty }
        let signals = session.busCalls("Started").map { $0.string(0) }
        #expect(signals == ["squat", "rest"])
        let changes = session.busCalls("Changed").map { "\($0.string(0) ?? "")=\($0.string(1) ?? "")" }
        #expect(changes == ["squat=running", "squat=paused", "squat=running", "squat=stopped"])
        let finished = try #require(session.busCalls("Finished").first)
        #expect(finished.string(0) == "rest" && finished.string(1) == "Bench next")
        let status = try session.client("daemon", "status")
        #expect(status.stdout.contains("bus: org.gymtimer.Timer on "), "\(status.stdout)")
    }

    @Test func test_without_a_session_bus_the_daemon_serves_its_socket_and_says_why() throws {
        let session = try DesktopSession(notificationServer: false)
        var environment = session.environment
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: DesktopSession.binDirectory + "/gym-timerd")
        daemon.environment = environment
        let log = Pipe()
        daemon.standardError = log
        daemon.standardOutput = log
        try daemon.run()
        defer { kill(daemon.processIdentifier, SIGKILL); daemon.waitUntilExit() }
        try waitUntil(timeout: 5) { session.canConnect() }
        let started = try session.run(DesktopSession.binDirectory + "/gym-timer", ["start", "0.2", "--label", "Row"], environment: environment)
        #expect(started.status == 0, "\(started.stderr)")
        let status = try session.run(DesktopSession.binDirectory + "/gym-timer", ["daemon", "status", "--json"], environment: environment)
        let info = try #require(try session.json(status)["daemon"] as? [String: Any])
        #expect((info["bus"] as? String)?.hasPrefix("none: DBUS_SESSION_BUS_ADDRESS is not set") == true, "\(info)")
        #expect(info["notifications"] as? String == "unavailable")
        try waitUntil(timeout: 5) {
            let list = try session.run(DesktopSession.binDirectory + "/gym-timer", ["list", "--json"], environment: environment)
            return (try session.json(list)["timers"] as? [[String: Any]])?.first?["state"] as? String == "finished"
        }
        kill(daemon.processIdentifier, SIGTERM)
        daemon.waitUntilExit()
        let text = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.components(separatedBy: "timers are served on the socket only").count == 2, "\(text)")
        #expect(text.components(separatedBy: "notifications unavailable").count == 2, "\(text)")
    }

    @Test func test_a_timer_that_ended_with_no_server_is_announced_when_one_appears() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        try session.client("start", "0.2", "--label", "Squat next")
        try session.client("start", "0.3", "--name", "second")
        // Every wait here is a bound on a hang, not a timing claim: under
        // ThreadSanitizer or with twenty suites beside it, each `list`
        // takes a good part of a second, and starting Xvfb and dunst more
        // (a whole run of it under ThreadSanitizer went past 15 s).
        try waitUntil(timeout: 60) {
            let list = try session.json(session.client("list", "--json"))
            return (list["timers"] as? [[String: Any]])?.allSatisfy { $0["state"] as? String == "finished" } == true
        }
        let status = try session.client("daemon", "status")
        #expect(status.stdout.contains("notifications: unavailable (server: none)"), "\(status.stdout)")
        #expect(try session.json(session.client("status", "--json"))["notifications"] as? String == "unavailable")
        try waitUntil(timeout: 60) { session.daemonLog.contains("notifications unavailable") }
        #expect(session.daemonLog.components(separatedBy: "notifications unavailable").count == 2, "\(session.daemonLog)")
        #expect(!JournalText(path: session.journalPath).anyNotified)

        // dunst starts: NameOwnerChanged tells the daemon, which announces
        // both — together, or a show still on its way when dunst came is
        // sent again to it (its "no such service" answer is out of date).
        let attempts = session.notifications.count
        try session.startNotificationServer()
        try waitUntil(timeout: 60) {
            let bodies = session.notifications.dropFirst(attempts).compactMap(\.body)
            return bodies.contains { $0.contains("second") } && bodies.contains { $0.contains("Squat next") }
        }
        try waitUntil(timeout: 60) { ["rest", "second"].allSatisfy(JournalText(path: session.journalPath).notified) }
        try waitUntil(timeout: 60) { try session.client("daemon", "status").stdout.contains("(server: dunst") }
        // What libnotify learnt of the server: dunst shows buttons and markup.
        let capabilities = try #require(try session.json(session.client("daemon", "status", "--json"))["daemon"]
            .flatMap { ($0 as? [String: Any])?["notification_capabilities"] as? [String] })
        #expect(capabilities.contains("actions") && capabilities.contains("body-markup"), "\(capabilities)")
        #expect(try session.client("daemon", "status").stdout.contains("server capabilities: actions, body"))
        #expect(session.daemonLog.contains("notifications available again"))

        try session.client("start", "0.2", "--label", "Back")
        try waitUntil(timeout: 60) { session.notifications.last?.body == "Back" }
    }

    @Test func test_losing_the_bus_leaves_the_daemon_serving_its_socket() throws {
        let session = try DesktopSession()
        let daemon = try session.startDaemon()
        try waitUntil(timeout: 5) { session.daemonLog.contains("serving org.gymtimer.Timer1") }
        try session.client("start", "0.4", "--name", "a")
        try session.client("start", "0.4", "--name", "b")
        session.killBus()
        try waitUntil(timeout: 5) {
            let list = try session.json(session.client("list", "--json"))
            return (list["timers"] as? [[String: Any]])?.count == 2
                && (list["timers"] as? [[String: Any]])?.allSatisfy { $0["state"] as? String == "finished" } == true
        }
        #expect(daemon.isRunning)
        try waitUntil(timeout: 5) { session.daemonLog.contains("lost the session bus") }
        let info = try #require(try session.json(session.client("daemon", "status", "--json"))["daemon"] as? [String: Any])
        #expect(info["bus"] as? String == "none: the session bus went away", "\(info)")
        #expect(info["notifications"] as? String == "unavailable")
        #expect(try session.client("start", "60", "--label", "still here").status == 0)
    }
}
