/// Threads that make libnotify's blocking calls, several at once.
///
/// `notify_notification_show` waits for the server's reply (14 ms on
/// average with dunst, 70 ms and more while it draws a burst), so one thread
/// would make every notification wait behind the previous one's round trip.
/// Each job runs on an idle thread, or on a new one up to `maximumThreads`;
/// threads beyond `keptThreads` end after `idleSeconds` without work. Which
/// job may run when is `JobQueue`'s rule (one at a time per notification,
/// set-up and tear-down alone).
final class ShowPool: @unchecked Sendable {
    let maximumThreads: Int
    let keptThreads: Int
    let idleSeconds: Int
    private let name: String

    // Guarded by `monitor`.
    private let monitor = Monitor()
    private var queue = JobQueue<@Sendable () -> Void>()
    private var threads = 0
    private var idle = 0
    /// Idle threads already woken for a job and not yet awake.
    private var wakeups = 0

    init(name: String, maximumThreads: Int = 32, keptThreads: Int = 2, idleSeconds: Int = 30) {
        self.name = name
        self.maximumThreads = maximumThreads
        self.keptThreads = keptThreads
        self.idleSeconds = idleSeconds
    }

    /// Queues `work`; it starts at once unless `JobQueue` holds it back or
    /// every thread allowed is busy.
    func submit(key: UInt32? = nil, exclusive: Bool = false, _ work: @escaping @Sendable () -> Void) {
        let spawn: Bool = monitor.lock {
            queue.append(work, key: key, exclusive: exclusive)
            if idle > wakeups {
                wakeups += 1
                monitor.signal()
                return false
            }
            guard threads < maximumThreads else { return false }
            threads += 1
            return true
        }
        if spawn, !startThread(named: name, { [self] in serve() }) {
            monitor.lock { threads -= 1 }
        }
    }

    /// A pool thread's life: run jobs as they become runnable.
    private func serve() {
        monitor.lock {
            while true {
                if let (job, key, exclusive) = queue.take() {
                    monitor.unlocked { job() }
                    queue.finished(key: key, exclusive: exclusive)
                    // A job that waited on this one's key, or on all running
                    // jobs for an exclusive one, may start now.
                    if !queue.isEmpty { monitor.broadcast() }
                    continue
                }
                idle += 1
                let spare = threads > keptThreads
                let woken = monitor.wait(seconds: spare ? idleSeconds : nil)
                idle -= 1
                if wakeups > 0 { wakeups -= 1 }
                if !woken, threads > keptThreads, !queue.hasRunnable {
                    threads -= 1
                    return
                }
            }
        }
    }
}
