import ArgumentParser
import Foundation
import GymTimerConfig
import GymTimerProtocol
import WorkoutCore
import Notation

/// `gym-timer stats`: workouts per week, streaks, records, rest taken.
struct Stats: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Workouts per week (last 12), streaks, personal records and rest taken.",
        discussion: "Records are the best estimated one-rep max (Epley: weight × (1 + reps/30)) per exercise. A streak counts consecutive ISO weeks with at least one workout. "
            + "When the last weeks hold no workout (a history imported from another app), the chart shows the weeks up to the last one that does, and says so. "
            + "Rest taken is compared with what the rest timer counts for the exercise: its own rest, else timer.default_rest.")
    @Option(help: "Weeks in the chart.") var weeks: Int = 12
    @Option(help: "At most this many records.") var records: Int = 15
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (1...260).contains(weeks) else { throw ValidationError("--weeks must be between 1 and 260") }
        guard records >= 0 else { throw ValidationError("--records cannot be negative") }
    }

    func run(_ training: Training) throws {
        let stats = try Training.run { try TrainingStats.compute(training.database, weeks: weeks) }
        global.show(StatsReport(stats: stats, records: records, training: training))
    }
}

/// A bar per week, the streaks, the best estimated 1RMs and the rest taken
/// against the rest the timer counts.
struct StatsReport: WeightedOutput {
    let stats: TrainingStats
    /// At most this many records (and, in the text, rest lines).
    let records: Int
    /// For the display unit.
    let training: Training

    var lines: [String] {
        let unit = training.unit
        var lines = ["workouts per week (\(stats.totalWorkouts) in all)"]
        if stats.endsAtLastWorkout, let first = stats.weeks.first, let last = stats.weeks.last {
            lines.append("  weeks of \(LocalTime.date(first.start.timeIntervalSince1970)) to \(LocalTime.date(last.start.timeIntervalSince1970)), up to your last workout "
                         + "(none in the last \(Plural.count(stats.weeks.count, "week")))")
        }
        let most = max(1, stats.weeks.map(\.workouts).max() ?? 1)
        for week in stats.weeks {
            let bar = String(repeating: "█", count: Int((Double(week.workouts) / Double(most) * 30).rounded()))
            lines.append("  \(ISOWeek.name(of: week.start))  \(Training.day(week.start).padding(toLength: 6, withPad: " ", startingAt: 0)) \(String(week.workouts).padding(toLength: 3, withPad: " ", startingAt: 0)) \(bar)")
        }
        lines.append("streak: \(Plural.count(stats.currentStreak, "week")) (longest \(stats.longestStreak))")
        if !stats.records.isEmpty {
            lines.append("personal records (estimated 1RM)")
            for r in stats.records.prefix(records) {
                lines.append("  \(r.exercise.name.padding(toLength: 36, withPad: " ", startingAt: 0)) \(unit.figure(kilograms: r.oneRepMaxKg)) \(unit)  from \(training.describe(r.set, type: r.exercise.type)) on \(Training.day(r.set.loggedAt))")
            }
        }
        if !stats.rest.isEmpty {
            lines.append("rest taken (average, against the rest the timer gave, else what it counts for the exercise now)")
            for r in stats.rest.prefix(records) {
                let name = r.exercise.name.padding(toLength: 36, withPad: " ", startingAt: 0)
                if let given = r.given {
                    let some = given.sets < r.sets ? " of \(Plural.count(r.sets, "set"))" : ""
                    lines.append("  \(name) \(DurationNotation.spoken(given.taken.rounded())) vs \(DurationNotation.spoken(given.seconds.rounded())) given  (\(Plural.count(given.sets, "set"))\(some))")
                    continue
                }
                let against = switch training.settings.restRule.workingRest(for: r.exercise) {
                case .exercise(let seconds)?: "vs \(DurationNotation.spoken(seconds))"
                case .defaultRest(let seconds)?: "vs \(DurationNotation.spoken(seconds)) (timer.default_rest)"
                case nil: "(no rest timer for this exercise)"
                }
                lines.append("  \(name) \(DurationNotation.spoken(r.averageSeconds.rounded())) \(against)  (\(Plural.count(r.sets, "set")))")
            }
        }
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        struct Week: Encodable { let week: String; let workouts: Int }
        struct Record: Encodable { let exercise: String; let e1rm_kg, weight_kg: Double; let reps: Int; let date: String }
        /// `configured_s`: the exercise's own rest (0: none, the default
        /// applies); `timer_s`: what the rest timer counts, null when it never
        /// starts; `given_s`, `taken_when_given_s`, `given_sets`: over the sets
        /// the timer gave a rest before, that rest and the rest taken (null, 0: none).
        struct Rest: Encodable {
            let exercise: String; let average_s: Double; let configured_s, sets: Int; let timer_s: Double?
            let given_s, taken_when_given_s: Double?; let given_sets: Int
            enum CodingKeys: String, CodingKey { case exercise, average_s, configured_s, sets, timer_s, given_s, taken_when_given_s, given_sets }
            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(exercise, forKey: .exercise)
                try c.encode(average_s, forKey: .average_s)
                try c.encode(configured_s, forKey: .configured_s)
                try c.encode(sets, forKey: .sets)
                try c.encode(timer_s, forKey: .timer_s)
                try c.encode(given_s, forKey: .given_s)
                try c.encode(taken_when_given_s, forKey: .taken_when_given_s)
                try c.encode(given_sets, forKey: .given_sets)
            }
        }
        struct Out: Encodable {
            let weeks: [Week]; let ends_at_last_workout: Bool; let current_streak_weeks, longest_streak_weeks, total_workouts: Int
            let records: [Record]; let rest: [Rest]
        }
        try Out(
            weeks: stats.weeks.map { Week(week: ISOWeek.name(of: $0.start), workouts: $0.workouts) },
            ends_at_last_workout: stats.endsAtLastWorkout,
            current_streak_weeks: stats.currentStreak, longest_streak_weeks: stats.longestStreak, total_workouts: stats.totalWorkouts,
            records: stats.records.prefix(records).map {
                Record(exercise: $0.exercise.name, e1rm_kg: ($0.oneRepMaxKg * 100).rounded() / 100, weight_kg: $0.set.weightKg ?? 0,
                       reps: $0.set.reps ?? 0, date: Training.iso($0.set.loggedAt))
            },
            rest: stats.rest.map {
                Rest(exercise: $0.exercise.name, average_s: $0.averageSeconds.rounded(), configured_s: $0.exercise.restSeconds, sets: $0.sets,
                     timer_s: training.settings.restRule.workingRest(for: $0.exercise)?.seconds,
                     given_s: $0.given.map { $0.seconds.rounded() }, taken_when_given_s: $0.given.map { $0.taken.rounded() },
                     given_sets: $0.given?.sets ?? 0)
            })
            .encode(to: encoder)
    }
}
