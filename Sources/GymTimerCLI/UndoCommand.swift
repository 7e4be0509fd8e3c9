import ArgumentParser
import WorkoutCore

/// `gym-timer undo`: takes back the sets the last `log` wrote.
struct Undo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo", abstract: "Remove the sets the last `log` wrote.",
        discussion: """
            Prints them and asks on a terminal; without one it requires --yes. One step: a second undo has \
            nothing to undo. A workout that log started goes too when nothing else is in it. The rest timer keeps running.
            """)
    @Flag(help: "Do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let log = WorkoutLog(training.database)
        guard let last = try Training.run({ try log.lastLogged() }) else {
            throw CLIError(WorkoutError.nothingToUndo("no sets logged since the last undo").line)
        }
        let count = last.sets.count == 1 ? "1 set" : "\(last.sets.count) sets"
        if !yes && Confirm.onTerminal { training.printSets(last) }
        try Confirm.ask("Remove \(last.sets.count == 1 ? "this set" : "these \(count)")?", unless: yes,
                        refusal: "undo deletes the last log's \(count); pass --yes to confirm", kept: "kept the sets")
        let undone = try Training.run { try log.undo() }
        if global.json { Output.json(["removed": undone.sets.map { SetJSON($0, exercise: undone.exercises[$0.exerciseId]?.name ?? $0.exerciseId) }]); return }
        if yes { training.printSets(undone) }
        print("removed \(count)")
    }
}
