import Foundation
import GRDB
@testable import WorkoutCore
import Testing
import Notation

@Suite struct WorkoutLogTests {
    let database: AppDatabase
    let path: String
    var log: WorkoutLog { WorkoutLog(database) }
    var gyms: GymBook { GymBook(database) }

    init() throws { (database, path) = try temporaryDatabase() }

    private func sets(_ token: String) throws -> [SetEntry] { try SetNotation.parse(token, unit: .kg) }

    @Test func test_logging_starts_a_workout_and_saves_durably() throws {
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        let logged = try log.log(.init(exerciseQuery: "bench press", sets: try sets("100x5x3")), now: t0)
        #expect(logged.startedWorkout)
        #expect(logged.exercise.name == "Bench Press (Barbell)")
        #expect(logged.sets.map(\.position) == [1, 2, 3])
        #expect(logged.gym.name == "Default Gym")
        #expect(logged.previous == nil)
        // Another connection to the same file sees it at once.
        let other = try AppDatabase.open(path: path)
        #expect(try other.writer.read { try WorkoutSet.fetchCount($0) } == 3)
        #expect(try other.writer.read { try Workout.fetchOne($0)?.endedAt } == nil)
    }

    @Test func test_a_set_records_the_rest_the_timer_gave_beside_the_rest_taken() throws {
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        let first = try log.log(.init(exerciseQuery: "bench press", sets: try sets("100x5")), now: t0)
        try log.restTimerStarted(workoutId: first.workout.id!, afterSet: first.sets[0].id!, seconds: 180, label: "Bench, set 2")
        let second = try log.log(.init(exerciseQuery: "bench press", sets: try sets("100x5")), now: t0.addingTimeInterval(230))
        #expect(second.sets[0].restGivenSeconds == 180 && second.sets[0].restBeforeSeconds == 230)
        // No rest started after the second set (--no-timer): the third was given none.
        let third = try log.log(.init(exerciseQuery: "bench press", sets: try sets("100x5")), now: t0.addingTimeInterval(400))
        #expect(third.sets[0].restGivenSeconds == nil && third.sets[0].restBeforeSeconds == 170)
        // A rest started after a set of another workout gives nothing to this one.
        try log.restTimerStarted(workoutId: first.workout.id! + 1, afterSet: third.sets[0].id!, seconds: 90, label: "x")
        let fourth = try log.log(.init(exerciseQuery: "bench press", sets: try sets("100x5")), now: t0.addingTimeInterval(500))
        #expect(fourth.sets[0].restGivenSeconds == nil)
        #expect(try log.startedRestTimer(workoutId: first.workout.id! + 1, label: "x"))
        #expect(try !log.startedRestTimer(workoutId: first.workout.id!, label: "x"))

        // Stats set the rest taken against the rest given, over the sets given one.
        let stats = try database.writer.read { try TrainingStats.compute($0, now: t0.addingTimeInterval(600)) }
        let bench = try #require(stats.rest.first { $0.exercise.id == "bench_press_barbell" })
        #expect(bench.sets == 3 && bench.given?.sets == 1)
        #expect(bench.given?.seconds == 180 && bench.given?.taken == 230)
    }

    @Test func test_rest_before_is_time_since_the_previous_set() throws {
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        _ = try log.log(.init(exerciseQuery: "bench press", sets: try sets("100x5")), now: t0)
        let second = try log.log(.init(exerciseQuery: "bench press", sets: try sets("100x5x2")), now: t0.addingTimeInterval(150))
        #expect(second.sets[0].restBeforeSeconds == 150)
        #expect(second.sets[1].restBeforeSeconds == nil) // second set of one command: unknown
        #expect(second.numbers.map(\.number) == [2, 3])
        #expect(!second.startedWorkout)
    }

