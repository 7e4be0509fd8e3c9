import Foundation
import GRDB

/// Training volume per muscle and muscle group over a date range, counting
/// fractional sets: each working set adds the exercise's contribution weight
/// to every muscle it works (Pelland et al. 2024 found fractional counting
/// the best-supported way to count indirect sets).
///
/// - sets = Σ contribution per set
/// - reps = Σ reps × contribution
/// - load = Σ kg × reps × contribution, external weight only (bodyweight and
///   assistance count no load; added weight on a weighted exercise does)
///
/// A group counts a set at most once: its contribution is the largest
/// among its muscles for that exercise, not their sum. A squat works three
/// vasti at 1.0 and rectus femoris at 0.5, and is one set for the quads —
/// the unit the MEV/MAV/MRV landmarks are stated in — not 3.5.
///
/// Which totals are judged against which landmarks is `verdicts(catalog:)`.
public struct VolumeReport: Sendable, Equatable {
    public struct Totals: Sendable, Equatable {
        public var sets = 0.0
        public var reps = 0.0
        public var load = 0.0
    }

    public var from: Date
    /// Exclusive end.
    public var to: Date
    public var muscles: [String: Totals]
    public var groups: [String: Totals]
    /// Per muscle, sets of exercises in which it is a prime mover (it has
    /// the exercise's largest weight), at that weight: what landmarks
    /// stated in direct sets count. An overhead press is a direct set for
    /// the front delts; a bench press, at 0.5, is not.
    public var directSets: [String: Double] = [:]

    /// Weeks covered, for comparing weekly averages with the landmarks.
    public var weeks: Double { max(1, (to.timeIntervalSince(from) / (7 * 86400)).rounded()) }

    /// Volume in `from..<to` from the training log.
    public static func compute(_ database: AppDatabase, from: Date, to: Date, includeWarmups: Bool) throws -> VolumeReport {
        let catalog = database.taxonomy
        return try database.writer.read { try compute($0, catalog: catalog, from: from, to: to, includeWarmups: includeWarmups) }
    }

    static func compute(_ db: Database, catalog: Taxonomy, from: Date, to: Date, includeWarmups: Bool) throws -> VolumeReport {
        // Sum the per-workout ledger in SQL, then spread over muscles: a week
        // or ten years cost the same few hundred multiplications in Swift.
        let rows = try Row.fetchAll(db, sql: """
            SELECT v.exerciseId AS exercise, SUM(v.sets) AS sets, SUM(v.reps) AS reps, SUM(v.load) AS load
            FROM workout w JOIN workoutVolume v ON v.workoutId = w.id
            WHERE w.startedAt >= ? AND w.startedAt < ? \(includeWarmups ? "" : "AND NOT v.warmup")
            GROUP BY v.exerciseId
            """, arguments: [StorageDate.text(from), StorageDate.text(to)])
        let (muscles, groups, directSets) = try spread(db, rows, catalog: catalog)
        return VolumeReport(from: from, to: to, muscles: muscles, groups: groups, directSets: directSets)
    }

    /// The working volume of one workout, per muscle and group.
    static func compute(_ db: Database, catalog: Taxonomy, workout: Workout) throws -> VolumeReport {
        let rows = try Row.fetchAll(db, sql: """
            SELECT exerciseId AS exercise, sets, reps, load FROM workoutVolume WHERE workoutId = ? AND NOT warmup
            """, arguments: [workout.id])
        let (muscles, groups, directSets) = try spread(db, rows, catalog: catalog)
        return VolumeReport(from: workout.startedAt, to: workout.endedAt ?? workout.startedAt,
                            muscles: muscles, groups: groups, directSets: directSets)
    }

