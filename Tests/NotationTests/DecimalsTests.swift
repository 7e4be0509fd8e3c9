import Notation
import Testing

/// Decimals as people write them: a comma reads as a point, a separator
/// before exactly three digits is refused, and text follows the locale.
@Suite struct DecimalsTests {
    @Test func test_a_comma_or_a_point_reads_and_three_digits_after_one_are_refused() throws {
        #expect(try Decimals.parse("7,5") == 7.5)
        #expect(try Decimals.parse("7.5") == 7.5)
        #expect(try Decimals.parse("8") == 8)
        #expect(try Decimals.parse("0,125") == 0.125, "no whole part: no thousands")
        #expect(try Decimals.parse("-2,5") == -2.5)
        for text in ["1.000", "1,500", "12.250", "2,000"] {
            #expect(throws: NotationError.self, "\(text)") { try Decimals.parse(text) }
            #expect(Decimals.ambiguity(in: text) != nil)
        }
        for text in ["abc", "1.2.3", "", "7,5,"] { #expect(throws: NotationError.self, "\(text)") { try Decimals.parse(text) } }
        #expect(Decimals.ambiguity(in: "1.000x1")?.contains("point before three digits") == true)
        #expect(Decimals.ambiguity(in: "102,5x5") == nil && Decimals.ambiguity(in: "100x5@7,5") == nil)
        #expect(throws: NotationError.self) { try SetNotation.parse("1.000x1", unit: .kg) }
        #expect(throws: NotationError.self) { try TypedWeight.parse("1.000") }
        #expect(try TypedWeight.parse("81,4").value == 81.4)
    }

    @Test func test_the_separator_follows_lc_all_then_lc_numeric_then_lang() {
        #expect(Decimals.separator(environment: ["LC_NUMERIC": "de_DE.UTF-8"]) == ",")
        #expect(Decimals.separator(environment: ["LANG": "fr_FR.UTF-8"]) == ",")
        #expect(Decimals.separator(environment: ["LANG": "de_CH.UTF-8"]) == ".")
        #expect(Decimals.separator(environment: ["LANG": "en_US.UTF-8"]) == ".")
        #expect(Decimals.separator(environment: ["LC_ALL": "C", "LC_NUMERIC": "de_DE.UTF-8"]) == ".")
        #expect(Decimals.separator(environment: ["LC_NUMERIC": "en_GB.UTF-8", "LANG": "de_DE.UTF-8"]) == ".")
        #expect(Decimals.separator(environment: [:]) == ".")
    }

    @Test func test_text_writes_decimal_points_between_digits_in_the_locales_way() {
        #expect(Decimals.localised("102.5 kg × 5 RPE 7.5 · rested 2 min", separator: ",") == "102,5 kg × 5 RPE 7,5 · rested 2 min")
        #expect(Decimals.localised("Bench Press (Barbell) — 3 sets.", separator: ",") == "Bench Press (Barbell) — 3 sets.")
        #expect(Decimals.localised("102.5 kg", separator: ".") == "102.5 kg")
    }
}
