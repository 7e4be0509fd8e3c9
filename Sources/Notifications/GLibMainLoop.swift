import CLibNotify
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// The process's default GLib main context, run by a thread of its own and
/// by nothing else. libnotify's D-Bus proxy delivers `ActionInvoked` and
/// `NotificationClosed` there, and libnotify's objects are finished there,
/// after whatever signal is being delivered to them. Other threads queue
/// work for it (`run`), done in the order queued.
final class GLibMainLoop: @unchecked Sendable {
    /// Guards `queued` and `thread`; taken with no other lock held.
    private let monitor = Monitor()
    private var queued: [@Sendable () -> Void] = []
    private var thread: pthread_t?

    /// Starts the thread, named `name`, and returns once it runs the loop's
    /// context (work queued from now on is done).
    init(name: String) throws(SystemError) {
        let running = Completion()
        let started = startThread(named: name) { [self] in
            monitor.lock { thread = pthread_self() }
            running.finish()
            g_main_loop_run(g_main_loop_new(nil, 0))
        }
        guard started else { throw SystemError("start the \(name) thread", code: EAGAIN) }
        running.wait()
    }

    /// Whether the caller is the loop's thread.
    var isCurrent: Bool {
        monitor.lock { thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
    }

    /// Stops a debug build when `function` is called off the loop's thread.
    func assertCurrent(_ function: StaticString = #function) {
        assert(isCurrent, "\(function) runs on the GLib main loop's thread only")
    }

    /// Runs `work` on the loop's thread, after the work queued before it.
    func run(_ work: @escaping @Sendable () -> Void) {
        monitor.lock { queued.append(work) }
        g_idle_add_full(G_PRIORITY_DEFAULT, { data in
            Unmanaged<GLibMainLoop>.fromOpaque(data!).takeUnretainedValue().runQueued()
            return 0 // G_SOURCE_REMOVE
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// `run`, and waits until `work` is done. Never from the loop's thread.
    func runAndWait(_ work: @escaping @Sendable () -> Void) {
        assert(!isCurrent, "runAndWait on the loop's own thread would wait forever")
        let done = Completion()
        run {
            work()
            done.finish()
        }
        done.wait()
    }

    /// A source that calls `fired` on the loop's thread once `milliseconds`
    /// have passed from `start(_:)`, unless it is destroyed first.
    func timeout(milliseconds: UInt32, _ fired: @convention(c) (UnsafeMutableRawPointer?) -> gboolean,
                 context: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GSource> {
        let source = g_timeout_source_new(milliseconds)!
        g_source_set_callback(source, fired, context, nil)
        return source
    }

    /// Starts a source made by `timeout` (GLib's context lock: not with another held).
    func start(_ source: UnsafeMutablePointer<GSource>) {
        g_source_attach(source, nil)
    }

    private func runQueued() {
        let work = monitor.lock {
            defer { queued.removeAll() }
            return queued
        }
        for item in work { item() }
    }
}

/// One thread waiting for another to have done something.
final class Completion: @unchecked Sendable {
    private let monitor = Monitor()
    private var finished = false

    func finish() {
        monitor.lock {
            finished = true
            monitor.broadcast()
        }
    }

    func wait() {
        monitor.lock { while !finished { monitor.wait() } }
    }

    /// Waits at most `seconds`; whether it was done by then.
    func wait(seconds: Int) -> Bool {
        monitor.lock {
            while !finished { if !monitor.wait(seconds: seconds) { return finished } }
            return true
        }
    }
}
