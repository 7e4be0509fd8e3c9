import Foundation
import GRDB

/// Estimated one-rep max by Epley: weight × (1 + reps / 30); a single is its own weight.
public enum Epley {
    public static func oneRepMax(weightKg: Double, reps: Int) -> Double {
        reps == 1 ? weightKg : weightKg * (1 + Double(reps) / 30)
    }

    /// The most reps a set may have for its estimated 1RM to count, unless
    /// the lifter sets another (`maxReps(_:)`): past about twelve, reps say
    /// more about endurance than about strength, and a set of 30 would
    /// "estimate" twice its weight. Such sets still hold rep records.
    public static let defaultMaxReps = 12
    public static let allowedMaxReps = 1...30

    /// The cap in force in a log (`AppDatabase.useE1rmMaxReps`).
    static func maxReps(_ db: Database) throws -> Int {
        try Setting.get(db, .e1rmMaxReps).flatMap { Int($0) } ?? defaultMaxReps
    }

    /// The estimated 1RM of a set, nil past `maxReps` reps: the one figure
    /// records, progress, history and summaries all use.
    public static func estimate(weightKg: Double, reps: Int, maxReps: Int = defaultMaxReps) -> Double? {
        weightKg > 0 && reps > 0 && reps <= maxReps ? oneRepMax(weightKg: weightKg, reps: reps) : nil
    }

    /// The same, as SQL over `workoutSet` columns (NULL where it does not apply).
    static func sql(_ table: String, maxReps: Int) -> String {
        sql(load: "\(table).weightKg", reps: "\(table).reps", maxReps: maxReps)
    }

    /// The same over any load expression (`BodyLoad.sql` for bodyweight movements).
    static func sql(load: String, reps: String, maxReps: Int) -> String {
        "CASE WHEN \(load) > 0 AND \(reps) > 0 AND \(reps) <= \(maxReps) THEN (CASE WHEN \(reps) = 1 THEN \(load) ELSE \(load) * (1 + \(reps) / 30.0) END) END"
    }
}

/// Training consistency and records: workouts per ISO week, streaks of
/// weeks with at least one workout, the best estimated 1RM per exercise, and
/// the rest actually taken against the rest configured.
public struct TrainingStats: Sendable {
    public struct Week: Sendable, Equatable {
        public var start: Date
        public var workouts: Int
    }
    public struct Record: Sendable {
        public var exercise: Exercise
        public var oneRepMaxKg: Double
        public var set: WorkoutSet
    }
    public struct Rest: Sendable {
        public var exercise: Exercise
        /// The rest taken, on average, before the sets that record one.
        public var averageSeconds: Double
        public var sets: Int
        /// Over the sets the rest timer gave a rest before: that rest and
        /// the rest taken, on average, and how many sets (0: none did).
        public var given: (seconds: Double, taken: Double, sets: Int)?
    }

    /// Oldest first: the weeks ending with the week containing `now`, or,
    /// when those hold no workout but earlier weeks do (a history imported
    /// from an app used until months ago), the weeks ending with the last
    /// week that has one, so the chart shows training rather than zeros.
    public var weeks: [Week]
    /// `weeks` end at the last week with a workout, before this week.
    public var endsAtLastWorkout: Bool
    /// Consecutive weeks with a workout up to this week (or last week, while
    /// this one has none yet).
    public var currentStreak: Int
    public var longestStreak: Int
    public var totalWorkouts: Int
    public var records: [Record]
    public var rest: [Rest]

    public static func compute(_ database: AppDatabase, now: Date = Date(), weeks count: Int = 12) throws -> TrainingStats {
        try database.writer.read { try compute($0, now: now, weeks: count) }
    }

