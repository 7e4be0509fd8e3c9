import Foundation
import GRDB
import Testing

/// The training-log commands through the real `gym-timer` binary and a real
/// database file, checked in the output and on disk.
@Suite(.serialized) struct TrainingLogCommandTests {
    private func session() throws -> (DesktopSession, [String: String], String) {
        let s = try DesktopSession(notificationServer: false)
        // These tests are about the log; no rest timers (and so no daemon).
        let config = s.root + "/config/gym-timer"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "[timer]\nauto_start = false\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        let data = s.root + "/data"
        return (s, ["GYM_TIMER_DATA_DIR": data], data + "/gym.sqlite")
    }

    @Test func test_log_saves_sets_prints_them_and_writes_nothing_on_bad_input() throws {
        let (s, env, db) = try session()
        let first = try s.client("log", "bench", "press", "100x5x3", "--rpe", "8", environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Bench Press (Barbell) — set 3: 100 kg × 5"))
        let json = try s.json(try s.client("log", "bench", "press", "102,5x5", "--json", environment: env))
        let sets = try #require(json["sets"] as? [[String: Any]])
        #expect(sets.first?["weight_kg"] as? Double == 102.5)
        #expect(sets.first?["exercise"] as? String == "Bench Press (Barbell)")
        #expect(json["timer"] is NSNull)

        // Words that are no set belong to the name (with no set, the target is logged): an unknown exercise.
        let wordy = try s.client("log", "bench", "press", "abcxdef", environment: env)
        #expect(wordy.status == 1 && wordy.stderr.hasPrefix("gym-timer: no exercise matches \"bench press abcxdef\""))
        for bad in ["100x", "x0", "5x-5", "100x1001", "2001x5"] {
            let r = try s.client("log", "bench", "press", bad, environment: env)
            #expect(r.status == 64, "log \(bad): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1)
        }
        let unknown = try s.client("log", "zzzz", "100x5", environment: env)
        #expect(unknown.status == 1)
        let ambiguous = try s.client("log", "curl", "20x10", environment: env)
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("Bicep Curl (Dumbbell)"))

        let queue = try DatabaseQueue(path: db)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 4)
        #expect(try queue.read { try Double.fetchOne($0, sql: "SELECT rpe FROM workoutSet WHERE id = 1") } == 8)
    }

    @Test func test_gyms_commands_and_json() throws {
        let (s, env, _) = try session()
        #expect(try s.client("gyms", "add", "Home Gym", "--color", "green", environment: env).status == 0)
        #expect(try s.client("gyms", "add", "Bad", "--color", "teal", environment: env).status == 64)
        #expect(try s.client("gyms", "select", "home gym", environment: env).status == 0)
        let gyms = try #require(try s.json(s.client("gyms", "--json", environment: env))["gyms"] as? [[String: Any]])
        #expect(gyms.count == 2)
        let home = try #require(gyms.first { $0["name"] as? String == "Home Gym" })
        #expect(home["selected"] as? Bool == true && home["color"] as? String == "green" && home["default"] as? Bool == false)
        #expect(try s.client("gyms", "delete", "Default Gym", "--keep-history", environment: env).status == 1)
        #expect(try s.client("gyms", "delete", "Home Gym", environment: env).status == 64) // must say what happens to history
        _ = try s.client("log", "squat", "140x3", environment: env)
        let refused = try s.client("gyms", "select", "Default Gym", environment: env)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("workout end"))
    }

    @Test func test_volume_history_and_workout_commands() throws {
        let (s, env, _) = try session()
        _ = try s.client("log", "Bench Press (Barbell)", "100x5x3", environment: env)
        _ = try s.client("log", "pull", "up", "x10x2", environment: env)
        let volume = try s.json(s.client("volume", "--json", environment: env))
        let muscles = try #require(volume["muscles"] as? [String: [String: Double]])
        #expect(muscles["pectoralis_major_sternal"] == ["sets": 3, "reps": 15, "load_kg": 1500])
        #expect(muscles["latissimus_dorsi"] == ["sets": 2, "reps": 20, "load_kg": 0])
        let groups = try #require(volume["groups"] as? [String: [String: Double]])
        #expect(groups["chest"]?["sets"] == 3) // each bench set once, at sternal 1.0
        #expect((volume["from"] as? String)?.count == 10)
        #expect(try s.client("volume", "--week", "2026-47", environment: env).status == 64)

        let show = try s.client("workout", "show", environment: env)
        #expect(show.stdout.contains("5 sets"))
        #expect(try s.client("workout", "discard", environment: env).status == 64) // no terminal: needs --yes
        #expect(try s.client("workout", "end", environment: env).status == 0)
        let history = try #require(try s.json(s.client("history", "--json", environment: env))["workouts"] as? [[String: Any]])
        #expect(history.count == 1)
        #expect(history[0]["sets"] as? Int == 5)
        #expect(history[0]["gym"] as? String == "Default Gym")
        #expect((history[0]["ended_at"] as? String)?.contains("T") == true)
    }

    @Test func test_unopenable_database_is_a_clear_one_line_error() throws {
        let (s, env, db) = try session()
        try FileManager.default.createDirectory(atPath: (db as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: db))
        let r = try s.client("log", "squat", "100x5", environment: env)
        #expect(r.status == 1)
        #expect(r.stderr.contains(db))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func test_pounds_are_shown_and_read_when_the_unit_is_lb() throws {
        let (s, env, db) = try session()
        #expect(try s.client("config", "set", "unit", "lb", environment: env).status == 0)
        let logged = try s.client("log", "bench", "press", "225x5", environment: env)
        #expect(logged.stdout.contains("225 lb × 5"), "\(logged.stdout)")
        _ = try s.client("log", "bench", "press", "100kgx3", environment: env)
        let show = try s.client("workout", "show", environment: env)
        #expect(show.stdout.contains("220.46 lb × 3"), "\(show.stdout)")
        let queue = try DatabaseQueue(path: db)
        let kg = try queue.read { try Double.fetchAll($0, sql: "SELECT weightKg FROM workoutSet ORDER BY id") }
        #expect(abs(kg[0] - 102.0582) < 0.001 && kg[1] == 100) // stored canonically in kg
        #expect(try s.client("set", "edit", "2", "--weight", "230", environment: env).status == 0)
        #expect(abs(try queue.read { try Double.fetchOne($0, sql: "SELECT weightKg FROM workoutSet WHERE id = 2") }! - 104.3262) < 0.001)
    }

    @Test func test_fixing_mistakes_sets_and_workouts() throws {
        let (s, env, db) = try session()
        _ = try s.client("log", "squat", "140x5x3", environment: env)
        #expect(try s.client("set", "edit", "1", "--reps", "6", "--rpe", "9", "--kind", "failure", environment: env).status == 0)
        #expect(try s.client("set", "edit", "1", "--reps", "0", environment: env).status == 64)
        #expect(try s.client("set", "edit", "1", "--kind", "heavy", environment: env).status == 64)
        #expect(try s.client("set", "edit", "99", "--reps", "5", environment: env).status == 1)
        #expect(try s.client("set", "delete", "3", environment: env).status == 0)
        #expect(try s.client("workout", "end", environment: env).status == 0)
        #expect(try s.client("history", "edit", "1", "--name", "Leg Day", "--note", "belt on", environment: env).status == 0)
        #expect(try s.client("history", "edit", "1", "--started", "yesterday", environment: env).status == 64)

        let shown = try s.json(s.client("history", "show", "1", "--json", environment: env))
        let workout = try #require(shown["workout"] as? [String: Any])
        #expect(workout["name"] as? String == "Leg Day" && workout["note"] as? String == "belt on")
        let sets = try #require(workout["sets"] as? [[String: Any]])
        #expect(sets.count == 2)
        #expect(sets[0]["reps"] as? Int == 6 && sets[0]["rpe"] as? Double == 9 && sets[0]["kind"] as? String == "failure")
        #expect(sets.map { $0["number"] as? Int } == [1, 2]) // set 3 was deleted: the rest keep one numbering
        #expect(try s.client("history", "show", "1", environment: env).stdout.contains("set 1: 140 kg × 6 (failure) RPE 9"))

        let refused = try s.client("history", "delete", "1", environment: env) // no terminal, no --yes
        #expect(refused.status == 64 && refused.stderr.contains("--yes"))
        let queue = try DatabaseQueue(path: db)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 2)
        #expect(try s.client("history", "delete", "1", "--yes", environment: env).status == 0)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 0)
        #expect(try s.client("history", "show", "1", environment: env).status == 1)
    }

    @Test func test_custom_exercises_edits_and_branches() throws {
        let (s, env, _) = try session()
        let added = try s.client("exercises", "add", "Spoto Press", "--movement", "bench_press", "--equipment", "barbell",
                                 "--angle", "flat", "--muscle", "serratus_anterior=0.25", environment: env)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try s.client("exercises", "add", "X", "--movement", "bench_press", "--angle", "sideways", environment: env).status == 64)
        #expect(try s.client("exercises", "add", "X", "--movement", "bench_press", "--muscle", "chest", environment: env).status == 64)
        let found = try #require(try s.json(s.client("exercises", "spoto", "--json", environment: env))["exercises"] as? [[String: Any]])
        #expect(found.first?["name"] as? String == "Spoto Press")
        #expect((found.first?["muscles"] as? [String: Double])?["serratus_anterior"] == 0.25)

        #expect(try s.client("gyms", "add", "Home Gym", environment: env).status == 0)
        #expect(try s.client("exercises", "edit", "spoto", "press", "--rest", "2m", "--favorite", "--gym-note", "Home Gym=pins at 5",
                             "--muscle", "triceps_brachii_long=0.7", environment: env).status == 0)
        #expect(try s.client("exercises", "edit", "spoto", "--rest", "forever", environment: env).status == 64)
        _ = try s.client("log", "spoto", "90x5", environment: env)
        let show = try s.client("exercises", "show", "spoto", environment: env)
        #expect(show.stdout.contains("rest: 120 s"), "\(show.stdout)")
        #expect(show.stdout.contains("at Default Gym: 1 set, last 90 kg × 5"))
        #expect(show.stdout.contains("at Home Gym: 0 sets") && show.stdout.contains("note: pins at 5"))
        let deleted = try s.client("exercises", "delete", "spoto", environment: env)
        #expect(deleted.status == 1 && deleted.stderr.contains("--hide"))
        #expect(try s.client("exercises", "edit", "spoto", "--hide", environment: env).status == 0)
        #expect(try s.client("exercises", "spoto", environment: env).stdout.contains("no exercises match"))
    }

    @Test func test_templates_and_stats() throws {
        let (s, env, _) = try session()
        _ = try s.client("log", "bench", "press", "100x5x3", environment: env)
        _ = try s.client("log", "pull", "up", "x8x2", environment: env)
        _ = try s.client("workout", "end", environment: env)
        #expect(try s.client("templates", "save", "Upper", "--from", "1", environment: env).status == 0)
        #expect(try s.client("templates", "save", "Other", "--from", "7", environment: env).status == 1)
        let list = try #require(try s.json(s.client("templates", "--json", environment: env))["templates"] as? [[String: Any]])
        #expect(list.first?["name"] as? String == "Upper")
        let started = try s.client("workout", "start", "--template", "upper", environment: env)
        #expect(started.stdout.contains("1. Bench Press (Barbell) — 3 sets of 100 kg × 5"), "\(started.stdout)")
        #expect(started.stdout.contains("2. Pull Up — 2 sets of bodyweight × 8"))
        #expect(try s.client("workout", "start", "--template", "legs", environment: env).status == 1)

        let stats = try s.json(s.client("stats", "--json", environment: env))
        #expect((stats["weeks"] as? [[String: Any]])?.count == 12)
        #expect((stats["weeks"] as? [[String: Any]])?.last?["workouts"] as? Int == 2)
        #expect(stats["current_streak_weeks"] as? Int == 1)
        let records = try #require(stats["records"] as? [[String: Any]])
        #expect(records.first?["exercise"] as? String == "Bench Press (Barbell)")
        #expect(records.first?["e1rm_kg"] as? Double == 116.67)
        #expect(try s.client("stats", environment: env).stdout.contains("personal records"))
    }

    @Test func test_sets_fit_are_numbered_alike_and_mistakes_undo() throws {
        let (s, env, db) = try session()
        #expect(try s.client("gyms", environment: env).status == 0) // creates the log
        let queue = try DatabaseQueue(path: db)
        func count() throws -> Int { try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") ?? 0 } }

        let plank = try s.client("log", "plank", "100x5", environment: env)
        #expect(plank.status == 64 && plank.stderr == "gym-timer: Plank takes a time, e.g. 60s, 1m30 or 1:30, not weight × reps\n")
        // `-5x5` is 5 kg less than the previous set for 5 reps: with none, nothing to change from.
        let negative = try s.client("log", "bench", "-5x5", environment: env)
        #expect(negative.status == 1 && negative.stderr.hasPrefix("gym-timer: no earlier set of Bench Press (Barbell) to repeat"), "\(negative.stderr)")
        #expect(try count() == 0)

        let warmup = try s.client("log", "bench", "60", "x", "10", "@", "6", "--warmup", environment: env)
        #expect(warmup.stdout.contains("Bench Press (Barbell) — W1: 60 kg × 10 (warmup) RPE 6"), "\(warmup.stdout)")
        _ = try s.client("log", "bench", "100x5x2@8", environment: env)
        let row = try s.client("log", "bent", "over", "row", "barbell", "60x10", "--superset", environment: env)
        #expect(row.stdout.contains("Bent Over Row (Barbell) — set 1: 60 kg × 10 · superset A2"), "\(row.stdout)")
        let shown = try s.client("workout", "show", environment: env).stdout
        for line in ["W1: 60 kg × 10 (warmup) RPE 6", "set 2: 100 kg × 5 RPE 8 · superset A1", "set 1: 60 kg × 10 · superset A2"] {
            #expect(shown.contains(line), "\(line) in \(shown)")
        }
        let history = try s.client("history", "show", "1", environment: env).stdout
        #expect(shown.split(separator: "\n").dropFirst().allSatisfy { line in
            line.hasPrefix("note:") || history.contains(line.replacingOccurrences(of: " · rested", with: "").prefix(30))
        }, "\(history)")

        let typo = try s.client("lgo", "bench", "100x5", environment: env)
        #expect(typo.status == 64 && typo.stderr.contains("\"lgo\" is not a gym-timer command; did you mean `gym-timer log`?"))
        #expect(try s.client("history", "--gym", "Nowhere", environment: env).status == 1)
        #expect(try s.client("set", "delete", "2-3", environment: env).status == 64) // several sets: --yes without a terminal
        #expect(try s.client("undo", environment: env).status == 64)
        #expect(try count() == 4)
        let undone = try s.client("undo", "--yes", environment: env)
        #expect(undone.status == 0 && undone.stdout.contains("removed 1 set"), "\(undone.stderr)")
        #expect(try count() == 3)
        #expect(try s.client("undo", "--yes", environment: env).status == 1)
        #expect(try s.client("log", "bench", "100x5x11", environment: env).status == 64) // asks; no terminal
        #expect(try count() == 3)

        // Moving the workout a week back moves what every view reads.
        #expect(try s.client("workout", "end", environment: env).status == 0)
        let name = try queue.read { try String.fetchOne($0, sql: "SELECT name FROM workout WHERE id = 1")! }
        #expect(try s.client("templates", "save", "Push", "--from", name, environment: env).status == 0) // by name
        #expect(try s.client("templates", "save", "Pull", "--from", "No Such Workout", environment: env).status == 1)
        let started = try queue.read { try Date.fetchOne($0, sql: "SELECT startedAt FROM workout WHERE id = 1")! }
        let weekBack = started.addingTimeInterval(-7 * 86400)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: weekBack)
        let text = String(format: "%04d-%02d-%02d %02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
        let moved = try s.client("history", "edit", "1", "--started", text, environment: env)
        #expect(moved.status == 0, "\(moved.stderr)")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let thisYear = calendar.component(.year, from: Date())
        let day = "\(c.day!) \(months[c.month! - 1])" + (c.year! == thisYear ? "" : " \(c.year!)")
        let exercise = try s.client("exercises", "show", "bench", environment: env).stdout
        #expect(exercise.contains("on \(day)"), "\(day) in \(exercise)")
        let records = try #require(try s.json(s.client("stats", "--json", environment: env))["records"] as? [[String: Any]])
        let recordDate = try #require(records.first?["date"] as? String)
        #expect(recordDate.hasPrefix(String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)), "\(recordDate)")
        let export = try s.client("export", "json", "-", environment: env)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let exported = try #require((document["workouts"] as? [[String: Any]])?.first)
        let stamps = try #require((exported["sets"] as? [[String: Any]])?.compactMap { $0["logged_at"] as? String })
        // Export writes UTC: every set on the day a week back, with the start.
        let utc = ISO8601DateFormatter()
        #expect(stamps.count == 3)
        for stamp in stamps {
            let at = try #require(utc.date(from: stamp))
            #expect(at >= weekBack.addingTimeInterval(-1) && at < weekBack.addingTimeInterval(3600), "\(stamp)") // --started has whole seconds
        }
        #expect((exported["started_at"] as? String).flatMap(utc.date(from:)).map { abs($0.timeIntervalSince(weekBack)) < 1 } == true)
    }
}
