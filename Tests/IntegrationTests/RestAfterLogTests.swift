import Foundation
import GRDB
import Testing

/// `gym-timer log` saving sets and then starting the rest timer, with the
/// real daemon, bus and notification server: what the timer is, what
/// arrives on the bus, and what is on disk.
@Suite(.serialized) struct RestAfterLogTests {
    private func session(notificationServer: Bool = true, daemon: Bool = true) throws -> (DesktopSession, String) {
        let s = try DesktopSession(notificationServer: notificationServer)
        if daemon { try s.startDaemon() }
        return (s, s.root + "/home/.local/share/gym-timer/gym.sqlite")
    }

    private func rest(_ s: DesktopSession) throws -> [[String: Any]] {
        try #require(try s.json(s.client("list", "--json"))["timers"] as? [[String: Any]]).filter { $0["name"] as? String == "rest" }
    }

    @Test func test_log_starts_the_exercise_rest_and_the_notification_names_the_next_set() throws {
        let (s, _) = try session()
        let first = try s.json(s.client("log", "bench", "press", "100x5", "--json"))
        let timer = try #require(first["timer"] as? [String: Any])
        #expect(timer["name"] as? String == "rest" && timer["duration_s"] as? Double == 180) // the preset's rest
        // With no plan, the next set's target is the one just done, with its plates, and "last" is that set.
        #expect(timer["label"] as? String == "Bench Press (Barbell), set 2: 100 kg × 5 (25 + 15 per side). Last: 100 kg × 5 (today).")
        #expect(first["warning"] is NSNull)

        // The next set, before the rest is over: one rest timer, restarted.
        let second = try s.json(s.client("log", "bench", "press", "100x5", "--rest", "1", "--json"))
        let deadline = try #require((second["timer"] as? [String: Any])?["ends_at_unix"] as? Double)
        let timers = try rest(s)
        #expect(timers.count == 1 && timers.first?["duration_s"] as? Double == 1)
        let call = try #require(try s.waitForNotifications(1, timeout: 5).first)
        #expect(call.summary == "Rest over")
        #expect(call.body == "Bench Press (Barbell), set 3: 100 kg × 5 (25 + 15 per side). Last: 100 kg × 5 (today).")
        // Within 250 ms of the deadline; typically about 1 ms (firing lateness
        // p50 0.85 ms, p99 1.18 ms in docs/benchmarks.md). The 2 ms target is
        // held by `scripts/bench --check`; this bound catches a lost or
        // hung notification, not a scheduler slice.
        #expect(call.time - deadline >= 0 && call.time - deadline < 0.25, "Notify \(call.time - deadline) s after the deadline")

        // Logging again while that notification shows closes it.
        try waitUntil(timeout: 2) { JournalText(path: s.journalPath).recordsWithNotification >= 1 }
        #expect(try s.client("log", "bench", "press", "100x5").status == 0)
        try waitUntil(timeout: 3) { !s.busCalls("CloseNotification").isEmpty }
        #expect(try rest(s).first?["state"] as? String == "running")

        // Next workout: a record leads; what the set follows no longer fits the glance and is left to `next`.
        #expect(try s.client("workout", "end").status == 0)
        let again = try s.json(s.client("log", "bench", "press", "102.5x5", "--json"))
        #expect((again["timer"] as? [String: Any])?["label"] as? String
            == "PR: e1RM 119.6 kg (+2.9). Bench Press (Barbell), set 2: 102.5 kg × 5 (25 + 15 + 1.25 per side).")
    }

    @Test func test_no_timer_auto_timer_off_and_config_off_start_nothing() throws {
        let (s, db) = try session(notificationServer: false)
        #expect(try s.json(s.client("log", "squat", "100x5", "--no-timer", "--json"))["timer"] is NSNull)
        #expect(try rest(s).isEmpty)
        #expect(try s.client("exercises", "edit", "squat", "--auto-timer", "off").status == 0)
        #expect(try s.json(s.client("log", "squat", "100x5", "--json"))["timer"] is NSNull)
        #expect(try rest(s).isEmpty)
        #expect(try s.client("config", "set", "timer.auto_start", "false").status == 0)
        #expect(try s.json(s.client("log", "bench", "press", "100x5", "--json"))["timer"] is NSNull)
        #expect(try rest(s).isEmpty)
        // --rest asks for a timer explicitly, whatever the defaults say.
        #expect(try s.json(s.client("log", "bench", "press", "100x5", "--rest", "90", "--json"))["timer"] is [String: Any])
        #expect(try s.client("log", "bench", "100x5", "--rest", "90", "--no-timer").status == 64)
        #expect(try DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 4)
    }

    @Test func test_warm_ups_use_the_warm_up_rest_and_the_default_rest_is_configurable() throws {
        let (s, _) = try session(notificationServer: false)
        #expect(try s.client("config", "set", "timer.warmup_rest", "45").status == 0)
        let warm = try s.json(s.client("log", "bench", "press", "60x10", "--warmup", "--json"))
        #expect((warm["timer"] as? [String: Any])?["duration_s"] as? Double == 45)
        // An exercise with no rest of its own rests timer.default_rest.
        #expect(try s.client("exercises", "add", "Tyre Drag Walk", "--movement", "squat").status == 0)
        #expect(try s.client("config", "set", "timer.default_rest", "100").status == 0)
        let sled = try s.json(s.client("log", "tyre", "drag", "80x20", "--json"))
        #expect((sled["timer"] as? [String: Any])?["duration_s"] as? Double == 100)
        #expect(try s.client("exercises", "edit", "bench", "press", "barbell", "--rest", "2m").status == 0)
        let bench = try s.json(s.client("log", "bench", "press", "100x5", "--json"))
        #expect((bench["timer"] as? [String: Any])?["duration_s"] as? Double == 120)
        #expect(try s.client("exercises", "edit", "bench", "press", "barbell", "--rest", "default").status == 0)
        let back = try s.json(s.client("log", "bench", "press", "100x5", "--json"))
        #expect((back["timer"] as? [String: Any])?["duration_s"] as? Double == 180)
    }

    @Test func test_workout_end_stops_the_rest_timer_and_status_shows_the_workout() throws {
        let (s, _) = try session(notificationServer: false)
        _ = try s.client("log", "bench", "press", "100x5x2")
        let status = try s.json(s.client("status", "--json"))
        let workout = try #require(status["workout"] as? [String: Any])
        #expect(workout["sets"] as? Int == 2 && workout["gym"] as? String == "Default Gym")
        #expect((status["timers"] as? [[String: Any]])?.count == 1)
        #expect(try s.client("status").stdout.hasPrefix("\(workout["name"] as! String) at Default Gym — "))
        let ended = try s.client("workout", "end")
        #expect(ended.stdout.contains("rest timer stopped"))
        #expect(try rest(s).isEmpty)
        #expect(try s.json(s.client("status", "--json"))["workout"] is NSNull)
    }

    /// Ending or discarding a workout stops the rest timer only if a `log`
    /// of that workout started it: a timer the lifter started, or one left
    /// by another workout, keeps running.
    @Test func test_ending_a_workout_stops_only_the_rest_it_started() throws {
        let (s, _) = try session(notificationServer: false)
        _ = try s.client("log", "bench", "press", "100x5")
        // The lifter replaces the rest with a timer of their own, then ends the workout.
        #expect(try s.client("start", "5m").status == 0)
        let ended = try s.client("workout", "end")
        #expect(ended.status == 0 && !ended.stdout.contains("rest timer stopped"), "\(ended.stdout)")
        #expect(try rest(s).count == 1)
        // A workout started and discarded without a set leaves that timer alone too.
        #expect(try s.client("workout", "start", "--name", "Oops").status == 0)
        let discarded = try s.json(s.client("workout", "discard", "--yes", "--json"))
        #expect(discarded["rest_timer_stopped"] as? Bool == false)
        #expect(try rest(s).count == 1)
        // The rest a workout's own log started stops with it.
        _ = try s.client("log", "squat", "100x5")
        let discardedOwn = try s.json(s.client("workout", "discard", "--yes", "--json"))
        #expect(discardedOwn["rest_timer_stopped"] as? Bool == true)
        #expect(try rest(s).isEmpty)
    }

    /// `workout start --gym` is where this workout happens; the selected
    /// gym, where the next one will, stays.
    @Test func test_workout_start_gym_is_for_that_workout_only() throws {
        let (s, _) = try session(notificationServer: false, daemon: false)
        #expect(try s.client("gyms", "add", "Hotel Gym").status == 0)
        #expect(try s.client("workout", "start", "--gym", "Hotel Gym").stdout.contains("at Hotel Gym"))
        let logged = try s.client("log", "bench", "press", "100x5", "--no-timer")
        #expect(logged.status == 0)
        #expect(try s.json(s.client("status", "--json"))["workout"].flatMap { ($0 as? [String: Any])?["gym"] as? String } == "Hotel Gym")
        #expect(try s.client("workout", "end").status == 0)
        let gyms = try #require(try s.json(s.client("gyms", "list", "--json"))["gyms"] as? [[String: Any]])
        #expect(gyms.first { $0["selected"] as? Bool == true }?["name"] as? String == "Default Gym")
        #expect(try s.client("log", "squat", "100x5", "--no-timer").stdout.contains("at Default Gym"))
    }

    /// A workout left open past `workout.auto_end` is ended at its last
    /// set by the next log, which says so and starts a new one.
    @Test func test_a_log_long_after_the_last_set_ends_the_open_workout_and_says_so() throws {
        let (s, db) = try session(notificationServer: false, daemon: false)
        #expect(try s.client("log", "bench", "press", "100x5", "--no-timer").status == 0)
        // Five hours pass (the log's times moved back, as if it were then).
        try DatabaseQueue(path: db).write { db in
            try db.execute(sql: "UPDATE workoutSet SET loggedAt = datetime(loggedAt, '-5 hours')")
            try db.execute(sql: "UPDATE workout SET startedAt = datetime(startedAt, '-5 hours')")
        }
        let later = try s.client("log", "squat", "100x5", "--no-timer")
        #expect(later.status == 0)
        let lines = later.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("ended ") == true && lines.first?.contains(", left open since its last set at ") == true
                && lines.first?.hasSuffix("(workout.auto_end is 4:00:00)") == true, "\(later.stdout)")
        #expect(lines.count > 1 && lines[1].hasPrefix("started "), "\(later.stdout)")
        let workouts = try DatabaseQueue(path: db).read { try Row.fetchAll($0, sql: "SELECT endedAt IS NOT NULL AS ended FROM workout ORDER BY id") }
        #expect(workouts.map { $0["ended"] as Bool } == [true, false])
    }

    @Test func test_template_plan_names_the_next_exercise() throws {
        let (s, _) = try session(notificationServer: false)
        _ = try s.client("log", "bench", "press", "100x5x2", "--no-timer")
        _ = try s.client("log", "pull", "up", "x8", "--no-timer")
        _ = try s.client("workout", "end")
        #expect(try s.client("templates", "save", "Upper", "--from", "1").status == 0)
        #expect(try s.client("workout", "start", "--template", "upper").status == 0)
        let one = try s.json(s.client("log", "bench", "press", "100x5", "--json"))
        // The template repeats last time set by set: the target is its second set, with the plates for it.
        #expect((one["timer"] as? [String: Any])?["label"] as? String
            == "Bench Press (Barbell), set 2 of 2: 100 kg × 5 (25 + 15 per side). Last: 100 kg × 5 (today).")
        let two = try s.json(s.client("log", "bench", "press", "100x5", "--json"))
        let label = try #require((two["timer"] as? [String: Any])?["label"] as? String)
        #expect(label.hasPrefix("Pull Up, set 1 of 1: bodyweight × 8. Last here: bodyweight × 8 ("), "\(label)")
        // Once the plan is done, a sentence, not a command to type.
        let three = try s.json(s.client("log", "pull", "up", "x8", "--json"))
        #expect((three["timer"] as? [String: Any])?["label"] as? String == "All planned sets done.")
    }

    @Test func test_a_program_day_rests_as_prescribed_and_the_notification_says_amrap_and_rpe() throws {
        let (s, _) = try session(notificationServer: false)
        let file = s.root + "/day.txt"
        try """
            # Week 1
            ## A
            Squat / 2x5, 1x5+ / 100kg / 150s
            Bench Press / 2x3 @8 / 120s
            """.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try s.client("program", "add", file).status == 0)
        #expect(try s.client("program", "state", "bench press", "rm1=100kg").status == 0)
        #expect(try s.client("program", "start").status == 0)
        let one = try s.json(s.client("log", "squat", "--json"))
        // The program's rest for the set, not the exercise's own (180 s).
        #expect((one["timer"] as? [String: Any])?["duration_s"] as? Double == 150)
        #expect((one["timer"] as? [String: Any])?["label"] as? String
            == "Squat (Barbell), set 2 of 3: 100 kg × 5 (25 + 15 per side). Last: 100 kg × 5 (today).")
        let two = try s.json(s.client("log", "squat", "--json"))
        let amrap = try #require((two["timer"] as? [String: Any])?["label"] as? String)
        #expect(amrap.hasPrefix("Squat (Barbell), set 3 of 3: 100 kg × 5+ (25 + 15 per side)."), "\(amrap)")
        let three = try s.json(s.client("log", "squat", "100x8", "--json"))
        let rpe = try #require((three["timer"] as? [String: Any])?["label"] as? String)
        // 3 reps at RPE 8 is 86.5 % of the 1RM (the RPE table): 86.5 kg, to the nearest 2.5 kg.
        #expect(rpe.contains("Bench Press (Barbell), set 1 of 2: 87.5 kg × 3 @8 ("), "\(rpe)")  // after the record the 8 reps set
        let ended = try s.client("workout", "end")
        #expect(ended.stdout.contains("day W1D1 · A done"), "\(ended.stdout)")
    }

    @Test func test_a_superset_keeps_its_labels_and_rests_after_each_round() throws {
        let (s, _) = try session(notificationServer: false)
        func log(_ words: String...) throws -> [String: Any] {
            let r = try s.run(DesktopSession.binDirectory + "/gym-timer", ["log"] + words + ["--json"], environment: s.environment)
            #expect(r.status == 0, "\(words): \(r.stderr)")
            return try s.json(r)
        }
        func timer(_ json: [String: Any]) -> [String: Any]? { json["timer"] as? [String: Any] }
        _ = try log("bench", "press", "100x5")
        // The row joins the bench: the round is over, its rest names the next round's first exercise.
        let row = try log("bent", "over", "row", "barbell", "60x10", "--superset")
        #expect((row["sets"] as? [[String: Any]])?.first?["superset"] as? String == "A2")
        #expect(timer(row)?["label"] as? String == "A1 Bench Press (Barbell), set 2: 100 kg × 5 (25 + 15 per side). Last: 100 kg × 5 (today).")
        #expect(timer(row)?["duration_s"] as? Double != nil)
        // Round two, no flag needed: bench is A1 again, and between the exercises no timer starts.
        let bench = try log("bench", "press", "100x5")
        #expect((bench["sets"] as? [[String: Any]])?.first?["superset"] as? String == "A1")
        #expect(bench["timer"] is NSNull)
        let again = try log("bent", "over", "row", "barbell", "60x10")
        #expect((again["sets"] as? [[String: Any]])?.first?["superset"] as? String == "A2")
        #expect((timer(again)?["label"] as? String)?.hasPrefix("A1 Bench Press (Barbell), set 3: ") == true)
        // A transition of its own, when set: labelled with the round's next exercise.
        #expect(try s.client("config", "set", "rest.superset_transition", "15").status == 0)
        let third = try log("bench", "press", "100x5")
        #expect(timer(third)?["duration_s"] as? Double == 15)
        #expect((timer(third)?["label"] as? String)?.hasPrefix("A2 Bent Over Row (Barbell), set 3: 60 kg × 10") == true)
        let shown = try s.client("workout", "show").stdout
        #expect(shown.components(separatedBy: "superset A1").count - 1 == 3, "\(shown)")
        #expect(shown.components(separatedBy: "superset A2").count - 1 == 2, "\(shown)")
        #expect(!shown.contains("superset B"), "\(shown)")

        // With no transition, moving into the round stops the round's rest, so it never rings mid-round.
        #expect(try s.client("config", "set", "rest.superset_transition", "0").status == 0)
        _ = try log("bent", "over", "row", "barbell", "60x10")
        #expect(try rest(s).first?["state"] as? String == "running")
        #expect(try log("bench", "press", "100x5")["timer"] is NSNull)
        #expect(try rest(s).isEmpty, "the rest timer of the round stopped")
        // The same exercise twice in a row is done alone: out of the superset, with its own rest.
        let alone = try log("bench", "press", "100x5")
        #expect((alone["sets"] as? [[String: Any]])?.first?["superset"] is NSNull)
        #expect(timer(alone)?["label"] as? String == "Bench Press (Barbell), set 6: 100 kg × 5 (25 + 15 per side). Last: 100 kg × 5 (today).")
        // A second pair is B, in every place that names it.
        _ = try log("hammer", "curl", "dumbbell", "16x10")
        let pushdown = try log("triceps", "rope", "pushdown", "30x12", "--superset")
        #expect((pushdown["sets"] as? [[String: Any]])?.first?["superset"] as? String == "B2")
        #expect((timer(pushdown)?["label"] as? String)?.hasPrefix("B1 Hammer Curl (Dumbbell), set 2: ") == true, "\(pushdown)")
        let next = try s.json(s.client("next", "--json"))["next"] as? [String: Any]
        #expect(next?["superset"] as? String == "B1" && next?["set_label"] as? String == "set 2")
    }

    @Test func test_the_rest_notification_is_a_short_sentence_of_whole_parts() throws {
        let (s, _) = try session()
        // The longest name an exercise may have (80 characters).
        let name = "Landmine Press With A Long Pause At The Bottom And A Slow Lowering On Every Rep"
        #expect(name.count == 79)
        #expect(try s.client("exercises", "add", name, "--movement", "overhead_press", "--equipment", "barbell").status == 0)
        #expect(try s.client("log", name, "60x8", "--rest", "0.2").status == 0)
        let call = try #require(try s.waitForNotifications(1, timeout: 5).first)
        // What is next and its target fit; the plates and what it follows do not, so they are left out whole.
        #expect(call.body == "\(name), set 2: 60 kg × 8.")
        #expect(try #require(call.body).count <= 110)
    }

    @Test func test_an_unreachable_daemon_never_loses_the_set() throws {
        let (s, db) = try session(notificationServer: false, daemon: false)
        let missing = s.root + "/nowhere.sock"
        let r = try s.client("log", "squat", "140x3", "--socket", missing, "--no-autostart", "--json")
        #expect(r.status == 0)
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(missing) && r.stderr.contains("warning"))
        let json = try s.json(r)
        #expect(json["timer"] is NSNull)
        #expect((json["warning"] as? String)?.contains(missing) == true)
        #expect(try DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 1)

        // With autostart (the default), logging starts the daemon after saving.
        let started = try s.json(s.client("log", "squat", "140x3", "--json"))
        #expect((started["timer"] as? [String: Any])?["name"] as? String == "rest")
        #expect(s.canConnect())
    }

    @Test func test_a_record_is_said_and_carried_by_the_rest_notification() throws {
        let (s, _) = try session()
        #expect(try s.client("log", "bench", "press", "100x5", "--no-timer").status == 0)
        let logged = try s.client("log", "bench", "press", "105x5", "--rest", "0.3")
        #expect(logged.stdout.contains("PR: e1RM 122.5 kg (+5.8)"), "\(logged.stdout)")
        #expect(logged.stdout.contains("PR: 105 kg × 5 (+5)"))
        let call = try #require(try s.waitForNotifications(1, timeout: 5).first)
        #expect(call.body?.hasPrefix("PR: e1RM 122.5 kg (+5.8). Bench Press (Barbell), set 3: 105 kg × 5") == true, "\(call)")
    }
}
