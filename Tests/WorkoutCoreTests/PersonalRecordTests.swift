import Foundation
@testable import WorkoutCore
import Testing
import Notation

/// Records as `log` finds them, on a real database file.
@Suite struct PersonalRecordTests {
    let database: AppDatabase
    var log: WorkoutLog { WorkoutLog(database) }
    init() throws { (database, _) = try temporaryDatabase() }

    private func logged(_ token: String, kind: SetKind = .normal, at minute: Double) throws -> [PersonalRecord] {
        let sets = try SetNotation.sets(token.split(separator: " ").map(String.init), unit: .kg)
        return try log.log(.init(exerciseQuery: "bench press", sets: sets, kind: kind, confirmed: true),
                           now: Date(timeIntervalSince1970: 1_800_000_000 + minute * 60)).records
    }

    @Test func test_first_set_is_no_record_and_beating_it_is() throws {
        #expect(try logged("100x5", at: 0).isEmpty)
        let heavier = try logged("105x5", at: 1)
        #expect(heavier.map(\.kind) == [.e1rm, .weightAtReps])
        #expect(heavier[0].previous == Epley.oneRepMax(weightKg: 100, reps: 5))
        #expect(heavier[1].value == 105 && heavier[1].previous == 100 && heavier[1].at == 5)
        let moreReps = try logged("105x6", at: 2)
        #expect(moreReps.map(\.kind) == [.e1rm, .repsAtWeight])
        #expect(moreReps[1].value == 6 && moreReps[1].previous == 5 && moreReps[1].at == 105)
        // Equal is no record; lighter for more reps can be (best at 8 reps).
        #expect(try logged("105x6", at: 3).isEmpty)
        // Lighter for more reps: no earlier set of 8 reps, and a lower e1RM,
        // but more reps than any set at 80 kg or heavier (105 × 6).
        let lighter = try logged("80x8", at: 4)
        #expect(lighter.map(\.kind) == [.repsAtWeight] && lighter[0].value == 8 && lighter[0].previous == 6 && lighter[0].at == 80)
    }

    /// A set proves its weight for fewer reps and its reps at a lighter
    /// weight: 9 reps at 63.5 kg is no record after 115 kg × 10, nor 82.5 ×
    /// 5 after 87.5 × 7 (earlier, or earlier in the same `log`); and the
    /// records table says the same of the 5-rep best.
    @Test func test_a_set_proves_its_weight_for_fewer_reps_and_its_reps_at_lighter_weights() throws {
        _ = try logged("115x10", at: 0)
        #expect(try logged("63.5x9", at: 1).isEmpty, "254 lb × 10 did more reps with more weight than 140 lb × 9")
        #expect(try logged("115x9", at: 2).isEmpty)
        _ = try logged("87.5x7", at: 3)
        #expect(try logged("82.5x5", at: 4).isEmpty)
        let (other, _) = try temporaryDatabase()
        let sets = try SetNotation.sets(["60x3", "87.5x7", "82.5x5", "90x5", "90x8"], unit: .kg)
        let found = try WorkoutLog(other).log(.init(exerciseQuery: "bench press", sets: sets, confirmed: true),
                                              now: Date(timeIntervalSince1970: 1_800_000_000)).records
        // 87.5 × 7 beats nothing (no set of 7 reps or more, none at 87.5 kg
        // or heavier before it); 82.5 × 5 beats nothing (87.5 × 7 did more
        // with more); 90 × 5 is the heaviest for 5 (past 87.5, from × 7);
        // 90 × 8 the most reps at 90 kg or heavier (past 5).
        let weightRecords = found.filter { $0.kind == .weightAtReps }.map { "\($0.value)x\(Int($0.at!)) over \($0.previous)" }
        let repRecords = found.filter { $0.kind == .repsAtWeight }.map { "\(Int($0.value)) at \($0.at!) over \(Int($0.previous))" }
        #expect(weightRecords == ["90.0x5 over 87.5"], "\(weightRecords)")
        #expect(repRecords == ["8 at 90.0 over 5"], "\(repRecords)")
        let table = try RecordTable.of("bench press", in: other)
        #expect(table.repMaxes.first { $0.reps == 5 }?.loadKg == 90)
        #expect(table.repMaxes.first { $0.reps == 7 }?.loadKg == 90, "90 × 8 proves 90 for 7")
    }

