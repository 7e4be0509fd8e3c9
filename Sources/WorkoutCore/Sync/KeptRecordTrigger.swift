import GRDB

/// The one trigger a log that syncs keeps. Changes are seen by SQLite's
/// pre-update hook (`SyncCapture`), which may not run SQL; a row whose
/// deletion keeps its record (a custom exercise, which another device may
/// still log and bring back) must be read, with its muscles and names,
/// before it goes. The trigger calls `sync_keep_record` for it, while the
/// journal is on (`sync_on()`: not while presets are prepared or other
/// devices' records applied).
enum KeptRecordTrigger {
    /// Raised whenever the trigger or the capture changes: a log made by
    /// an older build gets this build's on its next open (`LogSync.load`).
    /// 9: the trigger calls `sync_keep_record`.
    static let version = 9
    static let function = "sync_keep_record"

    /// Drops what older builds installed (their triggers and tables) and
    /// puts this build's trigger in.
    static func install(_ db: Database) throws {
        for name in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'sync\\_%' ESCAPE '\\'") {
            try db.execute(sql: "DROP TRIGGER \(name)")
        }
        try db.execute(sql: "DROP TABLE IF EXISTS syncTouched")
        try db.execute(sql: "DROP TABLE IF EXISTS syncChange")
        for entity in SyncEntities.all where entity.rules.keepsRecordWhenDeleted {
            try db.execute(sql: """
                CREATE TRIGGER sync_\(entity.table)_keep BEFORE DELETE ON \(entity.table) WHEN sync_on()
                BEGIN SELECT \(function)('\(entity.name)', OLD.\(entity.key)); END
                """)
        }
        try db.execute(sql: "DELETE FROM setting WHERE key = 'sync_triggers'")
        try Setting.set(db, .syncJournal, String(version))
    }
}
