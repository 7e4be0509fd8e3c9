import GRDB

/// How an import writes: every change it makes to the log's usual way of
/// writing (PRAGMAs, the ledger's trigger, indexes) is made and undone
/// here, by `session`, and by `repairIfInterrupted` after a crash.
///
/// Every import runs without foreign key checks: each id it writes is one
/// it read or created in the same transaction, and checking each again
/// cost a quarter of the time.
///
/// A large import into a smaller log writes without the ledger's insert
/// trigger and the (exerciseId, loggedAt) index, then restores both: SQLite
/// builds an index from sorted rows far faster than it updates one row by
/// row, and a trigger, even one that does nothing, makes every insert keep
/// a statement journal. Each batch still settles the ledger of its own
/// workouts, so committed batches are complete and their volume exact.
///
/// The start is recorded in the database in the same transaction that drops
/// them; if the import is killed, the next open restores both and settles
/// the ledger of every set written since (`repairIfInterrupted`). Restoring
/// while an import is still running is harmless: it goes on at the slower
/// per-row pace.
enum BulkLoad {
    /// Imports from this many rows up (estimated from the file size), into a
    /// log with fewer sets than that, are bulk loads.
    static let minimumRows = 20_000
    static let bytesPerRow = 60

    /// Runs an import: `load` writes the sets (in its own transactions when
    /// given true; inside one that is rolled back for a dry run), then
    /// `finish` writes what comes after them. The log is set up for the
    /// load first and put back as it was after, also when either throws.
    static func session(_ db: Database, fileBytes: Int, dryRun: Bool,
                        load: (_ ownTransactions: Bool) throws -> Void, then finish: () throws -> Void) throws {
        try db.execute(sql: "PRAGMA foreign_keys = OFF")
        defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
        let bulk = try worthIt(fileBytes: fileBytes, db)
        if dryRun {
            try db.inTransaction {
                let mark = bulk ? try begin(db) : nil
                try load(false)
                if let mark { try end(after: mark, db) }
                try finish()
                return .rollback
            }
            return
        }
        guard bulk else {
            try load(true)
            try finish()
            return
        }
        var mark: Int64 = 0
        try db.inTransaction { mark = try begin(db); try db.journalChanges(); return .commit }
        // The batches commit without waiting for the disk (still whole: WAL
        // commits are atomic); the last transaction commits with a sync of
        // the log, which makes every batch before it durable too.
        try db.execute(sql: "PRAGMA synchronous = NORMAL")
        defer { try? db.execute(sql: "PRAGMA synchronous = FULL") }
        try load(true)
        try db.execute(sql: "PRAGMA synchronous = FULL")
        try db.inTransaction {
            try end(after: mark, db)
            // The commit must write a page for its sync to cover the
            // batches: when another open has already restored the index
            // (`repairIfInterrupted`), `end` finds nothing left to change.
            try db.execute(sql: "INSERT INTO importBatch(workoutId) VALUES (0); DELETE FROM importBatch WHERE workoutId = 0")
            try db.journalChanges()
            return .commit
        }
        try finish()
    }

    static func worthIt(fileBytes: Int, _ db: Database) throws -> Bool {
        let rows = fileBytes / bytesPerRow
        guard rows >= minimumRows else { return false }
        return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet")! < rows
    }

    /// Drops the trigger and the indexes; returns the set id the load starts after.
    static func begin(_ db: Database) throws -> Int64 {
        let mark = try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(id), 0) FROM workoutSet")!
        try Setting.set(db, .bulkImportAfterSet, String(mark))
        // The next open must look for this load's leftovers (`repairIfInterrupted`).
        try db.execute(sql: "PRAGMA user_version = 0")
        try db.execute(sql: """
            DROP TRIGGER IF EXISTS workoutSet_volume_insert;
            DROP INDEX IF EXISTS workoutSet_exercise_loggedAt;
            """ + RecordIndexes.drop + VolumeLedger.dropExerciseIndex)
        return mark
    }

    /// Restores the index and the trigger, and settles the ledger of every
    /// workout with a set logged by hand since `mark` (imported ones were
    /// settled by their batches).
    static func end(after mark: Int64, _ db: Database) throws {
        // A helper thread lets SQLite sort the index's keys on both cores
        // (about a fifth faster for a million sets, for 3 MB more memory).
        try db.execute(sql: "PRAGMA threads = 2")
        defer { try? db.execute(sql: "PRAGMA threads = 0") }
        try db.execute(sql: "CREATE INDEX IF NOT EXISTS workoutSet_exercise_loggedAt ON workoutSet(exerciseId, loggedAt);" + RecordIndexes.create
                           + VolumeLedger.exerciseIndex)
        try VolumeLedger.createInsertTrigger(db)
        try VolumeLedger.settle(workoutsLoggedAfterSet: mark, db)
        try Setting.set(db, .bulkImportAfterSet, nil)
    }

    /// On open: finishes what an interrupted bulk load left.
    static func repairIfInterrupted(_ db: Database) throws {
        guard let text = try Setting.get(db, .bulkImportAfterSet), let mark = Int64(text) else { return }
        try end(after: mark, db)
    }
}
