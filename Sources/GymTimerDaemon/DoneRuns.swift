import GymTimerProtocol
import Logging
import Platform

/// The sets a rest-over notification's Done button logs, and the workouts
/// "Workout still open" ends. The daemon never opens the training log:
/// each press has `gym-timer done` log the set the
/// notification named, which checks that it is still the next one (a
/// second press, or one after the set was logged from the terminal, logs
/// nothing and says so), logs it as `gym-timer log` would and starts the
/// next rest through this daemon's socket. Output goes to `done.log`.
final class DoneRuns: DaemonPart {
    private let environment: [String: String]
    private let logPath: String
    private let socket: String
    private let logger: Logger
    private weak var loop: EventLoop?
    private var running: [Int32: ChildRun] = [:]

    init(environment: [String: String], stateDirectory: String, socket: String, logger: Logger) {
        self.environment = environment
        logPath = stateDirectory + "/done.log"
        self.socket = socket
        self.logger = logger
    }

    func start(on loop: EventLoop) throws(SystemError) { self.loop = loop }

    /// Runs still going finish on their own; they are no longer followed.
    func stop() {
        for run in running.values { run.abandon() }
        running.removeAll()
    }

    /// The arguments that log `next`: one word each, values joined to
    /// their option (`--exercise=…`) so none is read as an option.
    static func arguments(_ next: NextSet, socket: String) -> [String] {
        ["done", "--after=\(next.after)", "--exercise=\(next.exercise)", "--reps=\(next.reps)"]
            + (next.weightKg.map { ["--weight-kg=\($0)"] } ?? []) + (next.warmup ? ["--warmup"] : [])
            + ["--socket=\(socket)", "--no-autostart", "--quiet"]
    }

    func log(_ next: NextSet) {
        run(Self.arguments(next, socket: socket), doing: "log the set Done named")
    }

    /// End workout on "Workout still open": `gym-timer workout end`, which
    /// ends the workout in progress as typed, and stops its rest.
    func endWorkout() {
        run(["workout", "end", "--socket=\(socket)", "--no-autostart", "--quiet"], doing: "end the workout")
    }

    private func run(_ arguments: [String], doing what: String) {
        guard let loop else { return }
        guard let command = ChildRun.command(environment: environment) else {
            logger.warning("cannot \(what): no gym-timer beside gym-timerd or on PATH")
            return
        }
        let started = ChildRun.start(command, arguments, logPath: logPath, on: loop) { [weak self] pid, exit in
            self?.ended(pid, exit, "gym-timer " + arguments.prefix { !$0.hasPrefix("-") }.joined(separator: " "))
        }
        switch started {
        case .success(let run): running[run.pid] = run
        case .failure(let error): logger.warning("cannot \(what): \(error)")
        }
    }

    private func ended(_ pid: Int32, _ exit: ChildRun.Exit, _ command: String) {
        running.removeValue(forKey: pid)
        switch exit {
        case .signal(let signal): logger.warning("`\(command)` was ended by signal \(signal); see \(logPath)")
        case .status(let code) where code != 0: logger.info("`\(command)` changed nothing (exit status \(code)); see \(logPath)")
        case .status: break
        }
    }
}
