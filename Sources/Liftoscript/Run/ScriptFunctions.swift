/// The language's functions.
extension ScriptRun {
    mutating func call(_ function: BuiltInFunction, _ values: [ScriptValue], _ node: ScriptNode) throws(ScriptRuntimeError) -> ScriptValue {
        func argument(_ i: Int) throws(ScriptRuntimeError) -> ScriptValue {
            guard i < values.count else { throw ScriptRuntimeError("\(function.rawValue) needs \(i + 1) arguments", at: node.position) }
            return values[i]
        }
        switch function {
        case .floor: return try keepingUnit(argument(0)) { $0.rounded(.down) }
        case .ceil: return try keepingUnit(argument(0)) { $0.rounded(.up) }
        case .round: return try keepingUnit(argument(0)) { $0.rounded() }
        case .sum:
            var total: ScriptValue?
            for item in Self.flattened(values) {
                total = try total.map { (t: ScriptValue) throws(ScriptRuntimeError) in try operate(.add, t, item, node) } ?? item
            }
            return total ?? .number(0)
        case .min, .max:
            var best: ScriptValue?
            for item in Self.flattened(values) {
                guard let current = best else { best = item; continue }
                let better = arithmetic.compare(function == .min ? .less : .greater, item, current)
                if better { best = item }
            }
            return best ?? .number(0)
        case .roundWeight, .roundConvertWeight:
            switch absolute(try argument(0)) {
            case .weight(let w, let u):
                let (amount, unitNow) = function == .roundConvertWeight ? (ScriptValue.convert(w, from: u, to: unit), unit) : (w, u)
                return .weight(rounding.round(amount, in: unitNow), unitNow)
            case let other: return other
            }
        case .increment, .decrement:
            let up = function == .increment
            switch weight(try argument(0)) {
            case .percent(let p): return .percent(p + (up ? 1 : -1))
            case .weight(let w, let u): return .weight(rounding.step(from: w, in: u, up: up), u)
            case let other: return other
            }
        case .rpeMultiplier:
            let reps = try argument(0).amount ?? 0
            let rpe = values.count > 1 ? values[1].amount ?? 10 : 10
            return .number(RPETable.multiplier(reps: reps, rpe: rpe))
        case .calculate1RM:
            return Self.oneRepMax(try argument(0), reps: try argument(1).amount ?? 0)
        case .calculateTrainingMax:
            return keepingUnit(Self.oneRepMax(try argument(0), reps: try argument(1).amount ?? 0)) { ($0 * 0.9).rounded() }
        case .zeroOrGte:
            return .boolean(Self.zeroOrAtLeast(try argument(0), try argument(1)))
        case .sets:
            try sets(values, node)
            return .number(0)
        case .print:
            record(values.map(\.description).joined(separator: " "))
            return values.first ?? .number(0)
        }
    }

    /// `f` applied to the amount, the unit kept.
    private func keepingUnit(_ value: ScriptValue, _ f: (Double) -> Double) -> ScriptValue {
        switch value {
        case .number(let n): .number(f(n))
        case .weight(let n, let u): .weight(f(n), u)
        case .percent(let n): .percent(f(n))
        case .boolean(let b): .number(f(b ? 1 : 0))
        case .array(let items): .array(items.map { $0.map { keepingUnit($0, f) } })
        }
    }

    /// Arrays opened, sets with nothing and truths left out.
    private static func flattened(_ values: [ScriptValue]) -> [ScriptValue] {
        values.flatMap { value -> [ScriptValue] in
            switch value {
            case .array(let items): flattened(items.compactMap { $0 })
            case .boolean: []
            default: [value]
            }
        }
    }

    /// The 1RM `weight` for `reps` implies, by the RPE table at RPE 10, to 0.005.
    static func oneRepMax(_ weight: ScriptValue, reps: Double) -> ScriptValue {
        let value = weight.amount ?? 0
        let max: Double = reps <= 0 ? 0 : reps == 1 ? value : ((value / RPETable.multiplier(reps: reps, rpe: 10)) / 0.005).rounded() * 0.005
        switch weight {
        case .weight(_, let u): return .weight(max, u)
        case .percent: return .percent(max)
        default: return .number(max)
        }
    }

    /// True unless some set has both values, the first not 0 and below the
    /// second (a set skipped, 0, passes).
    static func zeroOrAtLeast(_ a: ScriptValue, _ b: ScriptValue) -> Bool {
        guard case .array(let xs) = a else { return true }
        let ys: [ScriptValue?] = if case .array(let items) = b { items } else { Array(repeating: b, count: xs.count) }
        let arithmetic = ScriptArithmetic(oneRepMax: .number(0))
        for i in xs.indices where i < ys.count {
            guard let x = xs[i], let y = ys[i], (x.amount ?? 0) != 0 else { continue }
            if arithmetic.compare(.less, x, y) { return false }
        }
        return true
    }

    /// `sets(from, to, minReps, maxReps, isAmrap, weight, timer, rpe, logRpe)`:
    /// today's sets `from` to `to` not yet done, rewritten (an RPE or
    /// timer of 0 is none; with 8 arguments, no RPE is logged).
    private mutating func sets(_ values: [ScriptValue], _ node: ScriptNode) throws(ScriptRuntimeError) {
        guard values.count >= 8 else { throw ScriptRuntimeError("sets takes 9 arguments", at: node.position) }
        let from = (values[0].amount ?? 1).wholeNumber, to = (values[1].amount ?? 0).wholeNumber
        let minReps = values[2].amount ?? 0, maxReps = values[3].amount ?? 0
        let count = bindings.perSet[.reps]?.count ?? 0
        guard from >= 1, to <= count, from <= to else {
            throw ScriptRuntimeError("sets(\(from), \(to), …): there are \(count) sets", at: node.position)
        }
        for n in from...to where !isDone(n) {
            setValue(.reps, n, .number(maxReps))
            setValue(.minReps, n, minReps != maxReps ? .number(minReps) : nil)
            setValue(.amraps, n, .number(values[4].isTrue ? 1 : 0))
            let load = absolute(values[5])
            setValue(.originalWeights, n, load)
            if case .weight(let w, let u) = load { setValue(.weights, n, .weight(rounding.round(w, in: u), u)) }
            setValue(.timers, n, (values[6].amount ?? 0) == 0 ? nil : values[6])
            setValue(.RPE, n, (values[7].amount ?? 0) == 0 ? nil : values[7])
            setValue(.logrpes, n, .number(values.count > 8 && values[8].isTrue ? 1 : 0))
        }
    }
}
