import CLinux
import GymTimerProtocol
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// Waits, without polling, for the session bus's socket to appear: inotify
/// on its directory. A daemon started before the desktop's bus, or left
/// without one when it went away, connects as soon as it is back.
final class BusSocketWatch {
    /// The socket the bus listens on, and the address to connect to it.
    let socketPath: String
    let address: String
    private let inotify: Inotify
    var fd: Int32 { inotify.fd }
    private let name: String

    /// The bus socket `environment` points at: the path in a
    /// `unix:path=` address, else `$XDG_RUNTIME_DIR/bus`. nil when there is
    /// nothing to watch (an abstract or TCP address, no runtime directory).
    static func socket(environment: [String: String]) -> (path: String, address: String)? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty {
            for part in address.split(separator: ";") where part.hasPrefix("unix:") {
                for key in part.dropFirst(5).split(separator: ",") where key.hasPrefix("path=") {
                    return (String(key.dropFirst(5)), address)
                }
            }
            return nil
        }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        return (runtime + "/bus", "unix:path=" + runtime + "/bus")
    }

    init(socketPath: String, address: String) throws(SystemError) {
        self.socketPath = socketPath
        self.address = address
        let slash = socketPath.lastIndex(of: "/")
        let directory = slash.map { String(socketPath[..<$0]) } ?? "."
        name = slash.map { String(socketPath[socketPath.index(after: $0)...]) } ?? socketPath
        inotify = try Inotify()
        _ = try inotify.watch(directory.isEmpty ? "/" : directory, IN_CREATE | IN_MOVED_TO | IN_ATTRIB)
    }

    /// Whether the events since the last call touched the socket. An
    /// overflowed queue may have lost that event, and a removed directory
    /// ends the watch: either way, look now.
    func touched() -> Bool {
        inotify.drain().contains { $0.name == name || $0.overflowed || $0.ended }
    }

    var exists: Bool { access(socketPath, F_OK) == 0 }
}
