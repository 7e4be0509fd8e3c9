import ArgumentParser
import Foundation
import WorkoutCore
import Notation

/// `gym-timer export strong|json FILE`: the history, for other tools or a backup.
struct Export: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export the training history as a Strong CSV or as JSON.",
        discussion: """
            `strong` writes Strong's CSV layout with the unit on every row (weights in the display unit, rest as \
            `Rest Timer` rows after the set they follow), which `gym-timer import` reads back as the same log in \
            either unit setting; `--layout v4` writes Strong's V4 layout, which names no unit, for tools that read \
            only that one. `json` writes everything: gyms, custom exercises, templates, workouts and sets. \
            FILE - writes to standard output. The file is written whole or not at all.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case strong, json }

    @Argument(help: "strong or json.") var format: Format
    @Argument(help: "Where to write it (- for standard output).") var file: String
    @Option(help: "Unit of weights in a Strong file (default: the configured unit).") var unit: WeightUnit?
    @Option(help: "Layout of a Strong file: units (the unit on every row) or v4.") var layout: HistoryExport.StrongLayout = .units
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if format == .json, layout != .units { throw ValidationError("--layout is for a Strong file; json has one layout") }
    }

    func run(_ training: Training) throws {
        let chosen = unit ?? training.unit
        let export = HistoryExport(training.database)
        var out = FileOutput()
        let written = try Training.run {
            switch format {
            case .strong: try export.strong(unit: chosen, layout: layout, to: &out)
            case .json: try export.json(to: &out)
            }
        }
        // To standard output, the export itself is the output (with --json too).
        if file == "-" {
            try out.writeToStandardOutput()
            return
        }
        try out.replace(file)
        global.show(ExportWritten(file: file, format: format.rawValue, workouts: written.workouts, sets: written.sets))
    }
}

/// `wrote 3 workouts, 10 sets to out.csv`.
struct ExportWritten: CommandOutput {
    let file, format: String
    let workouts, sets: Int
    var lines: [String] { ["wrote \(Plural.count(workouts, "workout")), \(Plural.count(sets, "set")) to \(file)"] }
}

/// Text gathered in memory, then written whole: to a temporary file beside
/// the target, synced and renamed over it, so a failure never leaves half a file.
struct FileOutput: TextOutputStream {
    private var data = Data()

    mutating func write(_ string: String) { data.append(contentsOf: string.utf8) }

    /// Through the console when a test runs the command in process and reads
    /// what it printed; else straight to the descriptor, in one write.
    func writeToStandardOutput() throws {
        if Console.capture != nil {
            Console.write(String(decoding: data, as: UTF8.self))
        } else {
            try FileHandle.standardOutput.write(contentsOf: data)
        }
    }

    func replace(_ path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw CLIError("cannot write \(path): \((error as NSError).localizedDescription)")
        }
    }
}