    static func compute(_ db: Database, now: Date = Date(), weeks count: Int = 12) throws -> TrainingStats {
        let starts = try Date.fetchAll(db, sql: "SELECT startedAt FROM workout")
        var perWeek: [Date: Int] = [:]
        for date in starts { perWeek[ISOWeek.range(containing: date).0, default: 0] += 1 }
        let calendar = ISOWeek.calendar
        let thisWeek = ISOWeek.range(containing: now).0
        func chart(endingAt last: Date) -> [Week] {
            (0..<count).reversed().map { back -> Week in
                let start = calendar.date(byAdding: .weekOfYear, value: -back, to: last)!
                return Week(start: start, workouts: perWeek[start] ?? 0)
            }
        }
        var weeks = chart(endingAt: thisWeek)
        let lastWeekWithWorkout = perWeek.keys.filter { $0 < thisWeek }.max()
        let endsAtLastWorkout = weeks.allSatisfy { $0.workouts == 0 } && lastWeekWithWorkout != nil
        if endsAtLastWorkout, let lastWeekWithWorkout { weeks = chart(endingAt: lastWeekWithWorkout) }
        var current = 0
        var week = perWeek[thisWeek] == nil ? calendar.date(byAdding: .weekOfYear, value: -1, to: thisWeek)! : thisWeek
        while perWeek[week] != nil {
            current += 1
            week = calendar.date(byAdding: .weekOfYear, value: -1, to: week)!
        }
        var longest = 0
        var run = 0
        var previous: Date?
        for start in perWeek.keys.sorted() {
            if let previous, calendar.date(byAdding: .weekOfYear, value: 1, to: previous) == start { run += 1 } else { run = 1 }
            longest = max(longest, run)
            previous = start
        }

        // The load as records count it: the body weight's share on a
        // bodyweight movement once a weigh-in is recorded (`BodyLoad`).
        var load = "s.weightKg"
        if try BodyweightEntry.fetchCount(db) > 0 {
            let moving = try Exercise.filter(sql: "type IN ('bodyweight_reps', 'weighted_bodyweight', 'assisted_bodyweight')")
                .fetchAll(db).filter { BodyLoad.share($0) != nil }
            if !moving.isEmpty {
                load = "(CASE s.exerciseId " + moving.map { "WHEN '\($0.id)' THEN \(BodyLoad.sql("s", exercise: $0))" }
                    .joined(separator: " ") + " ELSE s.weightKg END)"
            }
        }
        let e1rm = Epley.sql(load: load, reps: "s.reps", maxReps: try Epley.maxReps(db))
        let best = try Row.fetchAll(db, sql: """
            SELECT s.*, e1rm FROM (
                SELECT s.id, \(e1rm) AS e1rm,
                       ROW_NUMBER() OVER (PARTITION BY s.exerciseId ORDER BY \(e1rm) DESC, s.loggedAt) AS rank
                FROM workoutSet s WHERE s.kind <> 'warmup' AND s.reps > 0
            ) b JOIN workoutSet s ON s.id = b.id WHERE b.rank = 1 AND e1rm IS NOT NULL ORDER BY e1rm DESC
            """)
        let restRows = try Row.fetchAll(db, sql: """
            SELECT exerciseId, AVG(restBeforeSeconds) AS average, COUNT(*) AS sets,
                   AVG(restGivenSeconds) AS given, AVG(CASE WHEN restGivenSeconds IS NOT NULL THEN restBeforeSeconds END) AS takenWhereGiven,
                   COUNT(restGivenSeconds) AS givenSets
            FROM workoutSet WHERE restBeforeSeconds IS NOT NULL GROUP BY exerciseId ORDER BY COUNT(*) DESC
            """)
        let ids = Set(best.map { $0["exerciseId"] as String } + restRows.map { $0["exerciseId"] as String })
        let exercises = Dictionary(uniqueKeysWithValues: try Exercise.fetchAll(db, keys: ids).map { ($0.id, $0) })
        let records = try best.compactMap { row -> Record? in
            guard let exercise = exercises[row["exerciseId"]] else { return nil }
            return Record(exercise: exercise, oneRepMaxKg: row["e1rm"], set: try WorkoutSet(row: row))
        }
        let rest = restRows.compactMap { row -> Rest? in
            exercises[row["exerciseId"]].map { exercise in
                let givenSets: Int = row["givenSets"]
                return Rest(exercise: exercise, averageSeconds: row["average"], sets: row["sets"],
                            given: givenSets == 0 ? nil : (row["given"], row["takenWhereGiven"], givenSets))
            }
        }
        return TrainingStats(weeks: weeks, endsAtLastWorkout: endsAtLastWorkout, currentStreak: current, longestStreak: longest,
                             totalWorkouts: starts.count, records: records, rest: rest)
    }
}
