import Foundation
@testable import WorkoutCore
import Testing
import Notation

/// A small training week whose volume was worked out by hand from the
/// library's muscle weights (see the comments), so the report is checked
/// against numbers that do not come from the code under test.
@Suite struct VolumeTableTests {
    typealias T = VolumeReport.Totals

    /// Per muscle group: sets, reps, load (kg × reps), each set counted once
    /// per group at the largest weight among the group's muscles.
    ///
    /// Sets logged: squat 100x5 ×3 (plus a warm-up 60x5, not counted),
    /// bench 80x8 ×3, bent-over row 60x10 ×2, curl 30x12 ×2, RDL 100x8 ×2,
    /// pull-up x8 ×3 (bodyweight: no load).
    static let groups: [String: T] = [
        // squat: vasti 1.0, rectus femoris 0.5 → 1.0
        "quads": T(sets: 3, reps: 15, load: 1500),
        // squat gluteus maximus 1.0 + row 0.25 + RDL 1.0
        "glutes": T(sets: 5.5, reps: 36, load: 3400),
        // squat adductors 0.5 + RDL adductors 0.3
        "hips": T(sets: 2.1, reps: 12.3, load: 1230),
        // squat erector 0.3 + row rhomboids/mid traps 1.0 + RDL erector 0.5 + pull-up lats 1.0
        "back": T(sets: 6.9, reps: 56.5, load: 2450),
        // squat soleus 0.25
        "calves": T(sets: 0.75, reps: 3.75, load: 375),
        // bench sternal pec 1.0
        "chest": T(sets: 3, reps: 24, load: 1920),
        // bench front delt 0.5 + row rear delt 0.5 + pull-up rear delt 0.25
        "shoulders": T(sets: 3.25, reps: 28, load: 1560),
        // bench lateral/medial heads 0.5 (long head 0.3)
        "triceps": T(sets: 1.5, reps: 12, load: 960),
        // row biceps/brachialis 0.5 + curl biceps 1.0 + pull-up 0.5
        "biceps": T(sets: 4.5, reps: 46, load: 1320),
        // row biceps femoris 0.25 + RDL 1.0
        "hamstrings": T(sets: 2.5, reps: 21, load: 1900),
        // curl brachioradialis 0.3 + RDL wrist flexors 0.25 + pull-up brachioradialis 0.3
        "forearms": T(sets: 2, reps: 18.4, load: 616),
        // pull-up rectus abdominis 0.25
        "core": T(sets: 0.75, reps: 6, load: 0),
    ]

    /// Per muscle, each set counts once per muscle at that muscle's weight.
    static let muscles: [String: T] = [
        "vastus_lateralis": T(sets: 3, reps: 15, load: 1500),
        "rectus_femoris": T(sets: 1.5, reps: 7.5, load: 750),
        "gluteus_maximus": T(sets: 5.5, reps: 36, load: 3400),
        "gluteus_medius": T(sets: 0.75, reps: 3.75, load: 375),
        // squat 0.3 + row 0.5 + RDL 0.5
        "erector_spinae": T(sets: 2.9, reps: 22.5, load: 1850),
        // row 0.8 + pull-up 1.0
        "latissimus_dorsi": T(sets: 4.6, reps: 40, load: 960),
        "biceps_brachii": T(sets: 4.5, reps: 46, load: 1320),
        "pectoralis_major_sternal": T(sets: 3, reps: 24, load: 1920),
        "pectoralis_major_clavicular": T(sets: 1.5, reps: 12, load: 960),
        "triceps_brachii_long": T(sets: 0.9, reps: 7.2, load: 576),
    ]

    @Test func test_a_week_gives_the_hand_computed_group_and_muscle_volume() throws {
        let (database, _) = try temporaryDatabase()
        let log = WorkoutLog(database)
        let monday = ISOWeek.range(containing: Date(timeIntervalSince1970: 1_795_000_000)).0
        func record(_ exercise: String, _ set: String, kind: SetKind = .normal, day: Int) throws {
            _ = try log.log(.init(exerciseQuery: exercise, sets: try SetNotation.parse(set, unit: .kg), kind: kind),
                            now: monday.addingTimeInterval(Double(day) * 86400 + 10 * 3600))
        }
        try record("Squat (Barbell)", "60x5", kind: .warmup, day: 0)
        try record("Squat (Barbell)", "100x5x3", day: 0)
        try record("Romanian Deadlift (Barbell)", "100x8x2", day: 0)
        try record("Bicep Curl (Barbell)", "30x12x2", day: 0)
        _ = try log.end(now: monday.addingTimeInterval(12 * 3600))
        try record("Bench Press (Barbell)", "80x8x3", day: 2)
        try record("Bent Over Row (Barbell)", "60x10x2", day: 2)
        try record("Pull Up", "x8x3", day: 2)
        _ = try log.end(now: monday.addingTimeInterval(2 * 86400 + 12 * 3600))

        let (from, to) = ISOWeek.range(containing: monday)
        let report = try database.writer.read {
            try VolumeReport.compute($0, catalog: database.taxonomy, from: from, to: to, includeWarmups: false)
        }
        #expect(Set(report.groups.keys) == Set(Self.groups.keys))
        for (group, expected) in Self.groups {
            let got = report.groups[group] ?? T()
            #expect(close(got, expected), "\(group): \(got) ≠ \(expected)")
        }
        for (muscle, expected) in Self.muscles {
            let got = report.muscles[muscle] ?? T()
            #expect(close(got, expected), "\(muscle): \(got) ≠ \(expected)")
        }
    }

    @Test func test_one_squat_set_is_one_set_for_the_quads() throws {
        let (database, _) = try temporaryDatabase()
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        _ = try WorkoutLog(database).log(.init(exerciseQuery: "Squat (Barbell)", sets: try SetNotation.parse("100x5", unit: .kg)), now: now)
        let (from, to) = ISOWeek.range(containing: now)
        let report = try database.writer.read {
            try VolumeReport.compute($0, catalog: database.taxonomy, from: from, to: to, includeWarmups: false)
        }
        #expect(report.groups["quads"] == T(sets: 1, reps: 5, load: 500))
        #expect(report.groups["glutes"] == T(sets: 1, reps: 5, load: 500))
        #expect(report.groups["hips"] == T(sets: 0.5, reps: 2.5, load: 250))
    }
}

/// Equal within rounding of sums of tenths.
func close(_ a: VolumeReport.Totals, _ b: VolumeReport.Totals) -> Bool {
    abs(a.sets - b.sets) < 1e-9 && abs(a.reps - b.reps) < 1e-9 && abs(a.load - b.load) < 1e-6
}
