import Foundation
import GRDB
import Testing

/// `gym-timer workout` in a real terminal (tmux), against a real training
/// log and daemon: keys typed with `send-keys`, the screen read with
/// `capture-pane`, and the log read back from disk.
@Suite(.serialized) struct WorkoutScreenTests {
    /// A daemon, and last week's Push (bench 95×5×3, overhead press 50×8×3)
    /// as a template whose bench goes up 2.5 kg; today's workout started from it.
    private func pushDay() throws -> (DesktopSession, String, Process) {
        let s = try DesktopSession(notificationServer: false)
        let daemon = try s.startDaemon()
        for command in [["workout", "start", "--name", "Push"], ["log", "bench", "press", "95x5x3", "--no-timer"],
                        ["log", "overhead", "press", "barbell", "50x8x3", "--no-timer"], ["workout", "end"],
                        ["templates", "save", "Push", "--from", "1"],
                        ["templates", "plan", "Push", "bench", "press", "3x5", "--increment", "2.5"],
                        ["workout", "start", "--template", "Push"]] {
            let result = try s.run(DesktopSession.binDirectory + "/gym-timer", command + ["--quiet"])
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
        return (s, s.root + "/home/.local/share/gym-timer/gym.sqlite", daemon)
    }

    private func open(_ s: DesktopSession, _ options: [String] = [], environment extra: [String: String] = ["NO_COLOR": "1"]) throws -> TerminalPane {
        try TerminalPane([DesktopSession.binDirectory + "/gym-timer", "workout"] + options, in: s.root,
                         environment: s.environment.merging(extra) { $1 })
    }

    /// Today's sets on disk: `exercise weight×reps`, in the order logged.
    private func todaysSets(_ db: String) throws -> [String] {
        try DatabaseQueue(path: db).read { db in
            try Row.fetchAll(db, sql: """
                SELECT e.name, s.weightKg, s.reps FROM workoutSet s JOIN exercise e ON e.id = s.exerciseId
                WHERE s.workoutId = (SELECT MAX(id) FROM workout) ORDER BY s.position
                """).map { row in "\(row[0] as String) \(row[1] as Double? ?? 0)×\(row[2] as Int? ?? 0)" }
        }
    }

    private func rest(_ s: DesktopSession) throws -> [String: Any]? {
        try #require(try s.json(s.client("list", "--json"))["timers"] as? [[String: Any]]).first { $0["name"] as? String == "rest" }
    }

    /// `2:57 / 3:00` on the rest line.
    private func countdown(_ screen: String) -> String? {
        screen.split(separator: "\n").first { $0.hasPrefix("Rest  [") }
            .flatMap { $0.split(separator: "]").last.map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    /// A set logged in another terminal shows on the open screen as soon
    /// as it is saved, with no key pressed.
    @Test func test_a_set_logged_elsewhere_shows_on_the_screen_without_a_key() throws {
        let (s, db, _) = try pushDay()
        let pane = try open(s)
        _ = try pane.waitFor("Bench Press (Barbell) — set 1")
        let logged = try s.run(DesktopSession.binDirectory + "/gym-timer", ["log", "bench", "press", "97.5x5", "--no-timer", "--quiet"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(try todaysSets(db) == ["Bench Press (Barbell) 97.5×5"])
        // No key is sent: the screen shows the set because the log changed.
        let screen = try pane.waitFor("  set 1 of 3: 97.5 kg × 5")
        #expect(screen.contains("#7"), "\(screen)")
    }

    @Test func test_a_workout_on_the_screen_logs_edits_undoes_and_moves_on() throws {
        let (s, db, _) = try pushDay()
        let pane = try open(s)
        // The rest line is drawn last: the whole screen is there once it is.
        var screen = try pane.waitFor("Rest  not running")
        #expect(screen.contains("Bench Press (Barbell) — set 1"))
        #expect(screen.contains("  target: 97.5 kg × 5"))
        #expect(screen.contains("  plates: 25 + 10 + 2.5 + 1.25 per side"))
        #expect(screen.contains("  last here: 95 kg × 5 ("))
        #expect(screen.contains("Rest  not running"))

        // Enter: the target, saved, a record, and the rest counting down from the daemon's timer.
        try pane.send("Enter")
        screen = try pane.waitFor("  set 1 of 3: 97.5 kg × 5")
        #expect(try todaysSets(db) == ["Bench Press (Barbell) 97.5×5"])
        #expect(screen.contains("★ PR: 97.5 kg × 5 (+2.5)"))
        #expect(screen.contains("Bench Press (Barbell) — set 2"))
        let first = try #require(countdown(try pane.waitFor("Rest  [")))
        #expect(first.hasSuffix("/ 3:00"))
        try waitUntil(timeout: 5) { try countdown(pane.screen()).map { $0 != first } ?? false } // counting down
        #expect(try rest(s)?["state"] as? String == "running")

        // e: the target on the edit line, changed to 100x4.
        try pane.send("e")
        try pane.waitFor("set> 97.5x5")
        try pane.send("C-u")
        try pane.send("100x4", literal: true)
        try pane.send("Enter")
        try pane.waitFor("  set 2 of 3: 100 kg × 4")
        #expect(try todaysSets(db) == ["Bench Press (Barbell) 97.5×5", "Bench Press (Barbell) 100.0×4"])

        // A malformed set: the accepted forms on screen, nothing written.
        try pane.send("e")
        try pane.waitFor("set> ")
        try pane.send("C-u")
        try pane.send("100x", literal: true)
        try pane.send("Enter")
        screen = try pane.waitFor("use 100x5, 100 x 5")
        #expect(screen.contains("set> 100x"), "the line stays to be corrected")
        #expect(try todaysSets(db).count == 2)
        try pane.send("Escape")
        try pane.waitFor("Enter log target")

        // u: asks, then removes the last log; the rest runs on.
        try pane.send("u")
        try pane.waitFor("Remove Bench Press (Barbell) set 2 of 3: 100 kg × 4? (y/n)")
        try pane.send("y")
        screen = try pane.waitFor("Removed 1 set")
        #expect(!screen.contains("set 2 of 3: 100 kg × 4"))
        #expect(try todaysSets(db) == ["Bench Press (Barbell) 97.5×5"])
        #expect(try rest(s)?["state"] as? String == "running")

        // n: the template's next exercise, with its own target; Enter logs it.
        try pane.send("n")
        screen = try pane.waitFor("Overhead Press (Barbell) — set 1")
        #expect(screen.contains("  target: 50 kg × 8"))
        try pane.send("Enter")
        try pane.waitFor("  set 1 of 3: 50 kg × 8")
        #expect(try todaysSets(db) == ["Bench Press (Barbell) 97.5×5", "Overhead Press (Barbell) 50.0×8"])
        #expect(screen.contains("1 set"), "the title counts the sets")

        // The screen follows the terminal's size.
        try pane.resize(columns: 100, rows: 30)
        try pane.waitForWidth(100)
        try pane.resize(columns: 80, rows: 24)
        try pane.waitForWidth(80)
        screen = try pane.screen()
        #expect(screen.contains("Overhead Press (Barbell) — set 2") && screen.contains("Enter log target"))

        // q: the screen goes; the workout stays in progress and the rest runs on.
        try pane.send("q")
        try waitUntil(timeout: 5) { !pane.isOpen }
        #expect(try s.client("workout", "show").stdout.contains("2 sets"))
        #expect(try rest(s)?["state"] as? String == "running")
        #expect(try todaysSets(db) == ["Bench Press (Barbell) 97.5×5", "Overhead Press (Barbell) 50.0×8"])
    }

    @Test func test_the_lifters_notes_on_the_exercise_show_with_the_next_set() throws {
        let (s, _, _) = try pushDay()
        #expect(try s.client("exercises", "edit", "bench", "press", "--note", "elbows in").status == 0)
        let pane = try open(s)
        let screen = try pane.waitFor("  note: elbows in")
        #expect(screen.contains("Bench Press (Barbell) — set 1"))
        try pane.send("q")
    }

    @Test func test_colour_follows_no_color_the_countdown_survives_a_daemon_crash_and_a_closed_terminal_loses_nothing() throws {
        let (s, db, daemon) = try pushDay()
        let coloured = try open(s, environment: [:])
        try coloured.waitFor("Bench Press (Barbell) — set 1")
        // SGR 30–37 / 40–47 set colours; NO_COLOR leaves bold and reverse only.
        let colour = #/\x{1B}\[[0-9;]*(3|4)[0-7]m/#
        #expect(try coloured.screen(colors: true).contains(colour))
        try coloured.send("q")
        try waitUntil(timeout: 5) { !coloured.isOpen }

        // Without autostart, so the daemon that comes back is the one started here.
        let plain = try open(s, ["--no-autostart"])
        try plain.waitFor("Bench Press (Barbell) — set 1")
        let styled = try plain.screen(colors: true)
        #expect(!styled.contains(colour))
        #expect(styled.contains("\u{1B}["), "still bold and reverse")

        try plain.send("Enter")
        try plain.waitFor("  set 1 of 3: 97.5 kg × 5")
        try plain.waitFor("Rest  [")
        // The daemon crashes: the screen says so, and follows the timer it restores.
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        try plain.waitFor("Rest timer: lost gym-timerd")
        try s.startDaemon()
        let back = try #require(countdown(try plain.waitFor("Rest  [")))
        #expect(back.hasSuffix("/ 3:00") && !back.hasPrefix("3:00"))
        try plain.kill()
        #expect(try todaysSets(db) == ["Bench Press (Barbell) 97.5×5"])
        #expect(try s.client("workout", "show").status == 0)
        #expect(try rest(s)?["state"] as? String == "running")
    }
}
