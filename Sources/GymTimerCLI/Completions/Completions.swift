import ArgumentParser
import GymTimerProtocol
import WorkoutCore
import GymTimerConfig
import GymTimerClient
import Notation

/// Candidates the shell completion scripts ask for at the moment of
/// completing (`gym-timer ---completion …`): timer names from the daemon,
/// gyms, templates and exercises from the training log. Each fails silently
/// to no candidates; none starts the daemon.
///
/// The scripts (`CompletionScripts`) pass the words of the argument being
/// completed, the last one being the word at the cursor, with the shell's
/// quoting taken off (`bench\ p` arrives as `bench p`). Candidates are
/// whole values, matched ignoring case: the shell quotes each as one word.
enum Completions {
    static let timers = CompletionKind.custom { _, _, prefix in
        let names = (try? DaemonClient.send(Request(.list), options: defaults, autostart: false, timeoutMS: 500))?
            .timers?.map(\.name) ?? []
        return Set(names + [Product.defaultTimerName]).sorted().filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }

    static let gyms = CompletionKind.custom { _, _, prefix in
        fromLog { try GymBook($0).list().map(\.gym.name) }.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }

    static let templates = CompletionKind.custom { _, _, prefix in
        fromLog { try TemplateBook($0).list().map(\.template.name) }.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }

    static let programs = CompletionKind.custom { _, _, prefix in
        fromLog { try ProgramBook($0).list().map(\.name) }.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }

    /// Exercise names, the lifter's own first. A name of several words is
    /// one candidate (`ben` → `Bench Press (Barbell)`); where the words of
    /// a name are separate arguments (`log bench p`), the words typed before
    /// count, and the rest of the name completes the word at the cursor
    /// (`Press (Barbell)`). Once a set or a weight is typed, there is none.
    static let exercises = CompletionKind.custom { words, _, prefix in
        let before = words.dropLast()
        guard !before.contains(where: { SetNotation.looksLikeSet($0) }) else { return [] }
        let head = before.map { $0 + " " }.joined()
        let names = fromLog { try ExerciseLibrary($0).names(startingWith: head + prefix) }
        // The words of the name that `head` already holds are not the current word's.
        let typedWords = head.split(separator: " ", omittingEmptySubsequences: false).count - 1
        return names.map { $0.split(separator: " ", omittingEmptySubsequences: false).dropFirst(typedWords).joined(separator: " ") }
    }

    /// The global options as when none are given (socket and log from the environment).
    private static var defaults: GlobalOptions { (try? GlobalOptions.parse([])) ?? GlobalOptions() }

    private static func fromLog(_ read: (AppDatabase) throws -> [String]) -> [String] {
        guard let training = try? Training(defaults) else { return [] }
        return (try? read(training.database)) ?? []
    }
}
