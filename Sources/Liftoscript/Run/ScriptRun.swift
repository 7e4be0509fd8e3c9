/// Runs a script for one exercise of one workout.
///
/// A progress script (run once the workout is over) reads the workout and
/// changes the program: its changes to sets are collected as
/// `ProgramChange`s for the program to apply, and do not change what the
/// script reads (`weights += 5lb; print(weights)` prints the old weights);
/// its state changes at once. An update script (run as the workout starts
/// and after each set) changes the workout's sets not yet done, at once.
public struct ScriptRun {
    public enum Mode: Equatable, Sendable { case progress, update }

    public internal(set) var bindings: ScriptBindings
    public internal(set) var changes: [ProgramChange] = []
    /// What `print(…)` was given, a line per call.
    public internal(set) var printed: [String] = []
    var temporaries: [String: ScriptValue] = [:]
    let mode: Mode
    /// The lifter's unit: a bare number given as a weight is in it.
    let unit: WeightUnitSyntax
    let rounding: any LoadRounding

    public init(mode: Mode, bindings: ScriptBindings, unit: WeightUnitSyntax, rounding: any LoadRounding = StepRounding()) {
        self.mode = mode
        self.bindings = bindings
        self.unit = unit
        self.rounding = rounding
    }

    var arithmetic: ScriptArithmetic { ScriptArithmetic(oneRepMax: bindings.value(.rm1)) }

    public mutating func run(_ script: ScriptSyntax) throws(ScriptRuntimeError) {
        _ = try statements(script.statements)
    }

    /// The last one's value (a block's value), 0 when there are none.
    mutating func statements(_ nodes: [ScriptNode]) throws(ScriptRuntimeError) -> ScriptValue {
        var last = ScriptValue.number(0)
        for node in nodes { last = try evaluate(node) }
        return last
    }

    /// Steps taken and allowed: loops inside loops could otherwise run for
    /// ever on a day's numbers (no real script comes near).
    var steps = 0
    static let mostSteps = 1_000_000

    mutating func evaluate(_ node: ScriptNode) throws(ScriptRuntimeError) -> ScriptValue {
        steps += 1
        guard steps <= Self.mostSteps else {
            throw ScriptRuntimeError("the script ran for more than \(Self.mostSteps) steps", at: node.position)
        }
        switch node.expression {
        case .number(let n): return .number(n)
        case .load(let load): return ScriptValue(load)
        case .variable(let variable, let indices):
            guard let index = indices.first else { return bindings.value(variable) }
            guard case .at(let at) = index else { throw ScriptRuntimeError("reading takes a set's number, not *", at: node.position) }
            let n = try setNumber(at)
            let count = bindings.perSet[variable]?.count ?? 0
            guard n >= 1, n <= count else {
                throw ScriptRuntimeError("\(variable.rawValue)[\(n)]: there \(count == 1 ? "is 1 set" : "are \(count) sets")", at: node.position)
            }
            if let value = bindings.value(variable, set: n) { return value }
            return variable == .minReps ? bindings.value(.reps, set: n) ?? .number(0) : .number(0)
        case .state(let name, let tag):
            guard tag == nil else { throw ScriptRuntimeError("another exercise's state can be written, not read", at: node.position) }
            guard let value = bindings.state[name] else { throw ScriptRuntimeError("state.\(name) has no value", at: node.position) }
            return value
        case .temporary(let name):
            guard let value = temporaries[name] else { throw ScriptRuntimeError("var.\(name) is read before it is given a value", at: node.position) }
            return value
        case .not(let a):
            return .boolean(!(try evaluate(a)).isTrue)
        case .negate(let a):
            return try operate(.subtract, .number(0), try evaluate(a), node)
        case .binary(let op, let a, let b):
            let left = try evaluate(a)
            // As in the language: `&&` and `||` stop once the answer is known.
            if op == .and, !left.isTrue { return left }
            if op == .or, left.isTrue { return left }
            return try operate(op, left, try evaluate(b), node)
        case .ternary(let condition, let yes, let no):
            return try evaluate(condition).isTrue ? try evaluate(yes) : try evaluate(no)
        case .call(let function, let arguments):
            var values: [ScriptValue] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            return try call(function, values, node)
        case .assign(let target, let op, let value):
            return try assign(target, op, try evaluate(value))
        case .conditional(let branches, let otherwise):
            for branch in branches where try evaluate(branch.condition).isTrue { return try statements(branch.body) }
            return try otherwise.map { (body: [ScriptNode]) throws(ScriptRuntimeError) in try statements(body) } ?? .number(0)
        case .forEach(let name, let collection, let body):
            guard case .array(let items) = try evaluate(collection) else {
                throw ScriptRuntimeError("for … in takes an array, like completedReps", at: collection.position)
            }
            var last = ScriptValue.number(0)
            for i in items.indices {
                temporaries[name] = .number(Double(i + 1))
                last = try statements(body)
            }
            return last
        case .block(let body):
            return try statements(body)
        }
    }

    func operate(_ op: BinaryOperator, _ a: ScriptValue, _ b: ScriptValue, _ node: ScriptNode) throws(ScriptRuntimeError) -> ScriptValue {
        do { return try arithmetic.apply(op, a, b) } catch { throw ScriptRuntimeError(error.message, at: node.position) }
    }

    /// An index's value as a set, week or day number.
    mutating func setNumber(_ node: ScriptNode) throws(ScriptRuntimeError) -> Int {
        let value = try evaluate(node)
        guard let amount = value.amount else { throw ScriptRuntimeError("an index is a number, not \(value)", at: node.position) }
        return amount.wholeNumber
    }

    /// Whether set `n` (from 1) is done: it has completed reps.
    func isDone(_ n: Int) -> Bool {
        if case .number(let done)? = bindings.value(.isCompleted, set: n) { return done != 0 }
        return bindings.value(.completedReps, set: n) != nil
    }

    /// A bare number where a weight is meant is one in the lifter's unit.
    func weight(_ value: ScriptValue) -> ScriptValue {
        if case .number(let n) = value { return .weight(n, unit) }
        return value
    }

    /// `value` as a weight in the lifter's unit: a percentage of the 1RM.
    func absolute(_ value: ScriptValue) -> ScriptValue {
        switch weight(value) {
        case .percent(let p):
            guard case .weight(let max, let u) = bindings.value(.rm1) else { return .weight(0, unit) }
            return .weight(max * p / 100, u)
        case let other: return other
        }
    }

    mutating func record(_ line: String) { printed.append(line) }
}
