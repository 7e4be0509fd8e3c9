import CLinux
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// SIGHUP, SIGTERM and SIGINT as events of the loop (a signalfd; the
/// signals are blocked for the process): a hang-up reloads the settings,
/// the others stop the daemon.
final class SignalWatch: DaemonPart {
    private let onHangup: () -> Void
    private let onTerminate: (Int32) -> Void
    private var fd: Int32 = -1

    init(onHangup: @escaping () -> Void, onTerminate: @escaping (Int32) -> Void) {
        self.onHangup = onHangup
        self.onTerminate = onTerminate
    }

    func start(on loop: EventLoop) throws(SystemError) {
        fd = Int32(try SystemError.check(gt_signalfd_termination(), "signalfd"))
        try loop.add(fd) { [unowned self] _ in
            while true {
                let signo = gt_signalfd_read(fd)
                if signo < 0 { return }
                if signo == SIGHUP { onHangup() } else { onTerminate(signo) }
            }
        }
    }

    func stop() { if fd >= 0 { close(fd) } }
}
