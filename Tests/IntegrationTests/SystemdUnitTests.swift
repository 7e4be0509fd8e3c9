import CLinux
import Foundation
import Testing

/// The shipped units: they verify with systemd's own checker, and the daemon
/// serves on a socket handed over the way systemd does it.
@Suite(.serialized) struct SystemdUnitTests {
    @Test func test_units_pass_systemd_analyze_verify() throws {
        let session = try DesktopSession(notificationServer: false)
        let unitDir = session.root + "/units"
        try FileManager.default.createDirectory(atPath: unitDir, withIntermediateDirectories: true)
        let service = try String(contentsOf: DesktopSession.packageRoot.appendingPathComponent("units/gym-timerd.service"), encoding: .utf8)
            .replacingOccurrences(of: "@BINDIR@", with: DesktopSession.binDirectory)
        try service.write(toFile: unitDir + "/gym-timerd.service", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: DesktopSession.packageRoot.appendingPathComponent("units/gym-timerd.socket").path,
                                         toPath: unitDir + "/gym-timerd.socket")
        // --man=no: Documentation=man:gym-timer(1) is checked where the page is installed (InstallTests).
        let result = try session.run("/usr/bin/systemd-analyze",
                                     ["verify", "--user", "--man=no", unitDir + "/gym-timerd.service", unitDir + "/gym-timerd.socket"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains("gym-timerd"), "\(result.stderr)")
    }

    @Test func test_daemon_serves_a_socket_passed_by_socket_activation() throws {
        let session = try DesktopSession(notificationServer: false)
        try FileManager.default.createDirectory(atPath: session.root + "/run/gym-timer", withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        // Like systemd, pass only chosen variables; the daemon learns its socket
        // path from the socket itself. Spawned directly: the activator execs into
        // the daemon, which Foundation's Process does not cope with.
        let args = ["/usr/bin/systemd-socket-activate", "-l", session.socketPath,
                    "-E", "GYM_TIMER_STATE_DIR=" + session.stateDirectory, "-E", "HOME=" + session.root + "/home",
                    DesktopSession.binDirectory + "/gym-timerd"]
        var cArgs = args.map { strdup($0) } + [nil]
        let pid = gt_spawn_detached(args[0], &cArgs, session.root + "/daemon.log")
        cArgs.forEach { free($0) }
        #expect(pid > 0)
        defer {
            kill(pid_t(pid), SIGKILL)
            waitpid(pid_t(pid), nil, 0)
        }
        try waitUntil(timeout: 5) { session.canConnect() }
        // The first connection starts the daemon, which takes over the listening socket.
        let result = try session.client("start", "30", "--no-autostart", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let status = try session.json(session.client("daemon", "status", "--json", "--no-autostart"))
        let daemon = try #require(status["daemon"] as? [String: Any])
        #expect(daemon["timers"] as? Int == 1)
        #expect(daemon["socket"] as? String == session.socketPath)
    }

    @Test func test_daemon_reports_ready_status_and_stopping_over_notify_socket() throws {
        let session = try DesktopSession(notificationServer: false)
        let path = session.root + "/notify.sock"
        let fd = gt_unix_datagram_bind(path)
        #expect(fd >= 0)
        defer { close(fd) }
        func next() throws -> String {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 10_000) == 1 else { throw HarnessError("no sd_notify message within 10 s") }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = recv(fd, &buffer, buffer.count, 0)
            return String(decoding: buffer.prefix(max(0, n)), as: UTF8.self)
        }
        let daemon = try session.startDaemon([], environment: ["NOTIFY_SOCKET": path], waitForSocket: false)
        #expect(try next() == "READY=1\nSTATUS=0 timers")
        #expect(session.canConnect(), "READY=1 came before the socket served")
        try session.client("start", "90")
        #expect(try next() == "STATUS=1 timer")
        kill(daemon.processIdentifier, SIGTERM)
        #expect(try next() == "STOPPING=1\nSTATUS=stopping")
        daemon.waitUntilExit()
    }

    @Test func test_a_bus_call_activates_the_daemon_from_its_service_file() throws {
        let session = try DesktopSession(notificationServer: false, activation: true)
        let file = try String(contentsOf: DesktopSession.packageRoot.appendingPathComponent("units/org.gymtimer.Timer.service"), encoding: .utf8)
            .replacingOccurrences(of: "@BINDIR@", with: DesktopSession.binDirectory)
        try file.write(toFile: session.root + "/services/org.gymtimer.Timer.service", atomically: true, encoding: .utf8)
        #expect(!session.canConnect())
        let list = try session.gdbus("org.gymtimer.Timer1.Start", "rest", "60", "Squat")
        #expect(list.status == 0, "\(list.stderr)")
        // The daemon the bus started is the one on the socket.
        let status = try session.json(session.client("list", "--json", "--no-autostart"))
        #expect((status["timers"] as? [[String: Any]])?.first?["label"] as? String == "Squat")
    }
}
