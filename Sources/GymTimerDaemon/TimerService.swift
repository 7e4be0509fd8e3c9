import GymTimerConfig
import GymTimerProtocol
import Logging
import Notifications
import TimerCore

/// Applies requests to the timers and turns expiries into notifications.
/// Runs on the daemon's loop thread only. Every change it makes lands in
/// `book.changes`; the loop journals them before any response leaves.
final class TimerService {
    static let defaultName = "rest"
    static let maximumNameLength = 64
    static let maximumLabelLength = 1024

    private(set) var book: TimerBook
    let clock: any TimerClock
    let notifier: any Notifier
    var settings: Settings
    let logger: Logger

    /// Events for subscribers, sent once the changes behind them are durable.
    private(set) var events: [(name: String, response: Response)] = []
    /// Notifications asked for and not yet confirmed, by token.
    private var pending: [UInt64: (name: String, deadline: Deadline)] = [:]
    private var nextToken: UInt64 = 0
    /// Set once "unavailable" was logged, so a desktop without a notification
    /// server gets one line, not one per timer.
    private var reportedUnavailable = false

    init(book: TimerBook, clock: any TimerClock, notifier: any Notifier, settings: Settings, logger: Logger) {
        self.book = book
        self.clock = clock
        self.notifier = notifier
        self.settings = settings
        self.logger = logger
    }

    var notifications: NotificationAvailability { notifier.availability ? .available : .unavailable }

    func takeChanges() -> [TimerChange] { book.takeChanges() }

    /// Whether a notification was asked for and its outcome has not come back.
    var awaitingNotifier: Bool { !pending.isEmpty }

    /// When the alarm should next go off (boot time), if anything is pending.
    func nextWakeup() -> Nanoseconds? { book.nextWakeup() }

    func replaceBook(_ book: TimerBook) {
        self.book = book
        events.removeAll()
    }

    func takeEvents() -> [(name: String, response: Response)] {
        defer { events.removeAll() }
        return events
    }

    // MARK: Requests

    func handle(_ request: Request) -> Response {
        let now = clock.now()
        do throws(WireError) {
            var response = try respond(to: request, at: now)
            response.id = request.id
            return response
        } catch {
            return .failure(error, id: request.id)
        }
    }

    private func respond(to request: Request, at now: ClockReading) throws(WireError) -> Response {
        let name = try Self.validName(request.name)
        switch request.cmd {
        case .start:
            guard let seconds = request.seconds, seconds.isFinite, seconds > 0, seconds <= RestDuration.maximumSeconds else {
                throw WireError(.invalidArgument, "start needs \"seconds\" above 0 and at most 86400")
            }
            let label = request.label ?? ""
            guard label.count <= Self.maximumLabelLength else {
                throw WireError(.invalidArgument, "label is longer than \(Self.maximumLabelLength) characters")
            }
            if let replaced = book.start(name: name, label: label, duration: Nanoseconds(seconds: seconds), at: now) {
                closeNotification(of: replaced)
            }
            logger.debug("started \(name) for \(seconds) s")
            return timerResponse(name, .started, at: now)
        case .stop:
            let stopped: [RestTimer]
            if request.all == true {
                stopped = book.stopAll()
            } else {
                do { stopped = [try book.stop(name: name)] } catch { throw Self.wire(error) }
            }
            for timer in stopped {
                closeNotification(of: timer)
                events.append((timer.name, Response(timer: book.snapshot(timer, at: now), event: .stopped)))
            }
            return Response(stopped: stopped.map(\.name))
        case .add:
            guard let seconds = request.seconds, seconds.isFinite, abs(seconds) <= RestDuration.maximumSeconds else {
                throw WireError(.invalidArgument, "add needs \"seconds\" between -86400 and 86400")
            }
            do { _ = try book.adjust(name: name, by: Nanoseconds(seconds: seconds), at: now) } catch { throw Self.wire(error) }
            return timerResponse(name, .adjusted, at: now)
        case .pause:
            do { _ = try book.pause(name: name, at: now) } catch { throw Self.wire(error) }
            return timerResponse(name, .paused, at: now)
        case .resume:
            do { _ = try book.resume(name: name, at: now) } catch { throw Self.wire(error) }
            return timerResponse(name, .resumed, at: now)
        case .status, .subscribe:
            if let requested = request.name {
                guard let timer = book.timers[requested] else { throw Self.wire(.unknownTimer(requested)) }
                return Response(timers: [book.snapshot(timer, at: now)], notifications: notifications)
            }
            return list(at: now)
        case .list:
            return list(at: now)
        case .daemonStatus:
            return Response() // filled in by the daemon, which knows its own details
        }
    }

