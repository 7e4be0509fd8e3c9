import Foundation
import GRDB
@testable import WorkoutCore
import Testing

/// Every schema version that ships has a database with data in it under
/// Tests/Fixtures; each must migrate to the current schema with every
/// workout and set intact. Add a row here (and the file) for each new version.
@Suite struct MigrationFixtureTests {
    struct Fixture: Sendable, CustomStringConvertible {
        var file: String
        var workouts: Int
        var sets: Int
        var description: String { file }
    }

    static let fixtures = [Fixture(file: "schema-v1.sqlite", workouts: 2, sets: 10),
                           Fixture(file: "schema-v2.sqlite", workouts: 2, sets: 9),
                           Fixture(file: "schema-v3.sqlite", workouts: 5, sets: 12),
                           Fixture(file: "schema-v4.sqlite", workouts: 19, sets: 261),
                           Fixture(file: "schema-v5.sqlite", workouts: 391, sets: 8140),
                           Fixture(file: "schema-v6.sqlite", workouts: 38, sets: 668)]
    /// The logs from before v6, which gave every row its uid; a v6 log
    /// that never synced leaves later rows without one until sync is set up.
    static let beforeUids = fixtures.filter { $0.file != "schema-v6.sqlite" }

    static let fixtureDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A copy of `fixture` migrated to the current schema; `before` changes
    /// it first, as a lifter using the older build would have.
    private func migratedCopy(_ fixture: Fixture, before: ((Database) throws -> Void)? = nil) throws -> AppDatabase {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gt-mig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("gym.sqlite").path
        try FileManager.default.copyItem(atPath: Self.fixtureDirectory.appendingPathComponent(fixture.file).path, toPath: path)
        if let before { try DatabaseQueue(path: path).write(before) }
        return try AppDatabase.open(path: path)
    }

    /// v6: every row has a uid, unique, derived from content: an imported
    /// set's from its import identity, so the same export imported on
    /// another device names its rows alike; the default gym's is fixed.
    /// Every set is still there with its values (v5's deliberate fixes, an
    /// assisted weight's sign and a warm-up's kind, aside).
    @Test(arguments: beforeUids)
    func test_fixture_rows_get_stable_unique_uids_and_keep_every_value(fixture: Fixture) throws {
        let setsSQL = """
            SELECT w.startedAt, s.position, s.exerciseId, abs(s.weightKg), s.reps, s.seconds, s.distanceM, s.loggedAt, s.note
            FROM workoutSet s JOIN workout w ON w.id = s.workoutId ORDER BY w.startedAt, s.position, s.id
            """
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gt-mig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let raw = dir.appendingPathComponent("before.sqlite").path
        try FileManager.default.copyItem(atPath: Self.fixtureDirectory.appendingPathComponent(fixture.file).path, toPath: raw)
        let before = try DatabaseQueue(path: raw).read { try Row.fetchAll($0, sql: setsSQL) }
        let database = try migratedCopy(fixture)
        try database.writer.read { db in
            #expect(try Row.fetchAll(db, sql: setsSQL) == before)
            for table in ["gym", "workout", "workoutSet", "template", "bodyweight"] {
                #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE uid IS NULL OR length(uid) != 16") == 0)
                #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) - COUNT(DISTINCT uid) FROM \(table)") == 0)
            }
            #expect(try String.fetchOne(db, sql: "SELECT uid FROM gym WHERE isDefault") == "0000000000000000")
            for row in try Row.fetchAll(db, sql: """
                SELECT s.uid, w.importKey, s.importHash FROM workoutSet s JOIN workout w ON w.id = s.workoutId
                WHERE s.importHash IS NOT NULL LIMIT 50
                """) {
                #expect(row[0] as String == SyncIdentity.derived(["s", row[1] ?? "", String(row[2] as Int64)]))
            }
        }
    }

