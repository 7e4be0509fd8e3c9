import Foundation
import GRDB
import Notation

/// A body-weight measurement.
public struct BodyweightEntry: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var measuredAt: Date
    public var kg: Double

    public static let databaseTableName = "bodyweight"
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// Body weight over time, and the load it puts on bodyweight movements.
public struct BodyweightLog: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    public static let plausibleKg = 20.0...400.0

    /// Records `kg` measured at `at` (durable when this returns). A
    /// weigh-in from the past (`bodyweight 81.4 --date 2024-03-01`) counts
    /// for the sets from then on; `now`, when given, refuses one after it.
    @discardableResult
    public func record(_ kg: Double, at: Date = Date(), notAfter now: Date? = nil) throws -> BodyweightEntry {
        guard Self.plausibleKg.contains(kg) else { throw WorkoutError.weightOutOfRange(
            what: "body weight", low: Mass(kilograms: Self.plausibleKg.lowerBound), high: Mass(kilograms: Self.plausibleKg.upperBound), lowIncluded: true) }
        if let now, at > now.addingTimeInterval(60) {
            throw WorkoutError.invalidInput("a weigh-in cannot be in the future (\(LocalTime.iso8601(at.timeIntervalSince1970).prefix(16)))")
        }
        return try database.write { db in
            var entry = BodyweightEntry(id: nil, measuredAt: at, kg: kg)
            try entry.insert(db)
            return entry
        }
    }

    /// Measurements, newest first, at most `limit`.
    public func history(limit: Int = 20) throws -> [BodyweightEntry] {
        guard limit >= 1 else { throw WorkoutError.invalidInput("the limit must be at least 1") }
        return try database.writer.read { db in
            try BodyweightEntry.order(Column("measuredAt").desc).limit(limit).fetchAll(db)
        }
    }
}

/// How much of the lifter's body weight a bodyweight movement moves, where
/// studies measured it: a standard push-up puts about 64% of body mass on
/// the hands, 49% from the knees, 41% with hands raised 61 cm and 74% with
/// feet raised 61 cm (Ebben et al. 2011, J Strength Cond Res 25(10)); pull-
/// ups, chin-ups and dips lift the whole body and count it whole, as
/// strength standards do. Other movements count no body weight unless the
/// lifter sets a share (`exercises edit --bodyweight-share`).
public enum BodyLoad {
    static let shares: [String: Double] = [
        "push_up": 0.64, "push_up_weighted": 0.64, "push_up_knees": 0.49,
        "incline_push_up": 0.41, "decline_push_up": 0.74,
        "pull_up": 1, "pull_up_assisted": 1, "pull_up_band": 1, "pull_up_weighted": 1, "wide_pull_up": 1, "neutral_grip_pull_up": 1,
        "chin_up": 1, "chin_up_assisted": 1, "chin_up_weighted": 1,
        "chest_dip": 1, "chest_dip_assisted": 1, "chest_dip_weighted": 1, "triceps_dip": 1, "triceps_dip_assisted": 1,
    ]

    /// The share of body weight `exercise` moves, nil when it counts none.
    public static func share(_ exercise: Exercise) -> Double? {
        guard exercise.type.isBodyweight else { return nil }
        return exercise.bodyweightShare ?? shares[exercise.id]
    }

    /// Which body weight `exercise`'s sets count, said wherever its loads
    /// are shown: nil when they count none (no share, or no weigh-in yet);
    /// else the first weigh-in, which sets logged before it use.
    public static func basis(_ db: Database, _ exercise: Exercise) throws -> BodyweightEntry? {
        guard share(exercise) != nil else { return nil }
        return try BodyweightEntry.order(Column("measuredAt")).fetchOne(db)
    }

    /// Whether `exercise`'s loads count body weight now: it moves a share of
    /// it and a weigh-in is recorded.
    static func counts(_ db: Database, _ exercise: Exercise) throws -> Bool {
        try share(exercise) != nil && BodyweightEntry.fetchCount(db) > 0
    }

    /// The body weight in effect at `table`'s `loggedAt`: the latest
    /// measurement then, else the first one ever (a set logged before any
    /// weigh-in still counts the body that lifted it).
    static func bodyweightSQL(_ table: String) -> String {
        """
        COALESCE((SELECT b.kg FROM bodyweight b WHERE b.measuredAt <= \(table).loggedAt ORDER BY b.measuredAt DESC LIMIT 1),
                 (SELECT b.kg FROM bodyweight b ORDER BY b.measuredAt LIMIT 1))
        """
    }

    /// A set's load in kg as SQL over `table`'s columns: the external weight,
    /// plus the body weight's share for a bodyweight movement once a body
    /// weight is recorded.
    static func sql(_ table: String, exercise: Exercise) -> String {
        guard let share = share(exercise) else { return "\(table).weightKg" }
        let body = bodyweightSQL(table)
        return "(CASE WHEN \(body) IS NULL THEN \(table).weightKg ELSE \(share) * \(body) + COALESCE(\(table).weightKg, 0) END)"
    }

    /// The same in Swift, for sets of one exercise: `load(set)` reads the
    /// body-weight series once.
    static func loader(_ db: Database, exercise: Exercise) throws -> (WorkoutSet) -> Double? {
        guard let share = share(exercise) else { return { $0.weightKg } }
        let series = try BodyweightEntry.order(Column("measuredAt")).fetchAll(db)
        guard let first = series.first else { return { $0.weightKg } }
        return { set in
            let body = series.last { $0.measuredAt <= set.loggedAt } ?? first
            return share * body.kg + (set.weightKg ?? 0)
        }
    }

    /// The estimated 1RM of a set whose load is `load`.
    static func e1rm(_ set: WorkoutSet, load: Double?, maxReps: Int) -> Double? {
        guard let load, let reps = set.reps else { return nil }
        return Epley.estimate(weightKg: load, reps: reps, maxReps: maxReps)
    }
}
