/// The language's operators on values. Mixed units take the left one's
/// unit; a percentage meeting a weight is that share of the exercise's 1RM
/// (`oneRepMax`); `*` and `/` with a weight round to 0.005; a comparison of
/// a weight with a percentage is false; an array compared is compared set
/// by set and true only if every set is.
struct ScriptArithmetic {
    let oneRepMax: ScriptValue

    struct Failure: Error { let message: String }

    func apply(_ op: BinaryOperator, _ a: ScriptValue, _ b: ScriptValue) throws(Failure) -> ScriptValue {
        switch op {
        case .add, .subtract, .multiply, .divide, .remainder:
            return try arithmetic(op, a, b)
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual:
            return .boolean(compare(op, a, b))
        case .and, .or:
            guard a.isBoolean || b.isBoolean else { throw Failure(message: "\(op.rawValue) joins conditions, not \(a) and \(b)") }
            return op == .and ? (a.isTrue ? b : a) : (a.isTrue ? a : b)
        }
    }

    func arithmetic(_ op: BinaryOperator, _ a: ScriptValue, _ b: ScriptValue) throws(Failure) -> ScriptValue {
        if case .array = a { throw Failure(message: "\(op.rawValue) cannot be applied to a whole array: take one set, like weights[1]") }
        if case .array = b { throw Failure(message: "\(op.rawValue) cannot be applied to a whole array: take one set, like weights[1]") }
        let x = Self.scalar(a), y = Self.scalar(b)
        switch (x, y) {
        case (.weight(let m, let unit), .weight):
            guard case .weight(let n, _) = y.converted(to: unit) else { break }
            return .weight(rounded(op, calculate(op, m, n)), unit)
        case (.weight(let m, let unit), .number(let n)), (.number(let n), .weight(let m, let unit)):
            let (l, r) = if case .weight = x { (m, n) } else { (n, m) }
            return .weight(rounded(op, calculate(op, l, r)), unit)
        case (.weight(_, let unit), .percent(let p)):
            guard op != .remainder else { return .weight(calculate(op, x.amount!, p), unit) }
            return try arithmetic(op, x, share(p, in: unit))
        case (.percent(let p), .weight(_, let unit)):
            guard op != .remainder else { return .weight(calculate(op, p, y.amount!), unit) }
            return try arithmetic(op, share(p, in: unit), y)
        case (.percent(let p), .percent(let q)), (.percent(let p), .number(let q)):
            return .percent(calculate(op, p, q))
        case (.number(let p), .percent(let q)):
            return .percent(calculate(op, p, q))
        case (.number(let p), .number(let q)):
            return .number(calculate(op, p, q))
        default:
            break
        }
        throw Failure(message: "\(op.rawValue) cannot be applied to \(a) and \(b)")
    }

    /// `p` percent of the 1RM, as a weight in `unit`.
    private func share(_ p: Double, in unit: WeightUnitSyntax) -> ScriptValue {
        guard case .weight(let max, _) = oneRepMax.converted(to: unit) else { return .weight(0, unit) }
        return .weight(max * p / 100, unit)
    }

    private func calculate(_ op: BinaryOperator, _ a: Double, _ b: Double) -> Double {
        switch op {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: b == 0 ? 0 : a / b
        case .remainder: b == 0 ? 0 : a.truncatingRemainder(dividingBy: b)
        default: 0
        }
    }

    private func rounded(_ op: BinaryOperator, _ value: Double) -> Double {
        op == .multiply || op == .divide ? (value / 0.005).rounded() * 0.005 : value
    }

    /// A truth counts as 1 or 0 in arithmetic.
    private static func scalar(_ v: ScriptValue) -> ScriptValue {
        if case .boolean(let b) = v { return .number(b ? 1 : 0) }
        return v
    }

    func compare(_ op: BinaryOperator, _ a: ScriptValue, _ b: ScriptValue) -> Bool {
        switch (a, b) {
        case (.array(let xs), .array(let ys)):
            return xs.indices.allSatisfy { i in
                compare(op, xs[i] ?? .number(0), i < ys.count ? ys[i] ?? .number(0) : .number(0))
            }
        case (.array(let xs), _):
            return xs.allSatisfy { compare(op, $0 ?? .number(0), b) }
        case (_, .array(let ys)):
            return ys.allSatisfy { compare(op, a, $0 ?? .number(0)) }
        default:
            break
        }
        let x = Self.scalar(a), y = Self.scalar(b)
        let pair: (Double, Double)
        switch (x, y) {
        case (.weight(let m, let unit), .weight):
            guard case .weight(let n, _) = y.converted(to: unit) else { return false }
            pair = (m, n)
        case (.weight, .percent), (.percent, .weight):
            return false
        default:
            pair = (x.amount ?? 0, y.amount ?? 0)
        }
        let (l, r) = pair
        switch op {
        case .less: return l < r
        case .lessOrEqual: return l <= r
        case .greater: return l > r
        case .greaterOrEqual: return l >= r
        case .equal: return l == r
        case .notEqual: return l != r
        default: return false
        }
    }
}
