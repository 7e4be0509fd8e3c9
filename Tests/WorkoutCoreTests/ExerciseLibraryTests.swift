import Foundation
import GRDB
@testable import WorkoutCore
import Testing
import Notation

@Suite struct ExerciseLibraryTests {
    let database: AppDatabase
    let path: String
    var library: ExerciseLibrary { ExerciseLibrary(database) }

    init() throws { (database, path) = try temporaryDatabase() }

    private func muscles(_ id: String) throws -> [String: Double] {
        Dictionary(uniqueKeysWithValues: try library.muscles(of: id).map { ($0.muscleId, $0.weight) })
    }

    @Test func test_custom_exercise_starts_from_the_movement_and_is_searchable() throws {
        let added = try library.add(.init(name: "Développé Couché Spoto", movement: "Bench Press", equipment: "barbell",
                                          dimensions: ["angle": "flat"], muscles: ["triceps_brachii_long": 0, "serratus_anterior": 0.25]))
        #expect(added.isCustom && added.type == .weightReps && added.restSeconds == 0) // the configured default applies
        var expected = database.catalog.movement("bench_press")!.muscles
        expected["triceps_brachii_long"] = nil
        expected["serratus_anterior"] = 0.25
        #expect(try muscles(added.id) == expected)
        // Found by the stored index, diacritics folded either way.
        let found = try database.writer.read { try ExerciseSearch.load($0, matching: "developpe spoto").resolve("developpe spoto") }
        #expect(found.id == added.id)
        #expect(try database.writer.read { try ExerciseSearch.load($0, matching: "DÉVELOPPÉ").search("DÉVELOPPÉ").map(\.id) } == [added.id])
    }

    @Test func test_bad_custom_exercises_are_refused_and_nothing_is_written() throws {
        let count = { try database.writer.read { try Exercise.fetchCount($0) } }
        let before = try count()
        #expect(throws: WorkoutError.self) { try library.add(.init(name: "X", movement: "flying")) }
        #expect(throws: WorkoutError.self) { try library.add(.init(name: "X", movement: "bench_press", equipment: "spaceship")) }
        #expect(throws: WorkoutError.self) { try library.add(.init(name: "X", movement: "bench_press", dimensions: ["angle": "sideways"])) }
        #expect(throws: WorkoutError.self) { try library.add(.init(name: "X", movement: "bench_press", dimensions: ["stance": "sumo"])) }
        #expect(throws: WorkoutError.self) { try library.add(.init(name: "X", movement: "bench_press", muscles: ["wings": 1])) }
        #expect(throws: WorkoutError.self) { try library.add(.init(name: "X", movement: "bench_press", muscles: ["triceps_brachii_long": 1.5])) }
        #expect(throws: WorkoutError.self) { try library.add(.init(name: "bench press (barbell)", movement: "bench_press")) }
        #expect(throws: WorkoutError.self) { try library.add(.init(name: "X", movement: "bench_press", gym: "Nowhere")) }
        #expect(try count() == before)
    }

    @Test func test_preset_edits_survive_a_preset_update_and_reset_restores() throws {
        var edit = ExerciseLibrary.Edit()
        edit.muscles = ["triceps_brachii_long": 0.8]
        edit.restSeconds = 150
        edit.autoTimer = false
        edit.favorite = true
        edit.note = .some("pause at the chest")
        try library.edit("Bench Press (Barbell)", edit)
        try database.write { db in
            try Setting.set(db, .presetsVersion, "0")
            try AppDatabase.prepare(db, version: PresetCatalog.builtInVersion) { .builtIn }
        }
        let bench = try database.writer.read { try Exercise.fetchOne($0, key: "bench_press_barbell")! }
        #expect(bench.restSeconds == 150 && !bench.autoTimer && bench.isFavorite && bench.note == "pause at the chest")
        #expect(try muscles("bench_press_barbell")["triceps_brachii_long"] == 0.8)

        var reset = ExerciseLibrary.Edit()
        reset.resetMuscles = true
        try library.edit("Bench Press (Barbell)", reset)
        let preset = database.catalog.exercises.first { $0.id == "bench_press_barbell" }!.muscles
        #expect(try muscles("bench_press_barbell") == preset)
        #expect(try database.writer.read { try Exercise.fetchOne($0, key: "bench_press_barbell")!.musclesEdited } == false)
    }

    @Test func test_gym_notes_and_hiding() throws {
        try GymBook(database).add("Home Gym")
        var edit = ExerciseLibrary.Edit()
        edit.gymNotes = [("home gym", "seat 4")]
        try library.edit("lat pulldown", edit)
        let branches = try database.writer.read { try ExerciseBranch.all($0, exercise: try Exercise.fetchOne($0, key: "lat_pulldown_cable")!) }
        #expect(branches.map(\.gymName) == ["Home Gym"] && branches[0].note == "seat 4" && branches[0].sets == 0)

        edit = ExerciseLibrary.Edit()
        edit.hidden = true
        try library.edit("Lat Pulldown (Cable)", edit)
        #expect(try database.writer.read { try ExerciseSearch.load($0, matching: "lat pulldown cable").search("lat pulldown cable").map(\.id) }
            .contains("lat_pulldown_cable") == false)
        edit.hidden = false
        try library.edit("Lat Pulldown (Cable)", edit) // hidden ones can still be named
        #expect(try database.writer.read { try Exercise.fetchOne($0, key: "lat_pulldown_cable")!.isHidden } == false)
    }

    @Test func test_custom_exercise_with_sets_is_not_deleted() throws {
        let custom = try library.add(.init(name: "Zercher Walk", movement: "squat"))
        _ = try WorkoutLog(database).log(.init(exerciseQuery: "zercher walk", sets: try SetNotation.parse("60x20", unit: .kg)))
        #expect(throws: WorkoutError.self) { try library.delete("zercher walk") }
        #expect(throws: WorkoutError.self) { try library.delete("Bench Press (Barbell)") } // presets are hidden, not deleted
        #expect(try database.writer.read { try WorkoutSet.filter(Column("exerciseId") == custom.id).fetchCount($0) } == 1)
        let unused = try library.add(.init(name: "Zercher Carry Light", movement: "squat"))
        #expect(try library.delete("zercher carry light").id == unused.id)
        #expect(try database.writer.read { try Exercise.fetchOne($0, key: unused.id) } == nil)
    }
}
