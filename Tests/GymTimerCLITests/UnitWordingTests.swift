import Foundation
import Testing

/// The core returns masses; the command line words them in the lifter's
/// unit. With `unit = "lb"` no sentence speaks of kilograms.
@Suite struct UnitWordingTests {
    private func poundsSession() throws -> InProcess {
        let cli = try InProcess()
        try "unit = \"lb\"\n[timer]\nauto_start = false\n".write(toFile: cli.root + "/config.toml", atomically: true, encoding: .utf8)
        return cli
    }

    @Test func test_an_unusually_heavy_set_is_questioned_in_pounds() throws {
        let cli = try poundsSession()
        #expect(cli.run("log", "squat", "100x5").status == 0)
        let heavy = cli.run("log", "squat", "1500x5")
        #expect(heavy.status != 0)
        #expect(heavy.stderr.contains("1500 lb is more than twice your best estimated 1RM on Squat (Barbell) (117 lb)"), "\(heavy.stderr)")
        #expect(!heavy.stderr.contains("kg"), "\(heavy.stderr)")
    }

    @Test func test_limits_are_said_in_pounds() throws {
        let cli = try poundsSession()
        let body = cli.run("bodyweight", "1000")
        #expect(body.status == 64 && body.stderr.contains("between 44.09 lb and 881.85 lb"), "\(body.stderr)")
        let set = cli.run("log", "squat", "5000x1")
        #expect(set.status == 64 && set.stderr.contains("more than 4409.25 lb") && !set.stderr.contains("2000 kg"), "\(set.stderr)")
    }

    /// An invalid value is one line naming the key and its line: a command
    /// that saves weights refuses to run, any other warns and goes on with
    /// the default in its place.
    @Test func test_a_settings_file_with_an_invalid_value_is_never_read_silently() throws {
        let cli = try InProcess()
        try "unit = \"stone\"\n[timer]\nauto_start = false\n".write(toFile: cli.root + "/config.toml", atomically: true, encoding: .utf8)
        let history = cli.run("history")
        #expect(history.status == 0)
        #expect(history.stderr == "gym-timer: warning: config.toml:1: unit takes kg or lb\n", "\(history.stderr)")
        let log = cli.run("log", "squat", "100x5")
        #expect(log.status == 1 && log.stderr.contains("config.toml:1: unit takes kg or lb"), "\(log.stderr)")
        #expect(!cli.run("history").stdout.contains("Squat"), "nothing was logged")
    }
}
