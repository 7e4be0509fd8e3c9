import Foundation
import GRDB
import GRDBSQLite
import Platform

/// The training log: one SQLite database (WAL, `synchronous=FULL`, so every
/// committed write is on disk before the command that made it returns).
/// All schema changes are migrations in `migrator`, never edited once shipped.
public final class AppDatabase: Sendable {
    /// Only the workout core reads and writes through it: front ends use
    /// the core's methods, one per use case, and never see SQL.
    let writer: any DatabaseWriter
    private let injectedCatalog: PresetCatalog?
    /// Journals changes for other devices once the log syncs (`LogSync`).
    let journal = SyncJournal()
    /// The file, for what lives beside it (`sync.conf`); nil in memory.
    public let path: String?
    /// The log syncs with other devices: rows are named by their uids (`RowNames`).
    public var syncs: Bool { journal.device != nil }

    /// The exercise library. The built-in one is decoded on first use only:
    /// most commands never need it, and decoding it costs milliseconds.
    public var catalog: PresetCatalog { injectedCatalog ?? .builtIn }

    /// Muscles and groups, without decoding every exercise.
    public var taxonomy: Taxonomy { injectedCatalog?.taxonomy ?? PresetCatalog.builtInTaxonomy }

    /// Movements and equipment, without decoding every exercise.
    public var movements: MovementCatalog { injectedCatalog?.movementCatalog ?? PresetCatalog.builtInMovements }

    init(_ writer: any DatabaseWriter, catalog: PresetCatalog? = nil, path: String? = nil) throws {
        self.writer = writer
        self.injectedCatalog = catalog
        self.path = path
        let version = catalog?.version ?? PresetCatalog.builtInVersion
        let stamp = Self.readyStamp(presetsVersion: version)
        let journal = self.journal
        // A log this build has already prepared opens with one read: the
        // migrations and the first-run checks are skipped (they cost a
        // command about a millisecond). Anything that leaves work for the
        // next open (an import's bulk load) clears the stamp.
        let stored = try writer.writeWithoutTransaction { db in
            journal.register(db)
            return try Int.fetchOne(db, sql: "PRAGMA user_version")
        }
        if stored != stamp {
            // Migrating and preparing are this build's own work, the same on
            // every device: nothing to tell the others.
            journal.muted = true
            defer { journal.muted = false }
            try Self.migrator.migrate(writer)
            try writer.write { db in
                try Self.prepare(db, version: version) { catalog ?? .builtIn }
                try db.execute(sql: "PRAGMA user_version = \(stamp)")
            }
        }
        // A log that syncs gets this build's trigger (`KeptRecordTrigger`).
        if try writer.read({ db in try LogSync.load(db, into: journal) }) {
            journal.muted = true
            defer { journal.muted = false }
            try writer.write { db in try KeptRecordTrigger.install(db) }
        }
        journal.behindMarker = path.map { ($0 as NSString).deletingLastPathComponent + "/sync.behind" }
    }

    /// An exclusive lock (`flock`) on `PATH.lock` while a log is opened:
    /// two processes opening a new log at once (a command, and the daemon
    /// applying a synced file) would both set it up and migrate it; one at
    /// a time, the second finds the work done. Held for the open only.
    /// Without the file (it cannot be made) it waits for nothing.
    struct PreparationLock {
        private let fd: Int32

        init(_ path: String) {
            fd = Glibc.open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            if fd >= 0 { _ = try? SystemError.retrying("flock") { flock(fd, LOCK_EX) } }
        }

        func release() { if fd >= 0 { close(fd) } }
    }

    /// Runs `updates` in one write transaction, and journals what it
    /// changed for the other devices before it commits (`SyncJournal`):
    /// every write of the log goes through here, or ends its own
    /// transactions with `journalChanges()`.
    func write<T>(_ updates: (Database) throws -> T) throws -> T {
        try writer.write { db in
            let result = try updates(db)
            try db.journalChanges()
            return result
        }
    }

