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
        guard let seconds = training.settings.restRule.seconds(after: logged, kind: kind, override: override, noTimer: noTimer) else {
            // Into the round's next exercise with no transition: the rest
            // this workout started is over, or it would ring mid-round.
            if logged.next?.withinRound == true, !noTimer { stop(after: logged.workout, training: training, options: options) }
            return RestAfterLog()
        }
        let rest = start(seconds: seconds, label: label(logged.next, record: logged.records.first.map(training.describe), training: training),
                         next: doneSet(next: logged.next, after: logged.sets.last?.id), options: options)
        if let timer = rest.timer, let after = logged.sets.last?.id {
            try? WorkoutLog(training.database).restTimerStarted(workoutId: logged.workout.id!, afterSet: after, seconds: seconds, label: timer.label)
        }
        return rest
    }

    /// The set the rest-over notification's Done button logs: the next set
    /// with its target, when the target says everything the set needs (a
    /// weight for a weighted lift; reps, and added weight if any, for a
    /// bodyweight one). Timed and distance sets have none, and neither has
    /// a set whose reps are the lifter's to find (AMRAP) or whose RPE they
    /// are to say: one click cannot tell either.
    static func doneSet(next: WorkoutLog.NextUp?, after: Int64?) -> NextSet? {
        guard let next, let target = next.target, let after, !target.amrap, target.rpe == nil,
              NextSet.isExerciseID(next.exercise.id), (1...1000).contains(target.reps) else { return nil }
        switch next.exercise.type {
        case .weightReps: guard target.weightKg != nil else { return nil }
        case .bodyweightReps, .weightedBodyweight, .assistedBodyweight: break
        case .duration, .distanceDuration: return nil
        }
        return NextSet(after: after, exercise: next.exercise.id, weightKg: target.weightKg, reps: target.reps, warmup: next.set.warmup)
    }

    /// The most characters a rest label has: it is the notification's
    /// body, read at a glance, and servers show about two lines of it.
    /// Whatever does not fit is in `gym-timer next` and the workout screen.
    static let glanceLength = 110

    /// The rest label, which is the "rest over" notification's body: one
    /// short sentence of what is next and its target, then as much of the
    /// plates, a record just set and what the set follows as fits in
    /// `glanceLength`, whole parts only: `Bench Press (Barbell), set 2 of 3:
    /// 100 kg × 5 (20 + 20 per side). Last: 100 kg × 5 (today).`
    static func label(_ next: WorkoutLog.NextUp?, record: String? = nil, training: Training) -> String {
        guard let next else { return fitted(record.map { $0 + ". All planned sets done." } ?? "All planned sets done.", glanceLength) }
        let what = (next.superset.map { "\($0) " } ?? "") + next.exercise.name + ", " + "\(next.set)"
        let target = next.target.map { ": " + training.describe($0, type: next.exercise.type) } ?? ""
        let plates = next.target.flatMap { training.plates(forKg: $0.weightKg, exercise: next.exercise) }.map { " (\($0))" } ?? ""
        let last = training.last(before: next).map { " " + $0.prefix(1).uppercased() + $0.dropFirst() + "." } ?? ""
        var kept = [true, true, true, true]
        func text() -> String {
            (kept[2] ? record.map { $0 + ". " } ?? "" : "") + what + (kept[0] ? target : "") + (kept[1] ? plates : "") + "." + (kept[3] ? last : "")
        }
        // Dropped first: what the set follows, the record, the plates, the target.
        for part in [3, 2, 1, 0] where text().count > glanceLength { kept[part] = false }
        return fitted(text(), glanceLength)
    }

    /// `text`, cut at a word boundary with `…` if longer than `limit`.
    static func fitted(_ text: String, _ limit: Int) -> String {
        guard text.count > limit else { return text }
        let head = text.prefix(limit - 1)
        // A word that ends right at the limit stays whole.
        let wordEnds = text.dropFirst(limit - 1).first.map { !$0.isLetter && !$0.isNumber } ?? true
        let cut = wordEnds ? head : head.lastIndex(of: " ").map { head[..<$0] } ?? head
        var kept = String(cut)
        while let last = kept.last, last == " " || ",;:.".contains(last) { kept.removeLast() }
        return kept + "…"
    }

    /// Starts (replacing) the `rest` timer, starting the daemon if needed.
    static func start(seconds: Double, label: String, next: NextSet? = nil, options: GlobalOptions) -> RestAfterLog {
        var socketPath = options.socket ?? "the gym-timerd socket"
        do {
            socketPath = try SocketPath(explicit: options.socket, environment: Console.environment, uid: getuid()).path
            let response = try DaemonClient.send(Request(.start, name: timerName, label: label, seconds: seconds, next: next, workout: true),
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

extension Settings {
    /// The rest rule with this file's settings (the rule itself is the core's).
    var restRule: RestRule {
        RestRule(autoStart: autoStart, defaultRest: defaultRest, warmupRest: warmupRest, supersetTransition: supersetTransition)
    }
}
