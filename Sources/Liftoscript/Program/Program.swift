/// A program read and checked: its days in order, each exercise line with
/// its sets as written (repeats placed, reuse followed, descriptions
/// carried forward), and what the lines of one exercise share: progression,
/// update script, warm-ups, tags and the state they start with.
public struct Program: Sendable {
    public let days: [ProgramDay]
    public let exercises: [ExerciseKey: SharedExercise]
    /// How many weeks, and days in each.
    public let weekCount: Int

    /// The program in `text`, or every mistake in it.
    public init(parsing text: String) throws(ProgramSyntaxErrors) {
        let source = SourceText(ProgramFile.liftoscript(in: text))
        let syntax = try ProgramParser.parse(source)
        var builder = ProgramBuilder(syntax: syntax, source: source)
        builder.build()
        guard builder.errors.isEmpty else { throw ProgramSyntaxErrors(builder.errors) }
        days = builder.days
        exercises = builder.shared
        weekCount = syntax.weeks.count
    }

    /// The day at `week` and `dayInWeek` (from 1), if the program has it.
    public func day(week: Int, dayInWeek: Int) -> ProgramDay? {
        days.first { $0.week == week && $0.dayInWeek == dayInWeek }
    }
}

public struct ProgramDay: Sendable, Equatable {
    /// From 1: the week, the day in it, and the day counted from the program's start.
    public let week: Int
    public let dayInWeek: Int
    public let day: Int
    public let weekName: String
    public let name: String
    public var lines: [ProgramLine]
}

/// An exercise line of a day, ready to prescribe.
public struct ProgramLine: Sendable, Equatable {
    public let key: ExerciseKey
    public let syntax: ExerciseLineSyntax
    /// Each variation's sets, one entry per set (`3x5` is three).
    public var variations: [[SetPrescription]]
    /// 0-based.
    public var currentVariation: Int
    public var descriptions: [String]
    public var currentDescription: Int
    /// `progress: none` on this line: no progression after this day.
    public var progressOff: Bool
    public var superset: String? { syntax.superset }
}

/// What every line of one exercise shares.
public struct SharedExercise: Sendable, Equatable {
    public var progress: ProgressSyntax?
    /// A custom progression borrowed from another exercise (`{ ...Squat }`) is that one's script.
    public var progressScript: ScriptSyntax?
    public var update: ScriptSyntax?
    public var warmup: WarmupSyntax?
    public var tags: [Int]
    /// The state its progression starts with.
    public var state: [String: ScriptValue]
    /// State the lifter is asked for after the last set (`name+: 0`).
    public var asked: [String]
    /// Whether a line of it is scheduled (a `used: none` template is not).
    public var scheduled: Bool
    public var position: SourcePosition
}