    /// Makes an estimated 1RM come from sets of at most `maxReps` reps
    /// (`Epley.maxReps`, setting `records.e1rm_max_reps`): when the log
    /// used another cap, the ledger's bests are recomputed with this one.
    public func useE1rmMaxReps(_ maxReps: Int) throws {
        guard Epley.allowedMaxReps.contains(maxReps) else {
            throw WorkoutError.invalidInput("an e1RM needs a cap of \(Epley.allowedMaxReps.lowerBound) to \(Epley.allowedMaxReps.upperBound) reps")
        }
        guard try writer.read({ try Epley.maxReps($0) }) != maxReps else { return }
        try write { db in
            try Setting.set(db, .e1rmMaxReps, String(maxReps))
            try VolumeLedger.recomputeBests(db)
        }
    }

    /// What `PRAGMA user_version` holds once a log has every migration, the
    /// presets of `presetsVersion` and the current search index, and no
    /// interrupted import: all three versions, so any change in one of
    /// them makes the next open do the full preparation.
    static func readyStamp(presetsVersion: Int) -> Int {
        1 + (migrationCount << 24 | (presetsVersion & 0xFFFF) << 8 | ExerciseSearch.indexVersion & 0xFF)
    }

    /// Opens (creating if needed) the database file at `path`.
    /// The log holds a person's training: readable by them only, whatever
    /// the umask. SQLite creates its -wal and -shm files with the database
    /// file's mode, so the database file is made (or narrowed to) 0600 before
    /// SQLite opens it; those of an older log are narrowed too.
    static func restrictToOwner(_ path: String) {
        let fd = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if fd >= 0 {
            fchmod(fd, 0o600)
            close(fd)
        }
        for companion in [path + "-wal", path + "-shm"] where access(companion, F_OK) == 0 { chmod(companion, 0o600) }
    }

    /// `catchingUp`: when the log syncs, apply what other devices wrote
    /// first, if anything (`LogSync.catchUp`); `gym-timer sync` does it
    /// itself, to say what came in.
    public static func open(path: String, catalog: PresetCatalog? = nil, catchingUp: Bool = true) throws(WorkoutError) -> AppDatabase {
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        restrictToOwner(path)
        var config = Configuration()
        config.busyMode = .timeout(10)
        // One connection (a queue, not a pool): a command does one thing, and
        // opening reader connections cost every command milliseconds. WAL is
        // set here rather than through GRDB's journalMode, which lowers
        // `synchronous` to NORMAL and rewrites the schema on every open.
        config.prepareDatabase { db in
            if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            try db.execute(sql: "PRAGMA synchronous = FULL")
            // Keep the (checkpointed, emptied) WAL file between commands rather
            // than deleting it on close and creating it again, with a
            // directory sync, on the next write. The WAL is still
            // checkpointed when a command closes, so the next one opens
            // without reading a long WAL back in.
            var persist: Int32 = 1
            sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
            try db.execute(sql: "PRAGMA journal_size_limit = 1048576")
        }
        remember(path)
        do {
            let lock = PreparationLock(path)
            let database: AppDatabase
            do {
                defer { lock.release() }
                let queue = try DatabaseQueue(path: path, configuration: config)
                database = try AppDatabase(queue, catalog: catalog, path: path)
            }
            if catchingUp { LogSync(database).catchUp() }
            return database
        } catch let error as DatabaseError {
            throw storageFailure(error, path: path) ?? .databaseUnavailable(path: path, reason: error.message ?? "\(error.resultCode)")
        } catch {
            throw .databaseUnavailable(path: path, reason: "\(error)")
        }
    }