    /// Per-exercise totals (`exercise`, `sets`, `reps`, `load`) spread over
    /// the muscles and groups each exercise works, and the direct sets of
    /// its prime movers.
    private static func spread(_ db: Database, _ rows: [Row], catalog: Taxonomy) throws
        -> (muscles: [String: Totals], groups: [String: Totals], directSets: [String: Double]) {
        var weights: [String: [String: Double]] = [:]
        for m in try ExerciseMuscle.fetchAll(db) { weights[m.exerciseId, default: [:]][m.muscleId] = m.weight }
        var muscles: [String: Totals] = [:], groups: [String: Totals] = [:], directSets: [String: Double] = [:]
        for row in rows {
            let exercise: String = row["exercise"]
            let sets: Double = row["sets"], reps: Double = row["reps"], load: Double = row["load"]
            let contributions = weights[exercise] ?? [:]
            let primeWeight = contributions.values.max()
            for (muscle, w) in contributions {
                muscles[muscle, default: Totals()].add(sets: sets * w, reps: reps * w, load: load * w)
                if w == primeWeight { directSets[muscle, default: 0] += sets * w }
            }
            for (group, w) in groupWeights(contributions, catalog: catalog) {
                groups[group, default: Totals()].add(sets: sets * w, reps: reps * w, load: load * w)
            }
        }
        return (muscles, groups, directSets)
    }

    /// An exercise's contribution to each muscle group: the largest of its
    /// muscles' weights in that group. Muscles outside the taxonomy (none
    /// today) count toward no group.
    public static func groupWeights(_ muscles: [String: Double], catalog: Taxonomy) -> [String: Double] {
        var groups: [String: Double] = [:]
        for (muscle, weight) in muscles {
            guard let group = catalog.muscle(muscle)?.group else { continue }
            groups[group] = max(groups[group] ?? 0, weight)
        }
        return groups
    }
}

extension VolumeReport.Totals {
    mutating func add(sets: Double, reps: Double, load: Double) {
        self.sets += sets
        self.reps += reps
        self.load += load
    }
}

/// ISO weeks (Monday to Sunday) in local time.
public enum ISOWeek {
    public static var calendar: Calendar {
        var c = Calendar(identifier: .iso8601)
        c.timeZone = .current
        return c
    }

    /// Monday 00:00 of the week containing `date`, and the next Monday.
    public static func range(containing date: Date) -> (Date, Date) {
        let c = calendar
        let start = c.dateInterval(of: .weekOfYear, for: date)!.start
        return (start, c.date(byAdding: .day, value: 7, to: start)!)
    }

    /// The week containing `date`, as `2026-W47`.
    public static func name(of date: Date) -> String {
        let c = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
        return String(format: "%04d-W%02d", c.yearForWeekOfYear!, c.weekOfYear!)
    }

    /// `2026-W47` → that week's Monday and the next Monday.
    public static func range(named text: String) throws(WorkoutError) -> (Date, Date) {
        let parts = text.uppercased().split(separator: "-W")
        guard parts.count == 2, let year = Int(parts[0]), let week = Int(parts[1]), (1...53).contains(week) else {
            throw .invalidInput("invalid week \"\(text)\"; use the form 2026-W47")
        }
        var comps = DateComponents()
        comps.yearForWeekOfYear = year
        comps.weekOfYear = week
        comps.weekday = 2
        guard let monday = calendar.date(from: comps) else { throw .invalidInput("invalid week \"\(text)\"") }
        return (monday, calendar.date(byAdding: .day, value: 7, to: monday)!)
    }

    /// The most weeks `lastWeeks` reaches back: ten years.
    public static let mostWeeks = 520

    /// The last `weeks` weeks up to the end of the week containing `now`:
    /// from a Monday 00:00 to the Monday after this week. `volume --last 4w`
    /// is this week and the three before it, whole weeks, whatever the day.
    public static func lastWeeks(_ weeks: Int, now: Date) throws(WorkoutError) -> (Date, Date) {
        guard (1...mostWeeks).contains(weeks) else {
            throw .invalidInput("the last \(weeks) weeks: use 1 to \(mostWeeks) weeks, such as 4w")
        }
        let end = range(containing: now).1
        return (calendar.date(byAdding: .day, value: -7 * weeks, to: end)!, end)
    }

    /// The days `first` through `last` (local dates, both whole): from
    /// `first`'s midnight to the midnight after `last`.
    public static func days(_ first: Date, through last: Date) throws(WorkoutError) -> (Date, Date) {
        guard first <= last else { throw .invalidInput("the first day is after the last: give them in order") }
        return (first, calendar.date(byAdding: .day, value: 1, to: last)!)
    }
}
