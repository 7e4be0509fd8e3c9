import Foundation
@testable import WorkoutCore
import Testing
import Notation

/// What a notification's Done logs is logged once, and only while the set
/// it followed is still the last of the workout in progress.
@Suite struct LogAfterTests {
    let database: AppDatabase
    var log: WorkoutLog { WorkoutLog(database) }
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws { (database, _) = try temporaryDatabase() }

    /// The request Done makes: bench 100 × 5 after set `after`.
    func done(after: Int64) -> WorkoutLog.Request {
        var request = WorkoutLog.Request(exerciseQuery: "bench_press_barbell", sets: [SetEntry(weightKg: 100, reps: 5)], confirmed: true)
        request.exerciseID = "bench_press_barbell"
        request.onlyAfter = after
        return request
    }

    func staleReason(_ body: () throws -> Void) -> String? {
        do { try body() } catch WorkoutError.stale(let why) { return why } catch { return "another error: \(error)" }
        return nil
    }

    @Test func test_done_logs_the_named_set_once_and_a_second_press_logs_nothing() throws {
        let first = try log.log(.init(exerciseQuery: "bench press", sets: SetNotation.parse("100x5", unit: .kg)), now: t0)
        let after = try #require(first.sets.last?.id)
        let logged = try log.log(done(after: after), now: t0.addingTimeInterval(120))
        #expect(logged.workout.id == first.workout.id && logged.sets.map(\.weightKg) == [100] && logged.sets.map(\.reps) == [5])
        #expect(staleReason { _ = try log.log(done(after: after), now: t0.addingTimeInterval(125)) } == "a set was logged since")
        let sets = try database.writer.read { try WorkoutSet.fetchCount($0) }
        #expect(sets == 2)
        // It is a log like any other: undo takes it back.
        _ = try log.undo()
        #expect(try database.writer.read { try WorkoutSet.fetchCount($0) } == 1)
    }

    @Test func test_done_after_the_workout_ended_or_was_left_open_too_long_logs_nothing() throws {
        let first = try log.log(.init(exerciseQuery: "bench press", sets: SetNotation.parse("100x5", unit: .kg)), now: t0)
        let after = try #require(first.sets.last?.id)
        var late = done(after: after)
        late.autoEnd = 3600
        #expect(staleReason { _ = try log.log(late, now: t0.addingTimeInterval(3601)) } == "the workout has been left open too long since its last set")
        _ = try log.end(now: t0.addingTimeInterval(200))
        #expect(staleReason { _ = try log.log(done(after: after), now: t0.addingTimeInterval(300)) } == "no workout is in progress now")
        #expect(try database.writer.read { try WorkoutSet.fetchCount($0) } == 1)
        #expect(try database.writer.read { try Workout.fetchCount($0) } == 1, "no workout was started for it")
    }
}
