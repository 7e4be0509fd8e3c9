import GRDB

/// The triggers that, once the log syncs, give every new row its uid and
/// journal every change to synced data into `syncOutbox` in the same
/// transaction as the change. Triggers see every write — the commands',
/// an import's multi-row inserts, a cascade — so no write path can forget
/// to journal. Generated from `SyncEntities`.
///
/// SQLite parses every trigger of the schema each time a connection opens,
/// and compiles the triggers a statement fires into it: so each trigger is
/// one call of the log's own `sync_emit` (`SyncJournal`), passing column
/// values; the function writes the record, the outbox line, the clocks.
/// `sync_on()` is false while the log is muted (preparing presets,
/// applying other devices' records).
enum SyncTriggers {
    /// Raised whenever the SQL below changes: a log made by an older build
    /// gets the new triggers on its next open (`AppDatabase.readyStamp`).
    static let version = 7

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

    /// The uid a new row gets: one derived from what the row is where two
    /// devices making "the same" row must agree (an imported workout or
    /// set, a gym or plan by name, a weigh-in by its time, the default
    /// gym), else random; random too when the derived one is taken or was
    /// deleted, so a deletion is never undone by a row made later.
    static func derivedUid(_ entity: SyncEntity, _ r: String) -> String {
        switch entity.name {
        case "gym": "CASE WHEN \(r).isDefault THEN '0000000000000000' ELSE gt_uid('g', lower(\(r).name)) END"
        case "template": "gt_uid('t', lower(\(r).name))"
        case "bodyweight": "gt_uid('b', \(r).measuredAt)"
        case "workout": "CASE WHEN \(r).importKey IS NOT NULL THEN gt_uid('w', \(r).importKey) END"
        case "set": "CASE WHEN \(r).importHash IS NOT NULL THEN gt_uid('s', (SELECT importKey FROM workout WHERE id = \(r).workoutId), \(r).importHash) END"
        default: "NULL"
        }
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
        switch e.name {
        case "set": "importHash IS NOT NULL"
        case "workout": "importKey IS NOT NULL"
        default: e.hasUid ? "1" : "0"
        }
    }

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

    static func fields(_ e: SyncEntity) -> [SyncField] { e.fields.filter { e.name != "set" || $0.name != "workout" } }

    // MARK: The triggers

    static func triggers(for e: SyncEntity) -> [String] {
        let t = e.table
        var out: [String] = []
        out.append("CREATE TRIGGER sync_\(t)_i AFTER INSERT ON \(t) WHEN sync_on() BEGIN " + change(e, "'c'", uid: "NULL", owner: "NEW.rowid") + "END")
        // A set moved to another workout is a new set there, and the old one
        // is deleted: a concurrent deletion of either workout then means the
        // same on every device.
        if e.name == "set" {
            out.append("CREATE TRIGGER sync_\(t)_m AFTER UPDATE OF workoutId ON \(t) WHEN sync_on() AND NEW.workoutId IS NOT OLD.workoutId BEGIN "
                + change(e, "'d'", uid: "OLD.uid")
                + "UPDATE \(t) SET uid=lower(hex(randomblob(8)))WHERE rowid=NEW.rowid;"
                + change(e, "'c'", uid: "NULL", owner: "NEW.rowid") + "END")
        }
        // Ids, not uids, for the rows a field names: sync_changed looks up
        // the uid of the fields that changed only.
        let pairs = fields(e).map { "OLD.\($0.column),NEW.\($0.column)" }.joined(separator: ",")
        out.append("CREATE TRIGGER sync_\(t)_u AFTER UPDATE OF \(fields(e).map(\.column).joined(separator: ",")) ON \(t) WHEN sync_on() BEGIN "
            + change(e, "'u'", uid: "NEW.\(e.key)", fields: "sync_changed('\(e.name)',\(pairs))") + "END")
        // A row deleted with its parent (a workout's sets) is no record of its
        // own, peers cascade alike; it is still marked deleted here, so a
        // late edit of it from another device is dropped, not kept waiting.
        // A custom exercise is deleted only where nothing uses it; another
        // device may still log it, and bring it back from what its
        // deletion kept (`SyncApply.restore`).
        if e.name == "exercise" {
            out.append("CREATE TRIGGER sync_\(t)_b BEFORE DELETE ON \(t) WHEN sync_on() BEGIN " + change(e, "'s'", uid: "OLD.\(e.key)") + "END")
        }
        let op = e.parent.map { "CASE WHEN EXISTS(SELECT 1 FROM \($0.table) WHERE id=OLD.\($0.column))THEN 'd' ELSE 'x' END" } ?? "'d'"
        out.append("CREATE TRIGGER sync_\(t)_d AFTER DELETE ON \(t) WHEN sync_on() BEGIN " + change(e, op, uid: "OLD.\(e.key)") + "END")
        for c in e.children { out += childTriggers(c, of: e) }
        return out
    }

    /// A change to a child row is an edit of its owner's list field.
    static func childTriggers(_ c: SyncChildren, of e: SyncEntity) -> [String] {
        func touch(_ owner: String) -> String { change(e, "'l'", uid: "NULL", owner: owner, field: "'\(c.name)'") }
        let t = c.table, o = c.ownerColumn
        return [
            "CREATE TRIGGER sync_\(t)_i AFTER INSERT ON \(t) WHEN sync_on() BEGIN \(touch("NEW.\(o)"))END",
            "CREATE TRIGGER sync_\(t)_u AFTER UPDATE ON \(t) WHEN sync_on() BEGIN \(touch("OLD.\(o)"))"
                + "\(touch("NEW.\(o)").dropLast())WHERE NEW.\(o) IS NOT OLD.\(o);END",
            "CREATE TRIGGER sync_\(t)_d AFTER DELETE ON \(t) WHEN sync_on() BEGIN \(touch("OLD.\(o)"))END",
        ]
    }
}
