import ArgumentParser
import Foundation
import Notation
import WorkoutCore

/// `gym-timer imports`: every import, what it added, and how to take one back.
struct Imports: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "imports", abstract: "The imports in the log: file, date, unit and what each added.",
        discussion: "Take one back with `gym-timer import undo N`.")
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let runs = try Training.run { try ImportRuns(training.database).list() }
        global.show(ImportList(runs: runs))
    }
}

/// One line per import, oldest first.
struct ImportList: CommandOutput {
    let runs: [ImportRuns.Run]

    /// `strong.csv, Strong in lb, 28 Nov 2026: 129 workouts, 2,078 sets`.
    static func describe(_ run: ImportRuns.Run) -> String {
        let file = run.file.split(separator: "/").last.map(String.init) ?? run.file
        let app = run.app == "hevy" ? "Hevy" : "Strong"
        let unit = run.unit.map { " in \($0)" } ?? ""
        return "\(file), \(app)\(unit), \(LocalTime.day(run.importedAt.timeIntervalSince1970)): "
            + "\(Plural.count(run.workouts, "workout")), \(Plural.count(run.sets, "set"))"
    }

    var lines: [String] {
        guard !runs.isEmpty else { return ["no imports; `gym-timer import FILE` brings in a Strong or Hevy export"] }
        return runs.map { run in
            var line = "\(run.id)  " + Self.describe(run)
            if let undone = run.undoneAt {
                line += " (taken back \(LocalTime.day(undone.timeIntervalSince1970)))"
            } else if run.setsInLog != run.sets {
                line += " (\(run.setsInLog) of its sets still in the log)"
            }
            return line
        }
    }

    func encode(to encoder: any Encoder) throws { try ["imports": runs].encode(to: encoder) }
}
