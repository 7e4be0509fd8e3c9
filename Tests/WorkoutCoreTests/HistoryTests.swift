import Foundation
import GRDB
@testable import WorkoutCore
import Testing
import Notation

@Suite struct HistoryTests {
    let database: AppDatabase
    var log: WorkoutLog { WorkoutLog(database) }
    var history: HistoryBook { HistoryBook(database) }
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws { database = try temporaryDatabase().0 }

    private func logged(_ query: String, _ token: String, at offset: TimeInterval = 0, kind: SetKind = .normal) throws -> WorkoutLog.Logged {
        try log.log(.init(exerciseQuery: query, sets: try SetNotation.parse(token, unit: .kg), kind: kind), now: t0.addingTimeInterval(offset))
    }

    @Test func test_set_edit_and_delete() throws {
        let first = try logged("bench press", "100x5x2")
        let id = first.sets[0].id!
        let edited = try history.editSet(id, .init(weightKg: try SetNotation.parseWeight("225lb", unit: .kg), reps: 4, rpe: 9, kind: .failure)).0
        #expect(abs(edited.weightKg! - 102.0582) < 0.001 && edited.reps == 4 && edited.rpe == 9 && edited.kind == .failure)
        #expect(try database.writer.read { try WorkoutSet.fetchOne($0, key: id) } == edited)
        #expect(throws: WorkoutError.self) { try history.editSet(id, .init(reps: 0)) }
        #expect(throws: WorkoutError.self) { try history.editSet(id, .init(rpe: 11)) }
        #expect(throws: WorkoutError.self) { try history.editSet(id, .init()) }
        #expect(throws: WorkoutError.unknownSet(999)) { try history.editSet(999, .init(reps: 3)) }
        try history.deleteSet(first.sets[1].id!)
        #expect(try history.detail(first.workout.id!).sets.map(\.id) == [id])
    }

    @Test func test_workout_edit_and_delete() throws {
        try GymBook(database).add("Home Gym")
        let first = try logged("squat", "140x3x3")
        _ = try log.end(now: t0.addingTimeInterval(3600))
        let id = first.workout.id!
        let edited = try history.editWorkout(id, .init(name: "Legs", gym: "home gym", startedAt: t0.addingTimeInterval(-600),
                                                       endedAt: t0.addingTimeInterval(4000), note: "knees fine"))
        #expect(edited.name == "Legs" && edited.note == "knees fine" && edited.endedAt == t0.addingTimeInterval(4000))
        #expect(try history.detail(id).gym.name == "Home Gym")
        #expect(throws: WorkoutError.self) { try history.editWorkout(id, .init(endedAt: t0.addingTimeInterval(-7200))) }
        #expect(throws: WorkoutError.self) { try history.editWorkout(id, .init(gym: "Nowhere")) }
        #expect(try history.detail(id).workout == edited) // refused edits changed nothing
        let deleted = try history.deleteWorkout(id)
        #expect(deleted.sets.count == 3)
        #expect(try database.writer.read { try WorkoutSet.fetchCount($0) } == 0)
        #expect(throws: WorkoutError.unknownWorkout(id)) { try history.detail(id) }
    }

    @Test func test_template_saved_from_a_workout_plans_the_next_one() throws {
        _ = try logged("bench press", "60x10", kind: .warmup)
        _ = try logged("bench press", "100x5x3", at: 60)
        _ = try logged("pull up", "x10x2", at: 600)
        let done = try log.end(now: t0.addingTimeInterval(1800))
        let plan = try TemplateBook(database).save("Push Pull", from: done.id!)
        #expect(plan.items.map(\.exercise.name) == ["Bench Press (Barbell)", "Pull Up"])
        #expect(plan.items.map(\.sets) == [3, 2])
        #expect(plan.items[0].weightKg == 100 && plan.items[0].reps == 5)
        #expect(throws: WorkoutError.self) { try TemplateBook(database).save("push pull", from: done.id!) }
        #expect(throws: WorkoutError.self) { try log.start(template: "legs") }

        let later = t0.addingTimeInterval(86400 * 2)
        let (workout, _, started) = try log.start(template: "push", now: later)
        #expect(started?.template.name == "Push Pull" && workout.name == "Push Pull" && workout.templateId == plan.template.id)
        // While bench sets remain, the next is bench; after the third, pull-ups.
        var step = try log.log(.init(exerciseQuery: "bench press", sets: try SetNotation.parse("100x5x2", unit: .kg)), now: later)
        #expect(step.next?.exercise.name == "Bench Press (Barbell)" && step.next?.set.number == 3)
        step = try log.log(.init(exerciseQuery: "bench press", sets: try SetNotation.parse("100x5", unit: .kg)), now: later)
        #expect(step.next?.exercise.name == "Pull Up" && step.next?.set.number == 1)
        #expect(step.next?.previous?.set.reps == 10 && step.next?.previous?.atSameGym == true)
        step = try log.log(.init(exerciseQuery: "pull up", sets: try SetNotation.parse("x10x2", unit: .kg)), now: later)
        #expect(step.next == nil) // plan complete
    }

    @Test func test_stats_weeks_streaks_records_and_rest() throws {
        // Workouts in three consecutive weeks, a gap, then this week.
        let now = t0
        for weeksBack in [0, 2, 3, 4] {
            let at = now.addingTimeInterval(-Double(weeksBack) * 7 * 86400)
            _ = try log.log(.init(exerciseQuery: "bench press", sets: try SetNotation.parse("100x5", unit: .kg)), now: at)
            _ = try log.log(.init(exerciseQuery: "bench press", sets: try SetNotation.parse("\(90 + weeksBack)x8", unit: .kg)), now: at.addingTimeInterval(120))
            _ = try log.end(now: at.addingTimeInterval(600))
        }
        _ = try log.log(.init(exerciseQuery: "squat", sets: try SetNotation.parse("150x1", unit: .kg)), now: now.addingTimeInterval(700))
        _ = try log.log(.init(exerciseQuery: "squat", sets: try SetNotation.parse("200x20", unit: .kg), kind: .warmup), now: now.addingTimeInterval(800))
        let stats = try database.writer.read { try TrainingStats.compute($0, now: now) }
        #expect(stats.weeks.count == 12)
        #expect(stats.weeks.suffix(5).map(\.workouts) == [1, 1, 1, 0, 2])
        #expect(stats.currentStreak == 1 && stats.longestStreak == 3 && stats.totalWorkouts == 5)
        let bench = try #require(stats.records.first { $0.exercise.id == "bench_press_barbell" })
        #expect(abs(bench.oneRepMaxKg - 94 * (1 + 8.0 / 30)) < 1e-9) // 94x8 (119.07) beats 100x5 (116.67)
        let squat = try #require(stats.records.first { $0.exercise.id == "squat_barbell" })
        #expect(squat.oneRepMaxKg == 150) // a single is its own weight; the warm-up does not count
        let rest = try #require(stats.rest.first { $0.exercise.id == "bench_press_barbell" })
        #expect(rest.averageSeconds == 120 && rest.sets == 4)
    }
}
