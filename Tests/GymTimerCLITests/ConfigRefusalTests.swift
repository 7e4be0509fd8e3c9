import Foundation
import Testing

/// `config set`, `get` and `unset` refuse in the setting's own words: a
/// value that looks like an option (`-20`) still reaches the setting's check
/// and is told by its key and what the key takes, never as a duration or an
/// unknown option; a key no setting has gets the setting it was probably
/// meant to be, as the file's warnings give it. One line, exit 64, and the
/// file as it was.
@Suite struct ConfigRefusalTests {
    private func settings(_ cli: InProcess) throws -> String {
        try String(contentsOfFile: cli.root + "/config.toml", encoding: .utf8)
    }

    @Test(arguments: [
        (["plates.bar", "-20"], "plates.bar takes a weight above 0, such as 20"),
        (["plates.bar", "--", "-20"], "plates.bar takes a weight above 0, such as 20"),
        (["plates.bar", "0"], "plates.bar takes a weight above 0, such as 20"),
        (["plates.bar", "1000"], "plates.bar takes a weight above 0, such as 20"),
        (["timer.default_rest", "-5"], "timer.default_rest takes a duration such as 90, 2m or 1:30"),
        (["timer.default_rest", "soon"], "timer.default_rest takes a duration such as 90, 2m or 1:30"),
        (["notify.urgency", "-loud"], "notify.urgency takes low, normal or critical"),
        (["unit", "stone"], "unit takes kg or lb"),
    ])
    func test_a_refused_value_names_its_key_and_what_it_takes(value: [String], says: String) throws {
        let cli = try InProcess()
        let before = try settings(cli)
        let result = cli.run(["config", "set"] + value)
        #expect(result.status == 64, "\(value): exit \(result.status)")
        #expect(result.stdout.isEmpty, "\(value): \(result.stdout)")
        #expect(result.stderr == "gym-timer: \(says)\n", "\(value): \(result.stderr)")
        #expect(try settings(cli) == before, "\(value) was written")
    }

    @Test func test_a_negative_bar_is_not_answered_as_a_duration() throws {
        let result = try InProcess().run("config", "set", "plates.bar", "-20")
        #expect(result.stderr.contains("plates.bar"), "\(result.stderr)")
        #expect(!result.stderr.contains("duration") && !result.stderr.contains("gym-timer sub"), "\(result.stderr)")
    }

    @Test func test_a_value_after_the_key_still_leaves_the_global_options_to_the_command() throws {
        let cli = try InProcess()
        let json = cli.run("config", "set", "plates.bar", "17,5", "--json")
        #expect(json.status == 0, "\(json.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["key"] as? String == "plates.bar" && object?["value"] as? String == "17,5", "\(json.stdout)")
        #expect(cli.run("--quiet", "config", "set", "plates.bar", "15").status == 0)
        #expect(cli.run("config", "get", "plates.bar").stdout == "15\n")
    }

    @Test func test_no_value_or_more_than_one_is_refused_naming_the_key() throws {
        let cli = try InProcess()
        let before = try settings(cli)
        let none = cli.run("config", "set", "plates.bar")
        #expect(none.status == 64 && none.stderr == "gym-timer: no value for plates.bar: it takes a weight above 0, such as 20\n",
                "\(none.stderr)")
        let two = cli.run("config", "set", "plates.available", "25", "20")
        #expect(two.status == 64 && two.stderr.hasPrefix("gym-timer: plates.available takes one value, quoted if it has spaces"),
                "\(two.stderr)")
        let option = cli.run("config", "set", "plates.bar", "20", "--heavy")
        #expect(option.status == 64 && option.stderr.hasPrefix("gym-timer: unknown option --heavy for `gym-timer config set`"),
                "\(option.stderr)")
        // A value that is a global option was read as that option: the line says how to set it.
        let quiet = cli.run("config", "set", "bar.idle", "-q")
        #expect(quiet.status == 64 && quiet.stderr.hasSuffix("; to set it to -q, write `gym-timer config set bar.idle -- -q`\n"),
                "\(quiet.stderr)")
        #expect(try settings(cli) == before)
        #expect(cli.run("config", "set", "bar.idle", "--", "-q").status == 0)
        #expect(cli.run("config", "get", "bar.idle").stdout == "-q\n")
    }

    @Test func test_an_unknown_key_gets_the_setting_it_was_meant_to_be() throws {
        let cli = try InProcess()
        let before = try settings(cli)
        for command in [["config", "set", "timer.defualt_rest", "90"], ["config", "get", "timer.defualt_rest"],
                        ["config", "unset", "timer.defualt_rest"]] {
            let result = cli.run(command)
            #expect(result.status == 64, "\(command): exit \(result.status)")
            #expect(result.stderr == "gym-timer: unknown setting \"timer.defualt_rest\" (did you mean \"timer.default_rest\"?)\n",
                    "\(command): \(result.stderr)")
        }
        #expect(try settings(cli) == before)
    }

    @Test func test_the_suggestion_is_the_one_the_file_warning_gives() throws {
        let cli = try InProcess()
        try "[timer]\nauto_start = false\ndefualt_rest = 90\n".write(toFile: cli.root + "/config.toml", atomically: true, encoding: .utf8)
        let warning = cli.run("config", "path").stderr
        let refusal = cli.run("config", "get", "timer.defualt_rest").stderr
        let suggestion = "(did you mean \"timer.default_rest\"?)\n"
        #expect(warning.hasSuffix(suggestion) && refusal.hasSuffix(suggestion), "\(warning)\(refusal)")
    }
}