    static let migrationCount = 10

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "setting") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
            try db.create(table: "gym") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique(onConflict: .abort).collate(.nocase)
                t.column("color", .text).notNull()
                t.column("isDefault", .boolean).notNull().defaults(to: false)
                t.column("lastUsedAt", .datetime)
                t.column("createdAt", .datetime).notNull()
            }
            // Never a second default gym.
            try db.execute(sql: "CREATE UNIQUE INDEX gym_single_default ON gym(isDefault) WHERE isDefault")
            try db.create(table: "exercise") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull()
                t.column("aliases", .jsonText).notNull()
                t.column("movement", .text).notNull()
                t.column("equipment", .text).notNull()
                t.column("type", .text).notNull()
                t.column("restSeconds", .integer).notNull()
                t.column("popularity", .integer).notNull()
                t.column("isCustom", .boolean).notNull()
                t.column("isUnmapped", .boolean).notNull().defaults(to: false)
                t.column("isHidden", .boolean).notNull().defaults(to: false)
                t.column("isFavorite", .boolean).notNull().defaults(to: false)
                t.column("autoTimer", .boolean).notNull().defaults(to: true)
                t.column("note", .text)
                t.column("gymId", .integer).references("gym", onDelete: .setNull)
                t.column("musclesEdited", .boolean).notNull().defaults(to: false)
                t.column("restEdited", .boolean).notNull().defaults(to: false)
                t.column("dimensions", .jsonText).notNull()
            }
            try db.create(table: "exerciseMuscle") { t in
                t.column("exerciseId", .text).notNull().references("exercise", onDelete: .cascade)
                t.column("muscleId", .text).notNull()
                t.column("weight", .double).notNull()
                t.primaryKey(["exerciseId", "muscleId"])
            }
            try db.create(table: "workout") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("gymId", .integer).notNull().references("gym")
                t.column("name", .text).notNull()
                t.column("startedAt", .datetime).notNull().indexed()
                t.column("endedAt", .datetime)
                t.column("note", .text)
            }
            try db.create(table: "workoutSet") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("workoutId", .integer).notNull().references("workout", onDelete: .cascade).indexed()
                t.column("exerciseId", .text).notNull().references("exercise").indexed()
                t.column("position", .integer).notNull()
                t.column("kind", .text).notNull()
                t.column("weightKg", .double)
                t.column("reps", .integer)
                t.column("seconds", .double)
                t.column("distanceM", .double)
                t.column("rpe", .double)
                t.column("restBeforeSeconds", .double)
                t.column("loggedAt", .datetime).notNull()
                t.column("note", .text)
                t.column("supersetGroup", .integer)
            }
            try db.create(table: "exerciseGymNote") { t in
                t.column("exerciseId", .text).notNull().references("exercise", onDelete: .cascade)
                t.column("gymId", .integer).notNull().references("gym", onDelete: .cascade)
                t.column("note", .text).notNull()
                t.primaryKey(["exerciseId", "gymId"])
            }
        }
        // v2: a stored search index (so resolving a name reads a few rows, not
        // the whole library), recency by exercise from an index, templates,
        // the template a workout follows, and per-workout volume totals kept
        // by triggers (so volume over years reads thousands of rows, not
        // every set).
        migrator.registerMigration("v2") { db in
            try db.alter(table: "exercise") { t in
                t.add(column: "searchText", .text).notNull().defaults(to: "")
            }
            try db.create(index: "workoutSet_exercise_loggedAt", on: "workoutSet", columns: ["exerciseId", "loggedAt"])
            try db.create(table: "template") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique(onConflict: .abort).collate(.nocase)
                t.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "templateExercise") { t in
                t.column("templateId", .integer).notNull().references("template", onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("exerciseId", .text).notNull().references("exercise")
                t.column("sets", .integer).notNull()
                t.column("weightKg", .double)
                t.column("reps", .integer)
                t.primaryKey(["templateId", "position"])
            }
            try db.alter(table: "workout") { t in
                t.add(column: "templateId", .integer).references("template", onDelete: .setNull)
            }
            try VolumeLedger.create(db)
        }
        // v3: imports. Where an imported workout and set came from (so a
        // second import of the same or an overlapping export adds nothing
        // twice), notes a workout keeps per exercise, and the ledger skipping
        // sets of workouts an import sums once per batch. The index on
        // exerciseId alone goes: (exerciseId, loggedAt) serves every lookup
        // it did, and each index costs every insert.
        migrator.registerMigration("v3") { db in
            try db.alter(table: "workout") { t in
                t.add(column: "importKey", .text)
            }
            try db.execute(sql: "CREATE UNIQUE INDEX workout_importKey ON workout(importKey) WHERE importKey IS NOT NULL")
            try db.alter(table: "workoutSet") { t in
                t.add(column: "importHash", .integer)
            }
            try db.execute(sql: "DROP INDEX IF EXISTS workoutSet_on_exerciseId")
            try db.create(table: "workoutExerciseNote") { t in
                t.column("workoutId", .integer).notNull().references("workout", onDelete: .cascade)
                t.column("exerciseId", .text).notNull().references("exercise", onDelete: .cascade)
                t.column("note", .text).notNull()
                t.primaryKey(["workoutId", "exerciseId"])
            }
            try VolumeLedger.deferForImports(db)
        }
        // v4: coaching. A template's plan per exercise carries a rep range and
        // an increment (double progression); an exercise may set its own
        // increment; body weight is kept over time, for bodyweight movements.
        // The ledger keeps each session's top set and best e1RM (progress and
        // the e1RM record read a row per session), and an index on working
        // sets by exercise, reps and weight finds the best weight at some reps
        // and the most reps at some weight without reading every set.
        migrator.registerMigration("v4") { db in
            try VolumeLedger.addBests(db)
            try db.execute(sql: RecordIndexes.create)
            try db.alter(table: "templateExercise") { t in
                t.add(column: "repMin", .integer)
                t.add(column: "repMax", .integer)
                t.add(column: "incrementKg", .double)
            }
            try db.alter(table: "exercise") { t in
                t.add(column: "incrementKg", .double)
                t.add(column: "bodyweightShare", .double)
            }
            try db.create(table: "bodyweight") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("measuredAt", .datetime).notNull().indexed()
                t.column("kg", .double).notNull()
            }
        }
        // v5: variations. An exercise may be a variation of another ("Pin
        // Squat" of "Squat (Barbell)"): it has the other's muscles, so
        // volume counts it, and records, charts and targets of its own.
        // Imports before v5 stored the weight of an assisted movement as
        // added load (it is assistance, negative as `bw-30x8` stores it) and
        // the sets of a general warm-up as working sets; imported sets get
        // identities without the exercise (`ImportIdentity.rewriteAll`). An
        // e1RM comes from sets of at most 12 reps (`Epley.maxReps`).
        // Names from other apps the lifter placed themselves (`--map`, a
        // merge) are remembered, so the next import places them the same way.
        migrator.registerMigration("v5") { db in
            try db.alter(table: "exercise") { t in
                t.add(column: "variationOf", .text).references("exercise", onDelete: .setNull)
            }
            try db.alter(table: "workoutSet") { t in
                t.add(column: "legacyImportHash", .integer)
            }
            try db.create(table: "importName") { t in
                t.column("name", .text).notNull().primaryKey().collate(.nocase)
                t.column("exerciseId", .text).notNull().references("exercise", onDelete: .cascade)
            }
            try db.execute(sql: """
                UPDATE workoutSet SET weightKg = -weightKg
                WHERE weightKg > 0 AND importHash IS NOT NULL
                  AND exerciseId IN (SELECT id FROM exercise WHERE type = 'assisted_bodyweight')
                """)
            let warmUps = try Row.fetchAll(db, sql: "SELECT id, name FROM exercise WHERE isUnmapped")
                .filter { ExerciseMatcher.namesWarmUp(ExerciseMatcher.words($0["name"])) }.map { $0["id"] as String }
            for id in warmUps {
                try db.execute(sql: "UPDATE workoutSet SET kind = 'warmup' WHERE exerciseId = ? AND importHash IS NOT NULL", arguments: [id])
            }
            try ImportIdentity.rewriteAll(db)
            try VolumeLedger.recomputeBests(db)
        }
        // v6: one log on every device (`LogSync`). Rows get a uid that names
        // them everywhere; the sync tables hold this device's identity and
        // clock, the outbox of changes not yet safely in the shared folder,
        // per-field clocks of edits, deletions, and how far each other
        // device's files are applied.
        migrator.registerMigration("v6") { db in
            // The tables of rows with a uid as v6 made them: frozen here, so
            // a kind of row added later gets its column in its own migration.
            let tables = ["gym", "template", "workout", "workoutSet", "bodyweight"]
            for table in tables {
                try db.execute(sql: "ALTER TABLE \(table) ADD COLUMN uid TEXT")
            }
            try db.execute(sql: """
                CREATE TABLE syncState(id INTEGER PRIMARY KEY CHECK (id = 1), device TEXT, name TEXT NOT NULL DEFAULT '',
                  folder TEXT, hlc INTEGER NOT NULL DEFAULT 0, seq INTEGER NOT NULL DEFAULT 0, completeAt REAL);
                INSERT INTO syncState(id) VALUES (1);
                CREATE TABLE syncOutbox(seq INTEGER PRIMARY KEY, line TEXT NOT NULL);
                CREATE TABLE syncField(uid TEXT NOT NULL, field TEXT NOT NULL, clock TEXT NOT NULL,
                  PRIMARY KEY (uid, field)) WITHOUT ROWID;
                CREATE TABLE syncTombstone(uid TEXT PRIMARY KEY, entity TEXT NOT NULL, clock TEXT NOT NULL, mergedInto TEXT,
                  record TEXT) WITHOUT ROWID;
                CREATE TABLE syncApplied(device TEXT PRIMARY KEY, name TEXT NOT NULL DEFAULT '', segment INTEGER NOT NULL DEFAULT 1,
                  offset INTEGER NOT NULL DEFAULT 0, seq INTEGER NOT NULL DEFAULT 0, hlc INTEGER NOT NULL DEFAULT 0,
                  problem TEXT, waitingFor TEXT) WITHOUT ROWID;
                """)
            try SyncIdentity.backfill(db, tables: tables)
            for table in tables {
                try db.execute(sql: "CREATE UNIQUE INDEX \(table)_uid ON \(table)(uid)")
            }
        }
        // v7: imports that can be taken back and never double. Each import
        // is a row of `importRun` (the file, its app, the unit its weights
        // were read in and why); the workouts and sets it added name it
        // (`importId`, this device's only: not synced). A set also keeps the
        // identity of the row it came from as the file writes it
        // (`sourceHash`, see `ImportIdentity.source`).
        migrator.registerMigration("v7") { db in
            try db.execute(sql: """
                CREATE TABLE importRun(id INTEGER PRIMARY KEY, file TEXT NOT NULL, app TEXT NOT NULL, format TEXT NOT NULL,
                  unit TEXT, unitReason TEXT, importedAt TEXT NOT NULL, workouts INTEGER NOT NULL DEFAULT 0,
                  sets INTEGER NOT NULL DEFAULT 0, exercisesCreated TEXT NOT NULL DEFAULT '[]',
                  templatesCreated TEXT NOT NULL DEFAULT '[]', undoneAt TEXT);
                ALTER TABLE workoutSet ADD COLUMN sourceHash INTEGER;
                ALTER TABLE workoutSet ADD COLUMN importId INTEGER;
                ALTER TABLE workout ADD COLUMN importId INTEGER;
                """)
        }
        // v8: plans as they were lifted, bars of their own, rests that
        // closed a workout. A template keeps each exercise's sets one by one
        // (`plannedSets`, JSON: kind and numbers, warm-ups included) and its
        // supersets (`supersetGroup`, exercises of one group are done in
        // rounds); an exercise may be loaded on a bar of its own (`barKg`:
        // an EZ, trap or safety squat bar, a 15 kg bar) rather than the
        // lifter's `plates.bar`; a set may carry the rest recorded after it
        // when no set followed in its workout (`restAfterSeconds`: a
        // Strong `Rest Timer` row after the last set), so an export writes
        // back every rest that came in. A built-in exercise merged into
        // another names it (`mergedInto`), so sets another device logs into
        // it follow the merge. A workout says which device started it
        // (`startedOn`, while the log syncs): each device goes on with its own.
        // What other devices did to this one's work is kept as it is applied
        // (`syncEvent`, this device's own), for `sync log` and a notification.
        migrator.registerMigration("v8") { db in
            try db.execute(sql: """
                ALTER TABLE templateExercise ADD COLUMN supersetGroup INTEGER;
                ALTER TABLE templateExercise ADD COLUMN plannedSets TEXT;
                ALTER TABLE exercise ADD COLUMN barKg REAL;
                ALTER TABLE exercise ADD COLUMN mergedInto TEXT;
                ALTER TABLE workout ADD COLUMN startedOn TEXT;
                ALTER TABLE workoutSet ADD COLUMN restAfterSeconds REAL;
                """)
            try db.execute(sql: SyncEvents.createTable)
        }
        // v9: the rest the timer gave before a set (`restGivenSeconds`),
        // so `stats` sets the rest taken against the rest given, set by
        // set, rather than against what the exercise's rest is today.
        migrator.registerMigration("v9") { db in
            try db.execute(sql: "ALTER TABLE workoutSet ADD COLUMN restGivenSeconds REAL")
        }
        // v10: programs as text (Liftoscript). A program keeps its text as
        // written, the library exercise each of its names means, the unit
        // it runs in (the lifter's when added), and, a row each (so two
        // devices' edits both stand), what the lifter set by hand (a 1RM, a state variable) with how many of
        // its days were done then. A workout run from a program names it,
        // the day it was (`programDay`, an index into the program's days)
        // and that day's plan as it was prescribed at the start, its sets
        // to come worked out again by update scripts (`programPlan`, JSON). Where the lifter is in a program is folded
        // from those workouts and their sets, so an undo or an edit of a
        // set moves the program with it.
        migrator.registerMigration("v10") { db in
            try db.execute(sql: """
                CREATE TABLE program(id INTEGER PRIMARY KEY, uid TEXT, name TEXT NOT NULL COLLATE NOCASE,
                  source TEXT NOT NULL, exercises TEXT NOT NULL DEFAULT '{}', unit TEXT NOT NULL DEFAULT 'kg',
                  createdAt DATETIME NOT NULL, activeSince DATETIME);
                CREATE UNIQUE INDEX program_name ON program(name);
                CREATE UNIQUE INDEX program_uid ON program(uid);
                CREATE TABLE programEdit(id INTEGER PRIMARY KEY, uid TEXT,
                  programId INTEGER NOT NULL REFERENCES program(id) ON DELETE CASCADE, daysDone INTEGER NOT NULL,
                  exercise TEXT NOT NULL, variable TEXT NOT NULL, value TEXT NOT NULL, madeAt DATETIME NOT NULL);
                CREATE UNIQUE INDEX programEdit_uid ON programEdit(uid);
                CREATE INDEX programEdit_program ON programEdit(programId, madeAt);
                ALTER TABLE workout ADD COLUMN programId INTEGER REFERENCES program(id) ON DELETE SET NULL;
                ALTER TABLE workout ADD COLUMN programDay INTEGER;
                ALTER TABLE workout ADD COLUMN programPlan TEXT;
                CREATE INDEX workout_program ON workout(programId, startedAt) WHERE programId IS NOT NULL;
                """)
        }
        assert(migrator.migrations.count == migrationCount, "migrationCount names the migrations in `migrator`")
        return migrator
    }

    /// First-run and upgrade work, idempotent: the default gym, the selected
    /// gym, and the presets when the catalogue is newer than what is stored.
    static func prepare(_ db: Database, version: Int, catalog: () -> PresetCatalog) throws {
        if try Gym.filter(Gym.Columns.isDefault == true).fetchCount(db) == 0 {
            var gym = Gym(id: nil, name: "Default Gym", color: .blue, isDefault: true, lastUsedAt: nil, createdAt: Date())
            try gym.insert(db)
        }
        if try Setting.get(db, .selectedGym) == nil {
            let id = try Gym.filter(Gym.Columns.isDefault == true).fetchOne(db)!.id!
            try Setting.set(db, .selectedGym, String(id))
        }
        let stored = Int(try Setting.get(db, .presetsVersion) ?? "0") ?? 0
        if stored < version {
            try PresetSync.apply(catalog(), to: db)
            try Setting.set(db, .presetsVersion, String(version))
        }
        try BulkLoad.repairIfInterrupted(db)
        if Int(try Setting.get(db, .searchIndexVersion) ?? "0") ?? 0 < ExerciseSearch.indexVersion {
            try ExerciseSearch.reindex(db)
            try Setting.set(db, .searchIndexVersion, String(ExerciseSearch.indexVersion))
        }
    }
}