    @Test func test_hints_come_from_this_gym_then_from_others() throws {
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        try gyms.add("Home Gym", color: .green)
        try gyms.select("Home Gym")
        _ = try log.log(.init(exerciseQuery: "bench press", sets: try sets("95x6")), now: t0)
        _ = try log.end(now: t0.addingTimeInterval(3600))
        try gyms.select("Default Gym")
        let first = try log.log(.init(exerciseQuery: "bench press", sets: try sets("100x5")), now: t0.addingTimeInterval(86400))
        #expect(first.previous?.atSameGym == false)
        #expect(first.previous?.gymName == "Home Gym")
        #expect(first.previous?.set.weightKg == 95)
        _ = try log.end(now: t0.addingTimeInterval(90000))
        let next = try log.log(.init(exerciseQuery: "bench press", sets: try sets("102.5x5")), now: t0.addingTimeInterval(2 * 86400))
        #expect(next.previous?.atSameGym == true)
        #expect(next.previous?.set.weightKg == 100)
    }

    @Test func test_unknown_exercise_writes_nothing() throws {
        #expect(throws: WorkoutError.self) { try log.log(.init(exerciseQuery: "zzzz", sets: try sets("100x5"))) }
        #expect(try database.writer.read { try Workout.fetchCount($0) } == 0)
    }

    @Test func test_end_and_discard() throws {
        _ = try log.log(.init(exerciseQuery: "squat", sets: try sets("140x3")))
        let discarded = try log.discard()
        #expect(try database.writer.read { try WorkoutSet.fetchCount($0) } == 0)
        #expect(try database.writer.read { try Workout.fetchOne($0, key: discarded.id) } == nil)
        #expect(throws: WorkoutError.noActiveWorkout) { try log.end() }
    }

    @Test func test_superset_groups_with_the_previous_exercise() throws {
        _ = try log.log(.init(exerciseQuery: "bench press", sets: try sets("100x5")))
        let row = try log.log(.init(exerciseQuery: "seated row cable", sets: try sets("70x10"), superset: true))
        let all = try log.sets(of: row.workout.id!)
        #expect(all.count == 2)
        #expect(all[0].supersetGroup != nil && all[0].supersetGroup == all[1].supersetGroup)
    }

    /// Warm-ups logged before the superset are the exercise's own, not part
    /// of the round; a warm-up logged during it joins nothing either.
    @Test func test_warm_ups_are_not_part_of_a_superset() throws {
        _ = try log.log(.init(exerciseQuery: "bench press", sets: try sets("60x10"), kind: .warmup))
        _ = try log.log(.init(exerciseQuery: "bench press", sets: try sets("100x5")))
        _ = try log.log(.init(exerciseQuery: "seated row cable", sets: try sets("40x10"), kind: .warmup, superset: true))
        let row = try log.log(.init(exerciseQuery: "seated row cable", sets: try sets("70x10"), superset: true))
        #expect(row.superset == "A2", "\(row.superset ?? "none")")
        let all = try log.sets(of: row.workout.id!)
        #expect(all.map { $0.supersetGroup == nil } == [true, false, true, false])
        let labels = SetNumbering.supersetLabels(all)
        #expect(all.compactMap { SetNumbering.supersetLabel(of: $0, in: labels) } == ["A1", "A2"])
    }
}

@Suite struct GymBookTests {
    let database: AppDatabase
    var gyms: GymBook { GymBook(database) }
    var log: WorkoutLog { WorkoutLog(database) }

    init() throws { database = try temporaryDatabase().0 }

    @Test func test_add_select_rename_and_list_order() throws {
        try gyms.add("Home Gym", color: .green)
        try gyms.add("Work Gym", color: .red)
        #expect(throws: WorkoutError.gymExists("home gym")) { try gyms.add("home gym") }
        try gyms.select("work gym")
        #expect(try gyms.selected().name == "Work Gym")
        _ = try log.log(.init(exerciseQuery: "squat", sets: try SetNotation.parse("100x5", unit: .kg)))
        try gyms.rename("Work Gym", to: "Office Gym")
        let listed = try gyms.list()
        #expect(listed.first?.gym.name == "Office Gym") // most recently used first
        #expect(listed.first?.isSelected == true)
        #expect(listed.filter(\.gym.isDefault).map(\.gym.name) == ["Default Gym"])
    }

    @Test func test_selecting_another_gym_during_a_workout_is_refused() throws {
        try gyms.add("Home Gym")
        _ = try log.log(.init(exerciseQuery: "squat", sets: try SetNotation.parse("100x5", unit: .kg)))
        #expect(throws: WorkoutError.workoutActive(gym: "Default Gym")) { try gyms.select("Home Gym") }
    }

