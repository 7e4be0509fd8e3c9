/// How weights round to what can be loaded: the gym's plates, or a step.
/// Scripts reach it through `roundWeight`, `increment` and `decrement`, and
/// every prescribed weight goes through it.
public protocol LoadRounding: Sendable {
    /// The weight to load for `weight` (in `unit`).
    func round(_ weight: Double, in unit: WeightUnitSyntax) -> Double
    /// The next weight that can be loaded above (or below) `weight`.
    func step(from weight: Double, in unit: WeightUnitSyntax, up: Bool) -> Double
}

/// Rounds to the nearest multiple of a step: 2.5 kg or 5 lb unless told.
public struct StepRounding: LoadRounding {
    public var kilograms: Double
    public var pounds: Double

    public init(kilograms: Double = 2.5, pounds: Double = 5) {
        self.kilograms = kilograms
        self.pounds = pounds
    }

    private func size(_ unit: WeightUnitSyntax) -> Double { unit == .kg ? kilograms : pounds }

    public func round(_ weight: Double, in unit: WeightUnitSyntax) -> Double {
        ((weight / size(unit)).rounded() * size(unit) * 1000).rounded() / 1000
    }

    public func step(from weight: Double, in unit: WeightUnitSyntax, up: Bool) -> Double {
        round(weight, in: unit) + (up ? size(unit) : -size(unit))
    }
}
