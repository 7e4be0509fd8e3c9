import Foundation
import Testing

/// Numbers as a European writes them: a comma reads wherever a decimal is
/// typed, a separator before three digits is refused, and text follows
/// LC_NUMERIC while --json keeps the point.
@Suite struct EuropeanNumbersTests {
    @Test func test_commas_read_everywhere_and_text_follows_lc_numeric() throws {
        let cli = try InProcess()
        cli.environment["LC_NUMERIC"] = "de_DE.UTF-8"
        let logged = cli.run("log", "bench", "press", "102,5x5", "--rpe", "7,5", "--no-autostart")
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains("102,5 kg × 5 RPE 7,5"), "\(logged.stdout)")
        let json = cli.run("history", "show", "1", "--json")
        #expect(json.stdout.contains("\"weight_kg\":102.5") && json.stdout.contains("\"rpe\":7.5"), "\(json.stdout)")
        let ambiguous = cli.run("log", "bench", "press", "1.000x1", "--no-autostart")
        #expect(ambiguous.status == 64 && ambiguous.stderr.contains("a point before three digits"), "\(ambiguous.stderr)")
        #expect(cli.run("set", "edit", "1", "--rpe", "8,5").stdout.contains("RPE 8,5"))
        #expect(cli.run("bodyweight", "81,4").stdout.hasPrefix("recorded 81,4 kg"))
        // A setting's value is shown as config.toml takes it: the point stays.
        #expect(cli.run("config", "get", "plates.available").stdout.contains("2.5, 1.25"))
        cli.environment["LC_NUMERIC"] = "en_US.UTF-8"
        #expect(cli.run("bodyweight").stdout.hasPrefix("81.4 kg"))
    }
}
