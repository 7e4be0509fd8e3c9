/// An instant a timer waits for: the same pair of clocks as a reading.
/// `boottime` decides within the boot `bootID`; `wall` decides after a reboot.
public typealias Deadline = ClockReading

extension ClockReading {
    /// The deadline `offset` after `now`.
    public init(after offset: Nanoseconds, from now: ClockReading) {
        self.init(bootID: now.bootID, boottime: now.boottime + offset, wall: now.wall + offset)
    }

    /// Time from `now` until this deadline (negative once passed). Within the
    /// same boot only `CLOCK_BOOTTIME` counts, so wall-clock steps do not move
    /// it and suspended time does count; across boots the wall clock is all
    /// there is.
    public func remaining(at now: ClockReading) -> Nanoseconds {
        bootID == now.bootID ? boottime - now.boottime : wall - now.wall
    }

    /// The same instant expressed in the boot of `now`.
    public func rebased(to now: ClockReading) -> Deadline {
        bootID == now.bootID ? self : Deadline(after: remaining(at: now), from: now)
    }
}

/// A named countdown, as persisted. Paused timers hold what was left;
/// finished timers remember when they finished and whether a notification
/// was shown, so a restart never notifies the same expiry twice.
public struct RestTimer: Codable, Sendable, Equatable {
    public enum Phase: Codable, Sendable, Equatable {
        case running(until: Deadline)
        case paused(remaining: Nanoseconds)
        case finished(at: Deadline, notified: Bool)
    }

    public var name: String
    public var label: String
    public var duration: Nanoseconds
    public var phase: Phase
    /// The desktop notification showing this timer's expiry, so stopping or
    /// replacing the timer can close it.
    public var notificationID: UInt32?
    /// `rest` in whole milliseconds, 0 for none: in the bytes after
    /// `notificationID` that alignment leaves free, so a timer takes no more
    /// memory for it (a daemon holds 100,000 of them in 40 MB).
    private var restMilliseconds: UInt32 = 0
    /// `warnBefore` in whole milliseconds, 0 for none: 4 bytes where an
    /// optional 64-bit count took 16, which makes room for `followUp`.
    private var warnMilliseconds: UInt32 = 0
    /// A quiet warning this long before the end, if asked for: given only
    /// while shorter than `duration`, and kept otherwise, so that Again
    /// after a +30 s gives the 90 s rest its 30 s heads-up again. Kept to
    /// the millisecond (a timer runs at most 24 hours).
    public var warnBefore: Nanoseconds? {
        get { Self.duration(milliseconds: warnMilliseconds) }
        set { warnMilliseconds = Self.milliseconds(newValue) }
    }
    /// What the rest leads to, kept for whoever started it (the set a
    /// notification's Done logs): text the book stores and journals without
    /// reading it. By reference, so the many timers without one pay 8 bytes.
    public var followUp: FollowUp?

    /// The rest this timer stands for when it runs for something else — a
    /// notification's +30 s restarts it for 30 s — so that Again restarts
    /// the rest it was started with, not the last extra time, to the
    /// millisecond (a timer runs at most 24 hours). nil: `duration`.
    public var rest: Nanoseconds? {
        get { Self.duration(milliseconds: restMilliseconds) }
        set { restMilliseconds = Self.milliseconds(newValue) }
    }

    public init(name: String, label: String, duration: Nanoseconds, phase: Phase, notificationID: UInt32? = nil,
                warnBefore: Nanoseconds? = nil, rest: Nanoseconds? = nil, followUp: FollowUp? = nil) {
        self.name = name
        self.label = label
        self.duration = duration
        self.phase = phase
        self.notificationID = notificationID
        self.warnBefore = warnBefore
        self.rest = rest
        self.followUp = followUp
    }

    /// The keys of a version 1 (JSON) journal, which knew no `rest`: it is
    /// read from those as nil (a key it lacks would lose the timer).
    enum CodingKeys: String, CodingKey { case name, label, duration, phase, notificationID, warnBefore }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name), label: try c.decode(String.self, forKey: .label),
                  duration: try c.decode(Nanoseconds.self, forKey: .duration), phase: try c.decode(Phase.self, forKey: .phase),
                  notificationID: try c.decodeIfPresent(UInt32.self, forKey: .notificationID),
                  warnBefore: try c.decodeIfPresent(Nanoseconds.self, forKey: .warnBefore))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(label, forKey: .label)
        try c.encode(duration, forKey: .duration)
        try c.encode(phase, forKey: .phase)
        try c.encodeIfPresent(notificationID, forKey: .notificationID)
        try c.encodeIfPresent(warnBefore, forKey: .warnBefore)
    }

    /// A duration kept in whole milliseconds, 0 for none (at least 1 ms
    /// when there is one; a timer's durations fit 32 bits, 24 hours at most).
    private static func milliseconds(_ duration: Nanoseconds?) -> UInt32 {
        duration.map { UInt32(clamping: max(1, ($0 + 500_000) / 1_000_000)) } ?? 0
    }

    private static func duration(milliseconds: UInt32) -> Nanoseconds? {
        milliseconds == 0 ? nil : Nanoseconds(milliseconds) * 1_000_000
    }

    /// What Again restarts: the rest this timer was started with.
    public var restDuration: Nanoseconds { rest ?? duration }

    public var isFinished: Bool {
        if case .finished = phase { true } else { false }
    }

    public func remaining(at now: ClockReading) -> Nanoseconds {
        switch phase {
        case .running(let deadline): max(0, deadline.remaining(at: now))
        case .paused(let remaining): remaining
        case .finished: 0
        }
    }
}

/// What a rest leads to: the set its Done logs, as opaque text ("" for
/// none; see `RestTimer.followUp`), and, for a workout's rest, when to
/// remind the lifter that the workout is still open.
public final class FollowUp: Codable, Sendable, Equatable {
    public let text: String
    /// "Workout still open" this long after the rest ends if no set came
    /// (the rest is then still this timer); nil: none, or already given.
    public let reminder: Nanoseconds?

    public init(_ text: String, reminder: Nanoseconds? = nil) {
        self.text = text
        self.reminder = reminder.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The same follow-up with its reminder at `reminder` after the rest's
    /// end (nil: given, none left); nil when nothing would be left.
    public func reminding(after reminder: Nanoseconds?) -> FollowUp? {
        reminder == nil && text.isEmpty ? nil : FollowUp(text, reminder: reminder)
    }

    public static func == (a: FollowUp, b: FollowUp) -> Bool { a.text == b.text && a.reminder == b.reminder }
}
