import GymTimerConfig
import Logging
import SessionBus

/// This daemon's claim on `org.gymtimer.Timer`. A second daemon on the same
/// bus (another state directory, a test, a daemon left over from an older
/// install) must not take the name from the one serving it, but must not
/// give up either: it waits in the bus's queue and serves the name as soon
/// as the owner frees it (`NameAcquired`). Until then it follows who owns
/// the name, for `daemon status`. Loop thread only.
final class BusNameClaim {
    private let bus: BusConnection
    private let logger: Logger
    private enum State { case asking, owned, queued, refused }
    private var state = State.asking
    /// Whether this connection owns the name now.
    var owned: Bool { state == .owned }
    /// The connection that owns the name while this one waits, as
    /// `:1.7 (pid 1234)`; nil when unknown or owned here.
    private(set) var otherOwner: String?

    init(bus: BusConnection, logger: Logger) {
        self.bus = bus
        self.logger = logger
        bus.addSignalHandler { [unowned self] in self.signal($0) }
        bus.addMatch("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Product.Bus.name)'")
        request()
    }

    /// Asks for the name, queueing behind its owner if it has one.
    private func request() {
        let name = Product.Bus.name
        state = .asking
        bus.requestName(name, queue: true) { [unowned self] result in
            switch result {
            case .owned:
                self.acquired()
            case .queued:
                self.state = .queued
                self.logger.warning("\(name) is owned by another process; timers are served on the socket and at \(self.bus.uniqueName ?? "this connection"), and on \(name) as soon as it is freed")
                self.lookUpOwner()
            case .refused:
                self.state = .refused
                self.logger.warning("the session bus refused \(name); timers are served on the socket and at \(self.bus.uniqueName ?? "this connection")")
            }
        }
    }

    /// `daemon status`'s words for who owns the name.
    var status: String {
        switch state {
        case .owned: "\(Product.Bus.name) on \(bus.address)"
        case .asking: "connected to \(bus.address), asking for \(Product.Bus.name)"
        case .queued: "connected to \(bus.address), \(Product.Bus.name) owned by \(otherOwner ?? "another process"); "
            + "this daemon takes it when it is freed"
        case .refused: "connected to \(bus.address); the bus refused \(Product.Bus.name)"
        }
    }

    private func acquired() {
        guard !owned else { return }
        state = .owned
        otherOwner = nil
        logger.info("serving \(Product.Bus.interface) as \(Product.Bus.name) on the session bus")
    }

    private func signal(_ message: BusMessage) {
        guard message.sender == "org.freedesktop.DBus" else { return }
        let reader = message.reader()
        switch message.member {
        case "NameAcquired":
            if reader.string() == Product.Bus.name { acquired() }
        case "NameLost":
            guard reader.string() == Product.Bus.name, owned else { return }
            logger.warning("lost \(Product.Bus.name) on the session bus; queueing for it again")
            request()
        case "NameOwnerChanged":
            guard reader.string() == Product.Bus.name, let _ = reader.string(), let newOwner = reader.string() else { return }
            if !owned, newOwner != bus.uniqueName { describe(newOwner) }
        default:
            break
        }
    }

    /// Finds who owns the name now.
    private func lookUpOwner() {
        bus.callBus("GetNameOwner", { $0.string(Product.Bus.name) }) { [unowned self] reply in
            if reply.errorName == nil, let owner = reply.reader().string(), owner != self.bus.uniqueName { self.describe(owner) }
        }
    }

    /// Notes `owner` (a unique name; empty: none) with its process id.
    private func describe(_ owner: String) {
        guard !owner.isEmpty else {
            otherOwner = nil
            return
        }
        otherOwner = owner
        bus.callBus("GetConnectionUnixProcessID", { $0.string(owner) }) { [weak self] reply in
            guard let self, self.otherOwner == owner, reply.errorName == nil, let pid = reply.reader().uint32() else { return }
            self.otherOwner = "\(owner) (pid \(pid))"
        }
    }
}
