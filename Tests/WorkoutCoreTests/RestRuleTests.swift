import Testing
@testable import WorkoutCore

/// How long the rest timer counts after a set, as every front end asks it.
@Suite struct RestRuleTests {
    let rule = RestRule(autoStart: true, defaultRest: 120, warmupRest: 60, supersetTransition: 15)

    private func exercise(rest: Int = 0, autoTimer: Bool = true) -> Exercise {
        Exercise(id: "squat", name: "Squat (Barbell)", aliases: [], movement: "squat", equipment: "barbell", type: .weightReps,
                 restSeconds: rest, popularity: 0, isCustom: false, isUnmapped: false, isHidden: false,
                 isFavorite: false, autoTimer: autoTimer, note: nil, gymId: nil,
                 musclesEdited: false, restEdited: false, dimensions: [:])
    }

    @Test func test_each_kind_of_set_rests_its_own_time() {
        #expect(rule.seconds(afterSetsOf: exercise(), kind: .normal, nextWithinRound: false) == 120)
        #expect(rule.seconds(afterSetsOf: exercise(rest: 180), kind: .normal, nextWithinRound: false) == 180)
        #expect(rule.seconds(afterSetsOf: exercise(rest: 180), kind: .warmup, nextWithinRound: false) == 60)
        #expect(rule.seconds(afterSetsOf: exercise(rest: 180), kind: .normal, nextWithinRound: true) == 15)
        #expect(rule.workingRest(for: exercise(rest: 180)) == .exercise(180))
        #expect(rule.workingRest(for: exercise()) == .defaultRest(120))
    }

    @Test func test_no_timer_when_asked_or_switched_off_and_rest_wins_over_all() {
        #expect(rule.seconds(afterSetsOf: exercise(), kind: .normal, nextWithinRound: false, noTimer: true) == nil)
        #expect(rule.seconds(afterSetsOf: exercise(autoTimer: false), kind: .normal, nextWithinRound: false) == nil)
        #expect(rule.workingRest(for: exercise(autoTimer: false)) == nil)
        var off = rule
        off.autoStart = false
        #expect(off.seconds(afterSetsOf: exercise(), kind: .normal, nextWithinRound: false) == nil)
        #expect(off.seconds(afterSetsOf: exercise(), kind: .warmup, nextWithinRound: true, override: 45) == 45)
        var noTransition = rule
        noTransition.supersetTransition = 0
        #expect(noTransition.seconds(afterSetsOf: exercise(), kind: .normal, nextWithinRound: true) == nil)
    }
}
