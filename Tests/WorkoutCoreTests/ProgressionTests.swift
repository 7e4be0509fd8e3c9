import Foundation
@testable import WorkoutCore
import Testing
import Notation

/// Double progression as pure arithmetic, then targets, shorthands and
/// `next` on a real database file.
@Suite struct ProgressionTests {
    typealias Last = [(weightKg: Double?, reps: Int?)]

    @Test func test_every_set_at_the_top_of_the_range_adds_the_increment_and_starts_at_the_bottom() throws {
        let last: Last = [(60, 12), (60, 12), (60, 12)]
        let (sets, basis) = try #require(Progression.targets(count: 3, range: RepRange(min: 8, max: 12), incrementKg: 2.5,
                                                            last: last, planned: (nil, nil)))
        #expect(basis == .progressed)
        #expect(sets == Array(repeating: SetTarget(weightKg: 62.5, reps: 8), count: 3))
    }

    @Test func test_short_of_the_top_keeps_the_weight_and_aims_one_rep_higher_per_set() throws {
        let last: Last = [(60, 12), (60, 10), (60, 7)]
        let (sets, basis) = try #require(Progression.targets(count: 3, range: RepRange(min: 8, max: 12), incrementKg: 2.5,
                                                            last: last, planned: (nil, nil)))
        #expect(basis == .moreReps)
        #expect(sets.map(\.reps) == [12, 11, 8], "capped at the top, one more, and never below the bottom")
        #expect(sets.allSatisfy { $0.weightKg == 60 })
        // Fewer sets than planned last time is not "every set at the top".
        let short = try #require(Progression.targets(count: 3, range: RepRange(min: 8, max: 12), incrementKg: 2.5,
                                                     last: [(60, 12), (60, 12)], planned: (nil, nil)))
        #expect(short.basis == .moreReps && short.sets.map(\.reps) == [12, 12, 8])
    }

    @Test func test_only_sets_at_the_top_weight_carry_the_progression() throws {
        let range = RepRange(min: 5, max: 8)
        // A pyramid: the reps come from the sets at the top weight only.
        let pyramid = try #require(Progression.targets(count: 3, range: range, incrementKg: 2.5,
                                                       last: [(60, 10), (80, 8), (100, 5)], planned: (nil, nil)))
        #expect(pyramid.basis == .moreReps && pyramid.sets.map(\.reps) == [6, 5, 5] && pyramid.sets.allSatisfy { $0.weightKg == 100 })
        // A lighter back-off set that fell short does not hold the progression back.
        let backoff = try #require(Progression.targets(count: 3, range: range, incrementKg: 2.5,
                                                       last: [(100, 8), (100, 8), (100, 8), (80, 6)], planned: (nil, nil)))
        #expect(backoff.basis == .progressed && backoff.sets.first == SetTarget(weightKg: 102.5, reps: 5))
        // A bodyweight movement topped out adds the increment to the body.
        let dips = try #require(Progression.targets(count: 2, range: RepRange(min: 8, max: 12), incrementKg: 2.5,
                                                    last: [(nil, 12), (nil, 12)], planned: (nil, nil), bodyweight: true))
        #expect(dips.basis == .progressed && dips.sets == Array(repeating: SetTarget(weightKg: 2.5, reps: 8), count: 2))
        // Assisted: less assistance.
        let assisted = try #require(Progression.targets(count: 1, range: RepRange(min: 6, max: 10), incrementKg: 5,
                                                        last: [(-30, 10)], planned: (nil, nil), bodyweight: true))
        #expect(assisted.sets == [SetTarget(weightKg: -25, reps: 6)])
    }

    @Test func test_no_history_uses_the_plan_and_no_range_repeats_last_time() throws {
        let first = try #require(Progression.targets(count: 3, range: RepRange(min: 8, max: 12), incrementKg: 2.5, last: [],
                                                     planned: (40, nil)))
        #expect(first.basis == .plan && first.sets == Array(repeating: SetTarget(weightKg: 40, reps: 8), count: 3))
        let again = try #require(Progression.targets(count: nil, range: nil, incrementKg: 2.5, last: [(100, 5), (110, 3)],
                                                     planned: (nil, nil)))
        #expect(again.basis == .repeatLast && again.sets == [SetTarget(weightKg: 100, reps: 5), SetTarget(weightKg: 110, reps: 3)])
        #expect(Progression.targets(count: nil, range: nil, incrementKg: 2.5, last: [], planned: (nil, nil)) == nil)
    }

    @Test func test_default_increments_follow_the_equipment_and_unit() {
        #expect(Progression.defaultIncrement(equipment: "barbell", unit: .kg) == 2.5)
        #expect(Progression.defaultIncrement(equipment: "dumbbell", unit: .kg) == 2)
        #expect(abs(Progression.defaultIncrement(equipment: "barbell", unit: .lb) - WeightUnit.lb.toKilograms(5)) < 1e-9)
    }

    @Test func test_plan_spec_reads_sets_and_a_rep_range() throws {
        #expect(try TemplateBook.PlanSpec.parse("3x8-12") == .init(sets: 3, range: RepRange(min: 8, max: 12)))
        #expect(try TemplateBook.PlanSpec.parse("5 x 5") == .init(sets: 5, range: RepRange(min: 5, max: 5)))
        for bad in ["3x12-8", "0x5", "3x", "x8-12", "3x8-12-15", "3x0"] {
            #expect(throws: WorkoutError.self, "\(bad)") { try TemplateBook.PlanSpec.parse(bad) }
        }
    }

    @Test func test_shorthands_parse_and_ordinary_sets_are_not_shorthands() throws {
        #expect(try SetShorthand.parse([], unit: .kg) == .target)
        #expect(try SetShorthand.parse(["same"], unit: .kg) == .same)
        #expect(try SetShorthand.parse(["+2.5x5"], unit: .kg) == .adjust(weightKg: 2.5, reps: 5))
        #expect(try SetShorthand.parse(["-5x8"], unit: .kg) == .adjust(weightKg: -5, reps: 8))
        #expect(try SetShorthand.parse(["+2,5"], unit: .kg) == .adjust(weightKg: 2.5, reps: nil))
        let pounds = try #require(try SetShorthand.parse(["+10"], unit: .lb))
        #expect(pounds == .adjust(weightKg: WeightUnit.lb.toKilograms(10), reps: nil))
        #expect(try SetShorthand.parse(["100x5"], unit: .kg) == nil)
        #expect(throws: NotationError.self) { try SetShorthand.parse(["same", "100x5"], unit: .kg) }
        #expect(throws: NotationError.self) { try SetShorthand.parse(["+x5"], unit: .kg) }
    }
}

