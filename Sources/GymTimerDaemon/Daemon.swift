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

/// The running daemon: one thread, one epoll loop over the listening socket,
/// client connections, the deadline alarm, the session bus connection (its
/// descriptors and timeouts), what the notifier's threads report and the
/// termination signals. Each turn of the
/// loop handles what is ready, then journals all resulting changes with one
/// sync (group commit), and only then sends responses, replies and events.
final class Daemon {
    private enum Token {
        static let listener: UInt64 = 1, alarm: UInt64 = 2, busTimeout: UInt64 = 3, signals: UInt64 = 4
        static let busSocket: UInt64 = 5, busRetry: UInt64 = 6, acceptRetry: UInt64 = 7, notifier: UInt64 = 8
        static let firstConnection: UInt64 = 100
        /// Bus descriptors are registered as this plus the descriptor.
        /// Bus descriptors are registered as this plus the connection's
        /// generation (shifted by 32) plus the descriptor: an event left in a
        /// batch for a connection replaced meanwhile is not taken for the new one.
        static let busDescriptor: UInt64 = 1 << 40
    }

    private let socket: SocketPath
    private let stateDirectory: String
    private let configFile: ConfigFile
    private let logger: Logger
    private let listener: Listener
    private let journal: TimerJournal
    private let service: TimerService
    private let loop: EventLoop
    private let alarm: DeadlineAlarm
    private let busAlarm: DeadlineAlarm
    private let signals: Int32
    private let startedAt: Nanoseconds
    private var bus: BusConnection?
    /// The notification client: it moves to a bus that comes later.
    private let notifier: DesktopNotifier
    /// Set while there is no bus and its socket is watched for.
    private var busSocketWatch: BusSocketWatch?
    private let busSocket: (path: String, address: String)?
    private let busRetryAlarm: DeadlineAlarm
    /// Puts the listener back after descriptors ran out, if no connection
    /// closing has done so first (ENFILE can last with no client at all).
    private let acceptRetryAlarm: DeadlineAlarm
    private var busRetries = 0
    /// Counts bus connections (mod 256), for their descriptors' tokens.
    private var busGeneration: UInt64 = 0
    private var busInterface: TimerBusInterface?
    /// Why there is no bus, for the log and `daemon status`.
    private var busProblem: String?
    private let systemd: ServiceManager

    private var connections: [UInt64: Connection] = [:]
    private var nextToken = Token.firstConnection
    /// Responses waiting for the journal sync of the turn that produced them.
    private var held: [(Connection, Connection.Outgoing)] = []
    private var running = true
    /// Set when the journal could not even be read back: nothing more is written.
    private var journalLost = false
    /// Set while the listener is out of the loop because descriptors ran out.
    private var acceptPaused = false

    init(socket: SocketPath, stateDirectory: String, configFile: ConfigFile, listener: Listener,
         journal: TimerJournal, service: TimerService, notifier: DesktopNotifier, bus: BusConnection?,
         busProblem: String?, busSocket: (path: String, address: String)?,
         systemd: ServiceManager, logger: Logger) throws(SystemError) {
        self.socket = socket
        self.stateDirectory = stateDirectory
        self.configFile = configFile
        self.listener = listener
        self.journal = journal
        self.service = service
        self.logger = logger
        self.loop = try EventLoop()
        self.alarm = try DeadlineAlarm()
        self.busAlarm = try DeadlineAlarm()
        self.busRetryAlarm = try DeadlineAlarm()
        self.acceptRetryAlarm = try DeadlineAlarm()
        self.notifier = notifier
        self.busSocket = busSocket
        self.signals = Int32(try SystemError.check(gt_signalfd_termination(), "signalfd"))
        self.startedAt = service.clock.now().boottime
        self.bus = bus
        self.busProblem = busProblem
        self.systemd = systemd
        self.busInterface = bus.map { TimerBusInterface(bus: $0, service: service, logger: logger) }
    }

    /// How many missed expiries are announced per turn of the loop.
    static let announcementsPerTurn = 256

