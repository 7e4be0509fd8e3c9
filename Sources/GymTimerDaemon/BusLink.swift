import GymTimerConfig
import GymTimerProtocol
import Logging
import Notifications
import Platform
import SessionBus

/// The daemon's side of the session bus, driven by the daemon's own loop:
/// the connection's descriptors and timeouts, org.gymtimer.Timer1, and
/// getting a bus back. Without one the daemon serves its socket alone and
/// watches for the bus socket to appear (inotify); a lost bus is watched
/// for the same way.
final class BusLink: DaemonPart {
    private let service: TimerService
    private let notifier: DesktopNotifier
    private let logger: Logger
    /// Where the session bus's socket is (and its address), when known.
    private let busSocket: (path: String, address: String)?

    private(set) var bus: BusConnection?
    private var busInterface: TimerBusInterface?
    /// Why there is no bus, for the log and `daemon status`.
    private(set) var problem: String?

    private weak var loop: EventLoop?
    /// The bus connection's own timeouts.
    private let timeoutAlarm: DeadlineAlarm
    /// Connecting again after a refused connect.
    private let retryAlarm: DeadlineAlarm
    /// `PropertiesChanged` for the `Timers` property, at most one each
    /// `propertiesPause`: a burst of expiries is one signal, sent after
    /// its Notify calls and events, not one per deadline on their path.
    private let propertiesAlarm: DeadlineAlarm
    static let propertiesPause: Int64 = 100_000_000
    private var retries = 0
    /// Set while there is no bus and its socket is watched for.
    private var socketWatch: (watch: BusSocketWatch, source: EventLoop.Source)?
    /// What this daemon tells other daemons on the bus, and yields to them (`BusNameClaim`).
    private let policy: BusNamePolicy
    /// Set by the daemon: the name was handed over to another daemon, so this one stops.
    var onHandedOver: () -> Void = {}
    /// The bus connection's descriptors, as libdbus asked for them.
    private var descriptors: [Int32: EventLoop.Source] = [:]

    init(bus: BusConnection?, problem: String?, busSocket: (path: String, address: String)?,
         service: TimerService, notifier: DesktopNotifier, policy: BusNamePolicy, logger: Logger) throws(SystemError) {
        self.bus = bus
        self.policy = policy
        self.problem = problem
        self.busSocket = busSocket
        self.service = service
        self.notifier = notifier
        self.logger = logger
        timeoutAlarm = try DeadlineAlarm()
        retryAlarm = try DeadlineAlarm()
        propertiesAlarm = try DeadlineAlarm()
        busInterface = bus.map { makeInterface($0) }
    }

    func start(on loop: EventLoop) throws(SystemError) {
        self.loop = loop
        try loop.add(timeoutAlarm.fd) { [unowned self] _ in
            timeoutAlarm.acknowledge()
            bus?.fireTimeouts(now: service.clock.now().boottime)
        }
        try loop.add(retryAlarm.fd) { [unowned self] _ in
            retryAlarm.acknowledge()
            connect()
        }
        try loop.add(propertiesAlarm.fd) { [unowned self] _ in
            propertiesAlarm.acknowledge()
            busInterface?.announcePropertiesChanged()
        }
        if let bus {
            wire(bus)
        } else {
            if let problem {
                logger.notice("no session bus (\(problem)); timers are served on the socket only, without desktop notifications, until it appears")
            }
            watchForBus()
        }
    }

    /// Lets go of the bus connection's descriptors and callbacks: the
    /// connection may outlive this link (a reply still pending holds it),
    /// and when it closes it must not call back into a link that is gone.
    func stop() {
        bus?.onInterest = { _, _, _ in }
        bus?.onDisconnect = {}
        for source in descriptors.values { loop?.remove(source) }
        descriptors.removeAll()
    }

    /// Arms the alarm for the bus connection's next timeout, before the loop sleeps.
    func armTimeouts() { timeoutAlarm.arm(at: bus?.nextTimeout) }

    /// Handles what arrived on the bus; true while more waits (sending can
    /// read, or find the bus gone).
    func dispatch() { bus?.dispatch() }
    var needsDispatch: Bool { bus?.needsDispatch == true }