    @Test func test_warm_ups_neither_set_nor_hold_records_and_sets_of_one_log_count_in_order() throws {
        _ = try logged("100x5", at: 0)
        #expect(try logged("140x5", kind: .warmup, at: 1).isEmpty)
        #expect(try logged("102.5x5", at: 2).map(\.kind) == [.e1rm, .weightAtReps], "the warm-up holds nothing")
        let two = try logged("105x5 107.5x5", at: 3)
        #expect(two.filter { $0.kind == .weightAtReps }.map(\.value) == [105, 107.5])
        #expect(two.last?.previous == 105, "the second set is measured against the first")
    }

    @Test func test_a_record_at_one_gym_only_says_so() throws {
        _ = try logged("120x5", at: 0)
        _ = try log.end(now: Date(timeIntervalSince1970: 1_800_000_000 + 600))
        let gyms = GymBook(database)
        _ = try gyms.add("Hotel")
        try gyms.select("Hotel")
        _ = try logged("80x5", at: 20)
        let here = try logged("90x5", at: 21)
        #expect(here.map(\.kind) == [.e1rm, .weightAtReps])
        let overall = here.filter { !$0.gymOnly }
        #expect(overall.isEmpty)
        #expect(here[1].previous == 80)
    }
}

/// The exercise a name means when it fits several: the one the workout's
/// plan has, then the lifter's own recent choice; either way the others
/// are named.
@Suite struct ExerciseYouMeantTests {
    @Test func test_the_planned_exercise_that_fits_the_words_wins_over_an_old_custom_one() throws {
        let (database, _) = try temporaryDatabase()
        let log = WorkoutLog(database)
        _ = try ExerciseLibrary(database).add(.init(name: "Garage Curl", movement: "biceps_curl"))
        let longAgo = Date(timeIntervalSince1970: 1_560_000_000)
        _ = try log.log(.init(exerciseQuery: "garage curl", sets: [SetEntry(weightKg: 15, reps: 10)]), now: longAgo)
        _ = try log.end(now: longAgo.addingTimeInterval(600))
        _ = try TemplateBook(database).plan("Arms", exercise: "bicep curl barbell", spec: .parse("3x10"))

        let now = Date(timeIntervalSince1970: 1_800_000_000)
        _ = try log.start(template: "Arms", now: now)
        let planned = try log.log(.init(exerciseQuery: "curl", sets: [SetEntry(weightKg: 30, reps: 10)], confirmed: true), now: now)
        #expect(planned.exercise.name == "Bicep Curl (Barbell)" && planned.chosenByPlan)
        #expect(planned.passedOver.first == "Garage Curl", "\(planned.passedOver)")
        _ = try log.end(now: now.addingTimeInterval(600))

        // No plan: the lifter's own earlier choice, saying which others fit.
        let own = try log.log(.init(exerciseQuery: "curl", sets: [SetEntry(weightKg: 15, reps: 10)], confirmed: true),
                              now: now.addingTimeInterval(86_400))
        #expect(own.exercise.name == "Bicep Curl (Barbell)" && !own.chosenByPlan, "the most recent of the lifter's own")
        #expect(own.passedOver.contains("Garage Curl"))
        // A name of its own still names it.
        let named = try log.log(.init(exerciseQuery: "garage curl", sets: [SetEntry(weightKg: 15, reps: 10)], confirmed: true),
                                now: now.addingTimeInterval(86_500))
        #expect(named.exercise.name == "Garage Curl" && named.passedOver.isEmpty)
    }
}
