import GRDB

/// A set that beat what came before it on the same exercise: its estimated
/// 1RM, the weight lifted for that many reps, or the reps done at that
/// weight. Warm-ups neither set nor hold records. A first ever set of an
/// exercise beats nothing and is no record.
///
/// The rule for the last two, the one `log`, the rest notification, the
/// end-of-workout summary and `records` (`RecordTable`) all follow: a set
/// proves its weight for fewer reps, and its reps at a lighter weight. So
/// W × R is a weight record at R reps only if no earlier set of R reps or
/// more was as heavy, and a rep record at W only if no earlier set at W or
/// heavier had as many reps: 9 reps at 140 lb is no record after 254 lb ×
/// 10, nor 82.5 kg × 5 after 87.5 kg × 7.
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

    enum CodingKeys: String, CodingKey {
        case kind, setId = "set_id", value, previous, valueUnit = "value_unit", at, atUnit = "at_unit", gymOnly = "gym_only", bodyweight
    }

    public init(kind: Kind, setId: Int64, value: Double, previous: Double, at: Double?, gymOnly: Bool, bodyweight: Bool = false) {
        (self.kind, self.setId, self.value, self.previous, self.at, self.gymOnly, self.bodyweight)
            = (kind, setId, value, previous, at, gymOnly, bodyweight)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(kind: try c.decode(Kind.self, forKey: .kind), setId: try c.decode(Int64.self, forKey: .setId),
                  value: try c.decode(Double.self, forKey: .value), previous: try c.decode(Double.self, forKey: .previous),
                  at: try c.decodeIfPresent(Double.self, forKey: .at), gymOnly: try c.decode(Bool.self, forKey: .gymOnly),
                  bodyweight: try c.decodeIfPresent(Bool.self, forKey: .bodyweight) ?? false)
    }

    /// What `value` and `previous` count, and what `at` does: `kg` or `reps`.
    var valueUnit: String { kind == .repsAtWeight ? "reps" : "kg" }
    var atUnit: String? {
        switch kind {
        case .e1rm: nil
        case .weightAtReps: "reps"
        case .repsAtWeight: "kg"
        }
    }

    /// Every key, `at` null for an e1RM record; each number says what it
    /// counts (`value_unit`, `at_unit`), so no script guesses from `kind`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(setId, forKey: .setId)
        try c.encode(value, forKey: .value)
        try c.encode(previous, forKey: .previous)
        try c.encode(valueUnit, forKey: .valueUnit)
        try c.encode(at, forKey: .at)
        try c.encode(atUnit, forKey: .atUnit)
        try c.encode(gymOnly, forKey: .gymOnly)
        try c.encode(bodyweight, forKey: .bodyweight)
    }

    /// Finds the records among `sets` of `exercise` done at gym `gymId`, in
    /// order: each compared with every earlier working set of the exercise
    /// and with the sets before it in `sets`. `sets` are not in the log yet
    /// (`log` asks before writing them), or all belong to workout
    /// `excluding`, which is left out of what came before. Returns each
    /// record with the index of its set in `sets`.
    ///
    /// What came before is read without touching every set: the best e1RM
    /// from the ledger (a row per session), the best weight at some reps or
    /// more and the most reps at some weight or heavier from an index on
    /// working sets. On a
    /// bodyweight movement the load counts the body weight's share
    /// (`BodyLoad`), which changes over time, so its sets are read instead;
    /// reps at a weight compare sets with as much added weight or more.
    static func detect(_ db: Database, exercise: Exercise, gymId: Int64, sets: [WorkoutSet],
                       excluding workoutId: Int64? = nil) throws -> [(index: Int, record: PersonalRecord)] {
        let loadOf = try BodyLoad.loader(db, exercise: exercise)
        let cap = try Epley.maxReps(db)
        let working = sets.indices.filter { sets[$0].kind.isWorking }
        guard !working.isEmpty else { return [] }
        let countsBody = try BodyLoad.counts(db, exercise)
        var before = try Earlier(db, exercise: exercise, gymId: gymId, excluding: workoutId, countsBody: countsBody,
                                 reps: Set(working.compactMap { sets[$0].reps }),
                                 weights: Set(working.map { sets[$0].weightKg ?? 0 }))
        var records: [(index: Int, record: PersonalRecord)] = []
        for i in working {
            let set = sets[i]
            defer { before.any = true }
            guard let load = loadOf(set), let reps = set.reps, load > 0, reps > 0 else { continue }
            let added = set.weightKg ?? 0
            let e1rm = Epley.estimate(weightKg: load, reps: reps, maxReps: cap)
            defer { before.add(e1rm: e1rm, load: load, reps: reps, added: added) }
            guard before.any else { continue }
            func check(_ kind: Kind, _ value: Double, _ best: Earlier.Best, at: Double?) {
                if let overall = best.overall, value > overall + 1e-9 {
                    records.append((i, PersonalRecord(kind: kind, setId: set.id ?? 0, value: value, previous: overall, at: at,
                                                      gymOnly: false, bodyweight: countsBody)))
                } else if let gym = best.gym, value > gym + 1e-9 {
                    records.append((i, PersonalRecord(kind: kind, setId: set.id ?? 0, value: value, previous: gym, at: at,
                                                      gymOnly: true, bodyweight: countsBody)))
                }
            }
            if let e1rm { check(.e1rm, e1rm, before.e1rm, at: nil) }
            check(.weightAtReps, load, before.atReps[reps] ?? .init(), at: Double(reps))
            check(.repsAtWeight, Double(reps), before.atWeight[added] ?? .init(), at: added)
        }
        return records
    }
}