    /// Whether a bus reply waits for this turn's commit.
    var holdsReplies: Bool { busInterface?.holdsReplies == true }
    func release(failure: WireError?) { busInterface?.release(failure: failure) }
    func emit(_ events: [(name: String, response: Response)]) { busInterface?.emit(events) }
    /// Schedules the `Timers` property's change, unless one is due already.
    func announcePropertiesChanged() {
        guard busInterface?.timersChanged == true, !propertiesAlarm.isArmed else { return }
        propertiesAlarm.arm(at: service.clock.now().boottime + Self.propertiesPause)
    }

    /// The bus line of `daemon status`.
    var status: String {
        if let bus, bus.connected {
            return busInterface?.nameClaim.status ?? "connected to \(bus.address)"
        }
        return "none: \(problem ?? "not connected")"
    }

    // MARK: Connection

    private func makeInterface(_ bus: BusConnection) -> TimerBusInterface {
        TimerBusInterface(bus: bus, service: service, policy: policy,
                          handedOver: { [weak self] in self?.onHandedOver() }, logger: logger)
    }

    /// Drives `bus` from the loop: its descriptors, and what to do when it goes.
    private func wire(_ bus: BusConnection) {
        let logger = self.logger
        bus.onInterest = { [weak self] fd, readable, writable in
            guard let self else { return }
            if let old = descriptors.removeValue(forKey: fd) { loop?.remove(old) }
            guard readable || writable, let loop else { return }
            do {
                descriptors[fd] = try loop.add(fd, writable: writable, readable: readable) { [unowned bus] ready in
                    bus.handle(fd: fd, readable: ready.readable, writable: ready.writable, hangup: ready.hangup)
                }
            } catch {
                logger.error("cannot watch the bus connection: \(error)")
            }
        }
        bus.onDisconnect = { [weak self] in
            guard let self else { return }
            problem = "the session bus went away"
            logger.warning("lost the session bus; timers are served on the socket only until it is back")
            // The ids the old bus's server gave mean nothing to the next one.
            service.forgetNotificationIDs()
            // Not at once: a bus that accepts and drops us must not make a loop.
            watchForBus(connectAfter: 1_000_000_000)
        }
        // Descriptors libdbus asked for before the loop existed.
        bus.replayInterest()
    }

    /// Watches for the bus socket to appear (inotify on its directory); one
    /// already there is tried at once.
    private func watchForBus(connectAfter delay: Int64 = 0) {
        guard socketWatch == nil, let busSocket, let loop else { return }
        do {
            let watch = try BusSocketWatch(socketPath: busSocket.path, address: busSocket.address)
            let source = try loop.add(watch.fd) { [unowned self] _ in
                if socketWatch?.watch.touched() == true {
                    retries = 0
                    connect()
                }
            }
            socketWatch = (watch, source)
            retries = 0
            if watch.exists {
                if delay > 0 { retryAlarm.arm(at: service.clock.now().boottime + delay) } else { connect() }
            }
        } catch {
            logger.warning("cannot watch for the session bus at \(busSocket.path): \(error)")
        }
    }

    /// Connects to the bus whose socket appeared. The socket exists a moment
    /// before its bus listens, so a refused connect is tried again a few times.
    private func connect() {
        guard let (watch, source) = socketWatch, watch.exists else { return }
        let connection: BusConnection
        do { connection = try BusConnection(address: watch.address) } catch {
            retries += 1
            if retries <= 20 {
                // 0.1 s, doubling up to 6.4 s: quick while a new bus starts, calm if it never does.
                retryAlarm.arm(at: service.clock.now().boottime + 100_000_000 << min(retries - 1, 6))
            } else {
                logger.warning("cannot connect to the session bus at \(watch.address): \(error)")
            }
            return
        }
        loop?.remove(source)
        socketWatch = nil
        retryAlarm.arm(at: nil)
        bus = connection
        problem = nil
        wire(connection)
        busInterface = makeInterface(connection)
        notifier.attach(connection, late: true)
        logger.notice("connected to the session bus at \(connection.address)")
    }
}
