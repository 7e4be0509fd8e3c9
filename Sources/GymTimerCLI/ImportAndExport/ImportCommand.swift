import ArgumentParser
import Foundation
import WorkoutCore
import Notation
#if canImport(Glibc)
import Glibc
#endif

/// `gym-timer import [strong|hevy] FILE`: a training history from Strong or Hevy.
struct Import: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import a training history exported from Strong or Hevy.",
        discussion: """
            `gym-timer import FILE` recognises the export from its header; `import strong FILE` or `import hevy FILE` \
            also checks it is that app's. Every Strong export variant is read (comma or semicolon separated), and Hevy's. \
            Importing the same file again, or a newer export that overlaps it, adds nothing twice. Exercise names map \
            onto the library; names that do not become custom exercises marked unmapped, listed at the end: give them \
            muscles with `gym-timer exercises edit`, or import again with --map "NAME=EXERCISE".             A file written by `gym-timer export json` is restored instead: gyms, exercise settings, templates,             workouts and sets, adding nothing that is already there.
            """)

    @Argument(help: "strong or hevy (optional), then the export file.") var arguments: [String]
    @Option(help: "The unit of weights when the file does not say (Strong's usual export). Default: the configured unit.")
    var unit: WeightUnit?
    @Option(help: "The gym the workouts took place at (default: the selected gym).", completion: Completions.gyms) var gym: String?
    @Flag(name: .customLong("dry-run"), help: "Read and check everything, save nothing.") var dryRun = false
    @Option(help: "Which workout names become templates: recent (used in the last 6 months), all or none.")
    var templates: HistoryImport.Templates = .recent
    @Option(name: .customLong("map"), help: ArgumentHelp("Use EXERCISE for NAME in the file (repeatable); later imports remember it.", valueName: "NAME=EXERCISE"),
            transform: RefusedValue.noting("--map", ExerciseMapping.init))
    var mappings: [ExerciseMapping] = []
    @Flag(name: .shortAndLong, help: "List the line numbers of skipped rows.") var verbose = false
    @Flag(help: "With `undo`: do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions
    var savesWeights: Bool { true }

    /// Read by hand, not as an `@Argument`: the parser fills positionals in
    /// order, so an optional one before FILE would take FILE.
    var source: HistoryImport.Source? {
        arguments.count == 2 ? HistoryImport.Source(argument: arguments[0]) : nil
    }
    var file: String { arguments.last ?? "" }

    /// `import undo [N]`: a file named `undo` is `./undo`.
    var isUndo: Bool { arguments.first == "undo" }

    func validate() throws {
        if isUndo {
            guard arguments.count <= 2, arguments.count == 1 || Int64(arguments[1]) ?? 0 > 0 else {
                throw ValidationError("take an import back with `gym-timer import undo [N]`, N as `gym-timer imports` numbers it")
            }
            return
        }
        guard (1...2).contains(arguments.count) else { throw ValidationError("give the export file: `gym-timer import [strong|hevy] FILE`") }
        if arguments.count == 2, source == nil {
            throw ValidationError("\"\(arguments[0])\" is not an app to import from; use strong or hevy (or just the file)")
        }
    }

    func run(_ training: Training) throws {
        if isUndo { return try undo(training) }
        if source == nil, HistoryRestore.isDocument(path: file) {
            let summary = try Training.run { try HistoryRestore(training.database).run(path: file, dryRun: dryRun) }
            global.show(RestoreReport(summary: summary))
            return
        }
        let chosenUnit = unit ?? training.unit
        var map: [String: String] = [:]
        for m in mappings { map[m.name] = m.exercise }
        var options = HistoryImport.Options(source: source, unit: chosenUnit, gym: gym, dryRun: dryRun, mappings: map, templates: templates,
                                            unitAssumed: unit == nil)
        let bar = Console.stderrIsTerminal ? ProgressBar() : nil
        var implausible: WorkoutError?
        func importing() throws -> ImportSummary? {
            try Training.run {
                do {
                    return try HistoryImport(training.database).run(path: file, options: options, progress: bar.map { bar in { bar.show($0) } })
                } catch let error as WorkoutError {
                    guard case .implausibleLoads = error else { throw error }
                    implausible = error
                    return nil
                }
            }
        }
        var summary = try importing()
        if let implausible {
            // Nothing was saved: show the evidence, and on a terminal offer the other unit.
            bar?.clear()
            var refused = chosenUnit
            if case .implausibleLoads(let unit, _) = implausible { refused = unit }
            let other: WeightUnit = refused == .kg ? .lb : .kg
            try Confirm.ask(implausible.line + ".\nRead the weights as \(other) instead?", unless: false,
                            refusal: implausible.line + "; give the file's unit: --unit \(other) (or --unit \(refused) to keep \(refused))",
                            kept: "nothing imported; give the file's unit with --unit \(other) or --unit \(refused)")
            options.unit = other
            options.unitAssumed = false
            options.unitReason = "read in \(refused) its loads were past the records or its plates were \(other)'s"
            summary = try importing()
        }
        guard let summary else { throw CLIError(implausible?.line ?? "nothing imported") }
        bar?.clear()
        global.show(ImportReport(summary: summary, verbose: verbose))
    }
}

