import CLinux
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// What libnotify's threads report to the daemon's loop.
enum NotifierEvent: Sendable {
    /// The show asked for under `token` is done: shown, or failed with the
    /// D-Bus error's name when the failure came from the bus.
    case outcome(token: UInt64, NotifyOutcome, errorName: String?)
    /// The show under `token` has waited for the server longer than allowed.
    case stalled(token: UInt64)
    /// A button of notification `id` was pressed.
    case action(id: UInt32, RestNotification.Action)
    /// Notification `id` is gone from the screen.
    case closed(id: UInt32)
    /// What the server said of itself: capabilities, and "name version".
    case server(capabilities: Set<String>?, name: String?)
    /// What became of a chime the daemon played itself.
    case chime(ChimePlayer.Outcome)
}

/// Events from the notifier's threads, handed to the daemon's loop through
/// an eventfd it watches: the loop never waits for them, and they are
/// handled on its thread like everything else.
final class NotifierInbox: @unchecked Sendable {
    /// Readable while events wait.
    let fd: Int32
    private let monitor = Monitor()
    private var events: [NotifierEvent] = []

    init() throws(SystemError) {
        fd = Int32(try SystemError.check(gt_eventfd_create(), "create an eventfd for notifications"))
    }

    deinit { close(fd) }

    func post(_ event: NotifierEvent) {
        let first = monitor.lock {
            events.append(event)
            return events.count == 1
        }
        if first { _ = gt_eventfd_signal(fd) }
    }

    /// Everything posted so far, in order.
    func take() -> [NotifierEvent] {
        _ = gt_eventfd_drain(fd)
        return monitor.lock {
            defer { events.removeAll(keepingCapacity: true) }
            return events
        }
    }
}
