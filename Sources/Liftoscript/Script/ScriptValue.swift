/// What a script computes with: a number, a weight in its unit, a
/// percentage (of the exercise's 1RM where it meets a weight), a truth, or
/// one value per set (a set with nothing there is nil, read as 0).
public enum ScriptValue: Equatable, Sendable {
    case number(Double)
    case weight(Double, WeightUnitSyntax)
    case percent(Double)
    case boolean(Bool)
    case array([ScriptValue?])

    init(_ load: Load) {
        switch load {
        case .mass(let n, let unit): self = .weight(n, unit)
        case .percent(let n): self = .percent(n)
        }
    }

    /// The number it holds (a weight's or percentage's amount; a truth is 1 or 0).
    public var amount: Double? {
        switch self {
        case .number(let n), .weight(let n, _), .percent(let n): n
        case .boolean(let b): b ? 1 : 0
        case .array: nil
        }
    }

    var isBoolean: Bool { if case .boolean = self { true } else { false } }

    /// As in the language: 0 and false are false; any weight, percentage
    /// or array is true (even `0lb`).
    public var isTrue: Bool {
        switch self {
        case .number(let n): n != 0
        case .boolean(let b): b
        case .weight, .percent, .array: true
        }
    }

    /// A weight in `unit`: the language's conversion, to the half unit.
    public func converted(to unit: WeightUnitSyntax) -> ScriptValue {
        guard case .weight(let n, let from) = self, from != unit else { return self }
        return .weight(Self.convert(n, from: from, to: unit), unit)
    }

    static func convert(_ value: Double, from: WeightUnitSyntax, to: WeightUnitSyntax) -> Double {
        guard from != to else { return value }
        let factor = 2.205
        let raw = to == .lb ? value * factor : value / factor
        return (raw / 0.5).rounded() * 0.5
    }
}

extension ScriptValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .number(let n): Self.clean(n)
        case .weight(let n, let unit): Self.clean(n) + unit.rawValue
        case .percent(let n): Self.clean(n) + "%"
        case .boolean(let b): b ? "true" : "false"
        case .array(let items): "[" + items.map { $0?.description ?? "0" }.joined(separator: ", ") + "]"
        }
    }

    /// Without a fraction when whole; else to at most three places.
    static func clean(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
        let rounded = (n * 1000).rounded() / 1000
        return String(rounded)
    }
}