/// Small key-value settings kept in the database (not the config file):
/// things that describe the data, like the selected gym.
enum Setting {
    enum Key: String {
        case selectedGym = "selected_gym", presetsVersion = "presets_version", searchIndexVersion = "search_index_version"
        /// The sets the latest `log` wrote, for `undo` (see `LastLog`).
        case lastLog = "last_log"
        /// The workout whose `log` started the rest timer, and the label it
        /// gave it (`WorkoutLog.restTimerStarted`).
        case restTimerOwner = "rest_timer_owner"
        /// The most reps a set may have for its e1RM to count (`Epley.maxReps`).
        case e1rmMaxReps = "e1rm_max_reps"
        /// Set while a bulk import runs (see `BulkLoad`).
        case bulkImportAfterSet = "bulk_import_after_set"
        /// The version of the journal's trigger the log has (`KeptRecordTrigger`).
        case syncJournal = "sync_journal"
    }

    static func get(_ db: Database, _ key: Key) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key.rawValue])
    }

    static func set(_ db: Database, _ key: Key, _ value: String?) throws {
        if let value {
            try db.execute(sql: "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           arguments: [key.rawValue, value])
        } else {
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key.rawValue])
        }
    }
}

/// Brings stored presets up to a catalogue version without touching user
/// data: edited muscle weights and rest times stay as the user set them.
enum PresetSync {
    static func apply(_ catalog: PresetCatalog, to db: Database) throws {
        for preset in catalog.exercises {
            let existing = try Exercise.fetchOne(db, key: preset.id)
            var exercise = Exercise(
                id: preset.id, name: preset.name, aliases: preset.aliases, movement: preset.movement,
                equipment: preset.equipment, type: preset.type, restSeconds: preset.restSeconds,
                popularity: preset.popularity, isCustom: false, isUnmapped: false, isHidden: false,
                isFavorite: false, autoTimer: true, note: nil, gymId: nil, musclesEdited: false,
                restEdited: false, dimensions: preset.dimensions)
            if let existing {
                exercise.isHidden = existing.isHidden
                exercise.isFavorite = existing.isFavorite
                exercise.autoTimer = existing.autoTimer
                exercise.note = existing.note
                exercise.musclesEdited = existing.musclesEdited
                exercise.restEdited = existing.restEdited
                if existing.restEdited { exercise.restSeconds = existing.restSeconds }
                exercise.incrementKg = existing.incrementKg
                exercise.bodyweightShare = existing.bodyweightShare
            }
            try exercise.save(db)
            if existing?.musclesEdited != true {
                try ExerciseMuscle.filter(Column("exerciseId") == preset.id).deleteAll(db)
                for (muscle, weight) in preset.muscles {
                    try ExerciseMuscle(exerciseId: preset.id, muscleId: muscle, weight: weight).insert(db)
                }
            }
        }
        try ExerciseLibrary.inheritMuscles(db)
        try ExerciseSearch.reindex(db)
    }
}
