/// A weight, kept in kilograms (how the log stores it) until it is
/// printed: the core returns a `Mass`, the front end words it in the
/// lifter's unit, rounding once, at the end.
public struct Mass: Sendable, Hashable, Comparable, Codable {
    public var kilograms: Double

    public init(kilograms: Double) { self.kilograms = kilograms }

    public static func < (a: Mass, b: Mass) -> Bool { a.kilograms < b.kilograms }

    /// `680.39 kg`, or `1500 lb` for the same weight in pounds.
    public func text(in unit: WeightUnit) -> String { "\(unit.format(kilograms: kilograms)) \(unit)" }

    /// The same to `places` decimals (estimates: `159 kg`, `118.3 kg`).
    public func text(in unit: WeightUnit, places: Int) -> String {
        "\(unit.format(kilograms: kilograms, places: places)) \(unit)"
    }
}
