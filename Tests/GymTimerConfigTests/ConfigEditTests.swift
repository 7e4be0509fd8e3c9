import Foundation
import GymTimerConfig
import Testing

/// `config set` and `unset` change one value in config.toml and nothing
/// else: the person's comments, blank lines, order, quoting and indentation
/// stay byte for byte.
@Suite struct ConfigEditTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cfg-\(UUID().uuidString)/gym-timer/config.toml").path
    var file: ConfigFile { ConfigFile(path: path) }

    /// A file as a person keeps it: comments above and beside values, an
    /// indented key, literal and basic strings, a blank line between tables.
    static let handWritten = """
        # gym-timer settings
        unit = "kg"   # metric plates

        [timer]
          default_rest = 90    # between working sets
        warmup_rest = '45s'
        # the end of [timer]

        [notify]
        urgency = "normal"

        """

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func contents() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func test_set_changes_only_the_value_keeping_comments_and_layout() throws {
        try write(Self.handWritten)
        try file.set(.defaultRest, to: "2m")
        #expect(try contents() == Self.handWritten.replacingOccurrences(of: "default_rest = 90 ", with: "default_rest = \"2m\" "))
        try file.set(.unit, to: "lb")
        try file.set(.urgency, to: "low")
        let expected = Self.handWritten
            .replacingOccurrences(of: "default_rest = 90 ", with: "default_rest = \"2m\" ")
            .replacingOccurrences(of: "unit = \"kg\"", with: "unit = \"lb\"")
            .replacingOccurrences(of: "urgency = \"normal\"", with: "urgency = \"low\"")
        #expect(try contents() == expected)
        #expect(try file.get(.defaultRest) == "2m")
        #expect(try file.get(.unit) == "lb")
        #expect(try file.get(.warmupRest) == "45s")
    }

    @Test func test_a_new_key_goes_after_the_last_of_its_table() throws {
        try write(Self.handWritten)
        try file.set(.warnBefore, to: "10")
        #expect(try contents() == Self.handWritten.replacingOccurrences(of: "warmup_rest = '45s'\n", with: "warmup_rest = '45s'\nwarn = 10\n"))
        // Its neighbour's indentation, when that is the last one.
        try write("[timer]\n    auto_start = false # no timers\n")
        try file.set(.defaultRest, to: "1:30")
        #expect(try contents() == "[timer]\n    auto_start = false # no timers\n    default_rest = \"1:30\"\n")
    }

    @Test func test_a_table_the_file_lacks_is_added_at_the_end() throws {
        try write(Self.handWritten)
        try file.set(.autoEnd, to: "3h")
        #expect(try contents() == Self.handWritten + "\n[workout]\nauto_end = \"3h\"\n")
        // A last line without its newline gets one first.
        try write("[timer]\nwarn = 5")
        try file.set(.plateBar, to: "15")
        #expect(try contents() == "[timer]\nwarn = 5\n\n[plates]\nbar = 15\n")
    }

    @Test func test_a_key_outside_any_table_goes_above_the_first_one() throws {
        try write("# mine\n\n[timer]\nwarn = 5\n")
        try file.set(.unit, to: "lb")
        #expect(try contents() == "# mine\n\nunit = \"lb\"\n\n[timer]\nwarn = 5\n")
        let settings = try file.load()
        #expect(settings.unit == .lb && settings.warnBefore == 5)
    }

    @Test func test_dotted_keys_stay_dotted() throws {
        try write("timer.warn = 5 # quiet\n")
        try file.set(.defaultRest, to: "90")
        try file.set(.warnBefore, to: "10")
        #expect(try contents() == "timer.warn = 10 # quiet\ntimer.default_rest = 90\n")
    }

    @Test func test_an_array_over_several_lines_is_replaced_whole() throws {
        try write("[plates]\navailable = [\n  25,\n  20, # the red ones\n] # owned\nbar = 20\n")
        try file.set(.plates, to: "20, 10, 2.5")
        #expect(try contents() == "[plates]\navailable = [20, 10, 2.5] # owned\nbar = 20\n")
        #expect(try file.get(.plates) == "20, 10, 2.5")
    }

    @Test func test_unset_removes_the_line_and_nothing_else() throws {
        try write(Self.handWritten)
        #expect(try file.unset(.defaultRest))
        #expect(try contents() == Self.handWritten.replacingOccurrences(of: "  default_rest = 90    # between working sets\n", with: ""))
        #expect(try file.get(.defaultRest) == "2:00")
        // Again: nothing to remove, and the file is as it was.
        let before = try contents()
        #expect(try file.unset(.defaultRest) == false)
        #expect(try contents() == before)
    }

    @Test func test_unset_creates_no_file() throws {
        #expect(try file.unset(.unit) == false)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func test_set_then_unset_leaves_the_file_as_written() throws {
        try write(Self.handWritten)
        try file.set(.warnBefore, to: "10")
        try file.unset(.warnBefore)
        #expect(try contents() == Self.handWritten)
    }

    @Test func test_a_key_unknown_to_the_settings_can_be_unset_by_the_name_a_problem_gives() throws {
        try write("[timer]\ndefualt_rest = 90\nwarn = 5\n")
        #expect(try file.unset(unknown: "timer.defualt_rest"))
        #expect(try contents() == "[timer]\nwarn = 5\n")
    }

    @Test func test_a_key_inside_an_inline_table_is_refused_and_the_file_untouched() throws {
        let text = "timer = { warn = 5 }\n"
        try write(text)
        #expect(throws: ConfigError.self) { try file.set(.defaultRest, to: "90") }
        #expect(throws: ConfigError.self) { try file.unset(.warnBefore) }
        #expect(try contents() == text)
        #expect(try file.load().warnBefore == 5)
    }

    /// Only a missing file is an empty one: a file that cannot be read is
    /// never replaced by one holding the single key being set.
    @Test func test_a_file_that_cannot_be_read_is_not_overwritten() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) // a directory where the file goes
        #expect(throws: ConfigError.self) { try file.set(.unit, to: "lb") }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}