/// Targets from a template and the log, through `WorkoutLog` on a real file.
@Suite struct TargetTests: LoggingOnFile {
    let database: AppDatabase
    init() throws { (database, _) = try temporaryDatabase() }

    @Test func test_a_planned_template_progresses_when_every_set_tops_the_range() throws {
        let book = TemplateBook(database)
        let (plan, created) = try book.plan("Push", exercise: "bench press", spec: .parse("3x8-12"), weightKg: 60)
        #expect(created && plan.items.first?.range == RepRange(min: 8, max: 12))
        _ = try book.plan("push", exercise: "bench press", spec: .parse("3x8-12"), incrementKg: 5)
        #expect(try book.list().count == 1, "the same name, any case, is the same template")

        // First session: the plan's weight at the bottom of the range.
        _ = try log.start(template: "Push", now: at(0))
        let first = try logged("bench press", at: 1)
        #expect(first.sets.map(\.weightKg) == [60] && first.sets.map(\.reps) == [8])
        #expect(first.next?.target == SetTarget(weightKg: 60, reps: 8))
        try logged("bench press", "60x12 60x12", at: 2)
        _ = try log.end(now: at(10))

        // Last session's first set was 8 reps: one more, same weight.
        var (_, gym, started) = try log.start(template: "Push", now: at(1440))
        var targets = try book.targets(try #require(started), at: gym)
        #expect(targets.first??.basis == .moreReps)
        #expect(targets.first??.sets.map(\.reps) == [9, 12, 12])
        try logged("bench press", "60x12x3", at: 1441)
        _ = try log.end(now: at(1450))

        // Every set at 12: up by the template's 5 kg increment, back to 8.
        (_, gym, started) = try log.start(template: "Push", now: at(2880))
        targets = try book.targets(try #require(started), at: gym)
        #expect(targets.first??.basis == .progressed)
        #expect(targets.first??.sets == Array(repeating: SetTarget(weightKg: 65, reps: 8), count: 3))
        let today = try logged("bench press", at: 2881)
        #expect(today.sets.first?.weightKg == 65 && today.sets.first?.reps == 8)
    }

    @Test func test_a_heavy_single_holds_a_set_of_five_to_what_its_e1rm_allows_on_loadable_plates() throws {
        let pounds = Loading(unit: .lb, barbell: PlateMath(bar: 45, plates: [45, 35, 25, 10, 5, 2.5]))
        let book = TemplateBook(database)
        _ = try book.plan("Legs", exercise: "squat", spec: .parse("1x5"))
        _ = try log.start(template: "Legs", now: at(0))
        try logged("squat", "455lbx1", at: 1)
        _ = try log.end(now: at(10))

        let (_, gym, started) = try log.start(template: "Legs", now: at(1440))
        let plan = try #require(started)
        let target = try #require(try book.targets(plan, at: gym, loading: pounds).first ?? nil)
        // 455 × 5 by double progression. The single's e1RM (455) allows one step past it:
        // one rep more than it allows for 4 (455 / (1 + 4/30) = 401.47), loadable: 400.
        let set = try #require(target.sets.first)
        let weight = try #require(set.weightKg), heldBy = try #require(target.cappedByOneRepMaxKg)
        #expect(abs(WeightUnit.lb.fromKilograms(weight) - 400) < 1e-6 && set.reps == 5)
        #expect(abs(WeightUnit.lb.fromKilograms(heldBy) - 455) < 1e-6)
        // `log squat` with no set logs that target.
        let today = try logged("squat", loading: pounds, at: 1441)
        let logged = try #require(today.sets.first?.weightKg)
        #expect(abs(WeightUnit.lb.fromKilograms(logged) - 400) < 1e-6)
    }

    @Test func test_the_e1rm_bound_looks_at_the_last_five_sessions_only() throws {
        let kilograms = Loading(unit: .kg, barbell: PlateMath(bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25]))
        let book = TemplateBook(database)
        _ = try book.plan("Legs", exercise: "squat", spec: .parse("1x5"))
        // Long ago a 200 kg single; lately five sessions of 100 × 1.
        for (day, weight) in [(0.0, "200x1"), (1, "100x1"), (2, "100x1"), (3, "100x1"), (4, "100x1"), (5, "100x1")] {
            _ = try log.start(template: "Legs", now: at(day * 1440))
            try logged("squat", weight, at: day * 1440 + 1)
            _ = try log.end(now: at(day * 1440 + 10))
        }
        let (_, gym, started) = try log.start(template: "Legs", now: at(6 * 1440))
        let plan = try #require(started)
        let target = try #require(try book.targets(plan, at: gym, loading: kilograms).first ?? nil)
        // 100 × 5 by progression; the recent best (100) allows 100 / (1 + 4/30) = 88.24 for 5: loadable 87.5.
        // Had the old 200 counted, 100 × 5 would stand.
        #expect(target.sets.first?.weightKg == 87.5 && target.cappedByOneRepMaxKg == 100)
    }

    @Test func test_the_next_planned_set_follows_the_one_just_done_and_last_means_it() throws {
        let kilograms = Loading(unit: .kg, barbell: PlateMath(bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25]))
        let book = TemplateBook(database)
        _ = try book.plan("Push", exercise: "bench press", spec: .parse("3x5"), weightKg: 100)
        _ = try log.start(template: "Push", now: at(0))
        // Heavier than planned and all 5 reps: the next set is at that weight, and "last" is it.
        let heavier = try logged("bench press", "102.5x5", loading: kilograms, at: 1)
        #expect(heavier.next?.target == SetTarget(weightKg: 102.5, reps: 5))
        #expect(heavier.next?.justDone?.weightKg == 102.5 && "\(heavier.next!.set)" == "set 2 of 3")
        // 3 of 5: e1RM 102.5 × 1.1 = 112.75, which allows 96.64 for 5; loadable: 95.
        let short = try logged("bench press", "102.5x3", loading: kilograms, at: 4)
        #expect(short.next?.target == SetTarget(weightKg: 95, reps: 5))
        #expect(try log.next(loading: kilograms)?.next?.target == SetTarget(weightKg: 95, reps: 5))
    }

