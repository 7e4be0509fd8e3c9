import GymTimerConfig
import Logging
import SessionBus

/// This daemon's claim on `org.gymtimer.Timer`. A second daemon on the same
/// bus (another state directory, a test, a daemon left over from an older
/// install) must not take the name from the one serving it, but must not
/// give up either: it waits in the bus's queue and serves the name as soon
/// as the owner frees it (`NameAcquired`). Until then it follows who owns
/// the name, for `daemon status`.
///
/// The daemon that serves the name also tells the bus where it keeps its
/// timers (`activation`), so that the next daemon the bus activates — after
/// a crash, or a `daemon stop` and a bar's next call — uses the same socket
/// and journal, whatever environment the bus itself was started with: one
/// daemon, one set of timers.
///
/// A daemon the bus activated before any command line ran has the bus's
/// paths, which may not be the shell's. When the daemon a shell starts
/// queues behind it, it asks it to hand the name over (`HandOver`); the
/// activated one does if it holds no timers, and stops. One that holds
/// timers keeps them and the name. Loop thread only.
final class BusNameClaim {
    /// Where daemons ask each other for the name.
    static let handOverInterface = "org.gymtimer.Daemon1"

    private let bus: BusConnection
    private let logger: Logger
    private let policy: BusNamePolicy
    /// Whether this daemon holds no timers now.
    private let idle: () -> Bool
    /// Called once this daemon has handed the name over: it should stop.
    private let handedOver: () -> Void
    /// Called as the hand-over starts: from then on no timer changes here.
    var beginningHandOver: () -> Void = {}
    /// Whether this daemon asked the owner to hand over already.
    private var askedOwner = false
    private enum State { case asking, owned, queued, refused }
    private var state = State.asking
    /// Whether this connection owns the name now.
    var owned: Bool { state == .owned }
    /// The connection that owns the name while this one waits, as
    /// `:1.7 (pid 1234)`; nil when unknown or owned here.
    private(set) var otherOwner: String?

    init(bus: BusConnection, policy: BusNamePolicy, idle: @escaping () -> Bool,
         handedOver: @escaping () -> Void, logger: Logger) {
        self.bus = bus
        self.policy = policy
        self.idle = idle
        self.handedOver = handedOver
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
        askedOwner = false
        logger.info("serving \(Product.Bus.interface) as \(Product.Bus.name) on the session bus")
        publishPaths()
    }

    /// Puts this daemon's paths in the bus's activation environment
    /// (`UpdateActivationEnvironment`): a daemon the bus starts for
    /// `org.gymtimer.Timer` from now on reads them.
    private func publishPaths() {
        guard let paths = policy.paths else { return }
        let entries = paths.sorted { $0.key < $1.key }
        bus.callBus("UpdateActivationEnvironment", { message in
            message.array("{ss}") { array in
                for (key, value) in entries { array.dictEntry { $0.string(key); $0.string(value) } }
            }
        }) { [logger] reply in
            let paths = entries.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            if let error = reply.errorName {
                logger.warning("the session bus did not take this daemon's paths for activation (\(error)); a daemon it activates may use others")
            } else {
                logger.info("a daemon the session bus activates uses \(paths)")
            }
        }
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
            if reply.errorName == nil, let owner = reply.reader().string(), owner != self.bus.uniqueName {
                self.describe(owner)
                self.askToHandOver(owner)
            }
        }
    }

    // MARK: Handing the name over

    /// Asks the owner, once, to hand the name over (see the type's comment).
    private func askToHandOver(_ owner: String) {
        guard state == .queued, !askedOwner else { return }
        askedOwner = true
        let call = BusMessage.methodCall(destination: owner, path: Product.Bus.path,
                                         interface: Self.handOverInterface, member: "HandOver")
        bus.call(call, timeoutMilliseconds: 5_000) { [weak self] reply in
            guard let self, reply.errorName == nil else { return }
            let answer = reply.reader()
            guard answer.bool() == true else {
                self.logger.info("\(owner) keeps \(Product.Bus.name): \(answer.string() ?? "it said no")")
                return
            }
            self.logger.notice("\(owner), which the bus had started with no timers, handed \(Product.Bus.name) over to this daemon")
        }
    }

    /// The owner's side of `HandOver`: yes when this daemon was activated
    /// by the bus and holds no timers. It replies, releases the name (the
    /// bus gives it to the daemon queued next) and, once the bus has that,
    /// stops; the reply is on the wire before the release.
    func handOver(_ call: BusMessage) -> BusMessage? {
        guard owned, policy.yieldsWhenIdle, idle() else {
            let why = !owned ? "this daemon does not own \(Product.Bus.name)"
                : !policy.yieldsWhenIdle ? "this daemon was not started by the bus" : "this daemon holds timers"
            return call.reply().write { $0.bool(false); $0.string(why) }
        }
        logger.notice("handing \(Product.Bus.name) over to \(call.sender ?? "another daemon"), which queued for it; this daemon holds no timers and stops")
        beginningHandOver()
        bus.send(call.reply().write { $0.bool(true); $0.string("handed over") })
        state = .refused
        bus.callBus("ReleaseName", { $0.string(Product.Bus.name) }) { [handedOver] _ in handedOver() }
        return nil
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

/// What a daemon tells the bus, and whether it gives the name up.
struct BusNamePolicy {
    /// `GYM_TIMER_SOCKET` and `GYM_TIMER_STATE_DIR` as this daemon uses
    /// them, for the bus's activation environment; nil under systemd, whose
    /// units decide the paths.
    var paths: [String: String]?
    /// The bus activated this daemon (outside systemd): it hands the name
    /// to a daemon that queues for it while it holds no timers.
    var yieldsWhenIdle = false
}