extension Import {
    /// Takes an import back, after saying what it added and asking.
    func undo(_ training: Training) throws {
        let number = arguments.count == 2 ? Int64(arguments[1]) : nil
        let runs = ImportRuns(training.database)
        let run = try Training.run { try runs.find(number) }
        try Confirm.ask("Take back import \(run.id) (\(ImportList.describe(run)))? "
                        + "It removes its \(Plural.count(run.setsInLog, "set")) and the workouts left empty", unless: yes,
                        refusal: "taking back an import needs --yes without a terminal", kept: "kept import \(run.id)")
        let undone = try Training.run { try runs.undo(run.id) }
        global.show(ImportUndone(undone: undone))
    }
}

/// What `import undo` removed.
struct ImportUndone: CommandOutput {
    let undone: ImportRuns.Undone

    var lines: [String] {
        let u = undone
        var parts = [Plural.count(u.sets, "set"), Plural.count(u.workouts, "workout")]
        if u.exercises > 0 { parts.append(Plural.count(u.exercises, "custom exercise")) }
        if u.templates > 0 { parts.append(Plural.count(u.templates, "template")) }
        return ["took back import \(u.run.id) (\(u.run.file)): removed " + parts.joined(separator: ", ")]
    }

    func encode(to encoder: any Encoder) throws { try undone.encode(to: encoder) }
}

/// What restoring a history document did. JSON: the summary's fields.
struct RestoreReport: CommandOutput {
    let summary: HistoryRestore.Summary

    var lines: [String] {
        let s = summary
        return [(s.dryRun ? "would restore " : "restored ")
                + "\(Plural.count(s.workouts, "workout")) with \(Plural.count(s.sets, "set")), \(Plural.count(s.gyms, "gym")), "
                + "\(Plural.count(s.exercises, "custom exercise")), \(Plural.count(s.templates, "template"))"
                + (s.programs > 0 ? ", \(Plural.count(s.programs, "program"))" : "")
                + (s.skippedWorkouts > 0 ? "; \(Plural.count(s.skippedWorkouts, "workout")) already in the log" : "")]
    }

    func encode(to encoder: any Encoder) throws { try summary.encode(to: encoder) }
}

/// `import strong|hevy`, any case.
extension HistoryImport.Source: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

/// `--unit kg|lb`, any case, and `lbs` as Strong writes it.
extension WeightUnit: ExpressibleByArgument {
    public init?(argument: String) {
        let unit = argument.lowercased()
        self.init(rawValue: unit == "lbs" ? "lb" : unit)
    }

    public static var allValueStrings: [String] { ["kg", "lb"] }
}

/// What an import did: counts, skipped rows and why, names to check. With
/// `--json`, the summary's own encoding (the counts and unmapped names).
struct ImportReport: CommandOutput {
    let summary: ImportSummary
    let verbose: Bool

    func encode(to encoder: any Encoder) throws { try summary.encode(to: encoder) }

    /// Every name of the file and where it went: the ones to check first
    /// (new without muscles, variations, loose matches), exact names last.
    static func names(_ s: ImportSummary, verbose: Bool) -> [String] {
        guard !s.names.isEmpty else { return [] }
        let sorted = s.namesInReviewOrder
        let exact = s.names.filter { $0.how == "exact" }.count
        var lines = ["  " + Plural.count(s.names.count, "exercise name")
                     + (verbose || exact == 0 ? ":" : ", \(exact) of them the library's own (--verbose lists them):")]
        for n in sorted where verbose || n.how != "exact" {
            let sets = Plural.count(n.sets, "set")
            let place = switch n.how {
            case "new": "\(n.name): new, no muscles yet"
            case "variation": "\(n.name): variation of \(n.variationOf ?? "?")"
            case "exact": n.name
            default: "\(n.name) → \(n.exercise)"
            }
            lines.append("    \(n.how.padding(toLength: 9, withPad: " ", startingAt: 0)) \(place)  (\(sets))")
        }
        if s.names.contains(where: { $0.how == "new" }) {
            lines.append("    give new ones muscles with `gym-timer exercises edit NAME --muscle …`, or import again with --map \"NAME=EXERCISE\"")
        }
        if s.names.contains(where: { $0.how == "variation" }) {
            lines.append("    a variation keeps records of its own and counts for its parent's muscles; `gym-timer exercises merge` or --map joins it to another")
        }
        return lines
    }

