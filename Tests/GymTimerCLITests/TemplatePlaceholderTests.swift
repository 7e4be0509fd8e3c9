import Foundation
import Testing

/// A `--format` template naming a placeholder there is not is refused before
/// anything runs, with the placeholders there are; a bar's own markup in
/// braces is not mistaken for one.
@Suite struct TemplatePlaceholderTests {
    @Test(arguments: [["watch"], ["status"], ["status", "rest"]])
    func test_a_misspelt_placeholder_is_refused_naming_the_valid_ones(command: [String]) throws {
        let result = try InProcess().run(command + ["--format", "{nmae} {remaining}"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "gym-timer: --format has no placeholder {nmae} (did you mean {name}?); "
                + "use {name}, {remaining}, {label}, {percent} or {state}, or a bar's name: waybar, polybar, tmux or i3blocks\n")
    }

    @Test func test_an_unknown_placeholder_without_a_near_one_is_refused_too() throws {
        let result = try InProcess().run("status", "--format", "{name} {elapsed}")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("gym-timer: --format has no placeholder {elapsed}; use {name},"), "\(result.stderr)")
    }

    @Test func test_valid_templates_and_bar_markup_are_accepted() throws {
        let cli = try InProcess()
        // No daemon runs: `status --format` prints the idle line, an empty one.
        for template in ["{name}|{remaining}|{label}|{percent}|{state}", "%{F#f90}{name}%{F-} {remaining}", "%{T2}{remaining}%{T-}",
                         "#{?client_prefix,x,}{name}", "{ not a placeholder }", "waybar"] {
            let result = cli.run("status", "--format", template, "--no-autostart")
            #expect(result.status == 0, "\(template): \(result.stderr)")
        }
    }
}
