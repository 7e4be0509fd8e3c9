import Notation

/// How a lifter loads a weight: the unit they think in and the bar and
/// plates they own. A target is only useful if it can be put on the bar,
/// so every target is rounded down to a weight made with these.
public struct Loading: Sendable, Equatable {
    public var unit: WeightUnit
    /// The lifter's bar and plates, in `unit`; nil leaves weights as computed.
    public var barbell: PlateMath?

    public init(unit: WeightUnit, barbell: PlateMath? = nil) {
        self.unit = unit
        self.barbell = barbell
    }

    /// Kilograms, nothing rounded: for callers that show no targets.
    public static let kilograms = Loading(unit: .kg)

    /// Equipment loaded with the lifter's own bar and plates.
    static func usesBarbell(_ equipment: String) -> Bool { equipment == "barbell" }

    /// The heaviest weight no more than `kg` that `equipment` can be loaded
    /// to: on a barbell, bar plus pairs of the lifter's plates; on anything
    /// else (dumbbells, stacks, machines), a whole multiple of the smallest
    /// plate, as no lighter step can be added to anything. A weight below
    /// the bar, or with no plates known, stays as it is.
    public func roundedDown(kg: Double, equipment: String) -> Double {
        guard let barbell, kg > 0 else { return kg }
        let wanted = unit.fromKilograms(kg)
        let loaded: Double
        if Self.usesBarbell(equipment) {
            guard let at = barbell.heaviestLoadable(atMost: wanted) else { return kg }
            loaded = at
        } else {
            guard let step = barbell.plates.last else { return kg }
            // A hair of tolerance: 61.25 stored as 61.2499999 is 61.25.
            loaded = (wanted / step + 1e-6).rounded(.down) * step
        }
        return abs(loaded - wanted) < 1e-6 ? kg : unit.toKilograms(loaded)
    }
}
