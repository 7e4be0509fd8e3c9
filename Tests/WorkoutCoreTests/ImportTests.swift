import Foundation
import GRDB
@testable import WorkoutCore
import Testing
import Notation

/// Imports of real and hand-written exports into real SQLite files.
@Suite struct ImportTests {
    static let exports = MigrationFixtureTests.fixtureDirectory.appendingPathComponent("exports")
    static let realFiles = ["breinsp-strong-charts.csv", "ys-math-strength-training.csv", "dakheera47-sample_strong.csv",
                            "dakheera47-sample_hevy.csv"]
    static let variantFiles = ["strong-v1.csv", "strong-v2.csv", "strong-v3.csv", "strong-v4-special.csv", "strong-v5.csv",
                               "strong-v6.csv", "hevy-lbs.csv"]

    static func path(_ name: String) -> String {
        let real = exports.appendingPathComponent("real/\(name)").path
        return FileManager.default.fileExists(atPath: real) ? real : exports.appendingPathComponent("variants/\(name)").path
    }

    /// What `count_export.py` (Python's csv module) says the file holds.
    static func expected(_ file: String) throws -> [String: Int] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [exports.appendingPathComponent("count_export.py").path, path(file)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode([String: Int].self, from: data)
    }

    func importFile(_ name: String, into database: AppDatabase, _ options: HistoryImport.Options = .init()) throws -> ImportSummary {
        try HistoryImport(database).run(path: Self.path(name), options: options)
    }

