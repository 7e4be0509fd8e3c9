import Foundation
import GRDB
import Notation

/// A rep range planned for an exercise, `8-12` in `3x8-12`.
public struct RepRange: Sendable, Equatable, Codable {
    public var min: Int
    public var max: Int

    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }
}

/// One set to aim for: a weight (nil for bodyweight or unknown) and reps.
public struct SetTarget: Sendable, Equatable, Codable {
    public var weightKg: Double?
    public var reps: Int
    /// The recent best e1RM the weight was lowered to fit
    /// (`Progression.capped`), so the lifter can be told why.
    public var heldByOneRepMaxKg: Double?
    /// As many reps as the lifter can, at least `reps` (a program's `1x5+`).
    public var amrap = false
    /// The RPE the set is to reach, which the lifter says after it.
    public var rpe: Double?
    /// A program's name for the set (`top set`, `back-off`).
    public var label: String?

    public init(weightKg: Double?, reps: Int, heldByOneRepMaxKg: Double? = nil) {
        self.weightKg = weightKg
        self.reps = reps
        self.heldByOneRepMaxKg = heldByOneRepMaxKg
    }

    enum CodingKeys: String, CodingKey { case weightKg = "weight_kg", reps, heldByOneRepMaxKg = "held_by_e1rm_kg" }

    /// Every key always, `weight_kg` null for bodyweight or a weight still
    /// to choose, `held_by_e1rm_kg` null unless the e1RM bound lowered it.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(weightKg, forKey: .weightKg)
        try c.encode(reps, forKey: .reps)
        try c.encode(heldByOneRepMaxKg, forKey: .heldByOneRepMaxKg)
    }
}

/// Today's targets for one exercise, set by set, and why they are what they are.
public struct ExerciseTarget: Sendable, Equatable {
    public enum Basis: String, Sendable, Codable {
        /// No earlier session: the plan's weight and the bottom of its range.
        case plan
        /// Every working set reached the top of the range last time: heavier, reps back to the bottom.
        case progressed
        /// The range was not topped out: the same weight, one more rep.
        case moreReps = "more_reps"
        /// No range planned: what was done last time, again.
        case repeatLast = "repeat"
    }

    public var exercise: Exercise
    /// The working sets to do, in order.
    public var sets: [SetTarget]
    public var range: RepRange?
    public var incrementKg: Double
    public var basis: Basis
    /// The working sets of the session the targets come from (empty when none).
    public var lastSession: [WorkoutSet]
    /// The recent best e1RM that lowered a target (`Progression.capped`),
    /// so the lifter is told why the target is lighter than the plan.
    public var cappedByOneRepMaxKg: Double? { sets.lazy.compactMap(\.heldByOneRepMaxKg).first }

    /// The target of the working set after `done` working sets; past the
    /// planned sets, the last one again.
    public func target(afterWorkingSets done: Int) -> SetTarget? {
        sets.isEmpty ? nil : sets[min(done, sets.count - 1)]
    }
}

/// Double progression, the plan most lifting apps and coaches start people
/// on: work in a rep range at one weight; once every working set reaches the
/// top of the range, add the increment and start again at the bottom.
public enum Progression {
    /// The step a target goes up by when nothing more specific is set:
    /// the smallest pair of plates on a bar (2 × 1.25 kg, 2 × 2.5 lb), the
    /// next dumbbell (2 kg, 5 lb), else one stack plate or a pair of small plates.
    public static func defaultIncrement(equipment: String, unit: WeightUnit) -> Double {
        switch (equipment, unit) {
        case ("dumbbell", .kg): 2
        case ("kettlebell", .kg): 4
        case ("kettlebell", .lb): WeightUnit.lb.toKilograms(10)
        case (_, .kg): 2.5
        case (_, .lb): WeightUnit.lb.toKilograms(5)
        }
    }

