import GymTimerProtocol
import Logging
import SessionBus
import GymTimerConfig

/// `org.gymtimer.Timer1` at `/org/gymtimer/Timer`: the timers on the session
/// bus, for status bars, shell extensions and scripts.
///
/// Methods go through the same `TimerService.handle` as socket requests, so
/// the rules are the same, and their replies wait with the socket responses
/// for the turn's journal sync: a method returns only once its change is durable.
final class TimerBusInterface {
    static let errorPrefix = Product.Bus.interface + ".Error."

    let bus: BusConnection
    let service: TimerService
    private let logger: Logger
    /// Replies of this turn, sent after the journal sync; `ok` replies turn
    /// into errors if the sync fails.
    private var held: [(call: BusMessage, reply: BusMessage, ok: Bool)] = []
    /// This daemon's claim on the well-known name, served or queued for.
    let nameClaim: BusNameClaim
    /// Whether this daemon owns the well-known name.
    var ownsName: Bool { nameClaim.owned }
    /// Timers changed this turn: `PropertiesChanged` goes out once the
    /// turn's events and notifications have, off the path of a deadline.
    var timersChanged = false

    init(bus: BusConnection, service: TimerService, policy: BusNamePolicy, handedOver: @escaping () -> Void, logger: Logger) {
        self.bus = bus
        self.service = service
        self.logger = logger
        nameClaim = BusNameClaim(bus: bus, policy: policy, idle: { [unowned service] in service.book.count == 0 },
                                 handedOver: handedOver, logger: logger)
        nameClaim.beginningHandOver = { [unowned service] in service.handingOver = true }
        bus.export(path: Product.Bus.path) { [unowned self] in self.receive($0) }
    }

    // MARK: Methods

    private func receive(_ call: BusMessage) -> BusMessage? {
        switch (call.interface, call.member) {
        case ("org.freedesktop.DBus.Introspectable", "Introspect"):
            return call.reply().write { $0.string(Self.introspection) }
        case (Self.propertiesInterface, let member?):
            return properties(member, call)
        case (BusNameClaim.handOverInterface, "HandOver"):
            return nameClaim.handOver(call)
        case (Product.Bus.interface, let member?) where Self.signatures[member] != nil,
             (nil, let member?) where Self.signatures[member] != nil:
            guard let request = Self.request(member, call.reader()) else {
                return call.errorReply(name: Self.errorPrefix + "InvalidArgs",
                                       message: "\(member) takes (\(Self.signatures[member] ?? "")), not (\(call.signature))")
            }
            let response = service.handle(request)
            guard response.ok else {
                held.append((call, Self.error(call, response.error), false))
                return nil
            }
            held.append((call, reply(to: call, member, response), true))
            return nil
        default:
            return call.errorReply(name: "org.freedesktop.DBus.Error.UnknownMethod",
                                   message: "\(call.interface ?? "").\(call.member ?? "") is not a method of \(Product.Bus.path)")
        }
    }

    static let signatures = ["Start": "sds", "Stop": "s", "Add": "sd", "Pause": "s", "Resume": "s", "List": ""]

    /// The socket request a method call means; nil when its arguments do not fit.
    private static func request(_ member: String, _ r: BusReader) -> Request? {
        func name(_ s: String?) -> String? { s.map { $0.isEmpty ? Product.defaultTimerName : $0 } }
        let request: Request?
        switch member {
        case "Start":
            guard let n = name(r.string()), let seconds = r.double(), let label = r.string() else { return nil }
            request = Request(.start, name: n, label: label, seconds: seconds)
        case "Stop": request = name(r.string()).map { Request(.stop, name: $0) }
        case "Add":
            guard let n = name(r.string()), let seconds = r.double() else { return nil }
            request = Request(.add, name: n, seconds: seconds)
        case "Pause": request = name(r.string()).map { Request(.pause, name: $0) }
        case "Resume": request = name(r.string()).map { Request(.resume, name: $0) }
        case "List": request = Request(.list)
        default: return nil
        }
        return r.atEnd ? request : nil
    }

    private func reply(to call: BusMessage, _ member: String, _ response: Response) -> BusMessage {
        let reply = call.reply()
        switch member {
        case "Start", "Add":
            reply.write { $0.double(response.timer?.endsAtUnix ?? 0) }
        case "Stop":
            reply.write { $0.bool(!(response.stopped ?? []).isEmpty) }
        case "List":
            reply.write { w in
                w.array("(sssdd)") { a in
                    for t in response.timers ?? [] {
                        a.structure { s in
                            s.string(t.name); s.string(t.label); s.string(t.state.rawValue)
                            s.double(t.durationSeconds); s.double(t.remainingSeconds)
                        }
                    }
                }
            }
        default: break
        }
        return reply
    }

    private static func error(_ call: BusMessage, _ error: WireError?) -> BusMessage {
        let name = switch error?.code {
        case .unknownTimer: "NoSuchTimer"
        case .wrongState: "WrongState"
        case .invalidArgument: "InvalidArgs"
        default: "Failed"
        }
        return call.errorReply(name: errorPrefix + name, message: error?.message ?? "the request failed")
    }

    // MARK: After the sync

