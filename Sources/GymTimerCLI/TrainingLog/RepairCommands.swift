import ArgumentParser
import Foundation
import WorkoutCore
import Notation

/// `exercises merge FROM INTO`: one exercise's sets, notes, plans and
/// variations moved into another, after a question.
struct ExercisesMerge: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Move every set, note and plan of one exercise into another, then remove it.",
        discussion: """
            For a name an import placed wrongly or split off: gym-timer exercises merge "Leg Press Keller" "Leg Press". \
            Records, progress and volume follow the sets; a custom exercise merged away is deleted, a built-in one hidden; \
            later imports put its name on the exercise it was merged into. Asks on a terminal; without one it needs --yes.
            """)
    @Argument(help: "The exercise to merge away (its name or search words, quoted).", completion: Completions.exercises) var from: String
    @Argument(help: "The exercise to keep.", completion: Completions.exercises) var into: String
    @Flag(help: "Do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let repair = ExerciseRepair(training.database)
        let preview = try Training.run { try repair.preview(merging: from, into: into) }
        try Confirm.ask("Merge \(preview.from.name) (\(Plural.count(preview.sets, "set"))) into \(preview.into.name)?", unless: yes,
                        refusal: "merging exercises needs --yes without a terminal", kept: "kept both exercises")
        let merge = try Training.run { try repair.merge(from, into: into) }
        global.show(Done("merged \(merge.from.name) into \(merge.into.name): \(Plural.count(merge.sets, "set")) moved"
                         + (merge.deleted ? "" : "; \(merge.from.name) is hidden")))
    }
}

/// `set move 12 14 37-86 --to EXERCISE`: sets logged or imported under the
/// wrong exercise, moved to the right one.
struct SetMove: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Move logged sets to another exercise: numbers and ranges, e.g. 12 14 37-86.")
    @Argument(help: "Set numbers or ranges (#12 or 12).", transform: RefusedValue.noting(nil, ArgumentValue.setNumbers)) var sets: [SetNumbers]
    @Option(help: "The exercise they belong to.", completion: Completions.exercises) var to: String
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard !sets.isEmpty else { throw ValidationError("name the sets to move, e.g. 12 or 37-86") }
    }

    func run(_ training: Training) throws {
        let (ids, ranges) = try SetNumbers.resolved(sets, training.names)
        let moved = try Training.run { try ExerciseRepair(training.database).moveSets(ids, ranges: ranges, to: to) }
        global.show(SetsMoved(moved: moved.sets.map { RowRef(set: $0.id!, training.names) }, exercise: moved.exercise.name))
    }
}

/// `moved #12 #14 to Pause Squat`, or `{"moved": [12, 14], "exercise": "Pause Squat"}`.
struct SetsMoved: CommandOutput {
    let moved: [RowRef]
    let exercise: String
    var lines: [String] { ["moved " + moved.map { "#" + ($0.shared ?? String($0.number)) }.joined(separator: " ") + " to \(exercise)"] }
}

/// Set numbers as `workout show` prints them (`#12`) or bare (`12`), and
/// ranges (`37-86`).
