import GymTimerProtocol
import SessionBus

/// Desktop notifications over the freedesktop Notifications protocol, on the
/// daemon's own bus connection and main loop.
///
/// Every call is sent without waiting for its reply (libnotify's
/// `notify_notification_show` is a blocking round trip, which is what made
/// a burst of expiries queue behind one another). Replies, button presses and
/// the server coming and going all arrive as events on the loop. Loop thread only.
public final class DesktopNotifier {
    public static let serverName = "org.freedesktop.Notifications"
    static let path = "/org/freedesktop/Notifications"

    /// Whether a notification server is there, as far as the bus has told us.
    public enum Server: Equatable, Sendable {
        case unknown
        /// Running, with its name and version from GetServerInformation once known.
        case running(String?)
        /// Not running, but the bus starts it on the first notification.
        case activatable
        case absent
        /// Owns the name but let a Notify go unanswered past `notifyTimeout`:
        /// hung. It counts as available again once it answers one.
        case unresponsive
    }

    /// How long a Notify may go unanswered. The specification's servers
    /// answer at once (the id); one that takes longer is hung, and saying so
    /// in `status` after libdbus's default 25 s would be too late.
    public static let notifyTimeoutMilliseconds: Int32 = 5000

    public private(set) var server: Server = .unknown
    /// The server's capabilities ("actions", "body-markup", …), once known.
    public private(set) var capabilities: Set<String>?

    /// The reply to `show(…, token:)`.
    public var onOutcome: (UInt64, NotifyOutcome) -> Void = { _, _ in }
    /// A button (or the body) of notification `id` was pressed.
    public var onAction: (UInt32, RestNotification.Action) -> Void = { _, _ in }
    /// Notification `id` is gone from the screen.
    public var onClosed: (UInt32) -> Void = { _ in }
    /// A notification server has just started on the bus.
    public var onServerAppeared: () -> Void = {}
    /// The notification server left the bus; the ids it gave mean nothing now.
    public var onServerVanished: () -> Void = {}

    private var bus: BusConnection?
    private let appName: String

    /// With no bus, every notification fails at once with a reason that says so.
    public init(bus: BusConnection?, appName: String = Product.name) {
        self.appName = appName
        if let bus { attach(bus, late: false) } else { server = .absent }
    }

    /// Uses `bus` from now on: at start, or for a bus that came (back) after
    /// the daemon started. A late bus's server, running or activatable, is
    /// told to `onServerAppeared` like any server that appears, so the
    /// timers that ended without one are announced.
    public func attach(_ bus: BusConnection, late: Bool) {
        self.bus = bus
        server = .unknown
        capabilities = nil
        bus.addSignalHandler { [unowned self] in self.signal($0) }
        let sender = "sender='\(Self.serverName)',interface='\(Self.serverName)'"
        bus.addMatch("type='signal',\(sender),member='ActionInvoked'")
        bus.addMatch("type='signal',\(sender),member='NotificationClosed'")
        bus.addMatch("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Self.serverName)'")
        bus.callBus("GetNameOwner", { $0.string(Self.serverName) }) { [unowned self] reply in
            guard self.bus === bus else { return }
            if reply.errorName == nil {
                self.serverStarted()
                if late { self.onServerAppeared() }
            } else {
                self.checkActivatable { if late, self.server == .activatable { self.onServerAppeared() } }
            }
        }
    }

    /// Whether a notification shown now would reach a server.
    public var available: Bool {
        switch server {
        case .running, .activatable, .unknown: bus?.connected == true
        case .absent, .unresponsive: false
        }
    }

    /// Expiry notifications offer buttons only to servers that say they show them.
    public var offersActions: Bool { capabilities?.contains("actions") == true }

    // MARK: Sending

