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
        #expect(try logged("80x8", at: 4).isEmpty, "no earlier set of 8 reps or at 80 kg, and a lower e1RM")
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
