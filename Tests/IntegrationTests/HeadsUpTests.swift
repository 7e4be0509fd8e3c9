import Foundation
import Testing

/// The quiet heads-up before a rest ends leaves the screen when the rest
/// does, on a real notification server (python-dbusmock's
/// notification-daemon, which numbers notifications from 1).
@Suite struct HeadsUpTests {
    @Test func test_the_heads_up_is_closed_when_the_timer_finishes_and_when_it_is_stopped() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startMockNotificationServer()
        try session.startDaemon()

        try session.client("start", "1.5", "--warn", "1", "--label", "Squat")
        let both = try session.waitForNotifications(2, timeout: 10)
        #expect(both[0].summary?.hasPrefix("Rest ends in") == true && both[1].summary == "Rest over", "\(both.map(\.summary))")
        try waitUntil(timeout: 5) { !session.busCalls("CloseNotification").isEmpty }
        #expect(session.busCalls("CloseNotification").map(\.closedID) == [1], "the heads-up (id 1) is closed")

        // Stopped during its heads-up: the heads-up (id 3) goes with it.
        try session.client("start", "30", "--warn", "29.5", "--name", "tea")
        try session.waitForNotifications(3, timeout: 10)
        try session.client("stop", "tea")
        try waitUntil(timeout: 5) { session.busCalls("CloseNotification").count >= 2 }
        #expect(session.busCalls("CloseNotification").map(\.closedID) == [1, 3])
    }

    /// The same on dunst under Xvfb, asking dunst itself what it shows: once
    /// the rest is over, only "Rest over" is on screen.
    @Test func test_dunst_shows_only_rest_over_once_the_rest_ends() throws {
        let session = try DesktopSession()
        try session.startDaemon()
        func displayed() throws -> String {
            let count = try session.run("/usr/bin/dunstctl", ["count", "displayed"],
                                        environment: ["DBUS_SESSION_BUS_ADDRESS": session.busAddress, "PATH": "/usr/bin:/bin"])
            return count.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        try session.client("start", "2", "--warn", "1.5", "--label", "Squat")
        let headsUp = try session.waitForNotifications(1, timeout: 10)
        #expect(headsUp[0].summary?.hasPrefix("Rest ends in") == true, "\(headsUp.map(\.summary))")
        #expect(try displayed() == "1")
        let both = try session.waitForNotifications(2, timeout: 10)
        #expect(both[1].summary == "Rest over", "\(both.map(\.summary))")
        try waitUntil(timeout: 5) { !session.busCalls("CloseNotification").isEmpty }
        // The close reached the bus before this question does, so dunst has it.
        #expect(try displayed() == "1", "the heads-up left the screen; Rest over stays")
        let history = try session.run("/usr/bin/dunstctl", ["history"],
                                      environment: ["DBUS_SESSION_BUS_ADDRESS": session.busAddress, "PATH": "/usr/bin:/bin"])
        #expect(history.stdout.contains("Rest ends in"), "the closed heads-up is in dunst's history: \(history.stdout)")
    }
}
