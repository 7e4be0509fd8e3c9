import Notation

/// How a lifter loads a weight: the unit they think in and the bar and
/// plates they own. A target is only useful if it can be put on the bar,
/// so every target is rounded down to a weight made with these.
public struct Loading: Sendable, Equatable {
    public var unit: WeightUnit
    /// The lifter's bar and plates, in `unit`; nil leaves weights as
    /// computed. An exercise on a bar of its own uses these plates on
    /// that bar (`plates(for:)`).
    public var barbell: PlateMath?

    public init(unit: WeightUnit, barbell: PlateMath? = nil) {
        self.unit = unit
        self.barbell = barbell
    }

    /// Kilograms, nothing rounded: for callers that show no targets.
    public static let kilograms = Loading(unit: .kg)

    /// The heaviest weight no more than `kg` that an exercise on
    /// `equipment` can be loaded to: on a bar (the lifter's, the
    /// exercise's own `barKg`, or its equipment's usual EZ or trap bar),
    /// bar plus pairs of the lifter's plates; on anything else (dumbbells,
    /// stacks, machines), a whole number of the exercise's step (`stepKg`:
    /// 2 kg dumbbells, 2.5 kg or 5 lb machines), as that is how such
    /// weights come. A weight below the bar, or with no plates known,
    /// stays as it is.
    public func roundedDown(kg: Double, equipment: String, barKg: Double? = nil, stepKg: Double) -> Double {
        guard barbell != nil, kg > 0 else { return kg }
        // To a thousandth of the unit first: 225 lb stored as 102.058283 kg
        // and back is 224.9999994 lb, which is 225.
        let wanted = (unit.fromKilograms(kg) * 1000).rounded() / 1000
        let loaded: Double
        if let plates = plates(equipment: equipment, barKg: barKg) {
            guard let at = plates.heaviestLoadable(atMost: wanted) else { return kg }
            loaded = at
        } else {
            let step = (unit.fromKilograms(stepKg) * 1000).rounded() / 1000
            guard step > 0 else { return kg }
            loaded = (wanted / step + 1e-9).rounded(.down) * step
        }
        return abs(loaded - unit.fromKilograms(kg)) < 1e-6 ? kg : unit.toKilograms(loaded)
    }
}
