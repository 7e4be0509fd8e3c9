import Foundation
import GymTimerConfig
import GymTimerProtocol
import WorkoutCore
import GymTimerClient

/// The rest timer `log` starts once its sets are saved. A timer problem
/// never undoes or rejects a logged set: it becomes one warning line.
struct RestAfterLog {
    /// The `rest` timer as started, or why there is none.
    var timer: TimerSnapshot?
    var warning: String?

    static let timerName = Product.defaultTimerName

    /// The rest after `logged` (saved, so durable): the timer started with
    /// its label (a record first, then what is next), or none when no rest
    /// is due, or the warning why it did not start.
    static func after(_ logged: WorkoutLog.Logged, kind: SetKind, override: Double? = nil, noTimer: Bool = false,
                      training: Training, options: GlobalOptions) -> RestAfterLog {
        guard let seconds = seconds(for: logged, kind: kind, override: override, noTimer: noTimer, settings: training.settings) else {
            return RestAfterLog()
        }
        let record = logged.records.first.map { training.describe($0) + " · " } ?? ""
        let rest = start(seconds: seconds, label: record + label(logged.next, training: training), options: options)
        if let timer = rest.timer {
            try? WorkoutLog(training.database).restTimerStarted(workoutId: logged.workout.id!, label: timer.label)
        }
        return rest
    }

    /// How long to rest after these sets, or nil when no timer should start
    /// (`--no-timer`, the exercise's auto-timer off, `timer.auto_start=false`).
    /// `--rest` wins; warm-ups rest `timer.warmup_rest`; otherwise the
    /// exercise's own rest, else `timer.default_rest`.
    static func seconds(for logged: WorkoutLog.Logged, kind: SetKind, override: Double?, noTimer: Bool, settings: Settings) -> Double? {
        if noTimer { return nil }
        if let override { return override }
        guard settings.autoStart, logged.exercise.autoTimer else { return nil }
        if kind == .warmup { return settings.warmupRest }
        return logged.exercise.restSeconds > 0 ? Double(logged.exercise.restSeconds) : settings.defaultRest
    }

    /// `Bench Press (Barbell) — set 4 next: 100 kg × 6 (20 + 20 per side) ·
    /// last here 100 kg × 5`, or the template's next exercise once this
    /// one's planned sets are done.
    static func label(_ next: WorkoutLog.NextUp?, training: Training) -> String {
        guard let next else { return "All planned sets done — `gym-timer workout end` when you are" }
        var text = "\(next.exercise.name) — set \(next.setNumber) next"
        if let target = next.target { text += ": " + training.describeWithPlates(target, exercise: next.exercise) }
        if let p = next.previous {
            text += " · " + (p.atSameGym ? "last here " : "last at \(p.gymName) ") + training.describe(p.set, type: next.exercise.type)
        }
        return text
    }

    /// Starts (replacing) the `rest` timer, starting the daemon if needed.
    static func start(seconds: Double, label: String, options: GlobalOptions) -> RestAfterLog {
        var socketPath = options.socket ?? "the gym-timerd socket"
        do {
            socketPath = try SocketPath(explicit: options.socket, environment: Console.environment, uid: getuid()).path
            let response = try DaemonClient.send(Request(.start, name: timerName, label: label, seconds: seconds),
                                                 options: options, timeoutMS: 5_000)
            return RestAfterLog(timer: response.timer)
        } catch {
            var reason = "\(error)"
            if !reason.contains(socketPath) { reason += " (socket \(socketPath))" }
            return RestAfterLog(warning: "sets saved, but the rest timer did not start: " + reason)
        }
    }

    /// Stops the rest timer when `workout` ends or is discarded, if a
    /// `log` of that workout started it (a timer another workout or the
    /// lifter started keeps running); quietly, and without starting a
    /// daemon just to stop nothing. Returns whether one stopped.
    @discardableResult
    static func stop(after workout: Workout, training: Training, options: GlobalOptions) -> Bool {
        let status = try? DaemonClient.send(Request(.status, name: timerName), options: options, autostart: false, timeoutMS: 2_000)
        guard let current = status?.timers?.first(where: { $0.name == timerName }) ?? status?.timer,
              (try? WorkoutLog(training.database).startedRestTimer(workoutId: workout.id!, label: current.label)) == true else {
            return false
        }
        let response = try? DaemonClient.send(Request(.stop, name: timerName), options: options, autostart: false, timeoutMS: 2_000)
        return !(response?.stopped ?? []).isEmpty
    }
}