    @Test(arguments: fixtures)
    func test_fixture_migrates_with_every_workout_and_set(fixture: Fixture) throws {
        let database = try migratedCopy(fixture)
        try database.writer.read { db in
            #expect(try Workout.fetchCount(db) == fixture.workouts)
            #expect(try WorkoutSet.fetchCount(db) == fixture.sets)
            #expect(try AppDatabase.migrator.hasCompletedMigrations(db))
            // Every set still points at a workout and an exercise that exist.
            let orphans = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM workoutSet s LEFT JOIN workout w ON w.id = s.workoutId
                LEFT JOIN exercise e ON e.id = s.exerciseId WHERE w.id IS NULL OR e.id IS NULL
                """)
            #expect(orphans == 0)
            // Volume reads the migrated data: every working set counted once.
            let report = try VolumeReport.compute(db, catalog: database.taxonomy, from: .distantPast, to: .distantFuture, includeWarmups: true)
            #expect(report.muscles.isEmpty == (fixture.sets == 0))
            let ledger = try Int.fetchOne(db, sql: "SELECT SUM(sets) FROM workoutVolume")
            #expect(ledger == fixture.sets)
            // A set counts toward a group at most once: no group has more
            // sets than there are sets of exercises that work it.
            let groupOf = Dictionary(uniqueKeysWithValues: database.taxonomy.muscles.map { ($0.id, $0.group) })
            var groupsOfExercise: [String: Set<String>] = [:]
            for m in try ExerciseMuscle.fetchAll(db) { groupsOfExercise[m.exerciseId, default: []].insert(groupOf[m.muscleId]!) }
            var setsWorking: [String: Double] = [:]
            for set in try WorkoutSet.fetchAll(db) {
                for group in groupsOfExercise[set.exerciseId] ?? [] { setsWorking[group, default: 0] += 1 }
            }
            for (group, totals) in report.groups { #expect(totals.sets <= setsWorking[group]! + 1e-9, "\(group)") }
        }
    }

    /// v7: a v6 log (ys-math-strength-training.csv imported, then sets
    /// logged by hand) takes the same file again, in either unit, without a
    /// set more: its imported sets are found by content and learn their
    /// file identity; and the import before v7 is not one `import undo` can take back.
    @Test func test_v6_imports_take_a_reimport_in_either_unit_without_doubling() throws {
        let database = try migratedCopy(Self.fixtures.last!)
        let path = ImportTests.path("ys-math-strength-training.csv")
        let same = try HistoryImport(database).run(path: path, options: .init(unit: .kg, templates: .none))
        #expect(same.sets == 0 && same.duplicates == 666)
        let other = try HistoryImport(database).run(path: path, options: .init(unit: .lb, templates: .none))
        #expect(other.sets == 0 && other.duplicates == 666)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 668)
        #expect(try ImportRuns(database).list().isEmpty)
    }

    /// A log imported before v5 (strong-v4-special.csv and
    /// dakheera47-sample_strong.csv, then a set logged by hand): its
    /// assisted sets become assistance, and importing the same files again
    /// adds nothing, though names are now placed by other rules.
    @Test func test_v4_imports_take_a_reimport_without_doubling_and_assistance_turns_negative() throws {
        // The lifter fixed an imported set before upgrading: the fix stays,
        // and the file's row is not added again beside it.
        let database = try migratedCopy(Self.fixtures[3]) { db in
            try db.execute(sql: """
                UPDATE workoutSet SET weightKg = 102.5 WHERE id = (SELECT MIN(id) FROM workoutSet WHERE importHash IS NOT NULL AND weightKg > 0)
                """)
        }
        let assisted = try database.writer.read {
            try Double.fetchAll($0, sql: "SELECT weightKg FROM workoutSet WHERE exerciseId = 'pull_up_assisted' AND weightKg IS NOT NULL")
        }
        #expect(!assisted.isEmpty && assisted.allSatisfy { $0 < 0 })
        for file in ["variants/strong-v4-special.csv", "real/dakheera47-sample_strong.csv"] {
            let path = ImportTests.exports.appendingPathComponent(file).path
            let summary = try HistoryImport(database).run(path: path, options: .init())
            #expect(summary.sets == 0 && summary.duplicates > 0, "\(file): \(summary.sets) sets added again")
        }
        #expect(try database.writer.read { try WorkoutSet.fetchCount($0) } == 261)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet WHERE weightKg = 102.5") } == 1)
        try expectLedgerMatchesSets(database)
    }

    @Test func test_v1_fixture_gives_group_volume_counting_each_set_once() throws {
        let database = try migratedCopy(Self.fixtures[0])
        let report = try database.writer.read {
            try VolumeReport.compute($0, catalog: database.taxonomy, from: .distantPast, to: .distantFuture, includeWarmups: false)
        }
        // Working sets: squat 140x3 ×2 (quads 1.0), running 5 km (quads 0.1);
        // bench 100x5 ×3 (chest 1.0), plank (serratus 0.25).
        #expect(close(report.groups["quads"]!, .init(sets: 2.1, reps: 6, load: 840)))
        #expect(close(report.groups["chest"]!, .init(sets: 3.25, reps: 15, load: 1500)))
    }

    @Test func test_v1_fixture_values_survive() throws {
        let database = try migratedCopy(Self.fixtures[0])
        try database.writer.read { db in
            let bench = try WorkoutSet.filter(Column("exerciseId") == "bench_press_barbell").order(Column("position")).fetchAll(db)
            #expect(bench.map(\.kind) == [.normal, .normal, .normal, .warmup])
            #expect(bench.first?.weightKg == 100 && bench.first?.reps == 5 && bench.first?.rpe == 8)
            let pullUp = try WorkoutSet.filter(Column("exerciseId") == "pull_up").fetchOne(db)
            #expect(pullUp?.weightKg == 20 && pullUp?.reps == 6)
            #expect(try WorkoutSet.filter(Column("exerciseId") == "plank").fetchOne(db)?.seconds == 90)
            let run = try WorkoutSet.filter(Column("exerciseId") == "running").fetchOne(db)
            #expect(run?.distanceM == 5000 && run?.seconds == 1500)
            let superset = try WorkoutSet.filter(Column("exerciseId") == "romanian_deadlift_barbell").fetchOne(db)
            #expect(superset?.supersetGroup != nil)
            #expect(try String.fetchOne(db, sql: "SELECT note FROM workout WHERE id = 1") == "felt strong")
            #expect(try String.fetchAll(db, sql: "SELECT name FROM gym ORDER BY name") == ["Default Gym", "Home Gym"])
        }
    }

    @Test func test_v2_fixture_values_survive() throws {
        let database = try migratedCopy(Self.fixtures[1])
        try database.writer.read { db in
            let plan = try TemplateBook.plan(db, try TemplateBook.require(db, "Upper"))
            #expect(plan.items.map(\.exercise.name) == ["Bench Press (Barbell)", "Spoto Press", "Pull Up", "Plank"])
            #expect(plan.items[0].sets == 3)
            #expect(try Workout.fetchOne(db, key: 2)?.templateId == plan.template.id)
            let spoto = try #require(try Exercise.filter(Column("name") == "Spoto Press").fetchOne(db))
            #expect(spoto.isCustom)
            #expect(try ExerciseMuscle.filter(Column("exerciseId") == spoto.id && Column("muscleId") == "serratus_anterior").fetchOne(db)?.weight == 0.25)
            #expect(try Exercise.fetchOne(db, key: "bench_press_barbell")?.restSeconds == 150)
            #expect(try ExerciseGymNote.fetchOne(db)?.note == "rack 2")
            #expect(try WorkoutSet.filter(Column("kind") == "warmup").fetchCount(db) == 1)
            #expect(try WorkoutSet.filter(Column("exerciseId") == "running").fetchOne(db)?.distanceM == 5000)
        }
    }
}
