import Foundation
import Testing

/// The real daemon, a real bus and a real notification server: what arrives
/// on the bus, and when.
@Suite(.serialized) struct NotificationDeliveryTests {
    @Test func test_timer_notification_arrives_on_the_bus_at_its_deadline() throws {
        let session = try DesktopSession()
        try session.startDaemon()
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
        #expect(call.hints["sound-name"] == "string \"alarm-clock-elapsed\"")
        #expect(call.hints["desktop-entry"] == "string \"gym-timer\"")
        #expect(call.hints["category"] == "string \"x-gym-timer.rest\"")
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
