import Foundation
import GRDB
import Testing

/// The training-log commands through the real `gym-timer` binary and a real
/// database file, checked in the output and on disk.
@Suite(.serialized) struct TrainingLogCommandTests {
    private func session() throws -> (DesktopSession, [String: String], String) {
        let s = try DesktopSession(notificationServer: false)
        let data = s.root + "/data"
        return (s, ["GYM_TIMER_DATA_DIR": data], data + "/gym.sqlite")
    }

    @Test func test_log_saves_sets_prints_them_and_writes_nothing_on_bad_input() throws {
        let (s, env, db) = try session()
        let first = try s.client("log", "bench", "press", "100x5x3", "--rpe", "8", environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Bench Press (Barbell) — set 3: 100 kg × 5"))
        let json = try s.json(try s.client("log", "bench", "press", "102,5x5", "--json", environment: env))
        let sets = try #require(json["sets"] as? [[String: Any]])
        #expect(sets.first?["weight_kg"] as? Double == 102.5)
        #expect(sets.first?["exercise"] as? String == "Bench Press (Barbell)")
        #expect(json["timer"] is NSNull)

        for bad in ["100x", "x0", "-5x5", "abcxdef", "100x1001", "2001x5"] {
            let r = try s.client("log", "bench", "press", bad, environment: env)
            #expect(r.status == 64, "log \(bad): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1)
        }
        let unknown = try s.client("log", "zzzz", "100x5", environment: env)
        #expect(unknown.status == 1)
        let ambiguous = try s.client("log", "curl", "20x10", environment: env)
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("Bicep Curl (Dumbbell)"))

        let queue = try DatabaseQueue(path: db)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 4)
        #expect(try queue.read { try Double.fetchOne($0, sql: "SELECT rpe FROM workoutSet WHERE id = 1") } == 8)
    }

    @Test func test_gyms_commands_and_json() throws {
        let (s, env, _) = try session()
        #expect(try s.client("gyms", "add", "Home Gym", "--color", "green", environment: env).status == 0)
        #expect(try s.client("gyms", "add", "Bad", "--color", "teal", environment: env).status == 64)
        #expect(try s.client("gyms", "select", "home gym", environment: env).status == 0)
        let gyms = try #require(try s.json(s.client("gyms", "--json", environment: env))["gyms"] as? [[String: Any]])
        #expect(gyms.count == 2)
        let home = try #require(gyms.first { $0["name"] as? String == "Home Gym" })
        #expect(home["selected"] as? Bool == true && home["color"] as? String == "green" && home["default"] as? Bool == false)
        #expect(try s.client("gyms", "delete", "Default Gym", "--keep-history", environment: env).status == 1)
        #expect(try s.client("gyms", "delete", "Home Gym", environment: env).status == 64) // must say what happens to history
        _ = try s.client("log", "squat", "140x3", environment: env)
        let refused = try s.client("gyms", "select", "Default Gym", environment: env)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("workout end"))
    }

    @Test func test_volume_history_and_workout_commands() throws {
        let (s, env, _) = try session()
        _ = try s.client("log", "Bench Press (Barbell)", "100x5x3", environment: env)
        _ = try s.client("log", "pull", "up", "x10x2", environment: env)
        let volume = try s.json(s.client("volume", "--json", environment: env))
        let muscles = try #require(volume["muscles"] as? [String: [String: Double]])
        #expect(muscles["pectoralis_major_sternal"] == ["sets": 3, "reps": 15, "load": 1500])
        #expect(muscles["latissimus_dorsi"] == ["sets": 2, "reps": 20, "load": 0])
        let groups = try #require(volume["groups"] as? [String: [String: Double]])
        #expect(groups["chest"]?["sets"] == 4.5)
        #expect((volume["from"] as? String)?.count == 10)
        #expect(try s.client("volume", "--week", "2026-47", environment: env).status == 64)

        let show = try s.client("workout", "show", environment: env)
        #expect(show.stdout.contains("5 sets"))
        #expect(try s.client("workout", "discard", environment: env).status == 64) // no terminal: needs --yes
        #expect(try s.client("workout", "end", environment: env).status == 0)
        let history = try #require(try s.json(s.client("history", "--json", environment: env))["workouts"] as? [[String: Any]])
        #expect(history.count == 1)
        #expect(history[0]["sets"] as? Int == 5)
        #expect(history[0]["gym"] as? String == "Default Gym")
        #expect((history[0]["ended_at"] as? String)?.contains("T") == true)
    }

    @Test func test_unopenable_database_is_a_clear_one_line_error() throws {
        let (s, env, db) = try session()
        try FileManager.default.createDirectory(atPath: (db as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: db))
        let r = try s.client("log", "squat", "100x5", environment: env)
        #expect(r.status == 1)
        #expect(r.stderr.contains(db))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }
}
