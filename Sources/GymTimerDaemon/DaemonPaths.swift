import GymTimerConfig
import GymTimerProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Creates the state directory the daemon keeps its journal in.
enum StateDirectoryPreparation {
    static func prepare(_ path: String) throws(StartupError) {
        makeDirectories(path)
        var st = stat()
        guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else {
            throw StartupError("cannot create state directory \(path): \(String(cString: strerror(errno)))")
        }
    }
}

/// The socket's directory: created 0700; the shared `/tmp` fallback is
/// refused if it is a symlink, belongs to someone else or is open to others,
/// since anyone may have created it first.
enum SocketDirectory {
    static func prepare(_ socket: SocketPath) throws(StartupError) {
        let dir = socket.directory
        makeDirectories(dir)
        var st = stat()
        guard lstat(dir, &st) == 0 else {
            throw StartupError("cannot create socket directory \(dir): \(String(cString: strerror(errno)))")
        }
        guard socket.isSharedTmpFallback else { return }
        if st.st_mode & S_IFMT == S_IFLNK {
            throw StartupError("refusing socket directory \(dir): it is a symlink; remove it or set XDG_RUNTIME_DIR")
        }
        if st.st_uid != getuid() {
            throw StartupError("refusing socket directory \(dir): it belongs to uid \(st.st_uid); remove it or set XDG_RUNTIME_DIR")
        }
        if st.st_mode & 0o077 != 0 {
            chmod(dir, 0o700)
        }
    }
}
