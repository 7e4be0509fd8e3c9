import Foundation
import GymTimerConfig
import Testing

/// A value a setting does not take is told by its key and what the key
/// takes, whoever refused it (`config set` or the file); a key no setting
/// has is told with the setting it was probably meant to be, the same one
/// the file's warnings name.
@Suite struct SettingRefusalTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cfg-\(UUID().uuidString)/gym-timer/config.toml").path

    @Test func test_a_refusal_is_the_key_and_what_it_takes() {
        #expect(ConfigError.invalidValue(key: .plateBar, value: "-20").description == "plates.bar takes a weight above 0, such as 20")
        #expect(ConfigError.invalidValue(key: .defaultRest, value: "soon").description
                == "timer.default_rest takes a duration such as 90, 2m or 1:30")
        #expect(ConfigError.invalidValue(key: .urgency, value: "loud").description == "notify.urgency takes low, normal or critical")
        #expect(ConfigError.invalidValue(key: .unit, value: "stone").description == "unit takes kg or lb")
        for key in ConfigKey.allCases {
            #expect(ConfigError.invalidValue(key: key, value: "x").description == "\(key.rawValue) takes \(key.accepted)")
        }
    }

    @Test func test_a_bar_weighs_above_0_and_below_1000() throws {
        for bad in ["0", "0.0", "-20", "1000", "heavy"] {
            #expect(throws: ConfigError.invalidValue(key: .plateBar, value: bad)) { try ConfigFile.validate(.plateBar, bad) }
        }
        #expect(try ConfigFile.value(.plateBar, "17,5").plateBar == 17.5)
        #expect(try ConfigFile.value(.plateBar, "999").plateBar == 999)
    }

    @Test func test_a_bar_of_0_in_the_file_is_a_problem_naming_the_key() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "[plates]\nbar = 0\n".write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = try ConfigFile(path: path).loadReporting()
        #expect(loaded.problems == [ConfigProblem(line: 2, key: "plates.bar", message: "plates.bar takes a weight above 0, such as 20")])
        #expect(loaded.settings.plateBar == nil)
    }

    @Test func test_an_unknown_key_gets_the_setting_it_was_meant_to_be() {
        #expect(ConfigError.unknownKey("timer.defualt_rest").description
                == "unknown setting \"timer.defualt_rest\" (did you mean \"timer.default_rest\"?)")
        #expect(ConfigError.unknownKey("default_rest").description
                == "unknown setting \"default_rest\" (did you mean \"timer.default_rest\"?)")
        // Nothing near: every setting, so the right one can be found.
        let far = ConfigError.unknownKey("nope").description
        #expect(far.hasPrefix("unknown setting \"nope\"; known settings: ") && far.contains("timer.default_rest"), "\(far)")
    }

    @Test func test_the_suggestion_is_the_one_the_file_warning_gives() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "[timer]\ndefualt_rest = 90\n[notify]\nsoud = false\n".write(toFile: path, atomically: true, encoding: .utf8)
        let file = ConfigFile(path: path)
        for problem in try file.loadReporting().problems {
            let warning = problem.described(file: file.name)
            let refusal = ConfigError.unknownKey(problem.key).description
            let suggestion = try #require(problem.suggestion)
            #expect(warning.hasSuffix("(did you mean \"\(suggestion)\"?)") && refusal.hasSuffix("(did you mean \"\(suggestion)\"?)"),
                    "\(warning) / \(refusal)")
        }
    }
}
