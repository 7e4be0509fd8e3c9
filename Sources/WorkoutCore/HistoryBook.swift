import Foundation
import GRDB

/// Past workouts and their sets, and fixing mistakes in them: every edit is
/// one transaction, committed before it returns.
public struct HistoryBook: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    /// A workout with its gym, its sets in order and their exercises.
    public struct Detail: Sendable {
        public var workout: Workout
        public var gym: Gym
        public var sets: [WorkoutSet]
        public var exercises: [String: Exercise]
    }

    public func detail(_ id: Int64) throws -> Detail {
        try database.writer.read { db in try Self.detail(db, id) }
    }

    static func detail(_ db: Database, _ id: Int64) throws -> Detail {
        guard let workout = try Workout.fetchOne(db, key: id) else { throw WorkoutError.unknownWorkout(id) }
        let gym = try Gym.fetchOne(db, key: workout.gymId)!
        let sets = try WorkoutSet.filter(WorkoutSet.Columns.workoutId == id).order(WorkoutSet.Columns.position).fetchAll(db)
        let exercises = try Exercise.fetchAll(db, keys: Set(sets.map(\.exerciseId)))
        return Detail(workout: workout, gym: gym, sets: sets, exercises: Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0) }))
    }

    public struct SetEdit: Sendable {
        public var weightKg: Double?
        public var reps: Int?
        public var rpe: Double?
        public var kind: SetKind?
        public init(weightKg: Double? = nil, reps: Int? = nil, rpe: Double? = nil, kind: SetKind? = nil) {
            self.weightKg = weightKg
            self.reps = reps
            self.rpe = rpe
            self.kind = kind
        }
    }

    @discardableResult
    public func editSet(_ id: Int64, _ edit: SetEdit) throws -> WorkoutSet {
        guard edit.weightKg != nil || edit.reps != nil || edit.rpe != nil || edit.kind != nil else {
            throw WorkoutError.invalidInput("nothing to change; give --weight, --reps, --rpe or --kind")
        }
        if let reps = edit.reps, !(1...SetNotation.maximumReps).contains(reps) {
            throw WorkoutError.invalidInput("reps must be between 1 and \(SetNotation.maximumReps)")
        }
        if let rpe = edit.rpe, !(1...10).contains(rpe) { throw WorkoutError.invalidInput("RPE must be between 1 and 10") }
        return try database.writer.write { db in
            guard var set = try WorkoutSet.fetchOne(db, key: id) else { throw WorkoutError.unknownSet(id) }
            if let w = edit.weightKg { set.weightKg = w }
            if let r = edit.reps { set.reps = r }
            if let rpe = edit.rpe { set.rpe = rpe }
            if let kind = edit.kind { set.kind = kind }
            try set.update(db)
            return set
        }
    }

    @discardableResult
    public func deleteSet(_ id: Int64) throws -> WorkoutSet {
        try database.writer.write { db in
            guard let set = try WorkoutSet.fetchOne(db, key: id) else { throw WorkoutError.unknownSet(id) }
            _ = try set.delete(db)
            return set
        }
    }

    public struct WorkoutEdit: Sendable {
        public var name: String?
        public var gym: String?
        public var startedAt: Date?
        public var endedAt: Date?
        public var note: String?
        public init(name: String? = nil, gym: String? = nil, startedAt: Date? = nil, endedAt: Date? = nil, note: String? = nil) {
            self.name = name
            self.gym = gym
            self.startedAt = startedAt
            self.endedAt = endedAt
            self.note = note
        }
    }

    @discardableResult
    public func editWorkout(_ id: Int64, _ edit: WorkoutEdit) throws -> Workout {
        guard edit.name != nil || edit.gym != nil || edit.startedAt != nil || edit.endedAt != nil || edit.note != nil else {
            throw WorkoutError.invalidInput("nothing to change; give --name, --gym, --started, --ended or --note")
        }
        if let name = edit.name, name.trimmingCharacters(in: .whitespaces).isEmpty || name.count > 80 {
            throw WorkoutError.invalidInput("workout names are 1 to 80 characters")
        }
        return try database.writer.write { db in
            guard var workout = try Workout.fetchOne(db, key: id) else { throw WorkoutError.unknownWorkout(id) }
            if let name = edit.name { workout.name = name.trimmingCharacters(in: .whitespaces) }
            if let gym = edit.gym { workout.gymId = try GymBook.require(db, gym).id! }
            if let started = edit.startedAt { workout.startedAt = started }
            if let ended = edit.endedAt {
                guard workout.endedAt != nil else {
                    throw WorkoutError.refused("workout #\(id) is in progress; end it with `gym-timer workout end`")
                }
                workout.endedAt = ended
            }
            if let ended = workout.endedAt, ended < workout.startedAt {
                throw WorkoutError.invalidInput("a workout cannot end before it starts")
            }
            if let note = edit.note { workout.note = note.isEmpty ? nil : note }
            try workout.update(db)
            return workout
        }
    }

    /// Deletes a workout and all its sets.
    @discardableResult
    public func deleteWorkout(_ id: Int64) throws -> Detail {
        try database.writer.write { db in
            let detail = try Self.detail(db, id)
            _ = try detail.workout.delete(db)
            return detail
        }
    }
}
