import Foundation
import GRDB
@testable import WorkoutCore
import Testing

/// The per-workout volume ledger is kept by triggers; after any mix of
/// logging, editing and deleting it must equal a direct sum over the sets.
@Suite struct VolumeLedgerTests {
    let database: AppDatabase
    init() throws { database = try temporaryDatabase().0 }

    private func direct(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT workoutId || ' ' || exerciseId || ' ' || (kind = 'warmup') || ' ' || COUNT(*) || ' ' || SUM(COALESCE(reps, 0))
                   || ' ' || printf('%.6f', \(VolumeLedger.loadSum))
            FROM workoutSet GROUP BY workoutId, exerciseId, kind = 'warmup' ORDER BY 1
            """)
    }

    private func ledger(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT workoutId || ' ' || exerciseId || ' ' || warmup || ' ' || sets || ' ' || reps || ' ' || printf('%.6f', load)
            FROM workoutVolume ORDER BY 1
            """)
    }

    @Test func test_ledger_matches_the_sets_through_every_change() throws {
        var rng = SystemRandomNumberGenerator()
        let log = WorkoutLog(database)
        let history = HistoryBook(database)
        let queries = ["bench press", "squat", "pull up", "plank", "deadlift"]
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        for step in 0..<120 {
            let now = t0.addingTimeInterval(Double(step) * 90)
            let ids = try database.writer.read { try Int64.fetchAll($0, sql: "SELECT id FROM workoutSet") }
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5:
                let q = queries.randomElement(using: &rng)!
                let token = q == "plank" ? "60s" : q == "pull up" ? "x\(Int.random(in: 1...12))" : "\(Int.random(in: 20...200))x\(Int.random(in: 1...10))x\(Int.random(in: 1...3))"
                _ = try log.log(.init(exerciseQuery: q, sets: try SetNotation.parse(token, unit: .kg),
                                      kind: SetKind.allCases.randomElement(using: &rng)!), now: now)
            case 5...6 where !ids.isEmpty:
                try history.editSet(ids.randomElement(using: &rng)!, .init(weightKg: Double(Int.random(in: 0...150)),
                                                                            reps: Int.random(in: 1...20), kind: SetKind.allCases.randomElement(using: &rng)!))
            case 7 where !ids.isEmpty:
                try history.deleteSet(ids.randomElement(using: &rng)!)
            case 8:
                if try log.active() != nil { _ = try log.end(now: now) }
            default:
                let workouts = try database.writer.read { try Int64.fetchAll($0, sql: "SELECT id FROM workout WHERE endedAt IS NOT NULL") }
                if let w = workouts.randomElement(using: &rng), Bool.random(using: &rng) { try history.deleteWorkout(w) } // cascade
            }
        }
        let (sets, kept, summed) = try database.writer.read { db in (try WorkoutSet.fetchCount(db), try ledger(db), try direct(db)) }
        #expect(sets > 0)
        #expect(kept == summed)
    }

    @Test func test_discarding_a_workout_empties_its_ledger() throws {
        _ = try WorkoutLog(database).log(.init(exerciseQuery: "bench press", sets: try SetNotation.parse("100x5x3", unit: .kg)))
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT sets FROM workoutVolume") } == 3)
        _ = try WorkoutLog(database).discard()
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutVolume") } == 0)
    }
}
