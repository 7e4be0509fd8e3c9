import Foundation
import Testing

/// The rest-over notification's ✓ Done, pressed on a real bus (a dbusmock
/// notification server, the real daemon and command line, a real log):
/// it logs the set it names once and starts that set's rest; a press that
/// comes too late logs nothing.
@Suite(.serialized) struct DoneButtonDeliveryTests {
    /// The id the mock server gave the `index`-th notification (counted
    /// from 0): one more than the last, for each new one.
    private func id(of index: Int, in session: DesktopSession) throws -> Int {
        let calls = session.notifications
        try #require(calls[...index].allSatisfy { $0.arguments.count > 1 && $0.arguments[1] == "uint32 0" }, "no notification replaced another")
        return index + 1
    }

    /// Presses `action` on notification `id`, once the daemon has heard
    /// the server's answer naming that id (its journal records it).
    private func press(_ action: String, on id: Int, in session: DesktopSession) throws {
        try waitUntil(timeout: 5) { JournalText(path: session.journalPath).mentionsNotification(id) }
        let r = try session.gdbus(destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
                                  "org.freedesktop.DBus.Mock.EmitSignal", "org.freedesktop.Notifications", "ActionInvoked", "us",
                                  "[<uint32 \(id)>, <'\(action)'>]")
        #expect(r.status == 0, "\(r.stderr)")
    }

    /// Sets in the workout in progress (or the last one), as `workout show` lists them.
    private func sets(_ session: DesktopSession) throws -> [[String: Any]] {
        let shown = try session.json(session.client("workout", "show", "--json"))
        return (shown["workout"] as? [String: Any])?["sets"] as? [[String: Any]] ?? []
    }

    /// Presses happen in order: once a later press has visibly acted, an
    /// earlier one has been handled (or ignored).
    private func barrier(_ session: DesktopSession) throws {
        let summary = "Timer \u{201C}barrier\u{201D} done"
        let before = session.notifications.filter { $0.summary == summary }.count
        try session.client("start", "0.2", "--name", "barrier")
        try waitUntil(timeout: 5) { session.notifications.filter { $0.summary == summary }.count > before }
        let index = try #require(session.notifications.lastIndex { $0.summary == summary })
        try press("add-30", on: try id(of: index, in: session), in: session)
        do {
            try waitUntil(timeout: 5) {
                let timers = try session.json(session.client("list", "--json"))["timers"] as? [[String: Any]]
                return timers?.first { $0["name"] as? String == "barrier" }?["duration_s"] as? Double == 30
            }
        } catch {
            let mock = (try? String(contentsOfFile: session.root + "/mock.log", encoding: .utf8)) ?? ""
            Issue.record("the barrier's +30 s did not act\n\(session.daemonLog)\n--- notification server:\n\(mock)")
            throw error
        }
        try session.client("stop", "barrier")
    }

    @Test func test_done_logs_the_named_set_once_and_a_late_press_logs_nothing() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startMockNotificationServer(capabilities: "body actions")
        try session.startDaemon()
        #expect(try session.client("log", "bench", "press", "100x5", "--rest", "1").status == 0)
        try waitUntil(timeout: 5) { session.notifications.contains { $0.summary == "Rest over" } }
        let over = try #require(session.notifications.first { $0.summary == "Rest over" })
        #expect(over.body?.hasPrefix("Bench Press (Barbell), set 2: 100 kg × 5") == true, "\(over.body ?? "")")
        #expect(over.actions == ["default", "Dismiss", "done", "\u{2713} Done", "add-30", "+30 s", "again", "Again"])

        // ✓ Done: the set it names is logged, and its rest starts.
        let first = try id(of: 0, in: session)
        try press("done", on: first, in: session)
        try waitUntil(timeout: 10) { try self.sets(session).count == 2 }
        let logged = try sets(session)
        #expect(logged[1]["weight_kg"] as? Double == 100 && logged[1]["reps"] as? Int == 5, "\(logged)")
        try waitUntil(timeout: 5) {
            let rest = (try session.json(session.client("status", "--json"))["timers"] as? [[String: Any]])?.first { $0["name"] as? String == "rest" }
            return rest?["state"] as? String == "running" && (rest?["label"] as? String)?.contains("set 3") == true
        }

        // A second press on the same notification logs nothing.
        try press("done", on: first, in: session)
        try barrier(session)
        #expect(try sets(session).count == 2)
        #expect(session.daemonLog.components(separatedBy: "Done on the notification").count == 2, "one Done acted on")

        // The set logged from the terminal meanwhile (no timer): Done comes too late, and says so.
        #expect(try session.client("log", "bench", "press", "100x5", "--rest", "1").status == 0)
        try waitUntil(timeout: 5) { session.notifications.filter { $0.summary == "Rest over" }.count >= 2 }
        let secondOver = try #require(session.notifications.lastIndex { $0.summary == "Rest over" })
        #expect(try session.client("log", "bench", "press", "100x5", "--no-timer").status == 0)
        try press("done", on: try id(of: secondOver, in: session), in: session)
        try waitUntil(timeout: 10) { session.notifications.contains { $0.summary == "Set not logged" } }
        let told = try #require(session.notifications.first { $0.summary == "Set not logged" })
        #expect(told.body?.hasSuffix("Done came too late: a set was logged since.") == true, "\(told.body ?? "")")
        #expect(try sets(session).count == 4)

