import Foundation
import GRDB
@testable import WorkoutCore
import Testing

/// Where the importer puts every exercise name of the real exports in
/// Tests/Fixtures/exports/real, pinned by a table reviewed by hand (name in
/// the file → library exercise, nil for a new unmapped custom exercise).
/// Review notes: a loose match keeps the variants a name states and adds
/// none ("Seated Palms Down Wrist Curl" is the reverse wrist curl; "Crunch
/// (Weighted)" is no decline crunch; one-arm names go to a one-arm exercise
/// or stay unmapped); "Pressdown" is a pushdown; brand names ("Keller",
/// "Technogym") do not change the exercise.
@Suite struct ImportMappingTests {
    static let expected: [String: [String: String?]] = [
        "breinsp-strong-charts.csv": [
            "Back Deltoids": "Reverse Fly (Dumbbell)",
            "Bench Press (Barbell)": "Bench Press (Barbell)",
            "Bench Press - Close Grip (Barbell)": "Bench Press - Close Grip (Barbell)",
            "Bent Over One Arm Row (Dumbbell)": "Bent Over One Arm Row (Dumbbell)",
            "Bent Over Row (Barbell)": "Bent Over Row (Barbell)",
            "Bent Over Row Machine (Panatta)": nil,
            "Bicep Curl (Barbell)": "Bicep Curl (Barbell)",
            "Bicep Curl (Cable)": "Bicep Curl (Cable)",
            "Bicep Curl (Dumbbell)": "Bicep Curl (Dumbbell)",
            "Bicep Curl (Machine)": "Bicep Curl (Machine)",
            "Cable Crossover": "Cable Crossover",
            "Cable Row Wide Grip": "Seated Wide-Grip Row (Cable)",
            "Calf Press on Seated Leg Press": "Calf Press on Leg Press",
            "Chest Dip (Assisted)": "Chest Dip (Assisted)",
            "Chest Fly": "Chest Fly",
            "Chest Fly (Band)": "Chest Fly (Band)",
            "Chest Press (Machine)": "Chest Press (Machine)",
            "Concentration Curl (Dumbbell)": "Concentration Curl (Dumbbell)",
            "Crunch": "Crunch",
            "Deadlift (Barbell)": "Deadlift (Barbell)",
            "Decline Bench Press (Barbell)": "Decline Bench Press (Barbell)",
            "Decline Chest Press": "Decline Chest Press (Machine)",
            "Dip Machine": "Seated Dip (Machine)",
            "Face Pull (Cable)": "Face Pull (Cable)",
            "Flat Leg Raise": "Flat Leg Raise",
            "Front Pulldown": "Lat Pulldown (Cable)",
            "Hammer Curl (Dumbbell)": "Hammer Curl (Dumbbell)",
            "Hanging Knee Raise": "Hanging Knee Raise",
            "Hanging Leg Raise": "Hanging Leg Raise",
            "High Row": "High Row (Machine)",
            "Hyperextensions": "Back Extension",
            "Incline Bench Press (Barbell)": "Incline Bench Press (Barbell)",
            "Incline Bench Press (Dumbbell)": "Incline Bench Press (Dumbbell)",
            "Incline Chest Press (Machine)": "Incline Chest Press (Machine)",
            "Inverted Row (Bodyweight)": "Inverted Row (Bodyweight)",
            "Iso-Lateral Chest Press (Machine)": "Iso-Lateral Chest Press (Machine)",
            "Iso-Lateral Row (Machine)": "Iso-Lateral Row (Machine)",
            "Lat Pulldown (Cable)": "Lat Pulldown (Cable)",
            "Lat Pulldown (Machine)": "Lat Pulldown (Machine)",
            "Lateral Raise (Cable)": "Lateral Raise (Cable)",
            "Lateral Raise (Dumbbell)": "Lateral Raise (Dumbbell)",
            "Lateral Raise (Machine)": "Lateral Raise (Machine)",
            "Leg Extension (Machine)": "Leg Extension (Machine)",
            "Leg Press": "Leg Press",
            "Leg Press Keller": "Leg Press",
            "Leg Press Technogym (Gelb)": "Leg Press",
            "Low Row": "Seated Row (Cable)",
            "Lower Back": "Back Extension",
            "Lying Leg Curl (Machine)": "Lying Leg Curl (Machine)",
            "Overhead Press (Barbell)": "Overhead Press (Barbell)",
            "Overhead Press (Dumbbell)": "Overhead Press (Dumbbell)",
            "Overhead Smith Seated": "Seated Overhead Press (Smith Machine)",
            "Pendlay Row (Barbell)": "Pendlay Row (Barbell)",
            "Plank": "Plank",
            "Pull Up": "Pull Up",
            "Pull Up (Assisted)": "Pull Up (Assisted)",
            "Pull Up (Band)": "Pull Up (Band)",
            "Russian Twist": "Russian Twist",
            "Seated Calf Raise (Plate Loaded)": "Seated Calf Raise (Plate Loaded)",
            "Seated Dip": "Seated Dip (Machine)",
            "Seated Leg Curl (Machine)": "Seated Leg Curl (Machine)",
            "Seated Leg Press (Machine)": "Seated Leg Press (Machine)",
            "Seated Overhead Press (Dumbbell)": "Seated Overhead Press (Dumbbell)",
            "Seated Row (Cable)": "Seated Row (Cable)",
            "Seated Row (Machine)": "Seated Row (Machine)",
            "Shoulder Press (Plate Loaded)": "Shoulder Press (Plate Loaded)",
            "Skullcrusher (Barbell)": "Skullcrusher (Barbell)",
            "Squat (Barbell)": "Squat (Barbell)",
            "T Bar Row": "T Bar Row",
            "Triceps Extension": "Triceps Extension",
            "Triceps Pushdown (Cable - Straight Bar)": "Triceps Pushdown (Cable - Straight Bar)",
            "Wide Pull Up": "Wide Pull Up",
        ],
        "dakheera47-sample_hevy.csv": [
            "Back Extension (Weighted Hyperextension)": "Back Extension (Weighted)",
            "Bayesian Cable Curl": nil,
            "Bench Press (Barbell)": "Bench Press (Barbell)",
            "Bench Press (Dumbbell)": "Bench Press (Dumbbell)",
            "Bicep Curl (Cable)": "Bicep Curl (Cable)",
            "Bottom-Half Seated Cable Flye": nil,
            "Bulgarian Split Squat": "Bulgarian Split Squat",
            "Cable 1-Arm Face Pull": nil,
            "Cable Crossover Ladder": nil,
            "Cable Crunch": "Cable Crunch",
            "Calf Press (Machine)": nil,
            "Chest Fly (Dumbbell)": "Chest Fly (Dumbbell)",
            "Chest Fly (Machine)": "Chest Fly",
            "Chest Press (Machine)": "Chest Press (Machine)",
            "Chest Supported Incline Row (Dumbbell)": "Chest Supported Row (Dumbbell)",
            "Concentration Curl": "Concentration Curl (Dumbbell)",
            "Crunch": "Crunch",
            "Crunch (Machine)": "Crunch (Machine)",
            "Crunch (Weighted)": nil,
            "Decline Crunch (Weighted)": "Decline Crunch (Weighted)",
            "Dragon Flag": nil,
            "EZ Bar Biceps Curl": "Bicep Curl (EZ Bar)",
            "Glute Ham Raise": nil,
            "Hammer Curl (Cable)": "Hammer Curl (Cable)",
            "Hammer Curl (Dumbbell)": "Hammer Curl (Dumbbell)",
            "Hip Abduction (Machine)": "Hip Abductor (Machine)",
            "Hip Adduction (Machine)": "Hip Adductor (Machine)",
            "Hip Thrust (Machine)": "Hip Thrust (Machine)",
            "Incline Bench Press (Barbell)": "Incline Bench Press (Barbell)",
            "Incline Bench Press (Dumbbell)": "Incline Bench Press (Dumbbell)",
            "Incline Chest Press (Machine)": "Incline Chest Press (Machine)",
            "Iso-Lateral Chest Press (Machine)": "Iso-Lateral Chest Press (Machine)",
            "JM Press (Barbell)": nil,
            "Katana Triceps Extension": "Triceps Extension",
            "Lat Pulldown (Cable)": "Lat Pulldown (Cable)",
            "Lat Pulldown (Machine)": "Lat Pulldown (Machine)",
            "Lat Pulldown - Close Grip (Cable)": "Lat Pulldown - Close Grip (Cable)",
            "Lateral Raise (Cable)": "Lateral Raise (Cable)",
            "Lateral Raise (Dumbbell)": "Lateral Raise (Dumbbell)",
            "Lateral Raise (Machine)": "Lateral Raise (Machine)",
            "Leg Extension (Machine)": "Leg Extension (Machine)",
            "Leg Press (Machine)": "Leg Press",
            "Lunge (Dumbbell)": "Lunge (Dumbbell)",
            "Lying Leg Curl (Machine)": "Lying Leg Curl (Machine)",
            "Lying Leg Raise": "Flat Leg Raise",
            "Meadows Incline DB Lateral Raise": nil,
            "Pendlay Row (Barbell)": "Pendlay Row (Barbell)",
            "Preacher Curl (Barbell)": "Preacher Curl (Barbell)",
            "Preacher Curl (Machine)": "Preacher Curl (Machine)",
            "Pull Up": "Pull Up",
            "Pull Up (Assisted)": "Pull Up (Assisted)",
            "Pullover (Dumbbell)": "Pullover (Dumbbell)",
            "Rear Delt Reverse Fly (Cable)": "Reverse Fly (Cable)",
            "Rear Delt Reverse Fly (Machine)": "Reverse Fly (Machine)",
            "Reverse Fly Single Arm (Cable)": nil,
            "Reverse Lunge (Dumbbell)": "Reverse Lunge (Dumbbell)",
            "Romanian Deadlift (Barbell)": "Romanian Deadlift (Barbell)",
            "Seated Cable Row - Bar Wide Grip": "Seated Wide-Grip Row (Cable)",
            "Seated Cable Row - V Grip (Cable)": "Seated Row (Cable)",
            "Seated Dip Machine": "Seated Dip (Machine)",
            "Seated Incline Curl (Dumbbell)": nil,
            "Seated Leg Curl (Machine)": "Seated Leg Curl (Machine)",
            "Seated Palms Down Wrist Curl": "Reverse Wrist Curl (Barbell)",
            "Seated Palms Up Wrist Curl": "Wrist Curl (Barbell)",
            "Seated Row (Machine)": "Seated Row (Machine)",
            "Seated Shoulder Press (Machine)": "Shoulder Press (Machine)",
            "Seated Super- Bayesian High Cable Curl": nil,
            "Shoulder Press (Dumbbell)": "Overhead Press (Dumbbell)",
            "Shoulder Press (Machine Plates)": "Shoulder Press (Plate Loaded)",
            "Shrug (Cable)": nil,
            "Shrug (Dumbbell)": "Shrug (Dumbbell)",
            "Side Bend (Dumbbell)": nil,
            "Single Arm Lateral Raise (Cable)": "Lateral Raise (Cable)",
            "Sitting 1-Arm Lat Pulldown": "Lat Pulldown (Single Arm)",
            "Skullcrusher (Barbell)": "Skullcrusher (Barbell)",
            "Squat (Barbell)": "Squat (Barbell)",
            "Squat (Smith Machine)": "Squat (Smith Machine)",
            "Standing Calf Raise (Dumbbell)": "Standing Calf Raise (Dumbbell)",
            "Standing Calf Raise (Machine)": "Standing Calf Raise (Machine)",
            "Triceps Extension (Cable)": "Triceps Extension (Cable)",
            "Triceps Extension (Machine)": "Triceps Extension (Machine)",
            "Triceps Kickback (Cable)": "Triceps Kickback (Cable)",
            "Triceps Pressdown": "Triceps Pushdown (Cable - Straight Bar)",
            "Triceps Pushdown": "Triceps Pushdown (Cable - Straight Bar)",
            "Warm Up": nil,
            "Wide Pull Up": "Wide Pull Up",
        ],
        "dakheera47-sample_strong.csv": [
            "Bent Over Row (Barbell)": "Bent Over Row (Barbell)",
            "Bicep Curl (Barbell)": "Bicep Curl (Barbell)",
            "Bicep Curl (Dumbbell)": "Bicep Curl (Dumbbell)",
            "Calf Press on Seated Leg Press": "Calf Press on Leg Press",
            "Chest Press (Machine)": "Chest Press (Machine)",
            "Glute Kickback (Machine)": "Glute Kickback (Machine)",
            "Kettlebell Carry": "Kettlebell Carry",
            "Lat Pulldown (Cable)": "Lat Pulldown (Cable)",
            "Lat Pulldown (Machine)": "Lat Pulldown (Machine)",
            "Leg Extension (Machine)": "Leg Extension (Machine)",
            "Leg Press": "Leg Press",
            "Pec Deck (Machine)": "Pec Deck (Machine)",
            "Pull Up (Assisted)": "Pull Up (Assisted)",
            "Seated Leg Curl (Machine)": "Seated Leg Curl (Machine)",
            "Seated Row (Cable)": "Seated Row (Cable)",
            "Shoulder Press (Machine)": "Shoulder Press (Machine)",
            "Squat (Barbell)": "Squat (Barbell)",
            "Squat (Dumbbell)": "Squat (Dumbbell)",
            "Triceps Extension (Cable)": "Triceps Extension (Cable)",
        ],
        "ys-math-strength-training.csv": [
            "Ab Wheel": "Ab Wheel",
            "Bench Press (Barbell)": "Bench Press (Barbell)",
            "Bench Press (Dumbbell)": "Bench Press (Dumbbell)",
            "Bulgarian Split Squat": "Bulgarian Split Squat",
            "Chest Press (Machine)": "Chest Press (Machine)",
            "Deadlift (Barbell)": "Deadlift (Barbell)",
            "Goblet Squat (Kettlebell)": "Goblet Squat (Kettlebell)",
            "Hammer Curl (Dumbbell)": "Hammer Curl (Dumbbell)",
            "Lat Pulldown (Cable)": "Lat Pulldown (Cable)",
            "Overhead Press (Barbell)": "Overhead Press (Barbell)",
            "Overhead Press (Dumbbell)": "Overhead Press (Dumbbell)",
            "Preacher Curl (Barbell)": "Preacher Curl (Barbell)",
            "Pull Up": "Pull Up",
            "Seated Row (Machine)": "Seated Row (Machine)",
            "Shoulder Press (Machine)": "Shoulder Press (Machine)",
            "Squat (Barbell)": "Squat (Barbell)",
        ],
    ]

