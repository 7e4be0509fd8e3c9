import Foundation
import GymTimerConfig
import Testing
@testable import GymTimerCLI

/// A command reads config.toml once, however often it and its error
/// messages ask for the settings, and again only when the file changed.
@Suite struct ConfigReadOnceTests {
    @Test func test_the_settings_are_read_once_while_the_file_is_the_same() throws {
        let cli = try InProcess()
        let path = cli.root + "/config.toml"
        try "unit = \"lb\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        try Console.$capture.withValue(Console.Capture(environment: cli.environment)) {
            #expect(ConfigGroup.settings.unit == .lb)
            // Other bytes of the same length, in place, with the time put
            // back: to a stat the same file, so it is not read again.
            var before = stat()
            #expect(stat(path, &before) == 0)
            let handle = try #require(FileHandle(forWritingAtPath: path))
            handle.write(Data("unit = \"kg\"\n".utf8))
            try handle.close()
            var times = [before.st_atim, before.st_mtim]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
            #expect(ConfigGroup.settings.unit == .lb, "read again though nothing a stat sees changed")
            // Changed as an edit changes it: read again.
            try "unit = \"kg\"\n\n".write(toFile: path, atomically: true, encoding: .utf8)
            #expect(ConfigGroup.settings.unit == .kg)
        }
    }
}
