import GymTimerConfig
import GymTimerProtocol
import SessionBus

/// The timers as a D-Bus property, `org.gymtimer.Timer1.Timers`, so
/// `busctl get-property` and bar tools that watch properties see what
/// `List` returns — and, with each timer's end, enough to count down on
/// their own between `PropertiesChanged` signals (sent once per turn in
/// which timers changed, after the change is durable; never each second).
extension TimerBusInterface {
    static let propertiesInterface = "org.freedesktop.DBus.Properties"
    static let timersProperty = "Timers"
    static let timersSignature = "a(sssddd)"

    /// Answers `Get`, `GetAll` and `Set` (every property is read-only).
    func properties(_ member: String, _ call: BusMessage) -> BusMessage {
        let r = call.reader()
        switch member {
        case "Get":
            guard let interface = r.string(), let property = r.string(), r.atEnd else {
                return call.errorReply(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "Get takes (ss), not (\(call.signature))")
            }
            guard interface == Product.Bus.interface || interface.isEmpty else { return Self.unknownInterface(call, interface) }
            guard property == Self.timersProperty else {
                return call.errorReply(name: "org.freedesktop.DBus.Error.UnknownProperty",
                                       message: "\(Product.Bus.interface) has no property \"\(property)\"; it has \(Self.timersProperty)")
            }
            let timers = service.handle(Request(.list)).timers ?? []
            return call.reply().write { w in w.variant(Self.timersSignature) { self.writeTimers($0, timers) } }
        case "GetAll":
            guard let interface = r.string(), r.atEnd else {
                return call.errorReply(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "GetAll takes (s), not (\(call.signature))")
            }
            // Other interfaces of this object have no properties: an empty dictionary, as the specification asks.
            let ours = interface == Product.Bus.interface || interface.isEmpty
            let timers = ours ? service.handle(Request(.list)).timers ?? [] : []
            return call.reply().write { w in w.array("{sv}") { if ours { self.writeTimersEntry($0, timers) } } }
        case "Set":
            return call.errorReply(name: "org.freedesktop.DBus.Error.PropertyReadOnly",
                                   message: "\(Self.timersProperty) is read-only; change timers with Start, Add, Pause, Resume and Stop")
        default:
            return call.errorReply(name: "org.freedesktop.DBus.Error.UnknownMethod",
                                   message: "\(Self.propertiesInterface).\(member) is not a method of \(Product.Bus.path)")
        }
    }

    /// Up to this many timers travel in `PropertiesChanged`; beyond, the
    /// signal only says the value changed (readers `Get` it), so a daemon
    /// with thousands of timers does not send them all on every change.
    static let timersSentInSignal = 256

    /// `PropertiesChanged` with the timers as they are after this turn,
    /// if they changed; called once the turn's events have gone out.
    func announcePropertiesChanged() {
        guard timersChanged else { return }
        timersChanged = false
        let timers = service.handle(Request(.list)).timers ?? []
        let sendValue = timers.count <= Self.timersSentInSignal
        let signal = BusMessage.signal(path: Product.Bus.path, interface: Self.propertiesInterface, member: "PropertiesChanged")
        bus.send(signal.write { w in
            w.string(Product.Bus.interface)
            w.array("{sv}") { if sendValue { self.writeTimersEntry($0, timers) } }
            w.array("s") { if !sendValue { $0.string(Self.timersProperty) } }
        })
    }

    private func writeTimersEntry(_ dictionary: BusWriter, _ timers: [TimerSnapshot]) {
        dictionary.dictEntry { e in
            e.string(Self.timersProperty)
            e.variant(Self.timersSignature) { self.writeTimers($0, timers) }
        }
    }

    private func writeTimers(_ w: BusWriter, _ timers: [TimerSnapshot]) {
        w.array("(sssddd)") { a in
            for t in timers {
                a.structure { s in
                    s.string(t.name); s.string(t.label); s.string(t.state.rawValue)
                    s.double(t.durationSeconds); s.double(t.remainingSeconds)
                    s.double(t.state == .running ? t.endsAtUnix ?? 0 : 0)
                }
            }
        }
    }

    private static func unknownInterface(_ call: BusMessage, _ interface: String) -> BusMessage {
        call.errorReply(name: "org.freedesktop.DBus.Error.UnknownInterface",
                        message: "\(Product.Bus.path) has no properties on \"\(interface)\"; they are on \(Product.Bus.interface)")
    }
}
