import CDBus
#if canImport(Glibc)
import Glibc
#endif

/// A private connection to the session bus that never blocks its caller.
///
/// libdbus does its own I/O but lets a main loop decide when: it reports the
/// descriptors it wants watched and the timeouts it wants run, and the
/// owner's loop calls back into `handle(fd:…)`, `fireTimeouts` and
/// `dispatch`. Every bus round trip (Hello, RequestName, a method call) is a
/// pending call whose reply arrives through `dispatch`, so a slow or absent
/// peer holds up nothing but its own reply. Used from one thread only.
public final class BusConnection {
    /// What the owning loop should watch on `fd`; both false means stop watching.
    public var onInterest: (_ fd: Int32, _ readable: Bool, _ writable: Bool) -> Void = { _, _, _ in }
    /// The connection to the bus daemon was lost; nothing more will arrive.
    public var onDisconnect: () -> Void = {}

    public let address: String
    public private(set) var uniqueName: String?
    private var closed = false

    /// Whether messages can still go out: not closed here, not lost by libdbus.
    public var connected: Bool { !closed && dbus_connection_get_is_connected(raw) != 0 }

    /// Whether libdbus holds messages not yet dispatched (it may read while
    /// writing, and queues `Disconnected` when a write fails).
    public var needsDispatch: Bool {
        !closed && dbus_connection_get_dispatch_status(raw) == DBUS_DISPATCH_DATA_REMAINS
    }

    private let raw: OpaquePointer
    private var watches: [OpaquePointer: Int32] = [:]
    private var interests: [Int32: (Bool, Bool)] = [:]
    /// Enabled libdbus timeouts and when each is due (boot-time nanoseconds).
    private var timeouts: [OpaquePointer: Int64] = [:]
    private var objects: [String: (BusMessage) -> BusMessage?] = [:]
    private var replies: [UInt64: (BusMessage) -> Void] = [:]
    private var nextReply: UInt64 = 0
    private var afterHello: [() -> Void] = []
    private var signalHandlers: [(BusMessage) -> Void] = []

    /// The session bus address: `DBUS_SESSION_BUS_ADDRESS`, else the user
    /// bus socket systemd provides in the runtime directory, else nil.
    public static func sessionAddress(environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        if let runtime = environment["XDG_RUNTIME_DIR"], access(runtime + "/bus", F_OK) == 0 {
            return "unix:path=" + runtime + "/bus"
        }
        return nil
    }

