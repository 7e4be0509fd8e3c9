import ArgumentParser
import WorkoutCore
import Notation

/// `gym-timer undo`: takes back the sets the last `log` wrote.
struct Undo: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo", abstract: "Remove the sets the last `log` wrote.",
        discussion: """
            Prints them and asks on a terminal; without one it requires --yes. One step: a second undo has \
            nothing to undo. A workout that log started goes too when nothing else is in it. The rest timer keeps running.
            """)
    @Flag(help: "Do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let log = WorkoutLog(training.database)
        guard let last = try Training.run({ try log.lastLogged() }) else {
            throw CLIError(WorkoutError.nothingToUndo("no sets logged since the last undo").line)
        }
        let count = Plural.count(last.sets.count, "set")
        // Part of the question: what it would remove.
        // Part of the question, so on stderr with it.
        if !yes && Confirm.onTerminal { for line in training.setLines(last) { Console.prompt(line + "\n") } }
        try Confirm.ask("Remove \(last.sets.count == 1 ? "this set" : "these \(count)")?", unless: yes,
                        refusal: "undo deletes the last log's \(count); pass --yes to confirm", kept: "kept the sets")
        for set in last.sets { _ = training.names.set(set.id!) } // named before they go
        let undone = try Training.run { try log.undo(expecting: last.sets.map { $0.id! }) }
        global.show(Undone(detail: undone, count: count, listed: yes, training: training))
    }
}

/// The sets removed: `removed 2 sets`, after the sets themselves when no
/// question showed them; `{"removed": [set, …]}` with `--json`.
struct Undone: WeightedOutput {
    let detail: HistoryBook.Detail
    /// `1 set`, `2 sets` (as the question said).
    let count: String
    /// Not asked (`--yes`), so not yet shown: list them.
    let listed: Bool
    /// For the display unit.
    let training: Training

    var lines: [String] { (listed ? training.setLines(detail) : []) + ["removed \(count)"] }

    func encode(to encoder: any Encoder) throws {
        try ["removed": detail.sets.map { detail.json($0, names: training.names) }].encode(to: encoder)
    }
}
