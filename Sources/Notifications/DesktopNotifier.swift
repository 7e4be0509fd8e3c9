import SessionBus
import Platform
import GymTimerConfig

/// Desktop notifications: shown through libnotify, on threads of its own,
/// while the daemon's loop only asks and later hears back.
///
/// libnotify (`LibNotifyClient`) shows and closes notifications and reports
/// button presses and dismissals; its answers arrive through `wakeDescriptor`,
/// which the loop watches, and `deliverEvents()` hands them to the callbacks
/// on the loop's thread. Whether a server is there is followed on the
/// daemon's own libdbus connection (`NameOwnerChanged`), as everything else
/// it says on the bus. Loop thread only: the thread that made it, which a
/// debug build checks at every entry.
public final class DesktopNotifier {
    private let loopThread = OwningThread()
    public static let serverName = "org.freedesktop.Notifications"

    /// Whether a notification server is there, as far as the bus has told us.
    public enum Server: Equatable, Sendable {
        case unknown
        /// Running, with its name and version from GetServerInformation once known.
        case running(String?)
        /// Not running, but the bus starts it on the first notification.
        case activatable
        case absent
        /// Owns the name but let a Notify go unanswered past `notifyTimeoutMilliseconds`:
        /// hung. It counts as available again once it answers one.
        case unresponsive
    }

    /// How long a Notify may go unanswered. The specification's servers
    /// answer at once (the id); one that takes longer is hung, and saying so
    /// in `status` after D-Bus's default 25 s would be too late.
    public static let notifyTimeoutMilliseconds: UInt32 = 5000

    public private(set) var server: Server = .unknown
    /// The server's capabilities ("actions", "body-markup", "sound", …), once known.
    public private(set) var capabilities: Set<String>?
    /// Why the last chime could not be played (no sound server), if it could not.
    public private(set) var soundProblem: String?
    /// Whether the server plays the sound a notification names.
    public var playsSounds: Bool { capabilities?.contains("sound") == true }

    /// The outcome of `show(…, token:)`.
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
    private let libnotify: LibNotifyClient
    private let chimes: ChimePlayer
    /// Shows asked for and not yet answered, and those given up on after
    /// `notifyTimeoutMilliseconds` (whose late answer only says the server is back).
    private var waiting: [UInt64: Sent] = [:]
    private var abandoned: Set<UInt64> = []
    /// Raised each time a server appears on the bus: a show sent before
    /// then that comes back "no such service" was answered for the server
    /// that was not there, and goes again to the one that is.
    private var serverGeneration = 0

    /// A show on its way: what it asked, for sending it again.
    private struct Sent {
        var note: RestNotification
        var replacing: UInt32?
        var generation: Int
    }

    /// Prepares the environment libnotify reads (see
    /// `LibNotifyClient.prepareEnvironment`): call first thing, before any
    /// thread starts. `sessionBus` is the bus address the daemon watches for.
    public static func prepareEnvironment(sessionBus: String?) {
        LibNotifyClient.prepareEnvironment(sessionBus: sessionBus)
    }

    /// With no bus, every notification fails at once with a reason that says so.
    /// `scratchDirectory`: a private directory the spoken cue's sound is
    /// written to while it plays.
    public init(bus: BusConnection?, appName: String = Product.name, scratchDirectory: String? = nil) throws(SystemError) {
        libnotify = try LibNotifyClient(appName: appName)
        let inbox = libnotify.inbox
        chimes = try ChimePlayer(appName: appName, scratchDirectory: scratchDirectory) { inbox.post(.chime($0)) }
        if let bus { attach(bus, late: false) } else { server = .absent }
    }

    /// Readable when libnotify's threads have something for `deliverEvents()`.
    public var wakeDescriptor: Int32 { libnotify.inbox.fd }

