import ArgumentParser
import Foundation
import WorkoutCore
import Notation

/// `gym-timer records EXERCISE`: the rep-max table, the best estimated 1RM
/// and the biggest session, as Strong's records screen shows them.
struct Records: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "records", abstract: "An exercise's records: the heaviest weight for 1 to 12 reps (records.e1rm_max_reps), the best e1RM, the biggest session.",
        discussion: """
            A set counts for its reps and every lower count (5 reps at 100 kg prove 100 kg for 3). The table and the \
            estimated 1RM (Epley) go up to records.e1rm_max_reps reps (12 unless set). Working sets only; a bodyweight movement counts the body \
            weight's share once a weigh-in is recorded.
            """)
    @Argument(help: "Exercise name or search words.", completion: Completions.exercises) var name: [String]
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard !name.isEmpty else { throw ValidationError("name the exercise, e.g. `gym-timer records squat`") }
    }

    func run(_ training: Training) throws {
        let table = try Training.run { try RecordTable.of(name.joined(separator: " "), in: training.database) }
        global.show(RecordsShown(table: table, training: training))
    }
}

/// The table as text, or `{"exercise", "rep_maxes", "best_e1rm", "best_volume"}`.
struct RecordsShown: WeightedOutput {
    let table: RecordTable
    /// For the display unit.
    let training: Training

    var lines: [String] {
        let unit = training.unit
        var lines = ["\(table.exercise.name) — records"]
        if let basis = training.bodyweightBasis(table.firstWeighIn, exercise: table.exercise) { lines.append("  " + basis) }
        guard !table.repMaxes.isEmpty else {
            // Sets done, but no load to compare without a body weight (an assisted movement, say).
            if table.workingSets > 0, table.countsBodyweight || table.exercise.type.isBodyweight, table.firstWeighIn == nil {
                return lines + ["  \(Plural.count(table.workingSets, "working set")), with no load to compare until a weigh-in"]
            }
            return lines + ["  no working sets with weight and reps yet"]
        }
        for max in table.repMaxes {
            let reps = Plural.count(max.reps, "rep").padding(toLength: 8, withPad: " ", startingAt: 0)
            let load = "\(unit.format(kilograms: max.loadKg)) \(unit)".padding(toLength: 10, withPad: " ", startingAt: 0)
            lines.append("  \(reps) \(load)  \(training.describe(max.set, type: table.exercise.type)) on \(Training.day(max.set.loggedAt))  \(training.names.set(max.set.id!))")
        }
        if let e1rm = table.bestE1rm {
            lines.append("  best e1RM   \(unit.figure(kilograms: e1rm.kg)) \(unit) from \(training.describe(e1rm.set, type: table.exercise.type)) on \(Training.day(e1rm.set.loggedAt))")
        }
        if let session = table.bestVolume {
            lines.append("  best session \(unit.format(kilograms: session.volumeKg, places: 0)) \(unit) moved (weight × reps), \(session.workout.name) on \(Training.day(session.workout.startedAt)) (workout \(training.names.workout(session.workout.id!)))")
        }
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        struct RepMax: Encodable { let reps: Int; let load_kg: Double; let set: SetJSON }
        struct E1RM: Encodable { let kg: Double; let set: SetJSON }
        struct Volume: Encodable { let kg: Double; let workout_id: RowRef; let name: String; let date: String }
        struct Out: Encodable {
            let exercise: String; let bodyweight_counted: Bool
            let rep_maxes: [RepMax]; let best_e1rm: E1RM?; let best_volume: Volume?
        }
        let name = table.exercise.name
        try Out(exercise: name, bodyweight_counted: table.countsBodyweight,
                rep_maxes: table.repMaxes.map { RepMax(reps: $0.reps, load_kg: $0.loadKg, set: SetJSON($0.set, exercise: name, names: training.names)) },
                best_e1rm: table.bestE1rm.map { E1RM(kg: ($0.kg * 100).rounded() / 100, set: SetJSON($0.set, exercise: name, names: training.names)) },
                best_volume: table.bestVolume.map {
                    Volume(kg: $0.volumeKg, workout_id: RowRef(workout: $0.workout.id!, training.names), name: $0.workout.name, date: Training.iso($0.workout.startedAt))
                }).encode(to: encoder)
    }
}
