import Foundation
@testable import WorkoutCore
import Testing
import Notation

/// `stats` on a history that stopped months ago (an import from another
/// app) charts the weeks up to its last workout, not twelve empty weeks.
@Suite struct StatsWindowTests {
    let database: AppDatabase
    var log: WorkoutLog { WorkoutLog(database) }
    /// Friday 15 Jan 2027, in ISO week 2027-W02.
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)
    let week: TimeInterval = 7 * 86400

    init() throws {
        database = try temporaryDatabase().0
        // One workout in 2027-W02, one in 2027-W03.
        for at in [t0, t0.addingTimeInterval(week)] {
            _ = try log.log(.init(exerciseQuery: "squat", sets: try SetNotation.parse("100x5", unit: .kg)), now: at)
            _ = try log.end(now: at.addingTimeInterval(600))
        }
    }

    @Test func test_weeks_end_at_the_last_week_with_a_workout_when_the_recent_ones_are_empty() throws {
        let stats = try TrainingStats.compute(database, now: t0.addingTimeInterval(20 * week), weeks: 12)
        #expect(stats.endsAtLastWorkout)
        #expect(stats.weeks.count == 12)
        // 2026 has 53 ISO weeks: W45 to W53, then 2027-W01 to W03.
        #expect(stats.weeks.map { ISOWeek.name(of: $0.start) }.first == "2026-W45")
        #expect(stats.weeks.map { ISOWeek.name(of: $0.start) }.last == "2027-W03")
        #expect(stats.weeks.map(\.workouts) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1])
        #expect(stats.currentStreak == 0 && stats.longestStreak == 2 && stats.totalWorkouts == 2)
    }

    @Test func test_weeks_end_at_this_week_while_they_hold_a_workout() throws {
        let stats = try TrainingStats.compute(database, now: t0.addingTimeInterval(10 * week), weeks: 12)
        #expect(!stats.endsAtLastWorkout)
        #expect(stats.weeks.map { ISOWeek.name(of: $0.start) }.first == "2027-W01")
        #expect(stats.weeks.map { ISOWeek.name(of: $0.start) }.last == "2027-W12")
        #expect(stats.weeks.map(\.workouts) == [0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func test_an_empty_log_keeps_this_weeks_chart() throws {
        let empty = try temporaryDatabase().0
        let stats = try TrainingStats.compute(empty, now: t0, weeks: 4)
        #expect(!stats.endsAtLastWorkout)
        #expect(stats.weeks.map { ISOWeek.name(of: $0.start) } == ["2026-W52", "2026-W53", "2027-W01", "2027-W02"])
        #expect(stats.weeks.map(\.workouts) == [0, 0, 0, 0])
    }
}
