import Platform
#if canImport(Glibc)
import Glibc
#endif

/// Where the daemon listens. Client and daemon resolve it the same way:
/// `--socket PATH` > `GYM_TIMER_SOCKET` > `$XDG_RUNTIME_DIR/gym-timer/daemon.sock`
/// > `/run/user/$UID/gym-timer/daemon.sock` (the runtime directory the
/// login manager made, when it is this user's alone) > `/tmp/gym-timer-$UID/daemon.sock`.
///
/// The `/run/user` step is for a daemon started by D-Bus activation from a
/// bus whose environment lacks `XDG_RUNTIME_DIR` (a session bus started by
/// hand, an old `dbus-launch`): it finds the directory the shell's
/// `XDG_RUNTIME_DIR` names, so it listens where the command line looks and
/// there is one daemon with one set of timers, not two.
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

    /// `runtimeRoot`: where login managers make each user's runtime
    /// directory (a test's own directory in tests).
    public init(explicit: String?, environment: [String: String], uid: UInt32,
                runtimeRoot: String = "/run/user") throws(SocketPathError) {
        if let path = BaseDirectory.resolve(explicit: explicit, variable: "GYM_TIMER_SOCKET", xdg: "XDG_RUNTIME_DIR",
                                            homeBase: nil, application: "gym-timer", leaf: "/daemon.sock",
                                            environment: environment) {
            self.path = path
            self.isSharedTmpFallback = false
        } else if let runtime = Self.ownRuntimeDirectory(root: runtimeRoot, uid: uid) {
            self.path = runtime + "/gym-timer/daemon.sock"
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

    /// `root/UID` when it is a directory of `uid`'s that nobody else may
    /// enter (mode 0700, as logind makes it); nil otherwise.
    static func ownRuntimeDirectory(root: String, uid: UInt32) -> String? {
        let path = root + "/\(uid)"
        var st = stat()
        guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR, st.st_uid == uid, st.st_mode & 0o077 == 0 else { return nil }
        return path
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