        // After the workout ended: nothing.
        #expect(try session.client("log", "bench", "press", "100x5", "--rest", "1").status == 0)
        try waitUntil(timeout: 5) { session.notifications.filter { $0.summary == "Rest over" }.count >= 3 }
        let thirdOver = try #require(session.notifications.lastIndex { $0.summary == "Rest over" })
        #expect(try session.client("workout", "end").status == 0)
        try press("done", on: try id(of: thirdOver, in: session), in: session)
        try barrier(session)
        let workouts = try session.json(session.client("history", "--json"))["workouts"] as? [[String: Any]] ?? []
        #expect(workouts.count == 1, "no workout was started for the late press")
        #expect(workouts.first?["sets"] as? Int == 5, "\(workouts)")
    }

    @Test func test_a_workout_left_open_is_reminded_and_end_workout_ends_it() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startMockNotificationServer(capabilities: "body actions")
        #expect(try session.client("config", "set", "workout.reminder", "2s").status == 0)
        try session.startDaemon()
        #expect(try session.client("log", "squat", "140x3", "--rest", "1").status == 0)
        let summary = "Workout still open"
        try waitUntil(timeout: 10) { session.notifications.contains { $0.summary == summary } }
        let first = try #require(session.notifications.firstIndex { $0.summary == summary })
        let reminder = session.notifications[first]
        #expect(reminder.actions == ["end-workout", "End workout", "keep-going", "Keep going"], "\(reminder.actions)")
        #expect(reminder.body?.hasPrefix("No set for 1 min. Next: ") == true, "\(reminder.body ?? "")")
        #expect(reminder.hints["urgency"] == "byte 1" && reminder.hints["sound-name"] == nil)

        // Keep going: it comes again, once, as long after.
        try pressReminder("keep-going", on: try id(of: first, in: session), in: session)
        try waitUntil(timeout: 10) { session.notifications.filter { $0.summary == summary }.count == 2 }
        let second = try #require(session.notifications.lastIndex { $0.summary == summary })

        // End workout: the workout ends, as `workout end` ends it, and its rest goes.
        try pressReminder("end-workout", on: try id(of: second, in: session), in: session)
        try waitUntil(timeout: 10) {
            let workouts = try session.json(session.client("history", "--json"))["workouts"] as? [[String: Any]]
            return workouts?.count == 1 && workouts?.first?["ended_at"] is String
        }
        let timers = try session.json(session.client("list", "--json"))["timers"] as? [[String: Any]] ?? []
        #expect(!timers.contains { $0["name"] as? String == "rest" }, "\(timers)")
        #expect(session.notifications.filter { $0.summary == summary }.count == 2, "no reminder after the end")
    }

    /// Presses `action` on reminder `id`, once the daemon has heard the
    /// server's answer naming it (its log says so).
    private func pressReminder(_ action: String, on id: Int, in session: DesktopSession) throws {
        try waitUntil(timeout: 5) { session.daemonLog.contains("workout reminder shown as notification \(id)\n") }
        let r = try session.gdbus(destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
                                  "org.freedesktop.DBus.Mock.EmitSignal", "org.freedesktop.Notifications", "ActionInvoked", "us",
                                  "[<uint32 \(id)>, <'\(action)'>]")
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func test_the_buttons_follow_the_setting() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startMockNotificationServer(capabilities: "body actions")
        #expect(try session.client("config", "set", "notify.actions", "+15, done").status == 0)
        try session.startDaemon()
        #expect(try session.client("log", "squat", "140x3", "--rest", "1").status == 0)
        try waitUntil(timeout: 5) { session.notifications.contains { $0.summary == "Rest over" } }
        let over = try #require(session.notifications.first { $0.summary == "Rest over" })
        #expect(over.actions == ["default", "Dismiss", "add-15", "+15 s", "done", "\u{2713} Done"])
    }

    /// On dunst, the notification server most tiling desktops run: a rule
    /// that makes Done its action (as the README gives it), and dunst's own
    /// command invoking it, log the set.
    @Test func test_dunst_invokes_done_and_the_set_is_logged() throws {
        let session = try DesktopSession(notificationServer: false)
        let config = session.root + "/home/.config/dunst"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "[gym-timer]\n    appname = gym-timer\n    action_name = done\n".write(toFile: config + "/dunstrc", atomically: true, encoding: .utf8)
        try session.startNotificationServer()
        try session.startDaemon()
        #expect(try session.client("log", "bench", "press", "100x5", "--rest", "1").status == 0)
        do {
            try waitUntil(timeout: 5) { session.notifications.contains { $0.summary == "Rest over" } }
        } catch {
            let status = (try? session.client("daemon", "status").stdout) ?? ""
            let summaries = session.notifications.map { $0.summary ?? "" }
            Issue.record("\(session.daemonLog)\n\(summaries)\n\(status)")
            throw error
        }
        #expect(session.notifications.first { $0.summary == "Rest over" }?.actions.contains("done") == true)
        do {
            try waitUntil(timeout: 5) { JournalText(path: session.journalPath).anyNotified }
        } catch {
            let journal = (try? String(contentsOfFile: session.journalPath, encoding: .utf8)) ?? "no journal at \(session.journalPath)"
            Issue.record("\(session.daemonLog)\n\(journal)")
            throw error
        }
        let invoked = try session.run("/usr/bin/dunstctl", ["action", "0"])
        #expect(invoked.status == 0, "\(invoked.stderr)")
        try waitUntil(timeout: 10) { try self.sets(session).count == 2 }
        let logged = try sets(session)
        #expect(logged[1]["weight_kg"] as? Double == 100 && logged[1]["reps"] as? Int == 5, "\(logged)")
    }
}
