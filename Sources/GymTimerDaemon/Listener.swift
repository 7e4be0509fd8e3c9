import CLinux
import GymTimerProtocol
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// The listening socket: taken from systemd socket activation
/// (`LISTEN_FDS`/`LISTEN_PID`, fd 3) when present, else bound at the path.
/// Binding replaces a stale socket file, which only the lock holder may do.
struct Listener {
    let fd: Int32
    /// Whether the daemon created the socket file (and so removes it on exit).
    let ownsPath: Bool

    /// The socket systemd passed (`LISTEN_FDS`/`LISTEN_PID`), with the path it
    /// is bound to: that path, not the environment, names the daemon's socket.
    static func activated(environment: [String: String]) throws(StartupError) -> (Listener, String)? {
        guard let fds = environment["LISTEN_FDS"], let pid = environment["LISTEN_PID"],
              Int(pid) == Int(getpid()), let count = Int(fds), count >= 1 else { return nil }
        unsetenv("LISTEN_FDS")
        unsetenv("LISTEN_PID")
        unsetenv("LISTEN_FDNAMES")
        let fd: Int32 = 3
        var buffer = [CChar](repeating: 0, count: 256)
        guard gt_is_listening_unix_socket(fd) != 0, gt_socket_path(fd, &buffer, Int32(buffer.count)) == 0 else {
            throw StartupError("socket activation passed fd 3, which is not a listening Unix stream socket with a path")
        }
        _ = gt_set_nonblocking(fd)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return (Listener(fd: fd, ownsPath: false), String(cString: buffer))
    }

    static func open(_ socket: SocketPath) throws(StartupError) -> Listener {
        var st = stat()
        if lstat(socket.path, &st) == 0 {
            guard st.st_mode & S_IFMT == S_IFSOCK else {
                throw StartupError("\(socket.path) exists and is not a socket; remove it or choose another --socket")
            }
            unlink(socket.path) // stale: its daemon no longer holds the lock
        }
        let fd = gt_unix_listen(socket.path, 128, 0o600)
        guard fd >= 0 else {
            throw StartupError("cannot listen on \(socket.path): \(SystemError("bind", code: fd).description)")
        }
        return Listener(fd: fd, ownsPath: true)
    }
}

/// The lock beside the socket that makes one daemon per socket, however it
/// was started.
struct DaemonLock {
    let fd: Int32

    /// Nil when another daemon holds the lock.
    static func acquire(_ socket: SocketPath) throws(StartupError) -> DaemonLock? {
        let fd = gt_lock_file(socket.lockPath)
        if fd == -EWOULDBLOCK || fd == -EAGAIN { return nil }
        guard fd >= 0 else {
            throw StartupError("cannot lock \(socket.lockPath): \(SystemError("open", code: fd).description)")
        }
        return DaemonLock(fd: fd)
    }
}
