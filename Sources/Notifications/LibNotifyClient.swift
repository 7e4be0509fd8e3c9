import CLibNotify
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// What one notification shows, as sent to the server at hand: decided
/// when it is sent, from that server's capabilities.
struct NotificationContent: Sendable, Equatable {
    enum Sound: Sendable, Equatable {
        /// The `sound-name` hint: a freedesktop sound-theme name.
        case named(String)
        /// The `suppress-sound` hint: a quiet notification.
        case suppressed
        /// Neither: the server plays no sounds anyway.
        case unspecified
    }

    var summary: String
    var body: String
    var icon: String
    var urgency: RestNotification.Urgency
    var category: String
    var desktopEntry: String
    var sound: Sound
    var transient: Bool
    var actions: [RestNotification.Action]

    /// `note` for a server with `capabilities` (nil while not known): the
    /// body escaped where it reads markup, buttons only where they are
    /// shown, the sound asked for only where sounds are played.
    init(_ note: RestNotification, for capabilities: Set<String>?) {
        let markup = capabilities.map { $0.contains("body-markup") } ?? true
        summary = note.summary
        body = markup ? RestNotification.escapeMarkup(note.body) : note.body
        icon = "alarm-clock"
        urgency = note.urgency
        category = note.category
        desktopEntry = note.desktopEntry
        sound = if let name = note.soundName {
            capabilities?.contains("sound") == true ? .named(name) : .unspecified
        } else {
            .suppressed
        }
        transient = note.transient
        actions = capabilities?.contains("actions") == true ? note.actions : []
    }
}

/// A libnotify notification object as the notifier's threads pass it
/// between them (under a `Monitor`). Only libnotify's own signal delivery
/// may look at it while a pool thread shows or closes it.
struct NotificationObject: ShownObject, @unchecked Sendable {
    let raw: UnsafeMutablePointer<NotifyNotification>
    var address: UInt { UInt(bitPattern: raw) }
}

/// libnotify, used so that the daemon's loop never waits on it.
///
/// - **Round trips on a pool.** `notify_notification_show`, `_close` and
///   `notify_get_server_caps`/`_info` wait for the server, so they run on a
///   `ShowPool`, several at once: no notification waits behind another's
///   reply. Calls on one notification keep their order (keyed by its id).
/// - **Signals on one thread.** The process's default GLib main context
///   runs on a thread of its own ("gt-notify", `GLibMainLoop`), and nothing
///   else runs it.
///   libnotify's D-Bus proxy delivers `ActionInvoked` and
///   `NotificationClosed` there, so action callbacks and the `closed`
///   signal arrive on that thread. A shown notification's object is never
///   changed (an update is a new object carrying its id), and objects are
///   finished only on that thread, never in the middle of a signal to them.
/// - **libnotify's own limits.** It creates its proxy on first use without
///   a lock, so its calls go one at a time until one has succeeded; and it
///   lists notification objects in an unlocked global, so they are created
///   and finished under `lifecycle`.
///
/// Everything learnt is posted to `inbox` for the daemon's loop.
///
/// **Locks**, always taken in this order and never the other way round:
/// `proxyCreation`, then `lifecycle`, then `monitor`. `monitor` is held
/// only for the bookkeeping below, never across a libnotify call; the
/// pool's and the main loop's own locks are taken with none of these held.
final class LibNotifyClient: @unchecked Sendable {
    let inbox: NotifierInbox
    private let appName: String
    private let pool = ShowPool(name: "gt-notify-show")
    private let mainLoop: GLibMainLoop
    /// How many shown notifications are kept as objects (for their buttons,
    /// `closed` and updates); older ones are let go and, if need be, closed by id.
    static let keptObjects = 128

    /// Serialises libnotify's calls until its proxy exists (first in the lock order).
    private let proxyCreation = Monitor()
    /// Serialises creating and finishing notification objects, as libnotify
    /// lists them in an unlocked global (second).
    private let lifecycle = Monitor()
    /// Guards what follows (last: nothing is locked while it is held).
    private let monitor = Monitor()
    /// libnotify is initialised on a session-bus connection.
    private var prepared = false
    /// libnotify's proxy exists: its calls may run side by side.
    private var proxyReady = false
    /// Why libnotify could not be set up, when it could not.
    private var unusable: String?
    /// What the server said it can do, at the last probe.
    private var capabilities: Set<String>?
    private var connection: OpaquePointer?
    private var onScreen = ShownNotifications<NotificationObject>(limit: keptObjects)
    /// The time limit of each show still waiting for the server, by token.
    private var watchdogs: [UInt64: UnsafeMutablePointer<GSource>] = [:]
    /// Objects inside `notify_notification_show` now, and those of them the
    /// server closed before the show returned (with the id they had).
    private var showing: Set<UInt> = []
    private var closedWhileShowing: [UInt: UInt32] = [:]

