import HeapModule

/// A change to persist: the daemon appends every change a mutation makes to
/// the journal before acknowledging the request.
public enum TimerChange: Codable, Sendable, Equatable {
    case put(timer: RestTimer)
    case remove(name: String)
}

/// A timer that reached its deadline and should be announced.
public struct Expiry: Sendable, Equatable {
    public var timer: RestTimer
    /// How long ago the deadline passed (0 when fired on time).
    public var overdue: Nanoseconds

    public init(timer: RestTimer, overdue: Nanoseconds) {
        self.timer = timer
        self.overdue = overdue
    }
}

public enum TimerBookError: Error, Equatable, CustomStringConvertible {
    case unknownTimer(String)
    case wrongState(String)

    public var description: String {
        switch self {
        case .unknownTimer(let name): "no timer named \"\(name)\""
        case .wrongState(let message): message
        }
    }
}

/// All timers and the rules that move them: start, replace, stop, pause,
/// resume, adjust, expire, purge. Pure logic over an injected clock reading;
/// every mutation is recorded in `changes` for the journal.
public struct TimerBook: Sendable {
    /// A finished timer stays listed this long, unless stopped or replaced.
    public static let finishedRetention: Nanoseconds = 3600 * .perSecond

    public private(set) var timers = TimerTable()
    /// Changes not yet taken by `takeChanges()`.
    public private(set) var changes: [TimerChange] = []
    /// Running timers whose warning time came, not yet taken by `takeWarnings()`.
    public private(set) var warnings: [RestTimer] = []
    /// Finished rests whose workout reminder came, not yet taken by `takeReminders()`.
    public private(set) var reminders: [RestTimer] = []
    /// Running timers whose end is `cueLead` away, not yet taken by `takeCues()`.
    public private(set) var cues: [RestTimer] = []
    /// How long before its end the next timer to end is cued (the daemon
    /// readies its chime then); nil, no cues. Only the soonest end is cued,
    /// from the wake-ups already kept: 100,000 timers cost nothing more.
    public var cueLead: Nanoseconds?
    /// The end last cued, so that each is cued once.
    private var cuedEnd: (name: String, generation: UInt64)?

    private var wakeups = Heap<Wakeup>()
    private var nextGeneration: UInt64 = 0

    public init() {}

    // MARK: Queries

    public var count: Int { timers.count }

    /// Timers ordered by name, for listings.
    public func sorted() -> [RestTimer] {
        timers.values.sorted { $0.name < $1.name }
    }

    /// Names ordered for listings, without copying the timers.
    public func sortedNames() -> [String] {
        // Sorted in place: `sorted()` would hold a second copy of every
        // name (1.6 MB with 100,000 timers) at the listing's peak.
        var names = timers.values.map(\.name)
        names.sort()
        return names
    }

    /// The next `CLOCK_BOOTTIME` instant at which `expire`/`purge` has work.
    public mutating func nextWakeup() -> Nanoseconds? {
        guard let top = currentTop() else { return nil }
        return min(cueTime(for: top) ?? top.boottime, top.boottime)
    }

    /// The earliest wake-up still current, the superseded above it dropped.
    private mutating func currentTop() -> Wakeup? {
        while let top = wakeups.min {
            if isCurrent(top) { return top }
            _ = wakeups.removeMin()
        }
        return nil
    }

    /// Cues the soonest end once its cue time has come, while it is still
    /// ahead (a wake-up in between, a resume with little left: cued late
    /// rather than not at all; an end already passed is not cued).
    private mutating func giveCue(at now: ClockReading) {
        guard let top = currentTop(), let cue = cueTime(for: top), cue <= now.boottime else { return }
        cuedEnd = (top.name, top.generation)
        if now.boottime < top.boottime, let timer = timers[top.name] { cues.append(timer) }
    }

    /// When `top`, a running timer's end not yet cued, is to be cued: its
    /// lead before the end, or its start when it is shorter.
    private func cueTime(for top: Wakeup) -> Nanoseconds? {
        guard let lead = cueLead, top.kind == .end, let timer = timers[top.name], case .running = timer.phase,
              cuedEnd.map({ $0.name != top.name || $0.generation != top.generation }) ?? true else { return nil }
        return top.boottime - min(lead, timer.duration)
    }

    // MARK: Mutations

    /// Starts `name`, replacing any timer of that name. Returns the replaced one.
    @discardableResult
    public mutating func start(name: String, label: String, duration: Nanoseconds, warnBefore: Nanoseconds? = nil,
                               rest: Nanoseconds? = nil, followUp: FollowUp? = nil, at now: ClockReading) -> RestTimer? {
        let replaced = timers[name]
        let timer = RestTimer(name: name, label: label, duration: duration,
                              phase: .running(until: Deadline(after: duration, from: now)),
                              warnBefore: warnBefore.flatMap { $0 > 0 ? $0 : nil },
                              rest: rest == duration ? nil : rest, followUp: followUp)
        put(timer)
        return replaced
    }