    private func names(in file: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [ImportTests.exports.appendingPathComponent("count_export.py").path, "--names",
                             ImportTests.exports.appendingPathComponent("real/\(file)").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode([String].self, from: data)
    }

    @Test(arguments: expected.keys.sorted())
    func test_every_name_maps_as_reviewed(file: String) throws {
        let table = try #require(Self.expected[file])
        let names = try names(in: file)
        #expect(Set(names) == Set(table.keys), "the table lists the file's names exactly")
        let (database, _) = try temporaryDatabase()
        let mapping = try HistoryImport(database).mapping(of: names)
        for name in names {
            let got: String? = switch mapping[name] {
            case .library(let id, _)?: try database.writer.read { try String.fetchOne($0, sql: "SELECT name FROM exercise WHERE id = ?", arguments: [id]) }
            case .unmapped?, nil: nil
            }
            #expect(got == table[name]!, "\(name) → \(got ?? "unmapped"), reviewed: \(table[name]! ?? "unmapped")")
        }
        // The import itself agrees: exactly the reviewed names become unmapped exercises.
        let summary = try HistoryImport(database).run(path: ImportTests.exports.appendingPathComponent("real/\(file)").path,
                                                      options: .init(dryRun: true))
        #expect(Set(summary.unmappedExercises.map(\.name)) == Set(table.filter { $0.value == nil }.keys))
    }
}