    init(appName: String) throws(SystemError) {
        self.appName = appName
        inbox = try NotifierInbox()
        mainLoop = try GLibMainLoop(name: "gt-notify")
    }

    /// Sets what libnotify reads from the environment; call before any
    /// thread starts (`setenv` is not safe beside other threads). It finds
    /// the session bus through `DBUS_SESSION_BUS_ADDRESS`: `sessionBus`,
    /// when given, is the one to use whenever it is there. And it would
    /// route notifications through the desktop portal if it believed itself
    /// sandboxed: the daemon talks to the notification server itself.
    static func prepareEnvironment(sessionBus address: String?) {
        if let address { setenv("DBUS_SESSION_BUS_ADDRESS", address, 1) }
        setenv("NOTIFY_IGNORE_PORTAL", "1", 1)
    }

    // MARK: Requests (any thread; none waits)

    /// Sets libnotify up on the session bus, first dropping what it had on
    /// an earlier bus, then asks the server what it is.
    func attach() {
        pool.submit(exclusive: true) { [self] in
            tearDown()
            var error: UnsafeMutablePointer<GError>?
            guard let connection = gt_session_bus_without_exit(&error) else {
                let reason = Self.failure(error).message
                monitor.lock { unusable = "libnotify cannot connect to the session bus: \(reason)" }
                return
            }
            _ = notify_init(appName)
            monitor.lock {
                self.connection = connection
                prepared = true
                proxyReady = false
                unusable = nil
            }
            probeNow()
        }
    }

    /// Asks the server for its capabilities and name (it may be a new one).
    func probe() {
        pool.submit { [self] in
            guard monitor.lock({ prepared }) else { return }
            probeNow()
        }
    }

    /// Shows `note`, replacing notification `replacing` if given. The
    /// outcome is posted with `token`; with `answerWithin`, a show still
    /// unanswered after that many milliseconds is posted as stalled.
    func show(_ note: RestNotification, replacing: UInt32?, token: UInt64, answerWithin milliseconds: UInt32?) {
        if let milliseconds { armWatchdog(token: token, milliseconds: milliseconds) }
        pool.submit(key: replacing) { [self] in
            // A server that has just appeared has not said what it can do
            // yet: ask before showing, or a timer announced the moment it
            // came would lose its buttons.
            if monitor.lock({ prepared && capabilities == nil }) { probeNow() }
            runShow(NotificationContent(note, for: monitor.lock { capabilities }), replacing: replacing, token: token)
        }
    }

    /// Closes notification `id`; one already gone is no error.
    func close(id: UInt32) {
        pool.submit(key: id) { [self] in
            guard monitor.lock({ prepared }) else { return }
            let kept = monitor.lock { onScreen.remove(id: id) }
            let object = kept ?? lifecycle.lock { NotificationObject(raw: gt_notification_with_id(id)) }
            var error: UnsafeMutablePointer<GError>?
            _ = callingLibNotify { notify_notification_close(object.raw, &error) != 0 }
            if let error { g_error_free(error) }
            release([object])
        }
    }

    /// The server left: the ids it gave mean nothing to the next one.
    func forgetShown() {
        let dropped: [NotificationObject] = monitor.lock {
            defer { capabilities = nil }
            return onScreen.removeAll()
        }
        release(dropped)
    }

    // MARK: Pool threads

