import ArgumentParser
import GymTimerProtocol
import WorkoutCore
import GymTimerConfig
import GymTimerClient

/// Candidates the shell completion scripts ask for at the moment of
/// completing (`gym-timer ---completion …`): timer names from the daemon,
/// gyms, templates and exercises from the training log. Each fails silently
/// to no candidates; none starts the daemon.
enum Completions {
    static let timers = CompletionKind.custom { _, _, prefix in
        let names = (try? DaemonClient.send(Request(.list), options: defaults, autostart: false, timeoutMS: 500))?
            .timers?.map(\.name) ?? []
        return Set(names + [Product.defaultTimerName]).sorted().filter { $0.hasPrefix(prefix) }
    }

    static let gyms = CompletionKind.custom { _, _, prefix in
        fromLog { try GymBook($0).list().map(\.gym.name) }.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }

    static let templates = CompletionKind.custom { _, _, prefix in
        fromLog { try TemplateBook($0).list().map(\.template.name) }.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }

    static let exercises = CompletionKind.custom { _, _, prefix in
        fromLog { database in
            var query = ExerciseQuery()
            query.words = prefix
            query.limit = 40
            return try ExerciseLibrary(database).search(query).exercises.map(\.name)
        }
    }

    /// The global options as when none are given (socket and log from the environment).
    private static var defaults: GlobalOptions { (try? GlobalOptions.parse([])) ?? GlobalOptions() }

    private static func fromLog(_ read: (AppDatabase) throws -> [String]) -> [String] {
        guard let training = try? Training(defaults) else { return [] }
        return (try? read(training.database)) ?? []
    }
}
