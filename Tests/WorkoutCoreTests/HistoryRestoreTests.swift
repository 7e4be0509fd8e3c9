import Foundation
import GRDB
@testable import WorkoutCore
import Testing
import Notation

/// `export json` then `import` of that file reproduces the log; importing
/// it again adds nothing.
@Suite struct HistoryRestoreTests {
    /// With milliseconds, as times logged by hand have (exports keep whole seconds).
    let t0 = Date(timeIntervalSince1970: 1_790_000_000.123)

    /// A log with a bit of everything the document carries.
    private func populated() throws -> AppDatabase {
        let (database, _) = try temporaryDatabase()
        let gyms = GymBook(database), log = WorkoutLog(database), library = ExerciseLibrary(database)
        try gyms.add("Home Gym", color: .green)
        let spoto = try library.add(.init(name: "Spoto Press", movement: "bench_press", equipment: "barbell",
                                          dimensions: ["angle": "flat"], muscles: ["serratus_anterior": 0.25], gym: "Home Gym"))
        var edit = ExerciseLibrary.Edit()
        edit.restSeconds = 150
        edit.favorite = true
        edit.note = .some("arch")
        edit.muscles = ["triceps_brachii_long": 0.6]
        edit.gymNotes = [(gym: "Home Gym", note: "rack 3")]
        try library.edit("Bench Press (Barbell)", edit)
        var hide = ExerciseLibrary.Edit()
        hide.hidden = true
        hide.autoTimer = false
        try library.edit("Plank", hide)
        func sets(_ t: String) throws -> [SetEntry] { try SetNotation.parse(t, unit: .kg) }
        _ = try log.log(.init(exerciseQuery: "bench press", sets: try sets("60x10"), kind: .warmup), now: t0)
        _ = try log.log(.init(exerciseQuery: "bench press", sets: try sets("100x5x2"), rpe: 8, note: "paused"), now: t0.addingTimeInterval(200))
        _ = try log.log(.init(exerciseQuery: "Spoto Press", sets: try sets("80x6"), superset: true), now: t0.addingTimeInterval(400))
        try log.note("felt strong")
        let first = try log.end(now: t0.addingTimeInterval(3600))
        try database.write { db in
            try db.execute(sql: "INSERT INTO workoutExerciseNote(workoutId, exerciseId, note) VALUES (?, 'bench_press_barbell', 'elbows in')",
                           arguments: [first.id])
        }
        try TemplateBook(database).save("Push", from: first.id!)
        _ = try TemplateBook(database).plan("Push", exercise: "bench press", spec: .parse("3x8-12"), incrementKg: 5)
        var step = ExerciseLibrary.Edit()
        step.incrementKg = .some(1)
        try library.edit("Lateral Raise (Dumbbell)", step)
        try BodyweightLog(database).record(81.5, at: t0.addingTimeInterval(-60))
        try gyms.select("Home Gym")
        _ = try log.log(.init(exerciseQuery: "running", sets: try sets("5km/25:00")), now: t0.addingTimeInterval(86400))
        _ = try log.end(now: t0.addingTimeInterval(86400 + 1800))
        _ = try spoto
        return database
    }

    /// The export as a JSON value, without what legitimately differs (when
    /// it was written, the workouts' numbers in their log).
    private func exported(_ database: AppDatabase, to path: String? = nil) throws -> NSDictionary {
        var text = ""
        _ = try HistoryExport(database).json(to: &text)
        if let path { try text.write(toFile: path, atomically: true, encoding: .utf8) }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var copy = object
        copy["exported_at"] = nil
        copy["workouts"] = (object["workouts"] as? [[String: Any]])?.map { w in var w = w; w["id"] = nil; return w }
        return copy as NSDictionary
    }

    @Test func test_restoring_an_export_into_an_empty_log_reproduces_it() throws {
        let original = try populated()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gt-export-\(UUID().uuidString).json").path
        let before = try exported(original, to: file)
        #expect(((before["workouts"] as? [Any])?.count ?? 0) == 2)
        #expect(((before["exercise_settings"] as? [Any])?.count ?? 0) == 3, "bench, plank and the lateral raise's increment")
        #expect(((before["bodyweight"] as? [Any])?.count ?? 0) == 1)

        let (restored, _) = try temporaryDatabase()
        let summary = try HistoryRestore(restored).run(path: file)
        #expect(summary.workouts == 2 && summary.sets == 5 && summary.templates == 1 && summary.exercises == 1)
        let after = try exported(restored)
        #expect(after == before, "restored export differs:\n\(after)\nvs\n\(before)")

        // Again: nothing added twice.
        let again = try HistoryRestore(restored).run(path: file)
        #expect(again.workouts == 0 && again.sets == 0 && again.skippedWorkouts == 2 && again.templates == 0 && again.exercises == 0)
        #expect(try exported(restored) == before)
        #expect(try restored.writer.read { try WorkoutSet.fetchCount($0) } == 5)
    }

