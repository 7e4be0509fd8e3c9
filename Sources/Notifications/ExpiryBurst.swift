/// Turns expiries that come close together into one notification, without
/// ever waiting for the server.
///
/// The first expiry is sent at once. One that follows within `window` joins
/// it: the list is sent again, replacing the shown notification when its id
/// is known and nothing else of the burst is on its way, or else as a new
/// one (earlier ones are closed when their ids come back). Sends go out side
/// by side, so two updates of one notification could reach the server in
/// either order; this way there is never more than one. Every timer's
/// notification leaves at its own deadline, and the desktop ends up with one
/// notification per burst. Pure bookkeeping: times and tokens come from the caller.
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
        /// The current notification of its burst: these timers are now
        /// announced as `id`; `closing` is the burst's earlier notification, to close.
        case announced([Member], closing: UInt32?)
        /// Nothing to do: a send nothing is known of, or an update of the
        /// burst's notification that a later send will close.
        case superseded
        /// Replaced by a later, separate notification: close this one.
        case close(UInt32)
    }

    private struct Burst {
        var openedAt: Int64
        var entries: [RestNotification.Entry] = []
        var members: [Member] = []
        var latestToken: UInt64 = 0
        /// Sends of this burst not answered yet.
        var inFlight: Set<UInt64> = []
        /// The notification showing the burst, once an answer said which.
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
        let replacing = burst.inFlight.isEmpty ? burst.shownID : nil
        burst.inFlight.insert(token)
        let send = Send(token: token, entries: burst.entries, members: burst.members, replacing: replacing)
        bursts[current] = burst
        tokens[token] = current
        return send
    }

    /// The server showed the notification sent under `token` as `id`.
    public mutating func shown(token: UInt64, id: UInt32) -> Shown {
        guard let serial = tokens.removeValue(forKey: token), var burst = bursts[serial] else { return .superseded }
        burst.inFlight.remove(token)
        defer {
            bursts[serial] = burst
            forgetIfSettled(serial)
        }
        if burst.latestToken == token {
            let earlier = burst.shownID
            burst.shownID = id
            return .announced(burst.members, closing: earlier == id ? nil : earlier)
        }
        // A later send, a separate notification, speaks for these timers.
        // The burst's shown notification stays until that one is shown
        // (its `.announced` closes it), so the screen is never left empty.
        return burst.shownID == id ? .superseded : .close(id)
    }

    /// The notification sent under `token` could not be shown. Returns the
    /// timers it was the latest word for, which remain unannounced.
    public mutating func failed(token: UInt64) -> [Member] {
        guard let serial = tokens.removeValue(forKey: token), var burst = bursts[serial] else { return [] }
        burst.inFlight.remove(token)
        defer {
            bursts[serial] = burst
            forgetIfSettled(serial)
        }
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
