import Notation

/// The bars a lift may be loaded on besides the lifter's own (`plates.bar`),
/// by the name lifters call them, with the weight they usually are. Bars
/// vary by maker; a bar's own figure (`exercises edit NAME --bar 27.5`)
/// beats the usual one.
public enum NamedBar: String, CaseIterable, Sendable {
    /// A women's Olympic bar, the light bar of most gyms.
    case womens
    case ez
    case trap
    /// A safety squat bar.
    case ssb

    /// The usual weight, in `unit` (a figure in each unit, as bars are made
    /// in round numbers of the maker's unit, not converted).
    public func weight(in unit: WeightUnit) -> Double {
        switch (self, unit) {
        case (.womens, .kg): 15
        case (.womens, .lb): 35
        case (.ez, .kg): 10
        case (.ez, .lb): 25
        case (.trap, .kg): 25
        case (.trap, .lb): 55
        case (.ssb, .kg): 30
        case (.ssb, .lb): 65
        }
    }

    /// `womens (15 kg)`, for help and errors.
    public static func list(in unit: WeightUnit) -> String {
        allCases.map { "\($0.rawValue) (\(WeightUnit.clean($0.weight(in: unit))) \(unit))" }.joined(separator: ", ")
    }

    /// The bar an exercise's equipment is loaded on when it names one.
    static func usual(for equipment: String) -> NamedBar? {
        switch equipment {
        case "ez_bar": .ez
        case "trap_bar": .trap
        default: nil
        }
    }
}

extension Loading {
    /// The bar `exercise` is loaded on, in `unit`: its own when the lifter
    /// set one, the usual bar of its equipment (an EZ or trap bar), the
    /// lifter's bar for a barbell; nil for what is not loaded with plates
    /// on a bar (dumbbells, stacks, machines).
    public func bar(for exercise: Exercise) -> Double? {
        bar(equipment: exercise.equipment, barKg: exercise.barKg)
    }

    func bar(equipment: String, barKg: Double?) -> Double? {
        if let barKg { return (unit.fromKilograms(barKg) * 1000).rounded() / 1000 }
        if let named = NamedBar.usual(for: equipment) { return named.weight(in: unit) }
        return equipment == "barbell" ? barbell?.bar : nil
    }

    /// The lifter's plates on the bar `exercise` is loaded on; nil when it
    /// is not loaded with plates, or no plates are known.
    public func plates(for exercise: Exercise) -> PlateMath? {
        plates(equipment: exercise.equipment, barKg: exercise.barKg)
    }

    func plates(equipment: String, barKg: Double?) -> PlateMath? {
        guard var math = barbell, let bar = bar(equipment: equipment, barKg: barKg) else { return nil }
        math.bar = bar
        return math
    }
}
