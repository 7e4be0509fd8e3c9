import CLinux
import GymTimerConfig
import GymTimerProtocol
import Logging
import Notifications
import SessionBus
import TimerCore
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// The running daemon: one thread, one epoll loop, and the parts that
/// register their event sources on it — the socket server, the deadline
/// alarm, the session bus link, the signals, the notifier's reports —
/// started in that order and stopped in reverse. Each turn of the loop
/// handles what is ready, then journals all resulting changes with one
/// sync (group commit), and only then sends responses, replies and events.
final class Daemon {
    private let service: TimerService
    private let journal: TimerJournal
    private let server: SocketServer
    private let busLink: BusLink
    private let notifier: DesktopNotifier
    private let configFile: ConfigFile
    private let systemd: ServiceManager
    private let logger: Logger
    private let loop: EventLoop
    private var deadlines: DeadlineWatch!
    private var parts: [any DaemonPart] = []
    private let startedAt: Nanoseconds
    private var running = true
    /// Set when the journal could not even be read back: nothing more is written.
    private var journalLost = false

    init(service: TimerService, journal: TimerJournal, server: SocketServer, busLink: BusLink, notifier: DesktopNotifier,
         configFile: ConfigFile, systemd: ServiceManager, logger: Logger) throws(SystemError) {
        self.service = service
        self.journal = journal
        self.server = server
        self.busLink = busLink
        self.notifier = notifier
        self.configFile = configFile
        self.systemd = systemd
        self.logger = logger
        loop = try EventLoop()
        startedAt = service.clock.now().boottime
        deadlines = try DeadlineWatch(service: service) { [unowned self] in publishExpiries() }
        let signals = SignalWatch(onHangup: { [unowned self] in service.reloadSettings(from: configFile) },
                                  onTerminate: { [unowned self] signo in
                                      logger.info("received signal \(signo), shutting down")
                                      running = false
                                  })
        let notifierEvents = NotifierEvents(wakeDescriptor: notifier.wakeDescriptor) { [unowned notifier] in notifier.deliverEvents() }
        let settingsFile = ConfigWatch(path: configFile.path, onChange: { [unowned self] in service.reloadSettings(from: configFile) },
                                       warn: { [unowned self] in logger.warning("\($0)") })
        let sync = SyncWatch(environment: currentEnvironment(), stateDirectory: journal.directory, logger: logger)
        let done = DoneRuns(environment: currentEnvironment(), stateDirectory: journal.directory, socket: server.socketPath, logger: logger)
        service.onDone = { [unowned done] in done.log($0) }
        service.onEndWorkout = { [unowned done] in done.endWorkout() }
        // Signals first: from then on SIGTERM is an event, not a sudden death.
        parts = [signals, server, deadlines, busLink, notifierEvents, settingsFile, sync, done]
        server.status = { [unowned self] in info() }
        busLink.onHandedOver = { [unowned self] in
            logger.info("handed the bus name over; shutting down")
            running = false
        }
    }

    /// How many missed expiries are announced per turn of the loop.
    static let announcementsPerTurn = 256

    func run(pendingAnnouncements: [Expiry]) throws(SystemError) {
        for (index, part) in parts.enumerated() {
            do { try part.start(on: loop) } catch {
                for started in parts[..<index].reversed() { started.stop() }
                throw error
            }
        }

        // Timers that ended while no daemon ran are announced a batch per
        // turn of the loop, after serving whoever is waiting: with many of
        // them, clients are not kept waiting for the announcements.
        var missed = pendingAnnouncements[...]
        // Reminders that came due while no daemon ran are given now.
        service.giveReminders(at: service.clock.now())
        commit()
        systemd.ready(timers: service.book.count)

        while running {
            deadlines.arm()
            busLink.armTimeouts()
            try loop.dispatch(sleep: missed.isEmpty)
            if !missed.isEmpty {
                let now = service.clock.now()
                for expiry in missed.prefix(Self.announcementsPerTurn) { service.announceMissed(expiry, at: now) }
                missed = missed.dropFirst(Self.announcementsPerTurn)
            }
            busLink.dispatch()
            commitTurn()
            // Sending can read, or find the bus gone: deliver that before sleeping.
            while busLink.needsDispatch {
                busLink.dispatch()
                commitTurn()
            }
        }
        // Whatever a near deadline kept from its sync is synced before leaving.
        if !journalLost { commit() }
        systemd.stopping()
        for part in parts.reversed() { part.stop() }
        logger.info("stopped")
    }

