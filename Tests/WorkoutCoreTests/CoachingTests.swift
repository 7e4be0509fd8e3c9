import Foundation
import GRDB
@testable import WorkoutCore
import Testing

/// The workout summary, warm-up ramps, body weight in loads and an
/// exercise's sessions, on a real database file.
@Suite struct CoachingTests: LoggingOnFile {
    let database: AppDatabase
    init() throws { (database, _) = try temporaryDatabase() }

    @Test func test_workout_end_sums_up_groups_records_and_the_change_since_the_same_template() throws {
        try logged("bench press", "100x5 100x5", at: 0)
        try logged("squat", "140x5", at: 5)
        let first = try log.end(now: at(60))
        _ = try TemplateBook(database).save("A", from: first.id!)

        _ = try log.start(template: "A", now: at(1440))
        try logged("bench press", "60x10", kind: .warmup, at: 1441)
        try logged("bench press", "102.5x5 105x5", at: 1442)
        try logged("squat", "130x5", at: 1445)
        let summary = try log.endWithSummary(now: at(1440 + 75))

        #expect(summary.duration == 75 * 60)
        #expect(summary.workingSets == 3, "the warm-up is not a working set")
        let volume: Double = 102.5 * 5 + 105 * 5 + 130 * 5
        #expect(summary.volumeKg == volume)
        // Bench press works the chest fully: two sets, counted once for the group.
        #expect(summary.groups["chest"]?.sets == 2)
        let chestLoad: Double = (102.5 + 105) * 5
        #expect(abs((summary.groups["chest"]?.load ?? 0) - chestLoad) < 1e-6)

        // 102.5 then 105 for 5: one weight-at-5 record, at its best, against 100 before the session.
        let bench = summary.records.filter { $0.exercise.name == "Bench Press (Barbell)" && $0.record.kind == .weightAtReps }
        #expect(bench.count == 1 && bench.first?.record.value == 105 && bench.first?.record.previous == 100)
        #expect(!summary.records.contains { $0.exercise.name == "Squat (Barbell)" })

        #expect(summary.comparedWith?.id == first.id)
        let changes = Dictionary(uniqueKeysWithValues: summary.changes.map { ($0.exercise.name, $0) })
        #expect(changes["Bench Press (Barbell)"]?.direction == .up)
        #expect(changes["Squat (Barbell)"]?.direction == .down)
        #expect(changes["Squat (Barbell)"]?.before == Epley.oneRepMax(weightKg: 140, reps: 5))
    }

    @Test func test_a_workout_without_a_template_compares_with_nothing() throws {
        try logged("bench press", "100x5", at: 0)
        let summary = try log.endWithSummary(now: at(30))
        #expect(summary.comparedWith == nil && summary.changes.isEmpty && summary.records.isEmpty)
    }

