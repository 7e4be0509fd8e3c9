import Foundation
import Testing

/// The real daemon, a real bus and a real notification server: what arrives
/// on the bus, and when.
@Suite(.serialized) struct NotificationDeliveryTests {
    @Test func test_timer_notification_arrives_on_the_bus_at_its_deadline() throws {
        let session = try DesktopSession()
        let daemon = try session.startDaemon()
        let started = try session.client("start", "2", "--label", "Bench <b>Press</b> & co — next set", "--json")
        #expect(started.status == 0, "\(started.stderr)")
        let timer = try #require(try session.json(started)["timer"] as? [String: Any])
        let deadline = try #require(timer["ends_at_unix"] as? Double)
        #expect(timer["name"] as? String == "rest")
        #expect(timer["state"] as? String == "running")
        #expect(timer["duration_s"] as? Double == 2)

        let call = try #require(try session.waitForNotifications(1, timeout: 5).first)
        #expect(call.appName == "gym-timer")
        #expect(call.summary == "Rest over")
        #expect(call.body == "Bench &lt;b&gt;Press&lt;/b&gt; &amp; co — next set")
        #expect(call.hints["urgency"] == "byte 2")
        // Shown through libnotify, which names the process that asked.
        #expect(call.hints["sender-pid"] == "int64 \(daemon.processIdentifier)")
        // dunst plays no sounds (no "sound" capability): none is asked for.
        #expect(call.hints["sound-name"] == nil)
        #expect(call.hints["desktop-entry"] == "string \"gym-timer\"")
        #expect(call.hints["category"] == "string \"x-gym-timer.rest\"")
        // Within 250 ms of the deadline; typically about 1 ms (firing lateness
        // p50 0.85 ms, p99 1.18 ms in docs/benchmarks.md). The 2 ms target is
        // held by `scripts/bench --check`; this bound catches a lost or
        // hung notification, not a scheduler slice.
        let lateness = call.time - deadline
        #expect(lateness >= 0 && lateness < 0.25, "Notify \(lateness) s after the deadline")

        // The expiry is recorded on disk as notified, with the server's id.
        try waitUntil(timeout: 2) { JournalText(path: session.journalPath).anyNotified }
        let list = try session.json(session.client("list", "--json"))
        let timers = try #require(list["timers"] as? [[String: Any]])
        #expect(timers.first?["state"] as? String == "finished")
        #expect(timers.first?["remaining_s"] as? Double == 0)
        #expect(list["notifications"] as? String == "available")
    }

    @Test func test_a_server_that_plays_sounds_is_asked_for_the_chosen_sound_and_the_heads_up_is_quiet() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startMockNotificationServer(capabilities: "body actions sound")
        let daemon = try session.startDaemon()
        func hints(summary: String, after count: Int) throws -> [String: String] {
            try waitUntil(timeout: 5) { session.notifications.dropFirst(count).contains { $0.summary == summary } }
            return session.notifications.dropFirst(count).first { $0.summary == summary }!.hints
        }
        try session.client("start", "0.6", "--warn", "0.4", "--label", "Squat")
        let headsUp = try hints(summary: "Rest ends in 0 s", after: 0)
        #expect(headsUp["suppress-sound"] == "boolean true")
        #expect(headsUp["sound-name"] == nil)
        #expect(headsUp["transient"] == "boolean true")
        let over = try hints(summary: "Rest over", after: 0)
        #expect(over["sound-name"] == "string \"alarm-clock-elapsed\"")
        #expect(over["suppress-sound"] == nil)

        func reload(sound: String) throws {
            #expect(try session.client("config", "set", "notify.sound", sound).status == 0)
            let reloads = session.daemonLog.components(separatedBy: "reloaded").count
            kill(daemon.processIdentifier, SIGHUP)
            try waitUntil(timeout: 5) { session.daemonLog.components(separatedBy: "reloaded").count > reloads }
        }
        try reload(sound: "bell")
        var count = session.notifications.count
        try session.client("start", "0.2", "--label", "Bench")
        #expect(try hints(summary: "Rest over", after: count)["sound-name"] == "string \"bell\"")
        try reload(sound: "false")
        count = session.notifications.count
        try session.client("start", "0.2", "--label", "Row")
        let silent = try hints(summary: "Rest over", after: count)
        #expect(silent["sound-name"] == nil)
        #expect(silent["suppress-sound"] == "boolean true")

