import Checksum
import Foundation
import Platform
import SyncShare

/// The shared folder on disk: `DIR/<device>/NNNNNN.jsonl`, one folder per
/// device, written only by that device, so a tool that carries files
/// whole (Syncthing, rsync, a USB stick) never meets a conflict. A file
/// only grows; a new one starts past `segmentBytes`, so a sync tool
/// rehashes a few megabytes after a change, not the whole history.
struct SyncFolder {
    static let segmentBytes = 4 << 20
    /// Private to their owner (`SyncSetup`): a sync tool copies the bits.
    static let directoryMode = SyncSetup.directoryMode
    static let fileMode = SyncSetup.fileMode
    let root: String

    func deviceDirectory(_ device: String) -> String { root + "/" + device }
    static func segmentName(_ n: Int) -> String { SyncSetup.segmentName(n) }

    /// The devices that wrote here: folders named like a device id. A sync
    /// tool's own files (`.stfolder`, temporary names) are not.
    func devices() -> [String] {
        Self.names(in: root).filter { SyncSetup.isDeviceID($0) }.sorted()
    }

    /// The names in a directory, read with readdir: this runs on every
    /// command and commit of a synced log, where Foundation's listing costs
    /// more than the rest of the check.
    static func names(in directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// A device's whole segments in order; a name that is not six digits
    /// and `.jsonl` (a half-arrived `.syncthing.000002.jsonl.tmp`, a
    /// conflict copy) is not one.
    func segments(of device: String) -> [Int] {
        // Bytes, not Characters: this runs at every commit of a synced log.
        Self.names(in: deviceDirectory(device)).compactMap(SyncSetup.segmentNumber).sorted()
    }

    func path(_ device: String, _ segment: Int) -> String { deviceDirectory(device) + "/" + Self.segmentName(segment) }

    /// The header line of `device`'s segment `segment`, when whole and undamaged.
    func header(_ device: String, _ segment: Int) -> SyncFileHeader? {
        guard let bytes = Self.read(path(device, segment), upTo: 4096), let newline = bytes.firstIndex(of: 0x0A) else { return nil }
        let text = bytes.withUnsafeBufferPointer { buffer in
            ChecksummedLine.verified(UnsafeBufferPointer(rebasing: buffer[..<newline])).map { String(decoding: $0, as: UTF8.self) }
        }
        guard let text, case .success(let header) = SyncFileHeader.parse(text) else { return nil }
        return header
    }

    static func read(_ path: String, from offset: Int = 0, upTo limit: Int = .max) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        let length = min(limit, max(0, Int(st.st_size) - offset))
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, length - done, off_t(offset + done)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            done += n
        }
        return done == length ? bytes : Array(bytes.prefix(done))
    }

    static func size(_ path: String) -> Int? {
        var st = stat()
        return stat(path, &st) == 0 ? Int(st.st_size) : nil
    }
}

/// This device's own files: where its records are appended.
struct OwnFiles {
    let folder: SyncFolder
    let device: String
    let name: String

    var directory: String { folder.deviceDirectory(device) }

    /// Where the next record goes: the last segment, how long its whole
    /// lines are, and the `s` of its last record (0 before any).
    struct Tail { var segment: Int; var wholeBytes: Int; var lastSeq: Int64; var fileBytes: Int }

    /// Reads only the end of the file (the last whole line is all it
    /// needs): this runs before every commit that journals something.
    func tail() -> Tail? {
        guard let segment = folder.segments(of: device).last else { return nil }
        let path = folder.path(device, segment)
        guard let size = SyncFolder.size(path) else { return nil }
        var window = min(size, 8 << 10)
        while true {
            guard let tail = tail(of: path, size: size, window: window, segment: segment) else { return nil }
            // No whole record in the window (a very long one): look further back.
            if tail.lastSeq == 0 && window < size { window = min(size, window * 8); continue }
            return tail
        }
    }

