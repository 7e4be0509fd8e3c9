import Foundation
@testable import WorkoutCore
import Testing
import Notation

/// A listing cut by its limit knows how many there are in all, so it can
/// say `3 of 4 sessions` rather than count only what it shows.
@Suite struct HistoryCountTests {
    let database: AppDatabase
    var history: HistoryBook { HistoryBook(database) }
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    /// Four bench workouts a day apart, then one of squats only.
    init() throws {
        database = try temporaryDatabase().0
        let log = WorkoutLog(database)
        for (day, exercise) in ["bench press", "bench press", "bench press", "bench press", "squat"].enumerated() {
            let at = t0.addingTimeInterval(Double(day) * 86400)
            _ = try log.log(.init(exerciseQuery: exercise, sets: try SetNotation.parse("100x5", unit: .kg)), now: at)
            _ = try log.end(now: at.addingTimeInterval(600))
        }
    }

    @Test func test_sessions_of_an_exercise_are_counted_beyond_the_limit() throws {
        let cut = try history.sessionsCounted(of: "bench press", limit: 3)
        #expect(cut.sessions.map(\.workoutId) == [4, 3, 2])
        #expect(cut.total == 4)
        let all = try history.sessionsCounted(of: "bench press", limit: 20)
        #expect(all.sessions.count == 4 && all.total == 4)
        #expect(try history.sessionsCounted(of: "deadlift", limit: 3).total == 0)
    }

    @Test func test_the_count_follows_the_gym_asked_for() throws {
        try GymBook(database).add("Home Gym")
        try history.editWorkout(1, .init(gym: "home gym"))
        let home = try history.sessionsCounted(of: "bench press", limit: 1, gym: "Home Gym")
        #expect(home.sessions.map(\.workoutId) == [1] && home.total == 1)
        #expect(try history.sessionsCounted(of: "bench press", limit: 1, gym: "Default Gym").total == 3)
        #expect(try history.listCounted(limit: 1, gym: "Default Gym").total == 4)
    }

    @Test func test_workouts_are_counted_beyond_the_limit() throws {
        let cut = try history.listCounted(limit: 2)
        #expect(cut.rows.map(\.id) == [5, 4])
        #expect(cut.total == 5)
        #expect(try history.list(limit: 2).map(\.id) == [5, 4])
    }
}
