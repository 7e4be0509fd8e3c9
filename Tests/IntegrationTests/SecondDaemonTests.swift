import Foundation
import Testing

/// Two daemons on one session bus: the second does not take
/// org.gymtimer.Timer from the first, waits for it, says who holds it, and
/// serves it as soon as the first lets it go.
@Suite struct SecondDaemonTests {
    @Test func test_a_second_daemon_queues_for_the_bus_name_and_takes_it_when_it_is_freed() throws {
        let session = try DesktopSession(notificationServer: false)
        let first = try session.startDaemon()
        try waitUntil(timeout: 10) { session.busHasOwner("org.gymtimer.Timer") }

        // The second: its own socket and state, the same bus.
        let second = ["GYM_TIMER_SOCKET": session.root + "/second.sock", "GYM_TIMER_STATE_DIR": session.root + "/second-state"]
        try session.startDaemon(environment: second, waitForSocket: false)
        try waitUntil(timeout: 10) { FileManager.default.fileExists(atPath: session.root + "/second.sock") }
        #expect(try session.client("start", "600", "--name", "second-only", environment: second).status == 0)
        func busLine() throws -> String {
            let status = try session.json(session.client("daemon", "status", "--json", environment: second))
            return (status["daemon"] as? [String: Any])?["bus"] as? String ?? ""
        }
        try waitUntil(timeout: 10) { try busLine().contains("(pid \(first.processIdentifier))") }
        let waiting = try busLine()
        #expect(waiting.contains("org.gymtimer.Timer owned by :"), "\(waiting)")
        #expect(waiting.hasSuffix("this daemon takes it when it is freed"))
        // The name still leads to the first daemon.
        #expect(try !session.gdbus("org.gymtimer.Timer1.List").stdout.contains("second-only"))

        // The first stops: the second serves the name, without a restart.
        kill(first.processIdentifier, SIGTERM)
        first.waitUntilExit()
        try waitUntil(timeout: 10) { try busLine().hasPrefix("org.gymtimer.Timer on ") }
        let listed = try session.gdbus("org.gymtimer.Timer1.List")
        #expect(listed.status == 0 && listed.stdout.contains("second-only"), "\(listed.stdout) \(listed.stderr)")
    }

    /// The bus was started with other paths than the shell's (a login
    /// session's environment, not what a shell's startup file sets). The
    /// daemon the command line started serves the name and tells the bus its
    /// paths; after it is killed, the daemon the bus activates for a bar's
    /// call opens the same journal on the same socket: the bar sees the
    /// shell's timer, and there is one daemon, not one per environment.
    @Test func test_a_daemon_the_bus_activates_uses_the_paths_of_the_daemon_the_command_line_started() throws {
        let session = try DesktopSession(notificationServer: false, activation: true)
        let file = try String(contentsOf: DesktopSession.packageRoot.appendingPathComponent("units/org.gymtimer.Timer.service"), encoding: .utf8)
            .replacingOccurrences(of: "@BINDIR@", with: DesktopSession.binDirectory)
        try file.write(toFile: session.root + "/services/org.gymtimer.Timer.service", atomically: true, encoding: .utf8)
        let shell = ["GYM_TIMER_SOCKET": session.root + "/shell.sock", "GYM_TIMER_STATE_DIR": session.root + "/shell-state"]
        defer { _ = try? session.client("daemon", "stop", environment: shell) }

        // The command line starts the daemon, with the shell's paths.
        #expect(try session.client("start", "600", "--name", "shell", "--label", "Bench", environment: shell).status == 0)
        let status = try session.json(session.client("daemon", "status", "--json", environment: shell))
        let pid = try #require((status["daemon"] as? [String: Any])?["pid"] as? Int)
        let log = session.root + "/shell-state/daemon.log"
        try waitUntil(timeout: 10) {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("a daemon the session bus activates uses")
        }

        // It dies; a bar calls the bus, which starts a daemon of its own.
        kill(pid_t(pid), SIGKILL)
        try waitUntil(timeout: 10) { !session.busHasOwner("org.gymtimer.Timer") }
        let listed = try session.gdbus("org.gymtimer.Timer1.List")
        #expect(listed.status == 0 && listed.stdout.contains("Bench"), "\(listed.stdout) \(listed.stderr)")
        // The activated daemon is on the shell's socket with the shell's timers.
        let after = try session.json(session.client("list", "--json", "--no-autostart", environment: shell))
        #expect((after["timers"] as? [[String: Any]])?.map { $0["name"] as? String } == ["shell"])
        // And nothing listens where the bus's own environment points.
        #expect(!session.canConnect())
        #expect(!FileManager.default.fileExists(atPath: session.socketPath))
    }

    /// A bar called the bus before any command line ran: the bus started a
    /// daemon with its own paths. The shell's daemon, with other paths,
    /// queues behind it; the activated one holds no timers, so it hands the
    /// name over and stops. One holding timers keeps them and the name.
    @Test func test_a_daemon_the_bus_started_hands_the_name_to_the_shells_daemon_only_while_it_holds_no_timers() throws {
        for holdsTimer in [false, true] {
            let session = try DesktopSession(notificationServer: false, activation: true)
            let file = try String(contentsOf: DesktopSession.packageRoot.appendingPathComponent("units/org.gymtimer.Timer.service"), encoding: .utf8)
                .replacingOccurrences(of: "@BINDIR@", with: DesktopSession.binDirectory)
            try file.write(toFile: session.root + "/services/org.gymtimer.Timer.service", atomically: true, encoding: .utf8)
            let shell = ["GYM_TIMER_SOCKET": session.root + "/shell.sock", "GYM_TIMER_STATE_DIR": session.root + "/shell-state"]
            defer {
                _ = try? session.client("daemon", "stop", environment: shell)
                _ = try? session.client("daemon", "stop")
            }

            // The bar's call starts a daemon on the bus's own paths.
            let first = holdsTimer ? try session.gdbus("org.gymtimer.Timer1.Start", "rest", "600", "Squat")
                : try session.gdbus("org.gymtimer.Timer1.List")
            #expect(first.status == 0, "\(first.stderr)")
            #expect(session.canConnect())

            // The shell starts its own daemon, which queues for the name and asks for it.
            #expect(try session.client("start", "600", "--name", "shell", "--label", "Bench", environment: shell).status == 0)
            if holdsTimer {
                let log = session.root + "/shell-state/daemon.log"
                try waitUntil(timeout: 10) {
                    ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("keeps org.gymtimer.Timer: this daemon holds timers")
                }
                #expect(session.canConnect())
                let listed = try session.gdbus("org.gymtimer.Timer1.List")
                #expect(listed.stdout.contains("Squat") && !listed.stdout.contains("Bench"), "\(listed.stdout)")
            } else {
                // The activated daemon stopped (its socket is gone) and the shell's serves the name.
                try waitUntil(timeout: 10) { !session.canConnect() }
                try waitUntil(timeout: 10) {
                    let status = try session.json(session.client("daemon", "status", "--json", environment: shell))
                    return ((status["daemon"] as? [String: Any])?["bus"] as? String ?? "").hasPrefix("org.gymtimer.Timer on ")
                }
                let listed = try session.gdbus("org.gymtimer.Timer1.List")
                #expect(listed.status == 0 && listed.stdout.contains("Bench"), "\(listed.stdout) \(listed.stderr)")
            }
        }
    }
}
