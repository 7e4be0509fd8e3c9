import Foundation
import Testing

/// The man pages scripts/install puts in place, read as a person reads them
/// (`man -l`, 80 columns): gym-timer(1) says the global options once rather
/// than under each of its commands, and has the sections people look for;
/// gym-timerd(1) says what its signals do, where its state is and its name
/// on the bus.
@Suite struct ManualPageTests {
    @Test func test_gym_timer_page_states_global_options_once_and_has_the_sections_people_look_for() throws {
        let session = try DesktopSession(notificationServer: false)
        let page = try Self.installedPage("gym-timer", in: session).page
        for heading in ["COMMANDS", "GLOBAL OPTIONS", "EXAMPLES", "ENVIRONMENT", "FILES", "EXIT STATUS", "SEE ALSO"] {
            #expect(page.headings.filter { $0 == heading }.count == 1, "\(heading): \(page.headings)")
        }

        // --data-dir is described once, under GLOBAL OPTIONS; commands keep their own options only.
        let tags = page.text.components(separatedBy: "--data-dir data-dir").count - 1
        #expect(tags == 1, "--data-dir described \(tags) times")
        #expect(page.text.components(separatedBy: "Where the training log is kept").count - 1 == 1)
        #expect(page.section("GLOBAL OPTIONS").contains("--data-dir data-dir"))
        let commands = page.section("COMMANDS")
        #expect(!commands.contains("--socket socket") && !commands.contains("--data-dir data-dir"))
        #expect(commands.contains("start duration") && commands.contains("--warn DURATION"), "\(commands)")

        let exitStatus = page.section("EXIT STATUS").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for status in ["0", "1", "64"] {
            #expect(exitStatus.contains { $0.hasPrefix(status + " ") }, "no exit status \(status): \(exitStatus)")
        }
        let environment = page.section("ENVIRONMENT")
        for variable in ["GYM_TIMER_SOCKET", "GYM_TIMER_DATA_DIR", "GYM_TIMER_CONFIG", "XDG_RUNTIME_DIR", "XDG_DATA_HOME", "NO_COLOR"] {
            #expect(environment.contains(variable), "\(variable) missing: \(environment)")
        }
        let files = page.section("FILES")
        for file in ["config.toml", "gym.sqlite", "daemon.sock", "timers.journal"] {
            #expect(files.contains(file), "\(file) missing: \(files)")
        }
        #expect(page.section("EXAMPLES").contains("gym-timer start 90"))
        #expect(page.section("SEE ALSO").contains("gym-timerd(1)"))
        // The page swift-argument-parser generated ran to 2,024 lines, half
        // of them repeats; without them, 1,000 lines was the budget before
        // the `program` commands, which take 15 lines past it.
        #expect(page.lines.count < 1_050, "\(page.lines.count) lines")
    }

