import CLinux
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// A `gym-timer` command the daemon runs beside itself — `sync` when the
/// folder changes, the set a notification's Done logs — followed through a
/// pidfd on the event loop: the daemon never waits for it, and hears when
/// it ends. Its output goes to a log file in the state directory.
final class ChildRun {
    let pid: Int32
    private let pidfd: Int32
    private weak var loop: EventLoop?
    private var source: EventLoop.Source?
    private let ended: (Int32) -> Void

    /// How a run ended: its exit status, or the signal that ended it.
    enum Exit: Equatable { case status(Int32), signal(Int32) }

    /// Starts `command` with `arguments`, its output appended to `logPath`;
    /// `ended` is called on the loop once it exits, with its pid. Why not, when it could
    /// not be started or followed (a child no pidfd follows is never reaped
    /// but by a SIGCHLD handler, which the daemon does without).
    static func start(_ command: String, _ arguments: [String], logPath: String, on loop: EventLoop,
                      ended: @escaping (_ pid: Int32, Exit) -> Void) -> Result<ChildRun, SystemError> {
        let log = openLog(logPath)
        defer { if log >= 0 { close(log) } }
        var argv: [UnsafeMutablePointer<CChar>?] = ([command] + arguments).map { word in word.withCString { strdup($0) } }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        let pid = gt_spawn_child(command, &argv, nil, -1, log)
        guard pid > 0 else { return .failure(SystemError("start \(command)", code: Int32(-pid))) }
        let pidfd = gt_pidfd_open(Int32(pid))
        guard pidfd >= 0 else { return .failure(SystemError("follow \(command) (pid \(pid))", code: -pidfd)) }
        let run = ChildRun(pid: Int32(pid), pidfd: pidfd, loop: loop) { status in
            let signal = status & 0x7f
            ended(Int32(pid), signal != 0 ? .signal(signal) : .status((status >> 8) & 0xff))
        }
        do {
            run.source = try loop.add(pidfd) { [unowned run] _ in run.reap() }
        } catch {
            close(pidfd)
            return .failure(SystemError("follow \(command) (pid \(pid)): the event loop refused it", code: EINVAL))
        }
        return .success(run)
    }

    private init(pid: Int32, pidfd: Int32, loop: EventLoop, ended: @escaping (Int32) -> Void) {
        self.pid = pid
        self.pidfd = pidfd
        self.loop = loop
        self.ended = ended
    }

    /// Stops following it; it is not killed (it finishes what it does).
    func abandon() {
        if let source { loop?.remove(source) }
        source = nil
        close(pidfd)
    }

    /// The pidfd is readable: it ended.
    private func reap() {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        // Not ended after all; the level-triggered pidfd says when it does.
        if result == 0 || (result < 0 && errno == EINTR) { return }
        abandon()
        if result == pid { ended(status) }
    }

    /// Appended to, emptied first once past `logLimit`.
    private static func openLog(_ path: String) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        var st = stat()
        if fd >= 0, fstat(fd, &st) == 0, Int(st.st_size) > logLimit { _ = ftruncate(fd, 0) }
        return fd
    }

    /// How large a run's log grows before it starts afresh, so a failure repeated for months cannot fill the disk.
    static let logLimit = 1 << 20

    /// The `gym-timer` a run starts: `GYM_TIMER_SYNC_COMMAND` (for tests),
    /// else the one beside this executable (as the command line finds the
    /// daemon), else the first on `PATH`.
    static func command(environment: [String: String]) -> String? {
        if let command = environment["GYM_TIMER_SYNC_COMMAND"], !command.isEmpty { return command }
        return companionExecutable("gym-timer", environment: environment)
    }
}
