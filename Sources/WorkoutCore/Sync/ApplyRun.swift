import GRDB
import SyncShare

/// One run of `LogSync.apply`, in its transaction, as its steps: open a
/// reader on each device's files where applying stopped, apply their
/// records round after round, keep where each stopped, then recompute
/// what is derived.
struct ApplyRun {
    let db: Database
    let folder: SyncFolder
    /// This device's own files, whose records the log lacks are taken back.
    let own: OwnFiles?
    private var readers: [PeerReader] = []
    private var apply: SyncApply
    /// The last record of this device's own file, when the log is behind it.
    private var ownLast: Int64?
    private var summary = LogSync.RunSummary()

    init(db: Database, folder: SyncFolder, own: OwnFiles?, tellsLifter: Bool) {
        self.db = db
        self.folder = folder
        self.own = own
        apply = SyncApply(db)
        apply.tellsLifter = tellsLifter
    }

    func finish() { apply.finish() }

    /// A reader on every device's files but `skipping`, and on this
    /// device's own where the log lacks some of its records.
    mutating func openReaders(skipping: String?) throws {
        for device in folder.devices() where device != skipping {
            let row = try Row.fetchOne(db, sql: "SELECT segment, offset, seq FROM syncApplied WHERE device = ?", arguments: [device])
            open(PeerReader(folder: folder, device: device,
                            position: .init(segment: row?["segment"] ?? 1, offset: row?["offset"] ?? 0, seq: row?["seq"] ?? 0)))
        }
        guard let own else { return }
        let logSeq = try Int64.fetchOne(db, sql: "SELECT seq FROM syncState") ?? 0
        if let heldBack = try Row.fetchOne(db, sql: "SELECT segment, offset, seq FROM syncApplied WHERE device = ?", arguments: [own.device]) {
            // Own records that waited last time (for a row another device
            // had not delivered): read on from the first of them. Those
            // after it that the log has change nothing.
            if let tail = own.tail(), tail.lastSeq > logSeq { ownLast = tail.lastSeq }
            open(PeerReader(folder: own.folder, device: own.device,
                            position: .init(segment: heldBack["segment"], offset: heldBack["offset"], seq: heldBack["seq"])))
            return
        }
        guard let tail = own.tail(), tail.lastSeq > logSeq else { return }
        ownLast = tail.lastSeq
        guard let segment = own.folder.segments(of: own.device).reversed().first(where: { (own.firstSeq(of: $0) ?? .max) <= logSeq + 1 }),
              let first = own.firstSeq(of: segment) else {
            // Its files cannot be read from there (a damaged header):
            // numbering still goes on after them.
            try db.execute(sql: "UPDATE syncState SET seq = MAX(seq, ?)", arguments: [tail.lastSeq])
            summary.devices.append(LogSync.DeviceReport(device: own.device, name: own.name, applied: 0,
                                                        problem: "this device's own records \(logSeq + 1) to \(tail.lastSeq) in the folder could not be read, so they were not taken in",
                                                        waitingFor: nil))
            return
        }
        var reader = PeerReader(folder: own.folder, device: own.device, position: .init(segment: segment, offset: 0, seq: first - 1))
        reader.readPending()
        while let next = reader.next, next.after.seq <= logSeq { reader.advance() }
        readers.append(reader)
    }

    private mutating func open(_ reader: PeerReader) {
        var reader = reader
        reader.readPending()
        readers.append(reader)
    }

    /// Round after round: a record waiting for a row another device made
    /// goes on once that device's records are in.
    mutating func applyRounds(progress: ((Int, Int) -> Void)?) throws {
        let total = readers.reduce(0) { $0 + $1.records.count }
        var done = 0
        var progressed = true
        while progressed {
            progressed = false
            for i in readers.indices {
                while let next = readers[i].next {
                    guard case .record(let record) = next.entry else {
                        readers[i].advance()
                        continue
                    }
                    guard try applyOne(record, of: i) else { break }
                    progressed = true
                    done += 1
                    if done % 1000 == 0 { progress?(done, total) }
                }
            }
        }
    }

