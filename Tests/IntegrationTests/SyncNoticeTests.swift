import Foundation
import Testing

/// A set logged on this machine and changed on another is said once, as a
/// desktop notification: this machine's daemon applies the other's file as
/// it lands, and the run's `gym-timer sync` hands what changed to the daemon,
/// which shows it through libnotify. Proved on the bus (a private session,
/// dunst under Xvfb) with both machines' logs sharing one folder.
@Suite struct SyncNoticeTests {
    @Test func test_a_set_of_yours_changed_on_another_machine_is_a_notification_once() throws {
        let s = try DesktopSession()
        let mine = ["GYM_TIMER_DATA_DIR": s.root + "/mine"], theirs = ["GYM_TIMER_DATA_DIR": s.root + "/theirs"]
        let folder = s.root + "/Sync"
        #expect(try s.client("sync", "setup", folder, "--device-name", "desktop", "-q", environment: mine).status == 0)
        #expect(try s.client("sync", "setup", folder, "--device-name", "laptop", "-q", environment: theirs).status == 0)
        #expect(try s.client("log", "bench", "press", "100x5", "--no-timer", "-q", environment: mine).status == 0)
        #expect(try s.client("sync", "-q", environment: theirs).status == 0)
        let shown = try s.client("history", "--json", environment: theirs).stdout
        let workout = try #require((try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any]).flatMap {
            ($0["workouts"] as? [[String: Any]])?.first?["id"] as? String })
        let detail = try JSONSerialization.jsonObject(with: Data(try s.client("history", "show", workout, "--json", environment: theirs).stdout.utf8)) as? [String: Any]
        let set = try #require(((detail?["workout"] as? [String: Any])?["sets"] as? [[String: Any]])?.first?["id"] as? String)

        // This machine's daemon runs, following the folder; the other machine fixes the set.
        try s.startDaemon(environment: mine)
        try waitUntil(timeout: 10) { s.daemonLog.contains("syncing the training log through") }
        let before = s.notifications.count
        #expect(try s.client("set", "edit", set, "--weight", "102.5", "--yes", "-q", environment: theirs).status == 0)
        let calls = try s.waitForNotifications(before + 1, timeout: 20)
        let notice = try #require(calls.last)
        #expect(notice.summary == "Changed on laptop", "\(notice.arguments)")
        #expect(notice.body?.contains("laptop changed your set #\(set) (Bench Press (Barbell) in ") == true
                && notice.body?.contains("weight 100 kg → 102.5 kg") == true, "\(notice.body ?? "")")
        #expect(notice.hints["category"]?.contains("x-gym-timer.sync") == true, "\(notice.hints)")
        // Once: a later run with nothing new shows nothing more, and `sync log` keeps it.
        #expect(try s.client("sync", "-q", environment: mine).status == 0)
        #expect(s.notifications.count == before + 1)
        #expect(try s.client("sync", "log", environment: mine).stdout.contains("weight 100 kg → 102.5 kg"))
    }
}
