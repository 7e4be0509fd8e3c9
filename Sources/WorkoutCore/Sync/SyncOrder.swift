import GRDB

/// The order of sets in a workout, the same on every device: by the time
/// each was logged, then the place its own device gave it (`position`:
/// sets logged by one command share a time), then its uid. Two devices
/// logging into one workout before they synced both give their set the
/// next place; reading in this order, rather than by place alone, every
/// device lists, exports and labels the workout's sets alike.
enum SyncOrder {
    /// `ORDER BY` of the sets of a workout, oldest first. The `+` keeps the
    /// planner on the workout's index (a workout's few sets, sorted) rather
    /// than walking every set of an exercise in time order to find them
    /// (37 ms on a 500,000-set log).
    static let sets = "+loggedAt, position, uid, id"
    /// Newest first.
    static let setsLastFirst = "+loggedAt DESC, position DESC, uid DESC, id DESC"
    /// The same with each column of table alias `s`, for an exercise's sets
    /// across workouts: there the (exerciseId, loggedAt) index gives the
    /// time order, and only sets logged at one instant are sorted.
    static func sets(_ s: String, lastFirst: Bool = false) -> String {
        let d = lastFirst ? " DESC" : ""
        return "\(s).loggedAt\(d), \(s).position\(d), \(s).uid\(d), \(s).id\(d)"
    }

    /// Renumbers the places of one workout's sets in this order (two
    /// workouts merged into one).
    static func settle(_ db: Database, workout: Int64) throws {
        try db.execute(sql: """
            UPDATE workoutSet SET position = r.n
            FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY \(sets)) AS n FROM workoutSet WHERE workoutId = ?) r
            WHERE workoutSet.id = r.id AND workoutSet.position <> r.n
            """, arguments: [workout])
    }
}

extension WorkoutSet {
    /// Sets in their workout's order (`SyncOrder`), oldest first.
    static var inOrder: [any SQLOrderingTerm] { [SQL(sql: SyncOrder.sets)] }
    /// Newest first.
    static var lastFirst: [any SQLOrderingTerm] { [SQL(sql: SyncOrder.setsLastFirst)] }
}
