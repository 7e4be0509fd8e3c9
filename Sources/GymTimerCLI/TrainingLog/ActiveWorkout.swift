import Foundation
import GymTimerProtocol
import WorkoutCore
import Notation
import GymTimerConfig

/// The workout in progress, as `gym-timer status` shows it above the timers.
struct ActiveWorkout: Encodable {
    let id: RowRef
    let name: String
    let gym: String
    let startedAt: String
    let elapsedSeconds: Double
    let sets: Int

    enum CodingKeys: String, CodingKey {
        case id, name, gym, sets
        case startedAt = "started_at", elapsedSeconds = "elapsed_s"
    }

    /// `Push A at Default Gym — 32 min 10 s elapsed, 12 sets`
    var line: String {
        "\(name) at \(gym) — \(DurationNotation.spoken(elapsedSeconds)) elapsed, \(Plural.count(sets, "set"))"
    }

    /// The active workout, or nil when there is none, or no training log yet
    /// (status never creates one), or it cannot be read: the timers still show.
    static func current(_ global: GlobalOptions, now: Date = Date()) -> ActiveWorkout? {
        let path = Paths.trainingLog(dataDirectory: global.dataDir, environment: Console.environment)
        guard FileManager.default.fileExists(atPath: path), let database = try? AppDatabase.open(path: path) else { return nil }
        guard let detail = try? WorkoutLog(database).current() else { return nil }
        return ActiveWorkout(id: RowRef(workout: detail.workout.id!, RowNames(database)), name: detail.workout.name, gym: detail.gym.name,
                             startedAt: Training.iso(detail.workout.startedAt),
                             elapsedSeconds: max(0, now.timeIntervalSince(detail.workout.startedAt).rounded(.down)),
                             sets: detail.sets.count)
    }
}
