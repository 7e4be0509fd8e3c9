import Foundation
@testable import WorkoutCore
import Testing
import Notation

/// The rules a target follows between sets, as pure arithmetic with
/// hand-worked values: double progression over mixed sets, the e1RM
/// bound, loadable weights, following today's sets, set labels.
@Suite struct TargetRulesTests {
    static let kgPlates = PlateMath(bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25])
    static let lbPlates = PlateMath(bar: 45, plates: [45, 35, 25, 10, 5, 2.5])
    static let kg = Loading(unit: .kg, barbell: kgPlates)
    static let lb = Loading(unit: .lb, barbell: lbPlates)

    @Test func test_every_set_at_the_top_over_mixed_weights_moves_the_weight_up_not_the_reps() throws {
        // 3×5, last time 100×5, 105×5, 100×5: every set reached 5.
        let result = try #require(Progression.targets(count: 3, range: RepRange(min: 5, max: 5), incrementKg: 2.5,
                                                      last: [(100, 5), (105, 5), (100, 5)], planned: (nil, nil)))
        #expect(result.basis == .progressed)
        #expect(result.sets == Array(repeating: SetTarget(weightKg: 107.5, reps: 5), count: 3))
        // A lighter set at the top of the range never makes the weight go down:
        // 2×5-8 after 60×10, 80×8, 100×5 is more reps at 100, not 82.5.
        let pyramid = try #require(Progression.targets(count: 2, range: RepRange(min: 5, max: 8), incrementKg: 2.5,
                                                       last: [(60, 10), (80, 8), (100, 5)], planned: (nil, nil)))
        #expect(pyramid.basis == .moreReps && pyramid.sets == [SetTarget(weightKg: 100, reps: 6), SetTarget(weightKg: 100, reps: 5)])
        // One set short of the top: no progression, and no target above the range.
        let short = try #require(Progression.targets(count: 3, range: RepRange(min: 5, max: 5), incrementKg: 2.5,
                                                     last: [(100, 5), (105, 4), (100, 5)], planned: (nil, nil)))
        #expect(short.basis == .moreReps)
        #expect(short.sets.allSatisfy { $0.reps <= 5 })
    }

    @Test func test_a_target_is_never_heavier_than_the_recent_best_e1rm_allows_for_its_reps() {
        // A 455 lb single on a 1×5 plan: "455 × 5" is what double progression says.
        let single = Progression.targets(count: 1, range: RepRange(min: 5, max: 5), incrementKg: WeightUnit.lb.toKilograms(5),
                                         last: [(WeightUnit.lb.toKilograms(455), 1)], planned: (nil, nil))!
        #expect(single.sets[0].reps == 5)
        // e1RM of a single is its weight. One step past it for 5 reps: one rep
        // more than it allows (455 / (1 + 4/30) = 401.47) or one increment more
        // (455 / (1 + 5/30) + 5 = 395), whichever is heavier: 401.47 lb.
        let step = WeightUnit.lb.toKilograms(5)
        let (capped, lowered) = Progression.capped(single.sets, oneRepMaxKg: WeightUnit.lb.toKilograms(455), incrementKg: step)
        #expect(lowered)
        #expect(abs(WeightUnit.lb.fromKilograms(capped[0].weightKg!) - 455 / (1 + 4.0 / 30)) < 1e-9)
        #expect(capped[0].heldByOneRepMaxKg == WeightUnit.lb.toKilograms(455))
        // The steps progression takes pass: +2.5 kg on 105 × 5 (e1RM 122.5),
        // and one more rep at 100 after 100 × 8 (e1RM 126.67 allows 100 for 8).
        #expect(!Progression.capped([SetTarget(weightKg: 107.5, reps: 5)], oneRepMaxKg: 122.5, incrementKg: 2.5).capped)
        #expect(!Progression.capped([SetTarget(weightKg: 100, reps: 9)], oneRepMaxKg: 100 * (1 + 8.0 / 30), incrementKg: 2.5).capped)
        // More is held: 120 × 5 from 105 × 5 (e1RM 122.5) becomes what it allows for 4 reps,
        // 122.5 / (1 + 4/30) = 108.09 (heavier than 105 + 2.5).
        let leap = Progression.capped([SetTarget(weightKg: 120, reps: 5)], oneRepMaxKg: 122.5, incrementKg: 2.5)
        #expect(leap.capped && abs(leap.sets[0].weightKg! - 122.5 / (1 + 4.0 / 30)) < 1e-9)
        #expect(!Progression.capped([SetTarget(weightKg: 100, reps: 5)], oneRepMaxKg: nil, incrementKg: 2.5).capped)
    }

    @Test func test_targets_round_down_to_what_the_lifters_plates_load() {
        // 135 lb from an import, shown in kg: 61.23 kg is not loadable; 60 is.
        #expect(Self.kg.roundedDown(kg: WeightUnit.lb.toKilograms(135), equipment: "barbell", stepKg: 2.5) == 60)
        #expect(Self.kg.roundedDown(kg: 61.24, equipment: "barbell", stepKg: 2.5) == 60)
        #expect(Self.kg.roundedDown(kg: 62.5, equipment: "barbell", stepKg: 2.5) == 62.5)
        // 225 lb as an import stores it (102.058283 kg) plus 5 lb is 230, not 225.
        let imported = 102.058283 + WeightUnit.lb.toKilograms(5)
        #expect(abs(WeightUnit.lb.fromKilograms(Self.lb.roundedDown(kg: imported, equipment: "barbell", stepKg: 2.27)) - 230) < 1e-3)
        // 390 lb is 45 + 2 × (45 + 45 + 45 + 35 + 2.5).
        let lb390 = WeightUnit.lb.toKilograms(390)
        #expect(Self.lb.roundedDown(kg: lb390, equipment: "barbell", stepKg: 2.27) == lb390)
        #expect(abs(WeightUnit.lb.fromKilograms(Self.lb.roundedDown(kg: WeightUnit.lb.toKilograms(393), equipment: "barbell", stepKg: 2.27)) - 390) < 1e-9)
        // Without the lifter's bar: a whole number of the exercise's step (2 kg dumbbells, 5 lb stacks).
        #expect(Self.kg.roundedDown(kg: 23.4, equipment: "dumbbell", stepKg: 2) == 22)
        #expect(Self.kg.roundedDown(kg: 22, equipment: "dumbbell", stepKg: 2) == 22)
        #expect(abs(WeightUnit.lb.fromKilograms(Self.lb.roundedDown(kg: WeightUnit.lb.toKilograms(63), equipment: "machine",
                                                                   stepKg: WeightUnit.lb.toKilograms(5))) - 60) < 1e-9)
        // Below the bar, or no plates known: as computed.
        #expect(Self.kg.roundedDown(kg: 15, equipment: "barbell", stepKg: 2.5) == 15)
        #expect(Loading.kilograms.roundedDown(kg: 61.23, equipment: "barbell", stepKg: 2.5) == 61.23)
        // A weight the lifter has loaded stays, loadable or not with these plates.
        let sets = [SetTarget(weightKg: 61, reps: 8), SetTarget(weightKg: 61.23, reps: 8)]
        #expect(Progression.loadable(sets, lifted: [61]) { Self.kg.roundedDown(kg: $0, equipment: "barbell", stepKg: 2.5) }
                == [SetTarget(weightKg: 61, reps: 8), SetTarget(weightKg: 60, reps: 8)])
    }

    @Test func test_the_next_set_follows_the_one_just_done() {
        let planned = SetTarget(weightKg: 100, reps: 5)
        // Met its reps heavier than planned: the next set is at that weight.
        #expect(WorkoutLog.followingToday(planned, aimedAt: planned, justDone: (102.5, 5), equipment: "barbell", stepKg: 2.5, bodyweight: false, loading: Self.kg)
                == SetTarget(weightKg: 102.5, reps: 5))
        // Fell short (3 of 5): e1RM 100 × 1.1 = 110, which allows 110 / (1 + 5/30) = 94.29 for 5; loadable 92.5.
        #expect(WorkoutLog.followingToday(planned, aimedAt: planned, justDone: (100, 3), equipment: "barbell", stepKg: 2.5, bodyweight: false, loading: Self.kg)
                == SetTarget(weightKg: 92.5, reps: 5))
        // A pyramid moves with the lifter: aimed 60 × 10, did 62.5 × 10, so 80 × 8 becomes 82.5 × 8.
        #expect(WorkoutLog.followingToday(SetTarget(weightKg: 80, reps: 8), aimedAt: SetTarget(weightKg: 60, reps: 10),
                                          justDone: (62.5, 10), equipment: "barbell", stepKg: 2.5, bodyweight: false, loading: Self.kg)
                == SetTarget(weightKg: 82.5, reps: 8))
        // A failed set (no reps) keeps the weight.
        #expect(WorkoutLog.followingToday(planned, aimedAt: planned, justDone: (100, nil), equipment: "barbell", stepKg: 2.5, bodyweight: false, loading: Self.kg)
                == SetTarget(weightKg: 100, reps: 5))
    }

    @Test func test_warm_ups_are_w1_w2_and_working_sets_count_apart_against_the_plan() {
        func set(_ id: Int64, _ exercise: String, _ kind: SetKind, group: Int? = nil) -> WorkoutSet {
            WorkoutSet(id: id, workoutId: 1, exerciseId: exercise, position: Int(id), kind: kind, weightKg: 60, reps: 5,
                       seconds: nil, distanceM: nil, rpe: nil, restBeforeSeconds: nil, loggedAt: Date(timeIntervalSince1970: 0),
                       note: nil, supersetGroup: group)
        }
        let sets = [set(1, "squat", .warmup), set(2, "squat", .warmup), set(3, "squat", .normal), set(4, "squat", .normal),
                    set(5, "squat", .normal), set(6, "squat", .drop), set(7, "curl", .normal)]
        let labels = SetNumbering.labels(sets, planned: ["squat": 3])
        #expect(([1, 2, 3, 4, 5, 6, 7] as [Int64]).map { "\(labels[$0]!)" }
                == ["W1", "W2", "set 1 of 3", "set 2 of 3", "set 3 of 3", "set 4", "set 1"])

        // Bench and row going round twice, then a second pair: A1 A2 A1 A2, B1 B2.
        let rounds = [set(1, "bench", .normal, group: 1), set(2, "row", .normal, group: 1), set(3, "bench", .normal, group: 1),
                      set(4, "row", .normal, group: 1), set(5, "curl", .normal, group: 5), set(6, "pushdown", .normal, group: 5)]
        let supersets = SetNumbering.supersetLabels(rounds)
        #expect(rounds.map { SetNumbering.supersetLabel(of: $0, in: supersets)! } == ["A1", "A2", "A1", "A2", "B1", "B2"])
    }
}
