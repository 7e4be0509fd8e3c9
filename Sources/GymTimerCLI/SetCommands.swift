import ArgumentParser
import Foundation
import WorkoutCore

struct SetGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Fix or delete a logged set (numbers as `workout show` prints them, #12).",
        subcommands: [SetEdit.self, SetDelete.self])
}

struct SetEdit: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change a set's weight, reps, RPE or kind.")
    @Argument(help: "Set number.") var id: Int64
    @Option(help: "Weight, e.g. 102.5, 100kg or 225lb (in the display unit when none is given); negative for assistance.")
    var weight: String?
    @Option(help: "Reps.") var reps: Int?
    @Option(help: "RPE, 1 to 10.") var rpe: Double?
    @Option(help: "normal, warmup, drop or failure.") var kind: String?
    @OptionGroup var global: GlobalOptions

    func changes(unit: WeightUnit) throws -> HistoryBook.SetEdit {
        guard weight != nil || reps != nil || rpe != nil || kind != nil else {
            throw ValidationError("nothing to change; give --weight, --reps, --rpe or --kind")
        }
        let setKind = try kind.map { text in
            guard let k = SetKind(rawValue: text.lowercased()) else { throw ValidationError("--kind takes normal, warmup, drop or failure") }
            return k
        }
        if let reps, !(1...SetNotation.maximumReps).contains(reps) { throw ValidationError("--reps must be between 1 and \(SetNotation.maximumReps)") }
        if let rpe, !(1...10).contains(rpe) { throw ValidationError("--rpe must be between 1 and 10") }
        let kg = try weight.map { w in try Training.run { try SetNotation.parseWeight(w, unit: unit, allowNegative: true) } }
        return HistoryBook.SetEdit(weightKg: kg, reps: reps, rpe: rpe, kind: setKind)
    }

    func validate() throws { _ = try changes(unit: .kg) }

    func run() throws {
        let training = try Training(global)
        let edit = try changes(unit: training.unit)
        let set = try Training.run { try HistoryBook(training.database).editSet(id, edit) }
        if !global.json { print("updated #\(set.id!): \(training.setLine(set, number: nil, type: .weightReps))") }
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
