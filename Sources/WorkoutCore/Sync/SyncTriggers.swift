import GRDB

/// The triggers that, once the log syncs, give every new row its uid and
/// journal every change to synced data into `syncOutbox` in the same
/// transaction as the change. Triggers see every write — the commands',
/// an import's multi-row inserts, a cascade — so no write path can forget
/// to journal. Generated from `SyncEntities`.
///
/// SQLite parses every trigger of the schema each time a connection opens,
/// so they are kept short: they pass raw column values to the log's own
/// functions (`SyncJournal`), which write the JSON.
/// `sync_on()` is false while the log is muted (preparing presets,
/// applying other devices' records).
enum SyncTriggers {
    /// Raised whenever the SQL below changes: a log made by an older build
    /// gets the new triggers on its next open (`AppDatabase.readyStamp`).
    static let version = 4

    static func install(_ db: Database) throws {
        for name in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'sync\\_%' ESCAPE '\\'") {
            try db.execute(sql: "DROP TRIGGER \(name)")
        }
        try db.execute(sql: "DROP TABLE IF EXISTS syncTouched")
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS syncChange(entity TEXT NOT NULL, op TEXT NOT NULL, uid TEXT, fields TEXT, ownerId, field TEXT)")
        for entity in SyncEntities.all {
            for sql in triggers(for: entity) { try db.execute(sql: sql) }
        }
        try db.execute(sql: changeTrigger)
    }

    static let clock = "printf('%016x',hlc)||device"

    /// Every trigger of an entity only states what changed, as a row of
    /// `syncChange` (op c, u, d; l: a list field of the owner; x: deleted
    /// with its parent, no record of its own); this one trigger turns it
    /// into the next record and clock, the outbox line, field clocks and
    /// deletion marks.
    static var changeTrigger: String {
        var lists = "CASE NEW.field"
        for e in SyncEntities.all { for c in e.children { lists += " WHEN '\(c.name)' THEN \(c.json("NEW.ownerId"))" } }
        lists += " END"
        return "CREATE TRIGGER sync_change AFTER INSERT ON syncChange BEGIN "
            + "UPDATE syncState SET seq=seq+1,hlc=MAX(hlc+1,sync_now())WHERE NEW.op!='x';"
            + "INSERT INTO syncOutbox(seq,line)SELECT seq,sync_frame(seq,hlc,device,NEW.entity,CASE NEW.op WHEN 'l' THEN 'u' ELSE NEW.op END,NEW.uid,"
            + "CASE NEW.op WHEN 'l' THEN json_object(NEW.field,json(\(lists)))ELSE NEW.fields END)FROM syncState WHERE NEW.op!='x';"
            + "INSERT INTO syncField(uid,field,clock)SELECT NEW.uid,key,\(clock) FROM syncState,json_each(CASE NEW.op WHEN 'l' THEN json_object(NEW.field,0)ELSE NEW.fields END)"
            + "WHERE NEW.op IN('u','l')ON CONFLICT(uid,field)DO UPDATE SET clock=excluded.clock;"
            + "INSERT OR REPLACE INTO syncTombstone(uid,entity,clock)SELECT NEW.uid,NEW.entity,\(clock) FROM syncState WHERE NEW.op IN('d','x');"
            + "DELETE FROM syncField WHERE uid=NEW.uid AND NEW.op IN('d','x');"
            + "DELETE FROM syncChange;END"
    }

    static func change(_ e: SyncEntity, _ op: String, uid: String, fields: String) -> String {
        "INSERT INTO syncChange(entity,op,uid,fields)VALUES('\(e.name)',\(op),\(uid),\(fields));"
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

    static func fillUid(_ e: SyncEntity) -> String {
        "UPDATE \(e.table) SET uid=(SELECT CASE WHEN d IS NULL OR EXISTS(SELECT 1 FROM \(e.table) WHERE uid=d)OR EXISTS(SELECT 1 FROM syncTombstone WHERE uid=d)"
            + "THEN lower(hex(randomblob(8)))ELSE d END FROM(SELECT \(derivedUid(e, "NEW")) AS d))WHERE rowid=NEW.rowid AND NEW.uid IS NULL"
    }

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

    static func triggers(for e: SyncEntity) -> [String] {
        let t = e.table
        var out: [String] = []
        let uid = e.hasUid ? "COALESCE(NEW.uid,(SELECT uid FROM \(t) WHERE rowid=NEW.rowid))" : "NEW.\(e.key)"
        out.append("CREATE TRIGGER sync_\(t)_i AFTER INSERT ON \(t) WHEN sync_on() BEGIN "
            + (e.hasUid ? fillUid(e) + ";" : "") + change(e, "'c'", uid: uid, fields: row(e, "NEW")) + "END")
        // A set moved to another workout is a new set there, and the old one
        // is deleted: a concurrent deletion of either workout then means the
        // same on every device.
        if e.name == "set" {
            out.append("CREATE TRIGGER sync_\(t)_m AFTER UPDATE OF workoutId ON \(t) WHEN sync_on() AND NEW.workoutId IS NOT OLD.workoutId BEGIN "
                + change(e, "'d'", uid: "OLD.uid", fields: "'{}'")
                + "UPDATE \(t) SET uid=lower(hex(randomblob(8)))WHERE rowid=NEW.rowid;"
                + change(e, "'c'", uid: "(SELECT uid FROM \(t) WHERE rowid=NEW.rowid)", fields: row(e, "NEW")) + "END")
        }
        let pairs = fields(e).map { "\(argument($0, "OLD")),\(argument($0, "NEW"))" }.joined(separator: ",")
        out.append("CREATE TRIGGER sync_\(t)_u AFTER UPDATE OF \(fields(e).map(\.column).joined(separator: ",")) ON \(t) WHEN sync_on() BEGIN "
            + "INSERT INTO syncChange(entity,op,uid,fields)SELECT '\(e.name)','u',NEW.\(e.key),f FROM(SELECT sync_changed('\(e.name)',\(pairs))AS f)WHERE f!='{}';END")
        // A row deleted with its parent (a workout's sets) is no record of its
        // own, peers cascade alike; it is still marked deleted here, so a
        // late edit of it from another device is dropped, not kept waiting.
        let op = e.parent.map { "CASE WHEN EXISTS(SELECT 1 FROM \($0.table) WHERE id=OLD.\($0.column))THEN 'd' ELSE 'x' END" } ?? "'d'"
        out.append("CREATE TRIGGER sync_\(t)_d AFTER DELETE ON \(t) WHEN sync_on() BEGIN " + change(e, op, uid: "OLD.\(e.key)", fields: "'{}'") + "END")
        for c in e.children { out += childTriggers(c, of: e) }
        return out
    }

    /// A change to a child row is an edit of its owner's list field.
    static func childTriggers(_ c: SyncChildren, of e: SyncEntity) -> [String] {
        func touch(_ owners: String) -> String {
            "INSERT INTO syncChange(entity,op,uid,ownerId,field)SELECT '\(e.name)','l',\(e.key),id,'\(c.name)' FROM \(e.table) WHERE id IN(\(owners));"
        }
        let t = c.table, o = c.ownerColumn
        return [
            "CREATE TRIGGER sync_\(t)_i AFTER INSERT ON \(t) WHEN sync_on() BEGIN \(touch("NEW.\(o)"))END",
            "CREATE TRIGGER sync_\(t)_u AFTER UPDATE ON \(t) WHEN sync_on() BEGIN \(touch("OLD.\(o),NEW.\(o)"))END",
            "CREATE TRIGGER sync_\(t)_d AFTER DELETE ON \(t) WHEN sync_on() BEGIN \(touch("OLD.\(o)"))END",
        ]
    }
}
