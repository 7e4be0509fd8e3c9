#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GymTimerProtocol
import WorkoutCore
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

enum Output {
    static func json<T: Encodable>(_ value: T) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        print(String(decoding: data, as: UTF8.self))
        Console.flush()
    }

    /// `rest: 1:30 — ends 14:32:05`, `rest: paused at 1:12`, `rest: finished at 14:32:05`.
    static func line(_ t: TimerSnapshot) -> String {
        let label = t.label.isEmpty ? "" : "  \(t.label)"
        switch t.state {
        case .running:
            return "\(t.name): \(RestDuration.clock(t.remainingSeconds)) — ends \(t.endsAtUnix.map(LocalTime.clock) ?? "?")\(label)"
        case .paused:
            return "\(t.name): paused at \(RestDuration.clock(t.remainingSeconds)) of \(RestDuration.clock(t.durationSeconds))\(label)"
        case .finished:
            return "\(t.name): finished at \(t.endsAtUnix.map(LocalTime.clock) ?? "?")\(label)"
        }
    }

    static func timers(_ response: Response, json: Bool, workout: ActiveWorkout? = nil, withWorkout: Bool = false) {
        let timers = response.timers ?? []
        if json {
            struct Listing: Encodable {
                let timers: [TimerJSON]
                let notifications: String
                let workout: ActiveWorkout?
                let withWorkout: Bool
                enum CodingKeys: String, CodingKey { case timers, notifications, workout }
                func encode(to encoder: any Encoder) throws {
                    var c = encoder.container(keyedBy: CodingKeys.self)
                    try c.encode(timers, forKey: .timers)
                    try c.encode(notifications, forKey: .notifications)
                    if withWorkout { try c.encode(workout, forKey: .workout) }
                }
            }
            Self.json(Listing(timers: timers.map(TimerJSON.init), notifications: (response.notifications ?? .unavailable).rawValue,
                              workout: workout, withWorkout: withWorkout))
            return
        }
        if let workout { print(workout.line) }
        if timers.isEmpty { print("no timers") }
        for t in timers { print(line(t)) }
        if response.notifications == .unavailable {
            print("notifications: unavailable (no notification server on the session bus)")
        }
    }

    static func timer(_ response: Response, json: Bool) {
        guard let t = response.timer else { return }
        if json {
            struct One: Encodable { let timer: TimerJSON }
            Self.json(One(timer: TimerJSON(snapshot: t)))
        } else {
            print(line(t))
        }
    }
}
