import GRDB

/// The triggers that give every new row its uid and, once the log syncs,
/// journal every change to synced data into `syncOutbox` in the same
/// transaction as the change. Triggers see every write — the commands',
/// an import's multi-row inserts, a cascade — so no write path can forget
/// to journal. Generated from `SyncEntities`.
///
/// `sync_on()` is false until `sync setup` names the device, and while the
/// log is muted (preparing presets, applying other devices' records), so
/// a log that does not sync pays one function call per written row.
enum SyncTriggers {
    /// Raised whenever the SQL below changes: a log made by an older build
    /// gets the new triggers on its next open (`AppDatabase.readyStamp`).
    static let version = 2

    static func install(_ db: Database) throws {
        for name in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'sync\\_%' ESCAPE '\\'") {
            try db.execute(sql: "DROP TRIGGER \(name)")
        }
        for entity in SyncEntities.all {
            for sql in triggers(for: entity) { try db.execute(sql: sql) }
        }
    }

    /// Unix milliseconds in the high bits, a counter in the low 16: never
    /// goes backwards, and stays close to the wall clock.
    static let tick = """
        UPDATE syncState SET seq = seq + 1,
          hlc = MAX(hlc + 1, CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER) << 16)
        """
    static let clock = "printf('%016x', hlc) || device"

    static func emit(_ entity: SyncEntity, _ op: String, uid: String, fields: String, from: String = "syncState") -> String {
        "INSERT INTO syncOutbox(seq, line) SELECT seq, sync_frame(seq, hlc, device, '\(entity.name)', '\(op)', \(uid), \(fields)) FROM \(from)"
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

    static func fillUid(_ entity: SyncEntity) -> String {
        """
        UPDATE \(entity.table) SET uid = (SELECT CASE WHEN d IS NULL
            OR EXISTS (SELECT 1 FROM \(entity.table) WHERE uid = d) OR EXISTS (SELECT 1 FROM syncTombstone WHERE uid = d)
          THEN lower(hex(randomblob(8))) ELSE d END FROM (SELECT \(derivedUid(entity, "NEW")) AS d))
        WHERE rowid = NEW.rowid AND NEW.uid IS NULL
        """
    }

    static func moved(_ e: SyncEntity) -> String {
        """
        CREATE TRIGGER sync_\(e.table)_moved AFTER UPDATE OF workoutId ON \(e.table)
        WHEN sync_on() AND NEW.workoutId IS NOT OLD.workoutId BEGIN
          \(tick);
          \(emit(e, "d", uid: "OLD.uid", fields: "'{}'"));
          INSERT OR REPLACE INTO syncTombstone(uid, entity, clock) SELECT OLD.uid, '\(e.name)', \(clock) FROM syncState;
          DELETE FROM syncField WHERE uid = OLD.uid;
          UPDATE \(e.table) SET uid = lower(hex(randomblob(8))) WHERE rowid = NEW.rowid;
          \(tick);
          \(emit(e, "c", uid: "r.uid", fields: SyncEntities.fullRecord(e, row: "r"), from: "syncState, \(e.table) AS r WHERE r.rowid = NEW.rowid"));
        END
        """
    }

    /// The fields that changed between OLD and NEW, as (name, JSON) rows.
    static func changed(_ entity: SyncEntity) -> String {
        entity.fields.filter { entity.name != "set" || $0.name != "workout" }.map { "SELECT '\($0.name)' AS k, \($0.json("NEW")) AS v WHERE NEW.\($0.column) IS NOT OLD.\($0.column)" }
            .joined(separator: " UNION ALL ")
    }

    static func triggers(for e: SyncEntity) -> [String] {
        let t = e.table
        var out: [String] = []
        let uid = e.hasUid ? "COALESCE(NEW.uid, (SELECT uid FROM \(t) WHERE rowid = NEW.rowid))" : "NEW.\(e.key)"
        let insertCapture = emit(e, "c", uid: uid, fields: SyncEntities.fullRecord(e, row: "NEW"), from: "syncState WHERE sync_on()")
        out.append("""
            CREATE TRIGGER sync_\(t)_insert AFTER INSERT ON \(t) BEGIN
              \(e.hasUid ? fillUid(e) + ";" : "")
              \(tick) WHERE sync_on();
              \(insertCapture);
            END
            """)
        // A set moved to another workout is a new set there, and the old one
        // is deleted: a concurrent deletion of either workout then means the
        // same on every device (see `moved`).
        let columns = e.fields.filter { e.name != "set" || $0.name != "workout" }.map(\.column)
        if e.name == "set" { out.append(moved(e)) }
        out.append("""
            CREATE TRIGGER sync_\(t)_update AFTER UPDATE OF \(columns.joined(separator: ", ")) ON \(t)
            WHEN sync_on() AND (\(columns.map { "NEW.\($0) IS NOT OLD.\($0)" }.joined(separator: " OR "))) BEGIN
              \(tick);
              \(emit(e, "u", uid: "NEW.\(e.key)", fields: "(SELECT json_group_object(k, json(v)) FROM (\(changed(e))))"));
              INSERT INTO syncField(uid, field, clock) SELECT NEW.\(e.key), k, (SELECT \(clock) FROM syncState)
                FROM (\(changed(e))) WHERE true ON CONFLICT(uid, field) DO UPDATE SET clock = excluded.clock;
            END
            """)
        // A row deleted with its parent (a workout's sets) is no record of its
        // own, peers cascade alike; it is still marked deleted here, so a
        // late edit of it from another device is dropped, not kept waiting.
        let parentExists = e.parent.map { "EXISTS (SELECT 1 FROM \($0.table) WHERE id = OLD.\($0.column))" } ?? "true"
        out.append("""
            CREATE TRIGGER sync_\(t)_delete AFTER DELETE ON \(t) WHEN sync_on() BEGIN
              \(tick) WHERE \(parentExists);
              \(emit(e, "d", uid: "OLD.\(e.key)", fields: "'{}'", from: "syncState WHERE \(parentExists)"));
              INSERT OR REPLACE INTO syncTombstone(uid, entity, clock) SELECT OLD.\(e.key), '\(e.name)', \(clock) FROM syncState;
              DELETE FROM syncField WHERE uid = OLD.\(e.key);
            END
            """)
        for c in e.children { out += childTriggers(c, of: e) }
        return out
    }

    /// A change to a child row is an edit of its owner's list field.
    static func childTriggers(_ c: SyncChildren, of e: SyncEntity) -> [String] {
        func touch(_ row: String) -> String {
            let owner = "o"
            let from = "syncState, \(e.table) AS \(owner) WHERE \(owner).id = \(row).\(c.ownerColumn)"
            return """
                \(tick) WHERE EXISTS (SELECT 1 FROM \(e.table) WHERE id = \(row).\(c.ownerColumn));
                  \(emit(e, "u", uid: "\(owner).\(e.key)", fields: "json_object('\(c.name)', json(\(SyncEntities.json(of: c.asField, in: e, row: owner))))", from: from));
                  INSERT INTO syncField(uid, field, clock) SELECT \(owner).\(e.key), '\(c.name)', \(clock) FROM \(from)
                    ON CONFLICT(uid, field) DO UPDATE SET clock = excluded.clock;
                """
        }
        let t = c.table
        return [
            "CREATE TRIGGER sync_\(t)_insert AFTER INSERT ON \(t) WHEN sync_on() BEGIN \(touch("NEW")) END",
            """
            CREATE TRIGGER sync_\(t)_update AFTER UPDATE ON \(t) WHEN sync_on() BEGIN
              \(touch("NEW"))
            END
            """,
            "CREATE TRIGGER sync_\(t)_moved AFTER UPDATE OF \(c.ownerColumn) ON \(t) WHEN sync_on() AND NEW.\(c.ownerColumn) IS NOT OLD.\(c.ownerColumn) BEGIN \(touch("OLD")) END",
            "CREATE TRIGGER sync_\(t)_delete AFTER DELETE ON \(t) WHEN sync_on() BEGIN \(touch("OLD")) END",
        ]
    }
}
