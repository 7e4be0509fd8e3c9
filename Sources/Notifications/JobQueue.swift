/// Which job may run next on the notifier's pool: pure bookkeeping, its
/// threads and locks are `ShowPool`'s.
///
/// Jobs with the same `key` (a notification id) run one at a time, in the
/// order given, since they act on one notification. An `exclusive` job
/// (setting libnotify up, or tearing it down) runs alone: the jobs queued
/// before it finish first, those after it wait for it. Any other job may run
/// beside the rest.
struct JobQueue<Job> {
    private struct Entry {
        var key: UInt32?
        var exclusive: Bool
        var job: Job
    }

    private var waiting: [Entry] = []
    private var busyKeys: Set<UInt32> = []
    private(set) var running = 0
    private var exclusiveRunning = false

    var isEmpty: Bool { waiting.isEmpty }

    mutating func append(_ job: Job, key: UInt32? = nil, exclusive: Bool = false) {
        waiting.append(Entry(key: key, exclusive: exclusive, job: job))
    }

    /// Whether a job could start now.
    var hasRunnable: Bool { runnableIndex() != nil }

    /// The first job that may start now, marked running; nil if none may.
    mutating func take() -> (job: Job, key: UInt32?, exclusive: Bool)? {
        guard let index = runnableIndex() else { return nil }
        let entry = waiting.remove(at: index)
        running += 1
        if entry.exclusive { exclusiveRunning = true }
        if let key = entry.key { busyKeys.insert(key) }
        return (entry.job, entry.key, entry.exclusive)
    }

    /// A job taken with `key` and `exclusive` has finished.
    mutating func finished(key: UInt32?, exclusive: Bool) {
        running -= 1
        if exclusive { exclusiveRunning = false }
        if let key { busyKeys.remove(key) }
    }

    private func runnableIndex() -> Int? {
        if exclusiveRunning { return nil }
        for (index, entry) in waiting.enumerated() {
            if entry.exclusive { return index == 0 && running == 0 ? index : nil }
            if let key = entry.key, busyKeys.contains(key) { continue }
            return index
        }
        return nil
    }
}
