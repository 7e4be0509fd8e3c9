import Foundation
import Notation

/// What an import did. Encodes to exactly the `--json` object; the fields
/// after `unmappedExercises` are for the human summary only.
public struct ImportSummary: Encodable, Sendable {
    public struct Unmapped: Codable, Sendable, Equatable {
        public var name: String
        public var sets: Int
    }

    public var format: ExportFormat
    /// The unit the file's weights were read in; nil when each row names its own.
    public var unit: WeightUnit?
    public var unitFrom: UnitSource = .given
    /// Where the unit came from: the file's header, each row, the lifter
    /// (`--unit`), or, for a file that does not say, its weights
    /// (`UnitDecision`: the unit the log read it in before, the last
    /// import's, or the configured one, checked against all its loads).
    public enum UnitSource: String, Encodable, Sendable { case file, rows, given, weights }
    /// Which evidence decided the unit, in words.
    public var unitReason: String?
    /// The number `imports` lists this import under (`import undo N`); nil
    /// for a dry run, or when it added nothing.
    public var importId: Int64?
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
    /// Sets an earlier import stored that this one moved to where their
    /// name goes now (a `--map`, a new variation), instead of adding them again.
    public var moved = 0
    public var exercisesCreated = 0
    public var unmappedExercises: [Unmapped] = []
    /// Every exercise name in the file and where its sets went, most sets first.
    public var names: [NameDecision] = []

    /// Workouts whose recorded duration is over 12 hours (a workout left
    /// open in the app): kept as recorded.
    public var longWorkouts: [String] = []
    public var templatesCreated: [String] = []
    /// Set when templates were asked for the recent workouts only and the
    /// file's newest workout is older than that: its date, to say why none was made.
    public var newestWorkoutTooOldForTemplates: Date?
    /// Line numbers of skipped rows, by reason (the first 1,000 of each).
    public var skippedLines: [SkipReason: [Int]] = [:]
    public var dryRun = false

    public init(format: ExportFormat) { self.format = format }

    enum CodingKeys: String, CodingKey {
        case format, unit, unitFrom = "unit_from", unitReason = "unit_reason", importId = "import", rows, workouts, sets
        case warmupSets = "warmup_sets", dropSets = "drop_sets", failureSets = "failure_sets"
        case restTimerRows = "rest_timer_rows", noteRows = "note_rows"
        case skipped, skippedReasons = "skipped_reasons", duplicates, moved
        case exercisesCreated = "exercises_created", unmappedExercises = "unmapped_exercises", names
    }

    /// Where one exercise name of the file went.
    public struct NameDecision: Encodable, Sendable, Equatable {
        public var name: String
        /// The exercise its sets are in (for a variation, the new one).
        public var exercise: String
        /// `exact` (the library's name), `alias`, `spelling` (the same
        /// words: case, order, plurals, punctuation, a slip, or the
        /// equipment in brackets), `variation` (a new exercise linked to
        /// `variationOf`), `new` (a new exercise without muscles) or `map`
        /// (`--map`).
        public var how: String
        public var variationOf: String?
        public var sets: Int

        init(name: String, exercise: String, how: ExerciseMatcher.How, variationOf: String?, sets: Int) {
            self.name = name
            self.exercise = exercise
            self.how = how.rawValue
            self.variationOf = variationOf
            self.sets = sets
        }

        enum CodingKeys: String, CodingKey { case name, exercise, how, variationOf = "variation_of", sets }
    }

    /// The file's names in the order a lifter checks them: those most
    /// likely to be wrong first — new ones without muscles, variations,
    /// `--map`, loose matches (spelling, then alias) — exact names last;
    /// in the file's order within each.
    public var namesInReviewOrder: [NameDecision] {
        let order = [ExerciseMatcher.How.new, .variation, .map, .spelling, .alias, .exact].map(\.rawValue)
        return names.enumerated().sorted {
            ((order.firstIndex(of: $0.element.how) ?? 0), $0.offset) < ((order.firstIndex(of: $1.element.how) ?? 0), $1.offset)
        }.map(\.element)
    }

    mutating func skip(_ reason: SkipReason, line: Int) {
        skipped += 1
        skippedReasons[reason, default: 0] += 1
        if skippedLines[reason, default: []].count < 1000 { skippedLines[reason, default: []].append(line) }
    }
}
