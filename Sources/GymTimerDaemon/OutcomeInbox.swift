import GymTimerProtocol
import CLinux
import Notifications
import Synchronization

/// Carries notifier results from the notifier thread to the loop thread:
/// a locked queue plus an eventfd that wakes the loop.
final class OutcomeInbox: Sendable {
    let fd: Int32
    private let queue = Mutex<[(UInt64, NotifyOutcome)]>([])

    init() throws(SystemError) {
        fd = Int32(try SystemError.check(gt_eventfd_create(), "eventfd"))
    }

    func post(_ token: UInt64, _ outcome: NotifyOutcome) {
        queue.withLock { $0.append((token, outcome)) }
        _ = gt_eventfd_signal(fd)
    }

    func take() -> [(UInt64, NotifyOutcome)] {
        _ = gt_eventfd_drain(fd)
        return queue.withLock { q in
            defer { q.removeAll() }
            return q
        }
    }
}
