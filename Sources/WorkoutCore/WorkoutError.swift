import Notation

/// Failures of the workout core. `description` says what is wrong in the
/// domain's words; a front end adds how to go on in its own terms (the
/// CLI's `hint`), so the core never names a command or a flag.
public enum WorkoutError: Error, Equatable, CustomStringConvertible {
    case databaseUnavailable(path: String, reason: String)
    /// The log's filesystem refused a write: full, or read-only. Nothing of
    /// the command that met it was saved.
    case storageFailure(path: String, reason: String)
    /// This device's file in the synced folder refused the change's
    /// record (a full disk): the change was not saved either, so the
    /// other devices never miss one.
    case syncFileUnwritable(path: String, reason: String)
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
    /// A weight over twice the lifter's best estimated 1RM on the exercise:
    /// asked first, like `needsConfirmation`.
    case unusuallyHeavy(Mass, exercise: String, bestOneRepMax: Mass)
    /// A weight outside what the value can be (`what` must be between `low`
    /// and `high`; above `low` when it is not included).
    case weightOutOfRange(what: String, low: Mass, high: Mass, lowIncluded: Bool)
    /// A change from the previous set that takes the weight below zero.
    case belowZero(base: Mass, change: Mass)
    case unknownMuscle(String)
    case unknownEquipment(String)
    case unknownWorkoutName(String)
    /// A preset cannot be deleted; it can be hidden.
    case builtInExercise(String)
    /// A custom exercise with history cannot be deleted; it can be hidden.
    case exerciseInUse(String, sets: Int, inTemplate: Bool)
    case templateExists(String)
    case nothingToUndo(String)
    /// What was asked was named for a moment that has passed (a
    /// notification's Done after the set was logged): nothing was done.
    case stale(String)
    /// An export of one app named as the other's.
    case wrongExportKind(path: String, actual: String, asked: String)
    /// Weights read in an assumed unit that nobody could have lifted: the
    /// file is in the other unit. Nothing was saved.
    case implausibleLoads(unit: WeightUnit, evidence: [String])

    /// What is wrong, with weights in kilograms; `description(in:)` words
    /// them in the lifter's unit.
    public var description: String { description(in: .kg) }

    /// The question to ask before going on, when this error is one.
    public func question(in unit: WeightUnit) -> String? {
        switch self {
        case .needsConfirmation(let question): question
        case .unusuallyHeavy: description(in: unit)
        default: nil
        }
    }

    public func description(in unit: WeightUnit) -> String {
        switch self {
        case .unusuallyHeavy(let weight, let exercise, let best):
            "\(weight.text(in: unit)) is more than twice your best estimated 1RM on \(exercise) (\(best.text(in: unit, places: 0))); log it?"
        case .weightOutOfRange(let what, let low, let high, let lowIncluded):
            lowIncluded ? "\(what) must be between \(low.text(in: unit)) and \(high.text(in: unit))"
                : "\(what) must be above \(low.text(in: unit)) and at most \(high.text(in: unit))"
        case .belowZero(let base, let change):
            "\(base.text(in: unit)) \(change.kilograms < 0 ? "−" : "+") \(Mass(kilograms: abs(change.kilograms)).text(in: unit)) is below zero"
        case .databaseUnavailable(let path, let reason):
            "cannot open the training log \(path): \(reason); check its permissions, or move it aside to start a new one"
        case .storageFailure(let path, let reason):
            "cannot save to the training log \(path): \(reason); nothing was changed"
        case .syncFileUnwritable(let path, let reason):
            "cannot write this device's sync file \(path): \(reason); nothing was changed"
        case .unknownGym(let name, let candidates):
            "no gym named \"\(name)\"" + (candidates.isEmpty ? "" : "; did you mean \(candidates.joined(separator: ", "))?")
        case .gymExists(let name): "a gym named \"\(name)\" already exists"
        case .defaultGymUndeletable: "the default gym cannot be deleted"
        case .workoutActive(let gym): "a workout is in progress at \(gym); end it first"
        case .noActiveWorkout: "no workout in progress"
        case .unknownExercise(let q): "no exercise matches \"\(q)\""
        case .ambiguousExercise(let q, let c):
            "\(q.hasPrefix("\"") ? q : "\"\(q)\"") matches several exercises: \(c.joined(separator: "; ")); name one of them more fully"
        case .invalidSet(let token, let reason): "invalid set \"\(token)\": \(reason)"
        case .setDoesNotFit(let exercise, let given, let takes): "\(exercise) takes \(takes), not \(given)"
        case .invalidInput(let message): message
        case .refused(let message): message
        case .unknownWorkout(let id): "no workout #\(id)"
        case .unknownSet(let id): "no set #\(id)"
        case .needsConfirmation(let question): question
        case .unknownMuscle(let word): "unknown muscle \"\(word)\""
        case .unknownEquipment(let word): "unknown equipment \"\(word)\""
        case .unknownWorkoutName(let name): "no workout named \"\(name)\""
        case .builtInExercise(let name): "\(name) is built in and cannot be deleted"
        case .exerciseInUse(let name, let sets, let inTemplate):
            "\(name) has \(Plural.count(sets, "logged set"))\(inTemplate ? " and is in a template" : "") and cannot be deleted"
        case .templateExists(let name): "a template named \"\(name)\" already exists"
        case .nothingToUndo(let why): "nothing to undo: \(why)"
        case .stale(let why): "not logged: \(why)"
        case .wrongExportKind(let path, let actual, let asked): "\(path) is a \(actual) export, not a \(asked) one"
        case .implausibleLoads(let unit, let evidence):
            "the file does not say its unit, and its weights do not read as \(unit) "
                + "(\(evidence.joined(separator: "; "))); nothing was saved"
        case .unknownTemplate(let name, let candidates):
            "no template named \"\(name)\"" + (candidates.isEmpty ? "" : "; did you mean \(candidates.joined(separator: ", "))?")
        }
    }

    /// Malformed input (exit 64) as opposed to a failure (exit 1).
    public var isUsageError: Bool {
        if case .invalidSet = self { return true }
        if case .invalidInput = self { return true }
        if case .weightOutOfRange = self { return true }
        if case .belowZero = self { return true }
        if case .setDoesNotFit = self { return true }
        if case .unknownMuscle = self { return true }
        if case .unknownEquipment = self { return true }
        if case .wrongExportKind = self { return true }
        return false
    }
}

extension WorkoutError {
    /// A set or value the notation could not read, as the core reports it.
    public init(_ error: NotationError) {
        switch error {
        case .invalidSet(let token, let reason): self = .invalidSet(token, reason: reason)
        case .invalidInput(let message): self = .invalidInput(message)
        }
    }
}
