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
        let result = try session.run("/usr/bin/systemd-analyze",
                                     ["verify", "--user", unitDir + "/gym-timerd.service", unitDir + "/gym-timerd.socket"])
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
}
