import GymTimerProtocol
import TimerCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// The timers' durable state: an append-only file in `JournalFormat` (a
/// header line, then one `TimerChange` per checksummed line). Changes are
/// buffered by `append` and made durable together by `commit` (one write and
/// one `fdatasync` for a whole batch of requests: group commit). When the
/// journal holds many more records than live timers it is compacted into a
/// new file written beside it and renamed over it.
///
/// A journal that does not read back cleanly (torn last record, bad checksum,
/// unknown header) is moved aside as `timers.journal.corrupt-<timestamp>` and
/// replaced by what could be recovered; the daemon never refuses to start.
final class TimerJournal {
    static let fileName = "timers.journal"

    let directory: String
    var path: String { directory + "/" + Self.fileName }

    private var fd: Int32 = -1
    private var buffer: [UInt8] = []
    private var recordsSinceCompaction = 0
    /// Records written by a commit that was not durable and not synced since.
    private var unsynced = false
    /// A compaction renamed the file but could not sync the directory.
    private var directoryUnsynced = false
    /// The fewest records since the last compaction that make one due. A
    /// few thousand keeps compactions rare; tests lower it to crash the
    /// daemon while it compacts.
    var compactionFloor = 4096
    private let format = JournalFormat()

    /// What `open` found.
    struct Recovery {
        var timers: TimerTable
        /// Where a damaged journal was moved, if it was.
        var movedAside: String?
        /// Records that could not be read, with their line numbers.
        var damagedLines: [Int]
        /// The older format version the journal was rewritten from, if it was.
        var upgradedFrom: Int?

        init(timers: TimerTable, movedAside: String? = nil, damagedLines: [Int] = [], upgradedFrom: Int? = nil) {
            self.timers = timers
            self.movedAside = movedAside
            self.damagedLines = damagedLines
            self.upgradedFrom = upgradedFrom
        }
    }

    init(directory: String) {
        self.directory = directory
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Reads the journal (creating it if missing) and opens it for appending.
    func open(now wall: Nanoseconds) throws(SystemError) -> Recovery {
        if fd >= 0 {
            close(fd)
            fd = -1
        }
        buffer.removeAll()
        let replay = try read()
        let (timers, damaged) = (replay.timers, replay.damagedLines)
        var movedAside: String?
        if !damaged.isEmpty {
            let target = path + ".corrupt-" + JournalFormat.timestamp(wall)
            guard rename(path, target) == 0 else { throw SystemError("move aside \(path)") }
            movedAside = target
        }
        // A damaged, new or older-format journal is written afresh (the
        // upgrade from version 1 happens here, once, keeping every timer).
        if !damaged.isEmpty || replay.lineCount == 0 || replay.version != JournalFormat.version {
            try rewrite(timers)
        } else {
            fd = Glibc.open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
            guard fd >= 0 else { throw SystemError("open \(path)") }
            recordsSinceCompaction = replay.lineCount - 1
        }
        return Recovery(timers: timers, movedAside: movedAside, damagedLines: damaged,
                        upgradedFrom: replay.version == 1 ? 1 : nil)
    }

    /// Buffers changes; nothing is durable until `commit`.
    func append(_ changes: [TimerChange]) {
        for change in changes { format.append(change, to: &buffer) }
        recordsSinceCompaction += changes.count
    }

    var hasPendingChanges: Bool { !buffer.isEmpty }

    /// Writes everything appended since the last commit and, when `durable`,
    /// syncs it with whatever earlier commits left unsynced. A commit that is
    /// not durable survives the daemon being killed (the kernel has the
    /// bytes), not a power loss, until a durable one follows. On failure the
    /// file is cut back to where the commit began.
    func commit(durable: Bool = true) throws(SystemError) {
        guard !buffer.isEmpty || (durable && unsynced) else { return }
        if directoryUnsynced {
            guard syncDirectory() else {
                buffer.removeAll()
                throw SystemError("sync \(directory)")
            }
            directoryUnsynced = false
        }
        let start = lseek(fd, 0, SEEK_END)
        defer { buffer.removeAll(keepingCapacity: buffer.capacity < 1 << 20) }
        do throws(SystemError) {
            try writeAll(fd, buffer)
            if durable {
                guard fdatasync(fd) == 0 else { throw SystemError("sync \(path)") }
            }
        } catch {
            if start >= 0 { _ = ftruncate(fd, start) }
            throw error
        }
        unsynced = !durable
    }

    /// Compacts when the journal holds more than twice as many records as
    /// there are live timers (and at least a few thousand), so the file stays
    /// proportional to the state while appends stay cheap.
    @discardableResult
    func compactIfNeeded(liveTimers: @autoclosure () -> [RestTimer], liveCount: Int) throws(SystemError) -> Bool {
        guard recordsSinceCompaction > max(compactionFloor, 2 * liveCount) else { return false }
        try rewrite(liveTimers())
        return true
    }

    // MARK: Internals

    /// The whole file in one buffer, read in as few calls as its size allows.
    private func read() throws(SystemError) -> JournalFormat.Replay {
        let readFD = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        if readFD < 0 {
            if errno == ENOENT { return JournalFormat.replay([]) }
            throw SystemError("open \(path)")
        }
        defer { close(readFD) }
        var status = stat()
        guard fstat(readFD, &status) == 0 else { throw SystemError("stat \(path)") }
        var data = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var length = 0
        while true {
            if length == data.count { data.append(contentsOf: repeatElement(0, count: data.count)) }
            let n = try SystemError.retrying("read \(path)") {
                data.withUnsafeMutableBytes { Glibc.read(readFD, $0.baseAddress! + length, $0.count - length) }
            }
            if n == 0 { break }
            length += n
        }
        data.removeLast(data.count - length)
        return JournalFormat.replay(data)
    }

    /// Writes a fresh journal holding `timers` and switches appends to it.
    private func rewrite(_ timers: some Collection<RestTimer>) throws(SystemError) {
        let temporary = path + ".tmp"
        let bytes = format.journal(of: timers)
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
        // The rename is durable once the directory is synced; until then
        // no commit may succeed (its records would be in a file the name
        // might not point to after a crash).
        directoryUnsynced = !syncDirectory()
        // Appends go on in the new file; the old descriptor is closed only now
        // so a failure above leaves the previous journal in use.
        if fd >= 0 { close(fd) }
        fd = -1
        let appendFD = Glibc.open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        close(tfd)
        guard appendFD >= 0 else { throw SystemError("open \(path)") }
        fd = appendFD
        recordsSinceCompaction = timers.count
        unsynced = false
    }

    /// Whether the directory was synced.
    private func syncDirectory() -> Bool {
        let dfd = Glibc.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dfd >= 0 else { return false }
        defer { close(dfd) }
        return fsync(dfd) == 0
    }

    private func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            offset += try SystemError.retrying("write \(path)") {
                bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            }
        }
    }
}
