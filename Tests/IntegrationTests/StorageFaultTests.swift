import Foundation
import GRDB
import Testing

/// Storage that refuses writes, made real with a file-size limit
/// (`prlimit --fsize`): tests run as root, so file modes alone would not.
@Suite struct StorageFaultTests {
    /// The limit lets the commit into the WAL through but not the checkpoint
    /// that copies it into a larger database file. SIGXFSZ used to kill
    /// `log` there, after the sets were saved; now the write fails with
    /// EFBIG, which SQLite leaves for a later checkpoint, and `log` reports
    /// what it saved.
    @Test func test_a_file_size_limit_never_kills_log_after_it_saved() throws {
        let s = try DesktopSession(notificationServer: false)
        let config = s.root + "/config/gym-timer"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "[timer]\nauto_start = false\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        let env = ["GYM_TIMER_DATA_DIR": s.root + "/data"]
        let db = s.root + "/data/gym.sqlite"
        #expect(try s.client("log", "bench", "press", "100x5", environment: env).status == 0)
        let size = try #require(FileManager.default.attributesOfItem(atPath: db)[.size] as? Int)
        let note = String(repeating: "a", count: 3000)
        // Started as a shell would start it: nothing blocked, SIGXFSZ at its default.
        let command = DesktopSession.withSignalsUnblocked + ["/usr/bin/prlimit", "--fsize=\(size)", DesktopSession.binDirectory + "/gym-timer",
                                                             "log", "bench", "press", "100x5x10", "--yes", "--note", note]
        let limited = try s.run(command[0], Array(command.dropFirst()), environment: s.environment.merging(env) { $1 })
        #expect(limited.status == 0, "exit \(limited.status): \(limited.stderr)")
        #expect(limited.stdout.contains("set 11: 100 kg × 5"))
        let queue = try DatabaseQueue(path: db)
        #expect(try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 11)
    }
}
