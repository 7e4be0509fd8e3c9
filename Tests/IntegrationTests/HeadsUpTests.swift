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
}
