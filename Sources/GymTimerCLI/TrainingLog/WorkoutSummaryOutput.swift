import Foundation
import GymTimerProtocol
import WorkoutCore
import Notation

/// `workout end`: what the workout amounted to.
///
///     ended Push; rest timer stopped
///     58 min · 12 working sets · 4,320 kg
///       Chest          6 sets   2,400 kg
///     PR: e1RM 118.3 kg (+1.7) — Bench Press (Barbell)
///     against Push on 16 Nov: 1 up, 1 down
///       up    Bench Press (Barbell): e1RM 116.6 → 118.3 kg (+1.7)
///
/// With `--json`: the workout, `rest_timer_stopped` and `summary`.
struct WorkoutEnded: WeightedOutput {
    let summary: WorkoutSummary
    let restTimerStopped: Bool
    /// For the display unit and the group names.
    let training: Training
    /// What the workout did to the program it ran a day of.
    var program: ProgramBook.Outcome? = nil

    var unit: WeightUnit { training.unit }

    func kg(_ value: Double) -> String { unit.format(kilograms: value, places: 0) + " \(unit)" }

    var lines: [String] {
        var lines = ["ended \(summary.workout.name)" + (restTimerStopped ? "; rest timer stopped" : "")]
        lines.append("\(DurationNotation.spoken(summary.duration.rounded())) · \(Plural.count(summary.workingSets, "working set")) · \(kg(summary.volumeKg))")
        let catalog = training.database.taxonomy
        for group in catalog.groups {
            guard let totals = summary.groups[group.id], totals.sets > 0 else { continue }
            let sets = Plural.count((totals.sets * 10).rounded() / 10, "set")
            lines.append("  \(group.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(sets.padding(toLength: 10, withPad: " ", startingAt: 0)) \(kg(totals.load))")
        }
        lines += summary.records.map { training.describe($0.record) + " — \($0.exercise.name)" }
        if let then = summary.comparedWith {
            let ups = summary.changes.filter { $0.direction == .up }.count, downs = summary.changes.filter { $0.direction == .down }.count
            lines.append("against \(then.name) on \(Training.day(then.startedAt)): \(ups) up, \(downs) down")
            for change in summary.changes {
                let diff = change.now - change.before
                func tenth(_ v: Double) -> String { unit.figure(kilograms: v) }
                let values = change.measure == "e1rm"
                    ? "e1RM \(tenth(change.before)) → \(tenth(change.now)) \(unit) (\(diff >= 0 ? "+" : "−")\(tenth(abs(diff))))"
                    : "\(Int(change.before)) → \(Int(change.now)) reps"
                lines.append("  \(change.direction.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)) \(change.exercise.name): \(values)")
            }
        }
        if let program { lines += ProgramOutcomeLines(outcome: program).lines }
        return lines
    }

    struct SummaryJSON: Encodable {
        struct Group: Encodable { let group: String; let sets: Double; let load_kg: Double }
        struct Record: Encodable { let exercise: String; let record: PersonalRecord }
        /// `unit`: what `before` and `now` count, `kg` (an e1RM) or `reps`.
        struct Change: Encodable {
            let exercise: String; let measure: String; let before: Double; let now: Double; let unit: String
            let direction: WorkoutSummary.Change.Direction
        }
        struct Compared: Encodable { let workout_id: RowRef; let started_at: String; let changes: [Change] }
        let duration_s: Double
        let working_sets: Int
        let volume_kg: Double
        let groups: [Group]
        let records: [Record]
        let compared_with: Compared?

        enum CodingKeys: String, CodingKey { case duration_s, working_sets, volume_kg, groups, records, compared_with }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(duration_s, forKey: .duration_s)
            try c.encode(working_sets, forKey: .working_sets)
            try c.encode(volume_kg, forKey: .volume_kg)
            try c.encode(groups, forKey: .groups)
            try c.encode(records, forKey: .records)
            try c.encode(compared_with, forKey: .compared_with)
        }
    }

    enum CodingKeys: String, CodingKey { case workout, restTimerStopped = "rest_timer_stopped", summary, program }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(WorkoutStamp(workout: summary.workout, names: training.names), forKey: .workout)
        try c.encode(restTimerStopped, forKey: .restTimerStopped)
        let s = summary
        try c.encode(SummaryJSON(
            duration_s: s.duration, working_sets: s.workingSets, volume_kg: s.volumeKg,
            groups: s.groups.sorted { $0.key < $1.key }.map { SummaryJSON.Group(group: $0.key, sets: $0.value.sets, load_kg: $0.value.load) },
            records: s.records.map { SummaryJSON.Record(exercise: $0.exercise.name, record: $0.record) },
            compared_with: s.comparedWith.map { then in
                SummaryJSON.Compared(workout_id: RowRef(workout: then.id!, training.names), started_at: Training.iso(then.startedAt), changes: s.changes.map {
                    SummaryJSON.Change(exercise: $0.exercise.name, measure: $0.measure, before: $0.before, now: $0.now,
                                       unit: $0.measure == "e1rm" ? "kg" : "reps", direction: $0.direction)
                })
            }), forKey: .summary)
        try c.encodeIfPresent(program.map(ProgramOutcomeLines.init), forKey: .program)
    }
}
