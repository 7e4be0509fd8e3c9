import GymTimerClient
import GymTimerProtocol
import Notation
import WorkoutCore
import WorkoutScreen

/// The command line as the workout screen's host: its settings and words,
/// its rest timer after a log, its daemon connection.
struct CommandLineScreenHost: WorkoutScreenHost {
    let training: Training
    let options: GlobalOptions

    var database: AppDatabase { training.database }
    var unit: WeightUnit { training.unit }
    var loading: Loading { training.loading }
    var autoEnd: Double { training.settings.autoEnd }
    var color: Bool { Console.useColor }
    var term: String? { Console.environment["TERM"] }
    var restTimerName: String { RestAfterLog.timerName }

    func describe(_ set: WorkoutSet, type: ExerciseType) -> String { training.describe(set, type: type) }
    func describe(_ record: PersonalRecord) -> String { training.describe(record) }
    func describe(_ target: SetTarget, type: ExerciseType) -> String { training.describe(target, type: type) }
    func plates(forKg weightKg: Double?, exercise: Exercise) -> String? { training.plates(forKg: weightKg, exercise: exercise) }
    func lastTime(_ previous: WorkoutLog.PreviousSet, type: ExerciseType) -> String { training.lastTime(previous, type: type) }
    func last(before next: WorkoutLog.NextUp) -> String? { training.last(before: next) }
    func setLines(_ detail: HistoryBook.Detail) -> [String] { training.setLines(detail) }

    /// The line `gym-timer` itself would print for the error.
    func line(for error: any Error) -> String {
        do { return try Training.run { throw error } } catch { return "\(error)" }
    }

    func startRest(after logged: WorkoutLog.Logged, kind: SetKind) -> (timer: TimerSnapshot?, warning: String?) {
        let rest = RestAfterLog.after(logged, kind: kind, training: training, options: options)
        return (rest.timer, rest.warning)
    }

    func daemonClient() throws -> DaemonClient { try DaemonClient(options: options) }
}
