import ArgumentParser
import Foundation
import WorkoutCore
import Notation

struct SetGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Fix, move or delete a logged set (numbers as `workout show` prints them, #12).",
        subcommands: [SetEdit.self, SetMove.self, SetDelete.self])
}

extension SetKind: ExpressibleByArgument {}

struct SetEdit: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a set's weight, reps, time, distance, RPE or kind.",
        discussion: """
            Only what the set's exercise has can change: weight and reps, a time, or a distance and time. \
            A set from an earlier day asks first on a terminal; without one it needs --yes.
            """)
    @Argument(help: "The set, as `workout show` names it (#12).", transform: RefusedValue.noting(nil, ArgumentValue.setNumber)) var number: String
    @Option(help: "Weight, e.g. 102.5, 100kg or 225lb (in the display unit when none is given); negative for assistance.",
            transform: RefusedValue.noting("--weight", ArgumentValue.signedWeight))
    var weight: TypedWeight?
    @Option(help: "Reps.") var reps: Int?
    @Option(help: "Time, e.g. 60s, 1m30 or 1:30.", transform: RefusedValue.noting("--time", ArgumentValue.time)) var time: Double?
    @Option(help: "Distance, e.g. 5km, 800m or 1mi.", transform: RefusedValue.noting("--distance", ArgumentValue.distance)) var distance: Double?
    @Option(help: "RPE, 1 to 10 (7.5 or 7,5).", transform: RefusedValue.noting("--rpe", Decimals.parse)) var rpe: Double?
    @Option(help: "normal, warmup, drop or failure.") var kind: SetKind?
    @Flag(help: "Do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions
    var savesWeights: Bool { true }

    func validate() throws {
        guard weight != nil || reps != nil || time != nil || distance != nil || rpe != nil || kind != nil else {
            throw ValidationError("nothing to change; give --weight, --reps, --time, --distance, --rpe or --kind")
        }
        if let reps, !(1...SetNotation.maximumReps).contains(reps) { throw ValidationError("--reps must be between 1 and \(SetNotation.maximumReps)") }
        if let rpe, !(1...10).contains(rpe) { throw ValidationError("--rpe must be between 1 and 10") }
    }

    func run(_ training: Training) throws {
        let edit = try Training.run {
            HistoryBook.SetEdit(weightKg: try weight.map { try $0.kilograms(defaultUnit: training.unit) },
                                reps: reps, seconds: time, distanceM: distance, rpe: rpe, kind: kind)
        }
        let id = try Training.run { try training.names.setId(number) }
        if try !Training.run({ try HistoryBook(training.database).pastSets([id]) }).isEmpty {
            try Confirm.ask("Set \(training.names.set(id)) is from an earlier workout; change it?", unless: yes,
                            refusal: "changing a set from an earlier day needs --yes without a terminal", kept: "kept the set")
        }
        let (set, exercise) = try Training.run { try HistoryBook(training.database).editSet(id, edit) }
        global.show(SetEdited(set: SetJSON(set, exercise: exercise.name, names: training.names),
                              line: "updated \(exercise.name) — \(training.setLine(set, number: nil, type: exercise.type))"))
    }
}

/// The set as it is now: `updated Squat — 140 kg × 6 (failure) RPE 9  #1`,
/// or `{"set": {…}}` with `--json`.
struct SetEdited: WeightedOutput {
    let set: SetJSON
    let line: String

    enum CodingKeys: String, CodingKey { case set }
    var lines: [String] { [line] }
}

struct SetDelete: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete logged sets: numbers and ranges, e.g. 12 14 37-86.",
        discussion: """
            A range deletes the sets in it that exist. Every delete asks on a terminal; without one, several sets or \
            a set from an earlier day need --yes.
            """)
    @Argument(help: "Sets as `workout show` names them (#12), or ranges of numbers.", transform: RefusedValue.noting(nil, ArgumentValue.setNumbers)) var sets: [SetNumbers]
    @Flag(help: "Do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard !sets.isEmpty else { throw ValidationError("name the sets to delete, e.g. 12 or 37-86") }
    }

    func run(_ training: Training) throws {
        let names = training.names
        let (ids, ranges) = try SetNumbers.resolved(sets, names)
        let past = try Training.run { try HistoryBook(training.database).pastSets(ids, ranges: ranges) }
        let several = ids.count + ranges.count > 1 || !ranges.isEmpty
        // On a terminal every delete asks; a script needs --yes for several
        // sets or for any set from an earlier day.
        if several || !past.isEmpty || Confirm.onTerminal {
            var question = "Delete sets \(sets.map(\.text).joined(separator: " "))"
            if ids.count == 1, ranges.isEmpty {
                // One set: what it is, as `undo` shows it.
                let (set, exercise) = try Training.run { try HistoryBook(training.database).set(ids[0]) }
                question = "Delete set \(names.set(ids[0])), \(exercise.name) \(training.describe(set, type: exercise.type)) (\(Training.day(set.loggedAt)))"
            }
            try Confirm.ask(question + (past.isEmpty ? "?" : ", from an earlier workout?"), unless: yes,
                            refusal: several ? "deleting several sets needs --yes without a terminal"
                                : "deleting a set from an earlier day needs --yes without a terminal",
                            kept: "kept the sets")
        }
        // Named before they go: a shared name is read from the set.
        let refs = Dictionary(uniqueKeysWithValues: ids.map { ($0, RowRef(set: $0, names)) })
        let deleted = try Training.run { try HistoryBook(training.database).deleteSets(ids, ranges: ranges) }
        global.show(SetsDeleted(deleted: deleted.map { $0.id! }, refs: names.shared ? deleted.compactMap { refs[$0.id!] } : nil))
    }
}

/// The sets deleted: `deleted #12 #14`; many as their count and runs of
/// numbers, `deleted 21619 sets: #1–#21619`; `{"deleted": [12, 14]}` with `--json`.
struct SetsDeleted: CommandOutput {
    let deleted: [Int64]
    /// While the log syncs: the sets' shared names, shown in place of
    /// numbers (which are this device's own), read before they went.
    var refs: [RowRef]? = nil
    var names: [String]? { refs?.compactMap { $0.shared.map { "#" + $0 } } }

    enum CodingKeys: String, CodingKey { case deleted }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if let refs { try c.encode(refs, forKey: .deleted) } else { try c.encode(deleted, forKey: .deleted) }
    }

    /// Runs of consecutive numbers, `#1–#500`, `#502`.
    static func runs(_ ids: [Int64]) -> [String] {
        var runs: [String] = []
        var i = 0
        while i < ids.count {
            var j = i
            while j + 1 < ids.count, ids[j + 1] == ids[j] + 1 { j += 1 }
            runs.append(j == i ? "#\(ids[i])" : "#\(ids[i])–#\(ids[j])")
            i = j + 1
        }
        return runs
    }

    var lines: [String] {
        if let names {
            guard names.count > 5 else { return ["deleted " + names.joined(separator: " ")] }
            return ["deleted \(Plural.count(names.count, "set")): \(names.prefix(3).joined(separator: " ")) … \(names.last!)"]
        }
        guard deleted.count > 5 else { return ["deleted " + deleted.map { "#\($0)" }.joined(separator: " ")] }
        let runs = Self.runs(deleted)
        let span = runs.count <= 4 ? runs.joined(separator: ", ") : "#\(deleted.first!) to #\(deleted.last!) (\(runs.count) runs)"
        return ["deleted \(Plural.count(deleted.count, "set")): \(span)"]
    }
}
