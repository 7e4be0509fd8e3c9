import GymTimerProtocol
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The timers' durable state: an append-only journal of `TimerChange`s, one
/// line each as `<crc32 hex> <json>`, after a header line. Changes are
/// buffered by `append` and made durable together by `commit` (one write and
/// one `fdatasync` for a whole batch of requests: group commit). When the
/// journal holds many more records than live timers it is compacted into a
/// new file written beside it and renamed over it.
///
/// A journal that does not read back cleanly (torn last record, bad checksum,
/// unknown header) is moved aside as `timers.journal.corrupt-<timestamp>` and
/// replaced by what could be recovered; the daemon never refuses to start.
public final class TimerJournal {
    public static let fileName = "timers.journal"
    static let header = #"{"format":"gym-timer-journal","version":1}"#

    public let directory: String
    public var path: String { directory + "/" + Self.fileName }

    private var fd: Int32 = -1
    private var buffer: [UInt8] = []
    private var recordsSinceCompaction = 0
    /// The fewest records since the last compaction that make one due. A
    /// few thousand keeps compactions rare; tests lower it to crash the
    /// daemon while it compacts.
    public var compactionFloor = 4096
    private let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return e
    }()

    /// What `open` found.
    public struct Recovery {
        public var timers: [RestTimer]
        /// Where a damaged journal was moved, if it was.
        public var movedAside: String?
        /// Records that could not be read, with their line numbers.
        public var damagedLines: [Int]

        public init(timers: [RestTimer], movedAside: String? = nil, damagedLines: [Int] = []) {
            self.timers = timers
            self.movedAside = movedAside
            self.damagedLines = damagedLines
        }
    }

    public init(directory: String) {
        self.directory = directory
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Reads the journal (creating it if missing) and opens it for appending.
    public func open(now wall: Nanoseconds) throws(SystemError) -> Recovery {
        if fd >= 0 {
            close(fd)
            fd = -1
        }
        buffer.removeAll()
        let (timers, damaged, lineCount) = try read()
        var movedAside: String?
        if !damaged.isEmpty {
            let target = path + ".corrupt-" + Self.timestamp(wall)
            guard rename(path, target) == 0 else { throw SystemError("move aside \(path)") }
            movedAside = target
        }
        if !damaged.isEmpty || lineCount == 0 {
            try rewrite(timers)
        } else {
            fd = Glibc.open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
            guard fd >= 0 else { throw SystemError("open \(path)") }
            recordsSinceCompaction = lineCount - 1
        }
        return Recovery(timers: timers, movedAside: movedAside, damagedLines: damaged)
    }

    /// Buffers changes; nothing is durable until `commit`.
    public func append(_ changes: [TimerChange]) {
        for change in changes { encodeRecord(change, into: &buffer) }
        recordsSinceCompaction += changes.count
    }

    public var hasPendingChanges: Bool { !buffer.isEmpty }

    /// Writes and syncs everything appended since the last commit. On failure
    /// the file is cut back to its last durable length.
    public func commit() throws(SystemError) {
        guard !buffer.isEmpty else { return }
        let start = lseek(fd, 0, SEEK_END)
        defer { buffer.removeAll(keepingCapacity: buffer.capacity < 1 << 20) }
        do throws(SystemError) {
            try writeAll(fd, buffer)
            guard fdatasync(fd) == 0 else { throw SystemError("sync \(path)") }
        } catch {
            if start >= 0 { _ = ftruncate(fd, start) }
            throw error
        }
    }

    /// Compacts when the journal holds more than twice as many records as
    /// there are live timers (and at least a few thousand), so the file stays
    /// proportional to the state while appends stay cheap.
    @discardableResult
    public func compactIfNeeded(liveTimers: @autoclosure () -> [RestTimer], liveCount: Int) throws(SystemError) -> Bool {
        guard recordsSinceCompaction > max(compactionFloor, 2 * liveCount) else { return false }
        try rewrite(liveTimers())
        return true
    }

    // MARK: Internals

    private func read() throws(SystemError) -> (timers: [RestTimer], damaged: [Int], lines: Int) {
        let readFD = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        if readFD < 0 {
            if errno == ENOENT { return ([], [], 0) }
            throw SystemError("open \(path)")
        }
        defer { close(readFD) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = try SystemError.retrying("read \(path)") { Glibc.read(readFD, &chunk, chunk.count) }
            if n == 0 { break }
            data.append(contentsOf: chunk[0..<n])
        }
        guard !data.isEmpty else { return ([], [], 0) }

        let decoder = JSONDecoder()
        var timers: [String: RestTimer] = [:]
        var order: [String] = []
        var damaged: [Int] = []
        var lineNumber = 0
        var start = data.startIndex
        while start < data.endIndex {
            lineNumber += 1
            guard let end = data[start...].firstIndex(of: 0x0A) else {
                damaged.append(lineNumber) // torn final record
                break
            }
            let line = data[start..<end]
            start = end + 1
            guard let payload = Self.verified(line) else { damaged.append(lineNumber); continue }
            if lineNumber == 1 {
                if payload.elementsEqual(Self.header.utf8) { continue }
                damaged.append(lineNumber)
            }
            guard let change = try? decoder.decode(TimerChange.self, from: Data(payload)) else {
                if damaged.last != lineNumber { damaged.append(lineNumber) }
                continue
            }
            switch change {
            case .put(let timer):
                if timers.updateValue(timer, forKey: timer.name) == nil { order.append(timer.name) }
            case .remove(let name):
                timers.removeValue(forKey: name)
            }
        }
        return (order.compactMap { timers[$0] }, damaged, lineNumber)
    }

    private static func verified(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard line.count > 9, line[line.startIndex + 8] == 0x20,
              let crc = UInt32(String(decoding: line.prefix(8), as: UTF8.self), radix: 16)
        else { return nil }
        let payload = line.dropFirst(9)
        return CRC32.checksum(payload) == crc ? payload : nil
    }

    private func encodeRecord(_ change: TimerChange, into out: inout [UInt8]) {
        // Encoding our own value types cannot fail.
        let json = try! encoder.encode(change)
        appendLine(json, into: &out)
    }

    private func appendLine(_ payload: some Collection<UInt8>, into out: inout [UInt8]) {
        let hex = String(CRC32.checksum(payload), radix: 16)
        out.append(contentsOf: (String(repeating: "0", count: 8 - hex.count) + hex + " ").utf8)
        out.append(contentsOf: payload)
        out.append(0x0A)
    }

    /// Writes a fresh journal holding `timers` and switches appends to it.
    private func rewrite(_ timers: [RestTimer]) throws(SystemError) {
        let temporary = path + ".tmp"
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + timers.count * 256)
        appendLine(Array(Self.header.utf8), into: &bytes)
        for timer in timers { encodeRecord(.put(timer: timer), into: &bytes) }
        let tfd = Glibc.open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard tfd >= 0 else { throw SystemError("create \(temporary)") }
        do throws(SystemError) {
            try writeAll(tfd, bytes)
            guard fsync(tfd) == 0 else { throw SystemError("sync \(temporary)") }
            guard rename(temporary, path) == 0 else { throw SystemError("rename \(temporary)") }
        } catch {
            close(tfd)
            unlink(temporary)
            throw error
        }
        syncDirectory()
        // Appends go on in the new file; the old descriptor is closed only now
        // so a failure above leaves the previous journal in use.
        if fd >= 0 { close(fd) }
        let appendFD = Glibc.open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        close(tfd)
        guard appendFD >= 0 else { throw SystemError("open \(path)") }
        fd = appendFD
        recordsSinceCompaction = timers.count
    }

    private func syncDirectory() {
        let dfd = Glibc.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 {
            _ = fsync(dfd)
            close(dfd)
        }
    }

    private func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            offset += try SystemError.retrying("write \(path)") {
                bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            }
        }
    }

    static func timestamp(_ wall: Nanoseconds) -> String {
        var t = time_t(wall / .perSecond)
        var tm = tm()
        gmtime_r(&t, &tm)
        func pad(_ v: Int32, _ w: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, w - s.count)) + s
        }
        return pad(tm.tm_year + 1900, 4) + pad(tm.tm_mon + 1, 2) + pad(tm.tm_mday, 2) + "T"
            + pad(tm.tm_hour, 2) + pad(tm.tm_min, 2) + pad(tm.tm_sec, 2) + "Z"
    }
}
