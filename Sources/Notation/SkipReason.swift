/// Why a row was not imported. The raw value is the key in
/// `skipped_reasons`.
public enum SkipReason: String, Codable, CodingKeyRepresentable, Sendable, CaseIterable, Comparable {
    case wrongFieldCount = "wrong_field_count"
    case badDate = "bad_date"
    case missingWorkoutName = "missing_workout_name"
    case missingExerciseName = "missing_exercise_name"
    case unknownSetOrder = "unknown_set_order"
    case badNumber = "bad_number"
    case badUnit = "bad_unit"
    case unterminatedQuote = "unterminated_quote"
    case lineTooLong = "line_too_long"

    public static func < (a: SkipReason, b: SkipReason) -> Bool { a.rawValue < b.rawValue }

    /// What the reason means, for the human summary.
    public var explanation: String {
        switch self {
        case .wrongFieldCount: "a different number of fields than the header"
        case .badDate: "a date that is not a date"
        case .missingWorkoutName: "no workout name"
        case .missingExerciseName: "no exercise name"
        case .unknownSetOrder: "a set order or set type that is not a set"
        case .badNumber: "a weight, reps, distance, time or RPE that is not a number"
        case .badUnit: "a unit that is not kg, lbs, km, mi or m"
        case .unterminatedQuote: "a quote never closed (a truncated file?)"
        case .lineTooLong: "a line over 1 MB"
        }
    }
}
