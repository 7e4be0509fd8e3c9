/// Threads that make libnotify's blocking calls, several at once.
///
/// `notify_notification_show` waits for the server's reply (14 ms on
/// average with dunst, 70 ms and more while it draws a burst), so one thread
/// would make every notification wait behind the previous one's round trip.
/// Each job runs on an idle thread, or on a new one up to `maximumThreads`;
/// threads beyond `keptThreads` end after `idleSeconds` without work.
///
/// Jobs with the same `key` (a notification id) run one at a time, in the
/// order given, since they act on one notification object. An `exclusive`
/// job (setting libnotify up, or tearing it down) runs alone: the jobs
/// queued before it finish first, those after it wait for it.
final class ShowPool: @unchecked Sendable {
    private struct Job {
        var key: UInt32?
        var exclusive: Bool
        var work: @Sendable () -> Void
    }

    let maximumThreads: Int
    let keptThreads: Int
    let idleSeconds: Int
    private let name: String

    // Guarded by `monitor`.
    private let monitor = Monitor()
    private var queue: [Job] = []
    private var busyKeys: Set<UInt32> = []
    private var running = 0
    private var exclusiveRunning = false
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

    /// Queues `work`; it starts at once unless its key is busy, an exclusive
    /// job is ahead of it, or every thread allowed is busy.
    func submit(key: UInt32? = nil, exclusive: Bool = false, _ work: @escaping @Sendable () -> Void) {
        let spawn: Bool = monitor.lock {
            queue.append(Job(key: key, exclusive: exclusive, work: work))
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

    /// Threads running now (for tests and status).
    var threadCount: Int { monitor.lock { threads } }

    /// A pool thread's life: run jobs as they become runnable.
    private func serve() {
        monitor.lock {
            while true {
                if let job = takeRunnable() {
                    running += 1
                    if job.exclusive { exclusiveRunning = true }
                    if let key = job.key { busyKeys.insert(key) }
                    monitor.unlocked { job.work() }
                    running -= 1
                    if job.exclusive { exclusiveRunning = false }
                    if let key = job.key { busyKeys.remove(key) }
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
                if !woken, threads > keptThreads, !hasRunnable() {
                    threads -= 1
                    return
                }
            }
        }
    }

    /// The first job that may start now, taken off the queue. Lock held.
    private func takeRunnable() -> Job? {
        guard let index = runnableIndex() else { return nil }
        return queue.remove(at: index)
    }

    private func hasRunnable() -> Bool { runnableIndex() != nil }

    private func runnableIndex() -> Int? {
        if exclusiveRunning { return nil }
        for (index, job) in queue.enumerated() {
            if job.exclusive { return index == 0 && running == 0 ? index : nil }
            if let key = job.key, busyKeys.contains(key) { continue }
            return index
        }
        return nil
    }
}
