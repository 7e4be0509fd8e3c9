/// How large a program's numbers may be: a set count, reps and a rest
/// beyond these are a typo, and a script that asks for more is held to
/// them, so no program can make a workout nobody could do (or fill memory).
public enum Limits {
    public static let setsPerGroup = 50
    public static let setsPerExercise = 50
    public static let reps = 1_000
    public static let restSeconds = 86_400
}

extension Double {
    /// The whole number at or below it, held between -1,000,000,000 and
    /// 1,000,000,000 (0 for NaN): an index or count from a script's arithmetic.
    var wholeNumber: Int {
        guard !isNaN else { return 0 }
        return Int(Swift.min(Swift.max(rounded(.down), -1e9), 1e9))
    }
}
