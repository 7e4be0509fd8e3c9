import Testing
@testable import GymTimerCLI
@testable import WorkoutCore

/// Which next set the rest-over notification's ✓ Done may log: one whose
/// target says everything, and not one whose reps or RPE only the lifter
/// can tell.
@Suite struct DoneSetRuleTests {
    func next(_ target: SetTarget?, type: ExerciseType = .weightReps) -> WorkoutLog.NextUp {
        let squat = Exercise(id: "squat", name: "Squat (Barbell)", aliases: [], movement: "squat", equipment: "barbell", type: type,
                             restSeconds: 0, popularity: 0, isCustom: false, isUnmapped: false, isHidden: false,
                             isFavorite: false, autoTimer: true, note: nil, gymId: nil,
                             musclesEdited: false, restEdited: false, dimensions: [:])
        return WorkoutLog.NextUp(exercise: squat, set: SetLabel(warmup: false, number: 2, planned: 3), previous: nil, justDone: nil, target: target)
    }

    @Test func test_done_logs_a_set_its_target_says_whole() throws {
        let set = try #require(RestAfterLog.doneSet(next: next(SetTarget(weightKg: 100, reps: 5)), after: 7))
        #expect(set.exercise == "squat" && set.weightKg == 100 && set.reps == 5 && set.after == 7)
        #expect(RestAfterLog.doneSet(next: next(SetTarget(weightKg: nil, reps: 5)), after: 7) == nil, "no weight for a weighted lift")
        #expect(RestAfterLog.doneSet(next: next(nil), after: 7) == nil)
        #expect(RestAfterLog.doneSet(next: next(SetTarget(weightKg: nil, reps: 60), type: .duration), after: 7) == nil)
    }

    @Test func test_no_done_for_as_many_reps_as_possible_or_an_rpe_to_say() {
        var amrap = SetTarget(weightKg: 100, reps: 5)
        amrap.amrap = true
        #expect(RestAfterLog.doneSet(next: next(amrap), after: 7) == nil)
        var rpe = SetTarget(weightKg: 100, reps: 5)
        rpe.rpe = 8
        #expect(RestAfterLog.doneSet(next: next(rpe), after: 7) == nil)
    }
}
