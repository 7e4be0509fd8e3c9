import Foundation
import GRDB
@testable import WorkoutCore
import Testing
import Notation

/// Variations as exercises of their own, repairs (merge, move), and the
/// rules that keep imported numbers meaning what they meant.
@Suite struct VariationAndRepairTests {
    let database: AppDatabase
    var log: WorkoutLog { WorkoutLog(database) }
    var repair: ExerciseRepair { ExerciseRepair(database) }
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws { database = try temporaryDatabase().0 }

    private func logged(_ query: String, _ token: String, at offset: TimeInterval = 0) throws -> WorkoutLog.Logged {
        try log.log(.init(exerciseQuery: query, sets: try SetNotation.parse(token, unit: .kg), confirmed: true), now: t0.addingTimeInterval(offset))
    }
    private func count(_ sql: String, _ arguments: StatementArguments = []) throws -> Int {
        try database.writer.read { try Int.fetchOne($0, sql: sql, arguments: arguments) ?? 0 }
    }

    @Test func test_a_variation_has_its_parents_muscles_and_records_of_its_own() throws {
        let library = ExerciseLibrary(database)
        let pin = try library.add(.init(name: "Pin Squat", variationOf: "squat"))
        #expect(pin.variationOf == "squat_barbell" && pin.movement == "squat" && pin.equipment == "barbell" && pin.isCustom)
        #expect(try library.muscles(of: pin.id).map(\.weight) == (try library.muscles(of: "squat_barbell")).map(\.weight))
        let details = try library.details("pin squat")
        #expect(details.variationOf == "Squat (Barbell)")
        #expect(try library.details("squat barbell").variations == ["Pin Squat"])
        // Its sets are not the squat's: a heavy pin squat sets no squat record.
        _ = try logged("squat", "100x5")
        _ = try logged("pin squat", "140x3", at: 600)
        let squat = try logged("squat", "102.5x5", at: 1200)
        #expect(squat.records.contains { $0.kind == .e1rm }, "102.5x5 beats 100x5, whatever the pin squat did")
        // The parent's muscles change, and the variation's follow, until the lifter edits its own.
        var heavier = ExerciseLibrary.Edit()
        heavier.muscles = ["gluteus_maximus": 1]
        try library.edit("squat barbell", heavier)
        #expect(try library.muscles(of: pin.id).first { $0.muscleId == "gluteus_maximus" }?.weight == 1)
        var own = ExerciseLibrary.Edit()
        own.muscles = ["gluteus_maximus": 0.2]
        try library.edit("pin squat", own)
        var reset = ExerciseLibrary.Edit()
        reset.resetMuscles = true
        try library.edit("squat barbell", reset)
        #expect(try library.muscles(of: pin.id).first { $0.muscleId == "gluteus_maximus" }?.weight == 0.2)
        try library.edit("pin squat", reset)
        #expect(try library.muscles(of: pin.id).map(\.weight) == (try library.muscles(of: "squat_barbell")).map(\.weight))
        #expect(throws: WorkoutError.self) { try library.add(.init(name: "Odd", movement: "squat", variationOf: "squat")) }
        #expect(throws: WorkoutError.self) { try library.add(.init(name: "Odd")) }
    }

    @Test func test_merge_moves_sets_notes_plans_and_variations_and_remembers_the_name() throws {
        let library = ExerciseLibrary(database)
        _ = try library.add(.init(name: "Leg Press Keller", variationOf: "leg press"))
        _ = try library.add(.init(name: "Keller Calf Press", variationOf: "leg press keller"))
        var edit = ExerciseLibrary.Edit()
        edit.note = .some("seat 3")
        try library.edit("leg press keller", edit)
        _ = try logged("leg press", "200x10")
        let keller = try logged("leg press keller", "180x12x2", at: 300)
        try database.write {
            try $0.execute(sql: "INSERT INTO workoutExerciseNote(workoutId, exerciseId, note) VALUES (?, 'custom_leg_press_keller', 'felt heavy')",
                           arguments: [keller.workout.id!])
        }
        _ = try TemplateBook(database).save("Legs", from: keller.workout.id!)

        let preview = try repair.preview(merging: "leg press keller", into: "leg press")
        #expect(preview.sets == 2 && preview.from.name == "Leg Press Keller" && preview.into.name == "Leg Press")
        #expect(try count("SELECT COUNT(*) FROM workoutSet WHERE exerciseId = 'leg_press'") == 1, "a preview changes nothing")
        let merge = try repair.merge("leg press keller", into: "leg press")
        #expect(merge.sets == 2 && merge.deleted)
        #expect(try count("SELECT COUNT(*) FROM workoutSet WHERE exerciseId = 'leg_press'") == 3)
        #expect(try count("SELECT COUNT(*) FROM exercise WHERE name = 'Leg Press Keller'") == 0)
        #expect(try count("SELECT COUNT(*) FROM workoutExerciseNote WHERE exerciseId = 'leg_press' AND note = 'felt heavy'") == 1)
        #expect(try count("SELECT COUNT(*) FROM templateExercise WHERE exerciseId = 'leg_press'") == 2)
        #expect(try count("SELECT COUNT(*) FROM exercise WHERE name = 'Keller Calf Press' AND variationOf = 'leg_press'") == 1)
        #expect(try ExerciseLibrary(database).details("leg press").exercise.note == "seat 3")
        #expect(try count("SELECT COUNT(*) FROM importName WHERE name = 'Leg Press Keller' AND exerciseId = 'leg_press'") == 1)
        // The ledger follows the sets: one row per workout and exercise, as the sets say.
        try expectLedgerMatchesSets(database)
        // A built-in exercise merged away is hidden, not deleted.
        _ = try logged("front squat", "80x5", at: 900)
        let hidden = try repair.merge("front squat", into: "squat barbell")
        #expect(!hidden.deleted)
        #expect(try count("SELECT COUNT(*) FROM exercise WHERE id = 'front_squat_barbell' AND isHidden") == 1)
        #expect(throws: WorkoutError.self) { try repair.merge("squat barbell", into: "back squat") }
    }

