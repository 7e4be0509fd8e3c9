import Notation
import Testing

@Suite struct DurationNotationTests {
    @Test(arguments: [
        ("90", 90.0), ("90s", 90), ("1m30s", 90), ("1:30", 90), ("2m", 120), ("1h", 3600),
        ("0.5", 0.5), ("2.5s", 2.5), ("1h30m", 5400), ("1:02:03", 3723), (" 45 ", 45), ("24h", 86400),
    ])
    func test_accepts_the_forms_people_type(text: String, seconds: Double) throws {
        #expect(try DurationNotation.parse(text) == seconds)
    }

    @Test(arguments: ["0", "-5", "abc", "", "1:60", "1:", ":30", "5x", "1e3", "nan", "inf", "24h1s", "25h", "1m1m", "1.2.3", "1:3a"])
    func test_rejects_malformed_zero_negative_and_over_a_day(text: String) {
        #expect(throws: DurationError.self) { try DurationNotation.parse(text) }
    }

    @Test func test_error_names_the_accepted_forms() {
        #expect(throws: DurationError.notPositive("0")) { try DurationNotation.parse("0") }
        #expect(DurationError.malformed("abc").description.contains("1m30s"))
    }

    @Test func test_signed_adjustments() throws {
        #expect(try DurationNotation.parseSigned("-15") == -15)
        #expect(try DurationNotation.parseSigned("+30s") == 30)
        #expect(try DurationNotation.parseSigned("1m") == 60)
        #expect(throws: DurationError.self) { try DurationNotation.parseSigned("--15") }
    }

    @Test func test_clock_format() {
        #expect(DurationNotation.clock(90) == "1:30")
        #expect(DurationNotation.clock(3725) == "1:02:05")
        #expect(DurationNotation.clock(2.5) == "0:02.5")
        #expect(DurationNotation.clock(0) == "0:00")
        #expect(DurationNotation.clock(59.99) == "0:59")
    }

    @Test func test_lengths_of_time_name_their_units() {
        #expect(DurationNotation.spoken(20) == "20 s")
        #expect(DurationNotation.spoken(245.9) == "4 min 05 s")
        #expect(DurationNotation.spoken(3900) == "1 h 05 min")
        #expect(DurationNotation.spoken(-3) == "0 s")
    }
}
