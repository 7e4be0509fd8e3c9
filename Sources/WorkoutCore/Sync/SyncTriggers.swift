import GRDB

/// The SQL the journal runs for a change (`SyncJournal.emit`), and the one
/// trigger the log keeps once it syncs. Changes are seen by the pre-update
/// hook (`SyncCapture`), which costs an open nothing; an exercise about to
/// be deleted is the one change whose record must be read with SQL before
/// the row goes (with its muscles and names), which a hook may not do, so a
/// trigger calls the log's own `sync_emit` for it. `sync_on()` is false
/// while the log is muted (preparing presets, applying other devices'
/// records). Generated from `SyncEntities`.
enum SyncTriggers {
    /// Raised whenever the triggers change: a log made by an older build
    /// gets this build's on its next open (`LogSync.load`). 8: capture by
    /// the pre-update hook, one trigger left.
    static let version = 8

    static func install(_ db: Database) throws {
        for name in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'sync\\_%' ESCAPE '\\'") {
            try db.execute(sql: "DROP TRIGGER \(name)")
        }
        try db.execute(sql: "DROP TABLE IF EXISTS syncTouched")
        try db.execute(sql: "DROP TABLE IF EXISTS syncChange")
        for entity in SyncEntities.all {
            for sql in triggers(for: entity) { try db.execute(sql: sql) }
        }
    }

    static func change(_ e: SyncEntity, _ op: String, uid: String, fields: String = "'{}'", owner: String = "NULL", field: String = "NULL") -> String {
        "SELECT sync_emit('\(e.name)',\(op),\(uid),\(fields),\(owner),\(field));"
    }

    /// The uid a new row `r` of `entity` gets (`SyncEntity.Rules.derivedUid`):
    /// NULL where it is random.
    static func derivedUid(_ entity: SyncEntity, _ r: String) -> String {
        entity.rules.derivedUid?(r) ?? "NULL"
    }

    // MARK: What sync_emit runs (`SyncJournal`), ?1 the row's rowid

    /// Gives a new row of `e` its uid, unless it came with one.
    static func fillUid(_ e: SyncEntity) -> String {
        "UPDATE \(e.table) SET uid=(SELECT CASE WHEN d IS NULL OR EXISTS(SELECT 1 FROM \(e.table) x WHERE x.uid=d)OR EXISTS(SELECT 1 FROM syncTombstone WHERE uid=d)"
            + "THEN lower(hex(randomblob(8)))ELSE d END FROM(SELECT \(derivedUid(e, e.table)) AS d))WHERE rowid=?1 AND uid IS NULL"
    }

    /// What a create reads of a new row of `e`: its key, its fields'
    /// columns as stored (`SyncJournal` writes the record from them), and
    /// whether its uid is derived from what it is. Plain columns: this is
    /// prepared by every command that adds a row, so it is kept simple.
    static func created(_ e: SyncEntity) -> String {
        "SELECT \(e.key),\(e.fields.map(\.column).joined(separator: ",")),\(derives(e)) FROM \(e.table) WHERE rowid=?1"
    }

    /// Whether `derivedUid` gives a new row of `e` its uid (else a random
    /// one does, given without a statement of its own).
    static func derives(_ e: SyncEntity) -> String {
        derivedOnlyWith(e).map { "\($0) IS NOT NULL" } ?? (e.hasUid ? "1" : "0")
    }

    /// The column whose value is what a new row's uid derives from, for
    /// the entities whose rows derive one only when they have it (imported
    /// workouts and sets).
    static func derivedOnlyWith(_ e: SyncEntity) -> String? { e.rules.derivesOnlyWith }

    /// The key of the owner of a child list (none when it is gone).
    static func ownerKey(_ e: SyncEntity) -> String { "SELECT \(e.key) FROM \(e.table) WHERE id=?1" }

    /// A field's value in row `r` as the functions take it: its column, or
    /// the uid of the row it names.
    static func argument(_ f: SyncField, _ r: String) -> String {
        if case .uidOf(let table) = f.kind { return "(SELECT uid FROM \(table) WHERE id=\(r).\(f.column))" }
        return "\(r).\(f.column)"
    }

    /// `sync_row('set', …)`: the JSON of every field of row `r` (lists of
    /// child rows aside).
    static func row(_ e: SyncEntity, _ r: String) -> String {
        "sync_row('\(e.name)'," + e.fields.map { argument($0, r) }.joined(separator: ",") + ")"
    }

    /// The fields an edit of `e` compares: the field that moves a row (a
    /// set's workout) changes by a move (`SyncJournal.journal`), not an edit.
    static func fields(_ e: SyncEntity) -> [SyncField] { e.fields.filter { $0.name != e.rules.movedBy } }

    // MARK: The trigger

    static func triggers(for e: SyncEntity) -> [String] {
        // A custom exercise is deleted only where nothing uses it; another
        // device may still log it, and bring it back from what its
        // deletion kept (`SyncApply.restore`).
        guard e.rules.keepsRecordWhenDeleted else { return [] }
        return ["CREATE TRIGGER sync_\(e.table)_b BEFORE DELETE ON \(e.table) WHEN sync_on() BEGIN " + change(e, "'s'", uid: "OLD.\(e.key)") + "END"]
    }
}
