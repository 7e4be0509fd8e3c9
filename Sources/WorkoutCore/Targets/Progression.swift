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

    public init(weightKg: Double?, reps: Int) {
        self.weightKg = weightKg
        self.reps = reps
    }

    enum CodingKeys: String, CodingKey { case weightKg = "weight_kg", reps }

    /// Both keys always, `weight_kg` null for bodyweight or a weight still to choose.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(weightKg, forKey: .weightKg)
        try c.encode(reps, forKey: .reps)
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
    /// `last`, the previous session's working sets in order, and what the plan
    /// holds when there is no previous session. Only the sets at the top
    /// weight carry the progression (a lighter back-off set neither holds it
    /// back nor sets the reps). On a `bodyweight` movement with no weight
    /// added yet, progressing adds the increment to the body. Pure, for tests.
    public static func targets(count: Int?, range: RepRange?, incrementKg: Double, last: [(weightKg: Double?, reps: Int?)],
                               planned: (weightKg: Double?, reps: Int?),
                               bodyweight: Bool = false) -> (sets: [SetTarget], basis: ExerciseTarget.Basis)? {
        let done = last.filter { $0.reps != nil }
        guard let n = count ?? (done.isEmpty ? nil : done.count), n > 0 else { return nil }
        guard !done.isEmpty else {
            guard let reps = range?.min ?? planned.reps else { return nil }
            return (Array(repeating: SetTarget(weightKg: planned.weightKg, reps: reps), count: n), .plan)
        }
        guard let range else {
            let sets = (0..<n).map { i in done[min(i, done.count - 1)] }
            return (sets.map { SetTarget(weightKg: $0.weightKg, reps: $0.reps!) }, .repeatLast)
        }
        let top = done.compactMap(\.weightKg).max()
        let atTop = top == nil ? done : done.filter { $0.weightKg == top }
        let topped = atTop.count >= n && atTop.allSatisfy { $0.reps! >= range.max }
        if topped, let next = top.map({ $0 + incrementKg }) ?? (bodyweight ? incrementKg : nil) {
            return (Array(repeating: SetTarget(weightKg: next, reps: range.min), count: n), .progressed)
        }
        let sets = (0..<n).map { i in
            let before = i < atTop.count ? atTop[i].reps! : range.min - 1
            return SetTarget(weightKg: top, reps: Swift.min(range.max, Swift.max(range.min, before + 1)))
        }
        return (sets, .moreReps)
    }

    /// Today's targets for `exercise` from the session of `previous`, its
    /// last working set before today (`WorkoutLog.previousSet`: at this gym
    /// when it has one, as a gym's own equipment is its own weight history),
    /// and `item`, its plan in the workout's template if any. Nil when there
    /// is nothing to aim at.
    static func target(_ db: Database, exercise: Exercise, item: TemplateBook.Plan.Item?, previous: WorkoutLog.PreviousSet?,
                       unit: WeightUnit) throws -> ExerciseTarget? {
        guard exercise.type != .duration, exercise.type != .distanceDuration else { return nil }
        let last = try previous.map { p in
            try WorkoutSet.filter(sql: "workoutId = ? AND exerciseId = ? AND kind <> 'warmup'", arguments: [p.set.workoutId, exercise.id])
                .order(WorkoutSet.Columns.position).fetchAll(db)
        } ?? []
        let increment = item?.incrementKg ?? exercise.incrementKg ?? defaultIncrement(equipment: exercise.equipment, unit: unit)
        guard let (sets, basis) = targets(count: item?.sets, range: item?.range, incrementKg: increment,
                                          last: last.map { ($0.weightKg, $0.reps) },
                                          planned: (item?.weightKg, item?.reps),
                                          bodyweight: exercise.type.isBodyweight) else { return nil }
        return ExerciseTarget(exercise: exercise, sets: sets, range: item?.range, incrementKg: increment, basis: basis, lastSession: last)
    }
}
