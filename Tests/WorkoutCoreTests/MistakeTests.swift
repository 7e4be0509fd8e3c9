import Foundation
import GRDB
@testable import WorkoutCore
import Testing
import Notation

/// Mistakes are cheap to undo, and likely typos are confirmed first.
@Suite struct MistakeTests {
    let database: AppDatabase
    var log: WorkoutLog { WorkoutLog(database) }
    var history: HistoryBook { HistoryBook(database) }
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws { database = try temporaryDatabase().0 }

    private func request(_ query: String, _ token: String, confirmed: Bool = false) throws -> WorkoutLog.Request {
        .init(exerciseQuery: query, sets: try SetNotation.parse(token, unit: .kg), confirmed: confirmed)
    }
    private var setIds: [Int64] { get throws { try database.writer.read { try Int64.fetchAll($0, sql: "SELECT id FROM workoutSet ORDER BY id") } } }

    @Test func test_undo_removes_the_last_log_and_only_it() throws {
        let first = try log.log(try request("bench press", "100x5x2"), now: t0)
        let second = try log.log(try request("bench press", "102.5x3x2"), now: t0.addingTimeInterval(120))
        let preview = try #require(try log.lastLogged())
        #expect(preview.sets.map(\.id) == second.sets.map(\.id))
        #expect(second.sets.map { preview.numbers[$0.id!]!.number } == [3, 4]) // numbered within the whole workout
        let undone = try log.undo()
        #expect(undone.sets.map(\.id) == second.sets.map(\.id))
        #expect(try setIds == first.sets.map { $0.id! })
        #expect(try log.active() != nil) // the workout had sets before: it stays
        #expect(throws: WorkoutError.self) { try log.undo() } // one step only
        #expect(try log.lastLogged() == nil)
    }

    @Test func test_undoing_a_superset_partner_leaves_no_lone_superset() throws {
        let bench = try log.log(try request("bench press", "100x5"), now: t0)
        _ = try log.log(.init(exerciseQuery: "bent over row barbell", sets: try SetNotation.parse("60x10", unit: .kg), superset: true), now: t0)
        #expect(try database.writer.read { try WorkoutSet.fetchOne($0, key: bench.sets[0].id!) }?.supersetGroup != nil)
        _ = try log.undo()
        #expect(try database.writer.read { try WorkoutSet.fetchOne($0, key: bench.sets[0].id!) }?.supersetGroup == nil)
    }

    @Test func test_undo_removes_only_what_was_shown() throws {
        let first = try log.log(try request("squat", "140x3"), now: t0)
        _ = try log.log(try request("squat", "140x3"), now: t0.addingTimeInterval(60))
        #expect(throws: WorkoutError.self) { try log.undo(expecting: first.sets.map { $0.id! }) }
        #expect(try setIds.count == 2)
    }

    @Test func test_undo_of_the_log_that_started_the_workout_removes_it() throws {
        _ = try log.log(try request("squat", "140x3"), now: t0)
        _ = try log.undo()
        #expect(try log.active() == nil)
        #expect(try database.writer.read { try Workout.fetchCount($0) } == 0)
    }

    @Test func test_undo_after_the_sets_were_deleted_has_nothing_to_do() throws {
        let logged = try log.log(try request("squat", "140x3"), now: t0)
        try history.deleteSet(logged.sets[0].id!)
        #expect(throws: WorkoutError.self) { try log.undo() }
    }

    @Test func test_deleting_several_sets_and_ranges_is_all_or_nothing() throws {
        _ = try log.log(try request("bench press", "100x5x6"), now: t0)
        #expect(throws: WorkoutError.unknownSet(99)) { try history.deleteSets([1, 99]) }
        #expect(try setIds == [1, 2, 3, 4, 5, 6])
        #expect(throws: WorkoutError.self) { try history.deleteSets([], ranges: [50...60]) }
        let deleted = try history.deleteSets([1], ranges: [3...4, 4...5, 40...50])
        #expect(deleted.map(\.id) == [1, 3, 4, 5])
        #expect(try setIds == [2, 6])
    }

    @Test func test_unusual_logs_are_confirmed_before_anything_is_written() throws {
        #expect(throws: WorkoutError.self) { try log.log(try request("bench press", "100x5x11"), now: t0) }
        #expect(try setIds.isEmpty)
        #expect(try log.log(try request("bench press", "100x5x11", confirmed: true), now: t0).sets.count == 11)
        // Best e1RM 100 × (1 + 5/30) = 116.7 kg: 233 kg is over twice it; 230 is not.
        do {
            _ = try log.log(try request("bench press", "234x1"), now: t0)
            Issue.record("234 kg should need confirming")
        } catch let error as WorkoutError {
            #expect(error.question(in: .kg)?.contains("more than twice your best estimated 1RM on Bench Press (Barbell) (117 kg)") == true)
        }
        #expect(try setIds.count == 11)
        _ = try log.log(try request("bench press", "230x1"), now: t0)
        // No history: nothing to compare with.
        _ = try log.log(try request("squat", "300x1"), now: t0)
        #expect(try setIds.count == 13)
        // In a later workout the last set bounds the best: 450 kg is within
        // twice 230 kg; 1000 kg is over twice 450 kg, and needs confirming.
        _ = try log.end(now: t0.addingTimeInterval(3600))
        _ = try log.log(try request("bench press", "450x1"), now: t0.addingTimeInterval(86400))
        #expect(throws: WorkoutError.unusuallyHeavy(Mass(kilograms: 1000), exercise: "Bench Press (Barbell)", bestOneRepMax: Mass(kilograms: 450))) {
            try log.log(try request("bench press", "1000x1"), now: t0.addingTimeInterval(86400))
        }
    }
}
