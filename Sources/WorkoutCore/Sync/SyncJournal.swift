import Foundation
import GRDB
import Notation
import Platform

/// The log's side of journalling, one per connection: the SQL functions the
/// triggers call, and the last step of every commit that journalled
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
        // sync_changed(entity, old1, new1, old2, new2, …): the fields that
        // changed, a row they name by id written as its uid.
        db.add(function: DatabaseFunction("sync_changed", pure: false) { [unowned self] v in
            guard let entity = String.fromDatabaseValue(v[0]).flatMap({ SyncEntities.named($0) }) else { return nil }
            guard let statements = statements() else { return nil }
            var changed: [(String, DatabaseValue)] = []
            for (i, field) in SyncTriggers.fields(entity).enumerated() where 2 * i + 2 < v.count && v[2 * i + 1] != v[2 * i + 2] {
                changed.append((field.name, try Self.recordValue(field, v[2 * i + 2], statements)))
            }
            return Self.object(changed)
        })
        db.add(function: DatabaseFunction("sync_on", argumentCount: 0, pure: false) { [unowned self] _ in self.isOn })
        // sync_emit(entity, op, uid, fields, ownerId, field): what every trigger calls.
        db.add(function: DatabaseFunction("sync_emit", argumentCount: 6, pure: false) { [unowned self] v in
            guard let statements = statements() else { return nil }
            try emit(SyncChange(entity: String.fromDatabaseValue(v[0]) ?? "", op: String.fromDatabaseValue(v[1]) ?? "",
                                uid: String.fromDatabaseValue(v[2]) ?? "", fields: String.fromDatabaseValue(v[3]) ?? "{}",
                                ownerId: v[4], field: String.fromDatabaseValue(v[5])), with: statements)
            return nil
        })
        db.add(transactionObserver: self, extent: .databaseLifetime)
    }

    /// The statements of the transaction under way, prepared as needed.
    private func statements() -> NestedStatements? {
        if let nested { return nested }
        guard let connection else { return nil }
        nested = NestedStatements(connection)
        return nested
    }

    /// A change as a trigger states it. `op`: c, a new row (`ownerId`: its
    /// rowid); u, d; `s`, an exercise about to be deleted (its record is
    /// kept with the deletion); `l`, a list field of the owner changed (`field`, the
    /// owner's row id `ownerId`); `x`, deleted with its parent, no record
    /// of its own.
    struct SyncChange {
        var entity: String
        var op: String
        var uid: String
        var fields: String
        var ownerId: DatabaseValue
        var field: String?
    }

    /// Turns a change into the next record and clock, its outbox line,
    /// field clocks and deletion marks, in the transaction of the change.
    private func emit(_ change: SyncChange, with statements: NestedStatements) throws {
        guard let entity = SyncEntities.named(change.entity) else { return }
        var op = change.op, fields = change.fields, uid = change.uid
        switch op {
        case "c":
            var values: [DatabaseValue] = []
            var derives = false
            try statements.run(SyncTriggers.created(entity), [change.ownerId]) { s in
                uid = NestedStatements.text(s, 0) ?? ""
                values = (1...Int32(entity.fields.count)).map { DatabaseValue(sqliteStatement: s, index: $0) }
                derives = NestedStatements.int64(s, Int32(entity.fields.count + 1)) != 0
            }
            if values.isEmpty { return }
            if entity.hasUid, uid.isEmpty {
                if derives {
                    try statements.run(SyncTriggers.fillUid(entity), [change.ownerId])
                    uid = try statements.text("SELECT uid FROM \(entity.table) WHERE rowid=?1", [change.ownerId]) ?? ""
                } else {
                    uid = SyncIdentity.random()
                    try statements.run("UPDATE \(entity.table) SET uid=?2 WHERE rowid=?1", [change.ownerId, uid.databaseValue])
                }
            }
            if uid.isEmpty { return }
            fields = Self.object(try zip(entity.fields, values).map { ($0.name, try Self.recordValue($0, $1, statements)) })
        case "u":
            if fields == "{}" { return }
        case "s":
            deletedRecords[uid] = try statements.text("SELECT \(SyncEntities.fullRecord(entity, row: "r")) FROM \(entity.table) r WHERE r.\(entity.key)=?1", [uid.databaseValue])
            return
        case "d":
            if let into = mergedInto[uid] { fields = "{\"mergedInto\":\(QuotedString.basic(into))}" }
        case "l":
            guard let field = change.field, let children = entity.children.first(where: { $0.name == field }),
                  let owner = try statements.text(SyncTriggers.ownerKey(entity), [change.ownerId]) else { return }
            uid = owner
            fields = try statements.text("SELECT json_object(?2,json(\(children.json("?1"))))", [change.ownerId, field.databaseValue]) ?? "{}"
            op = "u"
        default: break
        }
        var clock = ""
        if change.op == "x" {
            try statements.run("SELECT hlc,device FROM syncState", []) { s in
                clock = SyncIdentity.hex(UInt64(bitPattern: NestedStatements.int64(s, 0))) + (NestedStatements.text(s, 1) ?? "")
            }
        } else {
            let now = Int64(Date().timeIntervalSince1970 * 1000) << 16
            var record: SyncRecord?
            try statements.run("UPDATE syncState SET seq=seq+1,hlc=MAX(hlc+1,?1)RETURNING seq,hlc,device", [now.databaseValue]) { s in
                let hlc = UInt64(bitPattern: NestedStatements.int64(s, 1))
                record = SyncRecord(seq: NestedStatements.int64(s, 0), hlc: hlc, entity: change.entity, op: op.first ?? "?",
                                    uid: uid, fields: fields)
                clock = SyncIdentity.hex(hlc) + (NestedStatements.text(s, 2) ?? "")
            }
            guard let record else { return }
            let line = record.line
            // A statement that failed and was retried reuses its number:
            // the later line is the one that stayed.
            if let last = pending.last, last.seq >= record.seq { pending.removeAll { $0.seq >= record.seq } }
            pending.append((record.seq, line))
            try statements.run("INSERT INTO syncOutbox(seq,line)VALUES(?1,?2)", [record.seq.databaseValue, String(decoding: line, as: UTF8.self).databaseValue])
        }
        switch change.op {
        case "u", "l":
            let keys = change.op == "l" ? "{\"\(change.field ?? "")\":0}" : fields
            try statements.run("INSERT INTO syncField(uid,field,clock)SELECT ?1,key,?3 FROM json_each(?2)WHERE true ON CONFLICT(uid,field)DO UPDATE SET clock=excluded.clock",
                               [uid.databaseValue, keys.databaseValue, clock.databaseValue])
        case "d", "x":
            try statements.run("INSERT OR REPLACE INTO syncTombstone(uid,entity,clock,mergedInto,record)VALUES(?1,?2,?3,?4,?5)",
                               [uid.databaseValue, change.entity.databaseValue, clock.databaseValue, mergedInto[uid]?.databaseValue ?? .null,
                                deletedRecords.removeValue(forKey: uid)?.databaseValue ?? .null])
            // An exercise keeps its field clocks with its record (it may come back).
            if change.entity != "exercise" { try statements.run("DELETE FROM syncField WHERE uid=?1", [uid.databaseValue]) }
        default: break
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
        appended = nil
        nested?.finalizeAll()
        nested = nil
    }

    /// The commit failed after the records went into the file (the log's
    /// own disk full): they are taken back, so the file never holds a
    /// change the log does not.
    func databaseDidRollback(_ db: Database) {
        pending.removeAll()
        deletedRecords.removeAll()
        nested?.finalizeAll()
        nested = nil
        if let (path, length) = appended {
            if length < 0 { unlink(path) } else { truncate(path, off_t(length)) }
        }
        appended = nil
    }
}
