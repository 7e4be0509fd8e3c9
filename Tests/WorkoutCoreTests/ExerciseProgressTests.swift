import Foundation
@testable import WorkoutCore
import Testing
import Notation

/// `ExerciseProgress` on a real database file: a point per session.
@Suite struct ExerciseProgressTests {
    let database: AppDatabase
    init() throws { (database, _) = try temporaryDatabase() }

    private func session(day: Int, _ tokens: String, warmup: String? = nil) throws {
        let log = WorkoutLog(database)
        let start = Date(timeIntervalSince1970: 1_800_000_000 + Double(day) * 86_400)
        if let warmup {
            _ = try log.log(.init(exerciseQuery: "bench press", sets: try SetNotation.sets([warmup], unit: .kg), kind: .warmup, confirmed: true), now: start)
        }
        _ = try log.log(.init(exerciseQuery: "bench press", sets: try SetNotation.sets(tokens.split(separator: " ").map(String.init), unit: .kg),
                              confirmed: true), now: start.addingTimeInterval(60))
        _ = try log.end(now: start.addingTimeInterval(3600))
    }

    @Test func test_top_set_e1rm_volume_and_reps_per_session_oldest_first() throws {
        try session(day: 0, "100x5 100x6 90x8", warmup: "140x1")
        try session(day: 7, "105x5 105x4")
        let p = try ExerciseProgress.of("bench press", in: database)
        #expect(p.exercise.name == "Bench Press (Barbell)")
        #expect(p.sessions.count == 2)
        let first = p.sessions[0]
        #expect(first.topWeightKg == 100 && first.topReps == 6, "the warm-up is not the top set")
        #expect(abs((first.e1rmKg ?? 0) - Epley.oneRepMax(weightKg: 100, reps: 6)) < 1e-9)
        let volume: Double = 100 * 5 + 100 * 6 + 90 * 8
        #expect(first.volumeKg == volume)
        #expect(p.sessions[1].topWeightKg == 105 && p.sessions[1].topReps == 5)
        #expect(p.sessions[0].date < p.sessions[1].date)
        // --since cuts by the workout's start.
        let later = try ExerciseProgress.of("bench press", since: Date(timeIntervalSince1970: 1_800_000_000 + 3 * 86_400), in: database)
        #expect(later.sessions.map(\.topWeightKg) == [105])
        #expect(try ExerciseProgress.of("squat", in: database).sessions.isEmpty)
    }
}