    /// Uses `bus` from now on: at start, or for a bus that came (back) after
    /// the daemon started. A late bus's server, running or activatable, is
    /// told to `onServerAppeared` like any server that appears, so the
    /// timers that ended without one are announced.
    public func attach(_ bus: BusConnection, late: Bool) {
        loopThread.check()
        self.bus = bus
        server = .unknown
        capabilities = nil
        libnotify.attach()
        bus.addSignalHandler { [unowned self] in self.signal($0) }
        bus.addMatch("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Self.serverName)'")
        bus.callBus("GetNameOwner", { $0.string(Self.serverName) }) { [unowned self] reply in
            guard self.bus === bus else { return }
            if reply.errorName == nil {
                self.serverGeneration += 1
                self.serverStarted(probe: false)
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

    // MARK: Sending

    /// Shows `note`, replacing notification `replacing` if given. The
    /// outcome comes back through `onOutcome` with `token`.
    public func show(_ note: RestNotification, replacing: UInt32? = nil, token: UInt64) {
        loopThread.check()
        guard let bus, bus.connected else {
            onOutcome(token, .failed(reason: "no session bus"))
            return
        }
        send(Sent(note: note, replacing: replacing, generation: serverGeneration), token: token)
    }

    private func send(_ sent: Sent, token: UInt64) {
        waiting[token] = sent
        // A server the bus has yet to start may take its time: D-Bus's default then.
        let limit: UInt32? = if case .running = server { Self.notifyTimeoutMilliseconds } else { nil }
        libnotify.show(sent.note, replacing: sent.replacing, token: token, answerWithin: limit)
    }

    /// Plays the freedesktop sound `sound` itself, at `volume` (0 to 1), on
    /// the chime's own thread; returns at once.
    public func chime(_ sound: String, volume: Double, then speech: String? = nil) {
        loopThread.check()
        chimes.play(sound, volume: volume, duckingOn: bus?.connected == true ? bus?.address : nil, then: speech)
    }

    /// Readies the chime `chime` would play with these, for a rest ending
    /// soon: its player starts now, so the sound starts at the deadline
    /// (not a process start and a connection later); returns at once.
    public func readyChime(_ sound: String, volume: Double) {
        loopThread.check()
        chimes.ready(sound, volume: volume, duckingOn: bus?.connected == true ? bus?.address : nil)
    }

    /// Closes notification `id`; an already closed one is no error.
    public func close(id: UInt32) {
        loopThread.check()
        guard let bus, bus.connected else { return }
        libnotify.close(id: id)
    }

    // MARK: What libnotify's threads report

    /// Hands what libnotify's threads reported to the callbacks. Called by
    /// the loop when `wakeDescriptor` is readable.
    public func deliverEvents() {
        loopThread.check()
        for event in libnotify.inbox.take() {
            switch event {
            case .outcome(let token, let outcome, let errorName):
                if abandoned.remove(token) != nil {
                    // Answered after all. Its timers were told it failed, so
                    // this notification is closed and, the server being
                    // back, they are announced again (also when a probe
                    // answered first; not when the server has left since).
                    if case .shown(let id) = outcome {
                        libnotify.close(id: id)
                        switch server {
                        case .unresponsive, .running: serverRecovered()
                        case .unknown, .activatable, .absent: break
                        }
                    }
                    continue
                }
                let sent = waiting.removeValue(forKey: token)
                let wasUnresponsive = server == .unresponsive
                if case .failed = outcome, errorName == "org.freedesktop.DBus.Error.ServiceUnknown", let sent,
                   sent.generation < serverGeneration, !sent.note.transient {
                    // Sent while no server was there, answered after one came:
                    // the answer is stale, the timers are not announced yet.
                    // As a new notification: the id it replaced was the old
                    // server's. (A warning's moment has passed: not sent.)
                    send(Sent(note: sent.note, replacing: nil, generation: serverGeneration), token: token)
                    continue
                }
                if case .failed = outcome {
                    if errorName == "org.freedesktop.DBus.Error.ServiceUnknown" { server = .absent }
                    if errorName == "org.freedesktop.DBus.Error.NoReply", bus?.connected == true, case .running = server {
                        server = .unresponsive
                    }
                } else if case .running = server {} else {
                    serverStarted()
                }
                onOutcome(token, outcome)
                if wasUnresponsive, case .shown = outcome { onServerAppeared() }
            case .stalled(let token):
                guard waiting.removeValue(forKey: token) != nil else { continue }
                abandoned.insert(token)
                if case .running = server { server = .unresponsive }
                onOutcome(token, .failed(reason: "the notification server did not answer within \(Self.notifyTimeoutMilliseconds / 1000) s"))
            case .action(let id, let action):
                onAction(id, action)
            case .chime(let outcome):
                switch outcome {
                case .played: soundProblem = nil
                case .failed(let reason): soundProblem = reason
                }
            case .closed(let id):
                onClosed(id)
            case .server(let capabilities, let name):
                // An answer from a server that has left since says nothing.
                guard server != .absent else { continue }
                if let capabilities { self.capabilities = capabilities }
                // An answer proves the server runs, whatever the bus said so far.
                if let name, server != .absent { server = .running(name) }
            }
        }
    }

    // MARK: Server presence

    /// The server is there: libnotify asks it what it is, unless the
    /// attach that found it already does.
    private func serverStarted(probe: Bool = true) {
        if case .running = server {} else { server = .running(nil) }
        if probe { libnotify.probe() }
    }

    /// A server that stopped answering answered again: the timers it left
    /// unannounced are announced now.
    private func serverRecovered() {
        serverStarted()
        onServerAppeared()
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
                libnotify.forgetShown()
                checkActivatable()
                onServerVanished()
            } else {
                serverGeneration += 1
                serverStarted()
                onServerAppeared()
            }
        }
    }
}
