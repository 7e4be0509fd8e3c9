import Foundation
import GRDB
import GRDBSQLite

/// Writes batches of drafted workouts on the database thread. Sets and
/// ledger rows go through multi-row INSERTs bound with SQLite's C API: at a
/// million rows, building GRDB arguments per row cost more than SQLite's
/// own work. Dates use the same text form as every record (`StorageDate`).
final class ImportWriter {
    let db: Database
    private let gymId: Int64
    /// The log's e1RM rep cap (`Epley.maxReps`), for the ledger rows summed here.
    private let e1rmMaxReps: Int
    private let insertSets: MultiRowInsert
    private let insertLedger: MultiRowInsert
    /// Rows waiting for the next insert (see `MultiRowInsert`).
    private var pending: [PendingSet] = []
    private var pendingLedger: [PendingLedgerRow] = []
    private let insertWorkout: Statement
    private let findWorkout: Statement
    /// A workout logged here (no import made it) with the name and the
    /// second of start a file's workout has: this app's own export coming
    /// back (`loggedWorkout`).
    private let findLoggedWorkout: Statement
    private let addToBatch: Statement
    /// Workouts that had sets before this write: their ledger rows are
    /// summed again from all their sets in `settle`.
    private var resum: [Int64] = []
    /// Scratch for the loggedAt text of the set being bound.
    private let dateText = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: StorageDate.textLength * MultiRowInsert.rowsPerStatement)
    /// Each slot's exercise id, NUL-terminated, in memory that outlives every
    /// statement bound to it.
    private var slotIds: [UnsafeMutablePointer<CChar>] = []
    /// Slots that take the sets an earlier import stored for their name
    /// under another exercise: the lifter's `--map` (or a name remembered
    /// from one), and an exercise this import makes for a name an older
    /// build placed elsewhere (`Pin Squat`, once on the squat).
    private var slotTakesSets: [Bool] = []
    /// Slot → a small index per distinct exercise id, for the ledger.
    private var slotLedger: [Int] = []
    private var ledgerIndex: [String: Int] = [:]
    /// The id of each ledger index (memory owned by `slotIds`).
    private var ledgerIds: [UnsafeMutablePointer<CChar>] = []
    private let kindText: [SetKind: UnsafeMutablePointer<CChar>]
    /// Slots whose custom exercise this import has created.
    private(set) var created: Set<Int> = []

    /// The import run this writes for (`ImportRuns`); nil in a dry run.
    private let runId: Int64?
    /// Sets an earlier import stored, found again by content, that get this file's identity.
    private let backfillSource: Statement

    init(_ db: Database, gymId: Int64, runId: Int64?) throws {
        self.db = db
        self.gymId = gymId
        self.runId = runId
        e1rmMaxReps = try Epley.maxReps(db)
        insertSets = MultiRowInsert(db, into: "workoutSet", columns: [
            "workoutId", "exerciseId", "position", "kind", "weightKg", "reps", "seconds", "distanceM", "rpe",
            "restBeforeSeconds", "loggedAt", "note", "supersetGroup", "importHash", "sourceHash", "importId", "restAfterSeconds"])
        insertLedger = MultiRowInsert(db, into: "workoutVolume", columns: ["workoutId", "exerciseId", "warmup", "sets", "reps", "load",
                                                                             "topWeightKg", "topReps", "bestE1rm"])
        pending.reserveCapacity(MultiRowInsert.rowsPerStatement)
        pendingLedger.reserveCapacity(MultiRowInsert.rowsPerStatement)
        insertWorkout = try db.makeStatement(sql: """
            INSERT INTO workout(gymId, name, startedAt, endedAt, note, importKey, importId) VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        backfillSource = try db.makeStatement(sql: "UPDATE workoutSet SET sourceHash = ? WHERE id = ? AND sourceHash IS NULL")
        findWorkout = try db.makeStatement(sql: "SELECT id FROM workout WHERE importKey = ?")
        findLoggedWorkout = try db.makeStatement(sql: """
            SELECT id FROM workout WHERE importKey IS NULL AND name = ? AND startedAt >= ? AND startedAt < ? ORDER BY id LIMIT 1
            """)
        addToBatch = try db.makeStatement(sql: "INSERT OR IGNORE INTO importBatch(workoutId) VALUES (?)")
        kindText = Dictionary(uniqueKeysWithValues: SetKind.allCases.map { ($0, strdup($0.rawValue)!) })
    }

    /// Commits `batch`: the custom exercises it needs first, then its
    /// workouts, then their ledger, in one transaction (or inside the dry
    /// run's single transaction).
    func commit(_ batch: ImportBatch, summary: inout ImportSummary, ownTransaction: Bool) throws {
        let work = { [self] (summary: inout ImportSummary) throws in
            try createExercises(batch.slots)
            for part in batch.parts {
                let hadSets = part.stored.addedSets
                try write(part, summary: &summary)
                if part.stored.addedSets && !hadSets { summary.workouts += 1 }
            }
            try flushSets()
            try flushLedger()
            try settle()
        }
        if ownTransaction {
            var counted = summary
            try db.inTransaction {
                try work(&counted)
                try db.journalChanges()
                return .commit
            }
            summary = counted
        } else {
            try work(&summary)
        }
    }

    /// Creates the custom exercises the slots need that this import has not
    /// created yet, and learns the ids of slots it has not seen.
    private func createExercises(_ slots: [ExerciseSlot]) throws {
        for i in slotIds.count..<slots.count {
            let id = slots[i].id
            slotIds.append(strdup(id)!)
            slotTakesSets.append(slots[i].how == .map || slots[i].needsCreating)
            if let known = ledgerIndex[id] {
                slotLedger.append(known)
            } else {
                ledgerIndex[id] = ledgerIds.count
                slotLedger.append(ledgerIds.count)
                ledgerIds.append(slotIds[i])
            }
        }
        for i in slots.indices where slots[i].needsCreating && !created.contains(i) {
            let s = slots[i]
            if let parent = s.variationOf {
                try ExerciseLibrary.insertVariation(db, id: s.id, name: s.name, of: parent)
            } else {
                let exercise = Exercise(
                    id: s.id, name: s.name, aliases: [], movement: "unmapped", equipment: "other", type: s.inferredType,
                    restSeconds: 0, popularity: 0, isCustom: true, isUnmapped: true, isHidden: false, isFavorite: false,
                    autoTimer: true, note: nil, gymId: nil, musclesEdited: false, restEdited: false, dimensions: [:])
                try exercise.insert(db)
            }
            try ExerciseSearch.reindex(db, ids: [s.id])
            created.insert(i)
        }
    }

    /// Writes a part's sets (creating the workout on its first part),
    /// skipping sets already stored.
    private func write(_ part: WorkoutPart, summary: inout ImportSummary) throws {
        let stored = part.stored
        var isNew = false
        if stored.workoutId == nil {
            try bind(findWorkout, 1, part.header.key)
            var adopted: Int64?
            if let id = try step(findWorkout, returnsRow: true) ?? { adopted = try loggedWorkout(part.header); return adopted }() {
                try flushSets()
                // A workout logged here takes the file's key: the sets this
                // import adds to it get ids from the key and what they hold,
                // the same on every device that imports the file into it.
                if let adopted {
                    try db.execute(sql: "UPDATE workout SET importKey = ? WHERE id = ? AND importKey IS NULL", arguments: [part.header.key, adopted])
                }
                stored.workoutId = id
                resum.append(id)
                try learnLoggedSets(of: id, into: stored)
                for row in try Row.fetchAll(db, sql: """
                    SELECT importHash, id, exerciseId, legacyImportHash, sourceHash FROM workoutSet
                    WHERE workoutId = ? AND (importHash IS NOT NULL OR sourceHash IS NOT NULL)
                    """, arguments: [id]) {
                    if let identity = row[0] as Int64? { stored.storedIdentities[identity] = (row[1], row[2]) }
                    if let legacy = row[3] as Int64? { stored.storedLegacyIdentities.insert(legacy) }
                    if let source = row[4] as Int64? {
                        stored.storedSources[source] = (row[1], row[2])
                        stored.withSource.insert(row[1])
                    }
                }
                stored.lastPosition = try Int.fetchOne(db, sql: "SELECT MAX(position) FROM workoutSet WHERE workoutId = ?", arguments: [id]) ?? 0
            } else {
                try bind(insertWorkout, 1, gymId)
                try bind(insertWorkout, 2, part.header.name)
                try bind(insertWorkout, 3, StorageDate.text(part.header.startedAt))
                try bind(insertWorkout, 4, StorageDate.text(part.header.endedAt ?? part.header.startedAt))
                try bind(insertWorkout, 5, part.header.note)
                try bind(insertWorkout, 6, part.header.key)
                try bind(insertWorkout, 7, runId)
                _ = try step(insertWorkout, returnsRow: false)
                stored.workoutId = db.lastInsertedRowID
                isNew = true
            }
        } else {
            // A later part of a workout written in parts: sum it again from
            // all its sets (whether or not the earlier parts added any).
            resum.append(stored.workoutId!)
        }
        try bind(addToBatch, 1, stored.workoutId!)
        _ = try step(addToBatch, returnsRow: false)
        // The ledger of a new workout, summed here from the sets in hand
        // (as `VolumeLedger` sums them) rather than read back from disk.
        // Keyed by exercise and warm-up: two names can map to one exercise.
        var ledger: [Int: PendingLedgerRow] = [:]
        let workoutId = stored.workoutId!
        // Sets spread over the workout's recorded time (or 90 s apart when it
        // is unknown or implausible), so per-exercise history keeps their order.
        let count = Double(part.sets.count)
        let recorded = part.header.duration ?? 0
        let span = recorded > 0 && recorded <= 12 * 3600 ? recorded : 90 * count
        let start = part.header.startedAt.timeIntervalSince1970
        for i in part.sets.indices {
            let set = part.sets[i]
            // Already stored: the same row of the file (whatever unit or
            // placement it was read with), else a set with the same content
            // (an import before file identities, or this app's own export),
            // which learns this row's identity for the next time.
            var earlier = stored.storedSources.isEmpty ? nil : stored.storedSources[set.sourceIdentity]
            if let found = earlier, found.id > 0, stored.claimed.contains(found.id) { earlier = nil }
            // By content: a set stored before file identities (any exercise:
            // its name may be placed elsewhere now), or one with an identity
            // of its own if this row is of the same exercise (this app's own
            // export); never one another row of this run has found.
            if earlier == nil, !stored.storedIdentities.isEmpty, let same = stored.storedIdentities[set.identity],
               same.id == 0 || (!stored.claimed.contains(same.id)
                   && (!stored.withSource.contains(same.id) || same.exerciseId == String(cString: slotIds[set.slot]))) {
                earlier = same
                // (id 0: added by this run, with its identity already.)
                if same.id > 0 {
                    try flushSets()
                    try bind(backfillSource, 1, set.sourceIdentity)
                    try bind(backfillSource, 2, same.id)
                    _ = try step(backfillSource, returnsRow: false)
                    stored.storedSources[set.sourceIdentity] = same
                }
            }
            if let earlier {
                if earlier.id > 0 { stored.claimed.insert(earlier.id) }
                // A name now placed elsewhere (`slotTakesSets`) takes its
                // sets along instead of adding them again.
                let exerciseId = String(cString: slotIds[set.slot])
                if slotTakesSets[set.slot], earlier.exerciseId != exerciseId {
                    try flushSets()
                    try db.execute(sql: "UPDATE workoutSet SET exerciseId = ? WHERE id = ?", arguments: [exerciseId, earlier.id])
                    stored.storedIdentities[set.identity] = (earlier.id, exerciseId)
                    stored.storedSources[set.sourceIdentity] = (earlier.id, exerciseId)
                    summary.moved += 1
                } else {
                    summary.duplicates += 1
                }
                continue
            }
            // A set an import before v5 stored, since edited by the lifter.
            if !stored.storedLegacyIdentities.isEmpty, stored.storedLegacyIdentities.contains(set.legacyIdentity) {
                summary.duplicates += 1
                continue
            }
            stored.lastPosition += 1
            pending.append(PendingSet(workoutId: workoutId, position: stored.lastPosition,
                                      loggedAt: start + span * (Double(i) + 1) / (count + 1), set: set))
            if pending.count == MultiRowInsert.rowsPerStatement { try flushSets() }
            if isNew {
                let key = slotLedger[set.slot] * 2 + (set.kind == .warmup ? 1 : 0)
                let reps = Int64(set.reps ?? 0)
                let load = (set.weightKg ?? 0) > 0 ? set.weightKg! * Double(reps) : 0
                ledger[key, default: PendingLedgerRow(workoutId: workoutId, key: key)].add(weightKg: set.weightKg, reps: set.reps, load: load, maxReps: e1rmMaxReps)
            } else {
                stored.storedIdentities[set.identity] = (0, String(cString: slotIds[set.slot]))
                stored.storedSources[set.sourceIdentity] = (0, String(cString: slotIds[set.slot]))
            }
            stored.addedSets = true
            summary.sets += 1
            switch set.kind {
            case .warmup: summary.warmupSets += 1
            case .drop: summary.dropSets += 1
            case .failure: summary.failureSets += 1
            case .normal: break
            }
        }
        for row in ledger.values {
            pendingLedger.append(row)
            if pendingLedger.count == MultiRowInsert.rowsPerStatement { try flushLedger() }
        }
        for note in part.exerciseNotes {
            try db.execute(sql: """
                INSERT INTO workoutExerciseNote(workoutId, exerciseId, note) VALUES (?, ?, ?)
                ON CONFLICT(workoutId, exerciseId) DO UPDATE SET note = excluded.note
                """, arguments: [workoutId, String(cString: slotIds[note.slot]), note.text])
        }
    }

    /// The workout logged in this app that a file's workout is: the same
    /// name, started within the same second (a file writes the start to
    /// the second). A file this app exported, read back into the log it
    /// came from, finds its workouts so.
    private func loggedWorkout(_ header: WorkoutHeader) throws -> Int64? {
        let second = header.startedAt.timeIntervalSince1970.rounded(.down)
        try bind(findLoggedWorkout, 1, header.name)
        try bind(findLoggedWorkout, 2, StorageDate.text(Date(timeIntervalSince1970: second)))
        try bind(findLoggedWorkout, 3, StorageDate.text(Date(timeIntervalSince1970: second + 1)))
        return try step(findLoggedWorkout, returnsRow: true)
    }

    /// Sets logged by hand in workout `id` (no import gave them an
    /// identity) get the content identity a file's row of theirs would
    /// have, counted in order as a file counts them, so the same sets
    /// coming back from this app's export are found and not added again.
    private func learnLoggedSets(of id: Int64, into stored: StoredWorkout) throws {
        var seen: [Int64: Int] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT id, exerciseId, kind, weightKg, reps, seconds, distanceM, importHash IS NULL AND sourceHash IS NULL AS logged
            FROM workoutSet WHERE workoutId = ? ORDER BY \(SyncOrder.sets)
            """, arguments: [id]) {
            let content = ImportIdentity.content(kind: SetKind(rawValue: row["kind"]) ?? .normal, weightKg: row["weightKg"],
                                                 reps: row["reps"], seconds: row["seconds"], distanceM: row["distanceM"])
            let n = seen[content, default: 0]
            seen[content] = n + 1
            if row["logged"] { stored.storedIdentities[ImportIdentity.occurrence(content, n)] = (row["id"], row["exerciseId"]) }
        }
    }

    /// Inserts the waiting sets with one statement. Every text bound here
    /// stays put until it has run, so SQLite reads it in place (a nil
    /// destructor) instead of copying it.
    private func flushSets() throws {
        try insertSets.insert(rows: pending.count) { s, row, o in
            let p = pending[row]
            let set = p.set
            sqlite3_bind_int64(s, o, p.workoutId)
            sqlite3_bind_text(s, o + 1, slotIds[set.slot], -1, nil)
            sqlite3_bind_int64(s, o + 2, Int64(p.position))
            sqlite3_bind_text(s, o + 3, kindText[set.kind], -1, nil)
            bindDouble(s, o + 4, set.weightKg)
            if let reps = set.reps { sqlite3_bind_int64(s, o + 5, Int64(reps)) } else { sqlite3_bind_null(s, o + 5) }
            bindDouble(s, o + 6, set.seconds)
            bindDouble(s, o + 7, set.distanceM)
            bindDouble(s, o + 8, set.rpe)
            bindDouble(s, o + 9, set.restBefore)
            let date = UnsafeMutableBufferPointer(rebasing: dateText[(row * StorageDate.textLength)...])
            StorageDate.write(Date(timeIntervalSince1970: p.loggedAt), into: date)
            sqlite3_bind_text(s, o + 10, UnsafeRawPointer(date.baseAddress!).assumingMemoryBound(to: CChar.self),
                              Int32(StorageDate.textLength), nil)
            if let note = set.note {
                _ = note.withCString { sqlite3_bind_text(s, o + 11, $0, -1, SQLITE_TRANSIENT) }
            } else {
                sqlite3_bind_null(s, o + 11)
            }
            if let group = set.supersetGroup { sqlite3_bind_int64(s, o + 12, Int64(group)) } else { sqlite3_bind_null(s, o + 12) }
            sqlite3_bind_int64(s, o + 13, set.identity)
            sqlite3_bind_int64(s, o + 14, set.sourceIdentity)
            if let runId { sqlite3_bind_int64(s, o + 15, runId) } else { sqlite3_bind_null(s, o + 15) }
            bindDouble(s, o + 16, set.restAfter)
        }
        pending.removeAll(keepingCapacity: true)
    }

    private func flushLedger() throws {
        try insertLedger.insert(rows: pendingLedger.count) { s, row, o in
            let r = pendingLedger[row]
            sqlite3_bind_int64(s, o, r.workoutId)
            sqlite3_bind_text(s, o + 1, ledgerIds[r.key / 2], -1, nil)
            sqlite3_bind_int64(s, o + 2, Int64(r.key % 2))
            sqlite3_bind_int64(s, o + 3, r.sets)
            sqlite3_bind_int64(s, o + 4, r.reps)
            sqlite3_bind_double(s, o + 5, r.load)
            if let top = r.topWeightKg {
                sqlite3_bind_double(s, o + 6, top)
                sqlite3_bind_int64(s, o + 7, r.topReps)
                if let best = r.bestE1rm { sqlite3_bind_double(s, o + 8, best) } else { sqlite3_bind_null(s, o + 8) }
            } else {
                sqlite3_bind_null(s, o + 6)
                sqlite3_bind_null(s, o + 7)
                sqlite3_bind_null(s, o + 8)
            }
        }
        pendingLedger.removeAll(keepingCapacity: true)
    }

    deinit {
        dateText.deallocate()
        for id in slotIds { free(id) }
        for text in kindText.values { free(text) }
    }

    /// Sums the ledger for this batch's workouts; call before committing.
    private func settle() throws {
        try db.execute(sql: "DELETE FROM importBatch")
        // A workout can be listed twice: a re-import meets an existing
        // workout once per run of its rows when they are not consecutive.
        for id in resum {
            try db.execute(sql: "INSERT OR IGNORE INTO importBatch(workoutId) VALUES (?)", arguments: [id])
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

    private func bind(_ statement: Statement, _ index: Int32, _ value: Int64?) throws {
        let code = if let value { sqlite3_bind_int64(statement.sqliteStatement, index, value) }
            else { sqlite3_bind_null(statement.sqliteStatement, index) }
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

/// A set on its way into `workoutSet`.
private struct PendingSet {
    var workoutId: Int64
    var position: Int
    var loggedAt: TimeInterval
    var set: DraftSet
}

/// A ledger row of a new workout, keyed by exercise (`key / 2`) and warm-up
/// (`key % 2`), summed in hand as `VolumeLedger` sums it in SQL.
private struct PendingLedgerRow {
    var workoutId: Int64
    var key: Int
    var sets: Int64 = 0
    var reps: Int64 = 0
    var load: Double = 0
    /// The top set (heaviest, most reps at it) and best e1RM, over sets with weight and reps.
    var topWeightKg: Double?
    var topReps: Int64 = 0
    var topKey: (Double, Int64)?
    var bestE1rm: Double?

    mutating func add(weightKg: Double?, reps: Int?, load: Double, maxReps: Int) {
        sets += 1
        self.reps += Int64(reps ?? 0)
        self.load += load
        guard let w = weightKg, let r = reps, w > 0, r > 0 else { return }
        // As the SQL ledger: the top weight exactly, its reps among weights equal to four decimals.
        let key = ((w * 10_000).rounded(), Int64(r))
        if topKey == nil || key > topKey! { topKey = key; topReps = Int64(r) }
        topWeightKg = max(topWeightKg ?? w, w)
        if let e1rm = Epley.estimate(weightKg: w, reps: r, maxReps: maxReps) { bestE1rm = max(bestE1rm ?? e1rm, e1rm) }
    }
}

/// SQLite's "copy the bytes now" destructor, which Swift cannot import.
let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
