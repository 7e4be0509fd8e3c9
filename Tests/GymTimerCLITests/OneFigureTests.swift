import Foundation
import Testing

/// One figure, one rounding: an estimated 1RM is computed at full precision
/// and rounded once, in the display unit, when printed, so every command
/// that shows it prints the same number. 142.5 lb × 7 estimates 175.75 lb:
/// rounded to 0.1 kg first it would read 175.7; to 0.01 lb, 175.75.
@Suite struct OneFigureTests {
    @Test func test_every_command_prints_the_same_e1rm() throws {
        let cli = try InProcess()
        #expect(cli.run("config", "set", "unit", "lb").status == 0)
        #expect(cli.run("log", "squat", "135x8").status == 0)
        #expect(cli.run("workout", "end").status == 0)
        let logged = cli.run("log", "squat", "142.5x7")
        let figure = "175.8 lb"
        var shown: [String: String] = ["log": logged.stdout]
        shown["workout end"] = cli.run("workout", "end").stdout
        shown["history --exercise"] = cli.run("history", "--exercise", "squat").stdout
        shown["records"] = cli.run("records", "squat").stdout
        shown["exercises show"] = cli.run("exercises", "show", "squat").stdout
        shown["stats"] = cli.run("stats").stdout
        #expect(logged.stdout.contains("PR: e1RM \(figure) (+4.8)"), "\(logged.stdout)")
        #expect(shown["workout end"]!.contains("PR: e1RM \(figure) (+4.8) — Squat (Barbell)"), "\(shown["workout end"]!)")
        for (command, output) in shown {
            #expect(output.contains(figure), "`\(command)` prints another figure: \(output)")
            #expect(!output.contains("175.7") && !output.contains("175.75"), "`\(command)`: \(output)")
        }
        // The chart's top label is the same tenth.
        let chart = cli.run("progress", "squat").stdout
        #expect(chart.contains("175.8"), "\(chart)")
    }
}