    /// The targets for `count` working sets (nil: as many as last time) from
    /// `last`, the previous session's working sets in order (drop sets left
    /// out), and what the plan holds when there is no previous session. The
    /// weight goes up once at least `count` sets reached the top of the
    /// range, the heaviest set among them: that weight plus the increment,
    /// reps back to the bottom (a lighter set at the top of the range never
    /// makes the weight go down). Short of that, the
    /// sets at the top weight carry on, one more rep each up to the top (a
    /// lighter back-off set neither holds it back nor sets the reps). On a
    /// `bodyweight` movement with no weight added yet, progressing adds the
    /// increment to the body. With no previous session and no range,
    /// `plannedSets` (the working sets a template saved, one by one) are
    /// the targets, set by set. Pure, for tests.
    public static func targets(count: Int?, range: RepRange?, incrementKg: Double, last: [(weightKg: Double?, reps: Int?)],
                               planned: (weightKg: Double?, reps: Int?), plannedSets: [(weightKg: Double?, reps: Int?)] = [],
                               bodyweight: Bool = false) -> (sets: [SetTarget], basis: ExerciseTarget.Basis)? {
        let done = last.filter { $0.reps != nil }
        guard let n = count ?? (done.isEmpty ? nil : done.count), n > 0 else { return nil }
        let eachPlanned = plannedSets.filter { $0.reps != nil }
        if done.isEmpty, range == nil, !eachPlanned.isEmpty {
            return ((0..<n).map { i in
                let set = eachPlanned[min(i, eachPlanned.count - 1)]
                return SetTarget(weightKg: set.weightKg, reps: set.reps!)
            }, .plan)
        }
        guard !done.isEmpty else {
            guard let reps = range?.min ?? planned.reps else { return nil }
            return (Array(repeating: SetTarget(weightKg: planned.weightKg, reps: reps), count: n), .plan)
        }
        guard let range else {
            let sets = (0..<n).map { i in done[min(i, done.count - 1)] }
            return (sets.map { SetTarget(weightKg: $0.weightKg, reps: $0.reps!) }, .repeatLast)
        }
        let top = done.compactMap(\.weightKg).max()
        let topped = done.filter { $0.reps! >= range.max }
        let heaviestTopped = topped.compactMap(\.weightKg).max()
        if topped.count >= n, heaviestTopped == top {
            if let next = heaviestTopped.map({ $0 + incrementKg }) ?? (bodyweight ? incrementKg : nil) {
                return (Array(repeating: SetTarget(weightKg: next, reps: range.min), count: n), .progressed)
            }
        }
        let atTop = top == nil ? done : done.filter { $0.weightKg == top }
        let sets = (0..<n).map { i in
            let before = i < atTop.count ? atTop[i].reps! : range.min - 1
            return SetTarget(weightKg: top, reps: Swift.min(range.max, Swift.max(range.min, before + 1)))
        }
        return (sets, .moreReps)
    }

    /// The most a set of `reps` should weigh for a lifter whose estimated
    /// 1RM is `oneRepMaxKg`: Epley's estimate read backwards, the figure
    /// records use.
    public static func heaviest(reps: Int, oneRepMaxKg: Double) -> Double {
        reps <= 1 ? oneRepMaxKg : oneRepMaxKg / (1 + Double(reps) / 30)
    }

    /// The heaviest a target of `reps` may be for a lifter whose recent best
    /// estimated 1RM is `oneRepMaxKg`: one step past what the estimate
    /// allows, as a step is what progressing is — one rep more (the weight
    /// the estimate allows for one rep fewer) or one increment more,
    /// whichever is heavier. Pure, for tests.
    public static func limit(reps: Int, oneRepMaxKg: Double, incrementKg: Double) -> Double {
        max(heaviest(reps: max(1, reps - 1), oneRepMaxKg: oneRepMaxKg), heaviest(reps: reps, oneRepMaxKg: oneRepMaxKg) + incrementKg)
    }

