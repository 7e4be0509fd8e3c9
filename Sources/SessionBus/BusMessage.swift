import CDBus

/// One D-Bus message, owned: a method call, a reply, an error or a signal.
/// Arguments are written with `BusWriter` and read with `BusReader`, which
/// walk libdbus's iterators so no variadic C call is needed.
public final class BusMessage {
    let raw: OpaquePointer

    /// Takes over a reference the caller already owns.
    init(owning raw: OpaquePointer) { self.raw = raw }

    deinit { dbus_message_unref(raw) }

    public static func methodCall(destination: String?, path: String, interface: String?, member: String) -> BusMessage {
        BusMessage(owning: dbus_message_new_method_call(destination, path, interface, member)!)
    }

    public static func signal(path: String, interface: String, member: String) -> BusMessage {
        BusMessage(owning: dbus_message_new_signal(path, interface, member)!)
    }

    /// A successful reply to this method call.
    public func reply() -> BusMessage {
        BusMessage(owning: dbus_message_new_method_return(raw)!)
    }

    /// An error made here, not by a peer: the answer to a call that could
    /// not be sent (an error reply needs a call that went out).
    static func localError(name: String, message text: String) -> BusMessage {
        let message = BusMessage(owning: dbus_message_new(DBUS_MESSAGE_TYPE_ERROR)!)
        _ = dbus_message_set_error_name(message.raw, name)
        return message.write { $0.string(text) }
    }

    /// An error reply to this method call.
    public func errorReply(name: String, message: String) -> BusMessage {
        BusMessage(owning: dbus_message_new_error(raw, name, message)!)
    }

    public var member: String? { dbus_message_get_member(raw).map { String(cString: $0) } }
    public var interface: String? { dbus_message_get_interface(raw).map { String(cString: $0) } }
    public var path: String? { dbus_message_get_path(raw).map { String(cString: $0) } }
    public var sender: String? { dbus_message_get_sender(raw).map { String(cString: $0) } }
    public var signature: String { String(cString: dbus_message_get_signature(raw)) }
    /// The error name, if this is an error reply.
    public var errorName: String? { dbus_message_get_error_name(raw).map { String(cString: $0) } }
    public var isMethodCall: Bool { dbus_message_get_type(raw) == DBUS_MESSAGE_TYPE_METHOD_CALL }
    public var isSignal: Bool { dbus_message_get_type(raw) == DBUS_MESSAGE_TYPE_SIGNAL }
    public var wantsReply: Bool { dbus_message_get_no_reply(raw) == 0 }

    public func isSignal(interface: String, member: String) -> Bool {
        dbus_message_is_signal(raw, interface, member) != 0
    }

    /// Appends arguments in order.
    @discardableResult
    public func write(_ body: (BusWriter) -> Void) -> BusMessage {
        let writer = BusWriter()
        dbus_message_iter_init_append(raw, writer.iter)
        body(writer)
        return self
    }

    /// Reads the arguments from the first.
    public func reader() -> BusReader {
        let reader = BusReader()
        reader.message = self
        if dbus_message_iter_init(raw, reader.iter) == 0 { reader.empty = true }
        return reader
    }
}

/// Appends arguments to a message. Containers are written inside a closure,
/// which opens and closes them around it.
public final class BusWriter {
    let iter = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)

    deinit { iter.deallocate() }

    public func string(_ value: String) { _ = gt_dbus_append_string(iter, value) }
    public func double(_ value: Double) { _ = gt_dbus_append_double(iter, value) }
    public func bool(_ value: Bool) { _ = gt_dbus_append_bool(iter, value ? 1 : 0) }
    public func uint32(_ value: UInt32) { _ = gt_dbus_append_uint32(iter, value) }
    public func int32(_ value: Int32) { _ = gt_dbus_append_int32(iter, value) }
    public func byte(_ value: UInt8) { _ = gt_dbus_append_byte(iter, value) }

    /// An array whose elements have `elementSignature` ("s", "(sssdd)", "{sv}").
    public func array(_ elementSignature: String, _ body: (BusWriter) -> Void) {
        container(gt_dbus_type_array, elementSignature, body)
    }
    public func structure(_ body: (BusWriter) -> Void) { container(gt_dbus_type_struct, nil, body) }
    public func dictEntry(_ body: (BusWriter) -> Void) { container(gt_dbus_type_dict_entry, nil, body) }
    public func variant(_ signature: String, _ body: (BusWriter) -> Void) {
        container(gt_dbus_type_variant, signature, body)
    }

    private func container(_ type: Int32, _ signature: String?, _ body: (BusWriter) -> Void) {
        let sub = BusWriter()
        _ = dbus_message_iter_open_container(iter, type, signature, sub.iter)
        body(sub)
        _ = dbus_message_iter_close_container(iter, sub.iter)
    }
}

/// Reads a message's arguments in order. Each read checks the argument's
/// type and returns nil on a mismatch, so a caller with the wrong signature
/// gets a clear error instead of garbage.
public final class BusReader {
    let iter = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
    var empty = false
    /// The message read, kept alive while its values are (a reader may outlive the caller's reference).
    fileprivate(set) var message: BusMessage?

    init() {}

    deinit { iter.deallocate() }

    private var type: Int32 { empty ? gt_dbus_type_invalid : dbus_message_iter_get_arg_type(iter) }

    public var atEnd: Bool { type == gt_dbus_type_invalid }

    private func take<T>(_ expected: Int32, _ get: () -> T) -> T? {
        guard type == expected else { return nil }
        let value = get()
        if dbus_message_iter_next(iter) == 0 { empty = true }
        return value
    }

    public func string() -> String? {
        take(gt_dbus_type_string) { String(cString: gt_dbus_get_string(iter)) }
    }
    public func double() -> Double? { take(gt_dbus_type_double) { gt_dbus_get_double(iter) } }
    public func uint32() -> UInt32? { take(gt_dbus_type_uint32) { gt_dbus_get_uint32(iter) } }
    public func bool() -> Bool? { take(gt_dbus_type_boolean) { gt_dbus_get_bool(iter) != 0 } }

    /// Reads a variant ("v"): a reader of the one value inside it.
    public func variant() -> BusReader? {
        guard type == gt_dbus_type_variant else { return nil }
        let sub = BusReader()
        sub.message = message
        dbus_message_iter_recurse(iter, sub.iter)
        if dbus_message_iter_next(iter) == 0 { empty = true }
        return sub
    }

    /// Reads an array of strings ("as").
    public func strings() -> [String]? {
        guard type == gt_dbus_type_array else { return nil }
        let sub = BusReader()
        dbus_message_iter_recurse(iter, sub.iter)
        var out: [String] = []
        while let s = sub.string() { out.append(s) }
        if dbus_message_iter_next(iter) == 0 { empty = true }
        return out
    }
}