    /// Whether replies wait for the next commit.
    var holdsReplies: Bool { !held.isEmpty }

    /// Sends this turn's replies; if the journal could not be written, the
    /// successful ones become the same storage error the socket clients get.
    func release(failure: WireError?) {
        for (call, reply, ok) in held where call.wantsReply {
            bus.send(ok && failure != nil ? Self.error(call, failure) : reply)
        }
        held.removeAll()
    }

    /// Emits the signals for this turn's durable events.
    func emit(_ events: [(name: String, response: Response)]) {
        for (name, event) in events {
            guard let kind = event.event, let timer = event.timer else { continue }
            let member: String
            let args: (BusWriter) -> Void
            switch kind {
            case .started:
                member = "Started"
                args = { $0.string(name); $0.double(timer.endsAtUnix ?? 0) }
            case .finished:
                member = "Finished"
                args = { $0.string(name); $0.string(timer.label) }
            case .stopped:
                member = "Changed"
                args = { $0.string(name); $0.string("stopped"); $0.double(timer.remainingSeconds) }
            case .paused, .resumed, .adjusted:
                member = "Changed"
                args = { $0.string(name); $0.string(timer.state.rawValue); $0.double(timer.remainingSeconds) }
            case .subscribed:
                continue
            }
            bus.send(BusMessage.signal(path: Product.Bus.path, interface: Product.Bus.interface, member: member).write(args))
        }
        if events.contains(where: { $0.response.event != .subscribed }) { timersChanged = true }
    }

    static let introspection = """
    <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
    <node name="\(Product.Bus.path)">
      <interface name="\(Product.Bus.interface)">
        <!-- Starts (or restarts) a timer; an empty name is the rest timer. Returns its end, Unix seconds. -->
        <method name="Start">
          <arg name="name" type="s" direction="in"/>
          <arg name="seconds" type="d" direction="in"/>
          <arg name="label" type="s" direction="in"/>
          <arg name="ends_at_unix" type="d" direction="out"/>
        </method>
        <method name="Stop">
          <arg name="name" type="s" direction="in"/>
          <arg name="stopped" type="b" direction="out"/>
        </method>
        <!-- Adds (or with a negative value takes away) time. -->
        <method name="Add">
          <arg name="name" type="s" direction="in"/>
          <arg name="seconds" type="d" direction="in"/>
          <arg name="ends_at_unix" type="d" direction="out"/>
        </method>
        <method name="Pause">
          <arg name="name" type="s" direction="in"/>
        </method>
        <method name="Resume">
          <arg name="name" type="s" direction="in"/>
        </method>
        <!-- Every timer: name, label, state (running, paused, finished), duration and remaining seconds. -->
        <method name="List">
          <arg name="timers" type="a(sssdd)" direction="out"/>
        </method>
        <signal name="Started">
          <arg name="name" type="s"/>
          <arg name="ends_at_unix" type="d"/>
        </signal>
        <!-- state: running, paused or stopped. -->
        <signal name="Changed">
          <arg name="name" type="s"/>
          <arg name="state" type="s"/>
          <arg name="remaining" type="d"/>
        </signal>
        <signal name="Finished">
          <arg name="name" type="s"/>
          <arg name="label" type="s"/>
        </signal>
        <!-- Every timer: name, label, state, duration and remaining seconds (as of reading),
             and the end in Unix seconds (0 while paused). Changes are announced with PropertiesChanged. -->
        <property name="Timers" type="a(sssddd)" access="read">
          <annotation name="org.freedesktop.DBus.Property.EmitsChangedSignal" value="true"/>
        </property>
      </interface>
      <!-- Between daemons: a daemon the bus started with no timers hands the name
           to one that queues for it, and stops (answer: handed over, and why not). -->
      <interface name="\(BusNameClaim.handOverInterface)">
        <method name="HandOver">
          <arg name="handed_over" type="b" direction="out"/>
          <arg name="why" type="s" direction="out"/>
        </method>
      </interface>
      <interface name="org.freedesktop.DBus.Properties">
        <method name="Get">
          <arg name="interface_name" type="s" direction="in"/>
          <arg name="property_name" type="s" direction="in"/>
          <arg name="value" type="v" direction="out"/>
        </method>
        <method name="GetAll">
          <arg name="interface_name" type="s" direction="in"/>
          <arg name="props" type="a{sv}" direction="out"/>
        </method>
        <method name="Set">
          <arg name="interface_name" type="s" direction="in"/>
          <arg name="property_name" type="s" direction="in"/>
          <arg name="value" type="v" direction="in"/>
        </method>
        <signal name="PropertiesChanged">
          <arg name="interface_name" type="s"/>
          <arg name="changed_properties" type="a{sv}"/>
          <arg name="invalidated_properties" type="as"/>
        </signal>
      </interface>
      <interface name="org.freedesktop.DBus.Introspectable">
        <method name="Introspect">
          <arg name="xml_data" type="s" direction="out"/>
        </method>
      </interface>
      <interface name="org.freedesktop.DBus.Peer">
        <method name="Ping"/>
        <method name="GetMachineId">
          <arg name="machine_uuid" type="s" direction="out"/>
        </method>
      </interface>
    </node>

    """
}
