import Checksum
import Foundation
import GRDB
import Notation
import SyncShare

/// A device's first file in a folder: its whole log as records, so the
/// other devices get its history. Rows are written as creates; edited
/// fields, with the clock they were edited at, as edits; deletions it
/// knows of as deletions. Presets are on every device already: only what
/// the lifter changed about them is written.
struct SyncSnapshot {
    let db: Database
    let own: OwnFiles

    /// What the lifter may have changed about a preset.
    static let presetFields = ["isHidden", "isFavorite", "autoTimer", "note", "restEdited", "restSeconds", "musclesEdited",
                               "muscles", "incrementKg", "bodyweightShare", "gym", "variationOf", "gymNotes", "importNames", "barKg", "mergedInto"]

    func write(progress: ((Int, Int) -> Void)?) throws -> Int {
        var seq = try Int64.fetchOne(db, sql: "SELECT seq FROM syncState") ?? 0
        var clock = HybridClock(last: try Int64.fetchOne(db, sql: "SELECT hlc FROM syncState") ?? 0)
        let total = try SyncEntities.all.reduce(0) { $0 + (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($1.table)") ?? 0) }
        var segment = 1
        var bytes: [UInt8] = []
        var written = 0
        var done = 0
        let path = { (n: Int) in own.folder.path(own.device, n) }
        try FileManager.default.createDirectory(atPath: own.directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: Int(SyncFolder.directoryMode)])
        func startSegment() {
            let header = SyncFileHeader(device: own.device, name: own.name, segment: segment, next: seq + 1)
            ChecksummedLine.append(Array(header.payload.utf8), to: &bytes)
        }
        func add(_ kind: SyncKind, _ op: SyncOp, _ uid: String, _ fields: String) throws {
            seq += 1
            let record = SyncRecord(seq: seq, hlc: UInt64(bitPattern: clock.tick()), kind: kind, op: op, uid: uid, fields: fields)
            record.append(to: &bytes)
            // This device's mappings are claims, as the others will read them.
            // An empty list too: it ranks against older lists of its exercise.
            if op != .delete, record.entity.children.contains(where: \.isImportNames) {
                try ImportNameClaims.claim(db, exercise: uid, names: ImportNameClaims.names(db, of: uid),
                                           rank: ImportNameClaims.rank(record.clock(device: own.device), edit: op == .update))
            }
            written += 1
            if bytes.count >= SyncFolder.segmentBytes {
                try OwnFiles.write(bytes, to: path(segment))
                bytes = []
                segment += 1
                startSegment()
            }
        }
        startSegment()
        for entity in SyncEntities.all {
            let presetFilter = entity.rules.snapshotFilter.map { " WHERE " + $0 } ?? ""
            let cursor = try Row.fetchCursor(db, sql: "SELECT r.\(entity.key), \(SyncEntities.fullRecord(entity, row: "r")) FROM \(entity.table) r\(presetFilter)")
            while let row = try cursor.next() {
                try add(entity.kind, .create, row[0], row[1])
                done += 1
                if done % 5000 == 0 { progress?(done, total) }
            }
        }
        // Presets the lifter changed: one edit with what they may have changed.
        let exercise = SyncEntities.exercise
        let fields = Self.presetFields.compactMap { exercise.field($0) }
        let edited = "json_object(" + fields.map { "'\($0.name)', json(\(SyncEntities.json(of: $0, in: exercise, row: "r")))" }.joined(separator: ", ") + ")"
        let cursor = try Row.fetchCursor(db, sql: """
            SELECT r.id, \(edited) FROM exercise r WHERE NOT r.isCustom AND (r.isHidden OR r.isFavorite OR NOT r.autoTimer
              OR r.note IS NOT NULL OR r.restEdited OR r.musclesEdited OR r.incrementKg IS NOT NULL OR r.bodyweightShare IS NOT NULL
              OR r.gymId IS NOT NULL OR r.variationOf IS NOT NULL OR r.barKg IS NOT NULL OR r.mergedInto IS NOT NULL
              OR EXISTS (SELECT 1 FROM exerciseGymNote WHERE exerciseId = r.id) OR EXISTS (SELECT 1 FROM importName WHERE exerciseId = r.id))
            """)
        while let row = try cursor.next() { try add(.exercise, .update, row[0], row[1]) }
        for (uid, kind, into) in try Tombstones.all(db) {
            try add(kind, .delete, uid, into.map { "{\"mergedInto\":\(QuotedString.basic($0))}" } ?? "{}")
        }
        if !bytes.isEmpty { try OwnFiles.write(bytes, to: path(segment)) }
        try db.execute(sql: "UPDATE syncState SET seq = ?, hlc = ?", arguments: [seq, clock.last])
        progress?(total, total)
        return written
    }
}
