import Foundation
import GRDB
import Testing
import TestSupport

/// `gym-timer import` and `export` through the real binary and database file.
@Suite(.serialized) struct ImportCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let exports = repository.appendingPathComponent("Tests/Fixtures/exports")

    private func session() throws -> (DesktopSession, [String: String], String) {
        let s = try DesktopSession(notificationServer: false)
        let data = s.root + "/data"
        return (s, ["GYM_TIMER_DATA_DIR": data], data + "/gym.sqlite")
    }

    @Test func test_import_json_summary_has_exactly_the_documented_keys() throws {
        let (s, env, _) = try session()
        let result = try s.client("import", "strong", Self.exports.appendingPathComponent("real/breinsp-strong-charts.csv").path, "--json",
                                  environment: env)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try s.json(result)
        #expect(Set(json.keys) == ["format", "rows", "workouts", "sets", "warmup_sets", "drop_sets", "failure_sets", "rest_timer_rows",
                                   "note_rows", "skipped", "skipped_reasons", "duplicates", "exercises_created", "unmapped_exercises"])
        #expect(json["format"] as? String == "strong-v4")
        #expect(json["workouts"] as? Int == 129 && json["sets"] as? Int == 2078)
        let unmapped = try #require(json["unmapped_exercises"] as? [[String: Any]])
        #expect(unmapped.map { $0["name"] as? String } == ["Bent Over Row Machine (Panatta)"])
        #expect(unmapped.first?["sets"] as? Int == 3)
        #expect(result.stderr.isEmpty) // no progress bar when stderr is not a terminal
    }

    @Test func test_bad_files_and_arguments_fail_with_one_line_and_write_nothing() throws {
        let (s, env, db) = try session()
        let junk = s.root + "/junk.csv"
        try "Datum\tTraining\tÜbung\n1\t2\t3\n".write(toFile: junk, atomically: true, encoding: .utf8)
        let notExport = try s.client("import", junk, environment: env)
        #expect(notExport.status == 64)
        #expect(notExport.stderr.split(separator: "\n").count == 1)
        #expect(notExport.stderr.contains("not a Strong or Hevy export") && notExport.stderr.contains("Datum?Training?Übung"))
        let missing = try s.client("import", s.root + "/nope.csv", environment: env)
        #expect(missing.status == 1 && missing.stderr.contains("No such file"))
        let hevy = Self.exports.appendingPathComponent("real/dakheera47-sample_hevy.csv").path
        let wrongApp = try s.client("import", "strong", hevy, environment: env)
        #expect(wrongApp.status == 64 && wrongApp.stderr.contains("Hevy export"))
        #expect(try s.client("import", "fitbod", hevy, environment: env).status == 64)
        #expect(try s.client("import", hevy, "--unit", "stone", environment: env).status == 64)
        #expect(try s.client("import", hevy, "--map", "nothing", environment: env).status == 64)
        let queue = try DatabaseQueue(path: db)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") } == 0)
    }

    @Test func test_map_flag_and_export_round_trip_through_the_binary() throws {
        let (s, env, _) = try session()
        let file = Self.exports.appendingPathComponent("variants/strong-v4-special.csv").path
        let mapped = try s.json(try s.client("import", file, "--map", "Machine Of Mystery=chest press machine", "--json", environment: env))
        #expect((mapped["unmapped_exercises"] as? [Any])?.isEmpty == true)
        #expect(mapped["exercises_created"] as? Int == 0)
        let out = s.root + "/out.csv"
        let export = try s.client("export", "strong", out, "--json", environment: env)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(try s.json(export)["sets"] as? Int == 10)
        let other = ["GYM_TIMER_DATA_DIR": s.root + "/other"]
        let back = try s.json(try s.client("import", out, "--json", environment: other))
        #expect(back["sets"] as? Int == 10 && back["workouts"] as? Int == 3 && back["rest_timer_rows"] as? Int == 1)
        let json = try s.client("export", "json", "-", environment: env)
        #expect(json.status == 0 && json.stdout.hasPrefix("{\"format\":\"gym-timer-history\""))
    }

    @Test func test_kill_9_mid_import_leaves_only_whole_workouts_and_a_rerun_completes_without_duplicates() throws {
        let (s, env, db) = try session()
        let file = s.root + "/big.csv"
        let generate = try s.run("/usr/bin/python3", [Self.repository.appendingPathComponent("scripts/gen_strong_export.py").path, "200000", file])
        #expect(generate.status == 0)
        let expected = try s.json(try s.run("/usr/bin/python3", [Self.exports.appendingPathComponent("count_export.py").path, file]))

        let data = (db as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let writes = try DirectoryWatch(data, IN_MODIFY)
        let process = try s.launchClient(["import", file], environment: env)
        // Wait for some batches to commit, then kill it between or inside one:
        // the importer's own writes wake the test, which counts what is committed.
        var committed = 0, seen = 0
        while committed < 20_000 && process.isRunning {
            guard writes.next(milliseconds: 1000) != nil else { continue }
            seen += 1
            if seen % 32 == 0 {
                committed = (try? DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") ?? 0 }) ?? 0
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let queue = try DatabaseQueue(path: db)
        let atKill = try queue.read { db in
            try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT workoutId, COUNT(*) AS n FROM workoutSet GROUP BY workoutId")
                .map { ($0["workoutId"] as Int64, $0["n"] as Int) })
        }
        let setsAtKill = atKill.values.reduce(0, +)
        #expect(setsAtKill > 0 && setsAtKill < expected["sets"] as! Int, "killed too early or too late: \(setsAtKill)")

        let rerun = try s.json(try s.client("import", file, "--json", environment: env))
        #expect(rerun["duplicates"] as? Int == setsAtKill)
        #expect(rerun["sets"] as? Int == (expected["sets"] as! Int) - setsAtKill)
        try queue.read { db in
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet") == expected["sets"] as? Int)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workout") == expected["workouts"] as? Int)
            // Every workout committed before the kill was already whole.
            for (workout, count) in atKill {
                #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet WHERE workoutId = ?", arguments: [workout]) == count)
            }
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
            let schema = try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger')"))
            #expect(schema.isSuperset(of: ["workoutSet_exercise_loggedAt", "workoutSet_volume_insert"]))
            #expect(try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'bulk_import_after_set'") == nil)
            let mismatched = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM (SELECT workoutId, exerciseId, kind = 'warmup' AS w, COUNT(*) AS n FROM workoutSet GROUP BY 1, 2, 3) s
                LEFT JOIN workoutVolume v ON v.workoutId = s.workoutId AND v.exerciseId = s.exerciseId AND v.warmup = s.w
                WHERE v.sets IS NOT s.n
                """)
            #expect(mismatched == 0)
        }
    }

    /// Twenty imports of one file into one log, each killed at a seeded moment
    /// (a seeded write to the data directory, or a seeded delay): after each,
    /// the log is intact and every workout in it is whole, and the rerun
    /// after the last leaves exactly the file's workouts and sets.
    @Test func test_imports_killed_in_20_seeded_rounds_leave_only_whole_workouts() throws {
        let seed = testSeed(0x696d_7074)
        var random = SeededGenerator(seed: seed)
        let (s, env, db) = try session()
        let file = s.root + "/export.csv"
        let generate = try s.run("/usr/bin/python3", [Self.repository.appendingPathComponent("scripts/gen_strong_export.py").path, "30000", file])
        #expect(generate.status == 0)
        // What a whole import holds, per workout.
        let reference = s.root + "/reference"
        #expect(try s.client("import", file, environment: ["GYM_TIMER_DATA_DIR": reference]).status == 0)
        func perWorkout(_ path: String) throws -> [String: Int] {
            try DatabaseQueue(path: path).read { db in
                try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: """
                    SELECT w.name || '@' || w.startedAt AS k, COUNT(s.id) AS n FROM workout w
                    JOIN workoutSet s ON s.workoutId = w.id GROUP BY w.id
                    """).map { ($0["k"] as String, $0["n"] as Int) })
            }
        }
        let whole = try perWorkout(reference + "/gym.sqlite")

        let data = (db as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        var killed = 0
        for round in 0..<20 {
            let ending = try s.runKilled(["import", file], environment: env, dataDirectory: data,
                                         maxWrites: 400, maxDelay: 400_000, random: &random)
            if ending.killed { killed += 1 }
            let integrity = try DatabaseQueue(path: db).read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
            #expect(integrity == "ok", "seed \(seed) round \(round)")
            for (workout, count) in try perWorkout(db) where whole[workout] != count {
                Issue.record("seed \(seed) round \(round): \(workout) has \(count) of \(whole[workout] ?? 0) sets")
            }
        }
        #expect(killed >= 5, "only \(killed) of 20 imports were killed mid-way")
        print("seed \(seed): \(killed) of 20 imports killed mid-way")
        #expect(try s.client("import", file, environment: env).status == 0)
        #expect(try perWorkout(db) == whole)
    }
}
