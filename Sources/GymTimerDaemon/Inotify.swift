import Platform
#if canImport(Glibc)
import Glibc
#endif

/// One inotify instance, as an event source of the loop: watches added by
/// path, and the events read whole, each as the watch it came from, its
/// mask and the name within the watched directory. The daemon's one reader
/// of inotify: the settings file, the sync folder and the bus socket all
/// wait on it, so none parses `struct inotify_event` again.
final class Inotify {
    struct Event {
        var watch: Int32
        var mask: UInt32
        /// The entry within the watched directory (empty for the directory itself).
        var name: String

        func has(_ flag: Int32) -> Bool { mask & UInt32(flag) != 0 }
        /// Events were lost: what is watched should be looked at again.
        var overflowed: Bool { has(IN_Q_OVERFLOW) }
        /// The watch ended: its directory was removed (or the watch was).
        var ended: Bool { has(IN_IGNORED) }
    }

    let fd: Int32

    init() throws(SystemError) {
        fd = Int32(try SystemError.check(inotify_init1(Int32(O_NONBLOCK | O_CLOEXEC)), "inotify_init1"))
    }

    deinit { close(fd) }

    /// Watches `path` for `mask`; the watch, or the error.
    func watch(_ path: String, _ mask: Int32) throws(SystemError) -> Int32 {
        Int32(try SystemError.check(inotify_add_watch(fd, path, UInt32(bitPattern: mask)), "watch \(path)"))
    }

    func unwatch(_ watch: Int32) { inotify_rm_watch(fd, watch) }

    /// Every event waiting, in order; none when nothing is.
    func drain() -> [Event] {
        var events: [Event] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        // struct inotify_event: wd, mask, cookie, len, then len bytes of NUL-padded name.
        let header = MemoryLayout<inotify_event>.size
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return events }
            var offset = 0
            while offset + header <= n {
                let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let name = String(decoding: buffer[(offset + header)..<min(n, offset + header + length)].prefix { $0 != 0 }, as: UTF8.self)
                events.append(Event(watch: watch, mask: mask, name: name))
                offset += header + length
            }
        }
    }
}
