import Checksum
import Foundation
import GRDB
import Platform
import SyncShare

/// One training log on every device of a lifter, carried by a folder they
/// already sync (Syncthing, rsync, a USB stick): no server, no account.
/// Each device appends its changes to its own files in the folder
/// (`SyncJournal`, `OwnFiles`) and applies the other devices' files
/// (`SyncApply`); derived data (volume, search, records, targets) is
/// recomputed from the merged rows, never carried.
public struct LogSync {
    let database: AppDatabase
    public init(_ database: AppDatabase) { self.database = database }

    /// `sync.conf`, beside the log (`SyncSetup`): where the daemon, which
    /// never opens the log, learns the folder to watch, and where `rebuild`
    /// finds the folder when the log itself is lost.
    public static func configPath(forLog path: String) -> String { SyncSetup.path(forLog: path) }

    /// Reads the device's identity into the journal; true when the log
    /// syncs with the trigger of an older build (it is to be replaced).
    static func load(_ db: Database, into journal: SyncJournal) throws -> Bool {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT device, name, folder, (SELECT value FROM setting WHERE key = 'sync_journal') AS journal FROM syncState
            """) else { return false }
        journal.configure(device: row["device"], name: row["name"] ?? "", folder: row["folder"])
        return row["device"] as String? != nil && (row["journal"] as String?) != String(KeptRecordTrigger.version)
    }

    /// Makes the log journal its changes as `device`: rows made since v6
    /// get their uids, and the journal's trigger goes in. Until then the
    /// log journals nothing and pays nothing. Afterwards its changes must
    /// come through gym-timer, which journals them as they are made
    /// (`SyncCapture`): a change made with another tool (sqlite3) would
    /// never reach the other devices.
    static func enable(_ db: Database, device: String, name: String) throws {
        try SyncIdentity.backfill(db)
        try KeptRecordTrigger.install(db)
        try db.execute(sql: "UPDATE syncState SET device = ?, name = ?", arguments: [device, name])
    }

    // MARK: set-up and off

    public struct SetupSummary: Sendable, Equatable {
        public var device: String
        public var name: String
        public var folder: String
        /// Records this device wrote as its first file (its history).
        public var written: Int
        /// False when the device already wrote here and only caught up.
        public var firstTime: Bool
        public var incoming: RunSummary
    }

    /// Makes this log sync through `folder`. The first time, the whole log
    /// is written as this device's first file (`progress(done, total)`);
    /// then the other devices' files are applied.
    public func setup(folder rawFolder: String, deviceName: String?, progress: ((Int, Int) -> Void)? = nil) throws -> SetupSummary {
        let folder = URL(fileURLWithPath: rawFolder).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw WorkoutError.invalidInput("\(folder) is a file, not a folder")
        }
        do {
            // Made private when gym-timer makes it; a folder the lifter made
            // (shared in Syncthing already) keeps what they gave it.
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: Int(SyncSetup.directoryMode)])
        } catch {
            throw WorkoutError.refused("cannot make the folder \(folder): \(error.localizedDescription)")
        }
        let name = deviceName ?? Self.hostName()
        guard !name.isEmpty, !name.contains("\n") else { throw WorkoutError.invalidInput("a device name is one line of text") }
        let journal = database.journal
        var summary = try database.write { db -> SetupSummary in
            let state = try Row.fetchOne(db, sql: "SELECT device, folder FROM syncState")!
            let known: String? = state["device"]
            if let current: String = state["folder"] {
                if current == folder, let known { throw WorkoutError.refused("this log already syncs through \(folder) as device \(known)") }
                throw WorkoutError.refused("this log syncs through \(current); turn that off first")
            }
            let files = SyncFolder(root: folder)
            // Set up again in the folder it used before: the same device goes on
            // where its file ends; the outbox holds what changed meanwhile.
            if let known, access(files.deviceDirectory(known), F_OK) == 0 {
                try db.execute(sql: "UPDATE syncState SET folder = ?, name = ?", arguments: [folder, name])
                return SetupSummary(device: known, name: name, folder: folder, written: 0, firstTime: false, incoming: RunSummary())
            }
            let device = SyncIdentity.hex(UInt64.random(in: 1...UInt64.max))
            try Self.enable(db, device: device, name: name)
            try db.execute(sql: "UPDATE syncState SET folder = ?, seq = 0", arguments: [folder])
            try Outbox.empty(db)
            let own = OwnFiles(folder: files, device: device, name: name)
            do {
                let written = try SyncSnapshot(db: db, own: own).write(progress: progress)
                try own.syncToDisk()
                try db.execute(sql: "UPDATE syncState SET completeAt = ?", arguments: [Date().timeIntervalSince1970])
                return SetupSummary(device: device, name: name, folder: folder, written: written, firstTime: true, incoming: RunSummary())
            } catch {
                try? FileManager.default.removeItem(atPath: own.directory)
                throw error
            }
        }
        journal.configure(device: summary.device, name: name, folder: folder)
        if let path = database.path {
            try SyncSetup(folder: folder, device: summary.device, name: name).write(Self.configPath(forLog: path))
        }
        summary.incoming = try run()
        return summary
    }

    /// Stops syncing: nothing is written to or read from the folder. The
    /// log keeps its identity and journals on, so setting it up again in
    /// the same folder carries what changed meanwhile, deletions included.
    public func off() throws -> String? {
        let folder = try database.write { db -> String? in
            let folder = try String.fetchOne(db, sql: "SELECT folder FROM syncState")
            try db.execute(sql: "UPDATE syncState SET folder = NULL")
            return folder
        }
        if let path = database.path { unlink(Self.configPath(forLog: path)) }
        database.journal.configure(device: database.journal.device, name: database.journal.name, folder: nil)
        return folder
    }

    static func hostName() -> String {
        let name = ProcessInfo.processInfo.hostName
        return name.isEmpty ? "this device" : name
    }

    // MARK: running

    public struct DeviceReport: Sendable, Equatable {
        public var device: String
        public var name: String
        public var applied: Int
        /// A record that could not be applied: damaged, or from a newer format.
        public var problem: String?
        /// A row its next record needs, which has not arrived yet.
        public var waitingFor: String?
    }

    public struct RunSummary: Sendable, Equatable {
        public var applied = 0
        public var setsAdded = 0
        public var devices: [DeviceReport] = []
        /// This device's records that are now safely in the folder.
        public var flushed = 0
        public var problems: [String] { devices.compactMap { d in d.problem.map { "\(d.name.isEmpty ? d.device : d.name): \($0)" } } }
        public init() {}
    }

    /// `gym-timer sync`: this device's file brought up to date and synced
    /// to disk (the outbox lets go of what is safe there), then every other
    /// device's new records applied.
    @discardableResult
    public func run() throws -> RunSummary {
        guard let own = database.journal.ownFiles else { return RunSummary() }
        var summary = RunSummary()
        let incoming = try apply(from: own.folder, skipping: own.device, takingBack: own)
        summary.flushed = try flushOwn(own)
        summary.applied = incoming.applied
        summary.setsAdded = incoming.setsAdded
        summary.devices = incoming.devices
        return summary
    }

    /// Appends what the outbox has and the file lacks, syncs the file, and
    /// trims the outbox.
    func flushOwn(_ own: OwnFiles) throws -> Int {
        try database.write { db in
            let lines = try Outbox.lines(db)
            if !lines.isEmpty, case .gap(let fileLast) = try own.append(lines) {
                throw WorkoutError.refused("this device's sync file ends at record \(fileLast), and the records after it are gone from the log")
            }
            guard access(own.directory, F_OK) == 0 else { return 0 }
            try own.syncToDisk()
            if let marker = database.journal.behindMarker { unlink(marker) }
            let last = own.tail()?.lastSeq ?? 0
            try Outbox.letGo(db, through: last)
            // A record the file has and the log does not (a write the log
            // rolled back after it reached the file) keeps its number.
            try db.execute(sql: "UPDATE syncState SET seq = MAX(seq, ?), completeAt = ?", arguments: [last, Date().timeIntervalSince1970])
            return lines.filter { $0.seq <= last }.count
        }
    }

    /// The cheap check every command that opens the log makes: when the
    /// folder has something new from another device (a file longer than
    /// applied, a new file, a new device), apply it now; when this device's
    /// file missed records (written while the folder was away), add them.
    /// Never fails the command: `sync status` reports problems.
    func catchUp() {
        guard let own = database.journal.ownFiles, access(own.folder.root, F_OK) == 0 else { return }
        do {
            let peers = own.folder.devices().filter { $0 != own.device }
            // Where applying stopped, read with one plain statement (no read
            // transaction, no GRDB statement: this runs in every command).
            let known: [String: (segment: Int, offset: Int)] = peers.isEmpty ? [:] : try database.writer.unsafeRead { db in
                var known: [String: (segment: Int, offset: Int)] = [:]
                guard let connection = db.sqliteConnection else { return known }
                let statements = NestedStatements(connection)
                defer { statements.finalizeAll() }
                try statements.run("SELECT device, segment, offset FROM syncApplied", []) { s in
                    known[NestedStatements.text(s, 0) ?? ""] = (Int(NestedStatements.int64(s, 1)), Int(NestedStatements.int64(s, 2)))
                }
                return known
            }
            let changed = peers.contains { device in
                guard let at = known[device] else { return true }
                let size = SyncFolder.size(own.folder.path(device, at.segment)) ?? 0
                return size > at.offset || SyncFolder.size(own.folder.path(device, at.segment + 1)) != nil
            }
            if changed { _ = try apply(from: own.folder, skipping: own.device) }
            if let marker = database.journal.behindMarker, access(marker, F_OK) == 0, let tail = own.tail() {
                try database.write { db in
                    let lines = try Outbox.lines(db, after: tail.lastSeq)
                    if case .gap = try own.append(lines) { return }
                    unlink(marker)
                }
            }
        } catch {
            return
        }
    }

    /// Applies every device's new records in `folder` (all of them but
    /// `skipping`), in one transaction, muted.
    ///
    /// `takingBack`: this device's own files, whose records the log lacks
    /// are applied too (records a process appended and was killed before
    /// its commit, or those of a log restored from an older copy). They
    /// are in the folder, so the other devices have them: this one takes
    /// them in with the others' (a record of it may need one of theirs),
    /// and numbers its next records after them. The file is read inside
    /// the transaction, once no other process can be between its append
    /// and its commit.
    /// `tellsLifter`: what others did to this device's work is kept for
    /// `sync log` (not while a lost log is rebuilt: that is all history).
    func apply(from folder: SyncFolder, skipping: String?, takingBack own: OwnFiles? = nil, tellsLifter: Bool = true,
               progress: ((Int, Int) -> Void)? = nil) throws -> RunSummary {
        let journal = database.journal
        journal.muted = true
        defer { journal.muted = false }
        var result = RunSummary()
        try database.writer.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                var run = ApplyRun(db: db, folder: folder, own: own, tellsLifter: tellsLifter)
                defer { run.finish() }
                try run.openReaders(skipping: skipping)
                try run.applyRounds(progress: progress)
                try run.savePositions()
                result = try run.settle()
                return .commit
            }
        }
        return result
    }

    /// What is computed, not carried: search text and inherited muscles of
    /// changed exercises, each gym's last use. The volume ledger follows
    /// the sets by its own triggers; records and targets are read from both.
    static func recomputeDerived(_ db: Database, exercises: Set<String>) throws {
        try VolumeLedger.settleImportBatch(db)
        if !exercises.isEmpty {
            let ids = try String.fetchAll(db, sql: "SELECT id FROM exercise WHERE id IN (SELECT value FROM json_each(?))",
                                          arguments: [String(decoding: try JSONEncoder().encode(Array(exercises)), as: UTF8.self)])
            try ExerciseSearch.reindex(db, ids: ids)
            try ExerciseLibrary.inheritMuscles(db)
        }
        try db.execute(sql: """
            UPDATE gym SET lastUsedAt = (SELECT MAX(startedAt) FROM workout WHERE gymId = gym.id)
            WHERE lastUsedAt IS NOT (SELECT MAX(startedAt) FROM workout WHERE gymId = gym.id)
              AND (SELECT MAX(startedAt) FROM workout WHERE gymId = gym.id) IS NOT NULL
            """)
    }

    // MARK: status

    public struct Status: Sendable, Equatable {
        public struct Peer: Sendable, Equatable {
            public var device: String
            public var name: String
            /// When its latest applied record was made (from its clock).
            public var lastChange: Date?
            public var appliedRecords: Int64
            /// Bytes in the folder not applied yet.
            public var pendingBytes: Int
            /// Whole records in its files now that this log has not taken in.
            public var pendingRecords: Int
            public var problem: String?
            public var waitingFor: String?
        }
        public var device: String?
        public var name: String
        public var folder: String?
        /// Changes of this device not yet synced to disk in the folder.
        public var outbox: Int
        /// When everything this device changed was last safely in the folder.
        public var completeAt: Date?
        public var folderMissing: Bool
        public var peers: [Peer]
        /// What this device's own records in the folder that its log lacks
        /// wait for (a row another device has not delivered), if any.
        public var ownWaitingFor: String?
    }

    public func status() throws -> Status {
        try database.writer.read { db in
            let state = try Row.fetchOne(db, sql: "SELECT device, name, folder, completeAt FROM syncState")!
            let outbox = try Outbox.count(db)
            let folder: String? = state["folder"]
            var peers: [Status.Peer] = []
            let files = folder.map { SyncFolder(root: $0) }
            var seen = Set<String>()
            var ownWaitingFor: String?
            // A device whose files are gone from the folder (taken out by
            // hand, or `sync forget`) is no longer reported; with the folder
            // itself away, nothing can be told, and every device stays.
            let present = files.flatMap { access($0.root, F_OK) == 0 ? Set($0.devices()) : nil }
            for row in try Row.fetchAll(db, sql: "SELECT * FROM syncApplied ORDER BY name, device") {
                let device: String = row["device"]
                seen.insert(device)
                if device == state["device"] as String? {
                    ownWaitingFor = row["waitingFor"]
                    continue
                }
                if let present, !present.contains(device) { continue }
                let hlc = UInt64(bitPattern: row["hlc"] as Int64)
                let position = PeerReader.Position(segment: row["segment"], offset: row["offset"], seq: row["seq"])
                let pending = files.map { Self.pending($0, device: device, from: position) } ?? (records: 0, bytes: 0, name: nil)
                peers.append(Status.Peer(device: device, name: (row["name"] as String?).flatMap { $0.isEmpty ? nil : $0 } ?? pending.name ?? "",
                                         lastChange: hlc == 0 ? nil : Date(timeIntervalSince1970: Double(hlc >> 16) / 1000),
                                         appliedRecords: row["seq"], pendingBytes: pending.bytes, pendingRecords: pending.records,
                                         problem: row["problem"], waitingFor: row["waitingFor"]))
            }
            if let files {
                for device in files.devices() where device != state["device"] as String? && !seen.contains(device) {
                    let pending = Self.pending(files, device: device, from: .init(segment: 1, offset: 0, seq: 0))
                    peers.append(Status.Peer(device: device, name: pending.name ?? "", lastChange: nil, appliedRecords: 0, pendingBytes: pending.bytes,
                                             pendingRecords: pending.records, problem: nil, waitingFor: nil))
                }
            }
            return Status(device: state["device"], name: state["name"] ?? "", folder: folder, outbox: outbox,
                          completeAt: (state["completeAt"] as Double?).map { Date(timeIntervalSince1970: $0) },
                          folderMissing: folder.map { access($0, F_OK) != 0 } ?? false, peers: peers, ownWaitingFor: ownWaitingFor)
        }
    }

    /// What `device`'s files hold past `position` now: whole lines that
    /// are records (a damaged one counts: it is there, not taken in),
    /// bytes, and the name its files give it.
    static func pending(_ files: SyncFolder, device: String, from position: PeerReader.Position) -> (records: Int, bytes: Int, name: String?) {
        var bytes = 0, records = 0
        for s in files.segments(of: device) where s >= position.segment {
            let from = s == position.segment ? position.offset : 0
            guard let read = SyncFolder.read(files.path(device, s), from: from) else { continue }
            bytes += read.count
            // Each segment starts with its header line, which is no record.
            records += read.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } - (from == 0 && read.contains(0x0A) ? 1 : 0)
        }
        guard bytes > 0 else { return (0, 0, nil) }
        let name = files.segments(of: device).last.flatMap { files.header(device, $0)?.name }
        return (records, bytes, name?.isEmpty == false ? name : nil)
    }

    // MARK: forget

    /// A device forgotten (`forget`): its id and name, and whether an empty folder of it went.
    public struct Forgotten: Sendable, Equatable {
        public var device: String
        public var name: String
        public var removedFiles: Bool
    }

    /// Forgets another device named `nameOrId` (its name as `status` shows
    /// it, or its id): what this log keeps of it (how far its files were
    /// applied, its name) goes, and it is no longer reported. Only a device
    /// whose files are out of the folder, or hold no record: files that
    /// hold records are its changes, which every device — and a rebuild
    /// of this log — reads from there, so they are never taken out here.
    public func forget(_ nameOrId: String) throws -> Forgotten {
        try database.write { db in
            let state = try Row.fetchOne(db, sql: "SELECT device, name, folder FROM syncState")!
            guard let folder: String = state["folder"], let own: String = state["device"] else { throw WorkoutError.refused("this log does not sync") }
            let files = SyncFolder(root: folder)
            let known = try Row.fetchAll(db, sql: "SELECT device, name FROM syncApplied WHERE device <> ?", arguments: [own])
                .map { ($0["device"] as String, $0["name"] as String) } + [(own, state["name"] as String? ?? "")]
            let candidates = Set(known.map(\.0)).union(files.devices())
            let matches = candidates.filter { id in
                id == nameOrId.lowercased() || known.contains { $0.0 == id && $0.1.caseInsensitiveCompare(nameOrId) == .orderedSame }
            }
            guard let device = matches.first, matches.count == 1 else {
                let names = known.filter { $0.0 != state["device"] as String? }.map { $0.1.isEmpty ? $0.0 : $0.1 }.sorted()
                throw WorkoutError.refused(matches.isEmpty ? "no device \(nameOrId) in this folder (devices: \(names.isEmpty ? "none" : names.joined(separator: ", ")))"
                                                           : "\(nameOrId) names \(matches.count) devices; give its id (see `gym-timer sync status`)")
            }
            let name = known.first { $0.0 == device }?.1 ?? ""
            let shown = name.isEmpty ? device : name
            guard device != state["device"] as String? else { throw WorkoutError.refused("\(shown) is this device; `gym-timer sync off` stops it syncing") }
            let there = files.devices().contains(device)
            if there {
                guard files.segments(of: device).isEmpty else {
                    throw WorkoutError.refused("\(shown)'s files are still in \(folder): they hold its changes, which every device and a rebuild read from there; a device is forgotten once its folder is taken out")
                }
                try FileManager.default.removeItem(atPath: files.deviceDirectory(device))
            }
            try db.execute(sql: "DELETE FROM syncApplied WHERE device = ?", arguments: [device])
            return Forgotten(device: device, name: name, removedFiles: there)
        }
    }

    // MARK: rebuild

    public struct RebuildSummary: Sendable, Equatable {
        public var folder: String
        public var device: String
        /// Where the damaged or old log was moved, if there was one.
        public var keptAside: String?
        public var incoming: RunSummary
        public var sets: Int
        public var workouts: Int
    }

    /// Rebuilds a lost or damaged log from the folder: the file is moved
    /// aside (never deleted), a new log is made, and every device's
    /// records are applied — this device's own too, which are its only
    /// copy of its history. It then goes on as the same device.
    public static func rebuild(path: String, progress: ((Int, Int) -> Void)? = nil) throws -> RebuildSummary {
        guard let config = SyncSetup.read(configPath(forLog: path)) else {
            throw WorkoutError.refused("this log does not sync (no \(configPath(forLog: path))): there is no folder to rebuild it from")
        }
        let files = SyncFolder(root: config.folder)
        guard access(config.folder, F_OK) == 0 else { throw WorkoutError.refused("the sync folder \(config.folder) is not there") }
        var keptAside: String?
        if access(path, F_OK) == 0 {
            let aside = path + ".lost-" + String(Int(Date().timeIntervalSince1970))
            for suffix in ["", "-wal", "-shm"] where access(path + suffix, F_OK) == 0 {
                guard rename(path + suffix, aside + suffix) == 0 else { throw SystemError("move \(path + suffix) aside") }
            }
            keptAside = aside
        }
        let database = try AppDatabase.open(path: path)
        let sync = LogSync(database)
        try database.write { db in try Self.enable(db, device: config.device, name: config.name) }
        let incoming = try sync.apply(from: files, skipping: nil, tellsLifter: false, progress: progress)
        let own = OwnFiles(folder: files, device: config.device, name: config.name)
        let last = own.tail()?.lastSeq ?? 0
        let counts = try database.write { db in
            try db.execute(sql: "UPDATE syncState SET folder = ?, seq = MAX(seq, ?)", arguments: [config.folder, last])
            try db.execute(sql: "DELETE FROM syncApplied WHERE device = ?", arguments: [config.device])
            return (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet") ?? 0, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workout") ?? 0)
        }
        database.journal.configure(device: config.device, name: config.name, folder: config.folder)
        return RebuildSummary(folder: config.folder, device: config.device, keptAside: keptAside, incoming: incoming,
                              sets: counts.0, workouts: counts.1)
    }
}