    private func runShow(_ content: NotificationContent, replacing: UInt32?, token: UInt64) {
        if let reason = monitor.lock({ prepared ? nil : unusable ?? "no session bus" }) {
            return finish(token, .failed(reason: reason), errorName: nil)
        }
        // A notification is replaced through a new object carrying its id,
        // so the shown one's object is never changed while its signals may
        // be delivered; it is let go once the new one is shown. (A button
        // pressed in between may reach both: pressing twice is harmless.)
        let object: NotificationObject = lifecycle.lock {
            let raw: UnsafeMutablePointer<NotifyNotification>
            if let replacing {
                raw = gt_notification_with_id(replacing)
                _ = notify_notification_update(raw, content.summary, content.body, content.icon)
            } else {
                raw = notify_notification_new(content.summary, content.body, content.icon)
            }
            fill(raw, content)
            _ = gt_notification_on_closed(raw, { raw, data in
                guard let raw, let data else { return }
                Unmanaged<LibNotifyClient>.fromOpaque(data).takeUnretainedValue().closed(raw)
            }, Unmanaged.passUnretained(self).toOpaque())
            return NotificationObject(raw: raw)
        }
        var error: UnsafeMutablePointer<GError>?
        monitor.lock { _ = showing.insert(object.address) }
        let shown = callingLibNotify({ notify_notification_show(object.raw, &error) != 0 })
        let closedAlready = monitor.lock {
            showing.remove(object.address)
            return closedWhileShowing.removeValue(forKey: object.address)
        }
        if shown, let id = closedAlready {
            // Gone before the show returned (the `closed` signal came first).
            release([object])
            finish(token, .shown(id: id), errorName: nil)
            inbox.post(.closed(id: id))
        } else if shown {
            let id = gt_notification_id(object.raw)
            release(monitor.lock { onScreen.keep(object, id: id, replacing: replacing) })
            finish(token, .shown(id: id), errorName: nil)
        } else {
            let failure = Self.failure(error)
            release([object])
            finish(token, .failed(reason: failure.message), errorName: failure.name)
        }
    }

    private func finish(_ token: UInt64, _ outcome: NotifyOutcome, errorName: String?) {
        if let source = monitor.lock({ watchdogs.removeValue(forKey: token) }) {
            g_source_destroy(source)
            g_source_unref(source)
        }
        inbox.post(.outcome(token: token, outcome, errorName: errorName))
    }

    private func probeNow() {
        let list = callingLibNotify({ notify_get_server_caps() }, succeeded: { $0 != nil })
        var capabilities: Set<String>?
        if let list {
            var found = Set<String>()
            var node: UnsafeMutablePointer<GList>? = list
            while let current = node {
                if let data = current.pointee.data { found.insert(String(cString: data.assumingMemoryBound(to: CChar.self))) }
                node = current.pointee.next
            }
            g_list_free_full(list, g_free)
            capabilities = found
        }
        var name: UnsafeMutablePointer<CChar>?, vendor: UnsafeMutablePointer<CChar>?
        var version: UnsafeMutablePointer<CChar>?, spec: UnsafeMutablePointer<CChar>?
        var server: String?
        if callingLibNotify({ notify_get_server_info(&name, &vendor, &version, &spec) != 0 }),
           let name, let version {
            server = "\(String(cString: name)) \(String(cString: version))"
        }
        g_free(name); g_free(vendor); g_free(version); g_free(spec)
        monitor.lock { self.capabilities = capabilities }
        inbox.post(.server(capabilities: capabilities, name: server))
    }

    /// Runs a libnotify call: side by side with others once its proxy
    /// exists, one at a time before (the first success creates it).
    private func callingLibNotify<T>(_ call: () -> T, succeeded: (T) -> Bool) -> T {
        if monitor.lock({ proxyReady }) { return call() }
        return proxyCreation.lock {
            let result = call()
            if succeeded(result) { monitor.lock { proxyReady = true } }
            return result
        }
    }

    private func callingLibNotify(_ call: () -> Bool) -> Bool { callingLibNotify(call, succeeded: { $0 }) }

    /// Drops libnotify's hold on an earlier bus: its notification objects,
    /// its proxy and the connection, so that the next use connects afresh.
    private func tearDown() {
        struct Held: @unchecked Sendable {
            var objects: [NotificationObject]
            var connection: OpaquePointer?
        }
        let taken: Held? = monitor.lock {
            guard prepared else { return nil }
            let objects = onScreen.removeAll()
            defer {
                capabilities = nil
                prepared = false
                proxyReady = false
                connection = nil
            }
            return Held(objects: objects, connection: connection)
        }
        guard let taken else { return }
        mainLoop.runAndWait { [self] in
            lifecycle.lock {
                for object in taken.objects { g_object_unref(object.raw) }
                // It closes what it still lists, and lets the proxy go.
                notify_uninit()
            }
            if let connection = taken.connection { g_object_unref(UnsafeMutableRawPointer(connection)) }
            // GDBus lets go of a closed connection from this context's idle callbacks.
            while g_main_context_iteration(nil, 0) != 0 {}
        }
    }

