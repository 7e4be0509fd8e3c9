import Foundation
import GRDB

/// A place someone trains, with its own colour and its own weight history
/// per exercise ("branches": the same exercise on other equipment).
public struct Gym: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var name: String
    public var color: GymColor
    public var isDefault: Bool
    public var lastUsedAt: Date?
    public var createdAt: Date

    public static let databaseTableName = "gym"
    public enum Columns {
        static let name = Column(CodingKeys.name)
        static let isDefault = Column(CodingKeys.isDefault)
        static let lastUsedAt = Column(CodingKeys.lastUsedAt)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// The fixed gym palette; each front end shows it its own way (the
/// terminal as a coloured dot).
public enum GymColor: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    case red, orange, yellow, green, blue, purple, pink, gray
}

/// An exercise: a preset (id from the catalogue) or the user's own.
public struct Exercise: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public var id: String
    public var name: String
    public var aliases: [String]
    public var movement: String
    public var equipment: String
    public var type: ExerciseType
    public var restSeconds: Int
    public var popularity: Int
    public var isCustom: Bool
    /// Custom exercises created by an import for names that matched nothing.
    public var isUnmapped: Bool
    public var isHidden: Bool
    public var isFavorite: Bool
    public var autoTimer: Bool
    public var note: String?
    /// For a custom exercise specific to one gym.
    public var gymId: Int64?
    /// Set when the user changed the muscle weights: preset updates keep them.
    public var musclesEdited: Bool
    /// Set when the user changed the rest: preset updates keep it.
    public var restEdited: Bool
    public var dimensions: [String: String]
    /// The step a target weight goes up by, when the lifter set one
    /// (otherwise `Progression.defaultIncrement`).
    public var incrementKg: Double?
    /// The share of body weight it moves, when the lifter set one
    /// (otherwise `BodyLoad.share`'s figure for it, if any).
    public var bodyweightShare: Double?
    /// The exercise this one is a variation of: it started with that
    /// one's muscles and keeps records of its own.
    public var variationOf: String? = nil
    /// The bar it is loaded on when that is not the lifter's own
    /// (`plates.bar`): an EZ, trap or safety squat bar, a lighter bar.
    /// Nil: the equipment's usual bar (`Loading.bar`).
    public var barKg: Double? = nil
    /// The exercise this one was merged into (a built-in one, hidden since):
    /// a set of it arriving from another device goes there.
    public var mergedInto: String? = nil

    public static let databaseTableName = "exercise"
    public enum Columns {
        static let name = Column(CodingKeys.name)
        static let isCustom = Column(CodingKeys.isCustom)
    }
}

/// How much one exercise works one muscle, 0…1 (fractional set counting).
public struct ExerciseMuscle: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public var exerciseId: String
    public var muscleId: String
    public var weight: Double
    public static let databaseTableName = "exerciseMuscle"
}

public struct Workout: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var gymId: Int64
    public var name: String
    public var startedAt: Date
    public var endedAt: Date?
    public var note: String?
    /// The template the workout follows, if it was started from one.
    public var templateId: Int64?
    /// The device that started it, while the log syncs: each device goes on
    /// with the workout in progress it started, not another's.
    public var startedOn: String? = nil
    /// The program it runs a day of (`ProgramBook`), which day (an index
    /// into the program's days) and that day's plan as prescribed at its
    /// start (`ProgramDayPlan`, JSON).
    public var programId: Int64? = nil
    public var programDay: Int? = nil
    public var programPlan: String? = nil

    public init(id: Int64? = nil, gymId: Int64, name: String, startedAt: Date, endedAt: Date? = nil, note: String? = nil,
                templateId: Int64? = nil) {
        self.id = id
        self.gymId = gymId
        self.name = name
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.note = note
        self.templateId = templateId
    }

    public static let databaseTableName = "workout"
    public enum Columns {
        static let startedAt = Column(CodingKeys.startedAt)
        static let endedAt = Column(CodingKeys.endedAt)
        static let gymId = Column(CodingKeys.gymId)
    }
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// What kind of set: warm-ups are left out of volume unless asked for.
public enum SetKind: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    case normal, warmup, drop, failure
    public var isWorking: Bool { self != .warmup }
}

