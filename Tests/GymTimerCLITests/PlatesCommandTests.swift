import Foundation
import Testing

/// `gym-timer plates`: the plates from config.toml, in the unit setting.
@Suite struct PlatesCommandTests {
    @Test func test_plates_follow_the_config_and_the_unit() throws {
        let cli = try InProcess()
        #expect(cli.run("plates", "102.5").stdout == "102.5 kg: 25 + 15 + 1.25 per side\n")
        #expect(cli.run("plates", "60", "--bar", "15").stdout == "60 kg: 20 + 2.5 per side\n")
        let missing = cli.run("plates", "101", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(missing.stdout.utf8)) as? [String: Any]
        #expect(object?["exact"] as? Bool == false)
        #expect((object?["nearest"] as? [[String: Any]])?.compactMap { $0["total"] as? Double } == [100, 102.5])

        // A home gym with fewer plates, in pounds.
        #expect(cli.run("config", "set", "unit", "lb").status == 0)
        #expect(cli.run("plates", "225").stdout == "225 lb: 45 + 45 per side\n")
        #expect(cli.run("config", "set", "plates.available", "[45, 25, 10]").status == 0)
        #expect(cli.run("config", "set", "plates.bar", "35").status == 0)
        #expect(cli.run("config", "get", "plates.available").stdout == "45, 25, 10\n")
        let lines = cli.run("plates", "100").stdout.split(separator: "\n")
        #expect(lines.first == "100 lb cannot be made with these plates; nearest:")
        #expect(lines.dropFirst().map(String.init) == ["  95 lb: 10 + 10 + 10 per side", "  105 lb: 25 + 10 per side"])
        let bad = cli.run("config", "set", "plates.available", "heavy")
        #expect(bad.status == 64 && bad.stderr.contains("plate weights such as"))
    }

    /// A decimal comma is read as `log bench 102,5x5` reads it, and a unit
    /// typed with the weight is converted to the unit setting.
    @Test func test_a_decimal_comma_and_a_typed_unit_work_for_plates() throws {
        let cli = try InProcess()
        #expect(cli.run("plates", "102,5").stdout == "102.5 kg: 25 + 15 + 1.25 per side\n")
        #expect(cli.run("plates", "62,5", "--bar", "17,5").stdout == "62.5 kg: 20 + 2.5 per side\n")
        #expect(cli.run("plates", "102,5kg").stdout == "102.5 kg: 25 + 15 + 1.25 per side\n")
        let pounds = cli.run("plates", "225lb").stdout
        #expect(pounds.hasPrefix("102.06 kg cannot be made with these plates; nearest:"), "\(pounds)")
        let bad = cli.run("plates", "10,2,5")
        #expect(bad.status == 64 && bad.stderr.contains("invalid weight \"10,2,5\""), "\(bad.stderr)")

        // In the settings too: a spaced plate list reads `2,5` as one plate; a compact one separates by commas.
        #expect(cli.run("config", "set", "plates.bar", "17,5").status == 0)
        #expect(cli.run("config", "set", "plates.available", "25; 20; 2,5; 1,25").status == 0)
        #expect(cli.run("config", "get", "plates.available").stdout == "25, 20, 2.5, 1.25\n")
        #expect(cli.run("config", "set", "plates.available", "25 20 2,5 1,25").status == 0)
        #expect(cli.run("config", "get", "plates.available").stdout == "25, 20, 2.5, 1.25\n")
        // `20,15`: two plates, or one of 20.15? Refused, and the file keeps its list.
        let twoWays = cli.run("config", "set", "plates.available", "25, 20,15")
        #expect(twoWays.status == 64 && twoWays.stderr.contains("\"25; 20; 2,5; 1,25\""), "\(twoWays.stderr)")
        #expect(cli.run("config", "get", "plates.available").stdout == "25, 20, 2.5, 1.25\n")
        #expect(cli.run("plates", "70").stdout == "70 kg: 25 + 1.25 per side\n", "the bar is 17.5 kg")
        #expect(cli.run("config", "set", "plates.available", "25,20,10,5").status == 0)
        #expect(cli.run("config", "get", "plates.available").stdout == "25, 20, 10, 5\n")
    }
}