    public mutating func stop(name: String) throws(TimerBookError) -> RestTimer {
        guard let timer = timers[name] else { throw .unknownTimer(name) }
        remove(name)
        return timer
    }

    public mutating func stopAll() -> [RestTimer] {
        let all = sorted()
        for timer in all { remove(timer.name) }
        return all
    }

    /// Adds (or with a negative value, subtracts) time. A running timer moved
    /// to or past now expires at the next `expire`; a paused one stops at 0.
    public mutating func adjust(name: String, by delta: Nanoseconds, at now: ClockReading) throws(TimerBookError) -> RestTimer {
        guard var timer = timers[name] else { throw .unknownTimer(name) }
        switch timer.phase {
        case .running(var deadline):
            let left = deadline.remaining(at: now)
            let target = max(0, left + delta)
            deadline.boottime += target - left
            deadline.wall += target - left
            timer.phase = .running(until: deadline)
        case .paused(let remaining):
            timer.phase = .paused(remaining: max(0, remaining + delta))
        case .finished:
            throw .wrongState("timer \"\(name)\" has finished; start it again instead")
        }
        timer.duration = max(0, timer.duration + delta)
        put(timer)
        return timer
    }

    public mutating func pause(name: String, at now: ClockReading) throws(TimerBookError) -> RestTimer {
        guard var timer = timers[name] else { throw .unknownTimer(name) }
        guard case .running(let deadline) = timer.phase else {
            throw .wrongState("timer \"\(name)\" is not running")
        }
        timer.phase = .paused(remaining: max(0, deadline.remaining(at: now)))
        put(timer)
        return timer
    }

    public mutating func resume(name: String, at now: ClockReading) throws(TimerBookError) -> RestTimer {
        guard var timer = timers[name] else { throw .unknownTimer(name) }
        guard case .paused(let remaining) = timer.phase else {
            throw .wrongState("timer \"\(name)\" is not paused")
        }
        timer.phase = .running(until: Deadline(after: remaining, from: now))
        put(timer)
        return timer
    }

    /// Moves every running timer whose deadline has passed to `finished`
    /// (not yet notified) and returns them, earliest first.
    public mutating func expire(at now: ClockReading) -> [Expiry] {
        giveCue(at: now)
        defer { giveCue(at: now) }
        var due: [Expiry] = []
        while let top = wakeups.min, top.boottime <= now.boottime {
            _ = wakeups.removeMin()
            guard isCurrent(top), var timer = timers[top.name] else { continue }
            switch top.kind {
            case .warning:
                // A warning is worth giving only near its moment, not after a restart.
                if case .running = timer.phase, now.boottime - top.boottime <= Self.warningLatitude { warnings.append(timer) }
                continue
            case .reminder:
                if case .finished = timer.phase, timer.followUp?.reminder != nil { reminders.append(timer) }
                continue
            case .end:
                break
            }
            switch timer.phase {
            case .running(let deadline):
                timer.phase = .finished(at: deadline, notified: false)
                put(timer)
                due.append(Expiry(timer: timer, overdue: max(0, -deadline.remaining(at: now))))
            case .finished:
                remove(timer.name)
            case .paused:
                continue
            }
        }
        return due
    }

    /// Records that `name`'s workout reminder was given: it is not given
    /// again, after a restart either.
    public mutating func markReminded(name: String) {
        guard var timer = timers[name], let followUp = timer.followUp, followUp.reminder != nil else { return }
        timer.followUp = followUp.reminding(after: nil)
        put(timer, reschedule: false)
    }

    /// "Keep going": `name`'s workout reminder comes again `interval` from
    /// `now`, if it is still a finished rest.
    public mutating func remindAgain(name: String, after interval: Nanoseconds, at now: ClockReading) {
        guard var timer = timers[name], case .finished(let at, _) = timer.phase, interval > 0 else { return }
        timer.followUp = (timer.followUp ?? FollowUp("")).reminding(after: max(0, -at.remaining(at: now)) + interval)
        put(timer)
    }

    /// Records that the expiry of `name` was shown as notification `id`.
    public mutating func markNotified(name: String, notificationID: UInt32?) {
        guard var timer = timers[name], case .finished(let at, _) = timer.phase else { return }
        timer.phase = .finished(at: at, notified: true)
        timer.notificationID = notificationID
        put(timer, reschedule: false)
    }

    // MARK: Recovery

    /// Rebuilds the book from persisted timers after a start of the daemon.
    /// Deadlines from another boot are carried over by wall clock. Timers
    /// that finished while no daemon ran, and were not announced, are returned
    /// as `due` when within `grace`, or as `dropped` (and removed) when older.
    public static func recover(_ persisted: [RestTimer], at now: ClockReading, grace: Nanoseconds)
        -> (book: TimerBook, due: [Expiry], dropped: [Expiry])
    {
        recover(TimerTable(persisted), at: now, grace: grace)
    }

