import GRDB
import SyncShare

/// What the log keeps of a deleted row, so the deletion is final on every
/// device: its uid and kind, the clock of the deletion, where it went when
/// it was merged into another, and, for a row that may come back (a
/// custom exercise another device still logs), its whole record.
///
/// One rule marks every deletion, this device's (`SyncJournal`) and
/// another's (`SyncApply`): two deletions of one row keep the clock and
/// the details of the later one, the earlier filling what the later lacks,
/// so the same deletions leave the same mark in whatever order they
/// arrive. A row's field clocks go with it, unless its record is kept:
/// edits made to it elsewhere still count if it comes back.
enum Tombstones {
    /// ?1 uid, ?2 kind, ?3 clock, ?4 merged into (or NULL), ?5 kept record (or NULL).
    static let markSQL = """
        INSERT INTO syncTombstone(uid,entity,clock,mergedInto,record)VALUES(?1,?2,?3,?4,?5)
        ON CONFLICT(uid)DO UPDATE SET clock=MAX(clock,excluded.clock),
        mergedInto=CASE WHEN excluded.clock>clock THEN COALESCE(excluded.mergedInto,mergedInto)ELSE COALESCE(mergedInto,excluded.mergedInto)END,
        record=CASE WHEN excluded.clock>clock THEN COALESCE(excluded.record,record)ELSE COALESCE(record,excluded.record)END
        """
    static let forgetFieldsSQL = "DELETE FROM syncField WHERE uid=?1"

    /// The mark, through the journal's statements (inside a commit).
    static func mark(_ statements: NestedStatements, _ entity: SyncEntity, uid: String, clock: String,
                     mergedInto: String? = nil, record: String? = nil) throws {
        try statements.run(markSQL, [uid.databaseValue, entity.name.databaseValue, clock.databaseValue,
                                     mergedInto?.databaseValue ?? .null, record?.databaseValue ?? .null])
        if !entity.rules.keepsRecordWhenDeleted { try statements.run(forgetFieldsSQL, [uid.databaseValue]) }
    }

    /// The mark, through GRDB (applying another device's records).
    static func mark(_ db: Database, _ entity: SyncEntity, uid: String, clock: String,
                     mergedInto: String? = nil, record: String? = nil) throws {
        try db.cachedStatement(sql: markSQL).execute(arguments: [uid, entity.name, clock, mergedInto, record])
        if !entity.rules.keepsRecordWhenDeleted { try db.cachedStatement(sql: forgetFieldsSQL).execute(arguments: [uid]) }
    }

    /// Marks the rows made in `parent`'s row `uid` (a workout's sets), which
    /// go with it.
    static func markChildren(_ db: Database, of parent: SyncEntity, uid: String, clock: String) throws {
        for child in SyncEntities.all where child.parent?.table == parent.table {
            let keys = try String.fetchAll(db.cachedStatement(sql: """
                SELECT c.\(child.key) FROM \(child.table) c JOIN \(parent.table) p ON p.id = c.\(child.parent!.column) WHERE p.\(parent.key) = ?
                """), arguments: [uid])
            for key in keys { try mark(db, child, uid: key, clock: clock) }
        }
    }

    static func isDeleted(_ db: Database, _ uid: String) throws -> Bool {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM syncTombstone WHERE uid = ?"), arguments: [uid]) != nil
    }

    /// The row `uid` was merged into, when it was deleted by a merge.
    static func mergedInto(_ db: Database, _ uid: String) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT mergedInto FROM syncTombstone WHERE uid = ?"), arguments: [uid])
    }

    /// Every deleted uid, for the statements that give new uids (a uid is
    /// never given twice).
    static func uids(_ statements: NestedStatements) throws -> Set<String> {
        var out = Set<String>()
        try statements.run("SELECT uid FROM syncTombstone", []) { s in out.insert(NestedStatements.text(s, 0) ?? "") }
        return out
    }

    /// Every deletion as the first file of a device writes it, by uid.
    static func all(_ db: Database) throws -> [(uid: String, kind: SyncKind, mergedInto: String?)] {
        try Row.fetchAll(db, sql: "SELECT uid, entity, mergedInto FROM syncTombstone ORDER BY uid").compactMap { row in
            SyncKind(rawValue: row[1]).map { (row[0], $0, row[2]) }
        }
    }

    // MARK: Records kept (custom exercises)

    /// The record kept by the deletion of exercise `id`, if any.
    static func keptRecord(_ db: Database, exercise id: String) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT record FROM syncTombstone WHERE uid = ? AND entity = ?"),
                            arguments: [id, SyncEntities.exercise.name])
    }

    /// The record of `entity`'s row `uid` as the row holds it now.
    static func currentRecord(_ db: Database, _ entity: SyncEntity, uid: String) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT \(SyncEntities.fullRecord(entity, row: "r")) FROM \(entity.table) r WHERE r.\(entity.key) = ?"),
                            arguments: [uid])
    }

    /// The kept record of a marked exercise, as its row holds it now
    /// (edits made here since it came back included).
    static func keepRecord(_ db: Database, exercise id: String) throws {
        try db.cachedStatement(sql: "UPDATE syncTombstone SET record = (SELECT \(SyncEntities.fullRecord(SyncEntities.exercise, row: "r")) FROM exercise r WHERE r.id = ?1) WHERE uid = ?1")
            .execute(arguments: [id])
    }

    /// A create of a marked exercise that is gone: its record is kept if
    /// the deletion had none.
    static func keepIfNone(_ db: Database, uid: String, record: String) throws {
        try db.cachedStatement(sql: "UPDATE syncTombstone SET record = COALESCE(record, ?) WHERE uid = ?").execute(arguments: [record, uid])
    }

    /// An edit of the field at JSON `path`, made to the record kept.
    static func editKept(_ db: Database, uid: String, path: String, from fields: String) throws {
        try db.cachedStatement(sql: "UPDATE syncTombstone SET record = json_set(record, ?1, json_extract(?2, ?1)) WHERE uid = ?3 AND record IS NOT NULL")
            .execute(arguments: [path, fields, uid])
    }

    /// Marked exercises still here that nothing uses now.
    static func unusedExercises(_ db: Database) throws -> [String] {
        try String.fetchAll(db.cachedStatement(sql: """
            SELECT e.id FROM exercise e JOIN syncTombstone t ON t.uid = e.id AND t.entity = 'exercise'
            WHERE NOT EXISTS (SELECT 1 FROM workoutSet WHERE exerciseId = e.id) AND NOT EXISTS (SELECT 1 FROM templateExercise WHERE exerciseId = e.id)
            """))
    }
}
