import CDBus

/// A private connection to the session bus for a thread that may wait
/// (the chime's): each call blocks until its reply or its timeout, so a
/// peer that never answers costs that call its timeout and nothing else.
/// `BusConnection` is the daemon loop's, which must never block; this one
/// is opened for a moment of work and closed after it. One thread only.
public final class WaitingBusConnection {
    private let raw: OpaquePointer
    private let timeoutMilliseconds: Int32

    /// Connects and registers (Hello), waiting at most `timeoutMilliseconds` for each.
    public init(address: String, timeoutMilliseconds: Int32) throws(BusError) {
        // This connection lives on another thread than the loop's: libdbus's locks on.
        _ = dbus_threads_init_default()
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let raw = dbus_connection_open_private(address, &error) else { throw BusError(error) }
        self.raw = raw
        self.timeoutMilliseconds = timeoutMilliseconds
        dbus_connection_set_exit_on_disconnect(raw, 0)
        guard dbus_bus_register(raw, &error) != 0 else {
            let reason = BusError(error)
            dbus_connection_close(raw)
            dbus_connection_unref(raw)
            throw reason
        }
    }

    deinit {
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
    }

    /// Sends `message` and waits for its reply: the reply, or the error
    /// (a timeout, a peer gone, an error reply).
    public func call(_ message: BusMessage) -> Result<BusMessage, BusError> {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(raw, message.raw, timeoutMilliseconds, &error) else {
            return .failure(BusError(error))
        }
        return .success(BusMessage(owning: reply))
    }

    /// The names on the bus now (`ListNames`); empty if the bus does not say.
    public func names() -> [String] {
        let list = BusMessage.methodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                         interface: "org.freedesktop.DBus", member: "ListNames")
        guard case .success(let reply) = call(list) else { return [] }
        return reply.reader().strings() ?? []
    }

    /// A property of `name`'s object `path` (`org.freedesktop.DBus.Properties.Get`):
    /// a reader of its value, nil if it could not be read.
    public func property(_ property: String, of interface: String, on name: String, path: String) -> BusReader? {
        let get = BusMessage.methodCall(destination: name, path: path, interface: "org.freedesktop.DBus.Properties", member: "Get")
            .write { $0.string(interface); $0.string(property) }
        guard case .success(let reply) = call(get), reply.errorName == nil else { return nil }
        return reply.reader().variant()
    }

    /// Sets a `double` property (`org.freedesktop.DBus.Properties.Set`); whether the peer took it.
    @discardableResult
    public func setProperty(_ property: String, of interface: String, on name: String, path: String, to value: Double) -> Bool {
        let set = BusMessage.methodCall(destination: name, path: path, interface: "org.freedesktop.DBus.Properties", member: "Set")
            .write { w in
                w.string(interface)
                w.string(property)
                w.variant("d") { $0.double(value) }
            }
        guard case .success(let reply) = call(set) else { return false }
        return reply.errorName == nil
    }
}
