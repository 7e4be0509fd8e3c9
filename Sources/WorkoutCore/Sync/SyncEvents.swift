import Foundation
import GRDB
import SyncShare

/// What other devices did to this device's log that a lifter should hear
/// of, kept as it is applied (this device's own: not synced): an edit of
/// theirs that replaced one made here, a set logged here changed or
/// removed there, another device's workout in progress beside this one's.
/// `gym-timer sync log` lists them; the ones about sets logged here are
/// also shown as a notification once (`unannounced`).
public enum SyncEvents {
    public enum Kind: String, Sendable {
        /// A field of a row changed; `replacedOwn`: the value was this device's edit.
        case changed
        /// Sets logged here removed (`count`), alone or with their workout.
        case removed
        /// A workout in progress there while this device's own is.
        case workoutInProgress = "workout_in_progress"
    }

    public struct Event: Sendable, Equatable {
        public var at: Date
        /// The other device, by the name it gave itself (else its id).
        public var device: String
        public var kind: Kind
        public var entity: String
        public var uid: String
        public var field: String?
        public var old: String?
        public var new: String?
        /// What the row is: `Bench Press (Barbell) in Push`, a workout's name.
        public var about: String
        /// This device had set the value the edit replaced.
        public var replacedOwn: Bool
        /// Sets removed.
        public var count: Int
    }

    static let createTable = """
        CREATE TABLE syncEvent(id INTEGER PRIMARY KEY, at REAL NOT NULL, device TEXT NOT NULL, kind TEXT NOT NULL,
          entity TEXT NOT NULL, uid TEXT NOT NULL, field TEXT, old TEXT, new TEXT, about TEXT NOT NULL DEFAULT '',
          replacedOwn INTEGER NOT NULL DEFAULT 0, count INTEGER NOT NULL DEFAULT 0, announced INTEGER NOT NULL DEFAULT 0)
        """

    static func record(_ db: Database, device: String, kind: Kind, entity: SyncEntity, uid: String, field: String? = nil,
                       old: DatabaseValue = .null, new: DatabaseValue = .null, about: String, replacedOwn: Bool = false, count: Int = 0) throws {
        func text(_ v: DatabaseValue) -> String? {
            switch v.storage {
            case .null: nil
            case .int64(let n): String(n)
            case .double(let d): String(d)
            case .string(let s): s
            case .blob: nil
            }
        }
        try db.cachedStatement(sql: """
            INSERT INTO syncEvent(at, device, kind, entity, uid, field, old, new, about, replacedOwn, count)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [Date().timeIntervalSince1970, device, kind.rawValue, entity.name, uid, field, text(old), text(new),
                                     about, replacedOwn, count])
        // A log of months, not years: the oldest go past a thousand.
        try db.cachedStatement(sql: "DELETE FROM syncEvent WHERE id <= (SELECT MAX(id) FROM syncEvent) - 1000").execute()
    }

    /// The latest `limit` events, newest first.
    public static func list(_ database: AppDatabase, limit: Int = 50) throws -> [Event] {
        try database.writer.read { db in try fetch(db, where: "1", limit: limit) }
    }

    /// Events about sets logged here not shown as a notification yet, now
    /// marked shown: each is announced once.
    public static func unannounced(_ database: AppDatabase) throws -> [Event] {
        try database.write { db in
            let events = try fetch(db, where: "NOT announced AND entity IN ('set', 'workout') AND kind IN ('changed', 'removed')", limit: 100)
            try db.execute(sql: "UPDATE syncEvent SET announced = 1 WHERE NOT announced")
            return events
        }
    }

    private static func fetch(_ db: Database, where condition: String, limit: Int) throws -> [Event] {
        try Row.fetchAll(db, sql: """
            SELECT e.*, COALESCE(NULLIF(a.name, ''), e.device) AS deviceName FROM syncEvent e LEFT JOIN syncApplied a ON a.device = e.device
            WHERE \(condition) ORDER BY e.id DESC LIMIT ?
            """, arguments: [limit]).map { row in
            Event(at: Date(timeIntervalSince1970: row["at"]), device: row["deviceName"], kind: Kind(rawValue: row["kind"]) ?? .changed,
                  entity: row["entity"], uid: row["uid"], field: row["field"], old: row["old"], new: row["new"], about: row["about"],
                  replacedOwn: row["replacedOwn"], count: row["count"])
        }
    }
}
