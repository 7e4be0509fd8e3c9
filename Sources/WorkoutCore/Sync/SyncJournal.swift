import Foundation
import GRDB
import Notation
import Platform

/// The log's side of journalling, one per connection: the SQL functions the
/// triggers call, and the last step of every commit that journalled
/// something — appending its records to this device's file.
///
/// The append happens before the commit completes, and a failure (a full
/// disk) rolls the change back: a change that is in the log is in the
/// device's file. The file is not synced to disk on this path (that costs
/// milliseconds); the records stay in the log's outbox, committed with the
/// change, until `gym-timer sync` has synced the file.
final class SyncJournal: TransactionObserver, @unchecked Sendable {
    // One connection, used by one thread at a time (GRDB's queue).
    private(set) var device: String?
    private(set) var name = ""
    private(set) var folder: String?
    /// While set, changes are not journalled: preparing presets, applying
    /// other devices' records (their changes are theirs).
    var muted = false
    private var pending: [(seq: Int64, line: [UInt8])] = []
    /// A file beside the log, there while the outbox holds records this
    /// device's file lacks (a commit made while the folder was away, a file
    /// that lost its unsynced end): the next open catches up, and a log
    /// that is not behind pays one `access` for the check.
    var behindMarker: String?
    /// The append of the transaction being committed, until it commits.
    private var appended: (path: String, length: Int)?

    var isOn: Bool { device != nil && !muted }

    func configure(device: String?, name: String, folder: String?) {
        self.device = device
        self.name = name
        self.folder = folder
    }

    var ownFiles: OwnFiles? {
        guard let device, let folder else { return nil }
        return OwnFiles(folder: SyncFolder(root: folder), device: device, name: name)
    }

    func register(_ db: Database) {
        db.add(function: SyncIdentity.function)
        db.add(function: DatabaseFunction("sync_now", argumentCount: 0, pure: false) { _ in
            Int64(Date().timeIntervalSince1970 * 1000) << 16
        })
        // sync_row(entity, v1, v2, …): the row's fields as a record's JSON.
        db.add(function: DatabaseFunction("sync_row", pure: true) { v in
            guard let entity = String.fromDatabaseValue(v[0]), let names = SyncEntities.fieldNames[entity] else { return nil }
            return Self.object(zip(names, v.dropFirst()).map { ($0, $1) })
        })
        // sync_changed(entity, old1, new1, old2, new2, …): the fields that changed.
        db.add(function: DatabaseFunction("sync_changed", pure: true) { v in
            guard let entity = String.fromDatabaseValue(v[0]), let names = SyncEntities.changeableNames[entity] else { return nil }
            var changed: [(String, DatabaseValue)] = []
            for (i, name) in names.enumerated() where 2 * i + 2 < v.count && v[2 * i + 1] != v[2 * i + 2] {
                changed.append((name, v[2 * i + 2]))
            }
            return Self.object(changed)
        })
        db.add(function: DatabaseFunction("sync_on", argumentCount: 0, pure: false) { [unowned self] _ in self.isOn })
        db.add(function: DatabaseFunction("sync_frame", argumentCount: 7, pure: false) { [unowned self] v in
            let record = SyncRecord(seq: Int64.fromDatabaseValue(v[0]) ?? 0,
                                    hlc: UInt64(bitPattern: Int64.fromDatabaseValue(v[1]) ?? 0),
                                    entity: String.fromDatabaseValue(v[3]) ?? "", op: (String.fromDatabaseValue(v[4]) ?? "?").first ?? "?",
                                    uid: String.fromDatabaseValue(v[5]) ?? "", fields: String.fromDatabaseValue(v[6]) ?? "{}")
            let line = record.line
            // A statement that failed and was retried reuses its number:
            // the later line is the one that stayed.
            if let last = self.pending.last, last.seq >= record.seq { self.pending.removeAll { $0.seq >= record.seq } }
            self.pending.append((record.seq, line))
            return String(decoding: line, as: UTF8.self)
        })
        db.add(transactionObserver: self, extent: .databaseLifetime)
    }

    /// A JSON object of SQL values, written the same way every time:
    /// numbers as their shortest exact form, so a weight converted from
    /// pounds comes back as the same double on every device.
    static func object(_ fields: [(String, DatabaseValue)]) -> String {
        var out = "{"
        for (i, (name, value)) in fields.enumerated() {
            if i > 0 { out += "," }
            out += "\"\(name)\":"
            switch value.storage {
            case .null: out += "null"
            case .int64(let n): out += String(n)
            case .double(let d): out += d.isFinite ? "\(d)" : "null"
            case .string(let text): out += QuotedString.basic(text)
            case .blob(let data): out += QuotedString.basic(data.map { String($0, radix: 16) }.joined())
            }
        }
        return out + "}"
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}

    func databaseWillCommit() throws {
        guard !pending.isEmpty, let files = ownFiles else { return }
        do {
            switch try files.append(pending) {
            case .gap, .noFolder:
                if let behindMarker { close(open(behindMarker, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)) }
            case .written(_, let undo): appended = undo
            case .nothingNew: break
            }
        } catch let error as SystemError {
            let reason = error.code == ENOSPC ? "no space left on the device holding the sync folder (free some and try again)"
                : String(cString: strerror(error.code))
            throw WorkoutError.syncFileUnwritable(path: files.directory, reason: reason)
        }
    }

    func databaseDidCommit(_ db: Database) {
        pending.removeAll()
        appended = nil
    }

    /// The commit failed after the records went into the file (the log's
    /// own disk full): they are taken back, so the file never holds a
    /// change the log does not.
    func databaseDidRollback(_ db: Database) {
        pending.removeAll()
        if let (path, length) = appended {
            if length < 0 { unlink(path) } else { truncate(path, off_t(length)) }
        }
        appended = nil
    }
}
