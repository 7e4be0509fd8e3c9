import GymTimerProtocol
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// Every timer as the daemon pushes it, over a connection that outlives the
/// daemon: when it goes away (killed, restarted, upgraded) the follower says
/// so once and reconnects with backoff, so a status bar or a terminal left
/// open never freezes on a countdown that no longer exists. Between events
/// remaining times are counted down on this side's monotonic clock.
public struct TimerFollower {
    /// What happened while `next` waited.
    public enum Update {
        /// A timer started, changed, finished or stopped.
        case event(TimerEventKind, TimerSnapshot)
        /// The connection is (re)made and `timers` holds the daemon's answer.
        case connected
        /// The daemon went away; `timers` is empty until it is back.
        case lost(String)
        /// Nothing happened in the time given.
        case quiet
    }

    /// Waits before reconnecting: from 100 ms, doubling, at most 3 s.
    static let firstRetryMS: Int32 = 100, lastRetryMS: Int32 = 3000

    /// A connection that lasted this long resets the backoff: a daemon that
    /// answers and dies at once is not retried ten times a second.
    static let steadyAfterSeconds = 10.0
    /// How long a reconnection waits for the daemon's first answer.
    static let answerWithinMS: Int32 = 3000

    private let makeClient: () throws(ClientError) -> DaemonClient
    private var feed: TimerFeed?
    private var entries: [String: (snapshot: TimerSnapshot, seenAt: Double)] = [:]
    private var retryMS: Int32 = 0
    private var retryAt = 0.0
    private var connectedAt = 0.0

    public var isConnected: Bool { feed != nil }

    /// `makeClient` gives a fresh, unconnected client for each attempt.
    public init(_ makeClient: @escaping () throws(ClientError) -> DaemonClient) {
        self.makeClient = makeClient
    }

    /// Connects the first time, starting the daemon if the client may; a
    /// failure here is the caller's to show (a wrong socket should be an
    /// error, not an endless wait) — or to pass to `startDisconnected`.
    public mutating func start() throws(ClientError) {
        try connect(client: makeClient(), timeoutMS: -1)
    }

    /// Begins without a connection, retrying as after a lost one: for a
    /// status bar that starts before the daemon does.
    public mutating func startDisconnected() {
        retryMS = Self.firstRetryMS
        retryAt = monotonicSeconds() + Double(retryMS) / 1000
    }

    /// The timers as they are now, counted down since the daemon last spoke.
    public func timers(at now: Double = monotonicSeconds()) -> [TimerSnapshot] {
        entries.values.map { entry in
            var t = entry.snapshot
            if t.state == .running { t.remainingSeconds = max(0, t.remainingSeconds - (now - entry.seenAt)) }
            return t
        }.sorted { $0.name < $1.name }
    }

    /// Waits at most `timeoutMS` (< 0: until something happens) for the
    /// next change, reconnecting on the way when the daemon is gone.
    public mutating func next(timeoutMS: Int32) -> Update {
        guard var current = feed else { return reconnect(within: timeoutMS) }
        do throws(ClientError) {
            guard let (kind, snapshot) = try current.next(timeoutMS: timeoutMS) else {
                feed = current
                return .quiet
            }
            feed = current
            if kind == .stopped { entries.removeValue(forKey: snapshot.name) } else { entries[snapshot.name] = (snapshot, monotonicSeconds()) }
            return .event(kind, snapshot)
        } catch {
            current.close()
            feed = nil
            entries.removeAll()
            let steady = monotonicSeconds() - connectedAt >= Self.steadyAfterSeconds
            retryMS = steady ? Self.firstRetryMS : min(max(retryMS, Self.firstRetryMS) * 2, Self.lastRetryMS)
            retryAt = monotonicSeconds() + Double(retryMS) / 1000
            // A daemon stopped on purpose removes its socket before it
            // closes its connections; one that crashed leaves it behind.
            if (try? makeClient())?.socketState() == .absent {
                return .lost("gym-timerd was stopped; waiting for it to be started again")
            }
            return .lost(error.description)
        }
    }

    public mutating func close() {
        feed?.close()
        feed = nil
    }

    private mutating func connect(client: DaemonClient, timeoutMS: Int32) throws(ClientError) {
        let (opened, first) = try TimerFeed.open(client, timeoutMS: timeoutMS)
        feed = opened
        let now = monotonicSeconds()
        entries = [:]
        for t in first.timers ?? [] { entries[t.name] = (t, now) }
        connectedAt = now
    }

    /// Tries again once the backoff has passed, sleeping until then if
    /// that is within `timeoutMS`.
    private mutating func reconnect(within timeoutMS: Int32) -> Update {
        let waitMS = max(0, Int32(((retryAt - monotonicSeconds()) * 1000).rounded(.up)))
        if timeoutMS >= 0, waitMS > timeoutMS {
            if timeoutMS > 0 { poll(nil, 0, timeoutMS) }
            return .quiet
        }
        if waitMS > 0 { poll(nil, 0, waitMS) }
        do throws(ClientError) {
            // Starts a daemon only where one died without removing its
            // socket (killed, crashed), and only if this client may start
            // one: under systemd the socket unit answers and starts it, one
            // stopped on purpose removed its socket and stays stopped, and
            // two clients starting one at once are settled by the daemon's
            // lock. So a crash never leaves a rest that does not ring while
            // a bar or the workout screen is watching.
            var client = try makeClient()
            client.autostart = client.autostart && client.socketState() == .stale
            try connect(client: client, timeoutMS: Self.answerWithinMS)
            return .connected
        } catch {
            retryMS = min(max(retryMS, Self.firstRetryMS) * 2, Self.lastRetryMS)
            retryAt = monotonicSeconds() + Double(retryMS) / 1000
            return .quiet
        }
    }
}
