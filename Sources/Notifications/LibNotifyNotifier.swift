import CLibNotify
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Desktop notifications through libnotify. libnotify's calls are
/// synchronous D-Bus round trips, so they all run on one dedicated thread
/// with its own GLib main loop; callers only enqueue work and never wait.
public final class LibNotifyNotifier: Notifier, @unchecked Sendable {
    /// The notifier thread's GLib context; other threads only queue work on it.
    nonisolated(unsafe) private let context: OpaquePointer
    // Touched only on the notifier thread once started.
    private var shown: [UInt32: UnsafeMutablePointer<NotifyNotification>] = [:]
    private var shownOrder: [UInt32] = []
    private var onOutcome: (@Sendable (UInt64, NotifyOutcome) -> Void)?

    private let appName: String
    private let state = Mutex<(available: Bool, started: Bool)>((true, false))

    public init(appName: String = "gym-timer") {
        self.appName = appName
        self.context = g_main_context_new()
    }

    public var availability: Bool { state.withLock { $0.available } }

    public func start(onOutcome: @escaping @Sendable (UInt64, NotifyOutcome) -> Void) {
        let alreadyStarted = state.withLock { s in
            defer { s.started = true }
            return s.started
        }
        guard !alreadyStarted else { return }
        self.onOutcome = onOutcome
        var thread = pthread_t()
        let box = Unmanaged.passRetained(self).toOpaque()
        pthread_create(&thread, nil, { raw in
            let notifier = Unmanaged<LibNotifyNotifier>.fromOpaque(raw!).takeRetainedValue()
            notifier.runLoop()
            return nil
        }, box)
        pthread_detach(thread)
        // Learn early whether a server is there, so status is right before
        // the first timer ends. Runs on the notifier thread like everything else.
        perform { $0.probe() }
    }

    public func show(_ notification: RestNotification, token: UInt64) {
        perform { $0.showNow(notification, token: token) }
    }

    public func close(id: UInt32) {
        perform { $0.closeNow(id: id) }
    }

    // MARK: Notifier thread

    private func runLoop() {
        g_main_context_push_thread_default(context)
        _ = notify_init(appName)
        let loop = g_main_loop_new(context, 0)
        g_main_loop_run(loop)
    }

    private final class Job {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// Runs `work` on the notifier thread; wakes its loop if it sleeps.
    private func perform(_ work: @escaping @Sendable (LibNotifyNotifier) -> Void) {
        let job = Job { [self] in work(self) }
        g_main_context_invoke(context, { raw in
            Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().work()
            return 0 // G_SOURCE_REMOVE
        }, Unmanaged.passRetained(job).toOpaque())
    }

    private func probe() {
        var name: UnsafeMutablePointer<CChar>?, vendor: UnsafeMutablePointer<CChar>?
        var version: UnsafeMutablePointer<CChar>?, spec: UnsafeMutablePointer<CChar>?
        let ok = notify_get_server_info(&name, &vendor, &version, &spec) != 0
        g_free(name); g_free(vendor); g_free(version); g_free(spec)
        state.withLock { $0.available = ok }
    }

    private func showNow(_ note: RestNotification, token: UInt64) {
        let body = RestNotification.escapeMarkup(note.body)
        guard let n = notify_notification_new(note.summary, body, nil) else {
            report(token, .failed(reason: "libnotify could not create a notification"))
            return
        }
        notify_notification_set_urgency(n, urgency(note.urgency))
        notify_notification_set_category(n, note.category)
        notify_notification_set_hint_string(n, "desktop-entry", note.desktopEntry)
        if let sound = note.soundName {
            notify_notification_set_hint_string(n, "sound-name", sound)
        } else {
            notify_notification_set_hint(n, "suppress-sound", g_variant_new_boolean(1))
        }
        var error: UnsafeMutablePointer<GError>?
        if notify_notification_show(n, &error) != 0 {
            let id = UInt32(truncatingIfNeeded: gt_notification_id(n))
            remember(n, id: id)
            state.withLock { $0.available = true }
            report(token, .shown(id: id))
        } else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_error_free(error)
            g_object_unref(n)
            state.withLock { $0.available = false }
            report(token, .failed(reason: reason))
        }
    }

    private func closeNow(id: UInt32) {
        let n = shown.removeValue(forKey: id) ?? gt_notification_with_id(gint(bitPattern: id))
        shownOrder.removeAll { $0 == id }
        guard let n else { return }
        var error: UnsafeMutablePointer<GError>?
        _ = notify_notification_close(n, &error)
        if error != nil { g_error_free(error) } // already closed by the user: nothing to do
        g_object_unref(n)
    }

    /// Keeps recent notification objects so they can be closed; older ones
    /// are released and, if needed, closed through a fresh object by id.
    private func remember(_ n: UnsafeMutablePointer<NotifyNotification>, id: UInt32) {
        if let old = shown.updateValue(n, forKey: id) { g_object_unref(old) }
        shownOrder.append(id)
        if shownOrder.count > 64, let oldest = shownOrder.first {
            shownOrder.removeFirst()
            if let n = shown.removeValue(forKey: oldest) { g_object_unref(n) }
        }
    }

    private func report(_ token: UInt64, _ outcome: NotifyOutcome) {
        onOutcome?(token, outcome)
    }

    private func urgency(_ u: RestNotification.Urgency) -> NotifyUrgency {
        switch u {
        case .low: NOTIFY_URGENCY_LOW
        case .normal: NOTIFY_URGENCY_NORMAL
        case .critical: NOTIFY_URGENCY_CRITICAL
        }
    }
}
