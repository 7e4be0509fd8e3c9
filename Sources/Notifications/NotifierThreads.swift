import CLinux
#if canImport(Glibc)
import Glibc
#endif

/// A pthread mutex and condition. What the notifier's threads share is
/// guarded by these rather than by GLib's own locks, so that the thread
/// sanitizer sees every hand-over between them.
final class Monitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    func lock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits, with the lock held, until signalled or (with `seconds`) until
    /// that long has passed; false when the time ran out.
    @discardableResult
    func wait(seconds: Int? = nil) -> Bool {
        guard let seconds else {
            pthread_cond_wait(condition, mutex)
            return true
        }
        var until = timespec()
        clock_gettime(CLOCK_MONOTONIC, &until)
        until.tv_sec += seconds
        return pthread_cond_timedwait(condition, mutex, &until) != ETIMEDOUT
    }

    /// Releases the lock, which the caller holds, for `body`, and takes it back.
    func unlocked(_ body: () -> Void) {
        pthread_mutex_unlock(mutex)
        defer { pthread_mutex_lock(mutex) }
        body()
    }

    func signal() { pthread_cond_signal(condition) }
    func broadcast() { pthread_cond_broadcast(condition) }
}

/// Starts a named thread running `body`, with every signal blocked in it
/// (the daemon takes its signals through a signalfd on its own thread).
/// False when the system refuses another thread.
@discardableResult
func startThread(named name: String, _ body: @escaping @Sendable () -> Void) -> Bool {
    final class Box: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    let rc = gt_thread_start(name, { raw in
        Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
    }, box)
    if rc < 0 { Unmanaged<Box>.fromOpaque(box).release() }
    return rc == 0
}

/// The thread something was made on, for checking in debug builds that it
/// is used there only (a release build checks nothing).
struct OwningThread: @unchecked Sendable {
    private let owner = pthread_self()

    func check(_ function: StaticString = #function) {
        assert(pthread_equal(owner, pthread_self()) != 0, "\(function) is called off the thread that owns it")
    }
}