        // Every one went through libnotify, from the daemon, named for its desktop file.
        #expect(session.notifications.count == 4)
        for call in session.notifications {
            #expect(call.hints["sender-pid"] == "int64 \(daemon.processIdentifier)", "\(call.summary ?? ""): \(call.hints)")
            #expect(call.hints["desktop-entry"] == "string \"gym-timer\"")
        }
    }

    @Test func test_config_set_applies_to_the_next_notification_without_a_hangup() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startMockNotificationServer(capabilities: "body actions sound")
        try session.startDaemon()
        func rested(_ label: String) throws -> DesktopSession.BusCall {
            let count = session.notifications.count
            #expect(try session.client("start", "0.2", "--label", label).status == 0)
            try waitUntil(timeout: 5) { session.notifications.dropFirst(count).contains { $0.body == label } }
            return session.notifications.dropFirst(count).first { $0.body == label }!
        }
        #expect(try rested("Squat").hints["urgency"] == "byte 2")
        #expect(try session.client("config", "set", "notify.urgency", "low").status == 0)
        try waitUntil(timeout: 5) { session.daemonLog.contains("reloaded") }
        #expect(try rested("Bench").hints["urgency"] == "byte 0")

        // A file with an error, written by hand: the settings in force stay, and the daemon says so.
        try "[notify]\nurgency = \"loud\"\n".write(toFile: session.root + "/config/gym-timer/config.toml", atomically: true, encoding: .utf8)
        try waitUntil(timeout: 5) { session.daemonLog.contains("kept previous settings") }
        #expect(session.daemonLog.contains("config.toml:2: notify.urgency takes low, normal or critical"))
        #expect(try rested("Row").hints["urgency"] == "byte 0")
    }

    @Test func test_a_timer_missed_before_the_notification_server_came_offers_the_same_actions() throws {
        let session = try DesktopSession(notificationServer: false)
        let daemon = try session.startDaemon()
        let ends = try session.json(session.client("start", "0.3", "--label", "Row", "--json"))
        let deadline = try #require((ends["timer"] as? [String: Any])?["ends_at_unix"] as? Double)
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        while Date().timeIntervalSince1970 < deadline + 0.2 { usleep(50_000) }
        // The daemon comes back before the desktop's notification server does.
        try session.startDaemon()
        try session.startMockNotificationServer(capabilities: "body actions")
        try waitUntil(timeout: 5) { session.notifications.contains { $0.body?.hasPrefix("Row") == true } }
        let missed = try #require(session.notifications.first { $0.body?.hasPrefix("Row") == true })
        #expect(missed.actions == ["default", "Dismiss", "add-30", "+30 s", "again", "Again"])
    }

    @Test func test_a_timer_that_ended_while_no_daemon_ran_offers_the_same_actions() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startMockNotificationServer(capabilities: "body actions")
        let daemon = try session.startDaemon()
        try session.client("start", "0.2", "--label", "Curl")
        try waitUntil(timeout: 5) { session.notifications.contains { $0.body == "Curl" } }
        let live = try #require(session.notifications.first { $0.body == "Curl" })
        #expect(live.actions == ["default", "Dismiss", "add-30", "+30 s", "again", "Again"])

        let ends = try session.json(session.client("start", "0.5", "--label", "Row", "--json"))
        let deadline = try #require((ends["timer"] as? [String: Any])?["ends_at_unix"] as? Double)
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        // The deadline passes with no daemon: waiting on the wall clock is the event here.
        while Date().timeIntervalSince1970 < deadline + 0.2 { usleep(50_000) }
        try session.startDaemon()
        try waitUntil(timeout: 5) { session.notifications.contains { $0.body?.hasPrefix("Row") == true } }
        let missed = try #require(session.notifications.first { $0.body?.hasPrefix("Row") == true })
        #expect(missed.actions == live.actions)
        // And the buttons work on it: +30 s restarts the timer that was missed.
        try waitUntil(timeout: 5) { JournalText(path: session.journalPath).mentionsNotification(2) }
        let r = try session.gdbus(destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
                                  "org.freedesktop.DBus.Mock.EmitSignal", "org.freedesktop.Notifications", "ActionInvoked", "us",
                                  "[<uint32 2>, <'add-30'>]")
        #expect(r.status == 0, "\(r.stderr)")
        try waitUntil(timeout: 5) {
            let timers = try session.json(session.client("list", "--json"))["timers"] as? [[String: Any]]
            return timers?.first { $0["name"] as? String == "rest" }?["duration_s"] as? Double == 30
        }
    }

    @Test func test_replacing_and_stopping_a_timer_close_its_notification() throws {
        let session = try DesktopSession()
        try session.startDaemon()
        try session.client("start", "0.3")
        try session.waitForNotifications(1, timeout: 5)
        try waitUntil(timeout: 2) { JournalText(path: session.journalPath).recordsWithNotification >= 1 }
        #expect(try session.client("start", "60").status == 0) // the next set's rest replaces it
        try waitUntil(timeout: 3) { !session.busCalls("CloseNotification").isEmpty }
        let firstID = session.busCalls("CloseNotification")[0].closedID
        #expect(firstID != nil)

        try session.client("start", "0.3", "--name", "tea")
        try session.waitForNotifications(2, timeout: 5)
        try waitUntil(timeout: 2) { JournalText(path: session.journalPath).recordsWithNotification >= 2 }
        let stopped = try session.client("stop", "tea", "--json")
        #expect(try session.json(stopped)["stopped"] as? [String] == ["tea"])
        try waitUntil(timeout: 3) { session.busCalls("CloseNotification").count >= 2 }
        #expect(session.busCalls("CloseNotification")[1].closedID != firstID)
    }

    @Test func test_kill_9_with_a_running_timer_still_notifies_on_time() throws {
        let session = try DesktopSession()
        let daemon = try session.startDaemon()
        let started = try session.json(session.client("start", "3", "--label", "Squat", "--json"))
        let deadline = try #require((started["timer"] as? [String: Any])?["ends_at_unix"] as? Double)
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        #expect(!session.canConnect())
        try session.startDaemon()
        let call = try #require(try session.waitForNotifications(1, timeout: 6).first)
        #expect(call.body == "Squat")
        // Within 250 ms of the deadline; typically about 1 ms (firing lateness
        // p50 0.85 ms, p99 1.18 ms in docs/benchmarks.md). The 2 ms target is
        // held by `scripts/bench --check`; this bound catches a lost or
        // hung notification, not a scheduler slice.
        let lateness = call.time - deadline
        #expect(lateness >= 0 && lateness < 0.25, "Notify \(lateness) s after the deadline")
    }

    @Test func test_timer_missed_while_down_is_announced_once_with_how_long_ago() throws {
        let session = try DesktopSession()
        let daemon = try session.startDaemon()
        try session.client("start", "1", "--label", "Row")
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        sleep(3)
        let second = try session.startDaemon()
        let call = try #require(try session.waitForNotifications(1, timeout: 5).first)
        #expect(call.body?.hasPrefix("Row (finished ") == true)
        #expect(call.body?.hasSuffix(" s ago)") == true)
        try waitUntil(timeout: 2) { JournalText(path: session.journalPath).anyNotified }
        // A later restart does not announce the same expiry again.
        kill(second.processIdentifier, SIGKILL)
        second.waitUntilExit()
        try session.startDaemon()
        // Missed timers are announced before the daemon serves anyone: once a
        // probe started after the restart has been announced, a repeat would be there.
        try session.client("start", "0.1", "--name", "probe", "--label", "probe")
        try waitUntil(timeout: 5) { session.notifications.contains { $0.body == "probe" } }
        #expect(session.notifications.filter { $0.body?.hasPrefix("Row") == true }.count == 1)
    }

    @Test func test_timer_missed_beyond_the_grace_period_is_dropped_with_a_log_line() throws {
        let session = try DesktopSession()
        let daemon = try session.startDaemon(["--grace-period", "1s"])
        try session.client("start", "0.5")
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        sleep(3)
        try session.startDaemon(["--grace-period", "1s"])
        // As above: the probe's notification comes after any for missed timers.
        try session.client("start", "0.1", "--name", "probe", "--label", "probe")
        try waitUntil(timeout: 5) { session.notifications.contains { $0.body == "probe" } }
        #expect(session.notifications.map(\.body) == ["probe"])
        #expect(session.daemonLog.contains("past the grace period, dropped"))
        let left = try session.json(session.client("list", "--json"))
        #expect(((left["timers"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String } == ["probe"])
    }
}
