/// A count written with its noun, as every sentence that counts things
/// writes it: `1 set`, `2 sets`, `0 rows`. It lives beside the duration and
/// weight wording so the command line, the workout core's messages and the
/// workout screen all count alike.
public enum Plural {
    /// `1 set`, `3 sets`, `0 sets`; `plural` for nouns that do not just take
    /// an `s` (`1 match`, `2 matches`).
    public static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + noun(n == 1, singular, plural)
    }

    /// A fractional count (a weekly average, a share of sets), written as
    /// `WeightUnit.clean` writes numbers: `1 set`, `1.5 sets`, `0.3 sets`.
    public static func count(_ n: Double, _ singular: String, _ plural: String? = nil) -> String {
        let text = WeightUnit.clean(n)
        return text + " " + noun(text == "1", singular, plural)
    }

    private static func noun(_ one: Bool, _ singular: String, _ plural: String?) -> String {
        one ? singular : plural ?? singular + "s"
    }
}