/// The partial index on working sets that `PersonalRecord.detect` walks,
/// by exercise, reps and weight: the best weight at some reps, and the
/// most reps at some weight (probing each rep count, most first). A bulk
/// import drops and rebuilds it, as it does the other set indexes.
enum RecordIndexes {
    static let create = """
        CREATE INDEX IF NOT EXISTS workoutSet_records ON workoutSet(exerciseId, reps, weightKg, workoutId) WHERE kind <> 'warmup';
        """
    static let drop = "DROP INDEX IF EXISTS workoutSet_records;"
}

/// What came before the sets `PersonalRecord.detect` looks at: whether any
/// working set did, and the bests over every gym and at this one, for the reps
/// and weights it needs; updated as each set is looked at.
private struct Earlier {
    struct Best {
        var overall: Double?
        var gym: Double?

        mutating func raise(_ value: Double) {
            overall = max(overall ?? value, value)
            gym = max(gym ?? value, value)
        }
    }

    /// Whether any working set came before (a first ever set is no record).
    var any: Bool
    var e1rm = Best()
    var atReps: [Int: Best] = [:]
    var atWeight: [Double: Best] = [:]

    init(_ db: Database, exercise: Exercise, gymId: Int64, excluding: Int64?, countsBody: Bool, reps: Set<Int>, weights: Set<Double>) throws {
        // With one gym, its bests are the overall ones: no per-gym reads.
        let oneGym = try Gym.fetchCount(db) <= 1
        if countsBody {
            // Loads depend on the body weight at each set: read the sets.
            let load = BodyLoad.sql("s", exercise: exercise)
            let e1rm = Epley.sql(load: load, reps: "s.reps", maxReps: try Epley.maxReps(db))
            let from = """
                FROM workoutSet s JOIN workout w ON w.id = s.workoutId
                WHERE s.exerciseId = ? AND s.kind <> 'warmup' AND s.workoutId IS NOT ?
                """
            let row = try Row.fetchOne(db, sql: "SELECT COUNT(*) AS n, MAX(\(e1rm)) AS best, MAX(CASE WHEN w.gymId = ? THEN \(e1rm) END) AS gym \(from)",
                                       arguments: [gymId, exercise.id, excluding])!
            any = (row["n"] as Int) > 0
            self.e1rm = Best(overall: row["best"], gym: row["gym"])
            for r in reps {
                let row = try Row.fetchOne(db, sql: "SELECT MAX(\(load)) AS best, MAX(CASE WHEN w.gymId = ? THEN \(load) END) AS gym \(from) AND s.reps >= ?",
                                           arguments: [gymId, exercise.id, excluding, r])!
                atReps[r] = Best(overall: row["best"], gym: row["gym"])
            }
            for weight in weights {
                let row = try Row.fetchOne(db, sql: "SELECT MAX(s.reps) AS best, MAX(CASE WHEN w.gymId = ? THEN s.reps END) AS gym \(from) AND COALESCE(s.weightKg, 0) >= ?",
                                           arguments: [gymId, exercise.id, excluding, weight])!
                atWeight[weight] = Best(overall: (row["best"] as Int?).map(Double.init), gym: (row["gym"] as Int?).map(Double.init))
            }
            return
        }
        // The ledger's index holds each session's best e1RM in order: the
        // first row walking down is the best (at this gym: the first there).
        any = try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM workoutVolume WHERE exerciseId = ? AND warmup = 0 AND workoutId IS NOT ?)
            """, arguments: [exercise.id, excluding])!
        let bestSQL = """
            SELECT v.bestE1rm FROM workoutVolume v %@
            WHERE v.exerciseId = ? AND v.warmup = 0 AND v.bestE1rm IS NOT NULL AND v.workoutId IS NOT ? %@
            ORDER BY v.bestE1rm DESC LIMIT 1
            """
        let best = try Double.fetchOne(db, sql: bestSQL.replacingOccurrences(of: "%@", with: ""), arguments: [exercise.id, excluding])
        let parts = bestSQL.components(separatedBy: "%@")
        e1rm = Best(overall: best, gym: oneGym || best == nil ? best : try Double.fetchOne(
            db, sql: parts[0] + "JOIN workout w ON w.id = v.workoutId" + parts[1] + "AND w.gymId = ?" + parts[2],
            arguments: [exercise.id, excluding, gymId]))
        // The heaviest weight at those reps or more: stepping up the index's
        // rep counts from there (`RecordIndexes`), the heaviest at each one
        // seek, rather than reading every set of those counts (most sets of
        // a lift: 8 ms a log on ten years of bench press).
        let atRepsSQL = """
            WITH RECURSIVE counts(reps) AS (
                SELECT MIN(reps) FROM workoutSet WHERE exerciseId = ?1 AND kind <> 'warmup' AND reps >= ?2
                UNION ALL
                SELECT (SELECT MIN(reps) FROM workoutSet WHERE exerciseId = ?1 AND kind <> 'warmup' AND reps > c.reps) FROM counts c WHERE c.reps IS NOT NULL)
            SELECT MAX((SELECT MAX(s.weightKg) FROM workoutSet s %@
                WHERE s.exerciseId = ?1 AND s.reps = c.reps AND s.kind <> 'warmup' AND s.weightKg > 0 AND s.workoutId IS NOT ?3 %@)) FROM counts c
            """
        // The most reps at a weight or heavier: down the index's rep counts,
        // the first one done that heavy (a few dozen rep counts at most).
        let atWeightSQL = """
            SELECT EXISTS (SELECT 1 FROM workoutSet s %@
                WHERE s.exerciseId = ? AND s.reps = ? AND s.weightKg >= ? AND s.kind <> 'warmup' AND s.workoutId IS NOT ? %@)
            """
        let fewerReps = "SELECT MAX(reps) FROM workoutSet WHERE exerciseId = ? AND kind <> 'warmup' AND reps > 0 AND reps < ?"
        func mostReps(at weight: Double, gym: Bool) throws -> Int? {
            var below = Int.max
            while let reps = try Int.fetchOne(db, sql: fewerReps, arguments: [exercise.id, below]) {
                let sql = gym ? atGym(atWeightSQL) : overall(atWeightSQL)
                let arguments: StatementArguments = gym ? [exercise.id, reps, weight, excluding, gymId] : [exercise.id, reps, weight, excluding]
                if try Bool.fetchOne(db, sql: sql, arguments: arguments)! { return reps }
                below = reps
            }
            return nil
        }
        func overall(_ sql: String) -> String {
            sql.replacingOccurrences(of: "%@", with: "")
        }
        func atGym(_ sql: String) -> String {
            let parts = sql.components(separatedBy: "%@")
            return parts[0] + "JOIN workout w ON w.id = s.workoutId" + parts[1] + "AND w.gymId = ?" + parts[2]
        }
        for r in reps {
            let best = try Double.fetchOne(db, sql: overall(atRepsSQL), arguments: [exercise.id, r, excluding])
            let gym = oneGym || best == nil ? best
                : try Double.fetchOne(db, sql: atGym(atRepsSQL).replacingOccurrences(of: "w.gymId = ?", with: "w.gymId = ?4"), arguments: [exercise.id, r, excluding, gymId])
            atReps[r] = Best(overall: best, gym: gym)
        }
        for weight in weights where weight > 0 {
            let best = try mostReps(at: weight, gym: false)
            let gym = oneGym || best == nil ? best : try mostReps(at: weight, gym: true)
            atWeight[weight] = Best(overall: best.map(Double.init), gym: gym.map(Double.init))
        }
    }

    /// A set looked at is before the next ones (it was done at this gym):
    /// it holds its load at its reps and fewer, its reps at its weight and lighter.
    mutating func add(e1rm: Double?, load: Double, reps: Int, added: Double) {
        if let e1rm { self.e1rm.raise(e1rm) }
        atReps[reps, default: Best()].raise(load)
        for r in atReps.keys where r < reps { atReps[r]!.raise(load) }
        atWeight[added, default: Best()].raise(Double(reps))
        for w in atWeight.keys where w < added { atWeight[w]!.raise(Double(reps)) }
    }
}
