import GRDB

/// A set that beat what came before it on the same exercise: its estimated
/// 1RM, the weight lifted for that many reps, or the reps done at that
/// weight. Warm-ups neither set nor hold records. A first ever set of an
/// exercise beats nothing and is no record.
public struct PersonalRecord: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case e1rm
        case weightAtReps = "weight_at_reps"
        case repsAtWeight = "reps_at_weight"
    }

    public var kind: Kind
    public var setId: Int64
    /// Kilograms for `e1rm` and `weightAtReps`, reps for `repsAtWeight`.
    public var value: Double
    public var previous: Double
    /// The reps (`weightAtReps`) or weight in kg (`repsAtWeight`) it is a record at.
    public var at: Double?
    /// A record at this gym that is not one over every gym.
    public var gymOnly: Bool
    /// On a bodyweight movement, loads count the body weight's share and
    /// `at` (for `repsAtWeight`) is the weight added to the body (0: none).
    public var bodyweight = false

    enum CodingKeys: String, CodingKey { case kind, setId = "set_id", value, previous, at, gymOnly = "gym_only", bodyweight }

    /// Finds the records among `sets`, just written, of `exercise` at gym
    /// `gymId`: each compared with every earlier working set, and with the
    /// sets before it in `sets`. One query per set over the exercise's rows.
    /// On a bodyweight movement the load counts the body weight's share
    /// (`BodyLoad`); reps at a weight compare sets with the same added weight.
    static func detect(_ db: Database, exercise: Exercise, gymId: Int64, sets: [WorkoutSet]) throws -> [PersonalRecord] {
        let ids = sets.compactMap(\.id)
        guard !ids.isEmpty else { return [] }
        let loadOf = try BodyLoad.loader(db, exercise: exercise)
        let load = BodyLoad.sql("s", exercise: exercise)
        let countsBody = try BodyLoad.share(exercise) != nil && BodyweightEntry.fetchCount(db) > 0
        var records: [PersonalRecord] = []
        for set in sets where set.kind.isWorking {
            guard let weight = loadOf(set), let reps = set.reps, weight > 0, reps > 0, let id = set.id else { continue }
            let added = set.weightKg ?? 0
            // Compared with everything before it: this log's earlier sets count, its later ones not.
            let excluded = ids.filter { $0 >= id }
            let placeholders = excluded.map { _ in "?" }.joined(separator: ",")
            let row = try Row.fetchOne(db, sql: """
                SELECT MAX(\(Epley.sql(load: load, reps: "s.reps"))) AS e1rm,
                       MAX(CASE WHEN s.reps = ? THEN \(load) END) AS weightAtReps,
                       MAX(CASE WHEN COALESCE(s.weightKg, 0) = ? THEN s.reps END) AS repsAtWeight,
                       MAX(CASE WHEN w.gymId = ? THEN \(Epley.sql(load: load, reps: "s.reps")) END) AS gymE1rm,
                       MAX(CASE WHEN w.gymId = ? AND s.reps = ? THEN \(load) END) AS gymWeightAtReps,
                       MAX(CASE WHEN w.gymId = ? AND COALESCE(s.weightKg, 0) = ? THEN s.reps END) AS gymRepsAtWeight,
                       COUNT(*) AS earlierSets
                FROM workoutSet s JOIN workout w ON w.id = s.workoutId
                WHERE s.exerciseId = ? AND s.kind != 'warmup' AND s.id NOT IN (\(placeholders))
                """, arguments: StatementArguments([reps, added, gymId, gymId, reps, gymId, added, exercise.id] as [any DatabaseValueConvertible]) + StatementArguments(excluded))
            guard let row, (row["earlierSets"] as Int? ?? 0) > 0 else { continue }
            let e1rm = Epley.oneRepMax(weightKg: weight, reps: reps)
            func check(_ kind: Kind, _ value: Double, overall: Double?, gym: Double?, at: Double?) {
                if let overall, value > overall + 1e-9 {
                    records.append(PersonalRecord(kind: kind, setId: id, value: value, previous: overall, at: at, gymOnly: false, bodyweight: countsBody))
                } else if let gym, value > gym + 1e-9 {
                    records.append(PersonalRecord(kind: kind, setId: id, value: value, previous: gym, at: at, gymOnly: true, bodyweight: countsBody))
                }
            }
            check(.e1rm, e1rm, overall: row["e1rm"], gym: row["gymE1rm"], at: nil)
            check(.weightAtReps, weight, overall: row["weightAtReps"], gym: row["gymWeightAtReps"], at: Double(reps))
            check(.repsAtWeight, Double(reps), overall: (row["repsAtWeight"] as Int?).map(Double.init),
                  gym: (row["gymRepsAtWeight"] as Int?).map(Double.init), at: added)
        }
        return records
    }
}