    @Test func test_the_next_set_carries_the_lifters_notes_on_the_exercise() throws {
        _ = try logged("bench press", "100x5")
        let workout = try #require(try log.active())
        try database.write {
            try $0.execute(sql: "INSERT INTO workoutExerciseNote(workoutId, exerciseId, note) VALUES (?, 'bench_press_barbell', 'pause reps')",
                           arguments: [workout.id!])
        }
        var edit = ExerciseLibrary.Edit()
        edit.note = .some("flat back")
        edit.gymNotes = [("default gym", "bench 2")]
        try ExerciseLibrary(database).edit("bench press", edit)
        let next = try log.upNext(of: "bench press")
        #expect(next.notes == ["flat back", "at Default Gym: bench 2", "\(LocalTime.day(t0.timeIntervalSince1970)): pause reps"])
    }

    @Test func test_merging_refuses_sets_the_target_cannot_hold() throws {
        _ = try logged("plank", "60s")
        #expect(throws: WorkoutError.self) { try repair.merge("plank", into: "squat barbell") }
        #expect(try count("SELECT COUNT(*) FROM workoutSet WHERE exerciseId = 'plank'") == 1)
    }

    /// Sets an older build put on another exercise (`Pin Squat` on the
    /// squat) move to the variation a new import makes for their name,
    /// instead of being added again.
    @Test func test_a_reimport_moves_sets_to_the_variation_it_makes_for_their_name() throws {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-01-06 18:00:00,"Legs",1h,"Squat (Barbell)",1,100,5,0,0,"","",
            2024-01-06 18:00:00,"Legs",1h,"Pin Squat",1,100,5,0,0,"","",
            2024-01-06 18:00:00,"Legs",1h,"Pin Squat",2,100,5,0,0,"","",
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gt-pin-\(UUID().uuidString).csv").path
        try csv.write(toFile: path, atomically: true, encoding: .utf8)
        _ = try HistoryImport(database).run(path: path, options: .init(mappings: ["Pin Squat": "squat barbell"]))
        #expect(try count("SELECT COUNT(*) FROM workoutSet WHERE exerciseId = 'squat_barbell'") == 3)
        try database.write { try $0.execute(sql: "DELETE FROM importName") } // as before names were remembered
        let again = try HistoryImport(database).run(path: path, options: .init())
        #expect(again.sets == 0 && again.moved == 2 && again.duplicates == 1)
        #expect(try count("SELECT COUNT(*) FROM workoutSet WHERE exerciseId = 'squat_barbell'") == 1)
        #expect(try count("SELECT COUNT(*) FROM workoutSet s JOIN exercise e ON e.id = s.exerciseId WHERE e.name = 'Pin Squat'") == 2)
        try expectLedgerMatchesSets(database)
    }

    @Test func test_moving_sets_refuses_what_the_target_does_not_take_and_moves_nothing() throws {
        let bench = try logged("bench press", "100x5x2")
        let ids = bench.sets.map { $0.id! }
        #expect(throws: WorkoutError.self) { try repair.moveSets(ids, to: "plank") }
        #expect(try count("SELECT COUNT(*) FROM workoutSet WHERE exerciseId = 'bench_press_barbell'") == 2)
        let moved = try repair.moveSets([ids[1]], ranges: [ids[0]...ids[0]], to: "floor press")
        #expect(moved.exercise.name == "Floor Press (Barbell)" && moved.sets.map(\.id) == ids)
        #expect(try count("SELECT COUNT(*) FROM workoutSet WHERE exerciseId = 'floor_press_barbell'") == 2)
        try expectLedgerMatchesSets(database)
    }

