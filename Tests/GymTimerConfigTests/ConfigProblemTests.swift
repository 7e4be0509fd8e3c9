import Foundation
import GymTimerConfig
import Testing

/// What config.toml gets wrong is told with its line, never passed over
/// silently, and never costs the settings it gets right.
@Suite struct ConfigProblemTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cfg-\(UUID().uuidString)/gym-timer/config.toml").path
    var file: ConfigFile { ConfigFile(path: path) }

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func test_an_unknown_key_is_told_with_its_line_and_the_key_it_was_meant_to_be() throws {
        try write("# rests\n[timer]\ndefualt_rest = 90\nwarn = 10\n")
        let loaded = try file.loadReporting()
        #expect(loaded.problems == [ConfigProblem(line: 3, key: "timer.defualt_rest", message: "unknown key \"timer.defualt_rest\"",
                                                  suggestion: "timer.default_rest")])
        #expect(loaded.problems[0].described(file: file.name)
                == "config.toml:3: unknown key \"timer.defualt_rest\" (did you mean \"timer.default_rest\"?)")
        // The rest of the file applies; the misspelt key leaves its setting at the default.
        #expect(loaded.settings.warnBefore == 10 && loaded.settings.defaultRest == 120)
    }

    @Test func test_the_suggestion_is_the_same_name_in_its_table_or_a_slip_away_and_none_when_far() throws {
        try write("default_rest = 90\nunits = \"lb\"\n[timer]\nurgency = \"low\"\n[notify]\nsoud = false\n[mine]\nkeep = 1\n")
        let problems = try file.loadReporting().problems
        #expect(problems.map(\.line) == [1, 2, 4, 6, 8])
        #expect(problems.map(\.key) == ["default_rest", "units", "timer.urgency", "notify.soud", "mine.keep"])
        #expect(problems.map(\.suggestion) == ["timer.default_rest", "unit", "notify.urgency", "notify.sound", nil])
    }

    @Test func test_a_bad_value_falls_back_to_its_default_and_every_other_setting_applies() throws {
        try write("unit = \"lb\"\n[timer]\nwarn = \"soon\"\ndefault_rest = 90\n[notify]\nurgency = \"loud\"\nsound = false\n")
        let loaded = try file.loadReporting()
        #expect(loaded.settings.unit == .lb && loaded.settings.defaultRest == 90 && loaded.settings.sound == nil)
        #expect(loaded.settings.warnBefore == 0 && loaded.settings.urgency == .critical)
        #expect(loaded.problems == [
            ConfigProblem(line: 3, key: "timer.warn", message: "timer.warn takes a duration such as 1h, 30m or 0"),
            ConfigProblem(line: 6, key: "notify.urgency", message: "notify.urgency takes low, normal or critical"),
        ])
        #expect(loaded.hasProblem(with: .urgency) && !loaded.hasProblem(with: .defaultRest))
        // `load` gives the same settings: the bad lines no longer cost the good ones.
        #expect(try file.load() == loaded.settings)
    }

    @Test func test_a_reload_keeps_the_value_in_force_for_a_bad_line() throws {
        var previous = Settings()
        previous.urgency = .low
        previous.defaultRest = 60
        try write("[notify]\nurgency = \"loud\"\n")
        let loaded = try file.loadReporting(keeping: previous)
        #expect(loaded.settings.urgency == .low)
        // A setting the file no longer sets is back to its default.
        #expect(loaded.settings.defaultRest == 120)
    }

    @Test func test_get_shows_the_value_in_effect_not_a_bad_one() throws {
        try write("[notify]\nurgency = \"loud\"\n")
        #expect(try file.get(.urgency) == "critical")
        let entry = try #require(try file.entries().first { $0.key == .urgency })
        #expect(entry.value == "critical" && entry.isDefault)
    }

    @Test func test_values_are_written_and_read_as_typed() throws {
        try write("[plates]\nbar = 20\navailable = [25, 20, 2.5]\n")
        #expect(try file.get(.plateBar) == "20")
        #expect(try file.get(.plates) == "25, 20, 2.5")
        try file.set(.plateBar, to: "17.5")
        try file.set(.plateBar, to: "20")
        try file.set(.defaultRest, to: "90")
        try file.set(.e1rmMaxReps, to: "10")
        try file.set(.autoStart, to: "off")
        try file.set(.plates, to: "[25, 20, 1.25]")
        #expect(try String(contentsOfFile: path, encoding: .utf8)
                == "[plates]\nbar = 20\navailable = [25, 20, 1.25]\n\n[timer]\ndefault_rest = 90\nauto_start = false\n\n[records]\ne1rm_max_reps = 10\n")
        #expect(try file.get(.plateBar) == "20")
        #expect(try file.get(.defaultRest) == "90")
        #expect(try file.get(.e1rmMaxReps) == "10")
    }

    @Test func test_a_file_that_is_not_toml_is_one_problem_with_its_line() throws {
        try write("[timer]\nwarn = 10\ndefault_rest = 90 90\n")
        do {
            _ = try file.loadReporting()
            Issue.record("loaded a file that is not TOML")
        } catch {
            #expect(error.description.contains(path))
            let problem = try #require(error.problem)
            #expect(problem.line == 3 && problem.key.isEmpty)
            #expect(problem.described(file: file.name).hasPrefix("config.toml:3: not valid TOML ("))
        }
    }

    @Test func test_problems_that_could_change_a_weight_say_so() throws {
        try write("units = \"lb\"\n[plates]\nbar = \"heavy\"\n[timer]\ndefualt_rest = 90\n")
        let problems = try file.loadReporting().problems
        #expect(problems.map(\.key) == ["units", "plates.bar", "timer.defualt_rest"])
        #expect(problems.map(\.affectsWeights) == [true, true, false])
    }
}
