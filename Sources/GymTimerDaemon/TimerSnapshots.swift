import GymTimerProtocol
import TimerCore

/// Timers as the wire shows them: what a client or a bus listener sees of a
/// `RestTimer` at one moment. The timer core knows nothing of the wire.
extension TimerBook {
    func snapshot(_ timer: RestTimer, at now: ClockReading) -> TimerSnapshot {
        let state: TimerState
        var endsAt: Double?
        switch timer.phase {
        case .running(let deadline):
            state = .running
            endsAt = Double(now.wall + deadline.remaining(at: now)) / 1e9
        case .paused:
            state = .paused
        case .finished(let at, _):
            state = .finished
            endsAt = Double(now.wall + at.remaining(at: now)) / 1e9
        }
        return TimerSnapshot(name: timer.name, label: timer.label, state: state,
                             durationSeconds: Self.milliseconds(timer.duration),
                             remainingSeconds: Self.milliseconds(timer.remaining(at: now)),
                             endsAtUnix: endsAt.map { ($0 * 1e6).rounded() / 1e6 })
    }

    /// Seconds to the millisecond, as the wire carries them.
    private static func milliseconds(_ ns: Nanoseconds) -> Double {
        Double((ns + 500_000) / 1_000_000) / 1000
    }
}
