import GymTimerProtocol
#if canImport(Glibc)
import Glibc
#endif

/// The `rest` timer as the daemon pushes it: one subscription connection,
/// whose events the screen reads when its descriptor polls readable. No
/// asking: the daemon says when the timer starts, changes or ends.
struct RestFeed {
    private var client: DaemonClient

    /// The descriptor to poll for events.
    var fd: Int32 { client.fd }

    /// Subscribes to every timer (starting the daemon unless told not to)
    /// and returns the feed with the rest timer as it is now, if it runs.
    static func open(options: GlobalOptions) throws -> (RestFeed, TimerSnapshot?) {
        var client = try DaemonClient(options: options)
        try client.connect()
        do {
            try client.write(Request(.subscribe, name: nil))
            let first = try client.readResponse(timeoutMS: 5_000)
            if let error = first.error, !first.ok { throw CLIError(error.message) }
            return (RestFeed(client: client), first.timers?.first { $0.name == RestAfterLog.timerName })
        } catch {
            Glibc.close(client.fd)
            throw error
        }
    }

    /// What changed since the last call, without waiting: the rest timer's
    /// new state, or nil for it stopped. Throws when the daemon has gone.
    mutating func changes() throws -> [TimerSnapshot?] {
        var changes: [TimerSnapshot?] = []
        while let line = try client.readLine(timeoutMS: 0) {
            guard let event = try? LineCodec.decodeResponse(line), let kind = event.event,
                  let timer = event.timer, timer.name == RestAfterLog.timerName else { continue }
            changes.append(kind == .stopped ? nil : timer)
        }
        return changes
    }

    func close() { Glibc.close(client.fd) }
}