    @Test func test_warm_up_ramp_rounds_to_loadable_weights_and_skips_what_rounds_together() {
        let plates = PlateMath(bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25])
        let ramp = WarmupRamp.sets(work: 100, bar: 20, round: plates.nearestLoadable)
        #expect(ramp == [SetTarget(weightKg: 20, reps: 10), SetTarget(weightKg: 40, reps: 5),
                         SetTarget(weightKg: 60, reps: 3), SetTarget(weightKg: 80, reps: 2)])
        // 40% of 45 rounds to 17.5, under the bar: left out.
        let light = WarmupRamp.sets(work: 45, bar: 20, round: plates.nearestLoadable)
        #expect(light.map(\.weightKg) == [20, 27.5, 35])
        #expect(WarmupRamp.sets(work: 20, bar: 20, round: plates.nearestLoadable).isEmpty, "the bar is the work")
        let dumbbells = WarmupRamp.sets(work: 30, bar: nil) { ($0 / 2).rounded() * 2 }
        #expect(dumbbells.map(\.weightKg) == [12, 18, 24])
    }

    /// A deadlift starts from the bar with the largest plates (at the
    /// floor's height) for 5, not from an empty bar × 10; a step barely
    /// above that is left out; lighter than it, there is no earlier set.
    @Test func test_a_lift_from_the_floor_starts_from_plates_on_the_floor() throws {
        let pounds = PlateMath(bar: 45, plates: [45, 35, 25, 10, 5, 2.5])
        let deadlift = WarmupRamp.sets(work: 315, bar: 45, fromFloor: 135, round: pounds.nearestLoadable)
        #expect(deadlift.map { "\($0.weightKg!)x\($0.reps)" } == ["135.0x5", "190.0x3", "250.0x2"])
        let kilos = PlateMath(bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25])
        #expect(WarmupRamp.sets(work: 180, bar: 20, fromFloor: 70, round: kilos.nearestLoadable).map(\.weightKg) == [70, 107.5, 145],
                "40% (72.5) is barely above 70: left out")
        #expect(WarmupRamp.sets(work: 60, bar: 20, fromFloor: 70, round: kilos.nearestLoadable).isEmpty)
        // Through the library: the deadlift is a lift from the floor, the bench is not.
        let (database, _) = try temporaryDatabase()
        let (deadliftExercise, bench) = try database.writer.read { db in
            (try ExerciseSearch.find(db, "Deadlift (Barbell)"), try ExerciseSearch.find(db, "Bench Press (Barbell)"))
        }
        let loading = Loading(unit: .kg, barbell: kilos)
        #expect(WarmupRamp.sets(for: deadliftExercise, workKg: 180, loading: loading).first == SetTarget(weightKg: 70, reps: 5))
        #expect(WarmupRamp.sets(for: bench, workKg: 100, loading: loading).first == SetTarget(weightKg: 20, reps: 10))
    }

    @Test func test_body_weight_counts_in_dip_records_and_progress_from_its_date() throws {
        try logged("chest dip", "bw+10x8", at: 0)
        // No body weight yet: only the added weight counts.
        #expect(try ExerciseProgress.of("chest dip", in: database).sessions.first?.topWeightKg == 10)

        try BodyweightLog(database).record(81.5, at: at(1))
        let records = try logged("chest dip", "bw+20x8", at: 2).records
        let e1rm = try #require(records.first { $0.kind == .e1rm })
        #expect(e1rm.bodyweight)
        #expect(abs(e1rm.value - Epley.oneRepMax(weightKg: 101.5, reps: 8)) < 1e-9, "body weight + 20 kg")
        #expect(abs(e1rm.previous - Epley.oneRepMax(weightKg: 91.5, reps: 8)) < 1e-9, "the earlier set counts the first weigh-in")

        // A later weigh-in changes later sets only.
        try BodyweightLog(database).record(85, at: at(3))
        try logged("chest dip", "x12", at: 4)
        let progress = try ExerciseProgress.of("chest dip", in: database)
        #expect(progress.sessions.count == 1)
        #expect(progress.sessions[0].topWeightKg == 101.5)
        let volume: Double = 91.5 * 8 + 101.5 * 8 + 85 * 12
        #expect(abs(progress.sessions[0].volumeKg - volume) < 1e-6)

        // Push-ups count their measured share; an exercise can set its own.
        try logged("push up", "x20", at: 5)
        let pushups = try ExerciseProgress.of("push up", in: database).sessions[0]
        #expect(abs(pushups.topWeightKg - 0.64 * 85) < 1e-9)
        var edit = ExerciseLibrary.Edit()
        edit.bodyweightShare = .some(0.7)
        _ = try ExerciseLibrary(database).edit("push up", edit)
        #expect(abs(try ExerciseProgress.of("push up", in: database).sessions[0].topWeightKg - 0.7 * 85) < 1e-9)
        #expect(throws: WorkoutError.self) { try BodyweightLog(database).record(5) }
        #expect(try BodyweightLog(database).history().map(\.kg) == [85, 81.5])
    }

    @Test func test_an_exercises_sessions_list_newest_first_with_their_sets() throws {
        try logged("bench press", "60x10", kind: .warmup, at: 0)
        try logged("bench press", "100x5 100x5", at: 1)
        _ = try log.end(now: at(30))
        try logged("squat", "140x5", at: 1440)
        _ = try log.end(now: at(1460))
        try logged("bench press", "105x3", at: 2880)
        let (exercise, sessions) = try HistoryBook(database).sessions(of: "bench press", limit: 10)
        #expect(exercise.name == "Bench Press (Barbell)")
        #expect(sessions.count == 2, "the squat-only workout is not a bench session")
        #expect(sessions.map { $0.sets.count } == [1, 3])
        #expect(sessions[0].bestE1rmKg == Epley.oneRepMax(weightKg: 105, reps: 3))
        #expect(sessions[1].bestE1rmKg == Epley.oneRepMax(weightKg: 100, reps: 5), "the warm-up does not count")
        #expect(try HistoryBook(database).sessions(of: "bench press", limit: 1).sessions.count == 1)
    }
}
