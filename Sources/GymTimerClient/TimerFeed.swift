import GymTimerProtocol

/// Timers as the daemon pushes them: one subscription connection whose
/// events a front end reads when its descriptor polls readable. No asking:
/// the daemon says when a timer starts, changes or ends.
public struct TimerFeed {
    private var client: DaemonClient

    /// The descriptor to poll for events.
    public var fd: Int32 { client.fd }

    /// Subscribes to `name` (every timer when nil), starting the daemon
    /// unless the client says not to, and returns the feed with the
    /// daemon's first answer (the timers as they are now).
    public static func open(_ client: DaemonClient, name: String? = nil,
                            timeoutMS: Int32 = -1) throws(ClientError) -> (TimerFeed, Response) {
        var client = client
        try client.connect()
        do throws(ClientError) {
            try client.write(Request(.subscribe, name: name))
            let first = try client.readResponse(timeoutMS: timeoutMS)
            if let error = first.error, !first.ok { throw ClientError(error.message) }
            return (TimerFeed(client: client), first)
        } catch {
            client.close()
            throw error
        }
    }

    /// The next event, waiting at most `timeoutMS` (< 0: without limit);
    /// nil when none came in time. Lines that are no timer event are
    /// passed over. Throws when the daemon has gone.
    public mutating func next(timeoutMS: Int32) throws(ClientError) -> (kind: TimerEventKind, timer: TimerSnapshot)? {
        while let line = try client.readLine(timeoutMS: timeoutMS) {
            guard let event = try? LineCodec.decodeResponse(line), let kind = event.event, let timer = event.timer else { continue }
            return (kind, timer)
        }
        return nil
    }

    /// What changed to timer `name` since the last call, without waiting:
    /// its new state, or nil for it stopped.
    public mutating func changes(of name: String) throws(ClientError) -> [TimerSnapshot?] {
        var changes: [TimerSnapshot?] = []
        while let (kind, timer) = try next(timeoutMS: 0) {
            if timer.name == name { changes.append(kind == .stopped ? nil : timer) }
        }
        return changes
    }

    public func close() { client.close() }
}
