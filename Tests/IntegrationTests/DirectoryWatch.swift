import Foundation

/// Events in one directory through inotify, so a test can act the moment the
/// program under test touches a file instead of guessing with a delay.
final class DirectoryWatch {
    private let fd: Int32
    private var pending: [String] = []

    init(_ directory: String, _ mask: Int32) throws {
        fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { throw HarnessError("inotify_init1 failed") }
        guard inotify_add_watch(fd, directory, UInt32(mask)) >= 0 else {
            close(fd)
            throw HarnessError("cannot watch \(directory)")
        }
    }
    deinit { close(fd) }

    /// The name of the next file an event was about, or nil after
    /// `milliseconds` without one.
    func next(milliseconds: Int32) -> String? {
        if pending.isEmpty {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, milliseconds) > 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: 8192)
            let n = read(fd, &buffer, buffer.count)
            var offset = 0
            // struct inotify_event: wd, mask, cookie, len (4 bytes each), then the name.
            while offset + 16 <= n {
                let length = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8
                    | Int(buffer[offset + 14]) << 16 | Int(buffer[offset + 15]) << 24
                pending.append(String(decoding: buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self))
                offset += 16 + length
            }
        }
        return pending.isEmpty ? nil : pending.removeFirst()
    }

    /// Blocks until an event about `name`.
    func waitFor(_ name: String, timeout seconds: Int32) throws {
        let end = Date().addingTimeInterval(Double(seconds))
        while Date() < end {
            if next(milliseconds: 100) == name { return }
        }
        throw HarnessError("nothing happened to \(name) within \(seconds) s")
    }
}
