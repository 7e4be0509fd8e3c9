import Notation

/// What a set measures, as typed: load and reps (`100x5`, `x12`), a time
/// alone (`60s`), or a distance in a time (`5km/25:00`). An exercise's type
/// says which shapes it takes, so a plank never gets `100x5` and a bench
/// press never gets `60s`.
public enum SetShape: Sendable, Equatable {
    case reps, duration, distance

    public init(_ entry: SetEntry) {
        if entry.distanceM != nil { self = .distance }
        else if entry.reps != nil { self = .reps }
        else { self = .duration }
    }

    /// How this shape is written, for error messages.
    var name: String {
        switch self {
        case .reps: "weight × reps"
        case .duration: "a time"
        case .distance: "a distance and time"
        }
    }
}

extension ExerciseType {
    /// Whether the lifter's body is the load (plain, weighted or assisted).
    public var isBodyweight: Bool { self == .bodyweightReps || self == .weightedBodyweight || self == .assistedBodyweight }

    /// Whether a set of `shape` can be logged for an exercise of this type.
    /// A distance exercise also takes a time alone (20 minutes on the bike).
    public func accepts(_ shape: SetShape) -> Bool {
        switch self {
        case .weightReps, .bodyweightReps, .weightedBodyweight, .assistedBodyweight: shape == .reps
        case .duration: shape == .duration
        case .distanceDuration: shape == .distance || shape == .duration
        }
    }

    /// What an exercise of this type takes, with examples.
    public var accepted: String {
        switch self {
        case .weightReps: "weight × reps, e.g. 100x5 or 100x5x3"
        case .bodyweightReps: "reps, e.g. x12, or added or assisting weight, e.g. bw+20x8 or bw-30x8"
        case .weightedBodyweight: "reps with added weight, e.g. bw+20x8 or x12"
        case .assistedBodyweight: "reps with assisting weight, e.g. bw-30x8 or x12"
        case .duration: "a time, e.g. 60s, 1m30 or 1:30"
        case .distanceDuration: "a distance and time, e.g. 5km/25:00, or a time, e.g. 20:00"
        }
    }

    /// Which fields of a set an exercise of this type has (RPE and kind
    /// belong to every set).
    public var fields: Set<SetField> {
        switch self {
        case .weightReps, .bodyweightReps, .weightedBodyweight, .assistedBodyweight: [.weight, .reps]
        case .duration: [.time]
        case .distanceDuration: [.distance, .time]
        }
    }
}

/// A measured field of a set that `set edit` can change.
public enum SetField: String, Sendable, CaseIterable {
    case weight, reps, time, distance

    /// The fields `set` has a value in.
    static func of(_ set: WorkoutSet) -> Set<SetField> {
        var fields: Set<SetField> = []
        if set.weightKg != nil { fields.insert(.weight) }
        if set.reps != nil { fields.insert(.reps) }
        if set.seconds != nil { fields.insert(.time) }
        if set.distanceM != nil { fields.insert(.distance) }
        return fields
    }
}