    @Test func test_delete_variants() throws {
        #expect(throws: WorkoutError.defaultGymUndeletable) { try gyms.delete("Default Gym", history: .keep) }
        for name in ["A", "B", "C"] {
            try gyms.add(name)
            _ = try log.start(gym: name)
            _ = try log.log(.init(exerciseQuery: "squat", sets: try SetNotation.parse("100x5", unit: .kg)))
            _ = try log.end()
        }
        try gyms.delete("A", history: .delete)
        #expect(try database.writer.read { try Workout.fetchCount($0) } == 2)
        try gyms.delete("B", history: .keep)
        let defaultID = try database.writer.read { try Gym.filter(Column("isDefault") == true).fetchOne($0)!.id! }
        #expect(try database.writer.read { try Workout.filter(Column("gymId") == defaultID).fetchCount($0) } == 1)
        try gyms.add("D")
        try gyms.delete("C", history: .mergeInto("D"))
        let d = try database.writer.read { try Gym.filter(Column("name") == "D").fetchOne($0)! }
        #expect(try database.writer.read { try Workout.filter(Column("gymId") == d.id!).fetchCount($0) } == 1)
        #expect(d.lastUsedAt != nil) // kept the later last-used date
        #expect(try gyms.list().map(\.gym.name).sorted() == ["D", "Default Gym"])
        #expect(throws: WorkoutError.self) { try gyms.delete("nope", history: .keep) }
    }
}

@Suite struct VolumeTests {
    @Test func test_fractional_sets_reps_and_load_per_muscle_and_group() throws {
        let (database, _) = try temporaryDatabase()
        let log = WorkoutLog(database)
        let monday = ISOWeek.range(containing: Date()).0.addingTimeInterval(10 * 3600)
        _ = try log.log(.init(exerciseQuery: "Bench Press (Barbell)", sets: try SetNotation.parse("100x5x3", unit: .kg)), now: monday)
        _ = try log.log(.init(exerciseQuery: "Bench Press (Barbell)", sets: try SetNotation.parse("60x10", unit: .kg), kind: .warmup), now: monday)
        _ = try log.log(.init(exerciseQuery: "Pull Up", sets: try SetNotation.parse("x10x2", unit: .kg)), now: monday)
        let (from, to) = ISOWeek.range(containing: monday)
        let report = try database.writer.read { try VolumeReport.compute($0, catalog: database.taxonomy, from: from, to: to, includeWarmups: false) }
        // Bench: sternal pec 1.0, clavicular 0.5; three sets of 100 x 5.
        #expect(report.muscles["pectoralis_major_sternal"] == .init(sets: 3, reps: 15, load: 1500))
        #expect(report.muscles["pectoralis_major_clavicular"] == .init(sets: 1.5, reps: 7.5, load: 750))
        // Pull ups: bodyweight, so sets and reps but no load.
        #expect(report.muscles["latissimus_dorsi"] == .init(sets: 2, reps: 20, load: 0))
        // The chest group counts each set once, at its largest muscle weight
        // (sternal 1.0), not sternal + clavicular.
        #expect(report.groups["chest"] == .init(sets: 3, reps: 15, load: 1500))
        let withWarmups = try database.writer.read { try VolumeReport.compute($0, catalog: database.taxonomy, from: from, to: to, includeWarmups: true) }
        #expect(withWarmups.muscles["pectoralis_major_sternal"] == .init(sets: 4, reps: 25, load: 2100))
        #expect(report.weeks == 1)
    }

    @Test func test_iso_week_names() throws {
        let (from, to) = try ISOWeek.range(named: "2026-W47")
        var c = Calendar(identifier: .iso8601)
        c.timeZone = .current
        #expect(c.component(.weekday, from: from) == 2) // Monday
        #expect(c.component(.day, from: from) == 16 && c.component(.month, from: from) == 11)
        #expect(to.timeIntervalSince(from) == 7 * 86400)
        #expect(throws: WorkoutError.self) { try ISOWeek.range(named: "2026-47") }
    }
}
