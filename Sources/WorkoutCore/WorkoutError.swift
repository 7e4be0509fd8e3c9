/// Failures of the workout core, each a sentence a person can act on.
public enum WorkoutError: Error, Equatable, CustomStringConvertible {
    case databaseUnavailable(path: String, reason: String)
    case unknownGym(String, candidates: [String])
    case gymExists(String)
    case defaultGymUndeletable
    case workoutActive(gym: String)
    case noActiveWorkout
    case unknownExercise(String)
    case ambiguousExercise(String, candidates: [String])
    case invalidSet(String, reason: String)
    /// A set whose shape the exercise does not take (`plank 100x5`).
    case setDoesNotFit(exercise: String, given: String, takes: String)
    case invalidInput(String)
    /// Well-formed but not allowed now (a name taken, history in the way).
    case refused(String)
    case unknownWorkout(Int64)
    case unknownSet(Int64)
    case unknownTemplate(String, candidates: [String])
    /// Allowed, but unusual enough to ask first (the question).
    case needsConfirmation(String)

    public var description: String {
        switch self {
        case .databaseUnavailable(let path, let reason):
            "cannot open the training log \(path): \(reason); check its permissions, or move it aside to start a new one"
        case .unknownGym(let name, let candidates):
            "no gym named \"\(name)\"" + (candidates.isEmpty ? "; see `gym-timer gyms`" : "; did you mean \(candidates.joined(separator: ", "))?")
        case .gymExists(let name): "a gym named \"\(name)\" already exists"
        case .defaultGymUndeletable: "the default gym cannot be deleted"
        case .workoutActive(let gym): "a workout is in progress at \(gym); end it first (`gym-timer workout end`)"
        case .noActiveWorkout: "no workout in progress; `gym-timer workout start` or log a set to start one"
        case .unknownExercise(let q): "no exercise matches \"\(q)\"; see `gym-timer exercises \(q)` or add one with `gym-timer exercises add`"
        case .ambiguousExercise(let q, let c):
            "\(q.hasPrefix("\"") ? q : "\"\(q)\"") matches several exercises: \(c.joined(separator: "; ")); name one of them more fully"
        case .invalidSet(let token, let reason): "invalid set \"\(token)\": \(reason)"
        case .setDoesNotFit(let exercise, let given, let takes): "\(exercise) takes \(takes), not \(given)"
        case .invalidInput(let message): message
        case .refused(let message): message
        case .unknownWorkout(let id): "no workout #\(id); see `gym-timer history`"
        case .unknownSet(let id): "no set #\(id); set numbers are shown by `gym-timer workout show` and `gym-timer history show`"
        case .needsConfirmation(let question): question
        case .unknownTemplate(let name, let candidates):
            "no template named \"\(name)\"" + (candidates.isEmpty ? "; see `gym-timer templates`" : "; did you mean \(candidates.joined(separator: ", "))?")
        }
    }

    /// Malformed input (exit 64) as opposed to a failure (exit 1).
    public var isUsageError: Bool {
        if case .invalidSet = self { return true }
        if case .invalidInput = self { return true }
        if case .setDoesNotFit = self { return true }
        return false
    }
}
