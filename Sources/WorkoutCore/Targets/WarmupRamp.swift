import Notation

/// Ramp-up sets before a working weight, the pattern strength coaches
/// teach: the empty bar for 10, then about 40% × 5, 60% × 3 and 80% × 2,
/// each rounded to a weight that can be loaded. Steps that round to the
/// previous weight or up to the working weight are left out. A lift from
/// the floor (a deadlift) starts from the bar with the largest plates, at
/// their height, for 5 (60 kg, 135 lb), not from an empty bar on the
/// floor. Pure arithmetic in whatever unit the caller uses.
public enum WarmupRamp {
    public static let steps: [(fraction: Double, reps: Int)] = [(0.4, 5), (0.6, 3), (0.8, 2)]
    public static let barReps = 10

    /// The warm-ups for `exercise` at `workKg`, in kg: on a bar from the
    /// lifter's plates on the bar the exercise is loaded on (`loading`,
    /// in the lifter's unit), otherwise rounded to the exercise's
    /// increment (the next dumbbell, a stack plate).
    public static func sets(for exercise: Exercise, workKg: Double, loading: Loading) -> [SetTarget] {
        let unit = loading.unit
        let work = unit.fromKilograms(workKg)
        let ramp: [SetTarget]
        if let plates = loading.plates(for: exercise) {
            let fromFloor = exercise.movement == "deadlift" ? plates.plates.max().map { plates.bar + 2 * $0 } : nil
            ramp = sets(work: work, bar: plates.bar, fromFloor: fromFloor, round: plates.nearestLoadable)
        } else {
            let step = unit.fromKilograms(exercise.incrementKg ?? Progression.defaultIncrement(equipment: exercise.equipment, unit: unit))
            ramp = sets(work: work, bar: nil) { ($0 / step).rounded() * step }
        }
        return ramp.map { SetTarget(weightKg: unit.toKilograms($0.weightKg!), reps: $0.reps) }
    }

    /// Reps of the first set of a lift from the floor, the bar with the largest plates.
    public static let floorReps = 5

    /// The warm-ups for `work`: `bar` is the empty bar (nil when there is
    /// none, as with dumbbells), `fromFloor` the bar with the largest plates
    /// for a lift from the floor, `round` the nearest loadable weight.
    public static func sets(work: Double, bar: Double?, fromFloor: Double? = nil, round: (Double) -> Double) -> [SetTarget] {
        var sets: [SetTarget] = []
        var last = 0.0
        if let floor = fromFloor {
            // Lighter than that, the plates would not reach the floor's height: no earlier set.
            if work > floor {
                sets.append(SetTarget(weightKg: floor, reps: floorReps))
            }
            last = floor
        } else if let bar, bar > 0, work > bar {
            sets.append(SetTarget(weightKg: bar, reps: barReps))
            last = bar
        }
        // From the floor the first set is heavy already: a step barely above it is none.
        let gap = fromFloor == nil ? 0 : 0.05
        for step in steps {
            let weight = round(work * step.fraction)
            guard weight > last * (1 + gap) + 1e-9, weight < work - 1e-9 else { continue }
            sets.append(SetTarget(weightKg: weight, reps: step.reps))
            last = weight
        }
        return sets
    }
}