    /// Targets bounded by what the lifter can do: none heavier than `limit`
    /// allows for its reps. Returns the targets and whether any was
    /// lowered. Pure, for tests.
    public static func capped(_ sets: [SetTarget], oneRepMaxKg: Double?, incrementKg: Double) -> (sets: [SetTarget], capped: Bool) {
        guard let oneRepMaxKg, oneRepMaxKg > 0 else { return (sets, false) }
        var lowered = false
        let bounded = sets.map { target in
            guard let weight = target.weightKg, weight > 0 else { return target }
            let limit = limit(reps: target.reps, oneRepMaxKg: oneRepMaxKg, incrementKg: incrementKg)
            guard weight > limit + 1e-6 else { return target }
            lowered = true
            return SetTarget(weightKg: limit, reps: target.reps, heldByOneRepMaxKg: oneRepMaxKg)
        }
        return (bounded, lowered)
    }

    /// Every target weight rounded down to one `round` can load, except a
    /// weight in `lifted` (the lifter has loaded it, so it is loadable
    /// wherever they did it). Pure, for tests.
    public static func loadable(_ sets: [SetTarget], lifted: Set<Double>, round: (Double) -> Double) -> [SetTarget] {
        sets.map { target in
            guard let weight = target.weightKg, weight > 0, !lifted.contains(weight) else { return target }
            var rounded = target
            rounded.weightKg = round(weight)
            return rounded
        }
    }

    /// Today's targets for `exercise` from the session of `previous`, its
    /// last working set before today (`WorkoutLog.previousSet`: at this gym
    /// when it has one, as a gym's own equipment is its own weight history),
    /// and `item`, its plan in the workout's template if any: bounded by
    /// the recent best e1RM and rounded down to what `loading` can load.
    /// Nil when there is nothing to aim at.
    static func target(_ db: Database, exercise: Exercise, item: TemplateBook.Plan.Item?, previous: WorkoutLog.PreviousSet?,
                       loading: Loading) throws -> ExerciseTarget? {
        guard exercise.type != .duration, exercise.type != .distanceDuration else { return nil }
        let last = try previous.map { p in
            try WorkoutSet.filter(sql: "workoutId = ? AND exerciseId = ? AND kind NOT IN ('warmup', 'drop')", arguments: [p.set.workoutId, exercise.id])
                .order(WorkoutSet.inOrder).fetchAll(db)
        } ?? []
        let increment = item?.incrementKg ?? exercise.incrementKg ?? defaultIncrement(equipment: exercise.equipment, unit: loading.unit)
        if let item, item.prescribed {
            // The program progresses it: its sets as prescribed, loadable.
            let sets = item.plannedSets.filter { $0.kind != .warmup && $0.reps != nil }.map { planned in
                var set = SetTarget(weightKg: planned.weightKg, reps: planned.reps!)
                set.amrap = planned.amrap ?? false
                set.rpe = planned.rpe
                set.label = planned.label
                return set
            }
            guard !sets.isEmpty else { return nil }
            var target = ExerciseTarget(exercise: exercise, sets: sets, range: nil, incrementKg: increment, basis: .plan, lastSession: last)
            if !exercise.type.isBodyweight {
                let (equipment, bar) = (exercise.equipment, exercise.barKg)
                target.sets = loadable(target.sets, lifted: Set(last.compactMap(\.weightKg))) {
                    loading.roundedDown(kg: $0, equipment: equipment, barKg: bar, stepKg: increment)
                }
            }
            return target
        }
        guard let (planned, basis) = targets(count: item?.sets, range: item?.range, incrementKg: increment,
                                             last: last.map { ($0.weightKg, $0.reps) },
                                             planned: (item?.weightKg, item?.reps),
                                             plannedSets: (item?.plannedSets ?? []).filter { $0.kind != .warmup }
                                                .map { ($0.weightKg, $0.reps) },
                                             bodyweight: exercise.type.isBodyweight) else { return nil }
        var target = ExerciseTarget(exercise: exercise, sets: planned, range: item?.range, incrementKg: increment, basis: basis,
                                    lastSession: last)
        let gym = try previous.flatMap { p in p.atSameGym ? try Int64.fetchOne(db, sql: "SELECT gymId FROM workout WHERE id = ?", arguments: [p.set.workoutId]) : nil }
        try target.bound(db, loading: loading, lifted: Set(last.compactMap(\.weightKg)), gym: gym)
        return target
    }