    var lines: [String] {
        let s = summary
        var lines = ["\(s.dryRun ? "Would import" : "Imported") \(s.format.rawValue): \(Plural.count(s.rows, "row")) → \(Plural.count(s.workouts, "workout")), \(Plural.count(s.sets, "set")) (\(s.warmupSets) warm-up, \(s.dropSets) drop, \(s.failureSets) failure)"]
        let unit = s.unit?.rawValue ?? "?"
        let read: String = switch s.unitFrom {
        case .file: "\(unit), as the file says"
        case .rows: "the unit each row names"
        case .given: s.unitReason.map { "\(unit), as you chose (\($0))" } ?? "\(unit), as --unit says"
        case .weights: "\(unit) (the file does not say; --unit changes it): " + (s.unitReason ?? "")
        }
        lines.append("  weights read in " + read)
        if s.restTimerRows + s.noteRows > 0 {
            lines.append("  \(Plural.count(s.restTimerRows, "rest timer row")) (stored as the rest before the next set), \(Plural.count(s.noteRows, "note row"))")
        }
        if s.duplicates > 0 { lines.append("  \(Plural.count(s.duplicates, "set")) already in the log, not added again") }
        if s.moved > 0 { lines.append("  \(Plural.count(s.moved, "set")) already in the log moved to where their name goes now") }
        if s.skipped > 0 {
            lines.append("  skipped \(Plural.count(s.skipped, "row")):")
            for (reason, count) in s.skippedReasons.sorted(by: { $0.key < $1.key }) {
                var line = "    \(count) \(reason.rawValue): \(reason.explanation)"
                if verbose, let numbers = s.skippedLines[reason] { line += " — " + (numbers.count == 1 ? "line " : "lines ") + numbers.map(String.init).joined(separator: ", ") }
                lines.append(line)
            }
            if !verbose { lines.append("    (--verbose lists their line numbers)") }
        }
        lines += Self.names(s, verbose: verbose)
        if !s.templatesCreated.isEmpty {
            lines.append("  templates from the latest workout of each name: " + s.templatesCreated.joined(separator: ", "))
        } else if let newest = s.newestWorkoutTooOldForTemplates {
            lines.append("  no templates: they are made from workouts of the last 6 months, and the newest here is from "
                         + "\(LocalTime.day(newest.timeIntervalSince1970)) (--templates all makes them from every name)")
        }
        if !s.longWorkouts.isEmpty {
            lines.append("  \(Plural.count(s.longWorkouts.count, "workout")) over 12 hours (left open in the app?), kept as recorded: "
                         + s.longWorkouts.prefix(5).joined(separator: "; ") + (s.longWorkouts.count > 5 ? "; …" : ""))
        }
        if s.dryRun { lines.append("  dry run: nothing was saved") }
        if let id = s.importId { lines.append("  import \(id): `gym-timer import undo \(id)` takes it back") }
        return lines
    }
}

/// `12,345 rows · 41,000 rows/s · 38% · ETA 0:04` on one line of stderr,
/// redrawn in place; only when stderr is a terminal.
final class ProgressBar {
    private var shown = false

    func show(_ p: HistoryImport.Progress) {
        let rate = p.elapsed > 0 ? Double(p.rows) / p.elapsed : 0
        let fraction = p.totalBytes > 0 ? min(1, Double(p.bytesRead) / Double(p.totalBytes)) : 0
        let width = 24
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        var line = "\r\(bar) \(Int(fraction * 100))%  \(Plural.count(p.rows, "row"))  \(Int(rate)) rows/s"
        if fraction > 0.01, fraction < 1 {
            let eta = Int(p.elapsed / fraction * (1 - fraction))
            line += "  ETA \(eta / 60):\(String(format: "%02d", eta % 60))"
        } else if fraction == 1 {
            // Read to the end; the last batches and a bulk load's index are
            // still being written (about a second per million rows).
            line += "  saving…"
        }
        FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
        shown = true
    }

    /// `██████·· 75%  375,000 of 500,000 records`, for work counted in items.
    func show(done: Int, of total: Int, noun: String) {
        let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 1
        let width = 24
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        let line = "\r\(bar) \(Int(fraction * 100))%  \(done) of \(Plural.count(total, noun))"
        FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
        shown = true
    }

    func clear() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}

extension HistoryImport.Templates: ExpressibleByArgument {}
extension HistoryExport.StrongLayout: ExpressibleByArgument {}

/// `--map "Leg Press Keller=leg press"`: a name in the file and the exercise it is.
struct ExerciseMapping {
    var name, exercise: String

    init(_ text: String) throws {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw ValidationError("--map takes NAME=EXERCISE, e.g. --map \"Leg Press Keller=leg press\"; got \"\(text)\"")
        }
        name = parts[0]
        exercise = parts[1]
    }
}
