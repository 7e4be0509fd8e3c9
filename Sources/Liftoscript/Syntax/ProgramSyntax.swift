/// A program as written: weeks of days of exercise lines, before names are
/// resolved, reuse is followed or any script runs. What the parser makes
/// and the evaluator reads; nothing here knows the lifter.
public struct ProgramSyntax: Equatable, Sendable {
    public var weeks: [WeekSyntax]
}

public struct WeekSyntax: Equatable, Sendable {
    public var name: String
    /// The `//` lines just above the week's header.
    public var description: String?
    public var days: [DaySyntax]
    public var position: SourcePosition
}

public struct DaySyntax: Equatable, Sendable {
    public var name: String
    public var description: String?
    public var exercises: [ExerciseLineSyntax]
    public var position: SourcePosition
}

/// One exercise line, `[label:] Name[, Equipment][[repeat]] / section / …`.
public struct ExerciseLineSyntax: Equatable, Sendable {
    public var position: SourcePosition
    /// Keeps two lines of one exercise apart (`main: Squat`, `aux: Squat`).
    public var label: String?
    /// As written, without label and equipment, spaces collapsed.
    public var name: String
    /// As written after the last comma, when it is one of the language's
    /// equipment names (`Barbell`, `Smith Machine`, …).
    public var equipment: String?
    /// `Name[1-4]`, `Name[2,1-4]`: the weeks it repeats in, its place in the day.
    public var repeatWeeks: ClosedRange<Int>?
    public var order: Int?
    /// Each section of sets is one variation; `current` is the one marked
    /// `!`, else the first (0-based here; scripts count from 1).
    public var variations: [[SetSyntax]]
    public var currentVariation: Int
    /// Values from sections with no `NxM`, applying to every set.
    public var globals: SetValues
    public var warmup: WarmupSyntax?
    public var progress: ProgressSyntax?
    public var update: ScriptSource?
    /// `id: tags(1, 2)`: other exercises' scripts write `state[1].x`.
    public var tags: [Int]
    /// `used: none`: a template, never scheduled itself.
    public var unused: Bool
    public var superset: String?
    public var reuse: ReuseSyntax?
    /// The `//` groups above the line, and which is current (`// !`), 0-based.
    public var descriptions: [String]
    public var currentDescription: Int

    /// As a lifter would write the line's exercise: `t1: Squat, Barbell`.
    public var title: String { Self.title(label: label, name: name, equipment: equipment) }

    static func title(label: String?, name: String, equipment: String?) -> String {
        (label.map { $0 + ": " } ?? "") + name + (equipment.map { ", " + $0 } ?? "")
    }

    /// The language's equipment, as written after the name's last comma.
    public static let equipmentNames = ["Barbell", "Cable", "Dumbbell", "Smith Machine", "Band", "Kettlebell", "Bodyweight",
                                        "Leverage Machine", "Medicine Ball", "EZ Bar", "Trap Bar"]

    public init(position: SourcePosition, name: String) {
        self.position = position
        self.name = name
        variations = []
        currentVariation = 0
        globals = SetValues()
        tags = []
        unused = false
        descriptions = []
        currentDescription = 0
    }
}

/// `...Squat`, `...Squat[2]` (day 2 of this week), `...Squat[3:2]` (week 3,
/// day 2); nil parts (`_`) mean the current one.
public struct ReuseSyntax: Equatable, Sendable {
    public var name: String
    public var week: Int?
    public var day: Int?
    public var position: SourcePosition
}

/// `3x8`, `1x5+`, `3x8-12 @8 90s 80% (Heavy)`: `count` sets alike.
public struct SetSyntax: Equatable, Sendable {
    public var count: Int
    /// The reps asked for: the top of a range.
    public var reps: Int
    /// The bottom of a range (`3x8-12`), else nil.
    public var minReps: Int?
    /// `1x5+`: as many as possible, at least `reps`.
    public var amrap: Bool
    /// `3+x5`: sets the lifter may add to.
    public var quickAdd: Bool
    public var values: SetValues
    public var position: SourcePosition
}

/// What a set (or a whole line) may say besides its reps.
public struct SetValues: Equatable, Sendable {
    public var load: Load?
    /// `100lb+`, `80%+`, `?+`: the lifter is asked for the weight.
    public var askWeight = false
    public var rpe: Double?
    /// `@8+`: the lifter is asked for the RPE they reached.
    public var logRPE = false
    public var restSeconds: Int?
    /// `(AMRAP)`: at most 8 characters.
    public var label: String?

    public init() {}

    public var isEmpty: Bool { self == SetValues() }
}

/// A weight as a program gives it.
public enum Load: Equatable, Sendable {
    case mass(Double, WeightUnitSyntax)
    /// Of the exercise's 1RM (in a warm-up: of the first working set).
    case percent(Double)
}

/// The two units a program may write (`lb`, `kg`).
public enum WeightUnitSyntax: String, Equatable, Sendable { case lb, kg }

/// `warmup: none`, or its sets (`1x5 45lb, 1x3 80%, 5`).
public enum WarmupSyntax: Equatable, Sendable {
    case none
    case sets([WarmupSetSyntax])
}

public struct WarmupSetSyntax: Equatable, Sendable {
    public var count: Int
    public var reps: Int
    public var load: Load?
}

/// How an exercise moves on after a workout.
public enum ProgressSyntax: Equatable, Sendable {
    /// `progress: none`: not on this day (a deload week).
    case none
    /// `lp(…)`, `dp(…)`, `sum(…)`: a built-in, its arguments as written.
    case builtIn(name: String, arguments: [ArgumentSyntax], position: SourcePosition)
    /// `custom(state…) {~ script ~}` or `custom(state…) { ...Exercise }`.
    case custom(state: [StateVariableSyntax], script: ScriptSource)
}

/// A built-in progression's argument.
public enum ArgumentSyntax: Equatable, Sendable {
    case number(Double)
    case load(Load)
}

/// `name: 5lb` in `custom(…)`; `name+: 0` asks the lifter after the last set.
public struct StateVariableSyntax: Equatable, Sendable {
    public var name: String
    public var value: ArgumentSyntax
    public var asksLifter: Bool
    public var position: SourcePosition
}

/// A script, written out or borrowed from another exercise.
public enum ScriptSource: Equatable, Sendable {
    case written(ScriptSyntax)
    case reused(ReuseSyntax)
}