    func run(pendingAnnouncements: [Expiry]) throws(SystemError) {
        try loop.add(listener.fd, token: Token.listener)
        try loop.add(alarm.fd, token: Token.alarm)
        try loop.add(busAlarm.fd, token: Token.busTimeout)
        try loop.add(signals, token: Token.signals)
        try loop.add(busRetryAlarm.fd, token: Token.busRetry)
        try loop.add(acceptRetryAlarm.fd, token: Token.acceptRetry)
        try loop.add(notifier.wakeDescriptor, token: Token.notifier)
        if let bus {
            wire(bus)
        } else {
            if let busProblem {
                logger.notice("no session bus (\(busProblem)); timers are served on the socket only, without desktop notifications, until it appears")
            }
            watchForBus()
        }

        // Timers that ended while no daemon ran are announced a batch per
        // turn of the loop, after serving whoever is waiting: with many of
        // them, clients are not kept waiting for the announcements.
        var missed = pendingAnnouncements[...]
        commit()
        systemd.ready(timers: service.book.count)

        while running {
            alarm.arm(at: service.nextWakeup())
            busAlarm.arm(at: bus?.nextTimeout)
            let ready = try loop.wait(sleep: missed.isEmpty)
            // Deadlines first: nothing else in this turn may delay a notification.
            if ready.contains(where: { $0.token == Token.alarm }) {
                alarm.acknowledge()
                service.fireDue()
                publishExpiries()
            }
            for event in ready {
                switch event.token {
                case Token.alarm: break
                case Token.busTimeout:
                    busAlarm.acknowledge()
                    bus?.fireTimeouts(now: service.clock.now().boottime)
                case Token.listener: acceptAll()
                case Token.busSocket:
                    if busSocketWatch?.touched() == true {
                        busRetries = 0
                        connectBus()
                    }
                case Token.acceptRetry:
                    acceptRetryAlarm.acknowledge()
                    resumeAccepting()
                case Token.busRetry:
                    busRetryAlarm.acknowledge()
                    connectBus()
                case Token.notifier: notifier.deliverEvents()
                case Token.signals: handleSignal()
                case Token.busDescriptor...:
                    let tag = event.token - Token.busDescriptor
                    guard tag >> 32 == busGeneration else { continue }
                    bus?.handle(fd: Int32(tag & 0xFFFF_FFFF), readable: event.readable,
                                writable: event.writable, hangup: event.hangup)
                default: serve(event)
                }
            }
            if !missed.isEmpty {
                let now = service.clock.now()
                for expiry in missed.prefix(Self.announcementsPerTurn) { service.announceMissed(expiry, at: now) }
                missed = missed.dropFirst(Self.announcementsPerTurn)
            }
            bus?.dispatch()
            commitTurn()
            // Sending can read, or find the bus gone: deliver that before sleeping.
            while let bus, bus.needsDispatch {
                bus.dispatch()
                commitTurn()
            }
        }
        // Whatever a near deadline kept from its sync is synced before leaving.
        if !journalLost { commit() }
        systemd.stopping()
        shutdown()
    }

    // MARK: Session bus

    /// Drives `bus` from this loop: its descriptors, and what to do when it goes.
    private func wire(_ bus: BusConnection) {
        busGeneration = (busGeneration + 1) & 0xFF
        let loop = self.loop, logger = self.logger, generation = busGeneration
        bus.onInterest = { fd, readable, writable in
            let token = Token.busDescriptor + generation << 32 + UInt64(fd)
            loop.remove(fd)
            guard readable || writable else { return }
            do { try loop.add(fd, token: token, writable: writable, readable: readable) } catch {
                logger.error("cannot watch the bus connection: \(error)")
            }
        }
        bus.onDisconnect = { [unowned self] in
            self.busProblem = "the session bus went away"
            self.logger.warning("lost the session bus; timers are served on the socket only until it is back")
            // The ids the old bus's server gave mean nothing to the next one.
            self.service.forgetNotificationIDs()
            // Not at once: a bus that accepts and drops us must not make a loop.
            self.watchForBus(connectAfter: 1_000_000_000)
        }
        // Descriptors libdbus asked for before the loop existed.
        bus.replayInterest()
    }

