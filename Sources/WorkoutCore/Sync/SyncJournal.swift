import Foundation
import GRDB
import Notation
import Platform
import SyncShare

/// The log's side of journalling, one per connection: the changes noted by
/// `SyncCapture`, turned into records at the end of each write transaction
/// (`journal(_:)`), and the last step of every commit that journalled
/// something — appending its records to this device's file.
///
/// The append happens before the commit completes, and a failure (a full
/// disk) rolls the change back: a change that is in the log is in the
/// device's file. The file is not synced to disk on this path (that costs
/// milliseconds); the records stay in the log's outbox, committed with the
/// change, until `gym-timer sync` has synced the file.
final class SyncJournal: TransactionObserver, @unchecked Sendable {
    // One connection, used by one thread at a time (GRDB's queue).
    private(set) var device: String?
    private(set) var name = ""
    private(set) var folder: String?
    /// Workouts being merged away (`HistoryBook.mergeWorkouts`), by uid:
    /// the uid of the workout they go into. Their deletion says so, so a
    /// set another device logs into one meanwhile follows it there.
    var mergedInto: [String: String] = [:]
    /// Rows being moved (a set to another workout): their deletion says so.
    private var moved = Set<String>()
    /// Exercises being deleted, by id: their full record, kept with the
    /// deletion mark.
    private var deletedRecords: [String: String] = [:]
    /// While set, changes are not journalled: preparing presets, applying
    /// other devices' records (their changes are theirs).
    var muted = false
    private var pending: [(seq: Int64, line: [UInt8])] = []
    /// A file beside the log, there while the outbox holds records this
    /// device's file lacks (a commit made while the folder was away, a file
    /// that lost its unsynced end): the next open catches up, and a log
    /// that is not behind pays one `access` for the check.
    var behindMarker: String?
    /// The append of the transaction being committed, until it commits.
    private var appended: (path: String, length: Int)?

    var isOn: Bool { device != nil && !muted }

    /// Changes noted in the transaction under way, not yet journalled.
    private var noted: [SyncCapture.Change] = []
    /// True while `journal(_:)` runs: the uids it gives are its own work.
    private var journalling = false
    /// Whether `SyncCapture` should note a change now.
    var captures: Bool { isOn && !journalling }
    /// The column numbers of synced tables, read once per connection.
    private var columnNumbers: [String: [String: Int]] = [:]
    /// Which of them have REAL affinity, by number.
    private var realColumns: [String: [Bool]] = [:]

    func note(_ change: SyncCapture.Change) { noted.append(change) }

    /// The journal of each open connection, for the write paths that run
    /// their own transactions on a `Database` (an import's batches).
    private static let byConnection = NSLock()
    nonisolated(unsafe) private static var journals: [ObjectIdentifier: Weak] = [:]
    private struct Weak { weak var journal: SyncJournal? }

    static func of(_ db: Database) -> SyncJournal? {
        byConnection.withLock { journals[ObjectIdentifier(db)]?.journal }
    }

    func configure(device: String?, name: String, folder: String?) {
        self.device = device
        self.name = name
        self.folder = folder
    }

    var ownFiles: OwnFiles? {
        guard let device, let folder else { return nil }
        return OwnFiles(folder: SyncFolder(root: folder), device: device, name: name)
    }

    /// The connection this journal is registered on, and the journalling
    /// statements of the transaction under way.
    private var connection: OpaquePointer?
    private var nested: NestedStatements?

