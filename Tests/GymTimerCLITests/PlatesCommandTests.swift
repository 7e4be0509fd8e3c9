import Foundation
import Testing

/// `gym-timer plates`: the plates from config.toml, in the unit setting.
@Suite struct PlatesCommandTests {
    @Test func test_plates_follow_the_config_and_the_unit() throws {
        let cli = try InProcess()
        #expect(cli.run("plates", "102.5").stdout == "102.5 kg: 25 + 15 + 1.25 per side\n")
        #expect(cli.run("plates", "60", "--bar", "15").stdout == "60 kg: 20 + 2.5 per side (bar 15 kg)\n")
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
        #expect(cli.run("plates", "62,5", "--bar", "17,5").stdout == "62.5 kg: 20 + 2.5 per side (bar 17.5 kg)\n")
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

/// A bar per exercise: an EZ or trap bar's usual weight, or the lifter's
/// own figure, in plates, warm-ups and targets.
@Suite struct ExerciseBarTests {
    @Test func test_an_exercise_on_its_own_bar_loads_plates_and_warm_ups_on_it() throws {
        let cli = try InProcess()
        // An EZ-bar curl is on the EZ bar's usual 10 kg without a word.
        #expect(cli.run("plates", "30", "--for", "ez bar curl").stdout == "30 kg: 10 per side (bar 10 kg)\n")
        let ezWarmup = cli.run("warmup", "ez bar curl", "40").stdout
        #expect(ezWarmup.contains("\n  10 kg × 10 (bar only)\n"), "\(ezWarmup)")

        // A safety squat bar set by name, in the lifter's unit; then a figure of its own.
        #expect(cli.run("config", "set", "unit", "lb").status == 0)
        #expect(cli.run("exercises", "edit", "squat", "--bar", "ssb").status == 0)
        #expect(cli.run("plates", "155", "--for", "squat").stdout == "155 lb: 45 per side (bar 65 lb)\n")
        let squat = cli.run("warmup", "squat", "315").stdout
        #expect(squat.contains("\n  65 lb × 10 (bar only)\n"), "\(squat)")
        #expect(cli.run("exercises", "edit", "squat", "--bar", "70lb").status == 0)
        #expect(cli.run("plates", "165", "--for", "squat").stdout == "165 lb: 45 + 2.5 per side (bar 70 lb)\n")
        // Back to the lifter's own bar.
        #expect(cli.run("exercises", "edit", "squat", "--bar", "default").status == 0)
        #expect(cli.run("plates", "135", "--for", "squat").stdout == "135 lb: 45 per side (bar 45 lb)\n")

        // A target comes out in plates on the exercise's bar.
        #expect(cli.run("exercises", "edit", "bench", "--bar", "womens").status == 0)
        #expect(cli.run("log", "bench", "95x5").status == 0)
        let next = cli.run("next").stdout
        #expect(next.contains("(25 + 5 per side)"), "95 lb on a 35 lb bar: \(next)")

        // No bar where none goes, and a clear line for a bad one.
        let dumbbell = cli.run("exercises", "edit", "dumbbell curl", "--bar", "ez")
        #expect(dumbbell.status != 0 && dumbbell.stderr.contains("is not loaded on a bar"), "\(dumbbell.stderr)")
        let bad = cli.run("exercises", "edit", "squat", "--bar", "heavy")
        #expect(bad.status == 64 && bad.stderr.contains("ez, trap, ssb"), "\(bad.stderr)")
        #expect(bad.stderr.split(separator: "\n").count == 1)
    }
}
