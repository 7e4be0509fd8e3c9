/// What a program is run with that the program does not say: the lifter's
/// unit, how weights round at their gym, and the 1RM of an exercise the
/// program has none for (the lifter's estimate from their log).
public struct ProgramContext: Sendable {
    public var unit: WeightUnitSyntax
    public var rounding: any LoadRounding
    public var oneRepMax: @Sendable (ExerciseKey) -> ScriptValue?
    public var bodyweight: ScriptValue?

    public init(unit: WeightUnitSyntax, rounding: any LoadRounding = StepRounding(),
                oneRepMax: @escaping @Sendable (ExerciseKey) -> ScriptValue? = { _ in nil }, bodyweight: ScriptValue? = nil) {
        self.unit = unit
        self.rounding = rounding
        self.oneRepMax = oneRepMax
        self.bodyweight = bodyweight
    }
}

/// A set as done, for a progression to judge.
public struct DoneSet: Equatable, Sendable {
    public var reps: Int
    public var weight: ScriptValue?
    public var rpe: Double?

    public init(reps: Int, weight: ScriptValue?, rpe: Double? = nil) {
        self.reps = reps
        self.weight = weight
        self.rpe = rpe
    }
}
