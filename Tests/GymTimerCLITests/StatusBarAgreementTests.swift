import Foundation
import Testing

/// Waybar's `text` and `tooltip` name the same remaining time: both are
/// written from one rounding (whole seconds, rounded up).
@Suite struct StatusBarAgreementTests {
    /// The remaining time in the bar's text (`rest 1:30` → `1:30`) and the tooltip.
    private func waybar(_ cli: InProcess) throws -> (time: String, tooltip: String) {
        let result = cli.run("status", "--format", "waybar")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        let text = try #require(object["text"] as? String)
        #expect(text.hasPrefix("rest "), "\(text)")
        let tooltip = try #require(object["tooltip"] as? String)
        return (String(text.dropFirst("rest ".count)), tooltip)
    }

    @Test func test_text_and_tooltip_show_the_same_remaining_time() throws {
        let cli = try InProcess()
        let daemon = try PrivateDaemon(cli)
        defer { withExtendedLifetime(daemon) {} }

        // A whole minute and a half: the text rounds 89.9 s up to 1:30.
        #expect(cli.run("start", "90", "--label", "Squat").status == 0)
        var bar = try waybar(cli)
        #expect(bar.tooltip.hasPrefix("rest: \(bar.time) — ends "), "text \(bar.time), tooltip \(bar.tooltip)")
        #expect(bar.tooltip.hasSuffix("  Squat"))

        // Under ten seconds the tooltip once showed tenths (`0:05.4`) beside `0:06`.
        #expect(cli.run("start", "5.5", "--label", "Row").status == 0)
        bar = try waybar(cli)
        #expect(!bar.time.contains("."), "whole seconds: \(bar.time)")
        #expect(bar.tooltip.hasPrefix("rest: \(bar.time) — ends "), "text \(bar.time), tooltip \(bar.tooltip)")

        // Paused, the remaining time stands still: the same in both, and of a whole-second length.
        #expect(cli.run("start", "4.9").status == 0)
        #expect(cli.run("pause").status == 0)
        bar = try waybar(cli)
        #expect(["0:05", "0:04"].contains(bar.time), "\(bar.time)")
        #expect(bar.tooltip == "rest: paused at \(bar.time) of 0:05", "\(bar.tooltip)")
        #expect(cli.run("stop").status == 0)
    }
}
