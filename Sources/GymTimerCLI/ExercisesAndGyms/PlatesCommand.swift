import ArgumentParser
import GymTimerConfig
import WorkoutCore
import Notation

/// `gym-timer plates 102.5 [--bar 20]`: what goes on each side, from the
/// plates in config.toml (`plates.available`, `plates.bar`), in the unit setting.
struct Plates: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plates", abstract: "Show the plates per side for a barbell weight.",
        discussion: """
            Uses plates.available and plates.bar from config.toml, in the unit setting (kg or lb). With --for, \
            the bar that exercise is loaded on: its own (`exercises edit NAME --bar ez`), an EZ or trap bar's \
            usual weight for those, else plates.bar.
            """)

    @Argument(help: "The total weight, bar included, e.g. 102.5, 102,5 or 225lb.", transform: RefusedValue.noting(nil, ArgumentValue.weight)) var weight: TypedWeight
    @Option(help: "The bar's weight (default: plates.bar; 20 kg or 45 lb).", transform: RefusedValue.noting("--bar", ArgumentValue.weight)) var bar: TypedWeight?
    @Option(name: .customLong("for"), help: "An exercise: its bar, e.g. --for \"ez curl\".", completion: Completions.exercises) var exercise: String?
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard weight.value > 0, weight.value < 1000 else { throw ValidationError("weight must be above 0 and below 1000") }
        if let bar, bar.value >= 1000 { throw ValidationError("--bar must be 0 or more and below 1000") }
    }

    func run() throws {
        let settings = try ConfigGroup.checkedSettings()
        var math = Self.math(settings)
        // Plates are in the unit setting: a weight typed in the other unit is converted to it.
        func inUnit(_ typed: TypedWeight) -> Double {
            guard let unit = typed.unit, unit != settings.unit else { return typed.value }
            return settings.unit.fromKilograms(unit.toKilograms(typed.value))
        }
        if let exercise {
            let training = try Training(global, weights: true)
            let found = try Training.run { try WorkoutLog(training.database).target(of: exercise, loading: training.loading).exercise }
            guard let own = training.loading.bar(for: found) else {
                throw CLIError("\(found.name) is not loaded on a bar; plates are for a bar's weight")
            }
            math.bar = own
        }
        if let bar { math.bar = inUnit(bar) }
        let total = inUnit(weight)
        global.show(PlateBreakdown(weight: total, unit: settings.unit, answer: math.load(total),
                                   bar: exercise == nil && bar == nil ? nil : math.bar))
    }

    /// The lifter's bar and plates from the settings.
    static func math(_ settings: Settings) -> PlateMath {
        PlateMath(bar: settings.plateBar ?? PlateDefaults.bar(unit: settings.unit),
                  plates: settings.plates ?? PlateDefaults.plates(unit: settings.unit))
    }
}

/// `102.5 kg: 25 + 15 + 1.25 per side`, or the nearest loads; on a bar
/// other than plates.bar, `(bar 10 kg)` after each.
struct PlateBreakdown: CommandOutput {
    let weight: Double
    let unit: WeightUnit
    let answer: PlateMath.Answer
    /// The bar, when it is not the settings' (`--bar`, `--for`).
    var bar: Double? = nil

    private func text(_ load: PlateMath.Load) -> String {
        "\(WeightUnit.clean(load.total)) \(unit): \(PlateMath.describe(load))" + (load.perSide.isEmpty ? "" : " per side")
            + (bar.map { " (bar \(WeightUnit.clean($0)) \(unit))" } ?? "")
    }

    var lines: [String] {
        switch answer {
        case .exact(let load): [text(load)]
        case .nearest(let below, let above):
            ["\(WeightUnit.clean(weight)) \(unit) cannot be made with these plates; nearest:"]
                + [below, above].compactMap { $0 }.map { "  " + text($0) }
        }
    }

    enum CodingKeys: String, CodingKey { case weight, unit, bar, exact, load, nearest }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(weight, forKey: .weight)
        try c.encode(unit, forKey: .unit)
        try c.encodeIfPresent(bar, forKey: .bar)
        switch answer {
        case .exact(let load):
            try c.encode(true, forKey: .exact)
            try c.encode(load, forKey: .load)
        case .nearest(let below, let above):
            try c.encode(false, forKey: .exact)
            try c.encode([below, above].compactMap { $0 }, forKey: .nearest)
        }
    }
}
