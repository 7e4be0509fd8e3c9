import Foundation
import GRDB
import Testing
import TestSupport

/// `gym-timer import` and `export` through the real binary and database file.
@Suite(.serialized) struct ImportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let exports = repository.appendingPathComponent("Tests/Fixtures/exports")

    private func session() throws -> (DesktopSession, [String: String], String) {
        let s = try DesktopSession(notificationServer: false)
        let data = s.root + "/data"
        return (s, ["GYM_TIMER_DATA_DIR": data], data + "/gym.sqlite")
    }

    /// A Strong V6 export (no unit in it) of one workout "A" on each row's
    /// date, written under the session: `(date, exercise, set order, weight,
    /// reps, seconds)` per row.
    private func strongExport(_ s: DesktopSession, _ name: String,
                              _ rows: [(date: String, exercise: String, order: String, weight: Double, reps: Int, seconds: Int)]) throws -> String {
        let file = s.root + "/" + name
        let lines = rows.map { "\($0.date) 10:00:00,\"A\",1h,\"\($0.exercise)\",\($0.order),\($0.weight),\($0.reps),0,\($0.seconds)," }
        try (["Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE"] + lines + [""])
            .joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func test_import_json_summary_has_exactly_the_documented_keys() throws {
        let (s, env, _) = try session()
        let result = try s.client("import", "strong", Self.exports.appendingPathComponent("real/breinsp-strong-charts.csv").path, "--json",
                                  environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try s.json(result)
        #expect(Set(json.keys) == ["format", "unit", "unit_from", "unit_reason", "import", "rows", "workouts", "sets", "warmup_sets",
                                   "drop_sets", "failure_sets", "rest_timer_rows", "note_rows", "skipped", "skipped_reasons", "duplicates",
                                   "moved", "exercises_created", "unmapped_exercises", "names"])
        #expect(json["format"] as? String == "strong-v4")
        #expect(json["unit"] as? String == "kg" && json["unit_from"] as? String == "weights")
        #expect((json["unit_reason"] as? String)?.hasPrefix("your unit setting; no set past the all-time records") == true)
        #expect(json["import"] as? Int == 1)
        #expect(json["workouts"] as? Int == 129 && json["sets"] as? Int == 2078)
        #expect((json["unmapped_exercises"] as? [[String: Any]])?.isEmpty == true)
        // Every name of the file with where it went, most sets first.
        let names = try #require(json["names"] as? [[String: Any]])
        #expect(names.count == 72)
        #expect(names.reduce(0) { $0 + ($1["sets"] as? Int ?? 0) } == 2078)
        #expect(names.first?["name"] as? String == "Bench Press (Barbell)" && names.first?["how"] as? String == "exact")
        let panatta = try #require(names.first { $0["name"] as? String == "Bent Over Row Machine (Panatta)" })
        #expect(panatta["how"] as? String == "variation" && panatta["variation_of"] as? String == "Bent Over Row (Barbell)")
        #expect(panatta["exercise"] as? String == "Bent Over Row Machine (Panatta)" && panatta["sets"] as? Int == 3)
        #expect(Set(names.compactMap { $0["how"] as? String }) == ["exact", "alias", "variation"])
        #expect(result.stderr.isEmpty) // no progress bar when stderr is not a terminal
    }

    @Test func test_bad_files_and_arguments_fail_with_one_line_and_write_nothing() throws {
        let (s, env, db) = try session()
        let junk = s.root + "/junk.csv"
        try "Datum\tTraining\tÜbung\n1\t2\t3\n".write(toFile: junk, atomically: true, encoding: .utf8)
        let notExport = try s.client("import", junk, environment: env)
        #expect(notExport.status == 64)
        #expect(notExport.stderr.split(separator: "\n").count == 1)
        #expect(notExport.stderr.contains("not a Strong or Hevy export") && notExport.stderr.contains("Datum?Training?Übung"))
        let missing = try s.client("import", s.root + "/nope.csv", environment: env)
        #expect(missing.status == 1 && missing.stderr.contains("No such file"))
        let hevy = Self.exports.appendingPathComponent("real/dakheera47-sample_hevy.csv").path
        let wrongApp = try s.client("import", "strong", hevy, environment: env)
        #expect(wrongApp.status == 64 && wrongApp.stderr.contains("Hevy export"))
        #expect(try s.client("import", "fitbod", hevy, environment: env).status == 64)
        #expect(try s.client("import", hevy, "--unit", "stone", environment: env).status == 64)
        #expect(try s.client("import", hevy, "--map", "nothing", environment: env).status == 64)
        let queue = try DatabaseQueue(path: db)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 0)
    }

    @Test func test_map_flag_and_export_round_trip_through_the_binary() throws {
        let (s, env, _) = try session()
        let file = Self.exports.appendingPathComponent("variants/strong-v4-special.csv").path
        let mapped = try s.json(try s.client("import", file, "--map", "Machine Of Mystery=chest press machine", "--json", environment: env))
        #expect((mapped["unmapped_exercises"] as? [Any])?.isEmpty == true)
        #expect(mapped["exercises_created"] as? Int == 0)
        let out = s.root + "/out.csv"
        let export = try s.client("export", "strong", out, "--json", environment: env)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(try s.json(export)["sets"] as? Int == 10)
        let other = ["GYM_TIMER_DATA_DIR": s.root + "/other"]
        let back = try s.json(try s.client("import", out, "--json", environment: other))
        #expect(back["sets"] as? Int == 10 && back["workouts"] as? Int == 3 && back["rest_timer_rows"] as? Int == 1)
        let json = try s.client("export", "json", "-", environment: env)
        #expect(json.status == 0 && json.stdout.hasPrefix("{\"format\":\"gym-timer-history\""))
    }

    /// A history imported, then repaired: variations are their own
    /// exercises, a merge asks (and refuses without a terminal and --yes),
    /// moves every set and sticks across a re-import, `set move` moves sets,
    /// and an earlier day's set is not deleted without --yes.
    @Test func test_variations_merge_and_move_through_the_binary_on_a_real_export() throws {
        let (s, env, db) = try session()
        let file = Self.exports.appendingPathComponent("real/breinsp-strong-charts.csv").path
        #expect(try s.client("import", file, environment: env).status == 0)
        let queue = try DatabaseQueue(path: db)
        func sets(_ exercise: String) throws -> Int {
            try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet s JOIN exercise e ON e.id = s.exerciseId WHERE e.name = ?",
                                              arguments: [exercise]) ?? 0 }
        }
        let show = try s.client("exercises", "show", "leg", "press", "keller", environment: env)
        #expect(show.stdout.contains("variation of Leg Press"), "\(show.stdout)")
        let shown = try s.json(try s.client("exercises", "show", "leg", "press", "keller", "--json", environment: env))
        #expect((shown["exercise"] as? [String: Any])?["variation_of"] as? String == "Leg Press")
        // Assistance is stored as negative weight, as bw-30x8 is.
        #expect(try queue.read { try Double.fetchOne($0, sql: """
            SELECT MAX(s.weightKg) FROM workoutSet s JOIN exercise e ON e.id = s.exerciseId WHERE e.type = 'assisted_bodyweight'
            """) }.map { $0 < 0 } == true)

        let (keller, legPress) = (try sets("Leg Press Keller"), try sets("Leg Press"))
        #expect(keller == 9)
        let refused = try s.client("exercises", "merge", "Leg Press Keller", "Leg Press", environment: env)
        #expect(refused.status == 64 && refused.stderr.contains("--yes"), "\(refused.stderr)")
        #expect(try sets("Leg Press Keller") == keller)
        let merged = try s.client("exercises", "merge", "Leg Press Keller", "Leg Press", "--yes", environment: env)
        #expect(merged.status == 0 && merged.stdout == "merged Leg Press Keller into Leg Press: 9 sets moved\n", "\(merged.stdout)\(merged.stderr)")
        #expect(try sets("Leg Press") == legPress + keller)
        #expect(try queue.read { try Bool.fetchOne($0, sql: "SELECT EXISTS (SELECT 1 FROM exercise WHERE name = 'Leg Press Keller')") } == false)
        // The same file again adds nothing, and puts the merged name where the merge did.
        let again = try s.json(try s.client("import", file, "--json", environment: env))
        #expect(again["sets"] as? Int == 0 && again["duplicates"] as? Int == 2078)
        let names = try #require(again["names"] as? [[String: Any]])
        #expect(names.first { $0["name"] as? String == "Leg Press Keller" }?["exercise"] as? String == "Leg Press")
        #expect(try sets("Leg Press") == legPress + keller)

        let first = try #require(try queue.read { try Int64.fetchOne($0, sql: """
            SELECT s.id FROM workoutSet s JOIN exercise e ON e.id = s.exerciseId WHERE e.name = 'Squat (Barbell)' ORDER BY s.id LIMIT 1
            """) })
        let moved = try s.client("set", "move", "#\(first)", "--to", "box squat", environment: env)
        #expect(moved.status == 0 && moved.stdout == "moved #\(first) to Box Squat (Barbell)\n", "\(moved.stdout)\(moved.stderr)")
        #expect(try sets("Box Squat (Barbell)") == 1)
        let badMove = try s.client("set", "move", "\(first)", "--to", "plank", environment: env)
        #expect(badMove.status != 0 && badMove.stderr.contains("nothing moved"), "\(badMove.stderr)")
        #expect(try sets("Box Squat (Barbell)") == 1)
        // A set from 2021 is history: deleting or changing it needs --yes off a terminal.
        let delete = try s.client("set", "delete", "\(first)", environment: env)
        #expect(delete.status == 64 && delete.stderr.contains("earlier day"), "\(delete.stderr)")
        let edit = try s.client("set", "edit", "#\(first)", "--reps", "3", environment: env)
        #expect(edit.status == 64 && edit.stderr.contains("earlier day"), "\(edit.stderr)")
        #expect(try sets("Box Squat (Barbell)") == 1)
        #expect(try s.client("set", "delete", "#\(first)", "--yes", environment: env).status == 0)
        #expect(try sets("Box Squat (Barbell)") == 0)
    }

    /// A file that does not say its unit, whose weights read in the
    /// configured unit are more than anyone has lifted, saves nothing
    /// until the lifter names the unit.
    @Test func test_weights_implausible_in_the_assumed_unit_save_nothing_until_the_unit_is_given() throws {
        let (s, env, db) = try session()
        let file = try strongExport(s, "pounds.csv", (1...3).flatMap { day in
            [("2024-01-0\(day)", "Deadlift (Barbell)", "1", Double(535 + 8 * day), 5, 0), ("2024-01-0\(day)", "Bench Press (Barbell)", "1", 225, 5, 0)]
        })
        let refused = try s.client("import", file, environment: env)
        #expect(refused.status == 64, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("Deadlift (Barbell) 559 kg × 5") && refused.stderr.contains("--unit lb"), "\(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1)
        let queue = try DatabaseQueue(path: db)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 0)
        let pounds = try s.json(try s.client("import", file, "--unit", "lb", "--json", environment: env))
        #expect(pounds["sets"] as? Int == 6 && pounds["unit"] as? String == "lb" && pounds["unit_from"] as? String == "given")
        let heaviest = try queue.read { try Double.fetchOne($0, sql: "SELECT MAX(weightKg) FROM workoutSet") }
        #expect(abs((heaviest ?? 0) - 559 * 0.45359237) < 1e-6)
    }

    /// A pound history with no unit column and no set past a record: the
    /// command refuses it in kilograms with the plates' evidence and saves
    /// nothing; with `--unit lb` it is listed by `imports`, a second import
    /// in kilograms adds nothing, and `import undo` takes it back.
    @Test func test_a_pound_history_is_refused_in_kilograms_and_an_import_is_listed_and_taken_back() throws {
        let (s, env, db) = try session()
        let pounds = Self.exports.appendingPathComponent("derived/pounds-strong.csv").path
        let refused = try s.client("import", pounds, environment: env)
        #expect(refused.status == 64 && refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("do not read as kg") && refused.stderr.contains("the barbell loads are pounds'")
                && refused.stderr.contains("--unit lb"), "\(refused.stderr)")
        func sets() throws -> Int {
            guard FileManager.default.fileExists(atPath: db) else { return 0 }
            return try DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet")! }
        }
        #expect(try sets() == 0)

        let imported = try s.client("import", pounds, "--unit", "lb", environment: env)
        #expect(imported.status == 0 && imported.stdout.contains("import 1: `gym-timer import undo 1` takes it back"), "\(imported.stdout)")
        #expect(try sets() == 6234)
        let again = try s.client("import", pounds, "--unit", "kg", environment: env)
        #expect(again.stdout.contains("6234 sets already in the log, not added again"), "\(again.stdout)")
        #expect(try sets() == 6234)
        let listed = try s.client("imports", environment: env)
        #expect(listed.stdout.hasPrefix("1  pounds-strong.csv, Strong in lb, ") && listed.stdout.hasSuffix(": 387 workouts, 6234 sets\n"),
                "\(listed.stdout)")
        #expect(listed.stdout.split(separator: "\n").count == 1, "an import that added nothing is not listed")

        let asked = try s.client("import", "undo", environment: env)
        #expect(asked.status == 64 && asked.stderr.contains("needs --yes without a terminal"))
        #expect(try sets() == 6234)
        let undone = try s.client("import", "undo", "--yes", environment: env)
        #expect(undone.status == 0 && undone.stdout.hasPrefix("took back import 1 (") && undone.stdout.contains("removed 6234 sets, 387 workouts"),
                "\(undone.stdout)")
        #expect(try sets() == 0)
        #expect(try s.client("imports", environment: env).stdout.contains("(taken back "))
        let twice = try s.client("import", "undo", "1", "--yes", environment: env)
        #expect(twice.status == 1 && twice.stderr == "gym-timer: import 1 was taken back already\n", "\(twice.stderr)")
    }

    /// On a terminal, the question before deleting one set says what the
    /// set is, as `undo` shows it; no keeps it.
    @Test func test_the_question_before_deleting_a_set_names_the_set() throws {
        let (s, env, db) = try session()
        #expect(try s.client("log", "bench", "press", "100x5", "--no-autostart", environment: env).stdout.contains("#1"))
        let pane = try TerminalPane(["/bin/sh", "-c", "\"$0\" set delete 1; echo \"EXIT=$?\"; sleep 60",
                                     DesktopSession.binDirectory + "/gym-timer"],
                                    in: s.root, environment: s.environment.merging(env) { $1 }, columns: 200)
        let asked = try pane.waitFor("[y/N]")
        #expect(asked.contains("Delete set #1, Bench Press (Barbell) 100 kg × 5 ("), "\(asked)")
        try pane.send("n", "Enter")
        let done = try pane.waitFor("EXIT=")
        #expect(done.contains("kept the sets"), "\(done)")
        #expect(try DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 1)
    }

    /// On a terminal the same file shows the evidence and offers the other
    /// unit; answering yes imports it in pounds.
    @Test func test_on_a_terminal_implausible_weights_are_offered_the_other_unit() throws {
        let (s, env, db) = try session()
        let file = try strongExport(s, "pounds.csv", [("2024-01-01", "Deadlift (Barbell)", "1", 551, 3, 0)])
        let pane = try TerminalPane(["/bin/sh", "-c", "\"$0\" import \"$1\"; echo \"EXIT=$?\"; sleep 60",
                                     DesktopSession.binDirectory + "/gym-timer", file],
                                    in: s.root, environment: s.environment.merging(env) { $1 }, columns: 200)
        let asked = try pane.waitFor("Read the weights as lb instead? [y/N]")
        #expect(asked.contains("Deadlift (Barbell) 551 kg × 3"), "\(asked)")
        if FileManager.default.fileExists(atPath: db) {
            #expect(try DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 0)
        }
        try pane.send("y", "Enter")
        let done = try pane.waitFor("EXIT=0")
        #expect(done.contains("weights read in lb, as --unit says") || done.contains("weights read in lb"), "\(done)")
        let kg = try DatabaseQueue(path: db).read { try Double.fetchOne($0, sql: "SELECT weightKg FROM workoutSet") }
        #expect(abs((kg ?? 0) - 551 * 0.45359237) < 1e-6)
    }

    /// With a broken line in config.toml (which sets pounds), nothing that
    /// reads or saves a weight falls back to kilograms: each refuses with
    /// the file's error, line and column, and nothing is saved.
    @Test func test_a_settings_file_with_an_error_saves_no_weight() throws {
        let (s, env, db) = try session()
        let config = s.root + "/config/gym-timer"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "unit = \"lb\"\n[timer]\nauto_start = false\ndefault_rest = 90 90\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        for command in [["log", "bench", "press", "135x5"], ["plates", "135"], ["warmup", "bench", "press", "225"], ["bodyweight", "180"],
                        ["import", Self.exports.appendingPathComponent("real/dakheera47-sample_strong.csv").path]] {
            let result = try s.run(DesktopSession.binDirectory + "/gym-timer", command, environment: s.environment.merging(env) { $1 })
            #expect(result.status == 1, "\(command): \(result.stdout)")
            #expect(result.stderr.contains("line 4, column") && result.stderr.contains("did nothing"), "\(command): \(result.stderr)")
        }
        if FileManager.default.fileExists(atPath: db) {
            #expect(try DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 0)
        }
        // Reading the log does not need the settings to be right.
        #expect(try s.client("history", "list", environment: env).status == 0)
    }

    /// An exercise's notes, from the import (Strong's note rows) and from
    /// `exercises edit --note`, show with its sets in `history show`.
    @Test func test_exercise_notes_show_in_history() throws {
        let (s, env, _) = try session()
        let file = Self.exports.appendingPathComponent("variants/strong-v4-special.csv").path
        #expect(try s.client("import", file, environment: env).status == 0)
        #expect(try s.client("exercises", "edit", "bench", "press", "--note", "flat back", environment: env).status == 0)
        let list = try s.json(try s.client("history", "list", "--json", environment: env))
        let upper = try #require((list["workouts"] as? [[String: Any]])?.first { $0["name"] as? String == "Upper" }?["id"] as? Int)
        let text = try s.client("history", "show", "\(upper)", environment: env).stdout
        #expect(text.contains("Bench Press (Barbell)\n  note: Elbows in\n  exercise note: flat back\n"), "\(text)")
        let json = try s.json(try s.client("history", "show", "\(upper)", "--json", environment: env))
        let notes = try #require((json["workout"] as? [String: Any])?["exercise_notes"] as? [[String: Any]])
        #expect(notes.count == 1 && notes[0]["exercise"] as? String == "Bench Press (Barbell)")
        #expect(notes[0]["note"] as? String == "Elbows in" && notes[0]["exercise_note"] as? String == "flat back")
    }

    /// A bodyweight movement says which body weight its figures count:
    /// none before any weigh-in, else each set's, the first weigh-in for
    /// sets before it.
    @Test func test_bodyweight_figures_say_which_weigh_in_they_count() throws {
        let (s, env, _) = try session()
        let file = Self.exports.appendingPathComponent("real/dakheera47-sample_strong.csv").path
        #expect(try s.client("import", file, environment: env).status == 0)
        let none = try s.client("records", "pull", "up", "assisted", environment: env).stdout
        #expect(none.contains("body weight not counted: no weigh-in recorded"), "\(none)")
        #expect(try s.client("bodyweight", "80", environment: env).status == 0)
        for command in [["records", "pull", "up", "assisted"], ["exercises", "show", "pull", "up", "assisted"]] {
            let text = try s.run(DesktopSession.binDirectory + "/gym-timer", command, environment: s.environment.merging(env) { $1 }).stdout
            #expect(text.contains("body weight counted: the weigh-in in effect at each set (before the first one, 80 kg on "), "\(text)")
        }
        #expect(!(try s.client("records", "squat", environment: env).stdout.contains("body weight")))
    }

    /// `records` on an imported history, and the e1RM rep cap set in
    /// config.toml taking effect on the next command.
    @Test func test_records_and_the_e1rm_rep_cap_setting() throws {
        let (s, env, _) = try session()
        #expect(try s.client("import", Self.exports.appendingPathComponent("real/ys-math-strength-training.csv").path, environment: env).status == 0)
        func repMaxes() throws -> [[String: Any]] {
            try #require(try s.json(try s.client("records", "squat", "--json", environment: env))["rep_maxes"] as? [[String: Any]])
        }
        #expect(try repMaxes().compactMap { $0["reps"] as? Int } == Array(1...12))
        let text = try s.client("records", "squat", environment: env).stdout
        #expect(text.hasPrefix("Squat (Barbell) — records\n  1 rep ") && text.contains("  best e1RM ") && text.contains("  best session "), "\(text)")
        #expect(try s.client("config", "set", "records.e1rm_max_reps", "5", environment: env).status == 0)
        #expect(try s.client("config", "get", "records.e1rm_max_reps", environment: env).stdout == "5\n")
        #expect(try repMaxes().compactMap { $0["reps"] as? Int } == Array(1...5))
        let refused = try s.client("config", "set", "records.e1rm_max_reps", "40", environment: env)
        #expect(refused.status == 64 && refused.stderr.contains("a whole number from 1 to 30"), "\(refused.stderr)")
    }

    /// Weights keep their meaning on the way in and out: kilograms Strong
    /// wrote for a 455 lb lift show as 455 lb (rounded after converting,
    /// not before), and a failed set keeps its weight on screen.
    @Test func test_weights_round_after_converting_and_a_failed_set_keeps_its_weight() throws {
        let (s, env, _) = try session()
        let file = try strongExport(s, "kilograms.csv", [("2024-01-01", "Deadlift (Barbell)", "1", 206.3845283, 5, 0),
                                                          ("2024-01-01", "Deadlift (Barbell)", "F", 215.4564, 0, 0),
                                                          ("2024-01-01", "Plank (Weighted)", "1", 9.0718474, 0, 60)])
        #expect(try s.client("import", file, "--unit", "kg", environment: env).status == 0)
        #expect(try s.client("config", "set", "unit", "lb", environment: env).status == 0)
        let shown = try s.client("history", "show", "1", environment: env).stdout
        #expect(shown.contains("set 1: 455 lb × 5  #1"), "\(shown)")
        #expect(shown.contains("set 2: 475 lb × 0 (failure)  #2"), "\(shown)")
        #expect(shown.contains("set 1: 20 lb for 1:00  #3"), "\(shown)")
    }

    /// `--map` on a second import moves the sets the first one stored under
    /// another exercise, and later imports remember it.
    @Test func test_a_new_map_moves_the_imported_sets_instead_of_adding_them_twice() throws {
        let (s, env, db) = try session()
        let file = Self.exports.appendingPathComponent("real/dakheera47-sample_hevy.csv").path
        #expect(try s.client("import", file, environment: env).status == 0)
        let queue = try DatabaseQueue(path: db)
        let total = try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") }
        let remapped = try s.json(try s.client("import", file, "--map", "Katana Triceps Extension=Triceps Extension (Cable)", "--json",
                                               environment: env))
        #expect(remapped["sets"] as? Int == 0 && remapped["moved"] as? Int == 92, "\(remapped)")
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == total)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet WHERE exerciseId = 'triceps_extension_cable'") }
                == 184 + 92)
        let later = try s.json(try s.client("import", file, "--json", environment: env))
        #expect(later["sets"] as? Int == 0 && later["moved"] as? Int == 0)
        let katana = (later["names"] as? [[String: Any]])?.first { $0["name"] as? String == "Katana Triceps Extension" }
        #expect(katana?["how"] as? String == "map" && katana?["exercise"] as? String == "Triceps Extension (Cable)")
    }

    @Test func test_kill_9_mid_import_leaves_only_whole_workouts_and_a_rerun_completes_without_duplicates() throws {
        let (s, env, db) = try session()
        let file = s.root + "/big.csv"
        let generate = try s.run("/usr/bin/python3", [Self.repository.appendingPathComponent("scripts/gen_strong_export.py").path, "200000", file])
        #expect(generate.status == 0)
        let expected = try s.json(try s.run("/usr/bin/python3", [Self.exports.appendingPathComponent("count_export.py").path, file]))

        let data = (db as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let writes = try DirectoryWatch(data, IN_MODIFY)
        let process = try s.launchClient(["import", file], environment: env)
        // Wait for some batches to commit, then kill it between or inside one:
        // the importer's own writes wake the test, which counts what is committed.
        var committed = 0, seen = 0
        while committed < 20_000 && process.isRunning {
            guard writes.next(milliseconds: 1000) != nil else { continue }
            seen += 1
            if seen % 32 == 0 {
                committed = (try? DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") ?? 0 }) ?? 0
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let queue = try DatabaseQueue(path: db)
        let atKill = try queue.read { db in
            try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT workoutId, COUNT(*) AS n FROM workoutSet GROUP BY workoutId")
                .map { ($0["workoutId"] as Int64, $0["n"] as Int) })
        }
        let setsAtKill = atKill.values.reduce(0, +)
        #expect(setsAtKill > 0 && setsAtKill < expected["sets"] as! Int, "killed too early or too late: \(setsAtKill)")

        let rerun = try s.json(try s.client("import", file, "--json", environment: env))
        #expect(rerun["duplicates"] as? Int == setsAtKill)
        #expect(rerun["sets"] as? Int == (expected["sets"] as! Int) - setsAtKill)
        try queue.read { db in
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet") == expected["sets"] as? Int)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workout") == expected["workouts"] as? Int)
            // Every workout committed before the kill was already whole.
            for (workout, count) in atKill {
                #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet WHERE workoutId = ?", arguments: [workout]) == count)
            }
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
            let schema = try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger')"))
            #expect(schema.isSuperset(of: ["workoutSet_exercise_loggedAt", "workoutSet_volume_insert"]))
            #expect(try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'bulk_import_after_set'") == nil)
            let mismatched = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM (SELECT workoutId, exerciseId, kind = 'warmup' AS w, COUNT(*) AS n FROM workoutSet GROUP BY 1, 2, 3) s
                LEFT JOIN workoutVolume v ON v.workoutId = s.workoutId AND v.exerciseId = s.exerciseId AND v.warmup = s.w
                WHERE v.sets IS NOT s.n
                """)
            #expect(mismatched == 0)
        }
    }

    /// Twenty imports of one file into one log, each killed at a seeded moment
    /// (a seeded write to the data directory, or a seeded delay): after each,
    /// the log is intact and every workout in it is whole, and the rerun
    /// after the last leaves exactly the file's workouts and sets.
    @Test func test_imports_killed_in_20_seeded_rounds_leave_only_whole_workouts() throws {
        let seed = testSeed(0x696d_7074)
        var random = SeededGenerator(seed: seed)
        let (s, env, db) = try session()
        let file = s.root + "/export.csv"
        let generate = try s.run("/usr/bin/python3", [Self.repository.appendingPathComponent("scripts/gen_strong_export.py").path, "30000", file])
        #expect(generate.status == 0)
        // What a whole import holds, per workout.
        let reference = s.root + "/reference"
        #expect(try s.client("import", file, environment: ["GYM_TIMER_DATA_DIR": reference]).status == 0)
        func perWorkout(_ path: String) throws -> [String: Int] {
            try DatabaseQueue(path: path).read { db in
                try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: """
                    SELECT w.name || '@' || w.startedAt AS k, COUNT(s.id) AS n FROM workout w
                    JOIN workoutSet s ON s.workoutId = w.id GROUP BY w.id
                    """).map { ($0["k"] as String, $0["n"] as Int) })
            }
        }
        let whole = try perWorkout(reference + "/gym.sqlite")

        let data = (db as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        var killed = 0
        for round in 0..<20 {
            let ending = try s.runKilled(["import", file], environment: env, dataDirectory: data,
                                         maxWrites: 400, maxDelay: 400_000, random: &random)
            if ending.killed { killed += 1 }
            let integrity = try DatabaseQueue(path: db).read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
            #expect(integrity == "ok", "seed \(seed) round \(round)")
            for (workout, count) in try perWorkout(db) where whole[workout] != count {
                Issue.record("seed \(seed) round \(round): \(workout) has \(count) of \(whole[workout] ?? 0) sets")
            }
        }
        #expect(killed >= 5, "only \(killed) of 20 imports were killed mid-way")
        print("seed \(seed): \(killed) of 20 imports killed mid-way")
        #expect(try s.client("import", file, environment: env).status == 0)
        #expect(try perWorkout(db) == whole)
    }
}
