import Foundation
import GRDB
import GymTimerProtocol
import WorkoutCore

/// The workout in progress, as `gym-timer status` shows it above the timers.
struct ActiveWorkout: Encodable {
    let id: Int64
    let name: String
    let gym: String
    let startedAt: String
    let elapsedSeconds: Double
    let sets: Int

    enum CodingKeys: String, CodingKey {
        case id, name, gym, sets
        case startedAt = "started_at", elapsedSeconds = "elapsed_s"
    }

    /// `Push A at Default Gym — 32:10 elapsed, 12 sets`
    var line: String {
        "\(name) at \(gym) — \(RestDuration.clock(elapsedSeconds)) elapsed, \(sets) set\(sets == 1 ? "" : "s")"
    }

    /// The active workout, or nil when there is none, or no training log yet
    /// (status never creates one), or it cannot be read: the timers still show.
    static func current(_ global: GlobalOptions, now: Date = Date()) -> ActiveWorkout? {
        let path = AppDatabase.defaultPath(dataDirectory: global.dataDir, environment: currentEnvironment())
        guard FileManager.default.fileExists(atPath: path), let database = try? AppDatabase.open(path: path) else { return nil }
        return try? database.writer.read { db -> ActiveWorkout? in
            guard let workout = try WorkoutLog.activeWorkout(db) else { return nil }
            let gym = try Gym.fetchOne(db, key: workout.gymId)
            let sets = try WorkoutSet.filter(Column("workoutId") == workout.id!).fetchCount(db)
            return ActiveWorkout(id: workout.id!, name: workout.name, gym: gym?.name ?? "?", startedAt: Training.iso(workout.startedAt),
                                 elapsedSeconds: max(0, now.timeIntervalSince(workout.startedAt).rounded(.down)), sets: sets)
        }
    }
}
