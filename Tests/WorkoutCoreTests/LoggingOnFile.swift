import Foundation
import WorkoutCore
import Notation

/// A suite that logs sets as a person would, on a real database file, with
/// times given in minutes from a fixed start.
protocol LoggingOnFile {
    var database: AppDatabase { get }
}

extension LoggingOnFile {
    var log: WorkoutLog { WorkoutLog(database) }
    var t0: Date { Date(timeIntervalSince1970: 1_800_000_000) }

    func at(_ minutes: Double) -> Date { t0.addingTimeInterval(minutes * 60) }

    /// Logs `tokens` (set notation) of `query`; no tokens and no shorthand is
    /// today's target.
    @discardableResult
    func logged(_ query: String, _ tokens: String = "", kind: SetKind = .normal, shorthand: SetShorthand? = nil,
                loading: Loading = .kilograms, at minute: Double) throws -> WorkoutLog.Logged {
        let words = tokens.split(separator: " ").map(String.init)
        var request = WorkoutLog.Request(exerciseQuery: query, sets: words.isEmpty ? [] : try SetNotation.sets(words, unit: .kg),
                                         kind: kind, confirmed: true)
        request.shorthand = shorthand ?? (words.isEmpty ? .target : nil)
        request.loading = loading
        return try log.log(request, now: at(minute))
    }
}
