import Foundation
import Testing

/// Many timers ending together, a notification server that answers slowly,
/// and the buttons on an expiry notification: on a private bus with real
/// servers (dunst, python3-dbusmock).
@Suite(.serialized) struct NotificationBurstTests {
    /// A small seeded generator, so the burst is the same on every run.
    struct Seeded {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// The sanitizers' builds run several times slower: their bounds are 10×.
    static let sanitized = ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil
        || ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil

    /// How late a label may reach the bus after the later of its deadline
    /// and its `Finished`: 25 ms (250 ms under a sanitizer). Typical: the
    /// burst's latest label 2.0–2.9 ms after its deadline in `scripts/bench`
    /// (docs/benchmarks.md), and in this test a fraction of a millisecond
    /// after its `Finished`; the bound is 8–12× that latest label. It was
    /// 5 ms, which a CI run missed at 5.28 ms on the shared two cores.
    /// It still catches labels that wait on one another's round trip to the
    /// server (libnotify one at a time: up to 515 ms for this burst). The
    /// target itself (latest label ≤ 5 ms, median ≤ 1 ms) is held by
    /// `scripts/bench --check`, not here.
    static let allowedLateness = sanitized ? 0.25 : 0.025

    /// How late a timer's own `Finished` may leave the loop: 100 ms (250 ms
    /// under a sanitizer). Typical: 0.49 ms median, 1.87 ms latest at a
    /// subscriber in `scripts/bench`, 5–11 ms in runs where the host takes
    /// CPU time from this machine; was 50 ms. A loop that waited on the
    /// notifier would be hundreds of milliseconds late.
    static let allowedFinishedLateness = sanitized ? 0.25 : 0.1

    /// Runs of the burst allowed before a late label fails the test.
    static let attempts = 3

    /// Every label of one run within 25 ms of its deadline, in one of
    /// `attempts` runs — or, when the daemon's own `Finished` signal for
    /// that timer was late too, within 25 ms of that signal. Whatever the
    /// timing, every run proves the mechanism: all 40 timers finish, each
    /// label reaches the bus (never before its deadline), timers ending
    /// together share a notification, and every call comes from the daemon
    /// through libnotify.
    ///
    /// `Finished` leaves from the loop at the deadline, straight through
    /// libdbus, before the journal sync: its lateness is the floor of
    /// every path to the bus (the loop waking, the bus, the recorder). On
    /// this 2-CPU virtual machine, with the host taking CPU time from it,
    /// that floor itself is 5–11 ms late in some runs; the label then
    /// follows it within a fraction of a millisecond. Measuring the label
    /// from the later of the deadline and its `Finished` holds the
    /// notifier — the pool, libnotify, GDBus — to its bound, and leaves
    /// the host's stalls out. Every `Finished` within 100 ms; every run's
    /// figures are printed.
    @Test func test_forty_timers_ending_together_each_reach_the_bus_within_25_ms() throws {
        var reports: [String] = []
        for attempt in 1...Self.attempts {
            let run = try burst()
            print("burst, run \(attempt): \(run.calls) Notify calls for 40 timers (\(run.together) ending within 100 ms of another); latest Notify \(ms(run.worst)), median \(ms(run.median)), latest Finished \(ms(run.worstFinished)) after the deadline; latest Notify after its Finished or deadline \(ms(run.late.map { $0.late - max(0, $0.finished) }.max() ?? 0)) (bound \(ms(Self.allowedLateness)); the target is held by scripts/bench --check)")
            let late = run.late.filter { $0.late - max(0, $0.finished) >= Self.allowedLateness || $0.finished >= Self.allowedFinishedLateness }
            if late.isEmpty { return }
            reports.append("run \(attempt): " + late.map { "\($0.name) reached the bus \(ms($0.late)) after its deadline, its Finished \(ms($0.finished))" }.joined(separator: "; "))
        }
        Issue.record("a label was late in each of \(Self.attempts) runs: \(reports.joined(separator: " | "))")
    }

    private func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

    struct BurstRun {
        var late: [(name: String, late: Double, finished: Double)] = []
        var worst = 0.0, median = 0.0, worstFinished = 0.0
        var calls = 0, together = 0
    }

