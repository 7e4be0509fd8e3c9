import Foundation
import GRDB
import Testing
import TestSupport

/// `gym-timer log`, `set edit` and `history edit` killed with SIGKILL at
/// seeded moments: the database is always intact, a command that exited 0
/// is all there, and one that was killed is there whole or not at all.
@Suite(.serialized) struct TrainingLogCrashTests {
    /// Runs a command and kills it at a seeded moment (see `runKilled`).
    /// Kills after a random number of writes, or at a random moment up to
    /// `maxDelay` microseconds in.
    private static func runAndKill(_ s: DesktopSession, _ arguments: [String], environment: [String: String],
                                   dataDirectory: String, maxDelay: UInt32 = 120_000, random: inout SeededGenerator) throws -> DesktopSession.Ending {
        try s.runKilled(arguments, environment: environment, dataDirectory: dataDirectory,
                        maxWrites: 8, maxDelay: maxDelay, random: &random)
    }

    @Test func test_log_set_edit_and_history_edit_killed_at_random_moments_are_whole_or_absent() throws {
        let seed = testSeed(0x6c6f_6721)
        var random = SeededGenerator(seed: seed)
        let s = try DesktopSession(notificationServer: false)
        let configDirectory = s.root + "/config/gym-timer"
        try FileManager.default.createDirectory(atPath: configDirectory, withIntermediateDirectories: true)
        try "[timer]\nauto_start = false\n".write(toFile: configDirectory + "/config.toml", atomically: true, encoding: .utf8)
        let data = s.root + "/data"
        let env = ["GYM_TIMER_DATA_DIR": data]
        let began = wallNow()
        let first = try s.client("log", "bench", "press", "60x5", environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        // Kill moments range over twice what a whole command takes on this
        // machine now, at least 120 ms: on a slower machine the same fixed
        // window would kill nearly every command, and none would finish.
        let window = UInt32(max(120_000, min(2_000_000, 2 * (wallNow() - began) * 1_000_000)))
        let path = data + "/gym.sqlite"
        func read<T>(_ body: (Database) throws -> T) throws -> T { try DatabaseQueue(path: path).read(body) }

        var finished = 0, killed = 0
        // Logs: each writes three sets of a weight no other round uses.
        for round in 0..<200 {
            let weight = 100.25 + Double(round) / 2
            let outcome = try Self.runAndKill(s, ["log", "bench", "press", "\(weight)x5", "\(weight)x4", "\(weight)x3"],
                                              environment: env, dataDirectory: data, maxDelay: window, random: &random)
            let count = try read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet WHERE weightKg = ?", arguments: [weight]) ?? -1 }
            #expect(count == 3 || (count == 0 && !outcome.exited), "seed \(seed) log round \(round): \(count) of 3 sets, exited \(outcome.exited)")
            if outcome.exited { finished += 1 }
            if outcome.killed { killed += 1 }
        }

        // Set edits: weight and reps change together or not at all.
        for round in 0..<100 {
            let (id, before) = try read { db -> (Int64, [Double]) in
                let row = try Row.fetchOne(db, sql: "SELECT id, weightKg, reps FROM workoutSet ORDER BY id LIMIT 1 OFFSET ?",
                                           arguments: [round % 50])!
                return (row["id"], [row["weightKg"], Double(row["reps"] as Int)])
            }
            let after = [300 + Double(round), Double(1 + round % 20)]
            let outcome = try Self.runAndKill(s, ["set", "edit", "\(id)", "--weight", "\(after[0])", "--reps", "\(Int(after[1]))"],
                                              environment: env, dataDirectory: data, maxDelay: window, random: &random)
            let now = try read { db -> [Double] in
                let row = try Row.fetchOne(db, sql: "SELECT weightKg, reps FROM workoutSet WHERE id = ?", arguments: [id])!
                return [row["weightKg"], Double(row["reps"] as Int)]
            }
            #expect(now == after || (now == before && !outcome.exited), "seed \(seed) set edit round \(round): \(before) → \(now), wanted \(after)")
            if outcome.exited { finished += 1 }
            if outcome.killed { killed += 1 }
        }

        // Workout edits: name and note change together or not at all.
        let workout = try read { try Int64.fetchOne($0, sql: "SELECT id FROM workout ORDER BY id LIMIT 1")! }
        for round in 0..<100 {
            let before = try read { db -> [String?] in
                let row = try Row.fetchOne(db, sql: "SELECT name, note FROM workout WHERE id = ?", arguments: [workout])!
                return [row["name"], row["note"]]
            }
            let after: [String?] = ["Session \(round)", "note \(round)"]
            let outcome = try Self.runAndKill(s, ["history", "edit", "\(workout)", "--name", after[0]!, "--note", after[1]!],
                                              environment: env, dataDirectory: data, maxDelay: window, random: &random)
            let now = try read { db -> [String?] in
                let row = try Row.fetchOne(db, sql: "SELECT name, note FROM workout WHERE id = ?", arguments: [workout])!
                return [row["name"], row["note"]]
            }
            #expect(now == after || (now == before && !outcome.exited), "seed \(seed) history edit round \(round): \(before) → \(now)")
            if outcome.exited { finished += 1 }
            if outcome.killed { killed += 1 }
        }

        // Both ends of the range happened: commands killed and commands finished.
        #expect(killed > 50 && finished > 50, "killed \(killed), finished \(finished) of 400")
        print("seed \(seed): of 400 commands \(killed) were killed and \(finished) finished")
        let integrity = try read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        let danglingKeys = try read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM pragma_foreign_key_check") }
        #expect(integrity == "ok")
        #expect(danglingKeys == 0)
        // The database opens cleanly for the product itself, and its derived
        // tables agree with the sets.
        let check = try s.client("history", "--json", environment: env)
        #expect(check.status == 0, "\(check.stderr)")
        let mismatched = try read { db in
            try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM (SELECT workoutId, exerciseId, kind = 'warmup' AS w, COUNT(*) AS n FROM workoutSet GROUP BY 1, 2, 3) s
                LEFT JOIN workoutVolume v ON v.workoutId = s.workoutId AND v.exerciseId = s.exerciseId AND v.warmup = s.w
                WHERE v.sets IS NOT s.n
                """)
        }
        #expect(mismatched == 0)
    }
}
