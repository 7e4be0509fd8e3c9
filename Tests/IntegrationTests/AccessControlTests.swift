import Foundation
import Testing

/// Only the user who runs the daemon drives it, and what the programs write
/// is that user's alone whatever the umask. Tests run as root, so another
/// uid comes from `setpriv`, and the file modes are opened up on purpose:
/// what refuses the other user is the daemon's own `SO_PEERCRED` check.
@Suite(.serialized) struct AccessControlTests {
    private func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func test_another_uid_reaching_the_socket_is_refused_by_the_daemon_itself() throws {
        let s = try DesktopSession(notificationServer: false)
        try s.startDaemon()
        #expect(try s.client("start", "90", "--name", "mine").status == 0)
        // Everything on the way to the socket is open to everyone, and a copy
        // of the client is where the other user can run it.
        for dir in [s.root, s.root + "/run", s.root + "/run/gym-timer"] { chmod(dir, 0o755) }
        chmod(s.socketPath, 0o777)
        let client = s.root + "/gym-timer"
        try FileManager.default.copyItem(atPath: DesktopSession.binDirectory + "/gym-timer", toPath: client)
        chmod(client, 0o755)
        let home = s.root + "/nobody"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])

        let other = try s.run("/usr/bin/setpriv", ["--reuid", "65534", "--regid", "65534", "--clear-groups", client,
                                                   "stop", "mine", "--socket", s.socketPath, "--no-autostart"],
                              environment: ["PATH": "/usr/bin:/bin", "HOME": home])
        #expect(other.status != 0, "\(other.stdout)")
        #expect(other.stderr.split(separator: "\n").count == 1, "\(other.stderr)")
        try waitUntil(timeout: 5) { s.daemonLog.contains("dropped a connection from uid 65534") }
        // The owner's timer is untouched, and the owner is still served.
        let list = try s.json(s.client("list", "--json"))
        #expect((list["timers"] as? [[String: Any]])?.contains { $0["name"] as? String == "mine" && $0["state"] as? String == "running" } == true)
    }

    @Test func test_state_log_and_config_are_the_owners_only_under_umask_000() throws {
        let s = try DesktopSession(notificationServer: false)
        let umask000 = ["/bin/sh", "-c", "umask 000; exec \"$0\" \"$@\""]
        // The client starts the daemon, which inherits its umask.
        let started = try s.run(umask000[0], Array(umask000.dropFirst()) + [DesktopSession.binDirectory + "/gym-timer", "start", "90"])
        #expect(started.status == 0, "\(started.stderr)")
        let pid = try #require((try s.json(s.client("daemon", "status", "--json"))["daemon"] as? [String: Any])?["pid"] as? Int)
        defer { kill(pid_t(pid), SIGKILL) }
        for args in [["log", "bench", "press", "100x5", "--no-timer"], ["config", "set", "timer.default_rest", "2m"]] {
            let r = try s.run(umask000[0], Array(umask000.dropFirst()) + [DesktopSession.binDirectory + "/gym-timer"] + args)
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
        let data = s.root + "/home/.local/share/gym-timer"
        var expected: [String: Int] = [
            s.stateDirectory: 0o700, s.journalPath: 0o600, s.root + "/run/gym-timer": 0o700,
            data: 0o700, data + "/gym.sqlite": 0o600,
            s.root + "/config/gym-timer": 0o700, s.root + "/config/gym-timer/config.toml": 0o600,
        ]
        for companion in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: data + "/gym.sqlite" + companion) {
            expected[data + "/gym.sqlite" + companion] = 0o600
        }
        for (path, want) in expected.sorted(by: { $0.key < $1.key }) {
            let got = try mode(path)
            #expect(got == want, "\(path): \(String(got, radix: 8))")
        }
        // The socket itself: connectable by its owner only.
        let socket = try mode(s.socketPath)
        #expect(socket & 0o077 == 0, "socket \(String(socket, radix: 8))")
    }
}