    /// Fills a new notification object (pool thread, before its first show).
    private func fill(_ raw: UnsafeMutablePointer<NotifyNotification>, _ content: NotificationContent) {
        notify_notification_set_timeout(raw, NOTIFY_EXPIRES_DEFAULT)
        notify_notification_set_urgency(raw, content.urgency.libnotify)
        notify_notification_set_category(raw, content.category)
        notify_notification_set_hint_string(raw, "desktop-entry", content.desktopEntry)
        switch content.sound {
        case .named(let sound): notify_notification_set_hint_string(raw, "sound-name", sound)
        case .suppressed: notify_notification_set_hint(raw, "suppress-sound", g_variant_new_boolean(1))
        case .unspecified: break
        }
        if content.transient { notify_notification_set_hint(raw, "transient", g_variant_new_boolean(1)) }
        for action in content.actions {
            notify_notification_add_action(raw, action.rawValue, action.label, { raw, key, data in
                guard let raw, let key, let data else { return }
                Unmanaged<LibNotifyClient>.fromOpaque(data).takeUnretainedValue().pressed(raw, key: String(cString: key))
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
        }
    }

    // MARK: The signal thread

    /// An action callback: libnotify matched the `ActionInvoked` to its object.
    private func pressed(_ raw: UnsafeMutablePointer<NotifyNotification>, key: String) {
        mainLoop.assertCurrent()
        guard let action = RestNotification.Action(rawValue: key) else { return }
        let id = monitor.lock { onScreen.id(of: UInt(bitPattern: raw)) } ?? gt_notification_id(raw)
        inbox.post(.action(id: id, action))
    }

    /// The `closed` signal: the server says the notification is gone.
    private func closed(_ raw: UnsafeMutablePointer<NotifyNotification>) {
        mainLoop.assertCurrent()
        let address = UInt(bitPattern: raw)
        let id = gt_notification_id(raw)
        // Still inside its show (the signal beat the reply): the show
        // reports it, after its outcome.
        let (deferred, kept): (Bool, NotificationObject?) = monitor.lock {
            if showing.contains(address) {
                closedWhileShowing[address] = id
                return (true, nil)
            }
            return (false, onScreen.remove(address: address)?.object)
        }
        guard !deferred else { return }
        inbox.post(.closed(id: id))
        // Not now: libnotify is still inside the signal to this object.
        if let kept { release([kept]) }
    }

    private func armWatchdog(token: UInt64, milliseconds: UInt32) {
        let source = mainLoop.timeout(milliseconds: milliseconds, { data in
            Unmanaged<LibNotifyClient>.fromOpaque(data!).takeUnretainedValue().watchdogFired()
            return 0 // G_SOURCE_REMOVE
        }, context: Unmanaged.passUnretained(self).toOpaque())
        // Kept before it starts: it cannot fire unknown.
        monitor.lock { watchdogs[token] = source }
        mainLoop.start(source)
    }

    private func watchdogFired() {
        mainLoop.assertCurrent()
        guard let current = g_main_current_source() else { return }
        let token: UInt64? = monitor.lock {
            guard let (token, _) = watchdogs.first(where: { $0.value == current }) else { return nil }
            watchdogs.removeValue(forKey: token)
            return token
        }
        guard let token else { return }
        g_source_unref(current)
        inbox.post(.stalled(token: token))
    }

    /// Drops references on the signal thread, after whatever it is doing.
    /// Finishing an object asks libnotify for its proxy, which it creates
    /// if there is none: that must not race a pool call creating it.
    private func release(_ dropped: [NotificationObject]) {
        guard !dropped.isEmpty else { return }
        mainLoop.run { [self] in
            let finish = { self.lifecycle.lock { for object in dropped { g_object_unref(object.raw) } } }
            if monitor.lock({ proxyReady }) { finish() } else { proxyCreation.lock(finish) }
        }
    }

    /// A D-Bus or GIO error as a sentence, and the D-Bus error's name.
    private static func failure(_ error: UnsafeMutablePointer<GError>?) -> (message: String, name: String?) {
        guard let error else { return ("libnotify gave no reason", nil) }
        defer { g_error_free(error) }
        var name: String?
        if let remote = g_dbus_error_get_remote_error(error) {
            name = String(cString: remote)
            g_free(remote)
            _ = g_dbus_error_strip_remote_error(error)
        }
        return (String(cString: error.pointee.message), name)
    }
}

extension RestNotification.Urgency {
    var libnotify: NotifyUrgency {
        switch self {
        case .low: NOTIFY_URGENCY_LOW
        case .normal: NOTIFY_URGENCY_NORMAL
        case .critical: NOTIFY_URGENCY_CRITICAL
        }
    }
}
