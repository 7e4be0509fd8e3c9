import Foundation
@testable import WorkoutCore
import Testing

/// The names a shell completes: the start of the name, case and accents
/// ignored, the lifter's own first.
@Suite struct NameCompletionTests: LoggingOnFile {
    let database: AppDatabase
    var library: ExerciseLibrary { ExerciseLibrary(database) }
    init() throws { (database, _) = try temporaryDatabase() }

    @Test func test_names_start_with_the_prefix_whatever_its_case_and_accents() throws {
        let squats = ["Squat (Barbell)", "Squat (Smith Machine)", "Squat (Bodyweight)", "Squat (Dumbbell)", "Squat (Machine)", "Squat (Band)"]
        for prefix in ["squ", "SQU", "Squ", "sQú"] {
            #expect(Set(try library.names(startingWith: prefix)) == Set(squats), "\(prefix)")
        }
        // The start of the name only: search would also find Front Squat and Hack Squat.
        #expect(try library.names(startingWith: "squat (b").sorted() == ["Squat (Band)", "Squat (Barbell)", "Squat (Bodyweight)"])
        #expect(try library.names(startingWith: "bench press (barbell) ") == [])
        #expect(try library.names(startingWith: "zzz") == [])
    }

    @Test func test_the_lifters_own_come_first_the_latest_first_and_alone_for_an_empty_prefix() throws {
        let before = try library.names(startingWith: "bench p")
        try logged("bench db", "30x10", at: 0)
        try logged("squat", "140x5", at: 5)
        let after = try library.names(startingWith: "bench p")
        #expect(after.first == "Bench Press (Dumbbell)")
        #expect(Set(after) == Set(before))
        #expect(try library.names(startingWith: "") == ["Squat (Barbell)", "Bench Press (Dumbbell)"])

        _ = try library.edit("Deadlift (Barbell)", { var e = ExerciseLibrary.Edit(); e.favorite = true; return e }())
        #expect(try library.names(startingWith: "") == ["Deadlift (Barbell)", "Squat (Barbell)", "Bench Press (Dumbbell)"])
        _ = try library.edit("Squat (Band)", { var e = ExerciseLibrary.Edit(); e.hidden = true; return e }())
        #expect(try library.names(startingWith: "squat").contains("Squat (Band)") == false)
    }
}
