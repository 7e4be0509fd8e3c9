import Foundation
import GRDB
@testable import WorkoutCore
import Testing
import TestSupport
import Notation

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
        var rng = SeededGenerator(seed: 0x6D5F_11E2)
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
                let token = q == "plank" ? "60s" : q == "pull up" ? "x\(Int.random(in: 1...12, using: &rng))"
                    : "\(Int.random(in: 20...200, using: &rng))x\(Int.random(in: 1...10, using: &rng))x\(Int.random(in: 1...3, using: &rng))"
                _ = try log.log(.init(exerciseQuery: q, sets: try SetNotation.parse(token, unit: .kg),
                                      kind: SetKind.allCases.randomElement(using: &rng)!), now: now)
            case 5...6 where !ids.isEmpty:
                let id = ids.randomElement(using: &rng)!
                let type = try database.writer.read { db in
                    ExerciseType(rawValue: try String.fetchOne(db, sql: """
                        SELECT e.type FROM exercise e JOIN workoutSet s ON s.exerciseId = e.id WHERE s.id = ?
                        """, arguments: [id])!)!
                }
                let kind = SetKind.allCases.randomElement(using: &rng)!
                try history.editSet(id, type.fields.contains(.reps)
                    ? .init(weightKg: Double(Int.random(in: 0...150, using: &rng)), reps: Int.random(in: 1...20, using: &rng), kind: kind)
                    : .init(seconds: Double(Int.random(in: 10...120, using: &rng)), kind: kind))
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
        try expectLedgerMatchesSets(database)
        // Group and muscle volume read from the ledger equal a sum over the
        // raw sets, with or without warm-ups.
        for warmups in [false, true] {
            let report = try database.writer.read {
                try VolumeReport.compute($0, catalog: database.taxonomy, from: .distantPast, to: .distantFuture, includeWarmups: warmups)
            }
            let (muscles, groups) = try directVolume(includeWarmups: warmups)
            #expect(Set(report.groups.keys) == Set(groups.keys))
            for (group, expected) in groups { #expect(close(report.groups[group] ?? .init(), expected), "\(group)") }
            #expect(Set(report.muscles.keys) == Set(muscles.keys))
            for (muscle, expected) in muscles { #expect(close(report.muscles[muscle] ?? .init(), expected), "\(muscle)") }
        }
    }

    /// Volume summed set by set from `workoutSet` and `exerciseMuscle`,
    /// without the ledger: a muscle gets its weight per set, a group the
    /// largest weight among its muscles.
    private func directVolume(includeWarmups: Bool) throws -> (muscles: [String: VolumeReport.Totals], groups: [String: VolumeReport.Totals]) {
        let groupOf = Dictionary(uniqueKeysWithValues: database.taxonomy.muscles.map { ($0.id, $0.group) })
        let (sets, contributions) = try database.writer.read { db in
            (try WorkoutSet.fetchAll(db), try ExerciseMuscle.fetchAll(db))
        }
        var muscles: [String: VolumeReport.Totals] = [:], groups: [String: VolumeReport.Totals] = [:]
        for set in sets where includeWarmups || set.kind != .warmup {
            let reps = Double(set.reps ?? 0)
            let load = max(0, set.weightKg ?? 0) * reps
            var best: [String: Double] = [:]
            for c in contributions where c.exerciseId == set.exerciseId {
                muscles[c.muscleId, default: .init()].add(sets: c.weight, reps: reps * c.weight, load: load * c.weight)
                best[groupOf[c.muscleId]!] = max(best[groupOf[c.muscleId]!] ?? 0, c.weight)
            }
            for (group, w) in best { groups[group, default: .init()].add(sets: w, reps: reps * w, load: load * w) }
        }
        return (muscles, groups)
    }

    @Test func test_discarding_a_workout_empties_its_ledger() throws {
        _ = try WorkoutLog(database).log(.init(exerciseQuery: "bench press", sets: try SetNotation.parse("100x5x3", unit: .kg)))
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT sets FROM workoutVolume") } == 3)
        _ = try WorkoutLog(database).discard()
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutVolume") } == 0)
    }
}