    private func tail(of path: String, size: Int, window: Int, segment: Int) -> Tail? {
        guard let bytes = SyncFolder.read(path, from: size - window) else { return nil }
        let base = size - window
        guard let lastNewline = bytes.lastIndex(of: 0x0A) else {
            return Tail(segment: segment, wholeBytes: 0, lastSeq: 0, fileBytes: size)
        }
        var end = lastNewline
        var lastSeq: Int64?
        while lastSeq == nil {
            let start = bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            if start == 0 && base > 0 { break }
            let text = bytes.withUnsafeBufferPointer { buffer in
                ChecksummedLine.verified(UnsafeBufferPointer(rebasing: buffer[start..<end])).map { String(decoding: $0, as: UTF8.self) }
            }
            if let text {
                if let record = SyncRecord(payload: text) { lastSeq = record.seq }
                else if case .success(let header) = SyncFileHeader.parse(text) { lastSeq = header.next - 1 }
            }
            if start == 0 { break }
            end = start - 1
        }
        return Tail(segment: segment, wholeBytes: base + lastNewline + 1, lastSeq: lastSeq ?? 0, fileBytes: size)
    }

    /// The `s` of a segment's first record, from its header line.
    func firstSeq(of segment: Int) -> Int64? {
        folder.header(device, segment)?.next
    }

    /// `undo`: the file and its length before the append (-1: made by it),
    /// for taking the records back if the change does not commit after all.
    enum Appended {
        case written(last: Int64, undo: (path: String, length: Int)), nothingNew, gap(fileLast: Int64), noFolder
        /// The file already has records numbered like these new ones: records
        /// the log lacks (`LogSync.apply(takingBack:)`).
        case ahead(fileLast: Int64)
    }

    /// Appends the records after the file's last one. Nothing is synced to
    /// disk here: the same records are in the log's outbox, committed with
    /// the change, and `gym-timer sync` syncs the file before it lets them
    /// go. A torn last line (a crash mid-write) is cut first; a record
    /// missing between the file and `lines` is a gap, left for the next
    /// catch-up from the outbox (`gap`). Write errors (a full disk) throw.
    /// `committing`: the records of a commit, numbered just now, which the
    /// file cannot have yet unless it is ahead of the log (`ahead`).
    func append(_ lines: [(seq: Int64, line: [UInt8])], committing: Bool = false) throws -> Appended {
        guard access(folder.root, F_OK) == 0 else { return .noFolder }
        if access(directory, F_OK) != 0 {
            guard mkdir(directory, SyncFolder.directoryMode) == 0 || errno == EEXIST else { throw SystemError("create \(directory)") }
        }
        let tail = self.tail()
        let fileLast = tail?.lastSeq ?? (lines.first.map { $0.seq - 1 } ?? 0)
        if committing, let first = lines.first, first.seq <= fileLast { return .ahead(fileLast: fileLast) }
        let fresh = lines.filter { $0.seq > fileLast }
        guard let first = fresh.first else { return .nothingNew }
        guard first.seq == fileLast + 1 else { return .gap(fileLast: fileLast) }
        var segment = tail?.segment ?? 1
        var bytes: [UInt8] = []
        if let tail, tail.wholeBytes < tail.fileBytes {
            guard truncate(folder.path(device, segment), off_t(tail.wholeBytes)) == 0 else { throw SystemError("cut a torn record") }
        }
        if tail == nil || tail!.wholeBytes >= SyncFolder.segmentBytes {
            if tail != nil { segment += 1 }
            let header = SyncFileHeader(device: device, name: name, segment: segment, next: first.seq)
            ChecksummedLine.append(Array(header.payload.utf8), to: &bytes)
        }
        for line in fresh { bytes += line.line }
        let path = folder.path(device, segment)
        let before = SyncFolder.size(path) ?? -1
        try Self.write(bytes, to: path)
        return .written(last: fresh.last!.seq, undo: (path, before))
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        let fd = try SystemError.retrying("open \(path)") { open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, SyncFolder.fileMode) }
        defer { close(fd) }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw SystemError("write \(path)") }
            done += n
        }
    }

    /// Syncs every segment (and the folder, for a new file's name) to
    /// disk: after this the outbox may let its records go.
    /// Files an older build made readable by others are made private here.
    func syncToDisk() throws {
        for segment in folder.segments(of: device) {
            let path = folder.path(device, segment)
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw SystemError("open \(path)") }
            defer { close(fd) }
            guard fdatasync(fd) == 0 else { throw SystemError("sync \(path)") }
            Self.makePrivate(fd, SyncFolder.fileMode)
        }
        let dir = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            Self.makePrivate(dir, SyncFolder.directoryMode)
            fsync(dir)
            close(dir)
        }
    }

    /// Takes group and other bits off an open file or folder of ours.
    private static func makePrivate(_ fd: Int32, _ mode: mode_t) {
        var st = stat()
        if fstat(fd, &st) == 0, st.st_mode & 0o077 != 0 { fchmod(fd, mode) }
    }
}
