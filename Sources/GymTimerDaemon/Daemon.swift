import CLinux
import GymTimerConfig
import GymTimerProtocol
import Logging
import Notifications
import TimerCore
#if canImport(Glibc)
import Glibc
#endif

/// The running daemon: one thread, one epoll loop over the listening socket,
/// client connections, the deadline alarm, the notifier's inbox and the
/// termination signals. Each turn of the loop handles what is ready, then
/// journals all resulting changes with one sync (group commit), and only
/// then sends responses and events.
final class Daemon {
    private enum Token {
        static let listener: UInt64 = 1, alarm: UInt64 = 2, inbox: UInt64 = 3, signals: UInt64 = 4
        static let firstConnection: UInt64 = 100
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
    private let inbox: OutcomeInbox
    private let signals: Int32
    private let startedAt: Nanoseconds

    private var connections: [UInt64: Connection] = [:]
    private var nextToken = Token.firstConnection
    /// Responses waiting for the journal sync of the turn that produced them.
    private var held: [(Connection, [UInt8])] = []
    private var running = true

    init(socket: SocketPath, stateDirectory: String, configFile: ConfigFile, listener: Listener,
         journal: TimerJournal, service: TimerService, logger: Logger) throws(SystemError) {
        self.socket = socket
        self.stateDirectory = stateDirectory
        self.configFile = configFile
        self.listener = listener
        self.journal = journal
        self.service = service
        self.logger = logger
        self.loop = try EventLoop()
        self.alarm = try DeadlineAlarm()
        self.inbox = try OutcomeInbox()
        self.signals = Int32(try SystemError.check(gt_signalfd_termination(), "signalfd"))
        self.startedAt = service.clock.now().boottime
    }

    func run(pendingAnnouncements: [Expiry]) throws(SystemError) {
        try loop.add(listener.fd, token: Token.listener)
        try loop.add(alarm.fd, token: Token.alarm)
        try loop.add(inbox.fd, token: Token.inbox)
        try loop.add(signals, token: Token.signals)
        let inbox = self.inbox
        service.notifier.start { token, outcome in inbox.post(token, outcome) }

        let now = service.clock.now()
        for expiry in pendingAnnouncements { service.announce(expiry, at: now) }
        commit()

        while running {
            alarm.arm(at: service.nextWakeup())
            let ready = try loop.wait()
            // Deadlines first: nothing else in this turn may delay a notification.
            if ready.contains(where: { $0.token == Token.alarm }) {
                alarm.acknowledge()
                service.fireDue()
            }
            for event in ready {
                switch event.token {
                case Token.alarm: break
                case Token.listener: acceptAll()
                case Token.inbox:
                    for (token, outcome) in inbox.take() { service.notificationOutcome(token: token, outcome) }
                case Token.signals: handleSignal()
                default: serve(event)
                }
            }
            // A turn that only fired timers acknowledges nothing: its records
            // are committed with the notifier's answer, so no sync competes
            // with the notification on its way to the bus.
            if ready.allSatisfy({ $0.token == Token.alarm }) && service.awaitingNotifier { continue }
            commit()
        }
        shutdown()
    }

    // MARK: Connections

    private func acceptAll() {
        while true {
            let fd: Int32
            do { fd = try SystemError.retryingShim("accept a connection") { gt_accept(listener.fd) } }
            catch {
                if !error.isWouldBlock { logger.warning("\(error)") }
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
                let response: Response
                switch item {
                case .oversized:
                    response = .failure(WireError(.tooLarge, "request is larger than \(maximumRequestBytes) bytes"))
                case .line(let bytes):
                    response = respond(to: bytes, from: connection)
                }
                held.append((connection, LineCodec.encode(response)))
            }
            if eof { connection.peerFinished = true }
        }
        if event.hangup && !event.readable { drop(connection) }
    }

    private func respond(to line: [UInt8], from connection: Connection) -> Response {
        switch LineCodec.decodeRequest(line) {
        case .failure(let error):
            return .failure(error)
        case .success(let request):
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
            return response
        }
    }

    private func info() -> DaemonInfo {
        DaemonInfo(version: Product.version, pid: Int(getpid()),
                   uptimeSeconds: Double((service.clock.now().boottime - startedAt) / 1_000_000) / 1000,
                   socket: socket.path, stateDirectory: stateDirectory, timers: service.book.count,
                   notifications: service.notifications)
    }

    private func drop(_ connection: Connection) {
        loop.remove(connection.fd)
        connection.close()
        connections.removeValue(forKey: connection.token)
    }

    // MARK: Commit

    /// Makes this turn's changes durable, then releases the turn's responses
    /// and events. If the journal cannot be written, requests are answered
    /// with an error and the timers are reloaded from what is on disk.
    private func commit() {
        let changes = service.takeChanges()
        var failure: WireError?
        if !changes.isEmpty {
            journal.append(changes)
            do {
                try journal.commit()
                try journal.compactIfNeeded(liveTimers: service.book.sorted(), liveCount: service.book.count)
            } catch {
                logger.error("\(error); changes of this moment are not saved")
                failure = WireError(.storage, "the daemon could not save timers (\(error)); nothing was changed")
                reloadAfterFailure()
            }
        }
        for (connection, bytes) in held where !connection.closed {
            if let failure, let response = try? LineCodec.decodeResponse(bytes.dropLast()), response.ok {
                connection.enqueue(LineCodec.encode(Response.failure(failure, id: response.id)))
            } else {
                connection.enqueue(bytes)
            }
        }
        held.removeAll()
        let events = service.takeEvents()
        if failure == nil {
            for (name, event) in events {
                let line = LineCodec.encode(event)
                for connection in connections.values {
                    if let filter = connection.subscription, filter.isEmpty || filter == name {
                        connection.enqueue(line)
                    }
                }
            }
        }
        for connection in Array(connections.values) {
            if connection.wantsWrite || connection.peerFinished {
                if connection.flush() {
                    loop.update(connection.fd, token: connection.token, writable: connection.wantsWrite)
                } else {
                    drop(connection)
                }
            }
        }
    }

    /// The journal was cut back to its last durable state; what memory holds
    /// beyond it was never acknowledged, so memory follows the disk.
    private func reloadAfterFailure() {
        let now = service.clock.now()
        do {
            let recovery = try journal.open(now: now.wall)
            let grace = Nanoseconds(seconds: service.settings.gracePeriod)
            let (book, due, _) = TimerBook.recover(recovery.timers, at: now, grace: grace)
            service.replaceBook(book)
            for expiry in due { service.announce(expiry, at: now) }
            _ = service.takeChanges()
        } catch {
            logger.critical("cannot read back \(journal.path): \(error); stopping so that nothing unsaved is reported as saved")
            running = false
        }
    }

    // MARK: Signals

    private func handleSignal() {
        while true {
            let signo = gt_signalfd_read(signals)
            if signo < 0 { return }
            if signo == SIGHUP {
                do {
                    service.settings = try configFile.load()
                    logger.info("reloaded \(configFile.path)")
                } catch {
                    logger.warning("kept previous settings: \(error)")
                }
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
