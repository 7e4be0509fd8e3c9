import CLinux
import ArgumentParser
import GymTimerConfig
import GymTimerProtocol
import Logging
import Notifications
import SessionBus
import TimerCore
import Notation
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// `gym-timerd`: the rest-timer daemon.
public struct DaemonCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "gym-timerd",
        abstract: "Keeps rest timers and shows a desktop notification when one ends.",
        discussion: "Usually started by `gym-timer` on demand or by systemd; one runs per socket.",
        version: Product.version)

    @Option(help: "Unix socket to listen on (default: $GYM_TIMER_SOCKET, else $XDG_RUNTIME_DIR/gym-timer/daemon.sock).")
    var socket: String?

    @Option(name: .customLong("state-dir"), help: "Where timers are kept (default: $GYM_TIMER_STATE_DIR, else $XDG_STATE_HOME/gym-timer).")
    var stateDir: String?

    @Option(name: .customLong("grace-period"), help: "Announce timers missed while no daemon ran up to this long after they ended (default: timer.grace_period, 1h).",
            transform: DurationNotation.parseAllowingZero)
    var gracePeriod: Double?

    /// Given by the D-Bus service file: the bus started this daemon, so it
    /// hands the name to a shell's daemon while it holds no timers.
    @Flag(name: .customLong("bus-activated"), help: .hidden) var busActivated = false

    /// For fault tests: compact the journal after this many records (at
    /// least twice the live timers), so a crash can land inside a compaction.
    @Option(name: .customLong("compact-after"), help: .hidden)
    var compactAfter: Int?

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.",
            transform: DaemonCommand.level)
    var logLevel: Logger.Level = .info

    public init() {}

    static func level(_ text: String) throws -> Logger.Level {
        guard let level = Logger.Level(rawValue: text) else {
            throw ValidationError("invalid --log-level \"\(text)\"; use trace, debug, info, notice, warning, error or critical")
        }
        return level
    }

    public func run() throws {
        let level = logLevel
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "gym-timerd")
        do {
            try start(logger: logger)
        } catch let error as StartupError {
            logger.critical("\(error.description)")
            throw ExitCode.failure
        }
    }

    /// The timers the journal holds, as a book, and the expiries to announce.
    private func recoverTimers(from journal: TimerJournal, at now: ClockReading, grace: Nanoseconds,
                               logger: Logger) throws -> (TimerBook, [Expiry]) {
        let recovery: TimerJournal.Recovery
        do { recovery = try journal.open(now: now.wall) } catch {
            throw StartupError("cannot open the timer journal in \(journal.directory): \(error)")
        }
        if let aside = recovery.movedAside {
            logger.error("timer journal was damaged (unreadable lines \(recovery.damagedLines.map(String.init).joined(separator: ", "))); moved it to \(aside) and kept the \(recovery.timers.count) timers that could be read")
        }
        if let version = recovery.upgradedFrom {
            logger.notice("timer journal upgraded from format \(version) to \(JournalFormat.version) with its \(recovery.timers.count) timers")
        }
        let (book, due, dropped) = TimerBook.recover(recovery.timers, at: now, grace: grace)
        for expiry in dropped {
            logger.notice("timer \(expiry.timer.name) ended \(Int(expiry.overdue.seconds)) s ago while no daemon ran; past the grace period, dropped without a notification")
        }
        return (book, due)
    }

    private func start(logger: Logger) throws {
        let environment = currentEnvironment()
        // Before any thread starts: libnotify reads the environment, and
        // finds the bus this daemon watches for (so that a bus appearing
        // later is the one both use).
        let busSocket = BusSocketWatch.socket(environment: environment)
        DesktopNotifier.prepareEnvironment(sessionBus: busSocket?.address)
        let activated = try Listener.activated(environment: environment)
        let socketPath: SocketPath
        do {
            socketPath = try SocketPath(explicit: activated?.1 ?? socket, environment: environment, uid: getuid())
        } catch {
            throw StartupError(error.description)
        }
        // One descriptor per client; the default soft limit (1024) is lower
        // than what a desktop allows.
        _ = gt_raise_open_file_limit()
        HeapMemory.returnLargeBlocks()
        try SocketDirectory.prepare(socketPath)
        guard let lock = try DaemonLock.acquire(socketPath) else {
            print("gym-timerd is already running for \(socketPath.path)")
            return
        }
        defer { close(lock.fd) }

        let configFile = ConfigFile(path: Paths.configFile(environment: environment))
        var settings = Settings()
        var settingsProblems: [ConfigProblem] = []
        do throws(ConfigError) {
            let loaded = try configFile.loadReporting()
            settings = loaded.settings
            settingsProblems = loaded.problems
        } catch {
            logger.warning("using default settings: \(error)")
            settingsProblems = error.problem.map { [$0] } ?? []
        }
        if let gracePeriod { settings.gracePeriod = gracePeriod }

        let stateDirectory = Paths.stateDirectory(explicit: stateDir, environment: environment)
        try StateDirectoryPreparation.prepare(stateDirectory)
        let clock = SystemClock()
        let now = clock.now()
        let journal = TimerJournal(directory: stateDirectory)
        if let compactAfter { journal.compactionFloor = max(1, compactAfter) }
        let (book, due) = try recoverTimers(from: journal, at: now, grace: Nanoseconds(seconds: settings.gracePeriod),
                                            logger: logger)
        // Reading the journal needed several times the memory the timers
        // keep; hand what was freed back to the system.
        HeapMemory.releaseFreed()
        let listener = try activated?.0 ?? Listener.open(socketPath)
        // The session bus is optional: without one the daemon serves its socket.
        var bus: BusConnection?
        var busProblem: String?
        if let address = BusConnection.sessionAddress(environment: environment) {
            do { bus = try BusConnection(address: address) } catch {
                busProblem = "cannot connect to \(address): \(error)"
            }
        } else {
            busProblem = "DBUS_SESSION_BUS_ADDRESS is not set and $XDG_RUNTIME_DIR/bus does not exist"
        }
        let notifier: DesktopNotifier
        // The spoken cue's sound file is written beside the socket: a private directory, in memory under XDG_RUNTIME_DIR.
        do { notifier = try DesktopNotifier(bus: bus, scratchDirectory: socketPath.directory) } catch {
            throw StartupError("cannot start showing notifications: \(error)")
        }
        let service = TimerService(book: book, clock: clock, notifier: notifier, settings: settings, logger: logger)
        service.noteSettingsProblems(settingsProblems, in: configFile)
        let server = try SocketServer(listener: listener, socket: socketPath, service: service, logger: logger)
        // Under systemd the units decide the paths; else a daemon the bus
        // activates later is told this one's, and one the bus activated
        // (its service file says `--bus-activated`) gives way to a shell's when idle.
        let underSystemd = activated != nil || environment["NOTIFY_SOCKET"] != nil
        let policy = underSystemd ? BusNamePolicy()
            : BusNamePolicy(paths: ["GYM_TIMER_SOCKET": socketPath.path, "GYM_TIMER_STATE_DIR": stateDirectory],
                            yieldsWhenIdle: busActivated)
        let busLink = try BusLink(bus: bus, problem: busProblem, busSocket: busSocket, service: service,
                                  notifier: notifier, policy: policy, logger: logger)
        let daemon = try Daemon(service: service, journal: journal, server: server, busLink: busLink, notifier: notifier,
                                configFile: configFile, systemd: ServiceManager(environment: environment), logger: logger)
        logger.info("gym-timerd \(Product.version) listening on \(socketPath.path) with \(book.count) timers")
        try daemon.run(pendingAnnouncements: due)
    }
}
