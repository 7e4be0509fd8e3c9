import CLinux
import GymTimerProtocol
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// A thin epoll wrapper: descriptors are registered under a token and
/// `wait` sleeps until one is ready, with no timeout, so an idle daemon makes
/// no wake-ups at all. Deadlines reach it through a timerfd like any other fd.
final class EventLoop {
    struct Ready {
        var token: UInt64
        var readable: Bool
        var writable: Bool
        var hangup: Bool
    }

    private let epfd: Int32
    private var datas = [UInt64](repeating: 0, count: 64)
    private var events = [UInt32](repeating: 0, count: 64)

    init() throws(SystemError) {
        epfd = Int32(try SystemError.check(gt_epoll_create(), "epoll_create"))
    }

    deinit { close(epfd) }

    /// Registers `fd`. Sockets we own also ask for peer hang-ups; the bus
    /// connection's descriptors are watched exactly as libdbus asks.
    func add(_ fd: Int32, token: UInt64, writable: Bool = false, readable: Bool? = nil) throws(SystemError) {
        let events = readable.map { ($0 ? GT_EPOLLIN : 0) | (writable ? GT_EPOLLOUT : 0) } ?? mask(writable)
        try SystemError.check(gt_epoll_add(epfd, fd, events, token), "epoll add")
    }

    func update(_ fd: Int32, token: UInt64, writable: Bool) {
        _ = gt_epoll_modify(epfd, fd, mask(writable), token)
    }

    func remove(_ fd: Int32) {
        _ = gt_epoll_remove(epfd, fd)
    }

    /// Sleeps until at least one registered descriptor is ready, or only
    /// looks (`sleep: false`) when the caller has work of its own waiting.
    func wait(sleep: Bool = true) throws(SystemError) -> [Ready] {
        let n = try SystemError.retryingShim("wait for events") {
            gt_epoll_wait(epfd, &datas, &events, Int32(datas.count), sleep ? -1 : 0)
        }
        return (0..<Int(n)).map { i in
            let e = events[i]
            return Ready(token: datas[i], readable: e & (GT_EPOLLIN | GT_EPOLLHUP | GT_EPOLLERR) != 0,
                         writable: e & GT_EPOLLOUT != 0,
                         hangup: e & (GT_EPOLLHUP | GT_EPOLLERR) != 0)
        }
    }

    private func mask(_ writable: Bool) -> UInt32 {
        GT_EPOLLIN | GT_EPOLLRDHUP | (writable ? GT_EPOLLOUT : 0)
    }
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
}
