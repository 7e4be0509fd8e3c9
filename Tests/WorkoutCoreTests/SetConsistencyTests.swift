import Foundation
import GRDB
@testable import WorkoutCore
import Testing
import Notation

/// A set's values fit its exercise, edits keep them fitting, moving a
/// workout moves its sets, and set numbers are the same everywhere.
@Suite struct SetConsistencyTests {
    let database: AppDatabase
    var log: WorkoutLog { WorkoutLog(database) }
    var history: HistoryBook { HistoryBook(database) }
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws { database = try temporaryDatabase().0 }

    private func sets(_ tokens: String...) throws -> [SetEntry] {
        try tokens.flatMap { try SetNotation.parse($0, unit: .kg) }
    }
    private var setCount: Int { get throws { try database.writer.read { try WorkoutSet.fetchCount($0) } } }

    @Test func test_a_set_of_the_wrong_shape_is_refused_and_nothing_is_written() throws {
        for (exercise, token) in [("Plank", "100x5"), ("Bench Press (Barbell)", "60s"), ("Running", "100x5"),
                                  ("Pull Up", "5km/25:00")] {
            #expect(throws: WorkoutError.self) { try log.log(.init(exerciseQuery: exercise, sets: try sets(token)), now: t0) }
        }
        do {
            _ = try log.log(.init(exerciseQuery: "Plank", sets: try sets("100x5")), now: t0)
        } catch let error as WorkoutError {
            #expect(error.isUsageError)
            #expect(error.description == "Plank takes a time, e.g. 60s, 1m30 or 1:30, not weight × reps")
        }
        // A mixed command is refused whole.
        #expect(throws: WorkoutError.self) {
            try log.log(.init(exerciseQuery: "Bench Press (Barbell)", sets: try sets("100x5", "60s")), now: t0)
        }
        #expect(try setCount == 0)
        #expect(try log.active() == nil)
        // What fits is logged: a run as distance and time, or time alone.
        _ = try log.log(.init(exerciseQuery: "Running", sets: try sets("5km/25:00", "20:00")), now: t0)
        #expect(try setCount == 2)
    }

    @Test func test_the_set_shape_picks_the_exercise_that_takes_it() throws {
        // "row" names weighted rows and the rowing machine: with weight × reps
        // the candidates offered are rows that take it.
        do {
            _ = try log.log(.init(exerciseQuery: "row", sets: try sets("80x8")), now: t0)
            Issue.record("\"row\" alone should be ambiguous among the weighted rows")
        } catch WorkoutError.ambiguousExercise(_, let candidates) {
            #expect(candidates.contains("Bent Over Row (Barbell)"))
            #expect(!candidates.contains { $0.lowercased().contains("rowing") || $0.lowercased().contains("rower") })
        }
        // A fuller name resolves to the barbell row, and a distance to the machine.
        let logged = try log.log(.init(exerciseQuery: "bent over row barbell", sets: try sets("80x8")), now: t0)
        #expect(logged.exercise.type == .weightReps)
        let machine = try log.log(.init(exerciseQuery: "rowing machine", sets: try sets("2km/8:00")), now: t0)
        #expect(machine.exercise.type == .distanceDuration)
        // "row" with a distance is the rowing machine; "run" with one is a run.
        #expect(try log.log(.init(exerciseQuery: "row", sets: try sets("2km/8:00")), now: t0).exercise.name == "Rowing (Machine)")
        #expect(try log.log(.init(exerciseQuery: "run", sets: try sets("5km/25:00")), now: t0).exercise.type == .distanceDuration)
    }

    @Test func test_editing_a_set_changes_only_fields_its_exercise_has() throws {
        let plank = try log.log(.init(exerciseQuery: "Plank", sets: try sets("60s")), now: t0).sets[0]
        #expect(throws: WorkoutError.self) { try history.editSet(plank.id!, .init(reps: 10)) }
        #expect(throws: WorkoutError.self) { try history.editSet(plank.id!, .init(weightKg: 20)) }
        let longer = try history.editSet(plank.id!, .init(seconds: 90, rpe: 8)).0
        #expect(longer.seconds == 90 && longer.reps == nil && longer.weightKg == nil && longer.rpe == 8)

        let bench = try log.log(.init(exerciseQuery: "Bench Press (Barbell)", sets: try sets("100x5")), now: t0).sets[0]
        #expect(throws: WorkoutError.self) { try history.editSet(bench.id!, .init(seconds: 30)) }
        #expect(throws: WorkoutError.self) { try history.editSet(bench.id!, .init(distanceM: 1000)) }
        let heavier = try history.editSet(bench.id!, .init(weightKg: 102.5)).0
        #expect(heavier.weightKg == 102.5 && heavier.reps == 5 && heavier.seconds == nil)

        let run = try log.log(.init(exerciseQuery: "Running", sets: try sets("5km/25:00")), now: t0).sets[0]
        let faster = try history.editSet(run.id!, .init(seconds: 1440)).0
        #expect(faster.distanceM == 5000 && faster.seconds == 1440)
        #expect(throws: WorkoutError.self) { try history.editSet(run.id!, .init(reps: 3)) }
        // The refused edits left the sets as they were.
        let stored = try database.writer.read { try WorkoutSet.fetchOne($0, key: plank.id!) }
        #expect(stored?.seconds == 90 && stored?.reps == nil)
    }

    @Test func test_moving_a_workout_moves_its_sets_and_end() throws {
        _ = try log.log(.init(exerciseQuery: "Squat (Barbell)", sets: try sets("140x3")), now: t0)
        _ = try log.log(.init(exerciseQuery: "Squat (Barbell)", sets: try sets("140x3")), now: t0.addingTimeInterval(180))
        let workout = try log.end(now: t0.addingTimeInterval(3600))
        let week = 7 * 86400.0
        let moved = try history.editWorkout(workout.id!, .init(startedAt: workout.startedAt.addingTimeInterval(-week)))
        #expect(moved.startedAt == t0.addingTimeInterval(-week))
        #expect(moved.endedAt == t0.addingTimeInterval(3600 - week))
        let times = try database.writer.read { try WorkoutSet.order(Column("position")).fetchAll($0).map(\.loggedAt) }
        #expect(times == [t0.addingTimeInterval(-week), t0.addingTimeInterval(180 - week)])

        // An end before the start, or before a set, is refused and changes nothing.
        #expect(throws: WorkoutError.self) {
            try history.editWorkout(workout.id!, .init(endedAt: moved.startedAt.addingTimeInterval(-60)))
        }
        #expect(throws: WorkoutError.self) {
            try history.editWorkout(workout.id!, .init(endedAt: moved.startedAt.addingTimeInterval(60)))
        }
        let stored = try database.writer.read { try Workout.fetchOne($0, key: workout.id!) }
        #expect(stored?.endedAt == moved.endedAt)
        // A new start and end together: sets move with the start.
        let both = try history.editWorkout(workout.id!, .init(startedAt: t0, endedAt: t0.addingTimeInterval(600)))
        #expect(both.endedAt == t0.addingTimeInterval(600))
        #expect(try database.writer.read { try WorkoutSet.order(Column("position")).fetchAll($0).map(\.loggedAt) }
                == [t0, t0.addingTimeInterval(180)])
    }

    @Test func test_set_numbers_from_log_match_the_workout_listing() throws {
        let a = try log.log(.init(exerciseQuery: "Bench Press (Barbell)", sets: try sets("60x10"), kind: .warmup), now: t0)
        let b = try log.log(.init(exerciseQuery: "Bench Press (Barbell)", sets: try sets("100x5x2")), now: t0)
        let c = try log.log(.init(exerciseQuery: "Bent Over Row (Barbell)", sets: try sets("60x10"), superset: true), now: t0)
        let d = try log.log(.init(exerciseQuery: "Bench Press (Barbell)", sets: try sets("100x5"), superset: true), now: t0)
        // Warm-ups count apart from working sets.
        #expect(a.numbers.map(\.description) == ["W1"] && b.numbers.map(\.description) == ["set 1", "set 2"])
        #expect(c.numbers.map(\.description) == ["set 1"] && d.numbers.map(\.description) == ["set 3"])
        // Bench joined the superset first (A1), the row second (A2), every round.
        #expect(c.superset == "A2" && d.superset == "A1" && a.superset == nil)
        let detail = try #require(try log.current())
        let numbers = detail.numbers
        for logged in [a, b, c, d] {
            #expect(logged.sets.map { numbers[$0.id!]! } == logged.numbers)
        }
        // Deleting a set renumbers the rest in both places.
        try history.deleteSet(b.sets[0].id!)
        let after = try #require(try log.current()).numbers
        #expect(after[b.sets[1].id!]?.number == 1 && after[d.sets[0].id!]?.number == 2)
        let e = try log.log(.init(exerciseQuery: "Bench Press (Barbell)", sets: try sets("100x5")), now: t0)
        #expect(e.numbers.map(\.number) == [3])
    }
}