    /// Connects (a local socket connect, no round trip) and says Hello
    /// without waiting for the answer: messages queue until it comes.
    public init(address: String) throws(BusError) {
        self.address = address
        var error = DBusError()
        dbus_error_init(&error)
        guard let raw = dbus_connection_open_private(address, &error) else {
            let reason = BusError(error)
            dbus_error_free(&error)
            throw reason
        }
        self.raw = raw
        dbus_connection_set_exit_on_disconnect(raw, 0)
        let me = Unmanaged.passUnretained(self).toOpaque()
        dbus_connection_set_watch_functions(raw, { w, data in
            BusConnection.from(data).watchChanged(w!); return 1
        }, { w, data in
            BusConnection.from(data).watchRemoved(w!)
        }, { w, data in
            BusConnection.from(data).watchChanged(w!)
        }, me, nil)
        dbus_connection_set_timeout_functions(raw, { t, data in
            BusConnection.from(data).timeoutChanged(t!); return 1
        }, { t, data in
            BusConnection.from(data).timeouts.removeValue(forKey: t!)
        }, { t, data in
            BusConnection.from(data).timeoutChanged(t!)
        }, me, nil)
        dbus_connection_add_filter(raw, { _, message, data in
            BusConnection.from(data).filter(message!)
        }, me, nil)

        let hello = BusMessage.methodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                          interface: "org.freedesktop.DBus", member: "Hello")
        call(hello) { [unowned self] reply in
            guard reply.errorName == nil, let name = reply.reader().string() else { return }
            self.uniqueName = name
            _ = dbus_bus_set_unique_name(self.raw, name)
            let queued = self.afterHello
            self.afterHello.removeAll()
            for work in queued { work() }
        }
    }

    deinit {
        close()
        dbus_connection_unref(raw)
    }

    /// Closes the connection; the loop is told to stop watching its descriptors.
    public func close() {
        guard !closed else { return }
        closed = true
        dbus_connection_close(raw)
        for fd in interests.keys { onInterest(fd, false, false) }
        interests.removeAll()
        timeouts.removeAll()
        // Calls still waiting get their answer: the connection is gone.
        let waiting = replies
        replies.removeAll()
        afterHello.removeAll()
        let gone = BusMessage.localError(name: "org.freedesktop.DBus.Error.Disconnected", message: "the session bus connection was lost")
        for (_, reply) in waiting.sorted(by: { $0.key < $1.key }) { reply(gone) }
    }

    private static func from(_ data: UnsafeMutableRawPointer?) -> BusConnection {
        Unmanaged<BusConnection>.fromOpaque(data!).takeUnretainedValue()
    }

    // MARK: Driving

    /// Says again what to watch, for a loop set up after the connection.
    public func replayInterest() {
        for (fd, (readable, writable)) in interests { onInterest(fd, readable, writable) }
    }

    /// Lets libdbus read or write on `fd`, then dispatches what arrived.
    public func handle(fd: Int32, readable: Bool, writable: Bool, hangup: Bool) {
        var flags: UInt32 = 0
        if readable { flags |= DBUS_WATCH_READABLE.rawValue }
        if writable { flags |= DBUS_WATCH_WRITABLE.rawValue }
        if hangup { flags |= DBUS_WATCH_HANGUP.rawValue }
        // Handling one watch can make libdbus free the others (a hang-up
        // disconnects): each is looked up again before it is touched.
        for watch in Array(watches.keys) {
            guard watches[watch] == fd, dbus_watch_get_enabled(watch) != 0 else { continue }
            _ = dbus_watch_handle(watch, flags & (dbus_watch_get_flags(watch) | DBUS_WATCH_HANGUP.rawValue | DBUS_WATCH_ERROR.rawValue))
        }
        dispatch()
    }

    /// The boot-time instant the next libdbus timeout is due, if any.
    public var nextTimeout: Int64? { timeouts.values.min() }

    /// Runs the libdbus timeouts due at `now` (boot-time nanoseconds).
    public func fireTimeouts(now: Int64) {
        for (timeout, due) in timeouts where due <= now {
            // Re-armed only if an earlier handler did not remove it.
            guard timeouts[timeout] != nil else { continue }
            timeouts[timeout] = now + Int64(dbus_timeout_get_interval(timeout)) * 1_000_000
            _ = dbus_timeout_handle(timeout)
        }
        dispatch()
    }

    /// Delivers every complete message libdbus holds.
    public func dispatch() {
        // Not `connected`: after a loss, libdbus still has `Disconnected` to deliver.
        while !closed && dbus_connection_dispatch(raw) == DBUS_DISPATCH_DATA_REMAINS {}
    }

    private func watchChanged(_ watch: OpaquePointer) {
        watches[watch] = dbus_watch_get_unix_fd(watch)
        recomputeInterest(dbus_watch_get_unix_fd(watch))
    }

    private func watchRemoved(_ watch: OpaquePointer) {
        guard let fd = watches.removeValue(forKey: watch) else { return }
        recomputeInterest(fd)
    }

    /// Several watches may share a descriptor (one for reading, one for
    /// writing); the loop registers a descriptor once, with the union.
    private func recomputeInterest(_ fd: Int32) {
        var readable = false, writable = false
        for (watch, watchFD) in watches where watchFD == fd && dbus_watch_get_enabled(watch) != 0 {
            let flags = dbus_watch_get_flags(watch)
            if flags & DBUS_WATCH_READABLE.rawValue != 0 { readable = true }
            if flags & DBUS_WATCH_WRITABLE.rawValue != 0 { writable = true }
        }
        let old = interests[fd]
        if !readable && !writable {
            guard old != nil else { return }
            interests.removeValue(forKey: fd)
        } else {
            if let old, old == (readable, writable) { return }
            interests[fd] = (readable, writable)
        }
        onInterest(fd, readable, writable)
    }

    private func timeoutChanged(_ timeout: OpaquePointer) {
        if dbus_timeout_get_enabled(timeout) != 0 {
            timeouts[timeout] = Self.boottime() + Int64(dbus_timeout_get_interval(timeout)) * 1_000_000
        } else {
            timeouts.removeValue(forKey: timeout)
        }
    }

    private static func boottime() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_BOOTTIME, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    // MARK: Messages

    /// Queues a message; libdbus writes what it can at once and the rest
    /// when the socket is writable.
    public func send(_ message: BusMessage) {
        guard connected else { return }
        _ = dbus_connection_send(raw, message.raw, nil)
    }

    /// Sends a method call; `reply` gets the reply or an error message
    /// (a timeout or a lost connection included), never nothing.
    public func call(_ message: BusMessage, timeoutMilliseconds: Int32 = -1, reply: @escaping (BusMessage) -> Void) {
        var pending: OpaquePointer?
        guard connected, dbus_connection_send_with_reply(raw, message.raw, &pending, timeoutMilliseconds) != 0,
              let pending else {
            reply(BusMessage.localError(name: "org.freedesktop.DBus.Error.Disconnected", message: "not connected to the session bus"))
            return
        }
        nextReply += 1
        let key = nextReply
        replies[key] = reply
        let box = Unmanaged.passRetained(ReplyKey(connection: self, key: key)).toOpaque()
        dbus_pending_call_set_notify(pending, { pending, data in
            let box = Unmanaged<ReplyKey>.fromOpaque(data!).takeUnretainedValue()
            guard let connection = box.connection, let handler = connection.replies.removeValue(forKey: box.key),
                  let message = dbus_pending_call_steal_reply(pending) else { return }
            handler(BusMessage(owning: message))
        }, box, { data in
            Unmanaged<ReplyKey>.fromOpaque(data!).release()
        })
        dbus_pending_call_unref(pending)
    }

    private final class ReplyKey {
        weak var connection: BusConnection?
        let key: UInt64
        init(connection: BusConnection, key: UInt64) { self.connection = connection; self.key = key }
    }

    /// Calls a method of the bus daemon itself once Hello has been answered.
    public func callBus(_ member: String, _ write: @escaping (BusWriter) -> Void, reply: @escaping (BusMessage) -> Void = { _ in }) {
        guard connected else {
            reply(BusMessage.localError(name: "org.freedesktop.DBus.Error.Disconnected", message: "not connected to the session bus"))
            return
        }
        let work = { [unowned self] in
            let message = BusMessage.methodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                                interface: "org.freedesktop.DBus", member: member)
            message.write(write)
            self.call(message, reply: reply)
        }
        if uniqueName != nil { work() } else { afterHello.append(work) }
    }

    /// What became of a request for a well-known name.
    public enum NameRequest: Sendable, Equatable {
        case owned
        /// Another connection owns it; this one gets it (`NameAcquired`) when it is freed.
        case queued
        /// Another connection owns it and this one did not queue, or the bus refused.
        case refused
    }

    /// Asks for a well-known name; with `queue`, waits in the bus's queue
    /// for it while another connection owns it.
    public func requestName(_ name: String, queue: Bool = false, done: @escaping (NameRequest) -> Void) {
        let flags = queue ? 0 : UInt32(DBUS_NAME_FLAG_DO_NOT_QUEUE)
        callBus("RequestName", { w in w.string(name); w.uint32(flags) }) { reply in
            switch reply.reader().uint32() {
            case UInt32(DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER), UInt32(DBUS_REQUEST_NAME_REPLY_ALREADY_OWNER): done(.owned)
            case UInt32(DBUS_REQUEST_NAME_REPLY_IN_QUEUE): done(.queued)
            default: done(.refused)
            }
        }
    }

    /// Receives every signal that reaches this connection (see `addMatch`).
    public func addSignalHandler(_ handler: @escaping (BusMessage) -> Void) {
        signalHandlers.append(handler)
    }

    /// Subscribes to signals matching `rule`; they reach the signal handlers.
    public func addMatch(_ rule: String) {
        callBus("AddMatch", { $0.string(rule) })
    }

    /// Serves method calls on `path`: `handler` returns the reply to send,
    /// or nil when it will send one later itself (or the call wants none).
    public func export(path: String, handler: @escaping (BusMessage) -> BusMessage?) {
        objects[path] = handler
    }

    private func filter(_ raw: OpaquePointer) -> DBusHandlerResult {
        dbus_message_ref(raw)
        let message = BusMessage(owning: raw)
        if message.isSignal(interface: "org.freedesktop.DBus.Local", member: "Disconnected") {
            close()
            onDisconnect()
            return DBUS_HANDLER_RESULT_HANDLED
        }
        if message.isSignal {
            for handler in signalHandlers { handler(message) }
            return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
        }
        guard message.isMethodCall, let path = message.path else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        if let handler = objects[path] {
            if let reply = handler(message), message.wantsReply { send(reply) }
            return DBUS_HANDLER_RESULT_HANDLED
        }
        if message.interface == "org.freedesktop.DBus.Introspectable", message.member == "Introspect" {
            send(message.reply().write { $0.string(Self.introspectParent(path, children: Array(objects.keys))) })
            return DBUS_HANDLER_RESULT_HANDLED
        }
        return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
    }

    /// Introspection for the nodes above exported objects, so a browser
    /// (d-feet, busctl tree) can walk down to them.
    static func introspectParent(_ path: String, children: [String]) -> String {
        let prefix = path == "/" ? "/" : path + "/"
        let names = Set(children.filter { $0.hasPrefix(prefix) }.compactMap {
            $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
        }).sorted()
        return "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\" \"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n"
            + names.map { "  <node name=\"\($0)\"/>\n" }.joined() + "</node>\n"
    }
}

/// Why the bus could not be reached.
public struct BusError: Error, CustomStringConvertible {
    public let name: String
    public let description: String

    init(_ error: DBusError) {
        name = error.name.map { String(cString: $0) } ?? "org.freedesktop.DBus.Error.Failed"
        description = error.message.map { String(cString: $0) } ?? "unknown D-Bus error"
    }
}