    /// Applies one record in a savepoint: one that SQLite refuses (a
    /// foreign or buggy writer's) stops its device there, reported, and
    /// the others go on. False when its device stops here (refused, or
    /// waiting for a row).
    private mutating func applyOne(_ record: SyncRecord, of i: Int) throws -> Bool {
        let device = readers[i].device
        var outcome = SyncApply.Outcome.applied
        do {
            try db.inSavepoint {
                outcome = try apply.apply(record, device: device)
                return .commit
            }
        } catch let error as DatabaseError {
            readers[i].halt("record \(record.seq) could not be applied (\(error.message ?? "\(error.resultCode)")); nothing after it is applied")
            return false
        }
        if case .waiting(let uid) = outcome {
            readers[i].waitingFor = uid
            return false
        }
        readers[i].advance()
        readers[i].waitingFor = nil
        return true
    }

    /// Where each device's files were applied to, for the next run.
    mutating func savePositions() throws {
        for reader in readers {
            if reader.device == own?.device { try saveOwn(reader) } else { try savePeer(reader) }
        }
    }

    /// This device's numbering goes on after its file, taken in or not: a
    /// record it could not take is reported, not a reason to refuse every
    /// change from now on. Waiting ones are tried again at the next run,
    /// as another device's are; a damaged one is not (reported).
    private mutating func saveOwn(_ reader: PeerReader) throws {
        try db.execute(sql: "UPDATE syncState SET seq = MAX(seq, ?), hlc = MAX(hlc, ?)", arguments: [ownLast ?? 0, Int64(bitPattern: reader.lastHlc)])
        if let why = reader.problem ?? reader.waitingFor.map({ "waiting for \($0)" }) {
            summary.devices.append(LogSync.DeviceReport(device: reader.device, name: reader.name, applied: 0,
                                                        problem: "this device's own records in the folder past record \(reader.position.seq) were not taken in (\(why))",
                                                        waitingFor: nil))
        }
        if reader.problem == nil, let waiting = reader.waitingFor {
            try db.execute(sql: "INSERT OR REPLACE INTO syncApplied(device, name, segment, offset, seq, hlc, waitingFor) VALUES (?, ?, ?, ?, ?, ?, ?)",
                           arguments: [reader.device, reader.name, reader.position.segment, reader.position.offset, reader.position.seq,
                                       Int64(bitPattern: reader.lastHlc), waiting])
        } else {
            try db.execute(sql: "DELETE FROM syncApplied WHERE device = ?", arguments: [reader.device])
        }
    }

    private mutating func savePeer(_ reader: PeerReader) throws {
        try db.execute(sql: """
            INSERT INTO syncApplied(device, name, segment, offset, seq, hlc, problem, waitingFor) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(device) DO UPDATE SET name = CASE WHEN excluded.name = '' THEN name ELSE excluded.name END, segment = excluded.segment, offset = excluded.offset,
              seq = excluded.seq, hlc = MAX(hlc, excluded.hlc), problem = excluded.problem, waitingFor = excluded.waitingFor
            """, arguments: [reader.device, reader.name, reader.position.segment, reader.position.offset, reader.position.seq,
                             Int64(bitPattern: reader.lastHlc), reader.problem, reader.waitingFor])
        try db.execute(sql: "UPDATE syncState SET hlc = MAX(hlc, ?)", arguments: [Int64(bitPattern: reader.lastHlc)])
        summary.devices.append(LogSync.DeviceReport(device: reader.device, name: reader.name, applied: reader.appliedCount,
                                                    problem: reader.problem, waitingFor: reader.waitingFor))
    }

    /// The end of the run: what others did to this device's work told,
    /// deleted exercises nothing uses gone, derived data recomputed.
    mutating func settle() throws -> LogSync.RunSummary {
        try apply.tellWorkoutsBeside()
        try apply.settleDeletedExercises()
        try LogSync.recomputeDerived(db, exercises: apply.touchedExercises)
        summary.applied = apply.applied
        summary.setsAdded = apply.setsAdded
        return summary
    }
}