    func register(_ db: Database) {
        connection = db.sqliteConnection
        db.add(function: SyncIdentity.function)
        // sync_row(entity, v1, v2, …): the row's fields as a record's JSON.
        db.add(function: DatabaseFunction("sync_row", pure: true) { v in
            guard let entity = String.fromDatabaseValue(v[0]), let names = SyncEntities.fieldNames[entity] else { return nil }
            return Self.object(zip(names, v.dropFirst()).map { ($0, $1) })
        })
        db.add(function: DatabaseFunction("sync_on", argumentCount: 0, pure: false) { [unowned self] _ in self.isOn })
        // sync_keep_record(kind, uid): a row about to be deleted whose
        // record its deletion keeps (`KeptRecordTrigger`).
        db.add(function: DatabaseFunction(KeptRecordTrigger.function, argumentCount: 2, pure: false) { [unowned self] v in
            guard let statements = statements(), let kind = String.fromDatabaseValue(v[0]).flatMap(SyncKind.init(rawValue:)),
                  let uid = String.fromDatabaseValue(v[1]) else { return nil }
            try emit(SyncChange(entity: SyncEntities.of(kind), op: .keepRecord, uid: uid, fields: "{}", ownerId: .null, field: nil), with: statements)
            return nil
        })
        db.add(transactionObserver: self, extent: .databaseLifetime)
        SyncCapture.install(on: db.sqliteConnection!, for: self)
        Self.byConnection.withLock {
            Self.journals = Self.journals.filter { $0.value.journal != nil }
            Self.journals[ObjectIdentifier(db)] = Weak(journal: self)
        }
    }

    /// Journals what the transaction under way changed, as records, in
    /// the order it changed it: the last step of every write transaction
    /// (`AppDatabase.write`, an import's own transactions). A commit that
    /// skipped it is refused (`databaseWillCommit`).
    ///
    /// A row made in this transaction is journalled as it is now: its
    /// create reads the row, and the notes of its later edits (which have
    /// no uid yet) are skipped; one deleted again is not journalled at all.
    func journal(_ db: Database) throws {
        guard !noted.isEmpty else { return }
        let changes = noted
        noted.removeAll()
        guard let statements = statements() else { return }
        journalling = true
        defer { journalling = false }
        var gone = Set<String>()
        var listed = Set<String>()
        // A row changed again after it was made is read as it is now.
        var notes: [String: Int] = [:]
        for change in changes { notes["\(change.table.name) \(change.rowid)", default: 0] += 1 }
        for change in changes {
            switch change.table {
            case .entity(let e):
                let again = change.kind == .insert && notes["\(e.table) \(change.rowid)", default: 0] > 1
                try journal(change, of: e, db, statements, gone: &gone, readingRow: again)
            case .children(let c, let e):
                let owner = try column(c.ownerColumn, of: c.table, db)
                let owners = switch change.kind {
                case .insert: [change.new[owner]]
                case .delete: [change.old[owner]]
                case .update: change.old[owner] == change.new[owner] ? [change.new[owner]] : [change.old[owner], change.new[owner]]
                }
                // The list is read as the transaction leaves it: once per owner.
                for id in owners where !id.isNull && listed.insert("\(c.table) \(id)").inserted {
                    let record = try emit(SyncChange(entity: e, op: .listChanged, uid: "", fields: "{}", ownerId: id, field: c.name), with: statements)
                    // The lifter's mapping is a claim on each of its names.
                    if c.isImportNames, let (exercise, clock) = record {
                        try ImportNameClaims.claim(db, exercise: exercise, names: ImportNameClaims.names(db, of: exercise),
                                                   rank: ImportNameClaims.rank(clock, edit: true))
                    }
                }
            }
        }
        if let clock, clock.advanced {
            try statements.run("UPDATE syncState SET seq=?1,hlc=?2", [clock.seq.databaseValue, clock.hlc.databaseValue])
            self.clock?.advanced = false
        }
    }

