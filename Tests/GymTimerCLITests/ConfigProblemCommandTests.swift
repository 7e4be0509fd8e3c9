import Foundation
import Testing

/// Every `config` command tells what config.toml gets wrong, a warning line
/// each with the line number; `set` and `unset` change one line and no other.
@Suite struct ConfigProblemCommandTests {
    /// An unknown key and a bad value, and good settings around them.
    static let file = "[notify]\nurgency = \"loud\"\n[timer]\ndefualt_rest = 90\nauto_start = false\n"
    static let warnings = """
        gym-timer: warning: config.toml:2: notify.urgency takes low, normal or critical
        gym-timer: warning: config.toml:4: unknown key "timer.defualt_rest" (did you mean "timer.default_rest"?)

        """

    private func session() throws -> InProcess {
        let cli = try InProcess()
        try Self.file.write(toFile: cli.root + "/config.toml", atomically: true, encoding: .utf8)
        return cli
    }

    @Test func test_every_config_command_warns_of_each_problem_with_its_line() throws {
        let cli = try session()
        for command in [["config", "get"], ["config", "get", "timer.warn"], ["config", "path"],
                        ["config", "set", "timer.warn", "10"], ["config", "unset", "timer.warn"]] {
            let result = cli.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr == Self.warnings, "\(command)")
        }
        // `set` then `unset` of the same key: the file is as it was written.
        #expect(try String(contentsOfFile: cli.root + "/config.toml", encoding: .utf8) == Self.file)
    }

    @Test func test_a_bad_value_is_not_shown_as_if_it_applied() throws {
        let cli = try session()
        #expect(cli.run("config", "get", "notify.urgency").stdout == "critical\n")
        let all = cli.run("config", "get").stdout
        #expect(all.contains("notify.urgency            critical  (default)\n"), "\(all)")
        #expect(all.contains("timer.auto_start          false\n"), "\(all)")
    }

    @Test func test_set_keeps_the_file_as_written_and_numbers_as_typed() throws {
        let cli = try InProcess()
        let text = "# rests\n[timer]\nauto_start = false  # log without timers\n\n[plates]\nbar = 15.0 # my bar\n"
        try text.write(toFile: cli.root + "/config.toml", atomically: true, encoding: .utf8)
        #expect(cli.run("config", "set", "plates.bar", "20").status == 0)
        #expect(cli.run("config", "set", "timer.default_rest", "90").status == 0)
        let file = try String(contentsOfFile: cli.root + "/config.toml", encoding: .utf8)
        #expect(file == "# rests\n[timer]\nauto_start = false  # log without timers\ndefault_rest = 90\n\n[plates]\nbar = 20 # my bar\n")
        #expect(cli.run("config", "get", "plates.bar").stdout == "20\n")
        #expect(cli.run("config", "get", "timer.default_rest").stdout == "90\n")
    }

    @Test func test_unset_removes_a_setting_so_its_default_applies() throws {
        let cli = try InProcess()
        #expect(cli.run("config", "set", "timer.default_rest", "90").status == 0)
        #expect(cli.run("config", "get", "timer.default_rest").stdout == "90\n")
        let unset = cli.run("config", "unset", "timer.default_rest")
        #expect(unset.status == 0 && unset.stdout.isEmpty && unset.stderr.isEmpty, "\(unset.stderr)")
        #expect(try String(contentsOfFile: cli.root + "/config.toml", encoding: .utf8) == "[timer]\nauto_start = false\n")
        #expect(cli.run("config", "get", "timer.default_rest").stdout == "2:00\n")
        // Nothing to remove is no error; with --json, it says so.
        let again = cli.run("config", "unset", "timer.default_rest", "--json")
        #expect(again.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect(json["key"] as? String == "timer.default_rest" && json["removed"] as? Bool == false)
    }

    @Test func test_unset_takes_out_a_key_a_warning_names() throws {
        let cli = try session()
        let unset = cli.run("config", "unset", "timer.defualt_rest")
        #expect(unset.status == 0, "\(unset.stderr)")
        #expect(unset.stderr == "gym-timer: warning: config.toml:2: notify.urgency takes low, normal or critical\n")
        #expect(try String(contentsOfFile: cli.root + "/config.toml", encoding: .utf8) == "[notify]\nurgency = \"loud\"\n[timer]\nauto_start = false\n")
        // A key neither a setting nor in the file is malformed input.
        let nothing = cli.run("config", "unset", "timer.colour")
        #expect(nothing.status == 64 && nothing.stderr.contains("unknown setting \"timer.colour\""), "\(nothing.stderr)")
    }

    @Test func test_a_command_that_saves_weights_refuses_a_key_that_was_meant_to_be_the_unit() throws {
        let cli = try InProcess()
        try "units = \"lb\"\n[timer]\nauto_start = false\n".write(toFile: cli.root + "/config.toml", atomically: true, encoding: .utf8)
        let plates = cli.run("plates", "100")
        #expect(plates.status == 1 && plates.stdout.isEmpty, "\(plates.stdout)")
        #expect(plates.stderr.contains("config.toml:1: unknown key \"units\" (did you mean \"unit\"?)") && plates.stderr.contains("did nothing"),
                "\(plates.stderr)")
        // A command that saves no weight goes on with a warning.
        let history = cli.run("history")
        #expect(history.status == 0)
        #expect(history.stderr == "gym-timer: warning: config.toml:1: unknown key \"units\" (did you mean \"unit\"?)\n", "\(history.stderr)")
    }
}
