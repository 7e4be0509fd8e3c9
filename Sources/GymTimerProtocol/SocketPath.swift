import Platform
#if canImport(Glibc)
import Glibc
#endif

/// Where the daemon listens. Client and daemon resolve it the same way:
/// `--socket PATH` > `GYM_TIMER_SOCKET` > `$XDG_RUNTIME_DIR/gym-timer/daemon.sock`
/// > `/tmp/gym-timer-$UID/daemon.sock`.
public struct SocketPath: Sendable, Equatable, CustomStringConvertible {
    /// `sockaddr_un.sun_path` holds 108 bytes including the terminating NUL.
    public static let maximumLength = 107

    public let path: String
    /// True when the path is the `/tmp` fallback, whose directory must be
    /// checked for ownership because anyone can create it first.
    public let isSharedTmpFallback: Bool

    public var description: String { path }
    public var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
    /// The lock file that decides which daemon owns this socket.
    public var lockPath: String { path + ".lock" }

    public init(explicit: String?, environment: [String: String], uid: UInt32) throws(SocketPathError) {
        if let path = BaseDirectory.resolve(explicit: explicit, variable: "GYM_TIMER_SOCKET", xdg: "XDG_RUNTIME_DIR",
                                            homeBase: nil, application: "gym-timer", leaf: "/daemon.sock",
                                            environment: environment) {
            self.path = path
            self.isSharedTmpFallback = false
        } else {
            // No runtime directory: a per-user directory under /tmp.
            self.path = "/tmp/gym-timer-\(uid)/daemon.sock"
            self.isSharedTmpFallback = true
        }
        if path.utf8.count > Self.maximumLength {
            throw .tooLong(path: path, length: path.utf8.count)
        }
    }

    public static func resolve(explicit: String?) throws(SocketPathError) -> SocketPath {
        try SocketPath(explicit: explicit, environment: currentEnvironment(), uid: getuid())
    }
}

public enum SocketPathError: Error, Equatable, CustomStringConvertible {
    case tooLong(path: String, length: Int)
    case unsafeDirectory(path: String, reason: String)

    public var description: String {
        switch self {
        case .tooLong(let path, let length):
            "socket path \(path) is \(length) bytes; Unix sockets allow at most \(SocketPath.maximumLength): choose a shorter --socket or GYM_TIMER_SOCKET"
        case .unsafeDirectory(let path, let reason):
            "refusing to use socket directory \(path): \(reason)"
        }
    }
}
