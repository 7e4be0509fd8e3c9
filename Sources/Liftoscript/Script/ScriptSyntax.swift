/// A script between `{~` and `~}` as written: statements, each an
/// expression (an `if` and an assignment have values too).
public struct ScriptSyntax: Equatable, Sendable {
    public var statements: [ScriptNode]
    /// The text between the braces, as typed.
    public var text: String
    public var position: SourcePosition
}

/// An expression and where it starts.
public struct ScriptNode: Equatable, Sendable {
    public let expression: ScriptExpression
    public let position: SourcePosition
    /// How many nodes down its deepest branch goes (1 for a leaf).
    public let height: Int

    /// The tallest tree the parser makes.
    public static let tallest = 200

    public init(_ expression: ScriptExpression, at position: SourcePosition) {
        self.expression = expression
        self.position = position
        height = 1 + (expression.children.map(\.height).max() ?? 0)
    }
}

extension ScriptExpression {
    /// The nodes right under it.
    var children: [ScriptNode] {
        switch self {
        case .number, .load, .temporary: []
        case .variable(_, let indices): indices.compactMap { if case .at(let n) = $0 { n } else { nil } }
        case .state(_, let tag): tag.map { [$0] } ?? []
        case .not(let a), .negate(let a): [a]
        case .binary(_, let a, let b), .assign(let a, _, let b): [a, b]
        case .ternary(let a, let b, let c): [a, b, c]
        case .call(_, let arguments): arguments
        case .conditional(let branches, let otherwise): branches.flatMap { [$0.condition] + $0.body } + (otherwise ?? [])
        case .forEach(_, let collection, let body): [collection] + body
        case .block(let body): body
        }
    }
}

public indirect enum ScriptExpression: Equatable, Sendable {
    case number(Double)
    /// `5lb`, `2.5kg`, `80%`.
    case load(Load)
    /// A variable the program gives (`weights`, `completedReps[2]`,
    /// `weights[1:*:*:2]` as a target), named canonically (`w` is `weights`).
    case variable(BuiltInVariable, indices: [ScriptIndex])
    /// `state.name`, or `state[tag].name` (written only: another exercise's state).
    case state(String, tag: ScriptNode?)
    /// `var.name`: lives for one run of the script.
    case temporary(String)
    case not(ScriptNode)
    case negate(ScriptNode)
    case binary(BinaryOperator, ScriptNode, ScriptNode)
    case ternary(ScriptNode, ScriptNode, ScriptNode)
    case call(BuiltInFunction, [ScriptNode])
    case assign(ScriptNode, AssignOperator, ScriptNode)
    /// `if (…) {…} else if (…) {…} else {…}`.
    case conditional([ScriptBranch], otherwise: [ScriptNode]?)
    /// `for (var.i in completedReps) {…}`: `var.i` is 1, 2, … the array's length.
    case forEach(String, in: ScriptNode, body: [ScriptNode])
    case block([ScriptNode])
}

public struct ScriptBranch: Equatable, Sendable {
    public var condition: ScriptNode
    public var body: [ScriptNode]
}

/// One place in `[week:day:variation:set]`: `*` (or `_`) is every one.
public enum ScriptIndex: Equatable, Sendable {
    case every
    case at(ScriptNode)
}

public enum BinaryOperator: String, Equatable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==", notEqual = "!="
    case and = "&&", or = "||"
}

public enum AssignOperator: String, Equatable, Sendable {
    case set = "=", add = "+=", subtract = "-=", multiply = "*=", divide = "/="

    /// The arithmetic `+=` and its kin apply, nil for `=`.
    public var arithmetic: BinaryOperator? {
        switch self {
        case .set: nil
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        }
    }
}

/// The variables a script reads from the workout and the program, by the
/// names the language gives them.
public enum BuiltInVariable: String, Equatable, Sendable, CaseIterable {
    case weights, originalWeights, completedWeights, reps, minReps, completedReps, completedRepsLeft
    case RPE, completedRPE, timers, amraps, logrpes, askweights, isCompleted
    case rm1, bodyweight, day, week, dayInWeek
    case programNumberOfSets, numberOfSets, completedNumberOfSets
    case setVariationIndex, descriptionIndex, setIndex

    /// By name or short name (`w`, `cw`, `r`, `mr`, `cr`, `ns`).
    public init?(named name: String) {
        switch name {
        case "w": self = .weights
        case "cw": self = .completedWeights
        case "r": self = .reps
        case "mr": self = .minReps
        case "cr": self = .completedReps
        case "ns": self = .numberOfSets
        default: self.init(rawValue: name)
        }
    }

    /// One value per set, read as `name[set]`.
    public var isPerSet: Bool {
        switch self {
        case .weights, .originalWeights, .completedWeights, .reps, .minReps, .completedReps, .completedRepsLeft,
             .RPE, .completedRPE, .timers, .amraps, .logrpes, .askweights, .isCompleted: true
        default: false
        }
    }
}

public enum BuiltInFunction: String, Equatable, Sendable, CaseIterable {
    case floor, ceil, round, sum, min, max
    case roundWeight, roundConvertWeight, increment, decrement
    case rpeMultiplier, calculate1RM, calculateTrainingMax, zeroOrGte
    case sets, print
}
