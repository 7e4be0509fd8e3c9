import GRDB
import Notation

/// Which unit a file's weights are in, when the file does not say (most
/// Strong exports). Read in the wrong one, a pound history saves a 518 kg
/// deadlift and records nobody lifted; and a first batch of light sessions
/// can look plausible in either. So the whole file is read for it before
/// anything is saved, and two kinds of evidence are weighed:
///
/// - **records**: the heaviest working set of each exercise against the
///   heaviest load anyone has moved for its movement (the all-time raw
///   records, rounded up). One set past them rules the unit out.
/// - **plates**: the loads barbell sets imply. A lifter in pounds loads
///   45-lb plates on a 45-lb bar (135, 225, 315, 405) and moves in 5-lb
///   steps; one in kilograms loads 20- or 25-kg plates on a 20-kg bar (60,
///   100, 140; 70, 120, 170), and often in finer steps (62.5, 102.5, 107).
///   Full 45-lb plates at least half as often as full kilogram plates, and
///   hardly a finer step, say pounds; fine steps on one barbell set in
///   twenty, with 45-lb plates rare, say kilograms. (Kilogram plate loads
///   alone say little: 100, 120 and 140 are ordinary 5-lb steps too.)
///
/// The candidate unit is the one the log already read this history in
/// (its workouts that the file shares, compared set by set), else the unit
/// of the last import from the same app, else the lifter's setting.
struct UnitEvidence {
    /// The heaviest working set of each exercise name, as written.
    private(set) var heaviest: [String: (weight: Double, reps: Int)] = [:]
    /// Barbell working sets: all, at 45 + 90n (pounds' plates), at
    /// 20 + 40n or 20 + 50n (kilograms'), and not a multiple of 5.
    private(set) var barbellSets = 0
    private(set) var poundPlates = 0
    private(set) var kiloPlates = 0
    private(set) var fineSteps = 0

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

    /// One working set: `weight` as written, on an exercise done with a barbell or not.
    mutating func add(name: String, weight written: Double, reps: Int, barbell: Bool) {
        // Strong's float noise (149.99999999999997) is no finer step.
        let weight = (written * 100).rounded() / 100
        guard weight > 0, reps > 0 else { return }
        if weight > heaviest[name]?.weight ?? 0 { heaviest[name] = (weight, reps) }
        guard barbell else { return }
        barbellSets += 1
        if Self.isPoundPlates(weight) { poundPlates += 1 }
        if Self.isKiloPlates(weight) { kiloPlates += 1 }
        if weight.truncatingRemainder(dividingBy: 5) != 0 { fineSteps += 1 }
    }

    /// 135, 225, 315, 405, …: 45-lb plates, a pair at a time, on a 45-lb bar.
    static func isPoundPlates(_ weight: Double) -> Bool {
        let plates = weight - 45
        return plates >= 90 && plates.truncatingRemainder(dividingBy: 90) == 0
    }

    /// 60, 100, 140, … (20-kg plates) or 70, 120, 170, … (25-kg plates) on a 20-kg bar.
    static func isKiloPlates(_ weight: Double) -> Bool {
        let plates = weight - 20
        return plates >= 40 && (plates.truncatingRemainder(dividingBy: 40) == 0 || plates.truncatingRemainder(dividingBy: 50) == 0)
    }

    /// What the evidence says of reading the weights in `unit`.
    struct Reading {
        let unit: WeightUnit
        /// Sets past the records in this unit, heaviest first (at most five), as `Deadlift (Barbell) 551 kg × 5`.
        var pastRecords: [String]
        /// The plates say the other unit: its family is common, this one's rare.
        var platesSayOther: Bool
        var plausible: Bool { pastRecords.isEmpty && !platesSayOther }
    }

    /// The plates decide only on enough sets, and a clear majority.
    static let platesQuorum = 5

    /// `limitKg(name)`: the heaviest plausible load of the exercise the name is placed on.
    func reading(in unit: WeightUnit, limitKg: (String) -> Double?) -> Reading {
        var past: [(kg: Double, line: String)] = []
        for (name, top) in heaviest {
            guard let limit = limitKg(name) else { continue }
            let kg = unit.toKilograms(top.weight)
            if kg > limit { past.append((kg, "\(name) \(WeightUnit.clean(top.weight)) \(unit) × \(top.reps)")) }
        }
        return Reading(unit: unit, pastRecords: past.sorted { $0.kg > $1.kg }.prefix(5).map(\.line),
                       platesSayOther: unit == .kg ? platesSayPounds : platesSayKilograms)
    }

    var platesSayPounds: Bool {
        poundPlates >= Self.platesQuorum && 2 * poundPlates >= kiloPlates && 4 * fineSteps < poundPlates
    }

    var platesSayKilograms: Bool {
        fineSteps >= Self.platesQuorum && 20 * fineSteps >= barbellSets && 2 * poundPlates <= kiloPlates
    }

    /// What the barbell loads showed, in words.
    var platesLine: String? {
        guard barbellSets > 0 else { return nil }
        return "of \(Plural.count(barbellSets, "barbell set")), \(poundPlates) on 45-lb plates (135, 225, 315…), "
            + "\(kiloPlates) on 20- or 25-kg plates (60, 100, 140…), \(fineSteps) in steps under 5"
    }
}