    @Test func test_an_e1rm_comes_from_sets_of_at_most_twelve_reps() throws {
        #expect(Epley.estimate(weightKg: 100, reps: 12) != nil && Epley.estimate(weightKg: 100, reps: 13) == nil)
        _ = try logged("bench press", "100x5")
        _ = try logged("bench press", "70x20", at: 300)
        let twenty = try logged("bench press", "80x20", at: 600)
        #expect(!twenty.records.contains { $0.kind == .e1rm }, "80x20 estimates 133 kg, but 20 reps say little of a 1RM")
        #expect(twenty.records.contains { $0.kind == .weightAtReps }, "it is still the best weight for 20 reps")
        let e1rm = try database.writer.read { try Double.fetchOne($0, sql: "SELECT MAX(bestE1rm) FROM workoutVolume") }
        #expect(abs((e1rm ?? 0) - Epley.oneRepMax(weightKg: 100, reps: 5)) < 1e-9)
        let stats = try TrainingStats.compute(database)
        #expect(stats.records.first { $0.exercise.id == "bench_press_barbell" }.map { abs($0.oneRepMaxKg - 116.6667) < 0.001 } == true)
    }

    @Test func test_the_e1rm_rep_cap_is_the_lifters_to_set_and_every_figure_follows_it() throws {
        _ = try logged("bench press", "100x8")
        _ = try logged("bench press", "110x3", at: 300)
        func best() throws -> Double? { try database.writer.read { try Double.fetchOne($0, sql: "SELECT MAX(bestE1rm) FROM workoutVolume") } }
        #expect(abs((try best() ?? 0) - Epley.oneRepMax(weightKg: 100, reps: 8)) < 1e-9)
        try database.useE1rmMaxReps(5)
        #expect(abs((try best() ?? 0) - Epley.oneRepMax(weightKg: 110, reps: 3)) < 1e-9, "8 reps are past a cap of 5")
        #expect(try RecordTable.of("bench press", in: database).repMaxes.map(\.reps) == [1, 2, 3, 4, 5])
        let next = try logged("bench press", "95x9", at: 600)
        #expect(!next.records.contains { $0.kind == .e1rm })
        try expectLedgerMatchesSets(database, maxReps: 5)
        #expect(throws: WorkoutError.self) { try database.useE1rmMaxReps(0) }
        try database.useE1rmMaxReps(12)
        try expectLedgerMatchesSets(database)
    }

    /// One rule for a bodyweight set's e1RM, wherever it is shown: the
    /// weigh-in in effect when it was done, plus the weight added.
    @Test func test_a_bodyweight_set_has_one_e1rm_everywhere() throws {
        try BodyweightLog(database).record(80, at: t0.addingTimeInterval(-86_400))
        _ = try logged("chin up weighted", "bw+10x5")
        try BodyweightLog(database).record(90, at: t0.addingTimeInterval(3_600)) // later: not this set's
        let want = Epley.oneRepMax(weightKg: 90, reps: 5)
        let library = ExerciseLibrary(database)
        let shown = try library.details("chin up weighted").branches.first?.bestOneRepMaxKg
        let records = try RecordTable.of("chin up weighted", in: database).bestE1rm?.kg
        let progress = try ExerciseProgress.of("chin up weighted", in: database).sessions.first?.e1rmKg
        let history = try HistoryBook(database).sessions(of: "chin up weighted", limit: 5).sessions.first?.bestE1rmKg
        let stats = try TrainingStats.compute(database).records.first { $0.exercise.id == "chin_up_weighted" }?.oneRepMaxKg
        for (place, value) in [("exercises show", shown), ("records", records), ("progress", progress), ("history", history), ("stats", stats)] {
            #expect(abs((value ?? 0) - want) < 1e-9, "\(place): \(String(describing: value)), want \(want)")
        }
    }

    @Test func test_the_record_table_has_rep_maxes_the_best_e1rm_and_the_biggest_session() throws {
        _ = try logged("squat", "100x5")
        _ = try logged("squat", "120x2", at: 60)
        _ = try logged("squat", "60x15", at: 120)
        _ = try log.end(now: t0.addingTimeInterval(600))
        _ = try logged("squat", "110x3x2", at: 86_400)
        let table = try RecordTable.of("squat", in: database)
        #expect(table.repMaxes.map(\.reps) == Array(1...12))
        let loads: [Double] = [120, 120, 110, 100, 100, 60, 60, 60, 60, 60, 60, 60]
        #expect(table.repMaxes.map(\.loadKg) == loads)
        #expect(table.repMaxes[2].set.loggedAt == t0.addingTimeInterval(86_400), "the first 110 × 3 holds it")
        #expect(abs((table.bestE1rm?.kg ?? 0) - Epley.oneRepMax(weightKg: 120, reps: 2)) < 1e-9, "60 × 15 estimates nothing")
        let volume: Double = 100 * 5 + 120 * 2 + 60 * 15
        #expect(table.bestVolume?.volumeKg == volume)
    }