    @Test func test_same_and_changes_start_from_the_previous_set() throws {
        #expect(throws: WorkoutError.self) { try logged("bench press", shorthand: .same, at: 0) }
        #expect(throws: WorkoutError.self, "no target without a plan or a last time") { try logged("bench press", at: 0) }
        try logged("bench press", "100x5", at: 1)
        #expect(try logged("bench press", shorthand: .same, at: 2).sets.map(\.weightKg) == [100])
        let heavier = try logged("bench press", shorthand: .adjust(weightKg: 2.5, reps: 3), at: 3)
        #expect(heavier.sets.first?.weightKg == 102.5 && heavier.sets.first?.reps == 3)
        let lighter = try logged("bench press", shorthand: .adjust(weightKg: -12.5, reps: nil), at: 4)
        #expect(lighter.sets.first?.weightKg == 90 && lighter.sets.first?.reps == 3, "reps kept when not given")
        #expect(throws: WorkoutError.self, "no negative bar") { try logged("bench press", shorthand: .adjust(weightKg: -100, reps: 5), at: 5) }
        // Without a plan, the target repeats today's last set.
        #expect(try logged("bench press", at: 6).sets.first?.weightKg == 90)
        // A warm-up is not what `same` repeats for a working set.
        _ = try log.log(.init(exerciseQuery: "bench press", sets: try SetNotation.sets(["40x10"], unit: .kg), kind: .warmup), now: at(7))
        var again = WorkoutLog.Request(exerciseQuery: "bench press", sets: [])
        again.shorthand = .same
        #expect(try log.log(again, now: at(8)).sets.first?.weightKg == 90)
        again.kind = .warmup
        #expect(try log.log(again, now: at(9)).sets.first?.weightKg == 40, "a warm-up repeats the warm-up")
        #expect(try log.sets(of: try #require(try log.active()).id!).count == 8)
    }

