import CSQLitePreupdate
import Foundation
import GRDB
import GRDBSQLite

/// How the journal learns what a write changed: SQLite's pre-update hook,
/// which sees every row any statement inserts, updates or deletes — the
/// commands', an import's multi-row inserts, a cascade — with its values
/// before and after. No write path can forget to journal.
///
/// Why not triggers: SQLite parses every trigger of the schema at every
/// open, whatever the command. Capture by 35 triggers cost each command
/// about 1.4 M instructions before it did anything. The hook costs nothing
/// until a synced row changes.
///
/// The hook runs inside SQLite's step and may not run SQL, so it only
/// notes the change. `SyncJournal.journal(_:)` turns the notes into
/// records at the end of the write transaction, before its commit, in the
/// same transaction: a change that is in the log is journalled.
enum SyncCapture {
    /// What one statement did to one row of a synced table.
    struct Change {
        enum Kind { case insert, update, delete }
        let kind: Kind
        let table: Table
        /// The row's rowid after the change (before it, for a delete).
        let rowid: Int64
        /// Every column's value before the change (none for an insert).
        let old: [DatabaseValue]
        /// Every column's value after it (none for a delete).
        let new: [DatabaseValue]
        /// Made by a foreign key's action (a cascade) or a trigger, not by
        /// a statement of the log's own.
        let cascaded: Bool
    }

    /// A table whose rows travel: an entity's own, or a list of an entity's
    /// child rows (`SyncChildren`).
    enum Table {
        case entity(SyncEntity)
        case children(SyncChildren, of: SyncEntity)

        var name: String {
            switch self {
            case .entity(let e): e.table
            case .children(let c, _): c.table
            }
        }
    }

    static let tables: [String: Table] = {
        var out: [String: Table] = [:]
        for e in SyncEntities.all {
            out[e.table] = .entity(e)
            for c in e.children { out[c.table] = .children(c, of: e) }
        }
        return out
    }()

    /// Starts noting changes on `connection` for `journal`, for the life of
    /// the connection.
    static func install(on connection: OpaquePointer, for journal: SyncJournal) {
        let context = Unmanaged.passUnretained(journal).toOpaque()
        _ = sqlite3_preupdate_hook(UnsafeMutableRawPointer(connection), preupdate, context)
    }

    /// The change SQLite is about to make, read from inside the hook.
    fileprivate static func change(_ db: UnsafeMutableRawPointer, op: Int32, _ table: Table, oldRowid: Int64, newRowid: Int64) -> Change {
        let kind: Change.Kind = op == SQLITE_INSERT ? .insert : op == SQLITE_DELETE ? .delete : .update
        return Change(kind: kind, table: table, rowid: kind == .delete ? oldRowid : newRowid,
                      old: kind == .insert ? [] : values(db, sqlite3_preupdate_old),
                      new: kind == .delete ? [] : values(db, sqlite3_preupdate_new),
                      cascaded: sqlite3_preupdate_depth(db) > 0)
    }

    private static func values(_ db: UnsafeMutableRawPointer,
                               _ read: (UnsafeMutableRawPointer?, Int32, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32) -> [DatabaseValue] {
        let count = sqlite3_preupdate_count(db)
        var out: [DatabaseValue] = []
        out.reserveCapacity(Int(count))
        for column in 0..<count {
            var value: UnsafeMutableRawPointer?
            out.append(read(db, column, &value) == SQLITE_OK ? databaseValue(value) : .null)
        }
        return out
    }

    private static func databaseValue(_ raw: UnsafeMutableRawPointer?) -> DatabaseValue {
        guard let raw else { return .null }
        let value = OpaquePointer(raw)
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: return sqlite3_value_int64(value).databaseValue
        case SQLITE_FLOAT: return sqlite3_value_double(value).databaseValue
        case SQLITE_TEXT: return sqlite3_value_text(value).map { String(cString: $0) }?.databaseValue ?? .null
        case SQLITE_BLOB:
            let count = Int(sqlite3_value_bytes(value))
            return (sqlite3_value_blob(value).map { Data(bytes: $0, count: count) } ?? Data()).databaseValue
        default: return .null
        }
    }
}

/// The hook itself: a plain function, as SQLite takes a C one.
private func preupdate(context: UnsafeMutableRawPointer?, db: UnsafeMutableRawPointer?, op: Int32, database: UnsafePointer<CChar>?,
                       table: UnsafePointer<CChar>?, oldRowid: Int64, newRowid: Int64) {
    guard let context, let db, let table else { return }
    let journal = Unmanaged<SyncJournal>.fromOpaque(context).takeUnretainedValue()
    guard journal.captures, let synced = SyncCapture.tables[String(cString: table)] else { return }
    journal.note(SyncCapture.change(db, op: op, synced, oldRowid: oldRowid, newRowid: newRowid))
}