    @Test func test_sets_from_an_earlier_day_are_told_apart() throws {
        let old = try logged("squat", "100x5")
        _ = try log.end(now: t0.addingTimeInterval(600))
        let today = try logged("squat", "100x5", at: 86_400 * 3)
        let ids = [old.sets[0].id!, today.sets[0].id!]
        let past = try HistoryBook(database).pastSets(ids, now: t0.addingTimeInterval(86_400 * 3 + 60).timeIntervalSince1970)
        #expect(past == [old.sets[0].id!])
    }

    @Test func test_import_templates_come_from_recent_names_with_copies_folded() throws {
        #expect(ImportRun.templateName("Push 1 Copy") == "Push 1")
        #expect(ImportRun.templateName("Push 1 (copy 2)") == "Push 1")
        #expect(ImportRun.templateName("Copy") == "Copy")
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2020-01-06 18:00:00,"Old Days",1h,"Squat (Barbell)",1,100,5,0,0,"","",
            2026-10-01 18:00:00,"Push 1",1h,"Bench Press (Barbell)",1,100,5,0,0,"","",
            2026-10-08 18:00:00,"Push 1 Copy",1h,"Bench Press (Barbell)",1,100,5,0,0,"","",
            2026-10-08 18:00:00,"Push 1 Copy",1h,"Overhead Press (Barbell)",1,60,5,0,0,"","",
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gt-templates-\(UUID().uuidString).csv").path
        try csv.write(toFile: path, atomically: true, encoding: .utf8)
        let now = Date(timeIntervalSince1970: 1_795_000_000) // 2026-11-19
        var summary = try HistoryImport(database).run(path: path, options: .init(dryRun: true, now: now))
        #expect(summary.templatesCreated == ["Push 1"])
        summary = try HistoryImport(database).run(path: path, options: .init(dryRun: true, templates: .all, now: now))
        #expect(summary.templatesCreated == ["Old Days", "Push 1"])
        summary = try HistoryImport(database).run(path: path, options: .init(templates: .none, now: now))
        #expect(summary.templatesCreated.isEmpty)
        #expect(try count("SELECT COUNT(*) FROM template") == 0)
        _ = try HistoryImport(database).run(path: path, options: .init(now: now))
        let plan = try TemplateBook(database).plan(named: "Push 1")
        #expect(plan.items.map(\.exercise.name) == ["Bench Press (Barbell)", "Overhead Press (Barbell)"], "the latest of the folded names")
    }
}

/// A workout left open is ended at its last set by the next log that comes
/// too long after it.
@Suite struct AutoEndTests {
    @Test func test_a_log_long_after_the_last_set_ends_the_old_workout_there_and_starts_a_new_one() throws {
        let database = try temporaryDatabase().0
        let log = WorkoutLog(database)
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        func request(_ query: String) throws -> WorkoutLog.Request {
            .init(exerciseQuery: query, sets: try SetNotation.parse("100x5", unit: .kg), confirmed: true)
        }
        let first = try log.log(try request("bench press"), now: t0)
        let second = try log.log(try request("bench press"), now: t0.addingTimeInterval(3 * 3600))
        #expect(second.workout.id == first.workout.id && second.endedStale == nil, "3 h after the last set: the same workout")
        let later = try log.log(try request("squat"), now: t0.addingTimeInterval(3 * 3600 + 4 * 3600 + 60))
        let stale = try #require(later.endedStale)
        #expect(stale.id == first.workout.id && stale.endedAt == second.sets[0].loggedAt)
        #expect(later.startedWorkout && later.workout.id != first.workout.id)
        // A workout with no set yet is this log's to fill, however long ago it started.
        _ = try log.end(now: t0.addingTimeInterval(8 * 3600))
        _ = try log.start(now: t0.addingTimeInterval(9 * 3600))
        let filled = try log.log(try request("squat"), now: t0.addingTimeInterval(20 * 3600))
        #expect(filled.endedStale == nil && !filled.startedWorkout)
        var keepOpen = try request("squat")
        keepOpen.autoEnd = 0
        let muchLater = try log.log(keepOpen, now: t0.addingTimeInterval(30 * 86400))
        #expect(muchLater.workout.id == filled.workout.id && muchLater.endedStale == nil)
    }
}