    @Test func test_next_follows_the_template_and_the_last_session_at_this_gym() throws {
        try logged("squat", "140x5x3", at: 0)
        try logged("pull up", "x8 x8", at: 2)
        let done = try log.end(now: at(10))
        _ = try TemplateBook(database).save("Legs", from: done.id!)
        _ = try log.start(template: "Legs", now: at(1440))
        let before = try #require(try log.next())
        #expect(before.next?.exercise.name == "Squat (Barbell)" && before.next?.set.number == 1)
        #expect(before.next?.target == SetTarget(weightKg: 140, reps: 5))
        try logged("squat", "140x5x3", at: 1441)
        let after = try #require(try log.next())
        #expect(after.next?.exercise.name == "Pull Up" && after.next?.target == SetTarget(weightKg: nil, reps: 8))
        try logged("pull up", "x8 x8", at: 1445)
        #expect(try log.next()?.next == nil, "all planned sets done")
    }
    @Test func test_a_screen_moves_through_the_plan_and_logs_by_exercise_id() throws {
        try logged("squat", "140x5x3", at: 0)
        try logged("pull up", "x8 x8", at: 2)
        try logged("bench press", "100x5", at: 3)
        let done = try log.end(now: at(10))
        _ = try TemplateBook(database).save("Full", from: done.id!)
        _ = try log.start(template: "Full", now: at(1440))
        let squat = try #require(try log.next()?.next)
        // On from squat: pull ups, then bench, then round to squat again.
        let pull = try #require(try log.plannedExercise(after: squat.exercise.id))
        #expect(pull.exercise.name == "Pull Up" && pull.set.number == 1 && pull.target == SetTarget(weightKg: nil, reps: 8))
        let bench = try #require(try log.plannedExercise(after: pull.exercise.id))
        #expect(bench.exercise.name == "Bench Press (Barbell)" && bench.previous?.set.weightKg == 100)
        #expect(try log.plannedExercise(after: bench.exercise.id)?.exercise.id == squat.exercise.id)

        // Logged by id with no set: today's target, then the next set's number.
        var request = WorkoutLog.Request(exerciseQuery: "ignored", sets: [])
        request.exerciseID = bench.exercise.id
        request.shorthand = .target
        let logged = try log.log(request, now: at(1441))
        #expect(logged.exercise.id == bench.exercise.id && logged.sets.first?.weightKg == 100)
        #expect(try log.upNext(ofExercise: bench.exercise.id).set.number == 2)
        // Bench's one planned set is done: it is skipped when moving on.
        #expect(try log.plannedExercise(after: pull.exercise.id)?.exercise.id == squat.exercise.id)
        #expect(try log.upNext(of: "deadlift").previous == nil)
        #expect(throws: WorkoutError.self) { try log.upNext(of: "no such lift at all") }
    }
}
