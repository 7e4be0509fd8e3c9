import GRDB
import Notation

/// Whether an export's weights can be in the unit assumed for them. Strong
/// writes no unit in most of its exports, so a file from a lifter who
/// trains in pounds, read in kilograms, would save a 551 kg deadlift and
/// set records nobody lifted. The first batch of such a file is checked
/// against the heaviest loads anyone has moved for each movement (the
/// all-time raw records, rounded up); one set past them means the unit is
/// wrong, and nothing is saved until the lifter names the unit.
enum PlausibleLoads {
    /// The heaviest plausible load in kg for a set of a movement.
    static let limitKg: [String: Double] = [
        "bench_press": 360, "incline_bench_press": 330, "decline_bench_press": 360, "chest_press": 400,
        "overhead_press": 230, "squat": 500, "front_squat": 420, "hack_squat": 500, "deadlift": 510,
        "romanian_deadlift": 450, "good_morning": 350, "row": 330, "bent_over_row": 330, "lat_pulldown": 250,
        "biceps_curl": 120, "hammer_curl": 120, "lateral_raise": 80, "front_raise": 80, "triceps_extension": 150,
        "triceps_pushdown": 200, "leg_extension": 300, "leg_curl": 250, "hip_thrust": 500, "shrug": 500,
        "leg_press": 1300, "calf_raise": 700, "seated_calf_raise": 500,
    ]
    /// Any other movement.
    static let otherLimitKg = 500.0

    /// The sets of `batch` past what their movement allows, heaviest first
    /// (at most five), as `Deadlift (Barbell) 551 kg × 5`; empty when every
    /// load is plausible. Weights are kilograms as read in the assumed unit.
    static func evidence(_ db: Database, _ batch: ImportBatch, unit: WeightUnit) throws -> [String] {
        var heaviest: [Int: (kg: Double, reps: Int)] = [:]
        for part in batch.parts {
            for set in part.sets where set.kind.isWorking {
                guard let kg = set.weightKg, kg > 0, let reps = set.reps, reps > 0 else { continue }
                if kg > heaviest[set.slot]?.kg ?? 0 { heaviest[set.slot] = (kg, reps) }
            }
        }
        var found: [(kg: Double, line: String)] = []
        let movement = try db.cachedStatement(sql: "SELECT movement FROM exercise WHERE id = ?")
        for (slot, top) in heaviest {
            let id = batch.slots[slot].id
            let limit = (try String.fetchOne(movement, arguments: [id])).flatMap { limitKg[$0] } ?? otherLimitKg
            let variationLimit = try batch.slots[slot].variationOf.flatMap { try String.fetchOne(movement, arguments: [$0]) }.flatMap { limitKg[$0] }
            guard top.kg > (variationLimit ?? limit) else { continue }
            found.append((top.kg, "\(batch.slots[slot].name) \(unit.format(kilograms: top.kg)) \(unit) × \(top.reps)"))
        }
        return found.sorted { $0.kg > $1.kg }.prefix(5).map(\.line)
    }
}
