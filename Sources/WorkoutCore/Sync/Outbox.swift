import GRDB

/// This device's records that its file in the folder may not hold safely
/// yet: each is added with its change, in the change's transaction
/// (`SyncJournal`), and let go once `gym-timer sync` has synced the file
/// to disk (`LogSync.flushOwn`). A file that lost its unsynced end, or a
/// folder that was away, is filled again from here.
enum Outbox {
    typealias Line = (seq: Int64, line: [UInt8])

    /// ?1 the record's number, ?2 its line.
    static let addSQL = "INSERT INTO syncOutbox(seq,line)VALUES(?1,?2)"

    /// The records numbered after `seq`, in order.
    static func lines(_ db: Database, after seq: Int64 = 0) throws -> [Line] {
        try Row.fetchAll(db.cachedStatement(sql: "SELECT seq, line FROM syncOutbox WHERE seq > ? ORDER BY seq"), arguments: [seq]).map { row in
            (seq: row[0] as Int64, line: Array((row[1] as String).utf8))
        }
    }

    static func count(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM syncOutbox") ?? 0
    }

    /// Lets go of the records up to `seq`: the file holds them on disk.
    static func letGo(_ db: Database, through seq: Int64) throws {
        try db.execute(sql: "DELETE FROM syncOutbox WHERE seq <= ?", arguments: [seq])
    }

    /// Empties it: a first file (`sync setup`) is written from the log itself.
    static func empty(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM syncOutbox")
    }
}
