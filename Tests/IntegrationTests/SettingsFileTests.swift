import Foundation
import Testing

/// The real daemon and a settings file with mistakes in it: each is logged
/// and shown by `daemon status` with its line, at start and on every reload,
/// and the settings the file gets right apply all the same.
@Suite(.serialized) struct SettingsFileTests {
    private func problems(_ session: DesktopSession) throws -> [[String: Any]] {
        let daemon = try #require(try session.json(session.client("daemon", "status", "--json"))["daemon"] as? [String: Any])
        return try #require(daemon["config_problems"] as? [[String: Any]], "\(daemon)")
    }

    @Test func test_daemon_status_names_each_mistake_and_the_rest_of_the_file_applies() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startMockNotificationServer(capabilities: "body actions sound")
        let directory = session.root + "/config/gym-timer"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try "# rests\n[timer]\ndefualt_rest = 90\nwarn = \"soon\"\n\n[notify]\nurgency = \"low\"\n"
            .write(toFile: directory + "/config.toml", atomically: true, encoding: .utf8)
        try session.startDaemon()

        let found = try problems(session)
        #expect(found.count == 2, "\(found)")
        let typo = try #require(found.first)
        #expect(typo["line"] as? Int == 3 && typo["key"] as? String == "timer.defualt_rest")
        #expect(typo["message"] as? String == "unknown key \"timer.defualt_rest\"")
        #expect(typo["suggestion"] as? String == "timer.default_rest")
        let bad = try #require(found.last)
        #expect(bad["line"] as? Int == 4 && bad["key"] as? String == "timer.warn" && bad["suggestion"] is NSNull)
        #expect(bad["message"] as? String == "timer.warn takes a duration such as 1h, 30m or 0")

        let text = try session.client("daemon", "status").stdout
        #expect(text.contains("settings: \(directory)/config.toml (2 problems)\n"
                              + "  config.toml:3: unknown key \"timer.defualt_rest\" (did you mean \"timer.default_rest\"?)\n"
                              + "  config.toml:4: timer.warn takes a duration such as 1h, 30m or 0"), "\(text)")
        #expect(session.daemonLog.contains("config.toml:3: unknown key \"timer.defualt_rest\" (did you mean \"timer.default_rest\"?)"))

        // The line the file gets right applies: "rest over" comes quietly.
        #expect(try session.client("start", "0.2", "--label", "Squat").status == 0)
        try waitUntil(timeout: 5) { session.notifications.contains { $0.body == "Squat" } }
        #expect(session.notifications.first { $0.body == "Squat" }?.hints["urgency"] == "byte 0")

        // Put right through the command line: the reload leaves no problem.
        #expect(try session.client("config", "unset", "timer.defualt_rest").status == 0)
        #expect(try session.client("config", "set", "timer.warn", "0").status == 0)
        try waitUntil(timeout: 5) { try problems(session).isEmpty }
        #expect(try session.client("daemon", "status").stdout.contains("settings: \(directory)/config.toml\n"))

        // A slip made in an editor is reported on the reload it causes.
        try "[timer]\nauto_strat = false\n".write(toFile: directory + "/config.toml", atomically: true, encoding: .utf8)
        try waitUntil(timeout: 5) { try problems(session).contains { $0["key"] as? String == "timer.auto_strat" } }
        let slip = try #require(try problems(session).first)
        #expect(slip["line"] as? Int == 2 && slip["suggestion"] as? String == "timer.auto_start")
    }
}
