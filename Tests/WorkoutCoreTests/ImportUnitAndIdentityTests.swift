import Foundation
import GRDB
@testable import WorkoutCore
import Testing
import Notation

/// The unit of a file that does not say it is decided from all of its
/// weights before anything is saved; a set's identity is what the file says
/// of it, so no import doubles a set whatever its options; an import can be
/// taken back. On real SQLite files, with the real exports and a pound
/// history derived from one (`exports/derived/make_pound_export.py`).
@Suite struct ImportUnitAndIdentityTests {
    static let pounds = ImportTests.exports.appendingPathComponent("derived/pounds-strong.csv").path
    static let lbPerKg = 1 / 0.45359237

    /// The file's header and its first `workouts` workouts (or from workout `from` on), as a new file.
    func part(of path: String, workouts range: Range<Int>) throws -> String {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var kept = [lines[0]]
        var workout = -1, last = ""
        for line in lines.dropFirst() where !line.isEmpty {
            let key = String(line.split(separator: ",", maxSplits: 2).prefix(2).joined(separator: ","))
            if key != last { workout += 1; last = key }
            if range.contains(workout) { kept.append(line) }
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gt-part-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let out = dir.appendingPathComponent("part.csv").path
        try (kept.joined(separator: "\n") + "\n").write(toFile: out, atomically: true, encoding: .utf8)
        return out
    }

    func counts(_ database: AppDatabase) throws -> (sets: Int, runs: Int) {
        try database.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet")!, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM importRun")!)
        }
    }

    func assumed(_ unit: WeightUnit) -> HistoryImport.Options { .init(unit: unit, unitAssumed: true) }

    // MARK: The unit rule

    /// A pound history with no unit column, light enough that no set is
    /// past a record in kilograms: its barbell loads (45-lb plates) rule
    /// kilograms out, and nothing is saved. Read with a pound setting it
    /// imports, saying why.
    @Test func test_a_pound_history_that_does_not_say_its_unit_is_never_stored_as_kilograms() throws {
        let (database, _) = try temporaryDatabase()
        #expect {
            _ = try HistoryImport(database).run(path: Self.pounds, options: assumed(.kg))
        } throws: { error in
            guard case WorkoutError.implausibleLoads(let unit, let evidence) = error else { return false }
            return unit == .kg && evidence.contains { $0.contains("the barbell loads are pounds'") && $0.contains("on 45-lb plates") }
        }
        #expect(try counts(database) == (0, 0))

        let summary = try HistoryImport(database).run(path: Self.pounds, options: assumed(.lb))
        #expect(summary.unit == .lb && summary.unitFrom == .weights)
        #expect(summary.unitReason?.hasPrefix("your unit setting; no set past the all-time records") == true, "\(summary.unitReason ?? "")")
        #expect(summary.sets == 6234 && summary.importId != nil)
        let deadlift = try database.writer.read { try Double.fetchOne($0, sql: """
            SELECT MAX(weightKg) FROM workoutSet WHERE exerciseId = (SELECT id FROM exercise WHERE name = 'Deadlift (Barbell)')
            """) }
        #expect(abs((deadlift ?? 0) * Self.lbPerKg - 355) < 1e-6, "the heaviest deadlift is 355 lb")
    }

    /// The real kilogram exports read as kilograms, each saying what
    /// decided; those with fine steps on the bar are refused in pounds.
    @Test func test_real_kilogram_exports_read_as_kilograms_and_fine_steps_rule_pounds_out() throws {
        for file in ["breinsp-strong-charts.csv", "ys-math-strength-training.csv", "dakheera47-sample_strong.csv"] {
            let (database, _) = try temporaryDatabase()
            var options = assumed(.kg)
            options.dryRun = true
            let summary = try HistoryImport(database).run(path: ImportTests.path(file), options: options)
            #expect(summary.unit == .kg && summary.unitReason?.contains("no set past the all-time records") == true, "\(file)")
        }
        for file in ["breinsp-strong-charts.csv", "ys-math-strength-training.csv"] {
            let (database, _) = try temporaryDatabase()
            #expect("\(file)") {
                _ = try HistoryImport(database).run(path: ImportTests.path(file), options: assumed(.lb))
            } throws: { error in
                guard case WorkoutError.implausibleLoads(.lb, let evidence) = error else { return false }
                return evidence.contains { $0.contains("the barbell loads are kilograms'") }
            }
            #expect(try counts(database) == (0, 0))
        }
    }

    /// A set past every record rules the unit out by itself, anywhere in the
    /// file: here the only such set is in the last workout, past the first batch.
    @Test func test_one_set_past_the_records_late_in_the_file_rules_the_unit_out() throws {
        var lines = ["Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"]
        for day in 0..<700 {
            let date = Date(timeIntervalSince1970: 1_600_000_000 + Double(day) * 86_400)
            let text = LocalTime.iso8601(date.timeIntervalSince1970).prefix(10) + " 18:00:00"
            for set in 1...8 { lines.append("\(text),Legs,1h,Leg Extension (Machine),\(set),50,10,0,0,,,") }
        }
        lines.append("2030-01-01 18:00:00,Heavy,1h,Deadlift (Barbell),1,551,5,0,0,,,")
        let path = try ImportTests().temporaryFile(Array((lines.joined(separator: "\n") + "\n").utf8))
        let (database, _) = try temporaryDatabase()
        #expect {
            _ = try HistoryImport(database).run(path: path, options: assumed(.kg))
        } throws: { error in
            guard case WorkoutError.implausibleLoads(.kg, let evidence) = error else { return false }
            return evidence == ["past the all-time records: Deadlift (Barbell) 551 kg × 5"]
        }
        #expect(try counts(database) == (0, 0))
    }

    /// The next, longer export of the same account is read in the unit the
    /// log read the first in, whatever the setting says, and adds only its
    /// new workouts.
    @Test func test_a_longer_export_of_the_same_history_is_read_in_the_unit_the_log_read_it_in() throws {
        let (database, _) = try temporaryDatabase()
        let earlier = try part(of: Self.pounds, workouts: 0..<258)
        let first = try HistoryImport(database).run(path: earlier, options: .init(unit: .lb))
        #expect(first.unitFrom == .given && first.sets == 4156)
        let longer = try HistoryImport(database).run(path: Self.pounds, options: assumed(.kg))
        #expect(longer.unit == .lb, "\(longer.unitReason ?? "")")
        #expect(longer.unitReason?.hasPrefix("the unit the log read it in before (50 workouts it shares with the log)") == true,
                "\(longer.unitReason ?? "")")
        #expect(longer.sets == 2078 && longer.duplicates == 4156)

        // A file that shares nothing takes the last Strong import's unit.
        let (other, _) = try temporaryDatabase()
        _ = try HistoryImport(other).run(path: earlier, options: .init(unit: .lb))
        let later = try part(of: Self.pounds, workouts: 258..<387)
        let next = try HistoryImport(other).run(path: later, options: assumed(.kg))
        #expect(next.unit == .lb && next.unitReason?.hasPrefix("the unit the last Strong import was read in") == true,
                "\(next.unitReason ?? "")")
    }

    // MARK: The identity rule

    /// Every export, imported once, then again in the other unit, with a
    /// mapping, and as decided: not one set more. Both orders.
    @Test(arguments: ImportTests.realFiles + ["pounds"])
    func test_reimporting_with_any_unit_or_mapping_adds_no_set(file: String) throws {
        let path = file == "pounds" ? Self.pounds : ImportTests.path(file)
        for (firstUnit, secondUnit) in [(WeightUnit.kg, WeightUnit.lb), (.lb, .kg)] {
            let (database, _) = try temporaryDatabase()
            let first = try HistoryImport(database).run(path: path, options: .init(unit: firstUnit, templates: .none))
            let stored = try counts(database).sets
            #expect(first.sets == stored && stored > 0)
            let firstName = try #require(first.names.first?.name)
            for options in [HistoryImport.Options(unit: secondUnit, templates: .none),
                            HistoryImport.Options(unit: secondUnit, mappings: [firstName: "Squat (Barbell)"], templates: .none),
                            HistoryImport.Options(unit: firstUnit, mappings: [firstName: "Bench Press (Barbell)"], templates: .none),
                            HistoryImport.Options(unit: firstUnit, templates: .none)] {
                let again = try HistoryImport(database).run(path: path, options: options)
                #expect(again.sets == 0 && again.workouts == 0, "\(file) \(firstUnit) then \(options.unit) \(options.mappings)")
                #expect(again.duplicates + again.moved == stored)
                #expect(again.importId == nil, "an import that adds nothing is not listed")
            }
            #expect(try counts(database) == (stored, 1))
            try expectLedgerMatchesSets(database)
        }
    }

    /// A log whose sets were imported before file identities existed (no
    /// `sourceHash`) still adds nothing when the file comes again in the
    /// same unit, and its sets learn their file identity then, so that the
    /// other unit adds nothing either.
    @Test func test_sets_imported_before_file_identities_learn_theirs_on_the_next_import() throws {
        let (database, _) = try temporaryDatabase()
        let path = ImportTests.path("breinsp-strong-charts.csv")
        _ = try HistoryImport(database).run(path: path, options: .init(unit: .kg, templates: .none))
        try database.write { try $0.execute(sql: "UPDATE workoutSet SET sourceHash = NULL") }
        let same = try HistoryImport(database).run(path: path, options: .init(unit: .kg, templates: .none))
        #expect(same.sets == 0 && same.duplicates == 2078)
        let learned = try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet WHERE sourceHash IS NOT NULL") }
        #expect(learned == 2078)
        let other = try HistoryImport(database).run(path: path, options: .init(unit: .lb, templates: .none))
        #expect(other.sets == 0 && other.duplicates == 2078)
    }

    /// A row added to a workout in a later export, with the same numbers as
    /// a stored set of another exercise, is a new set: it neither takes the
    /// stored one's place nor moves it to its own exercise.
    @Test func test_a_new_row_with_the_numbers_of_another_exercises_set_is_a_new_set() throws {
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
        let bench = "2024-01-01 10:00:00,A,1h,Bench Press (Barbell),1,60,10,0,0,,,"
        let first = try ImportTests().temporaryFile(Array(([header, bench].joined(separator: "\n") + "\n").utf8))
        let later = try ImportTests().temporaryFile(Array(([header, "2024-01-01 10:00:00,A,1h,Landmine Press,1,60,10,0,0,,,", bench]
            .joined(separator: "\n") + "\n").utf8))
        let (database, _) = try temporaryDatabase()
        _ = try HistoryImport(database).run(path: first, options: .init(unit: .kg))
        let again = try HistoryImport(database).run(path: later, options: .init(unit: .kg))
        #expect(again.sets == 1 && again.duplicates == 1 && again.moved == 0, "\(again.sets) \(again.duplicates) \(again.moved)")
        let names = try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT e.name FROM workoutSet s JOIN exercise e ON e.id = s.exerciseId ORDER BY s.position")
        }
        #expect(names == ["Bench Press (Barbell)", "Landmine Press"], "\(names)")
    }

    /// A name the library does not place is still held to the heaviest
    /// load of any movement.
    @Test func test_a_name_the_library_does_not_know_is_held_to_the_records_too() throws {
        let rows = ["Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
                    "2024-01-01 10:00:00,Beine,1h,Beinpresse Maschine,1,1400,10,0,0,,,"]
        let path = try ImportTests().temporaryFile(Array((rows.joined(separator: "\n") + "\n").utf8))
        let (database, _) = try temporaryDatabase()
        #expect {
            _ = try HistoryImport(database).run(path: path, options: assumed(.kg))
        } throws: { error in
            guard case WorkoutError.implausibleLoads(.kg, let evidence) = error else { return false }
            return evidence.first?.contains("Beinpresse Maschine 1400 kg × 10") == true
        }
    }

    // MARK: Taking an import back

    /// Two imports into the same workouts (the same year, once in each
    /// unit) and a set logged by hand: taking the second back removes its
    /// sets and leaves the workouts; taking the first back removes the rest
    /// and its custom exercises; the hand-logged set stays throughout.
    @Test func test_import_undo_removes_what_that_import_added_and_nothing_else() throws {
        let (database, _) = try temporaryDatabase()
        let runs = ImportRuns(database)
        let kilos = try HistoryImport(database).run(path: ImportTests.path("breinsp-strong-charts.csv"), options: .init(unit: .kg, templates: .all))
        let yearInPounds = try part(of: Self.pounds, workouts: 0..<129)
        let pounds = try HistoryImport(database).run(path: yearInPounds, options: .init(unit: .lb))
        // The same rows, but for the weights: the 250 rows without one are
        // the same rows (and a few pound sets equal a stored kilogram set).
        let weighted = pounds.sets
        #expect(weighted > 1800 && pounds.sets + pounds.duplicates == 2078 && pounds.workouts == 129, "the same workouts, other numbers")
        try logSet(database, "bench", 100, 5)
        let listed = try runs.list()
        #expect(listed.map(\.id) == [kilos.importId!, pounds.importId!])
        #expect(listed.map(\.sets) == [2078, weighted] && listed.map(\.unit) == [.kg, .lb])
        #expect(listed[0].exercisesCreated.count == 3 && listed[0].templatesCreated.count == kilos.templatesCreated.count)

        let second = try runs.undo(nil)
        #expect(second.run.id == pounds.importId && second.sets == weighted && second.workouts == 0)
        let afterSecond = try database.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet")!, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workout")!)
        }
        #expect(afterSecond == (2079, 130), "its sets went, the workouts stay")
        try expectLedgerMatchesSets(database)

        // A template of an import's name deleted and saved again by the lifter is theirs.
        let mine = try #require(kilos.templatesCreated.first)
        try TemplateBook(database).delete(mine)
        let handLogged = try #require(try WorkoutLog(database).active())
        try TemplateBook(database).save(mine, from: handLogged.id!)

        let first = try runs.undo(nil)
        #expect(first.run.id == kilos.importId && first.sets == 2078 && first.workouts == 129 && first.exercises == 3)
        #expect(first.templates == kilos.templatesCreated.count - 1)
        let left = try database.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet")!, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workout")!,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM exercise WHERE isCustom")!, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM template")!)
        }
        #expect(left == (1, 1, 0, 1), "the hand-logged set, its workout and the lifter's template stay")
        #expect(try runs.list().allSatisfy { $0.undoneAt != nil && $0.setsInLog == 0 })
        #expect(throws: WorkoutError.self) { try runs.undo(nil) }
        #expect(throws: WorkoutError.self) { try runs.undo(kilos.importId) }
        try expectLedgerMatchesSets(database)

        // The other order: the first import back first keeps its workouts
        // (the second's sets are in them); taking the second back empties
        // and removes them.
        let (other, _) = try temporaryDatabase()
        let a = try HistoryImport(other).run(path: ImportTests.path("breinsp-strong-charts.csv"), options: .init(unit: .kg))
        let b = try HistoryImport(other).run(path: yearInPounds, options: .init(unit: .lb))
        #expect(try ImportRuns(other).undo(a.importId).workouts == 0)
        #expect(try ImportRuns(other).undo(b.importId).workouts == 129)
        #expect(try other.writer.read { try Workout.fetchCount($0) } == 0)
    }

    /// With sync on, what an undo removes goes on the other device too.
    @Test func test_an_undone_import_is_removed_on_every_device() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        let imported = try HistoryImport(a.database).run(path: ImportTests.path("dakheera47-sample_strong.csv"), options: .init(unit: .kg))
        try logSet(a.database, "squat", 40, 5)
        try a.sync(); try b.receive(from: a); try b.sync()
        func sets(_ device: SyncDevice) throws -> Int {
            try device.database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet")! }
        }
        #expect(try sets(b) == imported.sets + 1)
        _ = try ImportRuns(a.database).undo(imported.importId)
        try a.sync(); try b.receive(from: a); try b.sync()
        #expect(try sets(a) == 1 && sets(b) == 1)
        let (dumpA, dumpB) = (try a.dump(), try b.dump())
        #expect(dumpA == dumpB, "\(differences(dumpA, dumpB))")
    }
}
