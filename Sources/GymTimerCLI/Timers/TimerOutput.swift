#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GymTimerProtocol
import WorkoutCore
import Notation
#if canImport(Glibc)
import Glibc
#endif

/// A timer as `--json` prints it: the daemon's snapshot plus `ends_at` in
/// ISO-8601 with milliseconds and this machine's UTC offset.
struct TimerJSON: Encodable {
    let snapshot: TimerSnapshot

    enum CodingKeys: String, CodingKey {
        case name, label, state, durationSeconds = "duration_s", remainingSeconds = "remaining_s"
        case endsAt = "ends_at", endsAtUnix = "ends_at_unix"
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(snapshot.name, forKey: .name)
        try c.encode(snapshot.label, forKey: .label)
        try c.encode(snapshot.state.rawValue, forKey: .state)
        try c.encode(snapshot.durationSeconds, forKey: .durationSeconds)
        try c.encode(snapshot.remainingSeconds, forKey: .remainingSeconds)
        let paused = snapshot.state == .paused
        try c.encode(paused ? nil : snapshot.endsAtUnix.map(LocalTime.iso8601), forKey: .endsAt)
        try c.encode(paused ? nil : snapshot.endsAtUnix, forKey: .endsAtUnix)
    }
}

/// The pieces every command's output is made of: the one JSON encoding
/// (sorted keys, so output is stable) and a timer's line of text.
enum Output {
    static func json<T: Encodable>(_ value: T) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        json(bytes: Array(data))
    }

    /// JSON already written, as one line.
    static func json(bytes: [UInt8]) {
        print(String(decoding: bytes, as: UTF8.self))
        Console.flush()
    }

    /// `rest: 1:30 — ends 14:32:05`, `rest: paused at 1:12`, `rest: finished at 14:32:05`.
    static func line(_ t: TimerSnapshot) -> String {
        let label = t.label.isEmpty ? "" : "  \(t.label)"
        switch t.state {
        case .running:
            return "\(t.name): \(DurationNotation.clock(t.remainingSeconds)) — ends \(t.endsAtUnix.map(endOfToday) ?? "?")\(label)"
        case .paused:
            return "\(t.name): paused at \(DurationNotation.clock(t.remainingSeconds)) of \(DurationNotation.clock(t.durationSeconds))\(label)"
        case .finished:
            return "\(t.name): finished at \(t.endsAtUnix.map(endOfToday) ?? "?")\(label)"
        }
    }

    /// An end time as a clock today, with its day on any other day.
    private static func endOfToday(_ unix: Double) -> String {
        LocalTime.clock(unix, sameDayAs: LocalTime.currentTime())
    }
}

/// A timer after `start`, `add`, `sub`, `pause` or `resume`: its line, or
/// `{"timer": {…}}` with `--json`.
struct OneTimer: CommandOutput {
    let timer: TimerJSON

    /// The daemon answers these requests with the timer; a reply without one
    /// comes from a daemon that does not speak this protocol.
    init(_ response: Response) throws {
        guard let snapshot = response.timer else { throw CLIError("gym-timerd sent no timer") }
        timer = TimerJSON(snapshot: snapshot)
    }

    var lines: [String] { [Output.line(timer.snapshot)] }
}

/// `status` and `list`: the workout in progress (only for `status` without a
/// name), the timers, and a warning when notifications cannot be shown.
struct TimerListing: CommandOutput {
    let timers: [TimerSnapshot]
    /// As the daemon sent it: text warns only when it says `unavailable`;
    /// JSON always has the key, `unavailable` when the daemon left it out.
    let notifications: NotificationAvailability?
    let workout: ActiveWorkout?
    /// The whole picture was asked for: only then does the JSON have
    /// `workout` (`null` when none is in progress).
    let withWorkout: Bool

    init(_ response: Response, workout: ActiveWorkout? = nil, withWorkout: Bool = false) {
        timers = response.timers ?? []
        notifications = response.notifications
        self.workout = workout
        self.withWorkout = withWorkout
    }

    var lines: [String] {
        var text = workout.map { [$0.line] } ?? []
        if timers.isEmpty { text.append("no timers") }
        text += timers.map(Output.line)
        if notifications == .unavailable {
            text.append("notifications: unavailable (no notification server on the session bus)")
        }
        return text
    }

    enum CodingKeys: String, CodingKey { case timers, notifications, workout }

    /// A listing without the workout, written by hand: 100,000 timers in
    /// well under a second.
    var jsonBytes: [UInt8]? {
        withWorkout ? nil : TimerListingJSON.bytes(timers: timers, notifications: notifications ?? .unavailable)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(timers.map(TimerJSON.init), forKey: .timers)
        try c.encode((notifications ?? .unavailable).rawValue, forKey: .notifications)
        if withWorkout { try c.encode(workout, forKey: .workout) }
    }
}