    /// A program's page, headed as one (groff's mdoc heads section 1 "BSD
    /// General Commands Manual"), with an example for each bar the status
    /// formats are made for and for the bus.
    @Test func test_gym_timer_page_is_headed_user_commands_and_shows_every_bar() throws {
        let session = try DesktopSession(notificationServer: false)
        let page = try Self.installedPage("gym-timer", in: session).page
        let header = try #require(page.lines.first)
        #expect(!page.text.contains("BSD General Commands Manual") && !header.contains("BSD"), "\(header)")
        #expect(header.hasPrefix("GYM-TIMER(1)") && header.contains("User Commands"), "\(header)")
        let footer = try #require(page.lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(footer.hasPrefix("gym-timer") && !footer.contains("BSD"), "\(footer)")

        let examples = page.section("EXAMPLES")
        for line in ["gym-timer watch --format waybar", "gym-timer watch --format polybar",
                     "command=gym-timer watch --format i3blocks", "markup=pango", "#(gym-timer status --format tmux)"] {
            #expect(examples.contains(line), "no \(line) in EXAMPLES: \(examples)")
        }
        // A D-Bus call that starts a timer, on the daemon's name and interface.
        let call = examples.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("gdbus call") || $0.hasPrefix("busctl") }
        #expect(call?.contains("org.gymtimer.Timer") == true, "no D-Bus call in EXAMPLES: \(examples)")
        #expect(examples.contains("org.gymtimer.Timer1.Start"), "\(examples)")
    }

    @Test func test_gym_timerd_page_documents_its_signals_state_files_and_bus_name() throws {
        let session = try DesktopSession(notificationServer: false)
        let (page, prefix) = try Self.installedPage("gym-timerd", in: session)
        for heading in ["OPTIONS", "SIGNALS", "D-BUS INTERFACE", "ENVIRONMENT", "FILES", "EXIT STATUS", "SEE ALSO"] {
            #expect(page.headings.filter { $0 == heading }.count == 1, "\(heading): \(page.headings)")
        }
        #expect(page.lines.first?.contains("User Commands") == true, "\(page.lines.first ?? "")")
        let signals = page.section("SIGNALS")
        #expect(signals.contains("SIGHUP") && signals.contains("SIGTERM"), "\(signals)")

        // The name the installed activation file gives is the one the page names.
        let activation = try String(contentsOfFile: prefix + "/share/dbus-1/services/org.gymtimer.Timer.service", encoding: .utf8)
        let name = try #require(activation.split(separator: "\n").first { $0.hasPrefix("Name=") }?.dropFirst(5))
        let bus = page.section("D-BUS INTERFACE")
        #expect(bus.split(whereSeparator: \.isWhitespace).contains(name), "\(name): \(bus)")
        #expect(bus.contains("/org/gymtimer/Timer") && bus.contains("org.gymtimer.Timer1"), "\(bus)")

        let files = page.section("FILES")
        #expect(files.contains("timers.journal") && files.contains("daemon.sock.lock"), "\(files)")
        let options = page.section("OPTIONS")
        #expect(options.contains("--state-dir state-dir") && options.contains("--grace-period grace-period"), "\(options)")
        #expect(!options.contains("--compact-after"), "a hidden option is listed: \(options)")
        #expect(page.lines.count < 300, "\(page.lines.count) lines")
    }

    /// Runs scripts/install into a prefix in the session's directory and
    /// renders the installed page of `tool` with `man -l` at 80 columns.
    static func installedPage(_ tool: String, in session: DesktopSession) throws -> (page: RenderedPage, prefix: String) {
        let prefix = session.root + "/prefix"
        let script = DesktopSession.packageRoot.appendingPathComponent("scripts/install").path
        var env = session.environment
        env["GYM_TIMER_NO_SYSTEMD"] = "1"
        env["PATH"] = "/usr/local/bin:/usr/bin:/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let installed = try session.run("/bin/bash", [script, "--prefix", prefix, DesktopSession.binDirectory], environment: env)
        try #require(installed.status == 0, "\(installed.stderr)")
        let man = try session.run("/usr/bin/man", ["-l", prefix + "/share/man/man1/\(tool).1"], environment: env.merging([
            "MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat", "LC_ALL": "C.UTF-8",
        ]) { $1 })
        #expect(man.status == 0, "\(man.stderr)")
        // A well-formed page renders without a word from groff.
        #expect(man.stderr.isEmpty, "\(man.stderr)")
        return (RenderedPage(man.stdout), prefix)
    }
}

/// A man page as man(1) prints it when its output is not a terminal: plain
/// lines, the section headings unindented.
struct RenderedPage {
    let lines: [String]

    init(_ output: String) {
        // A groff that prints an option's dashes as hyphens or minus signs reads the same here.
        lines = output.replacingOccurrences(of: "\u{2010}", with: "-").replacingOccurrences(of: "\u{2212}", with: "-")
            .components(separatedBy: "\n")
    }

    var text: String { lines.joined(separator: "\n") }

    /// Unindented lines in capitals (the header and footer lines hold more than that).
    var headings: [String] { lines.filter(Self.isHeading) }

    /// The text under `heading`, up to the next heading.
    func section(_ heading: String) -> String {
        guard let start = lines.firstIndex(of: heading) else { return "" }
        return lines[(start + 1)...].prefix { !Self.isHeading($0) }.joined(separator: "\n")
    }

    static func isHeading(_ line: String) -> Bool {
        !line.isEmpty && !line.hasPrefix(" ") && line.allSatisfy { $0.isUppercase || $0 == " " || $0 == "-" }
    }
}
