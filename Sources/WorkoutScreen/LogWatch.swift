import Platform
#if canImport(Glibc)
import Glibc
#endif

/// Wakes the workout screen when the training log changes on disk, by this
/// process or another (`gym-timer log` in a second terminal, a sync): an
/// inotify watch on the log's directory for writes to the database and its
/// write-ahead log. The screen then reads the workout again, so a set
/// logged elsewhere shows as soon as it is saved, not at the next key.
final class LogWatch {
    let fd: Int32
    private let names: Set<String>

    /// Nil when the log has no file (in memory) or inotify is unavailable:
    /// the screen then reads the log at each key, as before.
    init?(databasePath: String?) {
        guard let path = databasePath, let slash = path.lastIndex(of: "/") else { return nil }
        let directory = String(path[..<slash]), file = String(path[path.index(after: slash)...])
        let fd = inotify_init1(Int32(O_NONBLOCK | O_CLOEXEC))
        guard fd >= 0 else { return nil }
        guard inotify_add_watch(fd, directory, UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)) >= 0 else {
            close(fd)
            return nil
        }
        self.fd = fd
        names = [file, file + "-wal"]
    }

    deinit { close(fd) }

    /// Reads every event waiting; whether one was about the log's files.
    func drain() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return changed }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= n {
                let (length, name) = buffer.withUnsafeBytes { raw -> (Int, String) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let bytes = raw[start..<min(n, start + Int(event.len))].prefix { $0 != 0 }
                    return (Int(event.len), String(decoding: bytes, as: UTF8.self))
                }
                if names.contains(name) { changed = true }
                offset += MemoryLayout<inotify_event>.size + length
            }
        }
    }
}
