import GRDB

/// The rest a `log` started: in which workout, after which set, how long,
/// and its label. One setting holds the latest, so that the next set of
/// that workout records the rest it was given (`restGivenSeconds`), and
/// ending the workout stops the rest timer only if one of its logs
/// started it.
struct RestGiven: Equatable {
    var workoutId: Int64
    var afterSet: Int64
    var seconds: Double
    var label: String

    /// The rest the latest `log` started, if any.
    static func latest(_ db: Database) throws -> RestGiven? {
        try Setting.get(db, .restTimerOwner).flatMap(RestGiven.init(stored:))
    }

    func save(_ db: Database) throws {
        try Setting.set(db, .restTimerOwner, "\(workoutId)\t\(afterSet)\t\(seconds)\t\(label)")
    }

    /// The stored form; the label comes last, so a tab in it stays its own.
    init?(stored: String) {
        let parts = stored.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let workoutId = Int64(parts[0]), let afterSet = Int64(parts[1]), let seconds = Double(parts[2]) else {
            return nil
        }
        self.init(workoutId: workoutId, afterSet: afterSet, seconds: seconds, label: String(parts[3]))
    }

    init(workoutId: Int64, afterSet: Int64, seconds: Double, label: String) {
        self.workoutId = workoutId
        self.afterSet = afterSet
        self.seconds = seconds
        self.label = label
    }
}
