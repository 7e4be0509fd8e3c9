import Foundation
import GRDB
import Liftoscript
import Notation
@testable import WorkoutCore
import Testing

/// Programs in the log: added whole or not at all, their names placed in
/// the library, run a day at a time, and where the lifter is in them
/// folded from the workouts, so an edit, a deletion, an export and a
/// second device all see the program where the log puts it.
@Suite struct ProgramBookTests {
    static let linear = """
        # Week 1
        ## A
        Squat / 3x5 / 100kg / 180s / progress: lp(5kg)
        Bench Press / 3x5 / 60kg / 120s / progress: lp(2.5kg)
        """

    func count(_ database: AppDatabase, _ table: String) throws -> Int {
        try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM \(table)")! }
    }

    /// The weight of `exercise`'s first set the next time the program has it.
    func next(_ database: AppDatabase, _ exercise: String) throws -> String? {
        try ProgramBook(database).standing().plan().exercises.first { $0.name == exercise }?.summary
    }

    @Test func test_a_program_with_errors_is_refused_whole_and_nothing_is_saved() throws {
        let (database, _) = try temporaryDatabase()
        let text = "# Week 1\n## A\nSquat / 3x / 100kg\nBench Press / 3x5 / 60kg / progress: lp(\n"
        #expect {
            try ProgramBook(database).add(text: text, name: "broken")
        } throws: { error in
            guard case ProgramBook.Refusal.syntax(let errors) = error else { return false }
            return errors.errors.map(\.position.line) == [3, 4]
        }
        #expect(try count(database, "program") == 0)
    }

    @Test func test_an_unknown_name_is_listed_once_with_its_nearest_matches_and_a_mapping_is_remembered() throws {
        let (database, _) = try temporaryDatabase()
        let text = "# Week 1\n## A\nZorblax Press / 3x5 / 60kg\n## B\nZorblax Press / 3x5 / 60kg\nSquat / 3x5 / 100kg\n"
        #expect {
            try ProgramBook(database).add(text: text, name: "z")
        } throws: { error in
            guard case ProgramBook.Refusal.unplaced(let names) = error else { return false }
            return names.map(\.name) == ["Zorblax Press"] && names[0].nearest.contains { $0.contains("Press") }
        }
        #expect(try count(database, "program") == 0)
        let added = try ProgramBook(database).add(text: text, name: "z", mappings: ["Zorblax Press": "overhead press"])
        #expect(added.exercises.first { $0.line == "zorblax press" }?.exercise == "Overhead Press (Barbell)")
        // Remembered: another program with the name needs no mapping.
        let again = try ProgramBook(database).add(text: text, name: "z2")
        #expect(again.exercises.first { $0.line == "zorblax press" }?.exercise == "Overhead Press (Barbell)")
    }

    @Test func test_every_name_of_liftosaurs_exercise_list_places_without_a_mapping() throws {
        let (database, _) = try temporaryDatabase()
        let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/liftosaur/exercises.tsv")
        let rows = try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.count == 336)
        // Each pair as written with its equipment, and each name bare (its default).
        let lines = rows.map { "\($0[0]), \($0[1]) / 1x5 / 20kg" } + rows.filter { $0[2] == "1" }.map { "\($0[0]) / 1x5 / 20kg" }
        let added = try ProgramBook(database).add(text: "# Week 1\n## A\n" + lines.joined(separator: "\n") + "\n", name: "all")
        #expect(added.exercises.count == 336 + 153)
        // A bare name is the pair with its default equipment.
        let placed = Dictionary(uniqueKeysWithValues: added.exercises.map { ($0.line, $0.exercise) })
        #expect(placed["squat"] == placed["squat, barbell"])
        #expect(placed["bicep curl"] == placed["bicep curl, dumbbell"])
        #expect(placed["lat pulldown, leverage machine"] == "Lat Pulldown (Machine)")
    }

    @Test func test_ending_a_day_progresses_once_and_an_edit_or_deletion_of_its_sets_moves_the_program_with_it() throws {
        let (database, _) = try temporaryDatabase()
        let book = ProgramBook(database), log = WorkoutLog(database), history = HistoryBook(database)
        _ = try book.add(text: Self.linear, name: "linear")
        let started = try book.start()
        #expect(started.plan.exercises.map(\.summary) == ["3x5 100kg", "3x5 60kg"])
        let logged = try log.log(.init(exerciseQuery: "squat", sets: [SetEntry(weightKg: 100, reps: 5), SetEntry(weightKg: 100, reps: 5),
                                                                       SetEntry(weightKg: 100, reps: 5)]))
        #expect(logged.prescribedRest == 180)
        _ = try log.log(.init(exerciseQuery: "bench", sets: [SetEntry(weightKg: 60, reps: 5)]))
        let ended = try log.end()
        let outcome = try #require(try book.outcome(ofWorkout: ended.id!))
        // The bench press fell short (one set of three): the same next time, so not a change.
        #expect(outcome.changes.map(\.title) == ["Squat"])
        #expect(outcome.changes[0].before == "3x5 100kg" && outcome.changes[0].after == "3x5 105kg")
        #expect(try next(database, "Squat") == "3x5 105kg")
        // Folding again (another command, another day) progresses nothing twice.
        #expect(try next(database, "Squat") == "3x5 105kg")
        #expect(try book.standing().daysDone == 1)
        // A rep taken off the last squat: that day failed, and the program says so.
        _ = try history.editSet(logged.sets[2].id!, .init(reps: 4))
        #expect(try next(database, "Squat") == "3x5 100kg")
        // The workout deleted: the program is where it began.
        _ = try history.deleteWorkout(ended.id!)
        #expect(try book.standing().daysDone == 0)
        #expect(try next(database, "Bench Press") == "3x5 60kg")
    }

    @Test func test_a_1rm_set_by_hand_holds_from_then_on_and_a_state_variable_must_exist() throws {
        let (database, _) = try temporaryDatabase()
        let book = ProgramBook(database)
        _ = try book.add(text: "# Week 1\n## A\nSquat / 3x5 / 80% / progress: custom(stage: 1) {~\n  if (completedReps >= reps) { state.stage += 1 }\n~}\n",
                         name: "p")
        _ = try book.set("rm1", of: "squat", to: "150kg")
        #expect(try next(database, "Squat") == "3x5 120kg")
        _ = try book.set("stage", of: "squat", to: "3")
        #expect(try book.exercise("squat").standing.progress.state.values.first?["stage"] == .number(3))
        #expect(throws: WorkoutError.self) { try book.set("nothere", of: "squat", to: "1") }
        #expect(throws: WorkoutError.self) { try book.set("rm1", of: "squat", to: "heavy") }
    }

    @Test func test_a_value_set_by_hand_outlives_the_deletion_of_the_days_before_it() throws {
        let (database, _) = try temporaryDatabase()
        let book = ProgramBook(database), log = WorkoutLog(database)
        _ = try book.add(text: "# Week 1\n## A\nSquat / 3x5 / 80% / progress: lp(5kg)\n", name: "p")
        _ = try book.set("rm1", of: "squat", to: "100kg")
        _ = try book.start()
        _ = try log.log(.init(exerciseQuery: "squat", sets: Array(repeating: SetEntry(weightKg: 80, reps: 5), count: 3)))
        let first = try log.end()
        // Set after the first day, then that day deleted: it holds still.
        _ = try book.set("rm1", of: "squat", to: "150kg")
        _ = try HistoryBook(database).deleteWorkout(first.id!)
        #expect(try next(database, "Squat") == "3x5 120kg")
    }

    @Test func test_a_merged_exercise_takes_the_programs_lines_with_it() throws {
        let (database, _) = try temporaryDatabase()
        let spoto = try ExerciseLibrary(database).add(.init(name: "Spoto Press", movement: "bench_press"))
        let book = ProgramBook(database)
        _ = try book.add(text: "# Week 1\n## A\nSpoto Press / 3x5 / 60kg / progress: lp(2.5kg)\n", name: "p")
        _ = try ExerciseRepair(database).merge(spoto.name, into: "bench press")
        _ = try book.start()
        let logged = try WorkoutLog(database).log(.init(exerciseQuery: "bench press", sets: Array(repeating: SetEntry(weightKg: 60, reps: 5), count: 3)))
        #expect(logged.exercise.id == "bench_press_barbell")
        _ = try WorkoutLog(database).end()
        #expect(try next(database, "Spoto Press") == "3x5 62.5kg")
    }

    @Test func test_a_program_runs_in_the_unit_it_was_added_in() throws {
        let (database, _) = try temporaryDatabase()
        let book = ProgramBook(database), log = WorkoutLog(database)
        _ = try book.add(text: "# Week 1\n## A\nSquat / 3x5 / 225lb / progress: custom() {~\n  if (completedWeights[1] >= 225lb) { weights += 5lb }\n~}\n",
                         name: "p", unit: .lb)
        let started = try book.start()
        // Logged in kilograms, as every set is stored: 225 lb, read back as 225 lb.
        let kg = try #require(started.plan.exercises[0].sets[0].weightKg)
        #expect(abs(kg - 102.058) < 0.001)
        _ = try log.log(.init(exerciseQuery: "squat", sets: Array(repeating: SetEntry(weightKg: kg, reps: 5), count: 3)))
        _ = try log.end()
        #expect(try next(database, "Squat") == "3x5 230lb")
        #expect(try book.standing().unit == .lb)
    }

    @Test func test_a_deleted_program_leaves_its_workouts_in_the_log() throws {
        let (database, _) = try temporaryDatabase()
        let book = ProgramBook(database)
        _ = try book.add(text: Self.linear, name: "linear")
        _ = try book.set("rm1", of: "squat", to: "150kg")
        _ = try book.start()
        _ = try WorkoutLog(database).log(.init(exerciseQuery: "squat", sets: [SetEntry(weightKg: 100, reps: 5)]))
        _ = try WorkoutLog(database).end()
        #expect(try book.delete("LINEAR") == "linear")
        #expect(try count(database, "program") == 0 && count(database, "programEdit") == 0)
        #expect(try count(database, "workoutSet") == 1)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workout WHERE programId IS NULL") } == 1)
    }

    @Test func test_export_json_carries_the_program_and_a_restore_puts_the_lifter_where_they_were() throws {
        let (database, _) = try temporaryDatabase()
        let book = ProgramBook(database), log = WorkoutLog(database)
        _ = try book.add(text: Self.linear, name: "linear")
        _ = try book.start()
        _ = try log.log(.init(exerciseQuery: "squat", sets: Array(repeating: SetEntry(weightKg: 100, reps: 5), count: 3)))
        _ = try log.end()
        var json = ""
        _ = try HistoryExport(database).json(to: &json)
        #expect(json.contains(#""programs":[{"#))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gt-export-\(UUID().uuidString).json").path
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        let (restored, _) = try temporaryDatabase()
        _ = try HistoryRestore(restored).run(path: file)
        #expect(try next(restored, "Squat") == "3x5 105kg")
        #expect(try ProgramBook(restored).standing().daysDone == 1)
    }

    @Test func test_a_program_and_its_days_travel_to_another_device() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        _ = try ProgramBook(a.database).add(text: Self.linear, name: "linear")
        _ = try ProgramBook(a.database).start()
        _ = try WorkoutLog(a.database).log(.init(exerciseQuery: "squat", sets: Array(repeating: SetEntry(weightKg: 100, reps: 5), count: 3)))
        _ = try WorkoutLog(a.database).end()
        try a.sync()
        try b.receive(from: a)
        try b.sync()
        #expect(try next(b.database, "Squat") == "3x5 105kg")
        #expect(try ProgramBook(b.database).list().map(\.daysDone) == [1])
        #expect(try a.dump() == b.dump())
    }

    @Test func test_edits_made_before_either_log_synced_stay_two_edits() throws {
        let root = syncRoot()
        let text = "# Week 1\n## A\nSquat / 3x5 / 80% / progress: custom(stage: 1) {~\n  state.stage += 0\n~}\n"
        // Two logs, each with the same program and one edit of its own (row 1 in both), set up to sync afterwards.
        let a = try SyncDevice(root: root, name: "a") { database in
            _ = try ProgramBook(database).add(text: text, name: "p")
            _ = try ProgramBook(database).set("rm1", of: "squat", to: "150kg")
        }
        let b = try SyncDevice(root: root, name: "b") { database in
            _ = try ProgramBook(database).add(text: text, name: "p")
            _ = try ProgramBook(database).set("stage", of: "squat", to: "3")
        }
        try a.sync(); try b.sync()
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        for device in [a, b] {
            let (standing, key) = try ProgramBook(device.database).exercise("squat")
            #expect(standing.progress.oneRepMax[key] == .weight(150, .kg), "\(device.name)")
            #expect(standing.progress.state[key]?["stage"] == .number(3), "\(device.name)")
            #expect(try count(device.database, "programEdit") == 2, "\(device.name)")
        }
    }

    @Test func test_what_two_devices_set_by_hand_before_they_sync_both_stand() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        _ = try ProgramBook(a.database).add(text: "# Week 1\n## A\nSquat / 3x5 / 80% / progress: custom(stage: 1) {~\n  state.stage += 0\n~}\n",
                                            name: "p")
        try a.sync()
        try b.receive(from: a)
        try b.sync()
        // Each device sets something, neither having seen the other's.
        _ = try ProgramBook(a.database).set("rm1", of: "squat", to: "150kg")
        _ = try ProgramBook(b.database).set("stage", of: "squat", to: "3")
        try a.sync(); try b.sync()
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        for device in [a, b] {
            let (standing, key) = try ProgramBook(device.database).exercise("squat")
            #expect(standing.progress.oneRepMax[key] == .weight(150, .kg), "\(device.name)")
            #expect(standing.progress.state[key]?["stage"] == .number(3), "\(device.name)")
        }
        #expect(try a.dump() == b.dump())
    }
}