    func temporaryFile(_ contents: [UInt8], name: String = "export.csv") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gt-imp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try Data(contents).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: realFiles + variantFiles)
    func test_import_stores_the_workouts_and_sets_an_independent_reader_counts(file: String) throws {
        let (database, _) = try temporaryDatabase()
        let summary = try importFile(file, into: database)
        let expected = try Self.expected(file)
        #expect(summary.workouts == expected["workouts"])
        #expect(summary.sets == expected["sets"])
        #expect(summary.warmupSets == expected["warmup_sets"])
        #expect(summary.dropSets == expected["drop_sets"])
        #expect(summary.failureSets == expected["failure_sets"])
        #expect(summary.restTimerRows == expected["rest_timer_rows"])
        #expect(summary.noteRows == expected["note_rows"])
        #expect(summary.skipped == 0)
        let (workouts, sets) = try database.writer.read { db in
            (try Workout.fetchCount(db), try WorkoutSet.fetchCount(db))
        }
        #expect(workouts == expected["workouts"])
        #expect(sets == expected["sets"])
        try expectLedgerMatchesSets(database)
    }

    @Test(arguments: ["breinsp-strong-charts.csv", "ys-math-strength-training.csv", "dakheera47-sample_strong.csv"])
    func test_at_least_90_percent_of_working_sets_of_real_strong_exports_land_on_presets_with_muscles(file: String) throws {
        let (database, _) = try temporaryDatabase()
        _ = try importFile(file, into: database)
        let (onPresets, working) = try database.writer.read { db in
            (try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM workoutSet s JOIN exercise e ON e.id = s.exerciseId
                WHERE s.kind != 'warmup' AND e.isCustom = 0 AND EXISTS (SELECT 1 FROM exerciseMuscle m WHERE m.exerciseId = e.id)
                """)!,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet WHERE kind != 'warmup'")!)
        }
        #expect(working > 0)
        #expect(Double(onPresets) / Double(working) >= 0.9, "\(onPresets) of \(working)")
    }

    @Test func test_each_variant_is_recognised_from_its_header() throws {
        let formats: [String: ExportFormat] = [
            "strong-v1.csv": .strongV1, "strong-v2.csv": .strongV2, "strong-v3.csv": .strongV3, "strong-v4-special.csv": .strongV4,
            "strong-v5.csv": .strongV5, "strong-v6.csv": .strongV6, "hevy-lbs.csv": .hevy, "breinsp-strong-charts.csv": .strongV4,
            "dakheera47-sample_hevy.csv": .hevy,
        ]
        for (file, format) in formats {
            let (database, _) = try temporaryDatabase()
            #expect(try importFile(file, into: database).format == format, "\(file)")
        }
    }

    @Test func test_special_rows_warmup_drop_failure_rest_timer_note_noise_typo_unmapped_and_long_workouts() throws {
        let (database, _) = try temporaryDatabase()
        let summary = try importFile("strong-v4-special.csv", into: database)
        #expect(summary.unmappedExercises.map(\.name) == ["Machine Of Mystery"])
        #expect(summary.unmappedExercises.first?.sets == 1)
        #expect(summary.exercisesCreated == 1)
        #expect(summary.longWorkouts.count == 1 && summary.longWorkouts[0].contains("234h 29m"))
        #expect(summary.names.filter { $0.how == "spelling" }.map(\.name) == ["Barbel Bench Press"])
        // Checked first: the new name, then the loose match; exact names last.
        let review = summary.namesInReviewOrder.map(\.how)
        #expect(review.first == "new" && review.last == "exact", "\(review)")
        #expect(review.firstIndex(of: "spelling")! < review.firstIndex(of: "exact")!)
        #expect(review == review.sorted { ["new", "variation", "map", "spelling", "alias", "exact"].firstIndex(of: $0)!
                                          < ["new", "variation", "map", "spelling", "alias", "exact"].firstIndex(of: $1)! })
        #expect(Set(summary.namesInReviewOrder.map(\.name)) == Set(summary.names.map(\.name)))
        try database.writer.read { db in
            let upper = try Workout.filter(sql: "name = 'Upper'").fetchOne(db)!
            #expect(upper.note == "Good session")
            #expect(upper.endedAt!.timeIntervalSince(upper.startedAt) == 76 * 60)
            let sets = try WorkoutSet.filter(WorkoutSet.Columns.workoutId == upper.id!).order(WorkoutSet.Columns.position).fetchAll(db)
            #expect(sets.map(\.kind) == [.warmup, .normal, .normal, .drop, .failure, .normal, .normal])
            #expect(sets.map(\.position) == Array(1...7))
            // The Rest Timer row is the rest before the set after it, never a set.
            #expect(sets.map(\.restBeforeSeconds) == [nil, nil, 185, nil, nil, nil, nil])
            #expect(sets[2].weightKg == 150)
            #expect(sets[1].rpe == 8)
            // "Barbel Bench Press" is the barbell bench press.
            #expect(sets[5].exerciseId == sets[0].exerciseId)
            // Loggedat keeps the order of the sets.
            #expect(sets.map(\.loggedAt) == sets.map(\.loggedAt).sorted())
            let note = try String.fetchOne(db, sql: "SELECT note FROM workoutExerciseNote WHERE workoutId = ? AND exerciseId = ?",
                                           arguments: [upper.id!, sets[0].exerciseId])
            #expect(note == "Elbows in")
            let mystery = try Exercise.fetchOne(db, key: sets[6].exerciseId)!
            #expect(mystery.isCustom && mystery.isUnmapped && mystery.type == .weightReps)
            let running = try Exercise.fetchOne(db, sql: "SELECT e.* FROM exercise e JOIN workoutSet s ON s.exerciseId = e.id JOIN workout w ON w.id = s.workoutId WHERE w.name = 'Cardio'")!
            #expect(!running.isCustom)
            let run = try WorkoutSet.fetchOne(db, sql: "SELECT s.* FROM workoutSet s JOIN workout w ON w.id = s.workoutId WHERE w.name = 'Cardio'")!
            #expect(run.distanceM == 5000 && run.seconds == 1800)
            let odd = try WorkoutSet.fetchAll(db, sql: "SELECT s.* FROM workoutSet s JOIN workout w ON w.id = s.workoutId WHERE w.name = 'Odd' ORDER BY position")
            #expect(odd.map(\.kind) == [.warmup, .failure])
        }
    }

    @Test func test_units_from_header_rows_and_option() throws {
        let (database, _) = try temporaryDatabase()
        _ = try importFile("strong-v1.csv", into: database)
        _ = try importFile("strong-v3.csv", into: database)
        _ = try importFile("strong-v5.csv", into: database)
        _ = try importFile("hevy-lbs.csv", into: database)
        _ = try importFile("strong-v2.csv", into: database, .init(unit: .lb))
        try database.writer.read { db in
            func sets(_ workout: String) throws -> [WorkoutSet] {
                try WorkoutSet.fetchAll(db, sql: "SELECT s.* FROM workoutSet s JOIN workout w ON w.id = s.workoutId WHERE w.name = ? ORDER BY position", arguments: [workout])
            }
            let monday = try sets("Monday")
            #expect(abs(monday[0].weightKg! - 102.0582) < 0.001)
            #expect(monday[1].note == "felt easy")
            #expect(abs(monday[2].distanceM! - 3.1 * 1609.344) < 0.01)
            let morning = try sets("Morning")
            #expect(abs(morning[0].weightKg! - 315 * 0.45359237) < 0.001)
            #expect(morning[1].weightKg == 142.5) // decimal comma in a `;` file
            #expect(abs(morning[2].distanceM! - 2 * 1609.344) < 0.01)
            #expect(morning[3].distanceM == 2000)
            let push = try sets("Push")
            #expect(push.map(\.weightKg) == [50, 52.5, nil])
            #expect(push[2].seconds == 60)
            let pushWorkout = try Workout.filter(sql: "name = 'Push'").fetchOne(db)!
            #expect(pushWorkout.endedAt!.timeIntervalSince(pushWorkout.startedAt) == 4560)
            let hevy = try sets("Push A")
            #expect(abs(hevy[1].weightKg! - 225 * 0.45359237) < 0.001)
            #expect(hevy.map(\.kind) == [.warmup, .normal, .drop, .normal])
            #expect(hevy[0].supersetGroup == 0 && hevy[3].supersetGroup == nil)
            #expect(abs(hevy[3].distanceM! - 1.5 * 1609.344) < 0.01)
            let legs = try sets("Legs")
            #expect(abs(legs[0].weightKg! - 100 * 0.45359237) < 0.001)
            #expect(legs.map(\.reps) == [5, 5, 5])
            #expect(try Workout.filter(sql: "name = 'Legs'").fetchOne(db)!.note == "Heavy day")
        }
    }

    @Test func test_importing_twice_or_an_overlapping_newer_export_adds_nothing_twice() throws {
        let (database, _) = try temporaryDatabase()
        let full = try String(contentsOfFile: Self.path("breinsp-strong-charts.csv"), encoding: .utf8)
        let lines = full.split(separator: "\n", omittingEmptySubsequences: false)
        let older = try temporaryFile(Array((lines.prefix(1001).joined(separator: "\n") + "\n").utf8))
        let first = try HistoryImport(database).run(path: older, options: .init())
        #expect(first.sets == 1000)
        let newer = try importFile("breinsp-strong-charts.csv", into: database)
        #expect(newer.sets == 2078 - 1000)
        #expect(newer.duplicates == 1000)
        let again = try importFile("breinsp-strong-charts.csv", into: database)
        #expect(again.sets == 0 && again.workouts == 0 && again.duplicates == 2078 && again.exercisesCreated == 0)
        #expect(try database.writer.read { try WorkoutSet.fetchCount($0) } == 2078)
        #expect(try database.writer.read { try Workout.fetchCount($0) } == 129)
        try expectLedgerMatchesSets(database)
    }

    @Test func test_hand_logged_sets_are_untouched_and_dry_run_saves_nothing() throws {
        let (database, _) = try temporaryDatabase()
        _ = try WorkoutLog(database).log(.init(exerciseQuery: "bench press", sets: [SetEntry(weightKg: 100, reps: 5)]))
        let dry = try importFile("ys-math-strength-training.csv", into: database, .init(dryRun: true))
        #expect(dry.sets == 666 && dry.dryRun)
        #expect(try database.writer.read { try WorkoutSet.fetchCount($0) } == 1)
        _ = try importFile("ys-math-strength-training.csv", into: database)
        #expect(try database.writer.read { try WorkoutSet.fetchCount($0) } == 667)
        let mine = try database.writer.read { try WorkoutSet.filter(sql: "importHash IS NULL").fetchAll($0) }
        #expect(mine.count == 1 && mine[0].weightKg == 100)
    }

    /// One file's names are placed together: `Overhead Triceps Extension
    /// (Cable)` beside `Triceps Extension (Cable)` is its own exercise (a
    /// variation), not a spelling of the other; each keeps its sets.
    @Test func test_a_name_that_extends_another_of_the_file_is_not_joined_to_it() throws {
        let rows = ["Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
                    "2024-01-01 10:00:00,Arms,1h,Triceps Extension (Cable),1,30,12,0,0,,,",
                    "2024-01-01 10:00:00,Arms,1h,Overhead Triceps Extension (Cable),1,25,12,0,0,,,"]
        let path = try temporaryFile(Array((rows.joined(separator: "\n") + "\n").utf8))
        let (database, _) = try temporaryDatabase()
        let summary = try HistoryImport(database).run(path: path, options: .init(unit: .kg))
        let how = Dictionary(uniqueKeysWithValues: summary.names.map { ($0.name, $0.how) })
        #expect(how["Triceps Extension (Cable)"] == "exact" && how["Overhead Triceps Extension (Cable)"] == "variation", "\(how)")
        let exercises = try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(DISTINCT exerciseId) FROM workoutSet") }
        #expect(exercises == 2)
    }

    /// Hevy writes a line break inside a note as `\n`: it is a line break again in the log.
    @Test func test_hevy_notes_keep_their_line_breaks() throws {
        let (database, _) = try temporaryDatabase()
        _ = try importFile("dakheera47-sample_hevy.csv", into: database)
        let notes = try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT note FROM workoutExerciseNote UNION ALL SELECT note FROM workout WHERE note IS NOT NULL")
        }
        #expect(notes.contains("Lower: all sets 175 next time\nLegs: 170"), "\(notes.prefix(5))")
        #expect(!notes.contains { $0.contains("\\n") }, "no note keeps a written-out \\n")
    }

    /// Templates come from the last six months' workouts; a file whose
    /// newest workout is older says so, with its date, rather than nothing.
    @Test func test_an_import_too_old_for_templates_says_why_it_made_none() throws {
        let (database, _) = try temporaryDatabase()
        let old = try importFile("breinsp-strong-charts.csv", into: database,
                                 .init(now: Date(timeIntervalSince1970: 1_790_000_000)))
        #expect(old.templatesCreated.isEmpty)
        let newest = try #require(old.newestWorkoutTooOldForTemplates)
        #expect(LocalTime.iso8601(newest.timeIntervalSince1970).hasPrefix("2021-12-22T15:07:27"))
        let (recent, _) = try temporaryDatabase()
        let inWindow = try importFile("breinsp-strong-charts.csv", into: recent, .init(now: Date(timeIntervalSince1970: 1_641_000_000)))
        #expect(!inWindow.templatesCreated.isEmpty && inWindow.newestWorkoutTooOldForTemplates == nil)
    }

    @Test func test_templates_come_from_the_latest_workout_of_each_name() throws {
        let (database, _) = try temporaryDatabase()
        let summary = try importFile("ys-math-strength-training.csv", into: database)
        let names = try Set(database.writer.read { try Template.fetchAll($0).map(\.name) })
        #expect(names == Set(summary.templatesCreated))
        #expect(names.contains("Upper Body"))
        let plan = try TemplateBook(database).plan(named: "Upper Body")
        let latest = try database.writer.read { db in
            try Workout.filter(sql: "name = 'Upper Body'").order(Workout.Columns.startedAt.desc).fetchOne(db)!
        }
        let detail = try database.writer.read { try HistoryBook.detail($0, latest.id!) }
        var order: [String] = []
        for set in detail.sets where !order.contains(set.exerciseId) { order.append(set.exerciseId) }
        #expect(plan.items.map(\.exercise.id) == order)
    }

    @Test func test_export_to_strong_and_import_into_an_empty_log_reproduces_every_workout_and_set() throws {
        let (source, _) = try temporaryDatabase()
        for file in ["strong-v4-special.csv", "dakheera47-sample_hevy.csv", "strong-v3.csv"] { _ = try importFile(file, into: source) }
        var csv = ""
        let written = try HistoryExport(source).strong(unit: .kg, layout: .v4, to: &csv)
        let path = try temporaryFile(Array(csv.utf8))
        let (copy, _) = try temporaryDatabase()
        let summary = try HistoryImport(copy).run(path: path, options: .init(unit: .kg))
        #expect(summary.format == .strongV4 && summary.skipped == 0)
        #expect(summary.sets == written.sets && summary.workouts == written.workouts)
        func snapshot(_ database: AppDatabase) throws -> [String] {
            try database.writer.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT w.name, w.startedAt, w.note, e.name AS exercise, s.kind, ROUND(s.weightKg, 2) AS w, s.reps,
                           ROUND(s.distanceM) AS d, s.seconds, s.rpe, s.restBeforeSeconds, s.note AS n, s.position
                    FROM workoutSet s JOIN workout w ON w.id = s.workoutId JOIN exercise e ON e.id = s.exerciseId
                    ORDER BY w.startedAt, s.position
                    """).map { "\($0)" }
            }
        }
        let (copied, original) = (try snapshot(copy), try snapshot(source))
        #expect(copied.count == original.count)
        for (a, b) in zip(copied, original) where a != b { Issue.record("first difference: \(a) vs \(b)"); break }
        let notes = try copy.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutExerciseNote") }
        #expect(notes == (try source.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutExerciseNote") }))
        // Importing the export back into the log it came from adds nothing.
        #expect(try HistoryImport(source).run(path: path, options: .init(unit: .kg)).sets == 0)
    }

    @Test func test_json_export_holds_every_workout_and_set() throws {
        let (database, _) = try temporaryDatabase()
        _ = try importFile("strong-v4-special.csv", into: database)
        var json = ""
        let written = try HistoryExport(database).json(to: &json)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let workouts = object["workouts"] as! [[String: Any]]
        #expect(workouts.count == 3 && written.workouts == 3)
        #expect(workouts.map { ($0["sets"] as! [Any]).count }.reduce(0, +) == 10)
        #expect((object["custom_exercises"] as! [[String: Any]]).map { $0["name"] as! String } == ["Machine Of Mystery"])
    }

    @Test func test_malformed_files_fail_with_a_message_naming_what_was_found_or_skip_bad_rows() throws {
        let (database, _) = try temporaryDatabase()
        let run = { (bytes: [UInt8]) throws -> ImportSummary in
            try HistoryImport(database).run(path: try temporaryFile(bytes), options: .init())
        }
        func message(_ bytes: [UInt8]) -> String {
            do { _ = try run(bytes); return "" } catch { return "\(error)" }
        }
        #expect(message([]).contains("is empty"))
        #expect(message(Array("\u{89}PNG\r\n\u{1A}\n\0\0\0\rIHDR".utf8)).contains("not a Strong or Hevy export"))
        let tab = message(Array("Date\tWorkout Name\tDuration\n2020-01-01 10:00:00\tA\t1h\n".utf8))
        #expect(tab.contains("its header is \"Date?Workout Name?Duration\""))
        #expect(message([UInt8](repeating: 0x41, count: 10 << 20)).contains("longer than 64 KB"))
        #expect(message(Array("Date,Workout Name\n".utf8)).contains("not a Strong or Hevy export"))

        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let headerOnly = try run(Array(header.utf8))
        #expect(headerOnly.rows == 0 && headerOnly.sets == 0 && headerOnly.format == .strongV4)

        // Rows in another delimiter, a truncated last line, bad values and a
        // 10 MB line are skipped and counted; the good rows are kept.
        let good = "2020-01-01 10:00:00,\"A\",1h,\"Squat (Barbell)\",1,100,5,0,0,\"\",\"\",\n"
        var bytes = Array((header + good
            + "2020-01-01 10:00:00;\"A\";1h;\"Squat (Barbell)\";2;100;5;0;0;\"\";\"\";\n"
            + "2020-13-01 10:00:00,\"A\",1h,\"Squat (Barbell)\",2,100,5,0,0,\"\",\"\",\n"
            + "2020-01-01 10:00:00,\"A\",1h,\"Squat (Barbell)\",2,heavy,5,0,0,\"\",\"\",\n"
            + "2020-01-01 10:00:00,\"A\",1h,\"Squat (Barbell)\",X,100,5,0,0,\"\",\"\",\n"
            + "2020-01-01 10:00:00,\"A\",1h,\"\",2,100,5,0,0,\"\",\"\",\n").utf8)
        bytes += [UInt8](repeating: 0x42, count: 10 << 20) + [0x0A]
        // A quoted note of 1.5 million escaped quotes: over 1 MB unescaped.
        bytes += Array("2020-01-01 10:00:00,\"A\",1h,\"Squat (Barbell)\",2,100,5,0,0,\"".utf8)
            + [UInt8](repeating: 0x22, count: 3_000_000) + Array("\",\"\",\n".utf8)
        bytes += Array((good + "2020-01-01 10:00:00,\"A\",1h,\"Squat (Barbell)\",3,100,5,0,0,\"trunc").utf8)
        let mixed = try run(bytes)
        #expect(mixed.sets == 2)
        #expect(mixed.skipped == 8)
        #expect(mixed.skippedReasons == [.wrongFieldCount: 1, .badDate: 1, .badNumber: 1, .unknownSetOrder: 1,
                                         .missingExerciseName: 1, .lineTooLong: 2, .unterminatedQuote: 1])
        #expect(mixed.skippedLines[.badDate] == [4])
    }

    @Test func test_a_wrong_source_is_refused_naming_the_right_one() throws {
        let (database, _) = try temporaryDatabase()
        #expect(throws: WorkoutError.self) { try importFile("dakheera47-sample_hevy.csv", into: database, .init(source: .strong)) }
        #expect(try importFile("dakheera47-sample_hevy.csv", into: database, .init(source: .hevy)).format == .hevy)
    }

    @Test func test_bulk_load_restores_index_and_trigger_and_an_interrupted_one_is_repaired_on_open() throws {
        let (database, path) = try temporaryDatabase()
        let rows = (0..<25_000).map { (i: Int) -> String in
            let k = i / 30, year = 2000 + k / 300, month = 1 + k % 300 / 25, day = 1 + k % 25
            return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day) 10:00:00,\"W\",1h,\"Squat (Barbell)\",\(i % 30 + 1),\(60 + i % 40),5,0,0,\"\",\"\",\n"
        }
        let file = try temporaryFile(Array(("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + rows.joined()).utf8))
        let summary = try HistoryImport(database).run(path: file, options: .init())
        #expect(summary.sets == 25_000 && summary.skipped == 0)
        // Everything a bulk load drops (and a log keeps working without).
        let bulkDropped: Set = ["workoutSet_exercise_loggedAt", "workoutSet_volume_insert", "workoutSet_records", "workoutVolume_exercise"]
        func schema(_ database: AppDatabase) throws -> Set<String> {
            try Set(database.writer.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger')") })
        }
        #expect(try schema(database).isSuperset(of: bulkDropped))
        try expectLedgerMatchesSets(database)

        // Killed between batches: the next open restores both and sums the
        // ledger of sets logged meanwhile.
        try database.write { db in _ = try BulkLoad.begin(db) }
        _ = try WorkoutLog(database).log(.init(exerciseQuery: "bench press", sets: [SetEntry(weightKg: 80, reps: 8)]))
        #expect(try schema(database).isDisjoint(with: bulkDropped))
        let reopened = try AppDatabase.open(path: path)
        #expect(try schema(reopened).isSuperset(of: bulkDropped))
        try expectLedgerMatchesSets(reopened)
    }

    /// `count` rows of 30-set workouts of one exercise, a workout a day.
    func generatedExport(rows count: Int) throws -> String {
        let rows = (0..<count).map { (i: Int) -> String in
            let k = i / 30, year = 2000 + k / 300, month = 1 + k % 300 / 25, day = 1 + k % 25
            return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day) 10:00:00,\"W\",1h,\"Squat (Barbell)\",\(i % 30 + 1),\(60 + i % 40),5,0,0,\"\",\"\",\n"
        }
        return try temporaryFile(Array(("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + rows.joined()).utf8))
    }

    /// A write that fails part-way (here a trigger refusing the 1,500th
    /// set, as a full disk would) stops the reading thread, reports the
    /// error, and leaves only whole committed batches; the rerun completes.
    @Test func test_a_failed_write_stops_the_reading_thread_and_keeps_committed_batches_whole() throws {
        let (database, _) = try temporaryDatabase()
        try database.write { db in
            try db.execute(sql: """
                CREATE TRIGGER refuse_late BEFORE INSERT ON workoutSet WHEN (SELECT COUNT(*) FROM workoutSet) >= 1500
                BEGIN SELECT RAISE(ABORT, 'simulated write failure'); END
                """)
        }
        let file = try generatedExport(rows: 9_000)
        #expect(throws: DatabaseError.self) { try HistoryImport(database).run(path: file, options: .init(batchRows: 500)) }
        let perWorkout = try database.writer.read { try Int.fetchAll($0, sql: "SELECT COUNT(*) FROM workoutSet GROUP BY workoutId") }
        #expect(!perWorkout.isEmpty && perWorkout.allSatisfy { $0 == 30 })
        #expect(perWorkout.count * 30 < 1500)
        let leftovers = try database.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM importBatch")!, try Int.fetchOne(db, sql: "PRAGMA foreign_keys")!,
             try Int.fetchOne(db, sql: "PRAGMA synchronous")!)
        }
        #expect(leftovers == (0, 1, 2))
        try expectLedgerMatchesSets(database)

        try database.write { try $0.execute(sql: "DROP TRIGGER refuse_late") }
        let rerun = try HistoryImport(database).run(path: file, options: .init(batchRows: 500))
        #expect(rerun.duplicates == perWorkout.count * 30)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 9_000)
        try expectLedgerMatchesSets(database)
    }

    /// Importing again a workout whose rows come in two runs (another
    /// workout between them) meets it twice in one batch; and a workout too
    /// long to draft whole, imported again with sets added only at its end,
    /// gets those sets into the ledger.
    @Test func test_reimporting_split_and_very_long_workouts_adds_only_new_sets_and_keeps_the_ledger_exact() throws {
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        func row(_ date: String, _ name: String, _ i: Int) -> String {
            "\(date) 10:00:00,\"\(name)\",1h,\"Squat (Barbell)\",\(i + 1),\(60 + i % 40),5,0,0,\"\",\"\",\n"
        }
        let split = try temporaryFile(Array((header + (0..<3).map { row("2020-01-01", "A", $0) }.joined()
            + (0..<2).map { row("2020-01-02", "B", $0) }.joined() + (3..<5).map { row("2020-01-01", "A", $0) }.joined()).utf8))
        let (database, _) = try temporaryDatabase()
        #expect(try HistoryImport(database).run(path: split, options: .init()).sets == 7)
        let again = try HistoryImport(database).run(path: split, options: .init())
        #expect(again.sets == 0 && again.duplicates == 7)
        try expectLedgerMatchesSets(database)

        let long = ImportRun.maxDraftSets + 10_000
        let first = try temporaryFile(Array((header + (0..<ImportRun.maxDraftSets).map { row("2021-01-01", "Marathon", $0) }.joined()).utf8))
        let whole = try temporaryFile(Array((header + (0..<long).map { row("2021-01-01", "Marathon", $0) }.joined()).utf8))
        #expect(try HistoryImport(database).run(path: first, options: .init()).sets == ImportRun.maxDraftSets)
        let rest = try HistoryImport(database).run(path: whole, options: .init())
        #expect(rest.sets == 10_000 && rest.duplicates == ImportRun.maxDraftSets)
        try expectLedgerMatchesSets(database)
    }

    /// The reading thread waits when the writer is `capacity` batches
    /// behind, and stops when the writer cancels.
    @Test func test_handoff_bounds_waiting_batches_and_stops_the_reader_on_cancel() throws {
        final class Count: @unchecked Sendable {
            private let lock = NSLock()
            private var n = 0
            func add() { lock.withLock { n += 1 } }
            var value: Int { lock.withLock { n } }
        }
        let handoff = BatchHandoff(capacity: 2)
        let put = Count()
        let reader = Thread {
            while handoff.put(ImportBatch(parts: [], slots: [])) { put.add() }
            handoff.finish(failure: nil)
        }
        reader.start()
        #expect(handoff.take() != nil)
        // One taken and two waiting: the reader gets that far (however
        // slowly the machine runs it), then blocks on the next put.
        let deadline = Date().addingTimeInterval(10)
        while !handoff.readerBlocked, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(handoff.readerBlocked)
        #expect(put.value == 3)
        handoff.cancel()
        try handoff.awaitFinish()
        #expect(put.value == 3)
    }

    @Test func test_matcher_maps_word_order_plurals_typos_and_equipment_and_makes_variations() throws {
        let (database, _) = try temporaryDatabase()
        let rows = try database.writer.read { try Exercise.fetchAll($0) }
        let matcher = ExerciseMatcher(candidates: rows.map {
            .init(id: $0.id, name: $0.name, aliases: $0.aliases, movement: $0.movement, equipment: $0.equipment,
                  popularity: $0.popularity, isCustom: $0.isCustom, dimensions: $0.dimensions)
        }, movements: database.movements)
        let bench = try #require(matcher.decide("Bench Press (Barbell)"))
        #expect(bench == .init(id: "bench_press_barbell", how: .exact))
        #expect(matcher.decide("bench press (barbell)") == bench)
        #expect(matcher.decide("Bench Press") == .init(id: bench.id, how: .alias))
        #expect(matcher.decide("Barbell Bench Press") == .init(id: bench.id, how: .alias))
        #expect(matcher.decide("Bench Press Barbel") == .init(id: bench.id, how: .spelling))
        #expect(matcher.decide("Dumbbell Lateral Raises") == .init(id: "lateral_raise_dumbbell", how: .spelling))
        #expect(matcher.decide("DB Lateral Raise") == .init(id: "lateral_raise_dumbbell", how: .spelling))
        // The equipment in brackets after a name: the same exercise when it
        // is on that equipment, a variation when not.
        #expect(matcher.decide("Calf Press (Machine)") == .init(id: "calf_press_on_leg_press", how: .spelling))
        #expect(matcher.decide("Crunch (Kettlebell)") == .init(id: "crunch", how: .variation))
        // Words the library does not know make a variation, never vanish.
        #expect(matcher.decide("Leg Press Keller") == .init(id: "leg_press", how: .variation))
        #expect(matcher.decide("Pin Squat") == .init(id: "squat_barbell", how: .variation))
        #expect(matcher.decide("Pause Sumo Deadlift") == .init(id: "sumo_deadlift_barbell", how: .variation))
        #expect(matcher.decide("Machine Of Mystery") == nil)
        #expect(ExerciseMatcher.namesWarmUp(ExerciseMatcher.words("Warm-up")))
        #expect(ExerciseMatcher.namesWarmUp(ExerciseMatcher.words("General Warm Up")))
        #expect(!ExerciseMatcher.namesWarmUp(ExerciseMatcher.words("Warm Up Squat")))
        #expect(Spelling.oneEditApart(Array("barbel".utf8), Array("barbell".utf8)))
        #expect(Spelling.oneEditApart(Array("dumbell".utf8), Array("dumbbell".utf8)))
        #expect(!Spelling.oneEditApart(Array("press".utf8), Array("raise".utf8)))
    }

    @Test func test_field_parsers() {
        func bytes<R>(_ s: String, _ f: (UnsafeBufferPointer<UInt8>) -> R) -> R { Array(s.utf8).withUnsafeBufferPointer(f) }
        #expect(bytes("1h 16m", ExportFields.duration) == 4560)
        #expect(bytes("45m", ExportFields.duration) == 2700)
        #expect(bytes("1h", ExportFields.duration) == 3600)
        #expect(bytes("20s", ExportFields.duration) == 20)
        let long: TimeInterval = 234 * 3600 + 29 * 60
        #expect(bytes("234h 29m", ExportFields.duration) == long)
        #expect(bytes("4560", ExportFields.duration) == 4560)
        #expect(bytes("soon", ExportFields.duration) == nil)
        #expect(bytes("2021-02-10 16:46:13", ExportFields.dateTime) == .init(year: 2021, month: 2, day: 10, hour: 16, minute: 46, second: 13))
        #expect(bytes("15 Sep 2025, 07:48", ExportFields.dateTime) == .init(year: 2025, month: 9, day: 15, hour: 7, minute: 48, second: 0))
        #expect(bytes("2021-02-10T16:46", ExportFields.dateTime)?.minute == 46)
        #expect(bytes("2021-02-30x", ExportFields.dateTime) == nil)
        #expect(bytes("149.99999999999997") { DecimalText.parse($0) }.value.map { abs($0 - 150) < 1e-9 } == true)
        #expect(bytes("8.0") { DecimalText.parse($0) } == .value(8))
        #expect(bytes("22,5") { DecimalText.parse($0, decimalComma: true) } == .value(22.5))
        #expect(bytes("-2.5e1") { DecimalText.parse($0) } == .value(-25))
        #expect(bytes("") { DecimalText.parse($0) } == .empty)
        #expect(bytes("1.2.3") { DecimalText.parse($0) } == .invalid)
        #expect(bytes("Rest Timer", ExportFields.rowKind) == .restTimer)
        #expect(bytes("WARM_UP", ExportFields.rowKind) == .set(.warmup))
        #expect(bytes("dropset", ExportFields.rowKind) == .set(.drop))
        #expect(bytes("0", ExportFields.rowKind) == .set(.normal))
        #expect(bytes("Z", ExportFields.rowKind) == nil)
    }

}

/// The trigger-kept ledger equals a direct sum over the sets, top sets
/// and best e1RMs included (those summed here in Swift, set by set).
func expectLedgerMatchesSets(_ database: AppDatabase, maxReps: Int = 12) throws {
    let (ledger, direct, sets) = try database.writer.read { db in
        (try Row.fetchAll(db, sql: "SELECT workoutId, exerciseId, warmup, sets, reps, ROUND(load, 6) AS load FROM workoutVolume ORDER BY 1, 2, 3"),
         try Row.fetchAll(db, sql: """
            SELECT workoutId, exerciseId, kind = 'warmup' AS warmup, COUNT(*) AS sets, SUM(COALESCE(reps, 0)) AS reps,
                   ROUND(\(VolumeLedger.loadSum), 6) AS load
            FROM workoutSet GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
            """),
         try Row.fetchAll(db, sql: "SELECT workoutId, exerciseId, kind = 'warmup' AS warmup, weightKg, reps FROM workoutSet"))
    }
    #expect(ledger == direct)
    struct Key: Hashable { let workout: Int64; let exercise: String; let warmup: Bool }
    var expected: [Key: (top: Double, reps: Int, e1rm: Double?)] = [:]
    for set in sets {
        guard let w = set["weightKg"] as Double?, let r = set["reps"] as Int?, w > 0, r > 0 else { continue }
        let key = Key(workout: set["workoutId"], exercise: set["exerciseId"], warmup: set["warmup"])
        var best = expected[key] ?? (w, r, nil)
        if w > best.top || w == best.top && r > best.reps { best.top = w; best.reps = r }
        // An e1RM from sets of at most `maxReps` reps only.
        if r <= maxReps { best.e1rm = max(best.e1rm ?? 0, Epley.oneRepMax(weightKg: w, reps: r)) }
        expected[key] = best
    }
    let kept = try database.writer.read { db in
        try Row.fetchAll(db, sql: "SELECT workoutId, exerciseId, warmup, topWeightKg, topReps, bestE1rm FROM workoutVolume")
    }
    for row in kept {
        let key = Key(workout: row["workoutId"], exercise: row["exerciseId"], warmup: row["warmup"])
        let want = expected[key]
        #expect(row["topWeightKg"] as Double? == want?.top, "\(key)")
        #expect(row["topReps"] as Int? == want?.reps, "\(key)")
        let e1rm = row["bestE1rm"] as Double?
        #expect(e1rm == nil && want?.e1rm == nil || abs((e1rm ?? -1) - (want?.e1rm ?? -2)) < 1e-6, "\(key)")
    }
}