    /// One seeded burst of 40 timers on dunst: checks what must hold in
    /// every run, and returns how late each label reached the bus.
    private func burst() throws -> BurstRun {
        let session = try DesktopSession()
        let daemon = try session.startDaemon()
        var random = Seeded(state: 42)
        var deadlines: [String: Double] = [:]
        // Started and followed over the socket: no client process starts,
        // and nothing polls, while the burst is under way.
        let events = try LineClient(session.socketPath, receiveTimeout: 10)
        #expect(events.request(#"{"v":1,"cmd":"subscribe"}"#)?["ok"] as? Bool == true)
        let client = try LineClient(session.socketPath)
        for i in 0..<40 {
            let name = String(format: "t%02d", i), label = String(format: "L%02d", i)
            let seconds = 1 + 2 * random.next()
            let started = try #require(client.request(#"{"v":1,"cmd":"start","name":"\#(name)","label":"\#(label)","seconds":\#(String(format: "%.3f", seconds))}"#))
            deadlines[name] = try #require((started["timer"] as? [String: Any])?["ends_at_unix"] as? Double)
        }
        var finished = 0
        while finished < 40, let event = events.receive() {
            if event["event"] as? String == "finished" { finished += 1 }
        }
        #expect(finished == 40)
        // Alone it reads "Timer “t07” done" / "L07"; in a burst "t07: L07" is one of the list.
        func shows(_ name: String) -> (DesktopSession.BusCall) -> Bool {
            let label = "L" + name.dropFirst()
            return { $0.body == label || $0.body?.components(separatedBy: ", ").contains("\(name): \(label)") == true }
        }
        // Finished signals leave from the loop, Notify calls from libnotify's
        // threads: wait for both to have arrived, not for one of them (a
        // timeout is reported below, naming what never came).
        try? waitUntil(timeout: 10) {
            let calls = session.notifications
            return session.busCalls("Finished").count >= 40 && deadlines.keys.allSatisfy { name in calls.contains(where: shows(name)) }
        }
        let calls = session.notifications
        var run = BurstRun(calls: calls.count)
        for (name, deadline) in deadlines.sorted(by: { $0.value < $1.value }) {
            let first = try #require(calls.first(where: shows(name)), "\(name) never notified")
            let late = first.time - deadline
            #expect(late > -0.002, "\(name) reached the bus \(late) s before its deadline")
            let finished = try #require(session.busCalls("Finished").first { $0.string(0) == name })
            run.late.append((name, late, finished.time - deadline))
            run.worst = max(run.worst, late)
            run.worstFinished = max(run.worstFinished, finished.time - deadline)
            if deadlines.values.contains(where: { $0 != deadline && abs($0 - deadline) < 0.1 }) { run.together += 1 }
        }
        run.median = run.late.map(\.late).sorted()[run.late.count / 2]
        // Timers ending within the burst window share a notification.
        #expect(run.together > 5)
        #expect(calls.contains { $0.summary?.hasSuffix("rests over") == true })
        // Each through libnotify, which names the process that asked.
        #expect(calls.allSatisfy { $0.hints["sender-pid"] == "int64 \(daemon.processIdentifier)" })
        return run
    }

    @Test func test_a_server_slow_to_answer_delays_no_other_notification_and_no_client() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startMockNotificationServer(template: DesktopSession.packageRoot.appendingPathComponent("Tests/Fixtures/dbusmock/slow_notifications.py").path)
        try session.startDaemon()
        let first = try session.json(session.client("start", "0.2", "--name", "slow", "--json"))
        let slowDeadline = try #require((first["timer"] as? [String: Any])?["ends_at_unix"] as? Double)
        var deadlines: [String: Double] = [:]
        for (name, seconds) in [("b", "0.9"), ("c", "1.2")] {
            let started = try session.json(session.client("start", seconds, "--name", name, "--json"))
            deadlines[name] = try #require((started["timer"] as? [String: Any])?["ends_at_unix"] as? Double)
        }
        try waitUntil(timeout: 5) { session.busCalls("Finished").count >= 3 }
        // The server is still inside its first Notify; a client is answered at once.
        let asked = wallNow()
        let list = try session.client("list", "--json")
        let answered = wallNow() - asked
        #expect(list.status == 0)
        #expect(wallNow() < slowDeadline + 5, "the test ran past the server's sleep; it proves nothing")
        // Bounds well above the typical figures, which `scripts/bench --check`
        // holds: `gym-timer list` is a client process of about 5–10 ms (`start`
        // is 5.40 ms median), bound 500 ms; a Notify or Finished reaches the bus
        // about 1 ms after its deadline (p99 1.18 ms), bound 50 ms. The server
        // sleeps for seconds inside the first Notify: a client or a label that
        // waited on it would miss them by that much.
        #expect(answered < 0.5, "list took \(answered) s while the server was busy")
        for (name, deadline) in deadlines {
            let call = try #require(session.notifications.first { $0.summary?.contains("\u{201C}\(name)\u{201D}") == true })
            #expect(call.time - deadline < 0.05, "\(name) reached the bus \(call.time - deadline) s late")
            let finished = try #require(session.busCalls("Finished").first { $0.string(0) == name })
            #expect(finished.time - deadline < 0.05)
        }
    }

