import Foundation
import Synchronization
import GRDB
@testable import WorkoutCore
import Testing

/// A real database file in a fresh directory.
func temporaryDatabase() throws -> (AppDatabase, String) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gt-db-\(UUID().uuidString)").path
    let path = dir + "/gym.sqlite"
    return (try AppDatabase.open(path: path), path)
}

@Suite struct DatabaseTests {
    /// Several opens of a new log at once (a command, and the daemon
    /// applying a synced file) each get a log: one migrates it, the others
    /// wait and find it done.
    @Test func test_opens_of_a_new_log_at_once_migrate_it_once() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gt-db-\(UUID().uuidString)").path
        let path = dir + "/gym.sqlite"
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            do { _ = try AppDatabase.open(path: path, catchingUp: false) } catch { failures.withLock { $0.append("\(error)") } }
        }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
        let migrations = try AppDatabase.open(path: path).writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM grdb_migrations") }
        #expect(migrations == AppDatabase.migrationCount)
    }

    @Test func test_first_run_creates_one_default_gym_and_loads_presets_idempotently() throws {
        let (db, path) = try temporaryDatabase()
        let again = try AppDatabase.open(path: path)
        let gyms = try again.writer.read { try Gym.fetchAll($0) }
        #expect(gyms.count == 1)
        #expect(gyms[0].name == "Default Gym" && gyms[0].isDefault)
        #expect(try GymBook(db).selected().name == "Default Gym")
        let count = try db.writer.read { try Exercise.fetchCount($0) }
        #expect(count == PresetCatalog.builtIn.exercises.count)
        let mode = try db.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        // On the connection that writes: a commit is on disk when it returns.
        let sync = try db.writer.writeWithoutTransaction { try Int.fetchOne($0, sql: "PRAGMA synchronous") }
        #expect(sync == 2) // FULL
    }

    @Test func test_a_prepared_log_is_stamped_and_a_bulk_load_clears_the_stamp_until_the_next_open_repairs() throws {
        let (db, path) = try temporaryDatabase()
        func stamp(_ db: AppDatabase) throws -> Int? { try db.writer.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } }
        let ready = AppDatabase.readyStamp(presetsVersion: PresetCatalog.builtInVersion)
        #expect(try stamp(db) == ready)
        #expect(ready != AppDatabase.readyStamp(presetsVersion: PresetCatalog.builtInVersion + 1))
        try db.write { _ = try BulkLoad.begin($0) }
        #expect(try stamp(db) == 0)
        let reopened = try AppDatabase.open(path: path)
        #expect(try stamp(reopened) == ready)
        #expect(try reopened.writer.read { try Setting.get($0, .bulkImportAfterSet) } == nil)
        let indexes = try reopened.writer.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger')") }
        #expect(indexes.contains("workoutSet_exercise_loggedAt") && indexes.contains("workoutSet_volume_insert"))
    }

    @Test func test_a_second_default_gym_is_impossible() throws {
        let (db, _) = try temporaryDatabase()
        #expect(throws: DatabaseError.self) {
            try db.write { d in
                var gym = Gym(id: nil, name: "Other", color: .red, isDefault: true, lastUsedAt: nil, createdAt: Date())
                try gym.insert(d)
            }
        }
    }

    @Test func test_preset_upgrade_keeps_user_edits() throws {
        let (db, path) = try temporaryDatabase()
        try db.write { d in
            try d.execute(sql: "UPDATE exercise SET restSeconds = 240, restEdited = 1, isFavorite = 1 WHERE id = 'bench_press_barbell'")
            try d.execute(sql: "UPDATE exerciseMuscle SET weight = 0.9 WHERE exerciseId = 'bench_press_barbell' AND muscleId = 'pectoralis_major_sternal'")
            try d.execute(sql: "UPDATE exercise SET musclesEdited = 1 WHERE id = 'bench_press_barbell'")
        }
        var next = PresetCatalog.builtIn
        next.version += 1
        for i in next.exercises.indices where ["bench_press_barbell", "squat_barbell"].contains(next.exercises[i].id) {
            next.exercises[i].restSeconds = 200
            next.exercises[i].muscles["pectoralis_major_sternal"] = 0.7
        }
        let upgraded = try AppDatabase.open(path: path, catalog: next)
        try upgraded.writer.read { d in
            let bench = try Exercise.fetchOne(d, key: "bench_press_barbell")!
            #expect(bench.restSeconds == 240 && bench.isFavorite)
            let w = try Double.fetchOne(d, sql: "SELECT weight FROM exerciseMuscle WHERE exerciseId = 'bench_press_barbell' AND muscleId = 'pectoralis_major_sternal'")
            #expect(w == 0.9)
            let squat = try Exercise.fetchOne(d, key: "squat_barbell")!
            #expect(squat.restSeconds == 200)
            let sw = try Double.fetchOne(d, sql: "SELECT weight FROM exerciseMuscle WHERE exerciseId = 'squat_barbell' AND muscleId = 'pectoralis_major_sternal'")
            #expect(sw == 0.7)
        }
    }

    @Test func test_unopenable_database_names_the_file() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gt-bad-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data("this is not a database, just text that is long enough to look like a header".utf8).write(to: URL(fileURLWithPath: dir + "/gym.sqlite"))
        do {
            _ = try AppDatabase.open(path: dir + "/gym.sqlite")
            Issue.record("opened a text file as a database")
        } catch {
            #expect(error.description.contains(dir + "/gym.sqlite"))
            #expect(error.description.contains("move it aside"))
        }
    }
}

@Suite struct StorageDateTests {
    /// Dates written without a DateFormatter must read back, and sort, exactly as GRDB's own text.
    @Test(arguments: [0.0, 1_800_000_000.123, 1_800_000_000.9999, -86_400.5, 1_234_567_890.001, 4_102_444_799.999])
    func test_matches_grdb_storage_text(unix: Double) {
        let date = Date(timeIntervalSince1970: unix)
        #expect(DatabaseValue(value: StorageDate.text(date)) == date.databaseValue)
    }

    /// The calendar arithmetic agrees with gmtime_r on every day from 1600
    /// to 2400 (leap centuries, negative times), at a varying time of day.
    @Test func test_calendar_arithmetic_matches_gmtime_every_day_from_1600_to_2400() {
        var mismatches: [String] = []
        var day = -135_140 // 1600-01-01
        while day <= 157_100, mismatches.count < 5 {
            let seconds = day * 86_400 + (day * 7_919) % 86_400 + (day < 0 ? 86_400 : 0)
            var t = time_t(seconds)
            var expected = tm()
            gmtime_r(&t, &expected)
            let fields = [Int(expected.tm_year) + 1900, Int(expected.tm_mon) + 1, Int(expected.tm_mday),
                          Int(expected.tm_hour), Int(expected.tm_min), Int(expected.tm_sec)]
            let reference = String(format: "%04d-%02d-%02d %02d:%02d:%02d.000", fields[0], fields[1], fields[2], fields[3], fields[4], fields[5])
            let text = StorageDate.text(Date(timeIntervalSince1970: TimeInterval(seconds)))
            if text != reference { mismatches.append("\(seconds): \(text) != \(reference)") }
            day += 1
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