    /// Sends `note`, replacing notification `replacing` if given. The
    /// outcome comes back through `onOutcome` with `token`.
    public func show(_ note: RestNotification, replacing: UInt32? = nil, token: UInt64) {
        guard let bus, bus.connected else {
            onOutcome(token, .failed(reason: "no session bus"))
            return
        }
        let markup = capabilities.map { $0.contains("body-markup") } ?? true
        let body = markup ? RestNotification.escapeMarkup(note.body) : note.body
        let actions = offersActions ? note.actions : []
        let message = BusMessage.methodCall(destination: Self.serverName, path: Self.path,
                                            interface: Self.serverName, member: "Notify")
        message.write { w in
            w.string(appName)
            w.uint32(replacing ?? 0)
            w.string("alarm-clock")
            w.string(note.summary)
            w.string(body)
            w.array("s") { a in
                for action in actions { a.string(action.rawValue); a.string(action.label) }
            }
            w.array("{sv}") { hints in
                func hint(_ key: String, _ signature: String, _ value: (BusWriter) -> Void) {
                    hints.dictEntry { e in e.string(key); e.variant(signature, value) }
                }
                hint("urgency", "y") { $0.byte(note.urgency.level) }
                hint("category", "s") { $0.string(note.category) }
                hint("desktop-entry", "s") { $0.string(note.desktopEntry) }
                if let sound = note.soundName {
                    hint("sound-name", "s") { $0.string(sound) }
                } else {
                    hint("suppress-sound", "b") { $0.bool(true) }
                }
                if note.transient { hint("transient", "b") { $0.bool(true) } }
            }
            w.int32(-1)
        }
        // A server the bus has yet to start may take its time: libdbus's default then.
        let timeout: Int32 = if case .running = server { Self.notifyTimeoutMilliseconds } else { -1 }
        bus.call(message, timeoutMilliseconds: timeout) { [unowned self] reply in
            if let error = reply.errorName {
                let text = reply.reader().string() ?? error
                if error == "org.freedesktop.DBus.Error.ServiceUnknown" { self.server = .absent }
                // NoReply also answers every waiting call when the bus itself goes.
                if error == "org.freedesktop.DBus.Error.NoReply", bus.connected, case .running = self.server {
                    self.server = .unresponsive
                }
                self.onOutcome(token, .failed(reason: text))
            } else if let id = reply.reader().uint32() {
                if case .running = self.server {} else { self.serverStarted() }
                self.onOutcome(token, .shown(id: id))
            } else {
                self.onOutcome(token, .failed(reason: "the notification server answered Notify with \(reply.signature)"))
            }
        }
    }

    /// Closes notification `id`; an already closed one is no error.
    public func close(id: UInt32) {
        guard let bus, bus.connected else { return }
        let message = BusMessage.methodCall(destination: Self.serverName, path: Self.path,
                                            interface: Self.serverName, member: "CloseNotification")
        message.write { $0.uint32(id) }
        bus.call(message) { _ in }
    }

    // MARK: Server presence

    private func serverStarted() {
        server = .running(nil)
        guard let bus else { return }
        let caps = BusMessage.methodCall(destination: Self.serverName, path: Self.path,
                                         interface: Self.serverName, member: "GetCapabilities")
        bus.call(caps) { [unowned self] reply in
            if reply.errorName == nil, let list = reply.reader().strings() { self.capabilities = Set(list) }
        }
        let info = BusMessage.methodCall(destination: Self.serverName, path: Self.path,
                                         interface: Self.serverName, member: "GetServerInformation")
        bus.call(info) { [unowned self] reply in
            let r = reply.reader()
            if reply.errorName == nil, let name = r.string(), r.string() != nil, let version = r.string(),
               case .running = self.server {
                self.server = .running("\(name) \(version)")
            }
        }
    }

    private func checkActivatable(then: @escaping () -> Void = {}) {
        bus?.callBus("ListActivatableNames", { _ in }) { [unowned self] reply in
            guard self.server == .unknown || self.server == .absent else { return }
            let names = reply.reader().strings() ?? []
            self.server = names.contains(Self.serverName) ? .activatable : .absent
            then()
        }
    }

    private func signal(_ message: BusMessage) {
        if message.isSignal(interface: "org.freedesktop.DBus", member: "NameOwnerChanged") {
            let r = message.reader()
            guard r.string() == Self.serverName, r.string() != nil, let owner = r.string() else { return }
            if owner.isEmpty {
                capabilities = nil
                server = .absent
                checkActivatable()
                onServerVanished()
            } else {
                serverStarted()
                onServerAppeared()
            }
        } else if message.isSignal(interface: Self.serverName, member: "ActionInvoked") {
            let r = message.reader()
            guard let id = r.uint32(), let key = r.string(), let action = RestNotification.Action(rawValue: key) else { return }
            onAction(id, action)
        } else if message.isSignal(interface: Self.serverName, member: "NotificationClosed") {
            if let id = message.reader().uint32() { onClosed(id) }
        }
    }
}

extension RestNotification.Urgency {
    /// The spec's urgency byte.
    var level: UInt8 {
        switch self {
        case .low: 0
        case .normal: 1
        case .critical: 2
        }
    }
}