    /// Watches for the bus socket to appear (inotify on its directory); one
    /// already there is tried at once.
    private func watchForBus(connectAfter delay: Int64 = 0) {
        guard busSocketWatch == nil, let busSocket else { return }
        do {
            let watch = try BusSocketWatch(socketPath: busSocket.path, address: busSocket.address)
            try loop.add(watch.fd, token: Token.busSocket)
            busSocketWatch = watch
            busRetries = 0
            if watch.exists {
                if delay > 0 { busRetryAlarm.arm(at: service.clock.now().boottime + delay) } else { connectBus() }
            }
        } catch {
            logger.warning("cannot watch for the session bus at \(busSocket.path): \(error)")
        }
    }

    /// Connects to the bus whose socket appeared. The socket exists a moment
    /// before its bus listens, so a refused connect is tried again a few times.
    private func connectBus() {
        guard let watch = busSocketWatch, watch.exists else { return }
        let connection: BusConnection
        do { connection = try BusConnection(address: watch.address) } catch {
            busRetries += 1
            if busRetries <= 20 {
                // 0.1 s, doubling up to 6.4 s: quick while a new bus starts, calm if it never does.
                busRetryAlarm.arm(at: service.clock.now().boottime + 100_000_000 << min(busRetries - 1, 6))
            } else {
                logger.warning("cannot connect to the session bus at \(watch.address): \(error)")
            }
            return
        }
        loop.remove(watch.fd)
        busSocketWatch = nil
        busRetryAlarm.arm(at: nil)
        bus = connection
        busProblem = nil
        wire(connection)
        busInterface = TimerBusInterface(bus: connection, service: service, logger: logger)
        notifier.attach(connection, late: true)
        logger.notice("connected to the session bus at \(connection.address)")
    }

    // MARK: Connections

    private func acceptAll() {
        while true {
            let fd: Int32
            do { fd = try SystemError.retryingShim("accept a connection") { gt_accept(listener.fd) } }
            catch {
                if error.code == EMFILE || error.code == ENFILE {
                    // Out of descriptors: stop listening until a connection
                    // closes, rather than waking at once for the same failure.
                    loop.remove(listener.fd)
                    acceptPaused = true
                    acceptRetryAlarm.arm(at: service.clock.now().boottime + 1_000_000_000)
                    logger.warning("\(error); new connections wait until one closes")
                } else if !error.isWouldBlock {
                    logger.warning("\(error)")
                }
                return
            }
            let peer = gt_peer_uid(fd)
            guard peer == Int64(getuid()) else {
                logger.warning("dropped a connection from uid \(peer): only uid \(getuid()) may use this daemon")
                close(fd)
                continue
            }
            let connection = Connection(fd: fd, token: nextToken)
            nextToken += 1
            do {
                try loop.add(fd, token: connection.token)
                connections[connection.token] = connection
            } catch {
                close(fd)
            }
        }
    }

    private func serve(_ event: EventLoop.Ready) {
        guard let connection = connections[event.token] else { return }
        if event.readable {
            let (items, eof) = connection.readAvailable()
            for item in items {
                switch item {
                case .oversized:
                    let response = Response.failure(WireError(.tooLarge, "request is larger than \(maximumRequestBytes) bytes"))
                    held.append((connection, .line(LineCodec.encode(response))))
                case .line(let bytes):
                    held.append((connection, respond(to: bytes, from: connection)))
                }
            }
            if eof { connection.peerFinished = true }
        }
        if event.hangup && !event.readable { drop(connection) }
    }

    private func respond(to line: [UInt8], from connection: Connection) -> Connection.Outgoing {
        switch LineCodec.decodeRequest(line) {
        case .failure(let error):
            return .line(LineCodec.encode(Response.failure(error)))
        case .success(let request):
            if request.listsAllTimers && service.book.count > TimerListingStream.pageSize {
                if request.cmd == .subscribe { connection.subscription = "" }
                return .listing(TimerListingStream(names: service.book.sortedNames(), id: request.id, at: service.clock.now(),
                                                   notifications: service.notifications,
                                                   event: request.cmd == .subscribe ? .subscribed : nil))
            }
            var response = service.handle(request)
            if response.ok {
                switch request.cmd {
                case .subscribe:
                    connection.subscription = request.name ?? ""
                    response.event = .subscribed
                case .daemonStatus:
                    response.daemon = info()
                default: break
                }
            }
            return .line(LineCodec.encode(response))
        }
    }

