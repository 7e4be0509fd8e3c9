import Foundation

/// What an import did. Encodes to exactly the `--json` object; the fields
/// after `unmappedExercises` are for the human summary only.
public struct ImportSummary: Encodable, Sendable {
    public struct Unmapped: Codable, Sendable, Equatable {
        public var name: String
        public var sets: Int
    }

    public var format: ExportFormat
    /// Data rows read (the header and blank lines not counted).
    public var rows = 0
    /// Workouts created or added to.
    public var workouts = 0
    /// Sets stored, warm-up, drop and failure sets included.
    public var sets = 0
    public var warmupSets = 0
    public var dropSets = 0
    public var failureSets = 0
    public var restTimerRows = 0
    public var noteRows = 0
    public var skipped = 0
    public var skippedReasons: [SkipReason: Int] = [:]
    /// Sets already in the log from an earlier import.
    public var duplicates = 0
    public var exercisesCreated = 0
    public var unmappedExercises: [Unmapped] = []

    /// Workouts whose recorded duration is over 12 hours (a workout left
    /// open in the app): kept as recorded.
    public var longWorkouts: [String] = []
    public var templatesCreated: [String] = []
    /// Names matched other than exactly, for the user to check: the name
    /// in the file → the library exercise.
    public var looseMatches: [(name: String, exercise: String)] = []
    /// Line numbers of skipped rows, by reason (the first 1,000 of each).
    public var skippedLines: [SkipReason: [Int]] = [:]
    public var dryRun = false

    public init(format: ExportFormat) { self.format = format }

    enum CodingKeys: String, CodingKey {
        case format, rows, workouts, sets
        case warmupSets = "warmup_sets", dropSets = "drop_sets", failureSets = "failure_sets"
        case restTimerRows = "rest_timer_rows", noteRows = "note_rows"
        case skipped, skippedReasons = "skipped_reasons", duplicates
        case exercisesCreated = "exercises_created", unmappedExercises = "unmapped_exercises"
    }

    mutating func skip(_ reason: SkipReason, line: Int) {
        skipped += 1
        skippedReasons[reason, default: 0] += 1
        if skippedLines[reason, default: []].count < 1000 { skippedLines[reason, default: []].append(line) }
    }
}