/// One set. Weights are kg, distances metres, durations seconds, whatever
/// unit they were typed in. For weighted/assisted bodyweight exercises
/// `weightKg` is the added (positive) or assisting (negative) weight.
public struct WorkoutSet: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var workoutId: Int64
    public var exerciseId: String
    /// Order of the set within its workout.
    public var position: Int
    public var kind: SetKind
    public var weightKg: Double?
    public var reps: Int?
    public var seconds: Double?
    public var distanceM: Double?
    public var rpe: Double?
    /// Rest actually taken before this set, when known.
    public var restBeforeSeconds: Double?
    public var loggedAt: Date
    public var note: String?
    /// Sets of exercises done as a superset share a group number.
    public var supersetGroup: Int?
    /// Rest recorded after this set when no set followed it in its
    /// workout (an imported `Rest Timer` row after the last set); the rest
    /// between two sets is the later one's `restBeforeSeconds`.
    public var restAfterSeconds: Double? = nil
    /// The rest the timer gave before this set (the one `log` started
    /// after the set before it), beside `restBeforeSeconds`, the rest
    /// taken; nil when no rest was started for it (or it came from an app).
    public var restGivenSeconds: Double? = nil

    public static let databaseTableName = "workoutSet"
    public enum Columns {
        static let workoutId = Column(CodingKeys.workoutId)
        static let exerciseId = Column(CodingKeys.exerciseId)
        static let position = Column(CodingKeys.position)
        static let loggedAt = Column(CodingKeys.loggedAt)
        static let kind = Column(CodingKeys.kind)
    }
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A per-gym note on an exercise (seat height, which rack, …).
public struct ExerciseGymNote: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public var exerciseId: String
    public var gymId: Int64
    public var note: String
    public static let databaseTableName = "exerciseGymNote"
}

/// One set a template plans, as it was done: its kind and its numbers
/// (kg, seconds, metres).
public struct PlannedSet: Codable, Sendable, Equatable {
    public var kind: SetKind
    public var weightKg: Double?
    public var reps: Int?
    public var seconds: Double?
    public var distanceM: Double?
    /// What a program prescribes beyond the numbers (nil from a workout):
    /// as many reps as the lifter can, the RPE to reach, the rest after
    /// it, and the set's label.
    public var amrap: Bool? = nil
    public var rpe: Double? = nil
    public var restSeconds: Int? = nil
    public var label: String? = nil

    public init(kind: SetKind, weightKg: Double? = nil, reps: Int? = nil, seconds: Double? = nil, distanceM: Double? = nil) {
        self.kind = kind
        self.weightKg = weightKg
        self.reps = reps
        self.seconds = seconds
        self.distanceM = distanceM
    }

    init(_ set: WorkoutSet) {
        self.init(kind: set.kind, weightKg: set.weightKg, reps: set.reps, seconds: set.seconds, distanceM: set.distanceM)
    }

    enum CodingKeys: String, CodingKey {
        case kind, weightKg = "weight_kg", reps, seconds, distanceM = "distance_m", amrap, rpe, restSeconds = "rest_seconds", label
    }
}

/// A saved plan: exercises in order, with how many sets of each and the
/// weight × reps they were done at when the template was saved.
public struct Template: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var name: String
    public var createdAt: Date

    public static let databaseTableName = "template"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

public struct TemplateExercise: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    public var templateId: Int64
    public var position: Int
    public var exerciseId: String
    public var sets: Int
    public var weightKg: Double?
    public var reps: Int?
    /// The rep range of a planned exercise (`3x8-12`), for double progression.
    public var repMin: Int?
    public var repMax: Int?
    /// The step its target weight goes up by, overriding the exercise's.
    public var incrementKg: Double?
    /// Exercises of a template sharing a group are done as a superset.
    public var supersetGroup: Int? = nil
    /// Every set as saved from a workout, warm-ups included; nil for an
    /// exercise planned as sets × reps.
    public var plannedSets: [PlannedSet]? = nil

    public static let databaseTableName = "templateExercise"
}
