// In-process measurements of the workout core for scripts/bench.
//
//   gym-timer-bench history PATH SETS YEARS   writes a training log of SETS sets
//                                            over the last YEARS years
//   gym-timer-bench search PATH              exercise search, stored index vs a
//                                            scan of the whole library
//   gym-timer-bench volume PATH              VolumeReport over a week, 4 weeks
//                                            and the whole history
//
// Prints one JSON object of medians in milliseconds.
import Foundation
import GRDB
import Liftoscript
import WorkoutCore

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Median milliseconds of `body` over `runs` runs after `warmup` unmeasured ones.
func measure(runs: Int, warmup: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    for _ in 0..<warmup { try body() }
    var times: [Double] = []
    for _ in 0..<runs {
        let t0 = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
    }
    return median(times)
}

func printJSON(_ object: [String: Any]) {
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

/// A lifter's decade: four workouts a week, each of a handful of common
/// exercises with warm-ups and working sets, weights drifting upward.
func writeHistory(path: String, sets total: Int, years: Int) throws {
    // The log's own open creates and migrates the file; the bulk rows are
    // then written with plain SQL, as no front end may.
    _ = try AppDatabase.open(path: path)
    let database = try DatabaseQueue(path: path)
    let exercises = ["bench_press_barbell", "squat_barbell", "deadlift_barbell", "overhead_press_barbell", "pull_up",
                     "bent_over_row_barbell", "lat_pulldown_cable", "bicep_curl_dumbbell", "triceps_pushdown_cable_straight_bar",
                     "leg_press", "romanian_deadlift_barbell", "lateral_raise_dumbbell"]
    let known = try database.read { db in try String.fetchAll(db, sql: "SELECT id FROM exercise") }
    let pool = exercises.filter(known.contains)
    precondition(pool.count >= 8, "preset ids changed: \(exercises.filter { !known.contains($0) })")
    let workouts = years * 52 * 4
    let perWorkout = max(1, (total + workouts - 1) / workouts)
    let start = Date().addingTimeInterval(-Double(years) * 365.25 * 86400)
    let span = Date().timeIntervalSince(start)
    var written = 0
    try database.write { db in
        let gym = try Int64.fetchOne(db, sql: "SELECT id FROM gym WHERE isDefault")!
        let insertWorkout = try db.makeStatement(sql: "INSERT INTO workout (gymId, name, startedAt, endedAt) VALUES (?, ?, ?, ?)")
        let insertSet = try db.makeStatement(sql: """
            INSERT INTO workoutSet (workoutId, exerciseId, position, kind, weightKg, reps, rpe, restBeforeSeconds, loggedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for w in 0..<workouts where written < total {
            let began = start.addingTimeInterval(span * Double(w) / Double(workouts))
            try insertWorkout.execute(arguments: [gym, "Workout \(w)", began, began.addingTimeInterval(5400)])
            let workoutId = db.lastInsertedRowID
            let progress = Double(w) / Double(workouts)
            for i in 0..<perWorkout where written < total {
                let exercise = pool[(w + i / 5) % pool.count]
                let warmup = i % 5 == 0
                let weight = (40 + 60 * progress + Double(i % 7) * 2.5) * (warmup ? 0.5 : 1)
                try insertSet.execute(arguments: [workoutId, exercise, i + 1, warmup ? "warmup" : "normal", weight,
                                                  5 + i % 6, warmup ? nil : 7.5, i == 0 ? nil : 120.0,
                                                  began.addingTimeInterval(Double(i) * 150)])
                written += 1
            }
        }
    }
    try database.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    printJSON(["sets": written, "workouts": workouts])
}

func benchSearch(path: String) throws {
    let library = ExerciseLibrary(try AppDatabase.open(path: path))
    let queries = ["bench db", "bench press", "lat pulldown", "ohp", "pull up", "squat", "rdl", "curl", "triceps pushdown straight bar"]
    var indexed: [String: Double] = [:]
    for query in queries {
        var q = ExerciseQuery()
        q.words = query
        indexed[query] = try measure(runs: 200) { _ = try library.search(q) }
    }
    printJSON(["indexed_ms_median": median(Array(indexed.values)), "indexed_ms_max": indexed.values.max()!,
               "queries": queries.count, "per_query_indexed_ms": indexed])
}

func benchVolume(path: String) throws {
    let database = try AppDatabase.open(path: path)
    let week = ISOWeek.range(containing: Date())
    let fourWeeks = (Calendar.current.date(byAdding: .day, value: -28, to: week.1)!, week.1)
    let all = (Date(timeIntervalSince1970: 0), week.1)
    var result: [String: Any] = [:]
    for (name, range) in [("week", week), ("four_weeks", fourWeeks), ("all_history", all)] {
        result[name + "_ms_median"] = try measure(runs: name == "all_history" ? 15 : 100, warmup: 2) {
            _ = try VolumeReport.compute(database, from: range.0, to: range.1, includeWarmups: false)
        }
    }
    result["sets"] = try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet") }
    printJSON(result)
}

/// Parse and check of a program file (Liftoscript), the text already read.
func benchProgram(path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let program = try Program(parsing: text)
    let parse = try measure(runs: 200, warmup: 10) { _ = try Program(parsing: text) }
    printJSON(["parse_ms_median": parse, "weeks": program.weekCount, "days": program.days.count,
               "lines": text.split(separator: "\n", omittingEmptySubsequences: false).count])
}

let args = CommandLine.arguments
switch (args.count > 1 ? args[1] : "", args.count) {
case ("history", 5): try writeHistory(path: args[2], sets: Int(args[3])!, years: Int(args[4])!)
case ("search", 3): try benchSearch(path: args[2])
case ("volume", 3): try benchVolume(path: args[2])
case ("program", 3): try benchProgram(path: args[2])
default:
    FileHandle.standardError.write(Data("usage: gym-timer-bench history PATH SETS YEARS | search PATH | volume PATH | program FILE\n".utf8))
    exit(64)
}