    private func journal(_ change: SyncCapture.Change, of e: SyncEntity, _ db: Database, _ statements: NestedStatements,
                         gone: inout Set<String>, readingRow: Bool) throws {
        func emit(_ op: ChangeOp, _ uid: String, fields: String = "{}", made: Made? = nil) throws {
            try self.emit(SyncChange(entity: e, op: op, uid: uid, fields: fields, ownerId: change.rowid.databaseValue, field: nil, made: made),
                          with: statements)
        }
        let key = try column(e.key, of: e.table, db)
        let change = try stored(change, db)
        switch change.kind {
        case .insert:
            guard !readingRow else { return try emit(.create, "") }
            // The row as its insert made it, without reading it again.
            func value(_ name: String) throws -> DatabaseValue { change.new[try column(name, of: e.table, db)] }
            let derives = try e.rules.derivesOnlyWith.map { !(try value($0)).isNull } ?? e.hasUid
            try emit(.create, "", made: Made(uid: String.fromDatabaseValue(change.new[key]) ?? "",
                                         values: try e.fields.map { try value($0.column) }, derives: derives))
        case .delete:
            guard let uid = String.fromDatabaseValue(change.old[key]) else { return }
            gone.insert(uid)
            // A row deleted with its parent (a workout's sets) is no record
            // of its own: peers cascade alike.
            try emit(e.parent != nil && change.cascaded ? .cascaded : .delete, uid)
        case .update:
            guard let uid = String.fromDatabaseValue(change.new[key]), !gone.contains(uid) else { return }
            // A row moved (a set to another workout) is a new row there, and
            // the old one is deleted: a concurrent deletion of either side
            // then means the same on every device.
            if let mover = e.rules.movedBy.flatMap({ e.field($0) }), case let at = try column(mover.column, of: e.table, db),
               change.old[at] != change.new[at] {
                moved.insert(uid)
                try emit(.delete, uid)
                gone.insert(uid)
                try statements.run("UPDATE \(e.table) SET uid=?2 WHERE rowid=?1", [change.rowid.databaseValue, SyncIdentity.random().databaseValue])
                try emit(.create, "")
                return
            }
            var changed: [(String, DatabaseValue)] = []
            for field in JournalSQL.editedFields(e) {
                let i = try column(field.column, of: e.table, db)
                if change.old[i] != change.new[i] { changed.append((field.name, try Self.recordValue(field, change.new[i], statements))) }
            }
            if !changed.isEmpty { try emit(.update, uid, fields: Self.object(changed)) }
        }
    }

    /// The number of `name` among the columns of `table`, as the hook
    /// gives their values.
    private func column(_ name: String, of table: String, _ db: Database) throws -> Int {
        try learnColumns(of: table, db)
        guard let number = columnNumbers[table]?[name] else { throw WorkoutError.refused("the log's table \(table) has no column \(name)") }
        return number
    }

