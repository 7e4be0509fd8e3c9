import GRDB

/// The SQL the journal runs for a change (`SyncJournal`), generated from
/// `SyncEntities`: plain columns, as every command that adds a row
/// prepares some of it. `?1` is the changed row's rowid.
enum JournalSQL {
    /// The uid a new row `r` of `entity` gets (`SyncEntity.Rules.derivedUid`):
    /// NULL where it is random.
    static func derivedUid(_ entity: SyncEntity, _ r: String) -> String {
        entity.rules.derivedUid?(r) ?? "NULL"
    }

    /// Gives a new row of `e` its uid, unless it came with one: the one its
    /// content derives, unless that is taken or was deleted, then a random one.
    static func fillUid(_ e: SyncEntity) -> String {
        "UPDATE \(e.table) SET uid=(SELECT CASE WHEN d IS NULL OR EXISTS(SELECT 1 FROM \(e.table) x WHERE x.uid=d)OR EXISTS(SELECT 1 FROM syncTombstone WHERE uid=d)"
            + "THEN lower(hex(randomblob(8)))ELSE d END FROM(SELECT \(derivedUid(e, e.table)) AS d))WHERE rowid=?1 AND uid IS NULL"
    }

    /// What a create reads of a new row of `e`: its key, its fields'
    /// columns as stored (the record is written from them), and whether
    /// its uid is derived from what it is.
    static func created(_ e: SyncEntity) -> String {
        "SELECT \(e.key),\(e.fields.map(\.column).joined(separator: ",")),\(derives(e)) FROM \(e.table) WHERE rowid=?1"
    }

    /// Whether `derivedUid` gives a new row of `e` its uid (else a random
    /// one does, given without a statement of its own).
    static func derives(_ e: SyncEntity) -> String {
        e.rules.derivesOnlyWith.map { "\($0) IS NOT NULL" } ?? (e.hasUid ? "1" : "0")
    }

    /// The key of the owner of a child list (none when it is gone).
    static func ownerKey(_ e: SyncEntity) -> String { "SELECT \(e.key) FROM \(e.table) WHERE id=?1" }

    /// A field's value in row `r` as a record carries it: its column, or
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
    static func editedFields(_ e: SyncEntity) -> [SyncField] { e.fields.filter { $0.name != e.rules.movedBy } }
}
