import Foundation
import GRDB
import SyncShare

/// Stable identities: a row has the same uid on every device, so a record
/// from another device names the row it changes. A uid is 16 hex digits
/// (64 bits: among a million rows a collision has odds of 3 in 100 million).
enum SyncIdentity {
    /// A uid derived from `parts` (`gt_uid(...)` in SQL): two devices
    /// deriving it from the same content agree without talking.
    static func derived(_ parts: [String]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for (i, part) in parts.enumerated() {
            if i > 0 { h = (h ^ 0x1F) &* 0x0000_0100_0000_01B3 }
            for byte in part.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        h ^= h >> 31
        h = h &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 29
        h = h &* 0x94D0_49BB_1331_11EB
        h ^= h >> 32
        return hex(h)
    }

    static func hex(_ value: UInt64) -> String { SyncFormat.hex(value) }

    /// A uid no other row will have: what a row gets when nothing about it
    /// must match a row another device makes (a set logged by a command).
    static func random() -> String { hex(UInt64.random(in: .min ... .max)) }

    static func isUid(_ s: some StringProtocol) -> Bool {
        s.utf8.count == 16 && s.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// `gt_uid(part, …)`: NULL parts count as empty text.
    static let function = DatabaseFunction("gt_uid", pure: true) { values in
        derived(values.map { value in
            switch value.storage {
            case .null: ""
            case .int64(let i): String(i)
            case .double(let d): String(d)
            case .string(let s): s
            case .blob(let b): b.map { String($0, radix: 16) }.joined()
            }
        })
    }

    /// A uid for every row that has none, derived from its content (an
    /// import's identity, a workout's start, a set's place in it), so two
    /// copies of one log (a file carried to a laptop) name their rows alike
    /// and do not double at the first sync. Run by v6 for the rows before
    /// it, and by `sync setup` for the rows made since (a log that does not
    /// sync journals nothing, so its new rows wait for this).
    /// `tables`: the tables to fill (v6 names the ones it made); nil, every synced table.
    static func backfill(_ db: Database, tables: [String]? = nil) throws {
        guard let connection = db.sqliteConnection else { return }
        // Plain statements, and uids checked against sets in memory: a first
        // sync of a long history fills hundreds of thousands of rows here.
        let statements = NestedStatements(connection)
        defer { statements.finalizeAll() }
        let deleted = try Tombstones.uids(statements)
        for entity in SyncEntities.all where entity.hasUid && (tables?.contains(entity.table) ?? true) {
            let content = entity.rules.backfillUid?(entity.table) ?? JournalSQL.derivedUid(entity, entity.table)
            var rows: [(id: Int64, uid: String?)] = []
            try statements.run("SELECT id, \(content) FROM \(entity.table) WHERE uid IS NULL ORDER BY id", []) { s in
                rows.append((NestedStatements.int64(s, 0), NestedStatements.text(s, 1)))
            }
            guard !rows.isEmpty else { continue }
            var taken = Set<String>()
            try statements.run("SELECT uid FROM \(entity.table) WHERE uid IS NOT NULL", []) { s in taken.insert(NestedStatements.text(s, 0) ?? "") }
            // Many rows: their unique index is made again once they are all
            // filled (one sort) rather than taking them one by one at random
            // places (a page each, most of them out of the cache).
            var index: String?
            if rows.count > 1000 {
                index = try statements.text("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?1", ["\(entity.table)_uid".databaseValue])
                if index != nil { try db.execute(sql: "DROP INDEX \(entity.table)_uid") }
            }
            for row in rows {
                var uid = row.uid ?? SyncIdentity.derived([entity.name, String(row.id)])
                while taken.contains(uid) || deleted.contains(uid) { uid = derived([uid, "again"]) }
                taken.insert(uid)
                try statements.run("UPDATE \(entity.table) SET uid = ?1 WHERE id = ?2", [uid.databaseValue, row.id.databaseValue])
            }
            if let index { try db.execute(sql: index) }
        }
    }
}
