/// The share of a 1RM a lifter moves for `reps` at `rpe`: the curve of
/// the RPE table Liftoscript's document refers to (OpenPowerlifting's RPE
/// calculator, whose table the language's `rpeMultiplier` follows).
public enum RPETable {
    public static func multiplier(reps: Double, rpe: Double = 10) -> Double {
        if reps == 1 && rpe == 10 { return 1 }
        let r = min(max(reps, 1), 24), e = min(max(rpe, 1), 10)
        let x = (10 - e) + (r - 1)
        if x >= 16 { return 0.5 }
        if x <= 2.92 { return (0.347619 * x * x - 4.60714 * x + 99.9667) / 100 }
        return (-2.64249 * x + 97.0955) / 100
    }
}