    private func learnColumns(of table: String, _ db: Database) throws {
        if columnNumbers[table] == nil {
            let columns = try db.columns(in: table)
            columnNumbers[table] = Dictionary(columns.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
            // SQLite's rule for REAL affinity: the declared type names REAL, FLOA or DOUB (and not INT).
            realColumns[table] = columns.map { Self.hasRealAffinity(declaredType: $0.type) }
        }
    }

    /// SQLite's rule for a column's affinity, the part that makes it REAL:
    /// its declared type names REAL, FLOA or DOUB, and not INT. (Bytes, not
    /// Foundation's string search: this runs in every command that writes.)
    static func hasRealAffinity(declaredType: String) -> Bool {
        let type = declaredType.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
        func names(_ word: StaticString) -> Bool {
            let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            guard type.count >= w.count else { return false }
            return (0...(type.count - w.count)).contains { i in w.indices.allSatisfy { type[i + $0] == w[$0] } }
        }
        return !names("INT") && (names("REAL") || names("FLOA") || names("DOUB"))
    }

    /// The change's values as a read of the row gives them: the hook sees
    /// a whole REAL stored as an integer (SQLite's compact form), which a
    /// read gives back as REAL. Records write it as `100.0`, on every device.
    private func stored(_ change: SyncCapture.Change, _ db: Database) throws -> SyncCapture.Change {
        try learnColumns(of: change.table.name, db)
        guard let real = realColumns[change.table.name], real.contains(true) else { return change }
        func read(_ values: [DatabaseValue]) -> [DatabaseValue] {
            zip(values, real).map { value, isReal in
                if isReal, case .int64(let n) = value.storage { return Double(n).databaseValue }
                return value
            }
        }
        return SyncCapture.Change(kind: change.kind, table: change.table, rowid: change.rowid,
                                  old: read(change.old), new: read(change.new), cascaded: change.cascaded)
    }

    /// The statements of the transaction under way, prepared as needed.
    private func statements() -> NestedStatements? {
        if let nested { return nested }
        guard let connection else { return nil }
        nested = NestedStatements(connection)
        return nested
    }

    /// What happened to a row, as the journal is told.
    enum ChangeOp {
        /// A new row (`ownerId`: its rowid).
        case create
        case update
        case delete
        /// Deleted with its parent: no record of its own.
        case cascaded
        /// A list field of the owner changed (`field`; the owner's row id `ownerId`).
        case listChanged
        /// A row about to be deleted whose record its deletion keeps
        /// (`SyncEntity.Rules.keepsRecordWhenDeleted`), told by `KeptRecordTrigger`.
        case keepRecord
    }

    /// A change as the journal is told it.
    struct SyncChange {
        var entity: SyncEntity
        var op: ChangeOp
        var uid: String
        var fields: String
        var ownerId: DatabaseValue
        var field: String?
        /// A new row as its insert made it, when it was not changed again
        /// since (else its create reads the row).
        var made: Made? = nil
    }

    /// A new row's uid (empty when it has none yet), its fields' values
    /// as stored, and whether its uid derives from what it is.
    struct Made {
        var uid: String
        var values: [DatabaseValue]
        var derives: Bool
    }

    /// The log's record numbering and clock in the transaction under way:
    /// read once, advanced here, written back once (`journal(_:)`).
    private var clock: (seq: Int64, hlc: Int64, device: String, advanced: Bool)?

    private func readClock(_ statements: NestedStatements) throws -> (seq: Int64, hlc: Int64, device: String, advanced: Bool) {
        if let clock { return clock }
        var read: (seq: Int64, hlc: Int64, device: String, advanced: Bool) = (0, 0, "", false)
        try statements.run("SELECT seq,hlc,device FROM syncState", []) { s in
            read = (NestedStatements.int64(s, 0), NestedStatements.int64(s, 1), NestedStatements.text(s, 2) ?? "", false)
        }
        clock = read
        return read
    }

    /// Turns a change into the next record and clock, its outbox line,
    /// field clocks and deletion marks, in the transaction of the change.
    /// Returns the uid the record is for and the clock it was written at
    /// (none when the change made no record).
    @discardableResult
    private func emit(_ change: SyncChange, with statements: NestedStatements) throws -> (uid: String, clock: String)? {
        guard let (op, uid, fields) = try record(of: change, statements) else { return nil }
        let clock = try stamp(change, op: op, uid: uid, fields: fields, statements)
        try remember(change, uid: uid, fields: fields, clock: clock, statements)
        return (uid, clock)
    }

    /// The record a change makes: its operation, the uid it is for and its
    /// fields; nil when it makes none.
    private func record(of change: SyncChange, _ statements: NestedStatements) throws -> (SyncOp, String, String)? {
        let entity = change.entity
        switch change.op {
        case .create:
            return try created(change, statements).map { (.create, $0.uid, $0.fields) }
        case .update:
            return change.fields == "{}" ? nil : (.update, change.uid, change.fields)
        case .keepRecord:
            deletedRecords[change.uid] = try statements.text("SELECT \(SyncEntities.fullRecord(entity, row: "r")) FROM \(entity.table) r WHERE r.\(entity.key)=?1",
                                                             [change.uid.databaseValue])
            return nil
        case .delete, .cascaded:
            var fields = "{}"
            if let into = mergedInto[change.uid] { fields = "{\"mergedInto\":\(QuotedString.basic(into))}" }
            // A move's deletion says so: the row lives on elsewhere, and no
            // device tells its lifter it was removed.
            if moved.remove(change.uid) != nil { fields = "{\"moved\":true}" }
            return (.delete, change.uid, fields)
        case .listChanged:
            guard let field = change.field, let children = entity.children.first(where: { $0.name == field }),
                  let owner = try statements.text(JournalSQL.ownerKey(entity), [change.ownerId]) else { return nil }
            let fields = try statements.text("SELECT json_object(?2,json(\(children.json("?1"))))", [change.ownerId, field.databaseValue]) ?? "{}"
            return (.update, owner, fields)
        }
    }

    /// A new row's uid (given now if it has none) and its fields as its
    /// create record carries them.
    private func created(_ change: SyncChange, _ statements: NestedStatements) throws -> (uid: String, fields: String)? {
        let entity = change.entity
        var uid = "", values: [DatabaseValue] = [], derives = false
        if let made = change.made {
            (uid, values, derives) = (made.uid, made.values, made.derives)
        } else {
            try statements.run(JournalSQL.created(entity), [change.ownerId]) { s in
                uid = NestedStatements.text(s, 0) ?? ""
                values = (1...Int32(entity.fields.count)).map { DatabaseValue(sqliteStatement: s, index: $0) }
                derives = NestedStatements.int64(s, Int32(entity.fields.count + 1)) != 0
            }
        }
        if values.isEmpty { return nil }
        if entity.hasUid, uid.isEmpty {
            if derives {
                try statements.run(JournalSQL.fillUid(entity), [change.ownerId])
                uid = try statements.text("SELECT uid FROM \(entity.table) WHERE rowid=?1", [change.ownerId]) ?? ""
            } else {
                uid = SyncIdentity.random()
                try statements.run("UPDATE \(entity.table) SET uid=?2 WHERE rowid=?1", [change.ownerId, uid.databaseValue])
            }
        }
        if uid.isEmpty { return nil }
        return (uid, Self.object(try zip(entity.fields, values).map { ($0.name, try Self.recordValue($0, $1, statements)) }))
    }

    /// The change's clock, and its record numbered and in the outbox — but
    /// for a row deleted with its parent, which has no record of its own
    /// (its clock is the parent's deletion's).
    private func stamp(_ change: SyncChange, op: SyncOp, uid: String, fields: String, _ statements: NestedStatements) throws -> String {
        var now = try readClock(statements)
        guard change.op != .cascaded else { return HybridClock.stamp(UInt64(bitPattern: now.hlc), device: now.device) }
        now.seq += 1
        var hybrid = HybridClock(last: now.hlc)
        now.hlc = hybrid.tick()
        now.advanced = true
        clock = now
        let record = SyncRecord(seq: now.seq, hlc: UInt64(bitPattern: now.hlc), kind: change.entity.kind, op: op, uid: uid, fields: fields)
        let line = record.line
        // A statement that failed and was retried reuses its number:
        // the later line is the one that stayed.
        if let last = pending.last, last.seq >= record.seq { pending.removeAll { $0.seq >= record.seq } }
        pending.append((record.seq, line))
        try statements.run(Outbox.addSQL, [record.seq.databaseValue, String(decoding: line, as: UTF8.self).databaseValue])
        return record.clock(device: now.device)
    }

    /// What the log keeps beside the record: the clock of each field an
    /// edit set (a later edit from elsewhere wins only over an older one),
    /// and the mark a deletion leaves (`Tombstones`).
    private func remember(_ change: SyncChange, uid: String, fields: String, clock: String, _ statements: NestedStatements) throws {
        switch change.op {
        case .update, .listChanged:
            let keys = change.op == .listChanged ? "{\"\(change.field ?? "")\":0}" : fields
            try statements.run("INSERT INTO syncField(uid,field,clock)SELECT ?1,key,?3 FROM json_each(?2)WHERE true ON CONFLICT(uid,field)DO UPDATE SET clock=excluded.clock",
                               [uid.databaseValue, keys.databaseValue, clock.databaseValue])
        case .delete, .cascaded:
            try Tombstones.mark(statements, change.entity, uid: uid, clock: clock, mergedInto: mergedInto[uid], record: deletedRecords.removeValue(forKey: uid))
        case .create, .keepRecord: break
        }
    }

    /// A field's value as a record carries it: a row it names by id, by
    /// that row's uid.
    static func recordValue(_ field: SyncField, _ value: DatabaseValue, _ statements: NestedStatements) throws -> DatabaseValue {
        guard case .uidOf(let table) = field.kind, !value.isNull else { return value }
        return try statements.text("SELECT uid FROM \(table) WHERE id=?1", [value])?.databaseValue ?? .null
    }

    /// A JSON object of SQL values, written the same way every time:
    /// numbers as their shortest exact form, so a weight converted from
    /// pounds comes back as the same double on every device.
    static func object(_ fields: [(String, DatabaseValue)]) -> String {
        // Bytes, not String appends: a first sync writes every row with it.
        var out: [UInt8] = [0x7B]
        out.reserveCapacity(32 + 24 * fields.count)
        for (i, (name, value)) in fields.enumerated() {
            if i > 0 { out.append(0x2C) }
            out.append(0x22)
            out.append(contentsOf: name.utf8)
            out.append(contentsOf: "\":".utf8)
            switch value.storage {
            case .null: out.append(contentsOf: "null".utf8)
            case .int64(let n): out.append(contentsOf: String(n).utf8)
            case .double(let d): out.append(contentsOf: (d.isFinite ? d.description : "null").utf8)
            case .string(let text): QuotedString.appendBasic(text, to: &out)
            case .blob(let data): QuotedString.appendBasic(data.map { String($0, radix: 16) }.joined(), to: &out)
            }
        }
        out.append(0x7D)
        return String(decoding: out, as: UTF8.self)
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}

    func databaseWillCommit() throws {
        guard noted.isEmpty else {
            noted.removeAll()
            throw WorkoutError.refused("a change to the log was not journalled for the other devices, so it was not saved (this is a bug in gym-timer: please report it)")
        }
        guard !pending.isEmpty, let files = ownFiles else { return }
        do {
            switch try files.append(pending, committing: true) {
            case .gap, .noFolder:
                if let behindMarker { close(open(behindMarker, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)) }
            case .written(_, let undo): appended = undo
            case .nothingNew: break
            case .ahead:
                throw WorkoutError.refused("this device's sync file holds changes the log does not (gym-timer was stopped while saving one): run `gym-timer sync` to take them in, then try again")
            }
        } catch let error as SystemError {
            let reason = error.code == ENOSPC ? "no space left on the device holding the sync folder (free some and try again)"
                : String(cString: strerror(error.code))
            throw WorkoutError.syncFileUnwritable(path: files.directory, reason: reason)
        }
    }

    func databaseDidCommit(_ db: Database) {
        pending.removeAll()
        clock = nil
        mergedInto.removeAll()
        appended = nil
        nested?.finalizeAll()
        nested = nil
    }

    /// The commit failed after the records went into the file (the log's
    /// own disk full): they are taken back, so the file never holds a
    /// change the log does not.
    func databaseDidRollback(_ db: Database) {
        pending.removeAll()
        clock = nil
        noted.removeAll()
        mergedInto.removeAll()
        deletedRecords.removeAll()
        nested?.finalizeAll()
        nested = nil
        if let (path, length) = appended {
            if length < 0 { unlink(path) } else { truncate(path, off_t(length)) }
        }
        appended = nil
    }
}

extension Database {
    /// Journals what this transaction changed (`SyncJournal.journal`): the
    /// last step of a write transaction, before it commits.
    func journalChanges() throws {
        try SyncJournal.of(self)?.journal(self)
    }
}
