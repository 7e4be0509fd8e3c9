import GymTimerConfig
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// The settings file as an event of the loop, so `gym-timer config set`
/// (or an editor) takes effect for the next notification without a
/// SIGHUP. The watch is on the file's directory: both replace the file by
/// renaming a new one over it, which a watch on the file itself would lose.
/// A watch that cannot be set up costs only this convenience: the daemon
/// says so and SIGHUP still reloads.
final class ConfigWatch: DaemonPart {
    private let directory: String
    private let fileName: Substring
    private let onChange: () -> Void
    private let warn: (String) -> Void
    private var fd: Int32 = -1

    init(path: String, onChange: @escaping () -> Void, warn: @escaping (String) -> Void) {
        let slash = path.lastIndex(of: "/")
        directory = slash.map { String(path[..<$0]) } ?? "."
        fileName = slash.map { path[path.index(after: $0)...] } ?? Substring(path)
        self.onChange = onChange
        self.warn = warn
    }

    /// Created, replaced, rewritten or removed.
    private static let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE)

    func start(on loop: EventLoop) throws(SystemError) {
        makeDirectories(directory)
        do {
            fd = Int32(try SystemError.check(inotify_init1(Int32(O_NONBLOCK | O_CLOEXEC)), "inotify_init1"))
            try SystemError.check(inotify_add_watch(fd, directory, Self.events), "inotify_add_watch \(directory)")
            try loop.add(fd) { [unowned self] _ in if settingsFileChanged() { onChange() } }
        } catch {
            warn("settings changes need `kill -HUP` to apply: cannot watch \(directory): \(error)")
            stop()
        }
    }

    /// Drains the watch; whether any event was about the settings file.
    private func settingsFileChanged() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return changed }
            var offset = 0
            // struct inotify_event: wd, mask, cookie, len, then len bytes of NUL-padded name.
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= n {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                let name = buffer[(offset + header)..<min(n, offset + header + length)].prefix { $0 != 0 }
                if String(decoding: name, as: UTF8.self) == fileName { changed = true }
                offset += header + length
            }
        }
    }

    func stop() {
        if fd >= 0 { close(fd) }
        fd = -1
    }
}
