/// Turns expiries that come close together into one notification, without
/// ever waiting for the server.
///
/// The first expiry is sent at once. One that follows within `window` joins
/// it: the list is sent again, replacing the shown notification when its id
/// is known, or as a new one when the first is still on its way (whose id is
/// then closed when it comes back). So every timer's notification leaves at
/// its own deadline, and the desktop ends up with one notification per burst.
/// Pure bookkeeping: times and tokens come from the caller.
public struct ExpiryBurst<Member: Sendable>: Sendable {
    /// Expiries this close to the first of a burst join it (100 ms).
    public static var window: Int64 { 100_000_000 }

    /// A notification to send now.
    public struct Send {
        public var token: UInt64
        public var entries: [RestNotification.Entry]
        public var members: [Member]
        /// The notification this one replaces, if its id is already known.
        public var replacing: UInt32?
    }

    /// What to do with a notification the server has shown.
    public enum Shown {
        /// The current notification of its burst: these timers are now announced as `id`.
        case announced([Member])
        /// Replaced by a later send that reused its id: nothing to do.
        case superseded
        /// Replaced by a later, separate notification: close this one.
        case close(UInt32)
    }

    private struct Burst {
        var openedAt: Int64
        var entries: [RestNotification.Entry] = []
        var members: [Member] = []
        var latestToken: UInt64 = 0
        var latestReplacing: UInt32?
        var shownID: UInt32?
    }

    private var bursts: [Int: Burst] = [:]
    private var tokens: [UInt64: Int] = [:]
    private var current = 0

    public init() {}

    /// Adds an expiry at boot time `now`; returns the notification to send.
    public mutating func add(_ entry: RestNotification.Entry, member: Member, at now: Int64, token: UInt64) -> Send {
        add([(entry, member)], at: now, token: token)
    }

    /// Adds expiries that came due together (one turn of the daemon's
    /// loop): one notification covers them all, however many there are.
    public mutating func add(_ expiries: [(entry: RestNotification.Entry, member: Member)], at now: Int64, token: UInt64) -> Send {
        if let open = bursts[current], now - open.openedAt <= Self.window {
            // Joins the open burst.
        } else {
            current += 1
            bursts[current] = Burst(openedAt: now)
            forgetIfSettled(current - 1)
        }
        var burst = bursts.removeValue(forKey: current)!
        for (entry, member) in expiries {
            burst.entries.append(entry)
            burst.members.append(member)
        }
        burst.latestToken = token
        burst.latestReplacing = burst.shownID
        let send = Send(token: token, entries: burst.entries, members: burst.members, replacing: burst.shownID)
        bursts[current] = burst
        tokens[token] = current
        return send
    }

    /// The server showed the notification sent under `token` as `id`.
    public mutating func shown(token: UInt64, id: UInt32) -> Shown {
        guard let serial = tokens.removeValue(forKey: token), var burst = bursts[serial] else { return .superseded }
        defer { forgetIfSettled(serial) }
        if burst.latestToken == token {
            burst.shownID = id
            bursts[serial] = burst
            return .announced(burst.members)
        }
        // A later send that replaced this id took it over; otherwise this
        // notification stands apart from the burst's current one.
        return id == burst.latestReplacing || id == burst.shownID ? .superseded : .close(id)
    }

    /// The notification sent under `token` could not be shown. Returns the
    /// timers it was the latest word for, which remain unannounced.
    public mutating func failed(token: UInt64) -> [Member] {
        guard let serial = tokens.removeValue(forKey: token), let burst = bursts[serial] else { return [] }
        defer { forgetIfSettled(serial) }
        return burst.latestToken == token ? burst.members : []
    }

    /// Bursts that are closed to newcomers and have no reply outstanding are forgotten.
    private mutating func forgetIfSettled(_ serial: Int) {
        guard serial != current, !tokens.values.contains(serial) else { return }
        bursts.removeValue(forKey: serial)
    }

    /// Closes the open burst: the next expiry starts a new one whatever the time.
    public mutating func closeOpenBurst() {
        current += 1
        for serial in Array(bursts.keys) where !tokens.values.contains(serial) { bursts.removeValue(forKey: serial) }
    }
}
