import Foundation
import GRDB
import TestSupport
import Checksum
import Notation
@testable import WorkoutCore
import SyncShare
import Testing

/// A device for sync tests: its own log, and its own copy of the shared
/// folder, which only `deliver` changes (as a sync tool would).
final class SyncDevice {
    let database: AppDatabase
    let path: String
    let folder: String
    let name: String
    var id: String { database.journal.device! }

    /// `history`: what the log holds before sync is set up.
    init(root: String, name: String, history: (AppDatabase) throws -> Void = { _ in }) throws {
        self.name = name
        path = root + "/\(name)/gym.sqlite"
        folder = root + "/\(name)/folder"
        database = try AppDatabase.open(path: path)
        try history(database)
        _ = try LogSync(database).setup(folder: folder, deviceName: name)
    }

    /// A device whose history, before set-up, has a custom exercise the
    /// import name "Tire Press" maps to; and that exercise's id.
    static func withTirePress(root: String, name: String) throws -> (SyncDevice, String) {
        var exercise = ""
        let device = try SyncDevice(root: root, name: name) { database in
            exercise = try ExerciseLibrary(database).add(.init(name: "Tire Flip Press", movement: "overhead_press")).id
            try database.write { try $0.execute(sql: "INSERT INTO importName(name, exerciseId) VALUES ('Tire Press', ?)", arguments: [exercise]) }
        }
        return (device, exercise)
    }

    /// The exercise an import name maps to here.
    func mapping(_ name: String) throws -> String? {
        try database.writer.read { try String.fetchOne($0, sql: "SELECT exerciseId FROM importName WHERE name = ?", arguments: [name]) }
    }

    @discardableResult
    func sync() throws -> LogSync.RunSummary { try LogSync(database).run() }

    func write(_ sql: String, _ arguments: StatementArguments = []) throws {
        try database.write { try $0.execute(sql: sql, arguments: arguments) }
    }

    /// A copy of this device's log as it is now, in `directory`: a log
    /// later put back from an older copy.
    func copyOfLog(in directory: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let copy = directory + "/gym.sqlite"
        try database.writer.writeWithoutTransaction { try $0.execute(sql: "VACUUM INTO ?", arguments: [copy]) }
        return copy
    }

    func ids(_ table: String) throws -> [Int64] {
        try database.writer.read { try Int64.fetchAll($0, sql: "SELECT id FROM \(table) ORDER BY id") }
    }

    /// Every synced row as its record would carry it, keyed by uid: two
    /// devices with equal dumps hold the same log.
    func dump() throws -> [String: String] {
        try database.writer.read { db in
            var rows: [String: String] = [:]
            for entity in SyncEntities.all where entity.name != "exercise" {
                for row in try Row.fetchAll(db, sql: "SELECT r.\(entity.key), \(SyncEntities.fullRecord(entity, row: "r")) FROM \(entity.table) r") {
                    rows[entity.name + " " + (row[0] as String)] = row[1]
                }
            }
            for row in try Row.fetchAll(db, sql: "SELECT r.id, \(SyncEntities.fullRecord(SyncEntities.exercise, row: "r")) FROM exercise r WHERE isCustom") {
                rows["exercise " + (row[0] as String)] = row[1]
            }
            return rows
        }
    }

    /// Copies `other`'s files into this device's folder, as a sync tool
    /// does; `cut` keeps only that many bytes of its last file.
    func receive(from other: SyncDevice, cut: Int? = nil) throws {
        let source = other.folder + "/" + other.id
        let target = folder + "/" + other.id
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: source).sorted()
        for (i, name) in names.enumerated() {
            var data = try Data(contentsOf: URL(fileURLWithPath: source + "/" + name))
            if let cut, i == names.count - 1 { data = data.prefix(min(cut, data.count)) }
            // Written under a temporary name and renamed, as Syncthing does.
            let temp = target + "/.syncthing.\(name).tmp"
            try data.write(to: URL(fileURLWithPath: temp))
            _ = rename(temp, target + "/" + name)
        }
    }
}

func logSet(_ database: AppDatabase, _ exercise: String, _ kg: Double, _ reps: Int) throws {
    _ = try WorkoutLog(database).log(.init(exerciseQuery: exercise, sets: [SetEntry(weightKg: kg, reps: reps)]))
}

/// The rows two dumps disagree on, each with both values: for a failure
/// message that says what differs.
func differences(_ x: [String: String], _ y: [String: String]) -> [String] {
    Set(x.keys).union(y.keys).filter { x[$0] != y[$0] }.sorted().prefix(3).map { "\($0): \(x[$0] ?? "none") vs \(y[$0] ?? "none")" }
}

/// Two devices, each with a workout of one set (a bench press on a, a
/// squat on b), synced both ways.
func devicesWithAWorkoutEach() throws -> (SyncDevice, SyncDevice) {
    let root = syncRoot()
    let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
    try logSet(a.database, "bench", 100, 5)
    try logSet(b.database, "squat", 120, 5)
    try a.receive(from: b); try b.receive(from: a)
    try a.sync(); try b.sync()
    return (a, b)
}

func syncRoot() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("gt-sync-\(UUID().uuidString)").path
}

@Suite struct SyncTests {
    @Test func test_setup_names_each_row_by_its_content_and_a_taken_or_deleted_name_again() throws {
        let root = syncRoot()
        let database = try AppDatabase.open(path: root + "/gym.sqlite")
        let at = { (i: Int) in String(format: "2026-11-01 10:%02d:%02d.000", i / 60 % 60, i % 60) }
        let workoutUid = SyncIdentity.derived(["lw", "2026-11-01 10:00:00.000", "W"])
        let named = { (i: Int) in SyncIdentity.derived(["ls", workoutUid, String(i), at(i)]) }
        // A history logged before set-up, long enough for its uid index to be
        // made again: set 7 twice at the same place and time, and set 9's
        // name already taken by a deletion this log knows of.
        try database.write { db in
            try db.execute(sql: "INSERT INTO workout(gymId, name, startedAt) VALUES ((SELECT id FROM gym LIMIT 1), 'W', '2026-11-01 10:00:00.000')")
            let workout = db.lastInsertedRowID
            for i in Array(0..<1500) + [7] {
                try db.execute(sql: "INSERT INTO workoutSet(workoutId, exerciseId, position, kind, weightKg, reps, loggedAt) VALUES (?, 'bench_press_barbell', ?, 'normal', 100, 5, ?)",
                               arguments: [workout, i, at(i)])
            }
            try db.execute(sql: "INSERT INTO syncTombstone(uid, entity, clock) VALUES (?, 'set', '0')", arguments: [named(9)])
        }
        _ = try LogSync(database).setup(folder: root + "/folder", deviceName: "a")
        let uids = try database.writer.read { try Row.fetchAll($0, sql: "SELECT position, uid FROM workoutSet ORDER BY id").map { ($0[0] as Int, $0[1] as String?) } }
        #expect(uids.count == 1501 && Set(uids.map(\.1)).count == 1501)
        for (i, (position, uid)) in uids.enumerated() {
            let expected = i == 1500 ? SyncIdentity.derived([named(7), "again"]) : position == 9 ? SyncIdentity.derived([named(9), "again"]) : named(position)
            #expect(uid == expected, "set \(i) at position \(position)")
        }
        let index = try database.writer.read { try String.fetchOne($0, sql: "SELECT sql FROM sqlite_master WHERE name = 'workoutSet_uid'") }
        #expect(index == "CREATE UNIQUE INDEX workoutSet_uid ON workoutSet(uid)")
    }

