import Foundation
import GRDB
@testable import WorkoutCore
import Notation
import Testing

/// Templates that keep a workout as it was lifted (every set, warm-ups,
/// supersets) and workouts that follow them, on a real database file.
@Suite struct TemplateSupersetTests: LoggingOnFile {
    let database: AppDatabase
    init() throws { (database, _) = try temporaryDatabase() }

    /// Logs `tokens` of `query` joining the set before (`--superset`).
    @discardableResult
    func paired(_ query: String, _ tokens: String, at minute: Double) throws -> WorkoutLog.Logged {
        var request = WorkoutLog.Request(exerciseQuery: query, sets: try SetNotation.sets([tokens], unit: .kg), confirmed: true)
        request.superset = true
        return try log.log(request, now: at(minute))
    }

    /// A superset day: bench warm-ups, then bench and row in rounds, then curls alone.
    func supersetDay() throws -> Int64 {
        try logged("bench press", "20x10", kind: .warmup, at: 0)
        try logged("bench press", "60x5", kind: .warmup, at: 1)
        try logged("bench press", "100x5", at: 3)
        try paired("bent over row", "80x8", at: 4)
        try logged("bench press", "102.5x4", at: 7)
        try logged("bent over row", "80x8", at: 8)
        try logged("bench press", "90x6", kind: .drop, at: 11)
        try logged("bicep curl barbell", "40x10", at: 15)
        return try log.end(now: at(20)).id!
    }

    @Test func test_a_template_saved_from_a_workout_keeps_every_set_warm_ups_and_the_superset() throws {
        let plan = try TemplateBook(database).save("Push Pull", from: try supersetDay())
        #expect(plan.items.map(\.exercise.name) == ["Bench Press (Barbell)", "Bent Over Row (Barbell)", "Bicep Curl (Barbell)"])
        let bench = plan.items[0]
        #expect(bench.plannedSets.map(\.kind) == [.warmup, .warmup, .normal, .normal, .drop])
        #expect(bench.plannedSets.map(\.weightKg) == [20, 60, 100, 102.5, 90])
        #expect(bench.plannedSets.map(\.reps) == [10, 5, 5, 4, 6])
        #expect(bench.sets == 3, "three working sets: two normal and the drop")
        #expect(plan.items[0].superset != nil && plan.items[0].superset == plan.items[1].superset)
        #expect(plan.items[2].superset == nil)
        #expect(plan.round(of: plan.items[1].exercise.id)?.map(\.exercise.name) == ["Bench Press (Barbell)", "Bent Over Row (Barbell)"])
        #expect(plan.supersetLetters.values.sorted() == ["A"])

        // Read back from the file: nothing is lost on the way.
        let reread = try TemplateBook(database).plan(named: "Push Pull")
        #expect(reread.items.map(\.plannedSets) == plan.items.map(\.plannedSets))
        #expect(reread.items.map(\.superset) == plan.items.map(\.superset))
    }

    @Test func test_round_one_from_a_template_is_a_superset_and_rests_after_the_round() throws {
        try TemplateBook(database).save("Push Pull", from: try supersetDay())
        _ = try log.start(template: "Push Pull", now: at(2000))
        try logged("bench press", "20x10", kind: .warmup, at: 2001)
        let warmup = try logged("bench press", "60x5", kind: .warmup, at: 2002)
        #expect(warmup.next?.exercise.name == "Bench Press (Barbell)", "after a warm-up the bench itself comes next, not the row")

        // Round one: no --superset typed anywhere.
        let a1 = try logged("bench press", "100x5", at: 2004)
        #expect(a1.next?.exercise.name == "Bent Over Row (Barbell)")
        #expect(a1.next?.withinRound == true, "the row follows within the round: a transition, not a rest")
        #expect(a1.next?.superset == "A2")
        let a2 = try logged("bent over row", "80x8", at: 2005)
        #expect(a2.superset == "A2", "the row joined the bench's superset by the plan")
        #expect(a2.next?.exercise.name == "Bench Press (Barbell)")
        #expect(a2.next?.withinRound == false, "after the round: a rest")
        let all = try database.writer.read { try WorkoutSet.filter(WorkoutSet.Columns.workoutId == a2.workout.id!).fetchAll($0) }
        let sets = all.filter { $0.kind != .warmup }
        #expect(Set(sets.map(\.supersetGroup)).count == 1 && sets.allSatisfy { $0.supersetGroup != nil })
        let warmups = all.filter { $0.kind == .warmup }
        #expect(warmups.allSatisfy { $0.supersetGroup == nil }, "warm-ups are in no superset")
    }

    @Test func test_a_template_workout_targets_each_planned_set_the_first_time() throws {
        // A pyramid saved from a workout elsewhere: the plan's sets are today's targets, set by set.
        try logged("squat", "100x5", at: 0)
        try logged("squat", "110x3", at: 3)
        try logged("squat", "120x1", at: 6)
        let plan = try TemplateBook(database).save("Pyramid", from: try log.end(now: at(10)).id!)
        let item = try #require(plan.items.first)
        let planned = Progression.targets(count: item.sets, range: nil, incrementKg: 2.5, last: [], planned: (item.weightKg, item.reps),
                                          plannedSets: item.plannedSets.map { ($0.weightKg, $0.reps) })
        #expect(planned?.sets == [SetTarget(weightKg: 100, reps: 5), SetTarget(weightKg: 110, reps: 3), SetTarget(weightKg: 120, reps: 1)])
        #expect(planned?.basis == .plan)
    }

    @Test func test_planning_a_superset_by_name_joins_the_exercise_before_and_leaving_dissolves_it() throws {
        let book = TemplateBook(database)
        let spec = try TemplateBook.PlanSpec.parse("3x8-12")
        try book.plan("Arms", exercise: "bicep curl barbell", spec: spec)
        let joined = try book.plan("Arms", exercise: "triceps pushdown", spec: spec, pairing: .join).plan
        #expect(joined.items.count == 2 && joined.items[0].superset != nil && joined.items[0].superset == joined.items[1].superset)
        #expect(throws: WorkoutError.self) { try book.plan("Legs", exercise: "squat", spec: spec, pairing: .join) }
        let alone = try book.plan("Arms", exercise: "triceps pushdown", spec: spec, pairing: .alone).plan
        #expect(alone.items.allSatisfy { $0.superset == nil }, "a superset of one is none")
    }
}
