import Foundation
import GRDB
import GRDBSQLite

/// Writes drafted workouts inside the import's transaction. Sets go through
/// one prepared statement bound with SQLite's C API: at a million rows,
/// building GRDB arguments per row cost more than SQLite's own work.
/// Dates use the same text form as every record (`StorageDate`).
final class ImportWriter {
    private let db: Database
    private let gymId: Int64
    private let insertSet: Statement
    private let insertWorkout: Statement
    private let findWorkout: Statement
    private let addToBatch: Statement
    private let insertLedger: Statement
    /// Workouts that had sets before this write: their ledger rows are
    /// summed again from all their sets in `settle`.
    private var resum: [Int64] = []
    /// Scratch for the loggedAt text of the set being bound.
    private var dateText = [UInt8](repeating: 0, count: 24)

    init(_ db: Database, gymId: Int64) throws {
        self.db = db
        self.gymId = gymId
        insertSet = try db.makeStatement(sql: """
            INSERT INTO workoutSet(workoutId, exerciseId, position, kind, weightKg, reps, seconds, distanceM, rpe,
                                   restBeforeSeconds, loggedAt, note, supersetGroup, importHash)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        insertWorkout = try db.makeStatement(sql: """
            INSERT INTO workout(gymId, name, startedAt, endedAt, note, importKey) VALUES (?, ?, ?, ?, ?, ?)
            """)
        findWorkout = try db.makeStatement(sql: "SELECT id FROM workout WHERE importKey = ?")
        addToBatch = try db.makeStatement(sql: "INSERT OR IGNORE INTO importBatch(workoutId) VALUES (?)")
        insertLedger = try db.makeStatement(sql: """
            INSERT INTO workoutVolume(workoutId, exerciseId, warmup, sets, reps, load) VALUES (?, ?, ?, ?, ?, ?)
            """)
    }

    /// Creates the custom exercises slots still need.
    func createExercises(_ slots: inout [ExerciseSlot]) throws {
        for i in slots.indices where slots[i].needsCreating {
            let s = slots[i]
            let exercise = Exercise(
                id: s.id, name: s.name, aliases: [], movement: "unmapped", equipment: "other", type: s.inferredType,
                restSeconds: 0, popularity: 0, isCustom: true, isUnmapped: true, isHidden: false, isFavorite: false,
                autoTimer: true, note: nil, gymId: nil, musclesEdited: false, restEdited: false, dimensions: [:])
            try exercise.insert(db)
            try ExerciseSearch.reindex(db, ids: [s.id])
            slots[i].needsCreating = false
        }
    }

    /// Writes `workout`'s drafted sets (creating the workout on first
    /// write), skipping sets already stored; returns how many were new.
    func write(_ workout: WorkoutDraft, slots: [ExerciseSlot], summary: inout ImportSummary) throws {
        var isNew = false
        if workout.workoutId == nil {
            try bind(findWorkout, 1, workout.key)
            if let id = try step(findWorkout, returnsRow: true) {
                workout.workoutId = id
                resum.append(id)
                workout.storedIdentities = Set(try Int64.fetchAll(db, sql: "SELECT importHash FROM workoutSet WHERE workoutId = ? AND importHash IS NOT NULL", arguments: [id]))
                workout.lastPosition = try Int.fetchOne(db, sql: "SELECT MAX(position) FROM workoutSet WHERE workoutId = ?", arguments: [id]) ?? 0
            } else {
                try bind(insertWorkout, 1, gymId)
                try bind(insertWorkout, 2, workout.name)
                try bind(insertWorkout, 3, StorageDate.text(workout.startedAt))
                try bind(insertWorkout, 4, StorageDate.text(workout.endedAt ?? workout.startedAt))
                try bind(insertWorkout, 5, workout.note)
                try bind(insertWorkout, 6, workout.key)
                _ = try step(insertWorkout, returnsRow: false)
                workout.workoutId = db.lastInsertedRowID
                isNew = true
            }
            try bind(addToBatch, 1, workout.workoutId!)
            _ = try step(addToBatch, returnsRow: false)
        } else if workout.addedSets {
            // A workout written in parts: sum it again from all its sets.
            resum.append(workout.workoutId!)
        }
        // The ledger of a new workout, summed here from the sets in hand
        // (as `VolumeLedger` sums them) rather than read back from disk.
        // Keyed by exercise id and warm-up: two names can map to one exercise.
        var ledger: [LedgerKey: (sets: Int64, reps: Int64, load: Double)] = [:]
        let workoutId = workout.workoutId!
        // Sets spread over the workout's recorded time (or 90 s apart when it
        // is unknown or implausible), so per-exercise history keeps their order.
        let count = Double(workout.sets.count)
        let recorded = workout.duration ?? 0
        let span = recorded > 0 && recorded <= 12 * 3600 ? recorded : 90 * count
        let start = workout.startedAt.timeIntervalSince1970
        for (i, set) in workout.sets.enumerated() {
            if workout.storedIdentities.contains(set.identity) {
                summary.duplicates += 1
                continue
            }
            workout.lastPosition += 1
            let s = insertSet.sqliteStatement
            sqlite3_bind_int64(s, 1, workoutId)
            slots[set.slot].cID.withUnsafeBufferPointer { _ = sqlite3_bind_text(s, 2, $0.baseAddress, -1, SQLITE_TRANSIENT) }
            sqlite3_bind_int64(s, 3, Int64(workout.lastPosition))
            set.kind.rawValue.withCString { _ = sqlite3_bind_text(s, 4, $0, -1, SQLITE_TRANSIENT) }
            bindDouble(s, 5, set.weightKg)
            if let reps = set.reps { sqlite3_bind_int64(s, 6, Int64(reps)) } else { sqlite3_bind_null(s, 6) }
            bindDouble(s, 7, set.seconds)
            bindDouble(s, 8, set.distanceM)
            bindDouble(s, 9, set.rpe)
            bindDouble(s, 10, set.restBefore)
            let loggedAt = start + span * (Double(i) + 1) / (count + 1)
            StorageDate.write(Date(timeIntervalSince1970: loggedAt), into: &dateText)
            dateText.withUnsafeBufferPointer { _ = sqlite3_bind_text(s, 11, UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 23, SQLITE_TRANSIENT) }
            if let note = set.note { _ = note.withCString { sqlite3_bind_text(s, 12, $0, -1, SQLITE_TRANSIENT) } } else { sqlite3_bind_null(s, 12) }
            if let group = set.supersetGroup { sqlite3_bind_int64(s, 13, Int64(group)) } else { sqlite3_bind_null(s, 13) }
            sqlite3_bind_int64(s, 14, set.identity)
            _ = try step(insertSet, returnsRow: false)
            if isNew {
                let key = LedgerKey(id: slots[set.slot].id, warmup: set.kind == .warmup)
                var row = ledger[key] ?? (0, 0, 0)
                row.sets += 1
                row.reps += Int64(set.reps ?? 0)
                if let w = set.weightKg, w > 0 { row.load += w * Double(set.reps ?? 0) }
                ledger[key] = row
            }
            workout.storedIdentities.insert(set.identity)
            workout.addedSets = true
            summary.sets += 1
            switch set.kind {
            case .warmup: summary.warmupSets += 1
            case .drop: summary.dropSets += 1
            case .failure: summary.failureSets += 1
            case .normal: break
            }
        }
        workout.sets.removeAll(keepingCapacity: false)
        for (key, row) in ledger {
            let l = insertLedger.sqliteStatement
            sqlite3_bind_int64(l, 1, workoutId)
            _ = key.id.withCString { sqlite3_bind_text(l, 2, $0, -1, SQLITE_TRANSIENT) }
            sqlite3_bind_int64(l, 3, key.warmup ? 1 : 0)
            sqlite3_bind_int64(l, 4, row.sets)
            sqlite3_bind_int64(l, 5, row.reps)
            sqlite3_bind_double(l, 6, row.load)
            _ = try step(insertLedger, returnsRow: false)
        }
        for note in workout.exerciseNotes {
            try db.execute(sql: """
                INSERT INTO workoutExerciseNote(workoutId, exerciseId, note) VALUES (?, ?, ?)
                ON CONFLICT(workoutId, exerciseId) DO UPDATE SET note = excluded.note
                """, arguments: [workoutId, slots[note.slot].id, note.text])
        }
        workout.exerciseNotes.removeAll()
    }

    /// Sums the ledger for this batch's workouts; call before committing.
    func settle() throws {
        try db.execute(sql: "DELETE FROM importBatch")
        for id in resum {
            try db.execute(sql: "INSERT INTO importBatch(workoutId) VALUES (?)", arguments: [id])
        }
        resum = []
        try VolumeLedger.settleImportBatch(db)
    }

    // MARK: C binding

    private func bindDouble(_ s: OpaquePointer, _ index: Int32, _ value: Double?) {
        if let value { sqlite3_bind_double(s, index, value) } else { sqlite3_bind_null(s, index) }
    }

    private func bind(_ statement: Statement, _ index: Int32, _ value: String?) throws {
        let s = statement.sqliteStatement
        let code: Int32 = if let value { value.withCString { sqlite3_bind_text(s, index, $0, -1, SQLITE_TRANSIENT) } }
            else { sqlite3_bind_null(s, index) }
        guard code == SQLITE_OK else { throw error(code, statement) }
    }

    private func bind(_ statement: Statement, _ index: Int32, _ value: Int64) throws {
        let code = sqlite3_bind_int64(statement.sqliteStatement, index, value)
        guard code == SQLITE_OK else { throw error(code, statement) }
    }

    /// Runs the statement once; the first column of its row when it returns one.
    private func step(_ statement: Statement, returnsRow: Bool) throws -> Int64? {
        let s = statement.sqliteStatement
        defer { sqlite3_reset(s) }
        let code = sqlite3_step(s)
        if code == SQLITE_ROW { return sqlite3_column_int64(s, 0) }
        guard code == SQLITE_DONE else { throw error(code, statement) }
        return nil
    }

    private func error(_ code: Int32, _ statement: Statement) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
                      sql: statement.sql)
    }
}

private struct LedgerKey: Hashable {
    var id: String
    var warmup: Bool
}

/// SQLite's "copy the bytes now" destructor, which Swift cannot import.
let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
