import ArgumentParser
import Foundation
import WorkoutCore

struct SetGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Fix or delete a logged set (numbers as `workout show` prints them, #12).",
        subcommands: [SetEdit.self, SetDelete.self])
}

extension SetKind: ExpressibleByArgument {}

struct SetEdit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a set's weight, reps, time, distance, RPE or kind.",
        discussion: "Only what the set's exercise has can change: weight and reps, a time, or a distance and time.")
    @Argument(help: "Set number.") var id: Int64
    @Option(help: "Weight, e.g. 102.5, 100kg or 225lb (in the display unit when none is given); negative for assistance.")
    var weight: String?
    @Option(help: "Reps.") var reps: Int?
    @Option(help: "Time, e.g. 60s, 1m30 or 1:30.") var time: String?
    @Option(help: "Distance, e.g. 5km, 800m or 1mi.") var distance: String?
    @Option(help: "RPE, 1 to 10.") var rpe: Double?
    @Option(help: "normal, warmup, drop or failure.") var kind: SetKind?
    @OptionGroup var global: GlobalOptions

    func changes(unit: WeightUnit) throws -> HistoryBook.SetEdit {
        guard weight != nil || reps != nil || time != nil || distance != nil || rpe != nil || kind != nil else {
            throw ValidationError("nothing to change; give --weight, --reps, --time, --distance, --rpe or --kind")
        }
        if let reps, !(1...SetNotation.maximumReps).contains(reps) { throw ValidationError("--reps must be between 1 and \(SetNotation.maximumReps)") }
        if let rpe, !(1...10).contains(rpe) { throw ValidationError("--rpe must be between 1 and 10") }
        return try Training.run {
            HistoryBook.SetEdit(weightKg: try weight.map { try SetNotation.parseWeight($0, unit: unit, allowNegative: true) },
                                reps: reps, seconds: try time.map(SetNotation.parseTime),
                                distanceM: try distance.map(SetNotation.parseDistance), rpe: rpe, kind: kind)
        }
    }

    func validate() throws { _ = try changes(unit: .kg) }

    func run() throws {
        let training = try Training(global)
        let edit = try changes(unit: training.unit)
        let (set, exercise) = try Training.run { try HistoryBook(training.database).editSet(id, edit) }
        if !global.json { print("updated \(exercise.name) — \(training.setLine(set, number: nil, type: exercise.type))") }
    }
}

struct SetDelete: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a logged set.")
    @Argument(help: "Set number.") var id: Int64
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let set = try Training.run { try HistoryBook(training.database).deleteSet(id) }
        if !global.json { print("deleted #\(set.id!)") }
    }
}