    private func list(at now: ClockReading) -> Response {
        Response(timers: book.sorted().map { book.snapshot($0, at: now) }, notifications: notifications)
    }

    private func timerResponse(_ name: String, _ event: TimerEventKind, at now: ClockReading) -> Response {
        let snapshot = book.snapshot(book.timers[name]!, at: now)
        events.append((name, Response(timer: snapshot, event: event)))
        return Response(timer: snapshot)
    }

    static func validName(_ name: String?) throws(WireError) -> String {
        guard let name else { return defaultName }
        guard !name.isEmpty, name.count <= maximumNameLength,
              !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw WireError(.invalidArgument, "timer names are 1 to \(maximumNameLength) characters without control characters")
        }
        return name
    }

    private static func wire(_ error: TimerBookError) -> WireError {
        switch error {
        case .unknownTimer: WireError(.unknownTimer, error.description)
        case .wrongState: WireError(.wrongState, error.description)
        }
    }

    // MARK: Expiry and notifications

    /// Fires every timer whose deadline has passed. Called when the alarm
    /// goes off; the notification is requested before anything is written,
    /// so disk latency never delays it.
    func fireDue() {
        let now = clock.now()
        for expiry in book.expire(at: now) {
            announce(expiry, at: now)
        }
    }

    /// Announces a timer that reached its deadline; `overdue` above a second
    /// says how long ago.
    func announce(_ expiry: Expiry, at now: ClockReading) {
        let timer = expiry.timer
        guard case .finished(let deadline, _) = timer.phase else { return }
        nextToken += 1
        pending[nextToken] = (timer.name, deadline)
        let note = RestNotification.expiry(
            name: timer.name, label: timer.label, overdueSeconds: expiry.overdue.seconds,
            urgency: RestNotification.Urgency(rawValue: settings.urgency) ?? .critical,
            soundName: settings.sound ? "alarm-clock-elapsed" : nil)
        notifier.show(note, token: nextToken)
        let late = expiry.overdue >= .perSecond ? " (\(Int(expiry.overdue.seconds)) s late)" : ""
        logger.info("timer \(timer.name) finished\(late)")
        events.append((timer.name, Response(timer: book.snapshot(timer, at: now), event: .finished)))
    }

    /// The notifier's answer for `token`. If the timer was stopped or
    /// replaced in the meantime, the notification is closed at once.
    func notificationOutcome(token: UInt64, _ outcome: NotifyOutcome) {
        guard let (name, deadline) = pending.removeValue(forKey: token) else { return }
        switch outcome {
        case .shown(let id):
            if let timer = book.timers[name], case .finished(deadline, false) = timer.phase {
                book.markNotified(name: name, notificationID: id)
            } else {
                notifier.close(id: id)
            }
        case .failed(let reason):
            if !reportedUnavailable {
                logger.warning("notifications unavailable: \(reason); timers keep running, the next expiry tries again")
            }
            reportedUnavailable = true
            return
        }
        if reportedUnavailable { logger.info("notifications available again") }
        reportedUnavailable = false
    }

    private func closeNotification(of timer: RestTimer) {
        if let id = timer.notificationID { notifier.close(id: id) }
    }
}