    @Test func test_restoring_into_the_same_log_adds_nothing_and_a_dry_run_writes_nothing() throws {
        let database = try populated()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gt-export-\(UUID().uuidString).json").path
        let before = try exported(database, to: file)
        let summary = try HistoryRestore(database).run(path: file)
        #expect(summary.workouts == 0 && summary.skippedWorkouts == 2)
        #expect(try exported(database) == before)

        let (empty, _) = try temporaryDatabase()
        let dry = try HistoryRestore(empty).run(path: file, dryRun: true)
        #expect(dry.workouts == 2 && dry.dryRun)
        #expect(try empty.writer.read { try Workout.fetchCount($0) } == 0)
    }

    @Test func test_a_document_that_is_not_a_history_is_refused_whole() throws {
        let dir = FileManager.default.temporaryDirectory.path
        let wrong = dir + "/gt-wrong-\(UUID().uuidString).json"
        try #"{"format":"something-else","version":1,"gyms":[],"custom_exercises":[],"templates":[],"workouts":[]}"#
            .write(toFile: wrong, atomically: true, encoding: .utf8)
        let (database, _) = try temporaryDatabase()
        #expect(throws: WorkoutError.self) { try HistoryRestore(database).run(path: wrong) }
        let broken = dir + "/gt-broken-\(UUID().uuidString).json"
        try #"{"format":"gym-timer-history","version":2,"gyms":[{"name":"X","color":"red","is_default":false}],"#
            .write(toFile: broken, atomically: true, encoding: .utf8)
        #expect(throws: WorkoutError.self) { try HistoryRestore(database).run(path: broken) }
        #expect(try database.writer.read { try Gym.fetchCount($0) } == 1)
    }
}

/// A backup holds the workout in progress, marked so, and a restore brings
/// it back in progress; Strong's file writes assistance as Strong does.
@Suite struct BackupInProgressTests {
    @Test func test_the_workout_in_progress_is_in_the_backup_and_restored_in_progress() throws {
        let (database, _) = try temporaryDatabase()
        let log = WorkoutLog(database)
        let t0 = Date(timeIntervalSince1970: 1_790_000_000)
        _ = try log.log(.init(exerciseQuery: "squat", sets: [SetEntry(weightKg: 100, reps: 5)]), now: t0)
        _ = try log.end(now: t0.addingTimeInterval(3600))
        _ = try log.log(.init(exerciseQuery: "bench press", sets: [SetEntry(weightKg: 80, reps: 8)]), now: t0.addingTimeInterval(86_400))
        var text = ""
        let written = try HistoryExport(database).json(to: &text)
        #expect(written.workouts == 2 && written.sets == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let workouts = try #require(object["workouts"] as? [[String: Any]])
        #expect(workouts.map { $0["in_progress"] as? Bool } == [nil, true])
        #expect(workouts[1]["ended_at"] == nil || workouts[1]["ended_at"] is NSNull)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gt-backup-\(UUID().uuidString).json").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let (restored, _) = try temporaryDatabase()
        let summary = try HistoryRestore(restored).run(path: file)
        #expect(summary.workouts == 2 && summary.sets == 2)
        let active = try #require(try WorkoutLog(restored).active())
        #expect(active.startedAt.timeIntervalSince1970.rounded() == t0.addingTimeInterval(86_400).timeIntervalSince1970.rounded())
        // Strong has no workout in progress: its file holds the finished one.
        var csv = ""
        #expect(try HistoryExport(database).strong(unit: .kg, to: &csv).workouts == 1)
    }

    @Test func test_strong_export_writes_assistance_as_a_positive_weight_and_reads_back_the_same() throws {
        let (database, _) = try temporaryDatabase()
        let log = WorkoutLog(database)
        let t0 = Date(timeIntervalSince1970: 1_790_000_000)
        _ = try log.log(.init(exerciseQuery: "assisted pull up", sets: [SetEntry(weightKg: -30, reps: 8, isBodyweight: true)]), now: t0)
        _ = try log.end(now: t0.addingTimeInterval(600))
        var csv = ""
        _ = try HistoryExport(database).strong(unit: .kg, to: &csv)
        #expect(csv.contains("\"Pull Up (Assisted)\";1;30;kg;8;"), "\(csv)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gt-strong-\(UUID().uuidString).csv").path
        try csv.write(toFile: file, atomically: true, encoding: .utf8)
        let (other, _) = try temporaryDatabase()
        _ = try HistoryImport(other).run(path: file, options: .init(unit: .kg))
        let weight = try other.writer.read { try Double.fetchOne($0, sql: "SELECT weightKg FROM workoutSet") }
        #expect(weight == -30)
    }
}
