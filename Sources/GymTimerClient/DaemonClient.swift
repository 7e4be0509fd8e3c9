import CLinux
import GymTimerConfig
import GymTimerProtocol
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// A connection to `gym-timerd`, started on demand: when nothing listens on
/// the socket, the daemon found beside this executable (else on `PATH`) is
/// started detached, logging to `daemon.log` in the state directory, and the
/// connection is retried. The command line, the workout screen and the
/// tests all reach the daemon through it.
public struct DaemonClient {
    public let socket: SocketPath
    public var autostart: Bool
    /// The environment the daemon's paths and `PATH` are read from.
    let environment: [String: String]
    public private(set) var fd: Int32 = -1
    private var input = LineBuffer(limit: 16 << 20)
    private var lines: [[UInt8]] = []

    /// `socketFlag`: `--socket`, else the environment's or the default path.
    public init(socketFlag: String?, autostart: Bool, environment: [String: String]) throws(ClientError) {
        do { socket = try SocketPath(explicit: socketFlag, environment: environment, uid: getuid()) }
        catch { throw ClientError(error.description) }
        self.autostart = autostart
        self.environment = environment
    }

    /// Sends one request and returns its response; a refusal is a `ClientError`
    /// with the daemon's message.
    public mutating func request(_ request: Request, timeoutMS: Int32 = -1) throws(ClientError) -> Response {
        if fd < 0 { try connect() }
        try write(request)
        let response = try readResponse(timeoutMS: timeoutMS)
        if let error = response.error, !response.ok { throw ClientError(error.message) }
        return response
    }

    /// Connects once; closing is the caller's (`close()`).
    public mutating func connect() throws(ClientError) {
        var result = gt_unix_connect(socket.path)
        if result >= 0 { fd = result; return }
        guard result == -ENOENT || result == -ECONNREFUSED else {
            throw ClientError("cannot reach gym-timerd at \(socket.path): \(String(cString: strerror(-result)))")
        }
        guard autostart else {
            throw ClientError("gym-timerd is not running at \(socket.path) (start it with `gym-timerd` or drop --no-autostart)")
        }
        try startDaemon()
        // The daemon binds within a few milliseconds; allow slow machines 5 s.
        var waited: Int32 = 0, step: Int32 = 1000
        while waited < 5_000_000 {
            usleep(UInt32(step))
            waited += step
            step = min(step * 2, 50_000)
            result = gt_unix_connect(socket.path)
            if result >= 0 { fd = result; return }
        }
        throw ClientError("started gym-timerd but it did not answer at \(socket.path) within 5 s; see \(logPath)")
    }

    /// What is at the socket, without starting anything.
    public enum SocketState: Equatable {
        /// A daemon (or systemd's socket, which starts one) answers.
        case listening
        /// A socket file nobody listens on: its daemon died without removing it.
        case stale
        /// No socket: no daemon ran, or one stopped on purpose and removed it.
        case absent
        /// Something else is wrong (permissions, not a socket).
        case unreachable
    }

    public func socketState() -> SocketState {
        let result = gt_unix_connect(socket.path)
        if result >= 0 {
            Glibc.close(result)
            return .listening
        }
        switch -result {
        case ECONNREFUSED: return .stale
        case ENOENT: return .absent
        default: return .unreachable
        }
    }

    private var logPath: String {
        Paths.stateDirectory(environment: environment) + "/daemon.log"
    }

    public func close() { if fd >= 0 { Glibc.close(fd) } }

    private func startDaemon() throws(ClientError) {
        guard let daemon = daemonExecutable() else {
            throw ClientError("gym-timerd is not running at \(socket.path) and no gym-timerd executable was found beside gym-timer or on PATH")
        }
        let log = logPath
        makeDirectories(Paths.stateDirectory(environment: environment))
        let args = [daemon, "--socket", socket.path]
        var cArgs = args.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        let pid = gt_spawn_detached(daemon, &cArgs, log)
        guard pid > 0 else {
            throw ClientError("could not start \(daemon): \(String(cString: strerror(Int32(-pid))))")
        }
    }

    /// `gym-timerd` beside this executable, else the first on `PATH`.
    func daemonExecutable() -> String? {
        companionExecutable("gym-timerd", environment: environment)
    }

    public func write(_ request: Request) throws(ClientError) {
        try write(bytes: LineCodec.encode(request))
    }

    /// Sends bytes as they are: for tests that put on the wire what no
    /// request encodes to.
    public func write(bytes: [UInt8]) throws(ClientError) {
        var offset = 0
        while offset < bytes.count {
            do {
                offset += try SystemError.retrying("send") {
                    bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                }
            } catch {
                throw ClientError("lost the connection to gym-timerd at \(socket.path): \(String(cString: strerror(error.code)))")
            }
        }
    }

    /// Reads the next line from the daemon. `timeoutMS` < 0 waits without limit;
    /// returns nil when the timeout passes first.
    public mutating func readLine(timeoutMS: Int32 = -1) throws(ClientError) -> [UInt8]? {
        while lines.isEmpty {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready: Int32
            do { ready = try SystemError.retrying("poll") { poll(&pfd, 1, timeoutMS) } }
            catch { throw ClientError(error.description) }
            if ready == 0 { return nil }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            let n: Int
            do { n = try SystemError.retrying("read") { read(fd, &chunk, chunk.count) } }
            catch { throw ClientError("lost the connection to gym-timerd at \(socket.path)") }
            if n == 0 { throw ClientError("gym-timerd at \(socket.path) closed the connection") }
            for item in input.feed(chunk[0..<n]) {
                if case .line(let line) = item { lines.append(line) }
            }
        }
        return lines.removeFirst()
    }

    /// Reads one response; a long listing comes in pages (`more`), which
    /// are joined into one.
    public mutating func readResponse(timeoutMS: Int32 = -1) throws(ClientError) -> Response {
        var response = try readLineResponse(timeoutMS: timeoutMS)
        guard response.more == true else { return response }
        var timers = response.timers ?? []
        while response.more == true {
            let page = try readLineResponse(timeoutMS: timeoutMS)
            guard page.ok else { return page }
            timers.append(contentsOf: page.timers ?? [])
            response.more = page.more
            response.notifications = page.notifications ?? response.notifications
            response.event = page.event ?? response.event
        }
        response.timers = timers
        return response
    }

    private mutating func readLineResponse(timeoutMS: Int32) throws(ClientError) -> Response {
        guard let line = try readLine(timeoutMS: timeoutMS) else {
            throw ClientError("gym-timerd at \(socket.path) did not answer")
        }
        do { return try LineCodec.decodeResponse(line) } catch {
            throw ClientError("gym-timerd at \(socket.path) sent something that is not a response")
        }
    }
}


/// Why the daemon could not be reached or refused a request, in one sentence.
public struct ClientError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
