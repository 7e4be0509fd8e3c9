#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
/// The unit weights are typed and shown in. Storage is always kilograms.
public enum WeightUnit: String, Codable, Sendable {
    case kg, lb

    public static let kilogramsPerPound = 0.45359237

    /// The unit as people write it: `kg`, `kgs`, `lb`, `lbs`, any case.
    public init?(spelled text: String) {
        switch text.lowercased() {
        case "kg", "kgs": self = .kg
        case "lb", "lbs": self = .lb
        default: return nil
        }
    }

    public func toKilograms(_ value: Double) -> Double {
        self == .kg ? value : value * Self.kilogramsPerPound
    }

    public func fromKilograms(_ kg: Double) -> Double {
        self == .kg ? kg : kg / Self.kilogramsPerPound
    }

    /// `150`, `102.5`, `225` — rounded to 0.01 so float noise such as
    /// 149.99999999999997 never shows.
    public func format(kilograms kg: Double) -> String {
        Self.clean(fromKilograms(kg))
    }

    /// In this unit, rounded to `places` decimals (estimates: `118.3`).
    public func format(kilograms kg: Double, places: Int) -> String {
        let scale = pow(10, Double(places))
        return Self.clean((fromKilograms(kg) * scale).rounded() / scale)
    }

    /// A figure worked out from weights (an estimated 1RM, a change in
    /// one) as every command prints it: computed in kilograms at full
    /// precision, converted, and rounded once, here, to a tenth of this
    /// unit (`171`, `118.3`). Never rounded before it gets here.
    public func figure(kilograms kg: Double) -> String {
        format(kilograms: kg, places: 1)
    }

    public static func clean(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