    @Test func test_a_logged_set_is_journalled_with_its_weight_as_a_real_and_its_workout_by_uid() throws {
        let a = try SyncDevice(root: syncRoot(), name: "a")
        try logSet(a.database, "bench", 100, 5)
        let (line, workout) = try a.database.writer.read { db in
            (try String.fetchOne(db, sql: "SELECT line FROM syncOutbox WHERE line LIKE '%\"e\":\"set\"%' ORDER BY seq DESC LIMIT 1"),
             try String.fetchOne(db, sql: "SELECT uid FROM workout ORDER BY id DESC LIMIT 1"))
        }
        // A whole number in a REAL column is written as one (100.0, not 100)
        // on every device, or the same set would read differently.
        #expect(line?.contains(#""weightKg":100.0,"reps":5,"#) == true, "\(line ?? "none")")
        #expect(line?.contains(#""workout":"\#(workout ?? "?")""#) == true, "\(line ?? "none")")
    }

    /// The records of one device's outbox, oldest first, as (entity, op, fields).
    private func outbox(_ device: SyncDevice) throws -> [(e: String, o: Character, u: String, f: String)] {
        try device.database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT line FROM syncOutbox ORDER BY seq").map { line in
                let bytes = Array(line.utf8.dropLast())
                let payload = try #require(bytes.withUnsafeBufferPointer { ChecksummedLine.verified($0).map { String(decoding: $0, as: UTF8.self) } })
                let record = try #require(SyncRecord(payload: payload))
                return (record.kind.rawValue, record.op.rawValue, record.uid, record.fields)
            }
        }
    }

    @Test func test_a_row_made_and_changed_in_one_transaction_is_journalled_as_the_transaction_leaves_it() throws {
        let a = try SyncDevice(root: syncRoot(), name: "a")
        let before = try outbox(a).count
        try a.database.write { db in
            try db.execute(sql: "INSERT INTO bodyweight(measuredAt, kg) VALUES ('2026-11-20 07:00:00.000', 80)")
            try db.execute(sql: "UPDATE bodyweight SET kg = 81.25 WHERE measuredAt = '2026-11-20 07:00:00.000'")
            // Made and deleted again: nothing for the other devices.
            try db.execute(sql: "INSERT INTO bodyweight(measuredAt, kg) VALUES ('2026-11-21 07:00:00.000', 90)")
            try db.execute(sql: "DELETE FROM bodyweight WHERE measuredAt = '2026-11-21 07:00:00.000'")
        }
        let records = try outbox(a).dropFirst(before)
        #expect(records.count == 1, "\(records)")
        #expect(records.first?.e == "bodyweight" && records.first?.o == "c")
        #expect(records.first?.f.contains(#""kg":81.25"#) == true, "\(records)")
        let uid = try a.database.writer.read { try String.fetchOne($0, sql: "SELECT uid FROM bodyweight WHERE measuredAt = '2026-11-20 07:00:00.000'") }
        #expect(uid != nil && records.first?.u == uid)
        // An edit in a later transaction is an edit of that uid, with the
        // whole number written as a REAL.
        try a.write("UPDATE bodyweight SET kg = 82 WHERE uid = ?", [uid])
        let edit = try outbox(a).last
        #expect(edit?.o == "u" && edit?.u == uid && edit?.f == #"{"kg":82.0}"#, "\(String(describing: edit))")
    }

    @Test func test_a_set_deleted_with_its_workout_has_no_record_of_its_own_and_a_moved_set_is_a_new_one() throws {
        let a = try SyncDevice(root: syncRoot(), name: "a")
        try logSet(a.database, "bench", 100, 5)
        let first = try a.ids("workout").last!
        try a.write("INSERT INTO workout(gymId, name, startedAt) SELECT gymId, name, startedAt FROM workout WHERE id = ?", [first])
        let second = try a.ids("workout").last!
        let setUid = try a.database.writer.read { try String.fetchOne($0, sql: "SELECT uid FROM workoutSet WHERE workoutId = ?", arguments: [first]) }!
        let before = try outbox(a).count
        try a.write("UPDATE workoutSet SET workoutId = ? WHERE workoutId = ?", [second, first])
        let moved = try outbox(a).dropFirst(before)
        #expect(moved.map(\.o) == ["d", "c"] && moved.first?.u == setUid && moved.last?.u != setUid, "\(moved)")
        let newUid = moved.last!.u
        let afterMove = try outbox(a).count
        try a.write("DELETE FROM workout WHERE id = ?", [second])
        let deleted = try outbox(a).dropFirst(afterMove)
        // Only the workout's deletion: its set goes with it on every device,
        // and is marked deleted here (a late edit of it is dropped).
        #expect(deleted.map(\.e) == ["workout"] && deleted.map(\.o) == ["d"], "\(deleted)")
        let marked = try a.database.writer.read { try Bool.fetchOne($0, sql: "SELECT EXISTS(SELECT 1 FROM syncTombstone WHERE uid = ?)", arguments: [newUid]) }
        #expect(marked == true)
    }

    @Test func test_a_commit_that_skips_the_journal_is_refused_and_changes_nothing() throws {
        let a = try SyncDevice(root: syncRoot(), name: "a")
        _ = try BodyweightLog(a.database).record(81.5)
        let before = try outbox(a).count
        // A write path that forgot to journal: its commit fails whole.
        #expect(throws: WorkoutError.self) {
            try a.database.writer.write { try $0.execute(sql: "UPDATE bodyweight SET kg = 70") }
        }
        #expect(try BodyweightLog(a.database).history().map(\.kg) == [81.5])
        #expect(try outbox(a).count == before)
        // The journal is not left holding the refused change.
        try a.write("UPDATE bodyweight SET kg = 80")
        #expect(try outbox(a).last?.f == #"{"kg":80.0}"#)
    }

    @Test func test_a_records_fields_read_without_sqlite_are_read_as_json_each_reads_them() throws {
        let database = try AppDatabase.open(path: syncRoot() + "/gym.sqlite")
        let objects = [
            #"{}"#, #"{"weightKg":100.0,"reps":5,"rpe":null,"note":"left \"knee\" ✓","kind":"w"}"#,
            #"{"a":-0,"b":1e2,"c":-12.5E-1,"d":12345678901234567890,"e":true,"f":false,"g":9007199254740993}"#,
            #"{"s":"tab\there\nnew\/slash\\back\u00e9\ud83d\udcaa\b\f\r"}"#,
            #"{"muscles":{"chest":0.7,"triceps":0.3},"items":[[1,"bench_press_barbell",3,100.0,5,null,null,2.5]],"names":["Bench \"flat\"","[x]"]}"#,
            #"{"gymNotes":{"0000000000000000":"a } in a string ]"},"x":"{not nested}"}"#,
            #"{"m":{"a":[1E2,-0,0.5e-3,"\u00e9\"x",true,null],"b":{},"c":[[]]},"n":[]}"#,
        ]
        for json in objects {
            let read = try #require(RecordFields.parse(json), "\(json)")
            let sqlite = try database.writer.read { db in
                try Row.fetchAll(db, sql: "SELECT key, value FROM json_each(?)", arguments: [json]).map { ($0[0] as String, $0[1] as DatabaseValue) }
            }
            #expect(read.map(\.0) == sqlite.map(\.0), "\(json)")
            func type(_ v: DatabaseValue) -> String {
                switch v.storage {
                case .null: "null"
                case .int64: "integer"
                case .double: "real"
                case .string: "text"
                case .blob: "blob"
                }
            }
            for ((key, mine), (_, theirs)) in zip(read, sqlite) {
                #expect(mine == theirs && type(mine) == type(theirs), "\(key) in \(json): \(mine) vs \(theirs)")
            }
        }
        // What it does not read is left to SQLite.
        for json in [#"{ "a": 1 }"#, #"{"a":}"#, #"{"a":"\ud800"}"#, #"{"a":1"#, #"[1]"#, #"{"a":tru}"#,
                     #"{"a":007}"#, #"{"a":+5}"#, #"{"a":1.}"#, #"{"a":.5}"#, #"{"a":1e}"#, #"{"a":-}"#,
                     #"{"a":[1}"#, #"{"a":{"b":1]}"#, #"{"a":[1, 2]}"#, #"{"a":[1,]}"#, #"{"a":{"b"}}"#, "{\"a\":\"tab\there\"}",
                     #"{"a":"nul\u0000"}"#] {
            #expect(RecordFields.parse(json) == nil, "\(json)")
        }
    }

    @Test func test_real_affinity_follows_sqlites_rule() {
        for (type, real) in [("REAL", true), ("DOUBLE", true), ("double precision", true), ("FLOAT", true),
                             ("INTEGER", false), ("TEXT", false), ("", false), ("FLOATING POINT", false), ("NUMERIC", false)] {
            #expect(SyncJournal.hasRealAffinity(declaredType: type) == real, "\(type)")
        }
    }

    @Test func test_a_record_is_written_as_its_documented_line_and_reads_back_the_same() throws {
        let records = [
            (SyncRecord(seq: 1, hlc: 0x01a2_18b2_d7a1_0001, kind: .set, op: .create, uid: "9f0e1d2c3b4a5968",
                        fields: #"{"weightKg":102.5,"note":"left \"knee\" ✓"}"#),
             #"{"s":1,"h":"01a218b2d7a10001","e":"set","o":"c","u":"9f0e1d2c3b4a5968","f":{"weightKg":102.5,"note":"left \"knee\" ✓"}}"#),
            (SyncRecord(seq: 9_876_543_210, hlc: .max, kind: .exercise, op: .update, uid: "bench_press_barbell", fields: "{}"),
             #"{"s":9876543210,"h":"ffffffffffffffff","e":"exercise","o":"u","u":"bench_press_barbell","f":{}}"#),
        ]
        for (record, payload) in records {
            var framed: [UInt8] = []
            Checksum.ChecksummedLine.append(Array(payload.utf8), to: &framed)
            #expect(record.line == framed, "\(String(decoding: record.line, as: UTF8.self))")
            #expect(SyncRecord(payload: payload) == record)
        }
    }

    @Test func test_a_set_logged_on_one_device_arrives_once_with_its_ledger_and_edits_converge() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        try logSet(a.database, "bench", 100, 5)
        try b.receive(from: a)
        let summary = try b.sync()
        #expect(summary.setsAdded == 1)
        // (Each default gym keeps its own creation time until B's records reach A.)
        let history = { (d: SyncDevice) in try d.dump().filter { !$0.key.hasPrefix("gym ") } }
        #expect(try history(b) == history(a))
        try expectLedgerMatchesSets(b.database)
        // Applying the same files again changes nothing, nor does replaying them all.
        try b.sync()
        try b.write("DELETE FROM syncApplied")
        try b.sync()
        #expect(try history(b) == history(a))
        #expect(try b.database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 1)
        // Edits on both sides, then both ways: the same log on each.
        let setOnB = try b.ids("workoutSet")[0]
        try b.write("UPDATE workoutSet SET reps = 6 WHERE id = ?", [setOnB])
        try a.write("UPDATE workoutSet SET note = 'easy'")
        try a.write("UPDATE gym SET name = 'Home'")
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        #expect(try a.dump() == b.dump())
        let reps = try a.database.writer.read { try Int.fetchOne($0, sql: "SELECT reps FROM workoutSet") }
        #expect(reps == 6)
    }

    /// Each device goes on with the workout it started: after a sync the
    /// laptop's workout in progress is not continued by a log on the
    /// desktop, which starts its own and says the other is open and how to
    /// join them; merged, they are one on both.
    @Test func test_each_device_goes_on_with_its_own_workout_and_is_told_of_the_other() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        try logSet(a.database, "bench", 100, 5)
        try b.receive(from: a); try b.sync()
        let logged = try WorkoutLog(b.database).log(.init(exerciseQuery: "squat", sets: [SetEntry(weightKg: 120, reps: 5)]))
        #expect(logged.startedWorkout, "b starts its own workout")
        let aWorkout = try a.database.writer.read { try Workout.fetchOne($0) }
        #expect(logged.openElsewhere.map(\.device) == ["a"] && logged.openElsewhere.first?.workout.name == aWorkout?.name)
        // a goes on with its own, and is told of b's when it starts another.
        try a.receive(from: b); try a.sync()
        try logSet(a.database, "bench", 100, 5)
        #expect(try a.ids("workout").count == 2)
        #expect(try WorkoutLog(a.database).current()?.sets.count == 2, "a's own workout has both its sets")
        #expect(try WorkoutLog(a.database).elsewhere().map(\.device) == ["b"])
        // Joined on b: one workout, b's own, on both.
        let workouts = try b.database.writer.read { db in
            (try WorkoutLog.activeWorkout(db)!.id!, try WorkoutLog.elsewhere(db)[0].workout.id!)
        }
        try b.receive(from: a); try b.sync()
        _ = try HistoryBook(b.database).mergeWorkouts(workouts.0, workouts.1)
        try a.receive(from: b); try a.sync()
        #expect(try a.ids("workout").count == 1 && b.ids("workout").count == 1)
        #expect(try a.dump() == b.dump())
        #expect(try WorkoutLog(b.database).current()?.sets.count == 3)
        #expect(try WorkoutLog(a.database).current() == nil)
        #expect(try WorkoutLog(a.database).elsewhere().map(\.device) == ["b"])
    }

    @Test func test_two_workouts_started_apart_stay_two_until_the_lifter_merges_them() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        try logSet(a.database, "bench", 100, 5)
        try logSet(b.database, "squat", 120, 5)
        try logSet(b.database, "squat", 120, 5)
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        let workouts = try a.ids("workout")
        #expect(workouts.count == 2)
        let merged = try HistoryBook(a.database).mergeWorkouts(workouts[0], workouts[1])
        #expect(merged.moved == 2)
        try b.receive(from: a); try b.sync()
        try a.receive(from: b); try a.sync()
        #expect(try b.ids("workout").count == 1 && b.ids("workoutSet").count == 3)
        #expect(try a.dump() == b.dump())
        let positions = try b.database.writer.read { try Int.fetchAll($0, sql: "SELECT position FROM workoutSet ORDER BY loggedAt") }
        #expect(positions == [1, 2, 3])
        try expectLedgerMatchesSets(b.database)
    }

    /// A set logged on one device into a workout another device merges
    /// away meanwhile follows the workout into the one it was merged into,
    /// on both devices: nothing logged is lost to a merge.
    @Test func test_a_set_logged_into_a_workout_merged_away_elsewhere_follows_it() throws {
        let (a, b) = try devicesWithAWorkoutEach()
        // b goes on in its workout while a merges it into a's.
        try logSet(b.database, "squat", 125, 5)
        let workouts = try a.ids("workout")
        let uids = try a.database.writer.read { try String.fetchAll($0, sql: "SELECT uid FROM workout ORDER BY id") }
        _ = try HistoryBook(a.database).mergeWorkouts(workouts[0], workouts[1])
        try b.receive(from: a); try b.sync()
        try a.receive(from: b); try a.sync()
        for device in [a, b] {
            let rows = try device.database.writer.read { try String.fetchAll($0, sql: "SELECT w.uid FROM workoutSet s JOIN workout w ON w.id = s.workoutId") }
            #expect(rows == [uids[0], uids[0], uids[0]], "\(device.name)")
        }
        #expect(differences(try a.dump(), try b.dump()) == [])
        try expectLedgerMatchesSets(a.database)
        try expectLedgerMatchesSets(b.database)
    }

    /// A log is private: the folders gym-timer makes in the sync folder are
    /// 0700 and its files 0600 (a sync tool copies the bits to every
    /// device), and a file an older build made 0644 is made private by the
    /// next sync.
    @Test func test_the_sync_folder_files_are_private() throws {
        let a = try SyncDevice(root: syncRoot(), name: "a")
        try logSet(a.database, "bench", 100, 5)
        func mode(_ path: String) throws -> Int { (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! NSNumber).intValue }
        let own = a.folder + "/" + a.id
        let segment = own + "/000001.jsonl"
        #expect(try mode(a.folder) == 0o700 && mode(own) == 0o700 && mode(segment) == 0o600)
        #expect(try mode((a.path as NSString).deletingLastPathComponent + "/sync.conf") == 0o600)
        chmod(segment, 0o644)
        chmod(own, 0o755)
        try a.sync()
        #expect(try mode(own) == 0o700 && mode(segment) == 0o600)
    }

    /// Another device joining this one's workout into its own (`history
    /// merge`) moves the sets: nothing is said to have been removed, and a
    /// set's new place is no change to tell.
    @Test func test_a_merge_on_another_device_is_not_told_as_removed_sets() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        try logSet(a.database, "bench", 100, 5)
        try logSet(a.database, "bench", 100, 5)
        try b.receive(from: a); try b.sync()
        try logSet(b.database, "squat", 140, 3)
        let (own, theirs) = try b.database.writer.read { db in
            (try WorkoutLog.activeWorkout(db)!.id!, try WorkoutLog.elsewhere(db)[0].workout.id!)
        }
        _ = try HistoryBook(b.database).mergeWorkouts(own, theirs)
        try a.receive(from: b); try a.sync()
        #expect(try a.ids("workoutSet").count == 3)
        let told = try SyncEvents.list(a.database)
        #expect(!told.contains { $0.kind == .removed }, "\(told)")
        #expect(!told.contains { $0.field == "position" || $0.field == "supersetGroup" }, "\(told)")
    }

    /// Names that are unique (gyms, plans) given alike on two devices at
    /// once end as the sync table says: the same new name is the same gym
    /// (its id comes from its name); a rename onto another device's new
    /// gym's name numbers the one with the larger id, `Home (2)`, alike on both.
    @Test func test_two_gyms_or_plans_named_alike_at_once_end_as_the_table_says() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        _ = try GymBook(a.database).add("Home", color: .green)
        _ = try GymBook(b.database).add("Home", color: .red)
        _ = try TemplateBook(a.database).plan("Push", exercise: "bench", spec: .parse("3x5"))
        _ = try TemplateBook(b.database).plan("Push", exercise: "squat", spec: .parse("3x5"))
        _ = try GymBook(a.database).add("Garage", color: .blue)
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        // Garage renamed Loft on a while b makes a gym of its own called Loft.
        try GymBook(a.database).rename("Garage", to: "Loft")
        _ = try GymBook(b.database).add("Loft", color: .blue)
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        for device in [a, b] {
            let gyms = try device.database.writer.read { try String.fetchAll($0, sql: "SELECT name FROM gym ORDER BY name") }
            #expect(gyms.filter { $0 == "Home" }.count == 1, "one Home: \(gyms)")
            #expect(gyms.contains("Loft") && gyms.contains("Loft (2)"), "\(device.name): \(gyms)")
            #expect(try TemplateBook(device.database).list().map(\.template.name) == ["Push"])
        }
        #expect(differences(try a.dump(), try b.dump()) == [])
    }

    /// A set logged on one device into an exercise another device merges
    /// away meanwhile follows the merge on both, whether the merged one was
    /// the lifter's own (deleted) or built in (hidden), as a set logged into
    /// a merged workout follows it.
    @Test(arguments: [true, false])
    func test_a_set_logged_into_an_exercise_merged_away_elsewhere_follows_the_merge(custom: Bool) throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        let merged = custom ? "Leg Press Keller" : "Hack Squat"
        if custom { _ = try ExerciseLibrary(a.database).add(.init(name: merged, movement: "leg_press")) }
        try logSet(a.database, merged, 100, 10)
        try b.receive(from: a); try b.sync()
        // b logs the exercise again before it hears of the merge a makes.
        try logSet(b.database, merged, 110, 10)
        let into = custom ? "Leg Press" : "Squat (Barbell)"
        let done = try ExerciseRepair(a.database).merge(merged, into: into)
        #expect(done.deleted == custom)
        try b.receive(from: a); try b.sync()
        try a.receive(from: b); try a.sync()
        try b.receive(from: a); try b.sync()
        for device in [a, b] {
            let names = try device.database.writer.read {
                try String.fetchAll($0, sql: "SELECT e.name FROM workoutSet s JOIN exercise e ON e.id = s.exerciseId ORDER BY s.weightKg")
            }
            #expect(names.count == 2 && Set(names).count == 1 && names[0] == done.into.name, "\(device.name): \(names)")
        }
        #expect(differences(try a.dump(), try b.dump()) == [])
        try expectLedgerMatchesSets(a.database)
        try expectLedgerMatchesSets(b.database)
    }

    /// A custom exercise deleted on one device while another logs it
    /// offline: a deletion of an exercise in use is refused where it is
    /// made, so it is undone here too: the exercise and its sets on both.
    @Test func test_an_exercise_deleted_on_one_device_while_another_logs_it_stays_on_both_with_its_sets() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b"), c = try SyncDevice(root: root, name: "c")
        _ = try ExerciseLibrary(a.database).add(.init(name: "Tire Flip Press", movement: "overhead_press"))
        try b.receive(from: a); try c.receive(from: a)
        try b.sync(); try c.sync()
        _ = try ExerciseLibrary(a.database).delete("Tire Flip Press")
        try logSet(b.database, "Tire Flip Press", 40, 8)
        try logSet(b.database, "Tire Flip Press", 40, 8)
        // c hears of the deletion first, then of the sets; b of the deletion after logging.
        try c.receive(from: a); try c.sync()
        for (x, y) in [(a, b), (b, a), (c, b), (c, a)] { try x.receive(from: y) }
        try a.sync(); try b.sync(); try c.sync()
        for device in [a, b, c] {
            let (exercises, sets) = try device.database.writer.read { db in
                (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM exercise WHERE name = 'Tire Flip Press'"), try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet"))
            }
            #expect(exercises == 1 && sets == 2, "\(device.name)")
        }
        #expect(differences(try a.dump(), try b.dump()) == [])
        #expect(differences(try c.dump(), try b.dump()) == [])
        #expect(try a.database.writer.read { try ExerciseSearch.find($0, "tire flip press") }.name == "Tire Flip Press")
    }

    /// The same deletion, set and set deletion reaching two devices in
    /// different orders: an exercise goes where nothing uses it any more,
    /// whatever came first.
    @Test func test_a_deleted_exercise_goes_on_every_device_once_its_last_set_is_deleted_whatever_the_order() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b"),
            c = try SyncDevice(root: root, name: "c"), d = try SyncDevice(root: root, name: "d")
        _ = try ExerciseLibrary(a.database).add(.init(name: "Tire Flip Press", movement: "overhead_press"))
        for x in [b, c, d] { try x.receive(from: a); try x.sync() }
        _ = try ExerciseLibrary(a.database).delete("Tire Flip Press")
        try logSet(d.database, "Tire Flip Press", 40, 8)
        let set = try d.ids("workoutSet")[0]
        // b: the set, then the deletion, then the set's deletion.
        try b.receive(from: d); try b.sync()
        try b.receive(from: a); try b.sync()
        _ = try HistoryBook(d.database).deleteSet(set)
        try b.receive(from: d); try b.sync()
        // c: the set and its deletion, then the exercise's.
        try c.receive(from: d); try c.sync()
        try c.receive(from: a); try c.sync()
        try a.receive(from: d); try a.sync()
        for device in [a, b, c, d] {
            if device !== d { try device.sync() }
        }
        try d.receive(from: a); try d.sync()
        for device in [a, b, c, d] {
            let count = try device.database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM exercise WHERE name = 'Tire Flip Press'") }
            #expect(count == 0, "\(device.name)")
        }
        #expect(differences(try b.dump(), try c.dump()) == [])
    }

    /// The deletion reaching a device before the exercise's creation (made
    /// on another device): a set naming it still brings it back there.
    @Test func test_a_deletion_that_arrives_before_the_exercise_still_lets_a_set_bring_it_back() throws {
        let root = syncRoot()
        let maker = try SyncDevice(root: root, name: "maker"), deleter = try SyncDevice(root: root, name: "deleter"),
            lifter = try SyncDevice(root: root, name: "lifter"), late = try SyncDevice(root: root, name: "late")
        _ = try ExerciseLibrary(maker.database).add(.init(name: "Tire Flip Press", movement: "overhead_press"))
        for x in [deleter, lifter] { try x.receive(from: maker); try x.sync() }
        _ = try ExerciseLibrary(deleter.database).delete("Tire Flip Press")
        try logSet(lifter.database, "Tire Flip Press", 40, 8)
        try late.receive(from: deleter); try late.sync()
        try late.receive(from: maker); try late.sync()
        try late.receive(from: lifter); try late.sync()
        let (exercises, sets) = try late.database.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM exercise WHERE name = 'Tire Flip Press'"), try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet"))
        }
        #expect(exercises == 1 && sets == 1)
        try lifter.receive(from: deleter); try lifter.sync()
        #expect(differences(try late.dump(), try lifter.dump()) == [])
    }

    /// Everything of the log that is the lifter's: own exercises and edits
    /// of the library's, notes per gym, plans, weigh-ins, gyms. Derived
    /// data (search text, inherited muscles) is recomputed where it lands.
    @Test func test_the_library_plans_gyms_and_weigh_ins_travel_and_are_searchable() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        _ = try GymBook(a.database).add("Garage", color: .green)
        let library = ExerciseLibrary(a.database)
        _ = try library.add(.init(name: "Zercher Good Morning", movement: "good_morning"))
        _ = try library.add(.init(name: "Pin Squat", variationOf: "squat"))
        var edit = ExerciseLibrary.Edit()
        edit.favorite = true
        edit.note = "elbows in"
        edit.gymNotes = [(gym: "Garage", note: "rack at 7")]
        edit.restSeconds = 150
        _ = try library.edit("bench", edit)
        _ = try TemplateBook(a.database).plan("Push", exercise: "bench", spec: .parse("3x8-12"), weightKg: 60)
        _ = try TemplateBook(a.database).plan("Push", exercise: "bent over row", spec: .parse("3x8-12"), pairing: .join)
        try logSet(a.database, "deadlift", 140, 5)
        _ = try TemplateBook(a.database).save("Pull", from: try WorkoutLog(a.database).end().id!)
        var bar = ExerciseLibrary.Edit()
        bar.barKg = 30
        _ = try library.edit("squat", bar)
        _ = try BodyweightLog(a.database).record(81.5)
        try b.receive(from: a)
        let summary = try b.sync()
        #expect(summary.problems.isEmpty && summary.devices.allSatisfy { $0.waitingFor == nil })
        let differing = try differences(a.dump(), b.dump())
        #expect(differing == [])
        #expect(try b.database.writer.read { try ExerciseSearch.find($0, "zercher good") }.name == "Zercher Good Morning")
        let bench = try b.database.writer.read { try ExerciseSearch.find($0, "bench") }
        #expect(bench.isFavorite && bench.note == "elbows in" && bench.restSeconds == 150)
        let note = try b.database.writer.read { try String.fetchOne($0, sql: "SELECT note FROM exerciseGymNote") }
        #expect(note == "rack at 7")
        let plan = try TemplateBook(b.database).plan(named: "Push")
        #expect(plan.items.count == 2 && plan.items[0].superset != nil && plan.items[0].superset == plan.items[1].superset)
        #expect(try b.database.writer.read { try ExerciseSearch.find($0, "squat") }.barKg == 30)
        #expect(try TemplateBook(b.database).plan(named: "Pull").items.first?.plannedSets == [PlannedSet(kind: .normal, weightKg: 140, reps: 5)])
        #expect(try BodyweightLog(b.database).history().map(\.kg) == [81.5])
        // Muscles a variation inherits are the same on both, computed on each.
        let muscles = { (d: SyncDevice) in try d.database.writer.read {
            try Row.fetchAll($0, sql: "SELECT muscleId, weight FROM exerciseMuscle WHERE exerciseId = 'custom_pin_squat' ORDER BY muscleId")
        } }
        #expect(try muscles(a) == muscles(b) && !muscles(b).isEmpty)
    }

    /// A command that reads the log applies what arrived first: no `sync`.
    @Test func test_opening_the_log_applies_what_arrived() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        try logSet(a.database, "bench", 100, 5)
        try b.receive(from: a)
        let reopened = try AppDatabase.open(path: b.path)
        #expect(try reopened.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 1)
    }

    /// The folder away (an unmounted disk, a USB stick out): sets are still
    /// logged, and reach the folder when it is back, at the next open.
    @Test func test_changes_made_while_the_folder_is_away_reach_it_when_it_is_back() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        try logSet(a.database, "bench", 100, 5)
        #expect(rename(a.folder, a.folder + ".away") == 0)
        try logSet(a.database, "bench", 102.5, 5)
        try logSet(a.database, "squat", 120, 5)
        #expect(rename(a.folder + ".away", a.folder) == 0)
        let reopened = try AppDatabase.open(path: a.path)
        #expect(access((a.path as NSString).deletingLastPathComponent + "/sync.behind", F_OK) != 0)
        _ = reopened
        try b.receive(from: a)
        let summary = try b.sync()
        #expect(summary.problems.isEmpty && summary.setsAdded == 3)
    }

    /// The file holding a record the log lacks: a process killed between
    /// appending it and committing, or a log restored from an older copy
    /// (made here). Other devices may have the record already: a change
    /// is refused, the log unchanged, until `gym-timer sync` (which the
    /// daemon runs when the file changes) takes it in; numbering then goes
    /// on after it.
    @Test func test_a_record_in_the_file_the_log_lacks_is_taken_in_and_numbering_goes_on_after_it() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        try logSet(a.database, "bench", 100, 5)
        let copy = try a.copyOfLog(in: root + "/copy")
        try logSet(a.database, "bench", 102.5, 5)
        func sets(_ database: AppDatabase) throws -> Int { try database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") ?? 0 } }

        let restored = try AppDatabase.open(path: copy)
        #expect(throws: WorkoutError.self) { try logSet(restored, "squat", 120, 5) }
        #expect(try sets(restored) == 1)
        let summary = try LogSync(restored).run()
        #expect(summary.problems.isEmpty)
        #expect(try sets(restored) == 2)
        try logSet(restored, "squat", 120, 5)
        try b.receive(from: a)
        #expect(try b.sync().problems.isEmpty)
        #expect(try sets(b.database) == 3)
        func dump(_ database: AppDatabase) throws -> [String] {
            try database.writer.read { db in
                try Row.fetchAll(db, sql: "SELECT uid, \(SyncEntities.fullRecord(SyncEntities.set, row: "r")) FROM workoutSet r ORDER BY uid").map { "\($0[0] as String) \($0[1] as String)" }
            }
        }
        #expect(try dump(restored) == dump(b.database))
    }

    /// A record taken back that needs a row another device made, whose
    /// file is not (or no longer) in the folder: it waits, the log goes on,
    /// and the next run after that device's file arrives takes it in.
    @Test func test_an_own_record_taken_back_that_waits_for_another_device_is_taken_in_when_that_arrives() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        try logSet(b.database, "bench", 100, 5)
        let copy = try a.copyOfLog(in: root + "/copy")
        try a.receive(from: b)
        try a.sync()
        let workout = try b.database.writer.read { try String.fetchOne($0, sql: "SELECT uid FROM workout") }!
        try a.write("UPDATE workout SET note = 'paused: fire alarm' WHERE uid = ?", [workout])
        try FileManager.default.removeItem(atPath: a.folder + "/" + b.id)
        func note(_ database: AppDatabase) throws -> String? {
            try database.writer.read { try String.fetchOne($0, sql: "SELECT note FROM workout WHERE uid = ?", arguments: [workout]) }
        }

        let restored = try AppDatabase.open(path: copy)
        let first = try LogSync(restored).run()
        #expect(first.problems.count == 1 && first.problems.first?.contains("waiting for \(workout)") == true, "\(first.problems)")
        #expect(try LogSync(restored).status().ownWaitingFor == workout)
        try logSet(restored, "squat", 120, 5)
        #expect(try LogSync(restored).run().problems.count == 1)
        try a.receive(from: b)
        let second = try LogSync(restored).run()
        #expect(second.problems.isEmpty, "\(second.problems)")
        #expect(try note(restored) == "paused: fire alarm")
        #expect(try LogSync(restored).status().ownWaitingFor == nil)
        #expect(try LogSync(restored).status().peers.map(\.device) == [b.id])
    }

    /// One name of another app's export mapped to two exercises on two
    /// devices: both end with the mapping made later, whichever arrives first.
    @Test func test_an_import_name_mapped_apart_on_two_devices_ends_with_the_later_mapping_on_both() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        let other = try b.database.writer.read { try String.fetchOne($0, sql: "SELECT id FROM exercise WHERE id != 'bench_press_barbell' AND NOT isCustom ORDER BY id LIMIT 1") }!
        try a.write("INSERT OR REPLACE INTO importName(name, exerciseId) VALUES ('Bench (home gym)', 'bench_press_barbell')")
        try b.write("INSERT OR REPLACE INTO importName(name, exerciseId) VALUES ('Bench (home gym)', ?)", [other])
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        #expect(try a.mapping("Bench (home gym)") == other)
        #expect(try b.mapping("Bench (home gym)") == other)
    }

    /// A name one device mapped, and another mapped elsewhere later and
    /// then let go: unmapped on both, as in clock order (the first mapping
    /// lost the name to the second), whichever device hears of which first.
    @Test func test_an_import_name_taken_over_and_then_let_go_is_unmapped_on_both() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        let other = try b.database.writer.read { try String.fetchOne($0, sql: "SELECT id FROM exercise WHERE id != 'bench_press_barbell' AND NOT isCustom ORDER BY id LIMIT 1") }!
        try a.write("INSERT INTO importName(name, exerciseId) VALUES ('Bench (home gym)', 'bench_press_barbell')")
        try b.write("INSERT INTO importName(name, exerciseId) VALUES ('Bench (home gym)', ?)", [other])
        try b.write("DELETE FROM importName WHERE name = 'Bench (home gym)'")
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        #expect(try a.mapping("Bench (home gym)") == nil)
        #expect(try b.mapping("Bench (home gym)") == nil)
        // A later mapping on either takes it on both.
        try a.write("INSERT INTO importName(name, exerciseId) VALUES ('bench (HOME gym)', 'bench_press_barbell')")
        try b.receive(from: a); try b.sync()
        #expect(try b.mapping("Bench (home gym)") == "bench_press_barbell")
    }

    /// A list of names that arrives after a newer list of its exercise
    /// still took the name from where it was: c hears of b's newer list of
    /// the exercise before a's older one, and ends as a and b do.
    @Test func test_an_older_list_of_names_heard_late_still_counts_on_every_device() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b"), c = try SyncDevice(root: root, name: "c")
        let other = try b.database.writer.read { try String.fetchOne($0, sql: "SELECT id FROM exercise WHERE id != 'bench_press_barbell' AND NOT isCustom ORDER BY id LIMIT 1") }!
        // In this clock order (clocks count milliseconds): c maps the name,
        // a maps it elsewhere, b gives that exercise another name only.
        func laterClock() { let start = Date(); while Date().timeIntervalSince(start) < 0.003 {} }
        try c.write("INSERT INTO importName(name, exerciseId) VALUES ('Tire Press', 'bench_press_barbell')")
        laterClock()
        try a.write("INSERT INTO importName(name, exerciseId) VALUES ('Tire Press', ?)", [other])
        laterClock()
        try b.write("INSERT INTO importName(name, exerciseId) VALUES ('Tire Push', ?)", [other])
        try c.receive(from: b); try c.sync()
        try c.receive(from: a); try c.sync()
        for (x, y) in [(a, b), (a, c), (b, a), (b, c)] { try x.receive(from: y) }
        try a.sync(); try b.sync()
        for device in [a, b, c] {
            let mapped = try device.database.writer.read { try Row.fetchAll($0, sql: "SELECT name, exerciseId FROM importName WHERE name LIKE 'Tire P%' ORDER BY name") }
            #expect(mapped.map { "\($0[0] as String)=\($0[1] as String)" } == ["Tire Push=\(other)"], "\(device.name)")
        }
    }

    /// An exercise deleted on one device while another logs it comes back
    /// with the names it was the latest to claim: it takes them back from
    /// an exercise that claimed them earlier, on both devices.
    @Test func test_an_exercise_brought_back_keeps_the_names_it_claimed_last() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        let added = try ExerciseLibrary(a.database).add(.init(name: "Tire Flip Press", movement: "overhead_press"))
        try b.receive(from: a); try b.sync()
        try b.write("INSERT INTO importName(name, exerciseId) VALUES ('Tire Press', 'bench_press_barbell')")
        try a.write("INSERT INTO importName(name, exerciseId) VALUES ('Tire Press', ?)", [added.id])
        _ = try ExerciseLibrary(a.database).delete("Tire Flip Press")
        try logSet(b.database, "Tire Flip Press", 40, 8)
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        for device in [a, b] {
            let mapped = try device.mapping("Tire Press")
            #expect(mapped == added.id, "\(device.name)")
        }
        #expect(differences(try a.dump(), try b.dump()) == [])
    }

    /// An exercise's empty list still ranks as a list: an older list of it,
    /// heard later, does not make it claim a name it has dropped since.
    @Test func test_an_emptied_list_of_names_outranks_an_older_one_heard_later() throws {
        let database = try AppDatabase.open(path: syncRoot() + "/gym.sqlite")
        let mapped = try database.writer.write { db in
            try ImportNameClaims.settle(db, ImportNameClaims.claim(db, exercise: "bench_press_barbell", names: [], rank: "1c"))
            try ImportNameClaims.settle(db, ImportNameClaims.claim(db, exercise: "bench_press_barbell", names: ["Tire Press"], rank: "1a"))
            return try String.fetchOne(db, sql: "SELECT exerciseId FROM importName WHERE name = 'Tire Press'")
        }
        #expect(mapped == nil)
    }

    /// A history's exercise, deleted on b and logged on a meanwhile, reaches
    /// c as its deletion first and its creation after: when the set brings
    /// it back, it has the names it came with, as on a and b.
    @Test func test_an_exercise_made_after_its_deletion_arrived_keeps_its_names_when_brought_back() throws {
        let root = syncRoot()
        let (a, exercise) = try SyncDevice.withTirePress(root: root, name: "a")
        let b = try SyncDevice(root: root, name: "b"), c = try SyncDevice(root: root, name: "c")
        try b.receive(from: a); try b.sync()
        _ = try ExerciseLibrary(b.database).delete("Tire Flip Press")
        try logSet(a.database, "Tire Flip Press", 40, 8)
        try c.receive(from: b); try c.sync()
        try c.receive(from: a); try c.sync()
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        for device in [a, b, c] {
            let mapped = try device.mapping("Tire Press")
            #expect(mapped == exercise, "\(device.name)")
        }
        #expect(differences(try a.dump(), try c.dump()) == [])
    }

    /// One exercise made on two devices, with names by a's history and
    /// without by b's command, reaches d after its deletion on c: b's
    /// create, which has no list, drops none of a's names there, and every
    /// device maps the name alike once b's set brings the exercise back.
    @Test func test_a_create_without_names_heard_after_the_deletion_keeps_the_names_of_another() throws {
        let root = syncRoot()
        let (a, exercise) = try SyncDevice.withTirePress(root: root, name: "a")
        let b = try SyncDevice(root: root, name: "b"), c = try SyncDevice(root: root, name: "c"), d = try SyncDevice(root: root, name: "d")
        #expect(try ExerciseLibrary(b.database).add(.init(name: "Tire Flip Press", movement: "overhead_press")).id == exercise)
        try logSet(b.database, "Tire Flip Press", 40, 8)
        try c.receive(from: a); try c.sync()
        _ = try ExerciseLibrary(c.database).delete("Tire Flip Press")
        try d.receive(from: a); try d.sync()
        try d.receive(from: c); try d.sync()
        try d.receive(from: b); try d.sync()
        for (x, y) in [(a, b), (a, c), (b, a), (b, c), (c, b)] { try x.receive(from: y) }
        try a.sync(); try b.sync(); try c.sync()
        let mappings = try [a, b, c, d].map { try $0.mapping("Tire Press") }
        #expect(mappings == Array(repeating: exercise, count: 4), "\(mappings)")
        #expect(differences(try b.dump(), try d.dump()) == [])
    }

    /// The same name mapped, before sync was set up, to an exercise of
    /// each device's own: both histories arrive as new exercises, and both
    /// devices end with the same mapping whichever arrives first.
    @Test func test_an_import_name_mapped_apart_before_set_up_ends_alike_on_both() throws {
        let root = syncRoot()
        var devices: [(AppDatabase, String, String)] = []
        for (name, exercise) in [("a", "Sled Push Heavy"), ("b", "Sled Push Light")] {
            let database = try AppDatabase.open(path: root + "/\(name)/gym.sqlite")
            let added = try ExerciseLibrary(database).add(.init(name: exercise, movement: "squat"))
            try database.write { try $0.execute(sql: "INSERT INTO importName(name, exerciseId) VALUES ('Sled', ?)", arguments: [added.id]) }
            _ = try LogSync(database).setup(folder: root + "/\(name)/folder", deviceName: name)
            devices.append((database, root + "/\(name)/folder", try database.writer.read { try String.fetchOne($0, sql: "SELECT device FROM syncState") }!))
        }
        for (from, to) in [(0, 1), (1, 0)] {
            let source = devices[from].1 + "/" + devices[from].2, target = devices[to].1 + "/" + devices[from].2
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            for file in try FileManager.default.contentsOfDirectory(atPath: source) {
                try FileManager.default.copyItem(atPath: source + "/" + file, toPath: target + "/" + file)
            }
            _ = try LogSync(devices[to].0).run()
        }
        let mappings = try devices.map { device in try device.0.writer.read { try String.fetchOne($0, sql: "SELECT exerciseId FROM importName WHERE name = 'Sled'") } }
        #expect(mappings[0] != nil && mappings[0] == mappings[1])
    }

    /// A record SQLite refuses (a foreign or buggy writer's) stops its own
    /// device there, reported; the other devices' records still apply.
    @Test func test_a_record_that_cannot_be_applied_stops_only_its_device() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        try logSet(a.database, "bench", 100, 5)
        try b.receive(from: a)
        let other = "00000000000000ff"
        var bytes: [UInt8] = []
        Checksum.ChecksummedLine.append(Array(SyncFileHeader(device: other, name: "odd", segment: 1, next: 1).payload.utf8), to: &bytes)
        let broken = SyncRecord(seq: 1, hlc: 1 << 40, kind: .gym, op: .create, uid: "00000000000000aa", fields: "{\"name\":")
        bytes += broken.line
        try FileManager.default.createDirectory(atPath: b.folder + "/" + other, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: b.folder + "/\(other)/000001.jsonl"))
        let summary = try b.sync()
        #expect(summary.setsAdded == 1)
        #expect(summary.problems.contains { $0.contains("could not be applied") }, "\(summary.problems)")
    }

    /// Gyms made on two devices with names that differ in case only are one
    /// gym, and end with one spelling on both.
    @Test func test_names_differing_in_case_converge() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        _ = try GymBook(a.database).add("Home", color: .green)
        _ = try GymBook(b.database).add("home", color: .green)
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        let names = { (d: SyncDevice) in try d.database.writer.read { try String.fetchAll($0, sql: "SELECT name FROM gym ORDER BY name") } }
        #expect(try names(a) == names(b))
        #expect(try names(a).count == 2)
    }

    /// A gym deleted on one device while another logs a workout there: the
    /// workout is kept, at the default gym, on both.
    @Test func test_a_workout_at_a_gym_deleted_elsewhere_moves_to_the_default_gym_on_both() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        _ = try GymBook(a.database).add("Hotel", color: .red)
        try b.receive(from: a); try b.sync()
        try GymBook(b.database).select("Hotel")
        try logSet(b.database, "bench", 100, 5)
        try GymBook(a.database).delete("Hotel", history: .keep)
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        let differing = try differences(a.dump(), b.dump())
        #expect(differing == [])
        let gyms = { (d: SyncDevice) in try d.database.writer.read {
            try String.fetchAll($0, sql: "SELECT g.name FROM workout w JOIN gym g ON g.id = w.gymId")
        } }
        #expect(try gyms(a) == ["Default Gym"] && gyms(b) == ["Default Gym"])
        #expect(try a.ids("workoutSet").count == 1)
    }

    @Test func test_a_deletion_wins_over_a_concurrent_edit_and_a_set_logged_into_a_discarded_workout() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        try logSet(a.database, "bench", 100, 5)
        try b.receive(from: a); try b.sync()
        try b.write("UPDATE workoutSet SET reps = 7")
        // A set b adds to a's workout (a `log` on b would start b's own).
        try b.write("""
            INSERT INTO workoutSet(workoutId, exerciseId, position, kind, weightKg, reps, loggedAt)
            SELECT id, 'squat_barbell', 2, 'normal', 120, 5, startedAt FROM workout
            """)
        _ = try WorkoutLog(a.database).discard()
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        #expect(try a.dump() == b.dump())
        #expect(try a.ids("workoutSet").isEmpty && b.ids("workout").isEmpty)
    }

    @Test func test_the_same_export_imported_on_two_devices_is_not_doubled() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        let file = ImportTests.exports.appendingPathComponent("real/dakheera47-sample_strong.csv").path
        let first = try HistoryImport(a.database).run(path: file, options: .init())
        _ = try HistoryImport(b.database).run(path: file, options: .init())
        try a.receive(from: b); try b.receive(from: a)
        try a.sync(); try b.sync()
        #expect(try a.ids("workoutSet").count == first.sets)
        #expect(try a.dump() == b.dump())
        try expectLedgerMatchesSets(a.database)
        // And importing it again after the sync adds nothing.
        #expect(try HistoryImport(b.database).run(path: file, options: .init()).sets == 0)
    }

    @Test func test_half_arrived_damaged_and_newer_files_are_left_reported_or_refused() throws {
        let root = syncRoot()
        let a = try SyncDevice(root: root, name: "a"), b = try SyncDevice(root: root, name: "b")
        for weight in [100, 105, 110] { try logSet(a.database, "bench", Double(weight), 5) }
        let file = a.folder + "/\(a.id)/000001.jsonl"
        let whole = try Data(contentsOf: URL(fileURLWithPath: file))
        // A temporary name is not read; a torn last record waits.
        let target = b.folder + "/\(a.id)"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try whole.write(to: URL(fileURLWithPath: target + "/.syncthing.000001.jsonl.tmp"))
        #expect(try b.sync().applied == 0)
        try b.receive(from: a, cut: whole.count - 10)
        _ = try b.sync()
        #expect(try b.ids("workoutSet").count == 2)
        // Shorter than before (being replaced): nothing is read, nothing reset.
        try b.receive(from: a, cut: 40)
        #expect(try b.sync().applied == 0)
        try b.receive(from: a)
        _ = try b.sync()
        #expect(try b.ids("workoutSet").count == 3)
        // A flipped byte: reported, and nothing from it applied.
        try logSet(a.database, "bench", 115, 5)
        try b.receive(from: a)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: target + "/000001.jsonl")))
        bytes[bytes.count - 20] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: target + "/000001.jsonl"))
        let damaged = try b.sync()
        #expect(damaged.problems.contains { $0.contains("damaged") })
        #expect(try b.ids("workoutSet").count == 3)
        // A file of a newer format: refused with a clear message.
        let c = try SyncDevice(root: root, name: "c")
        try logSet(c.database, "squat", 100, 5)
        var newer: [UInt8] = []
        let header = SyncFileHeader(version: 2, device: c.id, name: "c", segment: 1, next: 1)
        Checksum.ChecksummedLine.append(Array(header.payload.utf8), to: &newer)
        let cOwn = c.folder + "/\(c.id)/000001.jsonl"
        let rest = try String(contentsOfFile: cOwn, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        try (Data(newer) + Data(rest.utf8)).write(to: URL(fileURLWithPath: cOwn))
        try b.receive(from: c)
        let refused = try b.sync()
        #expect(refused.problems.contains { $0.contains("newer gym-timer") })
        #expect(try b.database.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet WHERE exerciseId = 'squat_barbell'") } == 0)
    }

    @Test func test_a_lost_log_is_rebuilt_from_the_folder_and_goes_on_as_the_same_device() throws {
        let (a, b) = try devicesWithAWorkoutEach()
        let before = try a.dump()
        let device = a.id
        // A truncated file: SQLite would only say "malformed".
        let size = SyncFolder.size(a.path)!
        #expect(truncate(a.path, off_t(size / 3)) == 0)
        let rebuilt = try LogSync.rebuild(path: a.path)
        #expect(rebuilt.keptAside != nil && rebuilt.device == device)
        let again = try AppDatabase.open(path: a.path)
        let rebuiltDump = try again.writer.read { db in
            var rows: [String: String] = [:]
            for entity in SyncEntities.all where entity.name != "exercise" {
                for row in try Row.fetchAll(db, sql: "SELECT r.\(entity.key), \(SyncEntities.fullRecord(entity, row: "r")) FROM \(entity.table) r") {
                    rows[entity.name + " " + (row[0] as String)] = row[1]
                }
            }
            return rows
        }
        #expect(differences(rebuiltDump, before.filter { !$0.key.hasPrefix("exercise ") }) == [])
        #expect(differences(rebuiltDump, try b.dump().filter { !$0.key.hasPrefix("exercise ") }) == [])
        // It goes on writing after its last record, as the same device.
        try logSet(again, "deadlift", 140, 5)
        try b.receive(from: a)
        let summary = try b.sync()
        #expect(summary.problems.isEmpty)
        #expect(try b.ids("workoutSet").count == 3)
    }
}