    /// How many of an exercise's latest sessions "recent" covers: enough
    /// to ride out one bad day, few enough that a lift not trained for
    /// months is judged on what the lifter did lately, not years ago.
    static let recentSessions = 5

    /// The best estimated 1RM of `exercise`'s working sets in its last
    /// `recentSessions` sessions (at `gym` when given: targets come from
    /// that gym's sessions, and its equipment is its own), the workout in
    /// progress included; nil when none has an estimate. Every rep count
    /// counts here: a long set overestimates, which only loosens a bound
    /// meant to catch targets far past the lifter.
    static func recentBestOneRepMax(_ db: Database, exercise: String, gym: Int64?) throws -> Double? {
        // The sessions are found newest first by stepping back through the
        // (exerciseId, loggedAt) index, one seek each: grouping every set
        // of a lift done for ten years would cost tens of milliseconds a log.
        // Their sets are read by workout (`+s.exerciseId`: SQLite would
        // otherwise pick the records index, which covers the query, and
        // read every set of the lift — 150 M instructions on ten years).
        try Double.fetchOne(db, sql: """
            WITH RECURSIVE recent(id, startedAt, n) AS (
                SELECT w.id, w.startedAt, 1 FROM workout w WHERE w.id = (
                    SELECT s.workoutId FROM workoutSet s JOIN workout g ON g.id = s.workoutId
                    WHERE s.exerciseId = ?1 AND s.kind <> 'warmup' AND (?3 IS NULL OR g.gymId = ?3)
                    ORDER BY s.loggedAt DESC LIMIT 1)
                UNION ALL
                SELECT w.id, w.startedAt, r.n + 1 FROM recent r JOIN workout w ON w.id = (
                    SELECT s.workoutId FROM workoutSet s JOIN workout g ON g.id = s.workoutId
                    WHERE s.exerciseId = ?1 AND s.kind <> 'warmup' AND s.loggedAt < r.startedAt AND (?3 IS NULL OR g.gymId = ?3)
                    ORDER BY s.loggedAt DESC LIMIT 1)
                WHERE r.n < ?2)
            SELECT MAX(\(Epley.sql("s", maxReps: Epley.allowedMaxReps.upperBound)))
            FROM recent r CROSS JOIN workoutSet s ON s.workoutId = r.id
            WHERE +s.exerciseId = ?1 AND s.kind <> 'warmup'
            """, arguments: [exercise, recentSessions, gym])
    }
}

extension ExerciseTarget {
    /// Bounds the targets by the recent best e1RM (a weighted lift only:
    /// a bodyweight movement's added weight is not its load) and rounds
    /// them down to loadable weights, keeping any weight in `lifted`.
    mutating func bound(_ db: Database, loading: Loading, lifted: Set<Double>, gym: Int64?) throws {
        if exercise.type == .weightReps, let best = try Progression.recentBestOneRepMax(db, exercise: exercise.id, gym: gym) {
            sets = Progression.capped(sets, oneRepMaxKg: best, incrementKg: incrementKg).sets
        }
        guard !exercise.type.isBodyweight else { return }
        let (equipment, bar, step) = (exercise.equipment, exercise.barKg, incrementKg)
        sets = Progression.loadable(sets, lifted: lifted) { loading.roundedDown(kg: $0, equipment: equipment, barKg: bar, stepKg: step) }
    }
}
