import Foundation
import Testing

/// The client's commands end to end against the real daemon.
@Suite(.serialized) struct ClientCommandTests {
    private func timer(_ result: DesktopSession.Result, _ session: DesktopSession) throws -> [String: Any] {
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try session.json(result)["timer"] as? [String: Any])
    }

    @Test func test_add_sub_pause_resume_and_json_shapes() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        let started = try timer(session.client("start", "1:30", "--json"), session)
        let endsAt = try #require(started["ends_at"] as? String)
        #expect(endsAt.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$"#, options: .regularExpression) != nil, "\(endsAt)")
        #expect(started["label"] as? String == "")

        var t = try timer(session.client("add", "15", "--json"), session)
        #expect(t["duration_s"] as? Double == 105)
        t = try timer(session.client("sub", "30s", "--json"), session)
        #expect(t["duration_s"] as? Double == 75)
        t = try timer(session.client("--json", "add", "--", "-15"), session)
        #expect(t["duration_s"] as? Double == 60)
        let remaining = try #require(t["remaining_s"] as? Double)
        #expect(remaining > 58 && remaining <= 60)

        t = try timer(session.client("pause", "--json"), session)
        #expect(t["state"] as? String == "paused")
        #expect(t["ends_at"] is NSNull)
        let frozen = try #require(t["remaining_s"] as? Double)
        // Let time pass, measured by an event: another timer running out.
        try session.client("start", "0.3", "--name", "tick")
        try waitUntil(timeout: 5) {
            (try session.json(session.client("status", "tick", "--json"))["timers"] as? [[String: Any]])?.first?["state"] as? String == "finished"
        }
        try session.client("stop", "tick")
        let status = try #require((try session.json(session.client("status", "rest", "--json"))["timers"] as? [[String: Any]])?.first)
        #expect(status["remaining_s"] as? Double == frozen)
        #expect(try session.client("pause").status == 1) // already paused
        t = try timer(session.client("resume", "--json"), session)
        #expect(t["state"] as? String == "running")

        let text = try session.client("status")
        #expect(text.stdout.hasPrefix("rest: 0:5"))
        #expect(text.stdout.contains(" — ends "))
        #expect(try session.client("stop", "--all").stdout == "stopped rest\n")
        #expect(try session.client("stop", "--all").stdout == "no timers to stop\n")
    }

    @Test func test_config_commands() throws {
        let session = try DesktopSession(notificationServer: false)
        #expect(try session.client("config", "path").stdout == session.root + "/config/gym-timer/config.toml\n")
        #expect(try session.client("config", "get", "timer.default_rest").stdout == "2:00\n")
        #expect(try session.client("config", "set", "timer.default_rest", "2m30s").status == 0)
        #expect(try session.client("config", "get", "timer.default_rest").stdout == "2m30s\n")
        let bad = try session.client("config", "set", "notify.urgency", "loud")
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("gym-timer: notify.urgency takes low, normal or critical"), "\(bad.stderr)")
        #expect(try session.client("config", "get", "timer.colour").status == 64)
        let file = try String(contentsOfFile: session.root + "/config/gym-timer/config.toml", encoding: .utf8)
        #expect(file.contains("default_rest = '2m30s'") || file.contains("default_rest = \"2m30s\""))
    }

    @Test(.enabled(if: getuid() == 0, "needs root to act as another user"))
    func test_tmp_fallback_directory_owned_by_someone_else_is_refused() throws {
        let session = try DesktopSession(notificationServer: false)
        let uid = 65534
        let dir = "/tmp/gym-timer-\(uid)"
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var env = session.environment
        env.removeValue(forKey: "XDG_RUNTIME_DIR")
        env["GYM_TIMER_STATE_DIR"] = "/tmp/gym-timer-state-\(uid)-test"
        defer { try? FileManager.default.removeItem(atPath: "/tmp/gym-timer-state-\(uid)-test") }
        let result = try session.run("/usr/bin/setpriv", ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups",
                                                          DesktopSession.binDirectory + "/gym-timerd"], environment: env)
        #expect(result.status == 1)
        #expect(result.stderr.contains("refusing socket directory \(dir): it belongs to uid 0"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/daemon.sock"))

        // A symlink planted there is refused too.
        try FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createSymbolicLink(atPath: dir, withDestinationPath: "/tmp")
        let linked = try session.run("/usr/bin/setpriv", ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups",
                                                          DesktopSession.binDirectory + "/gym-timerd"], environment: env)
        #expect(linked.status == 1)
        #expect(linked.stderr.contains("symlink"), "\(linked.stderr)")
    }
}
