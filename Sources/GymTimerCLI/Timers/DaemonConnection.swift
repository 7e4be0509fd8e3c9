import GymTimerClient
import GymTimerProtocol

extension DaemonClient {
    /// A client for this command line: `--socket`, `--no-autostart` and its environment.
    init(options: GlobalOptions) throws(ClientError) {
        try self.init(socketFlag: options.socket, autostart: !options.noAutostart, environment: Console.environment)
    }

    /// Sends one request and returns its response; a refusal is an error
    /// carrying the daemon's message.
    static func send(_ request: Request, options: GlobalOptions, autostart: Bool? = nil, timeoutMS: Int32 = -1) throws -> Response {
        var client = try DaemonClient(options: options)
        if let autostart { client.autostart = client.autostart && autostart }
        defer { client.close() }
        return try client.request(request, timeoutMS: timeoutMS)
    }
}