    /// The same, keeping the table the journal was read into (no copy of
    /// 100,000 timers, no second index).
    public static func recover(_ persisted: TimerTable, at now: ClockReading, grace: Nanoseconds)
        -> (book: TimerBook, due: [Expiry], dropped: [Expiry])
    {
        var book = TimerBook()
        book.timers = persisted
        var wakeups: [Wakeup] = []
        wakeups.reserveCapacity(persisted.count)
        var unannounced: [String] = []
        book.nextGeneration = book.timers.reviseAll { timer, generation in
            switch timer.phase {
            case .running(let d): timer.phase = .running(until: d.rebased(to: now))
            case .finished(let at, let n):
                timer.phase = .finished(at: at.rebased(to: now), notified: n)
                if !n { unannounced.append(timer.name) }
            case .paused: break
            }
            Self.schedule(timer, generation: generation, into: &wakeups)
        }
        // One heap build for all of them: linear, where inserting one by one is not.
        book.wakeups = Heap(wakeups)
        var due: [Expiry] = [], dropped: [Expiry] = []
        for name in unannounced.sorted() {
            guard let timer = book.timers[name], case .finished(let at, false) = timer.phase else { continue }
            let overdue = max(0, -at.remaining(at: now))
            if overdue <= grace { due.append(Expiry(timer: timer, overdue: overdue)) } else {
                book.remove(timer.name)
                dropped.append(Expiry(timer: timer, overdue: overdue))
            }
        }
        for expiry in book.expire(at: now) {
            if expiry.overdue <= grace { due.append(expiry) } else {
                book.remove(expiry.timer.name)
                dropped.append(expiry)
            }
        }
        // Warnings belong to their moment; none is given for time spent down.
        _ = book.takeWarnings()
        return (book, due.sorted { $0.overdue > $1.overdue }, dropped)
    }

    /// A warning more than this late (the daemon was down) is not given.
    public static let warningLatitude: Nanoseconds = .perSecond

    /// Returns the warnings due since the last call.
    public mutating func takeWarnings() -> [RestTimer] {
        defer { warnings.removeAll() }
        return warnings
    }

    /// Returns the cues due since the last call.
    public mutating func takeCues() -> [RestTimer] {
        defer { cues.removeAll() }
        return cues
    }

    /// Returns the workout reminders due since the last call.
    public mutating func takeReminders() -> [RestTimer] {
        defer { reminders.removeAll() }
        return reminders
    }

    /// Returns the changes made since the last call, for the journal.
    public mutating func takeChanges() -> [TimerChange] {
        defer { changes.removeAll(keepingCapacity: true) }
        return changes
    }

    // MARK: Internals

    private struct Wakeup: Comparable {
        enum Kind { case end, warning, reminder }
        var boottime: Nanoseconds
        var name: String
        var generation: UInt64
        /// `end`: the deadline, or a finished timer's removal.
        var kind = Kind.end
        static func < (a: Wakeup, b: Wakeup) -> Bool { a.boottime < b.boottime }
    }

    private func isCurrent(_ w: Wakeup) -> Bool { timers.generation(of: w.name) == w.generation }

    private mutating func put(_ timer: RestTimer, reschedule: Bool = true) {
        changes.append(.put(timer: timer))
        if reschedule { insert(timer) } else { timers.update(timer) }
    }

    private mutating func insert(_ timer: RestTimer) {
        nextGeneration += 1
        timers.put(timer, generation: nextGeneration)
        var new: [Wakeup] = []
        Self.schedule(timer, generation: nextGeneration, into: &new)
        for wakeup in new { wakeups.insert(wakeup) }
        // Superseded wake-ups are dropped lazily; rebuild when they pile up.
        if wakeups.count > 2 * timers.count + 1024 {
            wakeups = Heap(wakeups.unordered.filter(isCurrent))
        }
    }

    /// The moments `timer` needs the book's attention.
    private static func schedule(_ timer: RestTimer, generation: UInt64, into wakeups: inout [Wakeup]) {
        switch timer.phase {
        case .running(let d):
            wakeups.append(Wakeup(boottime: d.boottime, name: timer.name, generation: generation))
            // A heads-up as long as the timer (or longer) is not given: it
            // would come at the start. It is kept for the rest Again restarts.
            if let warn = timer.warnBefore, warn < timer.duration {
                wakeups.append(Wakeup(boottime: d.boottime - warn, name: timer.name, generation: generation, kind: .warning))
            }
        case .finished(let at, _):
            // A rest with a workout reminder stays until just after it.
            let reminder = timer.followUp?.reminder
            if let reminder { wakeups.append(Wakeup(boottime: at.boottime + reminder, name: timer.name, generation: generation, kind: .reminder)) }
            let kept = max(finishedRetention, (reminder ?? 0) + .perSecond)
            wakeups.append(Wakeup(boottime: at.boottime + kept, name: timer.name, generation: generation))
        case .paused:
            break
        }
    }

    private mutating func remove(_ name: String) {
        guard timers.remove(name) != nil else { return }
        changes.append(.remove(name: name))
    }
}
