import Foundation
import Testing

/// A timer's name and label are text in every bar: they come from anyone
/// (an imported exercise name, another device, any client on the bus), so
/// the real bars are given names made of their own markup and must show
/// them as typed.
@Suite(.serialized) struct BarMarkupTests {
    /// A name that, read as polybar markup, makes its text a click action.
    private static func clickTrap(_ root: String) -> String {
        "x%{A1:touch \(root)/trap-ran:}clickclickclickclick%{A}"
    }

    @Test func test_a_click_on_a_name_made_of_polybar_markup_runs_the_modules_own_action_only() throws {
        let session = try DesktopSession(notificationServer: true)
        try session.startDaemon()
        let display = try #require(session.display)
        try session.client("start", "300", "--name", Self.clickTrap(session.root))
        let config = session.root + "/polybar.ini"
        try """
            [bar/test]
            width = 100%
            height = 30
            modules-left = rest
            font-0 = DejaVu Sans:size=10
            [module/rest]
            type = custom/script
            exec = \(DesktopSession.binDirectory)/gym-timer watch --format polybar
            tail = true
            click-left = touch \(session.root)/module-clicked

            """.write(toFile: config, atomically: true, encoding: .utf8)
        // With signals unblocked, so it stops (and stops its script) on SIGTERM.
        let polybar = Process()
        polybar.executableURL = URL(fileURLWithPath: DesktopSession.withSignalsUnblocked[0])
        polybar.arguments = Array(DesktopSession.withSignalsUnblocked.dropFirst()) + ["/usr/bin/polybar", "--config=" + config, "test"]
        polybar.environment = session.environment.merging(["DISPLAY": display]) { $1 }
        let log = session.root + "/polybar.log"
        FileManager.default.createFile(atPath: log, contents: nil)
        polybar.standardOutput = FileHandle(forWritingAtPath: log)
        polybar.standardError = polybar.standardOutput
        try polybar.run()
        defer { polybar.terminate(); polybar.waitUntilExit() }

        // Clicks at the bar's left edge, where the injected action would
        // begin, until one lands on the module (before its first line the
        // module is empty and a click does nothing).
        let xdotool = ["DISPLAY": display, "PATH": "/usr/bin:/bin"]
        try waitUntil(timeout: 30) {
            _ = try session.run("/usr/bin/xdotool", ["mousemove", "12", "15", "click", "1"], environment: xdotool)
            return FileManager.default.fileExists(atPath: session.root + "/module-clicked")
        }
        // One click runs one action: the module's ran, so the name's did not.
        #expect(!FileManager.default.fileExists(atPath: session.root + "/trap-ran"),
                "a click on the timer's name ran the command written in it")
    }

    @Test func test_tmux_shows_a_name_made_of_its_style_markup_as_text() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        try session.client("start", "300", "--name", "x#[bg=red]y")
        // A tmux whose status line runs the preset, shown in an outer pane
        // so the status line itself is on the captured screen.
        let config = session.root + "/inner.conf"
        try """
            set -g status-interval 1
            set -g status-right '#(\(DesktopSession.binDirectory)/gym-timer status --format tmux)'
            set -g status-right-length 80
            set -g status-left ''

            """.write(toFile: config, atomically: true, encoding: .utf8)
        let pane = try TerminalPane(["/usr/bin/env", "-u", "TMUX", "/usr/bin/tmux", "-S", session.root + "/inner.sock", "-f", config,
                                     "new-session", "/bin/sh"],
                                    in: session.root, environment: session.environment, columns: 100, rows: 5)
        defer { _ = try? session.run("/usr/bin/tmux", ["-S", session.root + "/inner.sock", "kill-server"]) }
        let screen = try pane.waitFor("x#[bg=red]y ", timeout: 20)
        #expect(screen.contains("x#[bg=red]y 4:") || screen.contains("x#[bg=red]y 5:00"), "\(screen)")
    }

    @Test func test_every_value_is_one_line_and_the_idle_text_and_finished_time_are_settings() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        try session.client("start", "300", "--name", "a%b", "--label", "line one\nline two\u{202E}reversed")
        // One line each, with the control characters made spaces.
        #expect(try session.client("status", "--format", "{name}|{label}", "--bar", "plain").stdout == "a%b|line one line two reversed\n")
        // A template that names no bar is safe in polybar and tmux alike: a
        // word joiner after each % and # (nothing to see on a terminal).
        #expect(try session.client("status", "--format", "{name}").stdout == "a%\u{2060}b\n")
        #expect(try session.client("status", "--format", "polybar").stdout == "a%\u{2060}b 5:00\n")
        #expect(try session.client("status", "--format", "{name} {label}", "--bar", "i3blocks").stdout.hasPrefix("a%b line one"))
        // A name that is a placeholder is shown as the name, not filled again.
        try session.client("start", "300", "--name", "{label}", "--label", "secret")
        #expect(try session.client("status", "{label}", "--format", "{name}={label}").stdout == "{label}=secret\n")
        try session.client("stop", "--all")

        // Nothing running: the idle text, as the bar's own markup.
        #expect(try session.client("status", "--format", "polybar").stdout == "\n")
        #expect(try session.client("config", "set", "bar.idle", "%{A1:gym-timer start 90:}rest%{A}").status == 0)
        #expect(try session.client("status", "--format", "polybar").stdout == "%{A1:gym-timer start 90:}rest%{A}\n")

        // A finished timer stays `bar.finished`, counting past its end, then the idle text.
        try session.client("start", "0.05", "--name", "done")
        #expect(try session.client("watch", "done").status == 0)
        let over = try session.client("status", "--format", "{name} {remaining}").stdout
        #expect(over.hasPrefix("done +0:0") && over.hasSuffix("\n") && over.count == "done +0:00\n".count, "\(over)")
        #expect(try session.client("config", "set", "bar.finished", "0").status == 0)
        #expect(try session.client("status", "--format", "{name} {remaining}").stdout == "%{A1:gym-timer start 90:}rest%{A}\n")
    }
}
