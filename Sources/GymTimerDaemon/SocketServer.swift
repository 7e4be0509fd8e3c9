import CLinux
import GymTimerProtocol
import Logging
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// The daemon's Unix socket: accepts clients (this user's only), reads
/// their requests, holds the responses until the turn's changes are
/// durable, writes them, and sends events to subscribers.
final class SocketServer: DaemonPart {
    private let listener: Listener
    private let socket: SocketPath
    private let service: TimerService
    private let logger: Logger
    /// What `daemon status` reports; set by the daemon, which knows every part.
    var status: (() -> DaemonInfo)?

    private weak var loop: EventLoop?
    private var listening: EventLoop.Source?
    /// Puts the listener back after descriptors ran out, if no connection
    /// closing has done so first (ENFILE can last with no client at all).
    private let acceptRetryAlarm: DeadlineAlarm
    private var acceptPaused = false
    private var connections: [UInt64: (connection: Connection, source: EventLoop.Source)] = [:]
    private var nextConnection: UInt64 = 1
    /// Responses waiting for the journal sync of the turn that produced them.
    private var held: [(Connection, Connection.Outgoing)] = []

    init(listener: Listener, socket: SocketPath, service: TimerService, logger: Logger) throws(SystemError) {
        self.listener = listener
        self.socket = socket
        self.service = service
        self.logger = logger
        acceptRetryAlarm = try DeadlineAlarm()
    }

    func start(on loop: EventLoop) throws(SystemError) {
        self.loop = loop
        try listen()
        try loop.add(acceptRetryAlarm.fd) { [unowned self] _ in
            acceptRetryAlarm.acknowledge()
            resumeAccepting()
        }
    }

    /// Removes the socket file it made, then closes the listener and every
    /// connection: a client that sees its connection close finds no socket,
    /// and knows the daemon was stopped rather than crashed (which leaves
    /// the file), so it does not start another.
    func stop() {
        if listener.ownsPath { unlink(socket.path) }
        close(listener.fd)
        for (connection, _) in connections.values { connection.close() }
        connections.removeAll()
    }

    /// Where it listens, for `daemon status`.
    var socketPath: String { socket.path }

    /// Whether a response waits for this turn's commit.
    var holdsResponses: Bool { !held.isEmpty }

    // MARK: Accepting

    private func listen() throws(SystemError) {
        listening = try loop?.add(listener.fd) { [unowned self] _ in acceptAll() }
    }

    private func acceptAll() {
        guard let loop else { return }
        while true {
            let fd: Int32
            do { fd = try SystemError.retryingShim("accept a connection") { gt_accept(listener.fd) } }
            catch {
                if error.code == EMFILE || error.code == ENFILE {
                    // Out of descriptors: stop listening until a connection
                    // closes, rather than waking at once for the same failure.
                    if let listening { loop.remove(listening) }
                    listening = nil
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
            let connection = Connection(fd: fd, token: nextConnection)
            nextConnection += 1
            do {
                let source = try loop.add(fd) { [unowned self] ready in serve(connection, ready) }
                connections[connection.token] = (connection, source)
            } catch {
                close(fd)
            }
        }
    }

    private func resumeAccepting() {
        guard acceptPaused else { return }
        acceptPaused = false
        acceptRetryAlarm.arm(at: nil)
        do { try listen() } catch {
            logger.error("cannot listen again: \(error)")
        }
    }

    // MARK: Requests

    private func serve(_ connection: Connection, _ event: EventLoop.Ready) {
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
                    response.daemon = status?()
                default: break
                }
            }
            return .line(LineCodec.encode(response))
        }
    }

    // MARK: Responses and events

    /// Queues the held responses, now that the turn's changes are durable;
    /// after a failed commit, each success becomes that failure.
    func release(failure: WireError?) {
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
    }

    /// Queues events for the connections subscribed to their timer.
    func publish(_ events: [(name: String, response: Response)]) {
        for (name, event) in events {
            let line = LineCodec.encode(event)
            for (connection, _) in connections.values {
                if let filter = connection.subscription, filter.isEmpty || filter == name {
                    connection.enqueue(line)
                }
            }
        }
    }

    /// Writes what is queued, as far as each client takes it.
    func flush() {
        for (connection, source) in Array(connections.values) {
            if connection.wantsWrite || connection.peerFinished {
                connection.refill(from: service.book)
                if connection.flush() {
                    loop?.update(source, writable: connection.wantsWrite)
                } else {
                    drop(connection)
                }
            }
        }
    }

    private func drop(_ connection: Connection) {
        if let source = connections.removeValue(forKey: connection.token)?.source { loop?.remove(source) }
        connection.close()
        resumeAccepting()
    }
}
