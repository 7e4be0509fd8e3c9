import GymTimerClient
import ArgumentParser
import CLinux
import GymTimerProtocol
import WorkoutCore
import Notation
import GymTimerConfig
#if canImport(Glibc)
import Glibc
#endif

/// `gym-timer`: rest timers (and, through the workout core, the training log).
public struct GymTimer: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "gym-timer",
        abstract: "Rest timer and training log for lifters.",
        version: Product.version,
        subcommands: [Start.self, Stop.self, Add.self, Sub.self, Pause.self, Resume.self,
                      Status.self, List.self, Watch.self, DaemonGroup.self, ConfigGroup.self,
                      Log.self, WorkoutGroup.self, GymsGroup.self, ExercisesGroup.self, Volume.self, HistoryGroup.self,
                      SetGroup.self, Undo.self, Stats.self, TemplatesGroup.self, ProgramGroup.self, Import.self, Imports.self, Export.self, Plates.self, Warmup.self, Progress.self, Records.self, Next.self, Bodyweight.self, SyncGroup.self, DoneFromNotification.self],
        defaultSubcommand: Status.self)

    public init() {}

    /// Runs the command line: errors are one line on stderr; malformed input
    /// exits 64 (EX_USAGE), every other failure 1.
    public static func entry(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        // A full file-size limit becomes an error line, not a killed process.
        gt_ignore_file_size_signal()
        let status = execute(arguments)
        Console.flush()
        Glibc.exit(status)
    }

    /// Runs one command line and returns its exit status, writing through
    /// `Console` (so a test can run it in process and read what it printed).
    static func execute(_ arguments: [String]) -> Int32 {
        let arguments = hoistGlobalOptions(arguments)
        let refused = RefusedValue.Note()
        do {
            // The completion scripts are this program's own, not the parser's (`CompletionScripts`).
            if let shell = CompletionScripts.requestedShell(arguments, environment: Console.environment) {
                let table = try CompletionTable.ofCommandLine()
                print(CompletionScripts.script(for: shell, table: table))
                return 0
            }
            try refuseUnknownCommand(arguments)
            try refuseNegativeDuration(arguments)
            try refuseNegativeWeight(arguments)
            try RefusedValue.$note.withValue(refused) {
                var command = try parseAsRoot(arguments)
                try command.run()
            }
            return 0
        } catch {
            // A value that cannot be read is malformed input wherever it was parsed.
            let error: any Error = (error as? NotationError).map { ValidationError($0.description) } ?? error
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                return 0
            }
            // Input refused with the places it is wrong: the line, then each place.
            if let refusal = error as? RefusedInput {
                printError("gym-timer: \(refusal.line)")
                refusal.details.forEach(printError)
                return ExitCode.validationFailure.rawValue
            }
            // A value a transform refused: its own sentence (`RefusedValue`).
            if let sentence = refused.sentence.withLock({ $0 }) {
                printError("gym-timer: \(sentence)")
                return ExitCode.validationFailure.rawValue
            }
            var message = error is CLIError || error is ClientError ? "\(error)" : message(for: error)
            // One line: a list of accepted values (`- a`, `- b` below the
            // parser's sentence) is folded into it.
            let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let values = lines.dropFirst().filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
            if let first = lines.first { message = first }
            if !values.isEmpty { message += " " + values.joined(separator: ", ") }
            if message.hasPrefix("Error: ") { message.removeFirst(7) }
            printError("gym-timer: \(message)")
            return code.rawValue
        }
    }

    /// `start -5` (or `add -15`) would read as an unknown option `-5`:
    /// a duration given as a negative number is said to be one before the
    /// parser sees it. `add -- -15` is how a negative adjustment is written.
    static func refuseNegativeDuration(_ arguments: [String]) throws {
        guard let command = arguments.first, ["start", "add", "sub"].contains(command),
              let negative = arguments.dropFirst().prefix(while: { $0 != "--" })
                  .first(where: { $0.count > 1 && $0.hasPrefix("-") && $0.dropFirst().first!.isNumber })
        else { return }
        throw ValidationError(DurationError.notPositive(negative).description + " (to take time off, use `gym-timer sub`)")
    }

    /// `plates -5` (or `warmup -5`) would read as an unknown option or a
    /// missing weight: a weight given as a negative number is refused as
    /// one, with what the command takes.
    static func refuseNegativeWeight(_ arguments: [String]) throws {
        guard let command = arguments.first, ["plates", "warmup"].contains(command),
              let negative = arguments.dropFirst().prefix(while: { $0 != "--" })
                  .first(where: { $0.count > 1 && $0.hasPrefix("-") && $0.dropFirst().first!.isNumber })
        else { return }
        throw ValidationError("\(command) takes a weight above 0, not \(negative); e.g. `gym-timer \(command) 100`")
    }

    /// `gym-timer lgo` would otherwise read as `status lgo` (a timer named
    /// "lgo"): a first word that is no command is refused, naming the
    /// nearest command.
    static func refuseUnknownCommand(_ arguments: [String]) throws {
        guard let first = arguments.first, !first.hasPrefix("-") else { return }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first) else { return }
        let typed = first.lowercased()
        var near: [String] = []
        for name in names where Spelling.oneEditApart(Array(name.utf8), Array(typed.utf8))
            || typed.count >= 2 && name.hasPrefix(typed) {
            near.append("`gym-timer \(name)`")
        }
        let hint = near.isEmpty ? "; see `gym-timer --help`"
            : "; did you mean " + (near.count == 1 ? near[0] : near.dropLast().joined(separator: ", ") + " or " + near.last!) + "?"
        throw ValidationError("\"\(first)\" is not a gym-timer command\(hint)")
    }

    /// Moves global options written before the subcommand to after it, where
    /// each command's option group reads them: `gym-timer --json list` is
    /// `gym-timer list --json`.
    static func hoistGlobalOptions(_ args: [String]) -> [String] {
        var leading: [String] = []
        var rest: [String] = []
        var i = 0
        while i < args.count, args[i].hasPrefix("-"), args[i] != "--" {
            let arg = args[i]
            let bare = String(arg.split(separator: "=", maxSplits: 1)[0])
            if GlobalOptions.flags.contains(arg) || (GlobalOptions.valued.contains(bare) && arg.contains("=")) {
                leading.append(arg)
            } else if GlobalOptions.valued.contains(arg), i + 1 < args.count {
                leading += [arg, args[i + 1]]
                i += 1
            } else {
                break
            }
            i += 1
        }
        rest = Array(args[i...])
        guard !leading.isEmpty else { return args }
        if let dashes = rest.firstIndex(of: "--") {
            rest.insert(contentsOf: leading, at: dashes)
        } else {
            rest += leading
        }
        return rest
    }
}