    @Test func test_buttons_restart_the_timer_and_clicking_the_body_does_nothing() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startMockNotificationServer(capabilities: "body actions")
        try session.startDaemon()
        func emit(_ id: Int, _ action: String) throws {
            let r = try session.gdbus(destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
                                      "org.freedesktop.DBus.Mock.EmitSignal", "org.freedesktop.Notifications", "ActionInvoked", "us",
                                      "[<uint32 \(id)>, <'\(action)'>]")
            #expect(r.status == 0, "\(r.stderr)")
        }
        func rest() throws -> [String: Any]? {
            (try session.json(session.client("list", "--json"))["timers"] as? [[String: Any]])?.first { $0["name"] as? String == "rest" }
        }
        func notified(_ id: Int) throws {
            try waitUntil(timeout: 5) { JournalText(path: session.journalPath).mentionsNotification(id) }
        }

        try session.client("start", "0.3", "--label", "Squat")
        try notified(1)
        let mockLog = try String(contentsOfFile: session.root + "/mock.log", encoding: .utf8)
        #expect(mockLog.contains("\"add-30\"") && mockLog.contains("\"+30 s\"") && mockLog.contains("\"again\""), "\(mockLog)")
        try emit(1, "add-30")
        try waitUntil(timeout: 5) { try rest()?["duration_s"] as? Double == 30 }
        #expect(try rest()?["state"] as? String == "running")
        #expect(try rest()?["label"] as? String == "Squat")

        try session.client("start", "0.4", "--label", "Bench")
        try notified(2)
        let startsBefore = session.busCalls("Started").count
        try emit(2, "again")
        try waitUntil(timeout: 5) { session.busCalls("Started").count > startsBefore }
        #expect(try rest()?["duration_s"] as? Double == 0.4)
        try notified(3)

        // The body click first, then +30 s: exactly one restart, the 30 s one.
        let startsNow = session.busCalls("Started").count
        try emit(3, "default")
        try emit(3, "add-30")
        try waitUntil(timeout: 5) { try rest()?["duration_s"] as? Double == 30 }
        #expect(session.busCalls("Started").count == startsNow + 1)
    }

    @Test func test_warn_shows_a_quiet_transient_notification_before_the_end() throws {
        let session = try DesktopSession()
        try session.startDaemon()
        let started = try session.json(session.client("start", "1.5", "--warn", "1", "--label", "Deadlift", "--json"))
        let deadline = try #require((started["timer"] as? [String: Any])?["ends_at_unix"] as? Double)
        let calls = try session.waitForNotifications(2, timeout: 5)
        #expect(calls[0].summary == "Rest ends in 1 s")
        #expect(calls[0].body == "Deadlift")
        #expect(calls[0].hints["urgency"] == "byte 0")
        #expect(calls[0].hints["transient"] == "boolean true")
        // Within 50 ms of its moment, 1 s before the end: typically about 1 ms
        // (as the firing lateness, p99 1.18 ms, held by `scripts/bench --check`).
        #expect(abs(calls[0].time - (deadline - 1)) < 0.05, "heads-up \(calls[0].time - (deadline - 1)) s from its moment")
        #expect(calls[1].summary == "Rest over")
        #expect(try session.client("start", "5", "--warn", "5").stderr.contains("--warn 5 s is not before the end of a 5 s timer"))
    }
}
