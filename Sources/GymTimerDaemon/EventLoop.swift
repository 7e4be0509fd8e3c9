import CLinux
import GymTimerProtocol
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// epoll with handlers: each part of the daemon registers its descriptors
/// with the handler that serves them (`loop.add(fd) { ready in … }`, as
/// sd-event and mako do), so the loop knows no event source by name. It
/// sleeps until a descriptor is ready, with no timeout: an idle daemon makes
/// no wake-ups at all, and deadlines reach it through a timerfd like any
/// other descriptor.
final class EventLoop {
    /// What a descriptor is ready for.
    struct Ready {
        var readable: Bool
        var writable: Bool
        var hangup: Bool
    }

    typealias Handler = (Ready) -> Void

    /// A registered descriptor. Its token is never reused: an event still in
    /// a batch for a source removed meanwhile reaches nobody, not the
    /// source that took its descriptor number.
    struct Source: Hashable {
        fileprivate let token: UInt64
        let fd: Int32
    }

    private struct Entry {
        let urgent: Bool
        let handler: Handler
    }

    private let epfd: Int32
    private var entries: [UInt64: Entry] = [:]
    private var nextToken: UInt64 = 1
    private var datas = [UInt64](repeating: 0, count: 64)
    private var events = [UInt32](repeating: 0, count: 64)

    init() throws(SystemError) {
        epfd = Int32(try SystemError.check(gt_epoll_create(), "epoll_create"))
    }

    deinit { close(epfd) }

    /// Registers `fd` with its handler. Sockets we own also ask for peer
    /// hang-ups; the bus connection's descriptors are watched exactly as
    /// libdbus asks (`readable` given). An `urgent` source's handler runs
    /// before any other of the same turn (deadlines: nothing may delay a
    /// notification).
    @discardableResult
    func add(_ fd: Int32, writable: Bool = false, readable: Bool? = nil, urgent: Bool = false,
             _ handler: @escaping Handler) throws(SystemError) -> Source {
        let token = nextToken
        nextToken += 1
        let events = readable.map { ($0 ? GT_EPOLLIN : 0) | (writable ? GT_EPOLLOUT : 0) } ?? mask(writable)
        try SystemError.check(gt_epoll_add(epfd, fd, events, token), "epoll add")
        entries[token] = Entry(urgent: urgent, handler: handler)
        return Source(token: token, fd: fd)
    }

    func update(_ source: Source, writable: Bool) {
        _ = gt_epoll_modify(epfd, source.fd, mask(writable), source.token)
    }

    func remove(_ source: Source) {
        guard entries.removeValue(forKey: source.token) != nil else { return }
        _ = gt_epoll_remove(epfd, source.fd)
    }

    /// One turn: sleeps until at least one descriptor is ready, or only looks
    /// (`sleep: false`) when the caller has work of its own waiting, then
    /// runs the handlers of what is ready, urgent ones first.
    func dispatch(sleep: Bool = true) throws(SystemError) {
        let n = Int(try SystemError.retryingShim("wait for events") {
            gt_epoll_wait(epfd, &datas, &events, Int32(datas.count), sleep ? -1 : 0)
        })
        let batch = (0..<n).map { i in
            let e = events[i]
            return (token: datas[i], ready: Ready(readable: e & (GT_EPOLLIN | GT_EPOLLHUP | GT_EPOLLERR) != 0,
                                                  writable: e & GT_EPOLLOUT != 0,
                                                  hangup: e & (GT_EPOLLHUP | GT_EPOLLERR) != 0))
        }
        for urgent in [true, false] {
            // Looked up as each runs: an earlier handler may have removed a source.
            for (token, ready) in batch {
                if let entry = entries[token], entry.urgent == urgent { entry.handler(ready) }
            }
        }
    }

    private func mask(_ writable: Bool) -> UInt32 {
        GT_EPOLLIN | GT_EPOLLRDHUP | (writable ? GT_EPOLLOUT : 0)
    }
}

/// A piece of the running daemon with its own event sources: it registers
/// them on `start` and lets go of them on `stop`. The daemon starts its
/// parts in order and stops them in reverse.
protocol DaemonPart: AnyObject {
    func start(on loop: EventLoop) throws(SystemError)
    func stop()
}

/// A `CLOCK_BOOTTIME` timerfd: the only way deadlines wake the loop. Boot
/// time keeps counting through suspend, so a deadline that passed while the
/// machine slept fires right after resume.
final class DeadlineAlarm {
    let fd: Int32
    private var armed: Int64 = 0

    init() throws(SystemError) {
        fd = Int32(try SystemError.check(gt_timerfd_create_boottime(), "timerfd_create"))
    }

    deinit { close(fd) }

    /// Arms for an absolute boot-time instant, or disarms with nil.
    func arm(at boottime: Int64?) {
        let target = boottime.map { max($0, 1) } ?? 0
        guard target != armed else { return }
        armed = target
        _ = gt_timerfd_arm(fd, target)
    }

    func acknowledge() {
        _ = gt_timerfd_drain(fd)
        armed = 0
    }

    var isArmed: Bool { armed != 0 }
}
