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
    private var inotify: Inotify?
    private var source: EventLoop.Source?
    private weak var loop: EventLoop?

    init(path: String, onChange: @escaping () -> Void, warn: @escaping (String) -> Void) {
        let slash = path.lastIndex(of: "/")
        directory = slash.map { String(path[..<$0]) } ?? "."
        fileName = slash.map { path[path.index(after: $0)...] } ?? Substring(path)
        self.onChange = onChange
        self.warn = warn
    }

    /// Created, replaced, rewritten or removed.
    private static let events = IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE

    func start(on loop: EventLoop) throws(SystemError) {
        makeDirectories(directory)
        do {
            let inotify = try Inotify()
            _ = try inotify.watch(directory, Self.events)
            self.loop = loop
            source = try loop.add(inotify.fd) { [unowned self, unowned inotify] _ in
                if inotify.drain().contains(where: { $0.name == fileName }) { onChange() }
            }
            self.inotify = inotify
        } catch {
            warn("settings changes need `kill -HUP` to apply: cannot watch \(directory): \(error)")
            stop()
        }
    }

    /// Off the loop first, then closed.
    func stop() {
        if let source { loop?.remove(source) }
        source = nil
        inotify = nil
    }
}
