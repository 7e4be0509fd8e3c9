/// What a script sees when it runs for one exercise of one workout: the
/// sets as the program gave them and as they were done, one value per set,
/// the numbers of the day, the exercise's 1RM, and its state.
public struct ScriptBindings: Equatable, Sendable {
    /// `weights`, `reps`, `completedReps`, …: index 0 is set 1.
    public var perSet: [BuiltInVariable: [ScriptValue?]]
    /// `rm1`, `week`, `day`, `setIndex`, …
    public var scalars: [BuiltInVariable: ScriptValue]
    public var state: [String: ScriptValue]

    public init(perSet: [BuiltInVariable: [ScriptValue?]] = [:], scalars: [BuiltInVariable: ScriptValue] = [:],
                state: [String: ScriptValue] = [:]) {
        self.perSet = perSet
        self.scalars = scalars
        self.state = state
    }

    /// Set `n` (from 1) of `variable`; nil when it has none there.
    public func value(_ variable: BuiltInVariable, set n: Int) -> ScriptValue? {
        guard let values = perSet[variable], n >= 1, n <= values.count else { return nil }
        return values[n - 1]
    }

    /// `variable` whole: an array for a per-set one, else its value
    /// (`numberOfSets` counts the sets when not given).
    public func value(_ variable: BuiltInVariable) -> ScriptValue {
        if variable.isPerSet { return .array(perSet[variable] ?? []) }
        if let value = scalars[variable] { return value }
        switch variable {
        case .numberOfSets, .programNumberOfSets: return .number(Double(perSet[.reps]?.count ?? 0))
        case .completedNumberOfSets: return .number(Double(perSet[.completedReps]?.compactMap { $0 }.count ?? 0))
        case .setVariationIndex, .descriptionIndex: return .number(1)
        default: return .number(0)
        }
    }
}

/// A change a progress script makes to the program: to `target` at the
/// `[week:day:variation:set]` given (nil parts are every one), applied to
/// the program once the script has run.
public struct ProgramChange: Equatable, Sendable {
    public enum Target: Equatable, Sendable {
        case perSet(BuiltInVariable)
        case numberOfSets, setVariationIndex, descriptionIndex, rm1
        /// `state[tag].name`: every exercise carrying the tag.
        case taggedState(tag: Int, name: String)
    }

    public var target: Target
    /// Four parts for a per-set target, three for numberOfSets, two for the
    /// indexes; missing leading parts are every one.
    public var indices: [Int?]
    public var op: AssignOperator
    public var value: ScriptValue
}
