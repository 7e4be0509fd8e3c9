import Platform

/// Timers' deadlines as an event of the loop: one CLOCK_BOOTTIME alarm,
/// armed for the next deadline before the loop sleeps, whose handler runs
/// before anything else of its turn.
final class DeadlineWatch: DaemonPart {
    private let service: TimerService
    private let alarm: DeadlineAlarm
    /// What to do with the events of the timers that just finished.
    private let onExpiries: () -> Void

    init(service: TimerService, onExpiries: @escaping () -> Void) throws(SystemError) {
        self.service = service
        self.onExpiries = onExpiries
        alarm = try DeadlineAlarm()
    }

    func start(on loop: EventLoop) throws(SystemError) {
        try loop.add(alarm.fd, urgent: true) { [unowned self] _ in
            alarm.acknowledge()
            service.fireDue()
            onExpiries()
        }
    }

    func stop() { alarm.arm(at: nil) }

    func arm() { alarm.arm(at: service.nextWakeup()) }
}