    private func info() -> DaemonInfo {
        var info = DaemonInfo(version: Product.version, pid: Int(getpid()),
                              uptimeSeconds: Double((service.clock.now().boottime - startedAt) / 1_000_000) / 1000,
                              socket: socket.path, stateDirectory: stateDirectory, timers: service.book.count,
                              notifications: service.notifications)
        if let bus, bus.connected {
            info.bus = busInterface?.ownsName == true ? "\(Product.Bus.name) on \(bus.address)" : "connected to \(bus.address), \(Product.Bus.name) owned by another process"
        } else {
            info.bus = "none: \(busProblem ?? "not connected")"
        }
        if service.notifier.available { info.notificationCapabilities = notifier.capabilities?.sorted() }
        info.notificationServer = switch service.notifier.server {
        case .running(let name): name ?? "running"
        case .activatable: "started on demand by the bus"
        case .absent: "none"
        case .unresponsive: "not answering"
        case .unknown: "not known yet"
        }
        return info
    }

    private func drop(_ connection: Connection) {
        loop.remove(connection.fd)
        connection.close()
        connections.removeValue(forKey: connection.token)
        resumeAccepting()
    }

    private func resumeAccepting() {
        guard acceptPaused else { return }
        acceptPaused = false
        acceptRetryAlarm.arm(at: nil)
        do { try loop.add(listener.fd, token: Token.listener) } catch {
            logger.error("cannot listen again: \(error)")
        }
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
        commit(durable: !(held.isEmpty && busInterface?.holdsReplies != true && deadlineNear))
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
        for (connection, outgoing) in held where !connection.closed {
            switch outgoing {
            case .line(let bytes):
                if let failure, let response = try? LineCodec.decodeResponse(bytes.dropLast()), response.ok {
                    connection.enqueue(LineCodec.encode(Response.failure(failure, id: response.id)))
                } else {
                    connection.enqueue(bytes)
                }
            case .listing(let stream):
                if let failure {
                    connection.enqueue(LineCodec.encode(Response.failure(failure, id: stream.id)))
                } else {
                    connection.enqueue(stream)
                }
            }
        }
        held.removeAll()
        busInterface?.release(failure: failure)
        let events = service.takeEvents()
        if failure == nil {
            if changed { systemd.status(timers: service.book.count) }
            publish(events)
        }
        flushConnections()
    }

    /// Sends events to subscribers and as bus signals.
    private func publish(_ events: [(name: String, response: Response)]) {
        busInterface?.emit(events)
        for (name, event) in events {
            let line = LineCodec.encode(event)
            for connection in connections.values {
                if let filter = connection.subscription, filter.isEmpty || filter == name {
                    connection.enqueue(line)
                }
            }
        }
    }

    /// Timers that reached their deadline are published at once, before the
    /// journal sync: that they finished follows from their durable deadline
    /// (a daemon that dies now recovers them as finished), so subscribers and
    /// bus listeners learn it at the deadline, not a disk flush later.
    private func publishExpiries() {
        publish(service.takeEvents())
        flushConnections()
    }

    private func flushConnections() {
        for connection in Array(connections.values) {
            if connection.wantsWrite || connection.peerFinished {
                connection.refill(from: service.book)
                if connection.flush() {
                    loop.update(connection.fd, token: connection.token, writable: connection.wantsWrite)
                } else {
                    drop(connection)
                }
            }
        }
    }

    // MARK: Signals

    private func handleSignal() {
        while true {
            let signo = gt_signalfd_read(signals)
            if signo < 0 { return }
            if signo == SIGHUP {
                service.reloadSettings(from: configFile)
            } else {
                logger.info("received signal \(signo), shutting down")
                running = false
            }
        }
    }

    private func shutdown() {
        for connection in connections.values { connection.close() }
        if listener.ownsPath { unlink(socket.path) }
        close(listener.fd)
        logger.info("stopped")
    }
}