    private func info() -> DaemonInfo {
        var info = DaemonInfo(version: Product.version, pid: Int(getpid()),
                              uptimeSeconds: Double((service.clock.now().boottime - startedAt) / 1_000_000) / 1000,
                              socket: server.socketPath, stateDirectory: journal.directory, timers: service.book.count,
                              notifications: service.notifications)
        info.bus = busLink.status
        info.configFile = configFile.path
        info.configProblems = service.settingsProblems.map {
            ConfigProblemInfo(line: $0.line, key: $0.key, message: $0.message, suggestion: $0.suggestion)
        }
        if service.notifier.available { info.notificationCapabilities = notifier.capabilities?.sorted() }
        info.sound = if service.settings.sound == nil || service.settings.volume == 0 { "off" }
            else if let problem = notifier.soundProblem { "not heard: \(problem)" }
            else if service.chimesItself { "played by gym-timerd (libcanberra)" }
            else { "played by the notification server" }
        info.notificationServer = switch service.notifier.server {
        case .running(let name): name ?? "running"
        case .activatable: "started on demand by the bus"
        case .absent: "none"
        case .unresponsive: "not answering"
        case .unknown: "not known yet"
        }
        return info
    }

    // MARK: Commit

    /// Changes no client waits for (timers reaching their deadline, the
    /// ids of their notifications) are written at once but synced only
    /// once no deadline is this near: a sync takes milliseconds, and with
    /// many timers ending together it would make the next ones late. Their
    /// deadlines are durable already, and written records survive the
    /// daemon being killed; only a power loss before the sync loses them,
    /// and the restart announces those expiries again.
    static let syncDeferralWhileDeadlineNear: Int64 = 20_000_000

    /// Commits this turn's changes: durably, unless nothing waits for them
    /// and a deadline is near (see `syncDeferralWhileDeadlineNear`).
    private func commitTurn() {
        let now = service.clock.now().boottime
        let deadlineNear = service.nextWakeup().map { $0 - now < Self.syncDeferralWhileDeadlineNear } ?? false
        commit(durable: !(!server.holdsResponses && !busLink.holdsReplies && deadlineNear))
    }

    /// Makes this turn's changes durable, then releases the turn's responses
    /// and events. If the journal cannot be written, requests are answered
    /// with an error and the timers are reloaded from what is on disk.
    private func commit(durable: Bool = true) {
        var failure: WireError?
        var changed = false
        switch service.persist(to: journal, durable: durable) {
        case .saved(let count): changed = count > 0
        case .failed(let error): failure = error
        case .lost(let why):
            journalLost = true
            logger.critical("\(why); stopping so that nothing unsaved is reported as saved")
            failure = WireError(.storage, "the daemon could not save timers; nothing was changed")
            running = false
        }
        server.release(failure: failure)
        busLink.release(failure: failure)
        let events = service.takeEvents()
        if failure == nil {
            if changed { systemd.status(timers: service.book.count) }
            publish(events)
        }
        server.flush()
        busLink.announcePropertiesChanged()
    }

    /// Sends events to subscribers and as bus signals.
    private func publish(_ events: [(name: String, response: Response)]) {
        busLink.emit(events)
        server.publish(events)
    }

    /// Timers that reached their deadline are published at once, before the
    /// journal sync: that they finished follows from their durable deadline
    /// (a daemon that dies now recovers them as finished), so subscribers and
    /// bus listeners learn it at the deadline, not a disk flush later.
    private func publishExpiries() {
        publish(service.takeEvents())
        server.flush()
        busLink.announcePropertiesChanged()
    }
}
