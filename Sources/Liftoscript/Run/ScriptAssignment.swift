/// Assignments: to `var.` and `state.` at once; to the program's sets
/// (progress) as changes for later; to today's sets not yet done (update).
extension ScriptRun {
    mutating func assign(_ target: ScriptNode, _ op: AssignOperator, _ value: ScriptValue) throws(ScriptRuntimeError) -> ScriptValue {
        switch target.expression {
        case .temporary(let name):
            let new = try combine(op, temporaries[name], value, target, missing: "var.\(name) is changed before it is given a value")
            temporaries[name] = new
            return new
        case .state(let name, .none):
            var new = try combine(op, bindings.state[name] ?? .number(0), value, target, missing: "")
            if case .boolean(let b) = new { new = .number(b ? 1 : 0) }
            bindings.state[name] = new
            return new
        case .state(let name, let tag?):
            let number = try setNumber(tag)
            changes.append(ProgramChange(target: .taggedState(tag: number, name: name), indices: [], op: op, value: value))
            return value
        case .variable(let variable, let indices):
            switch mode {
            case .progress: try change(variable, indices, op, value, target)
            case .update: try update(variable, indices, op, value, target)
            }
            return value
        default:
            throw ScriptRuntimeError("only a variable, state.NAME or var.NAME can be assigned to", at: target.position)
        }
    }

    /// `old op value`, or `value` for `=`.
    private func combine(_ op: AssignOperator, _ old: ScriptValue?, _ value: ScriptValue, _ node: ScriptNode,
                         missing: String) throws(ScriptRuntimeError) -> ScriptValue {
        guard let arithmetic = op.arithmetic else { return value }
        guard let old else { throw ScriptRuntimeError(missing, at: node.position) }
        return try operate(arithmetic, old, value, node)
    }

    /// A progress script's change to the program, its indexes filled out
    /// on the left (`weights[5]` is `weights[*:*:*:5]`).
    private mutating func change(_ variable: BuiltInVariable, _ indices: [ScriptIndex], _ op: AssignOperator,
                                 _ value: ScriptValue, _ node: ScriptNode) throws(ScriptRuntimeError) {
        let parts: Int
        let target: ProgramChange.Target
        switch variable {
        case .numberOfSets: (parts, target) = (3, .numberOfSets)
        case .setVariationIndex: (parts, target) = (2, .setVariationIndex)
        case .descriptionIndex: (parts, target) = (2, .descriptionIndex)
        case .rm1: (parts, target) = (0, .rm1)
        default: (parts, target) = (4, .perSet(variable))
        }
        var numbers: [Int?] = []
        for index in indices {
            if case .at(let at) = index { numbers.append(try setNumber(at)) } else { numbers.append(nil) }
        }
        numbers = Array(repeating: nil, count: max(0, parts - numbers.count)) + numbers
        changes.append(ProgramChange(target: target, indices: numbers, op: op, value: value))
        // What selects a variation or description of today, or today's
        // number of sets, is seen by the rest of the script at once.
        let today = [bindings.value(.week).amount.map { Int($0) }, bindings.value(.dayInWeek).amount.map { Int($0) }]
        let selectsToday = zip(numbers.prefix(2), today).allSatisfy { $0 == nil || $0 == $1 }
        if selectsToday, [.setVariationIndex, .descriptionIndex].contains(variable) {
            bindings.scalars[variable] = try combine(op, bindings.value(variable), value, node, missing: "")
        }
    }

    /// An update script's change to today's sets not yet done.
    private mutating func update(_ variable: BuiltInVariable, _ indices: [ScriptIndex], _ op: AssignOperator,
                                 _ value: ScriptValue, _ node: ScriptNode) throws(ScriptRuntimeError) {
        let count = bindings.perSet[.reps]?.count ?? 0
        if variable == .numberOfSets {
            let wanted = try combine(op, bindings.value(.numberOfSets), value, node, missing: "").amount ?? 0
            resize(to: min(Limits.setsPerExercise, wanted.wholeNumber))
            return
        }
        var sets = Array(1...max(count, 1)).filter { $0 <= count }
        if case .at(let at)? = indices.first {
            let n = try setNumber(at)
            guard n >= 1, n <= count else { throw ScriptRuntimeError("\(variable.rawValue)[\(n)]: there are \(count) sets", at: node.position) }
            sets = [n]
        }
        for n in sets where !isDone(n) {
            let old = bindings.value(variable, set: n) ?? .number(0)
            var new = try combine(op, variable == .weights ? weight(old) : old, variable == .weights ? weight(value) : value, node, missing: "")
            switch variable {
            case .weights:
                new = absolute(new)
                setValue(.originalWeights, n, new)
                if case .weight(let w, let u) = new { new = .weight(rounding.round(w, in: u), u) }
            case .RPE:
                let rpe = min(10, max(0, new.amount ?? 0))
                new = .number((rpe * 2).rounded() / 2)
            case .amraps, .logrpes, .askweights:
                new = .number(new.isTrue ? 1 : 0)
            default:
                new = .number(new.amount ?? 0)
            }
            setValue(variable, n, new)
        }
    }

    mutating func setValue(_ variable: BuiltInVariable, _ n: Int, _ value: ScriptValue?) {
        var values = bindings.perSet[variable] ?? []
        while values.count < n { values.append(nil) }
        values[n - 1] = value
        bindings.perSet[variable] = values
    }

    /// Today's sets cut to `wanted` (never below those done), or the last
    /// copied, undone, to reach it.
    private mutating func resize(to wanted: Int) {
        let count = bindings.perSet[.reps]?.count ?? 0
        let done = (0..<count).filter { isDone($0 + 1) }.map { $0 + 1 }.max() ?? 0
        let target = max(wanted, done, 0)
        let prescribed: [BuiltInVariable] = [.weights, .originalWeights, .reps, .minReps, .RPE, .timers, .amraps, .logrpes, .askweights]
        for variable in BuiltInVariable.allCases where variable.isPerSet {
            var values = bindings.perSet[variable] ?? []
            guard !values.isEmpty || prescribed.contains(variable) else { continue }
            if target < values.count {
                values.removeLast(values.count - target)
            } else {
                let last = prescribed.contains(variable) ? values.last ?? nil : nil
                while values.count < target { values.append(last) }
            }
            bindings.perSet[variable] = values
        }
        bindings.scalars[.numberOfSets] = .number(Double(target))
    }
}
