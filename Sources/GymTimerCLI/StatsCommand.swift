import ArgumentParser
import Foundation
import GymTimerProtocol
import WorkoutCore
import Notation

/// `gym-timer stats`: workouts per week, streaks, records, rest taken.
struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Workouts per week (last 12), streaks, personal records and rest taken.",
        discussion: "Records are the best estimated one-rep max (Epley: weight × (1 + reps/30)) per exercise. A streak counts consecutive ISO weeks with at least one workout.")
    @Option(help: "Weeks in the chart.") var weeks: Int = 12
    @Option(help: "At most this many records.") var records: Int = 15
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (1...260).contains(weeks) else { throw ValidationError("--weeks must be between 1 and 260") }
        guard records >= 0 else { throw ValidationError("--records cannot be negative") }
    }

    func run() throws {
        let training = try Training(global)
        let stats = try Training.run { try TrainingStats.compute(training.database, weeks: weeks) }
        global.show(StatsReport(stats: stats, records: records, training: training))
    }
}

/// A bar per week, the streaks, the best estimated 1RMs and the rest taken
/// against the rest set.
struct StatsReport: CommandOutput {
    let stats: TrainingStats
    /// At most this many records (and, in the text, rest lines).
    let records: Int
    /// For the display unit.
    let training: Training

    var lines: [String] {
        let unit = training.unit
        var lines = ["workouts per week (\(stats.totalWorkouts) in all)"]
        let most = max(1, stats.weeks.map(\.workouts).max() ?? 1)
        for week in stats.weeks {
            let bar = String(repeating: "█", count: Int((Double(week.workouts) / Double(most) * 30).rounded()))
            lines.append("  \(ISOWeek.name(of: week.start))  \(Training.day(week.start).padding(toLength: 6, withPad: " ", startingAt: 0)) \(String(week.workouts).padding(toLength: 3, withPad: " ", startingAt: 0)) \(bar)")
        }
        lines.append("streak: \(stats.currentStreak) week\(stats.currentStreak == 1 ? "" : "s") (longest \(stats.longestStreak))")
        if !stats.records.isEmpty {
            lines.append("personal records (estimated 1RM)")
            for r in stats.records.prefix(records) {
                lines.append("  \(r.exercise.name.padding(toLength: 36, withPad: " ", startingAt: 0)) \(unit.format(kilograms: r.oneRepMaxKg)) \(unit)  from \(training.describe(r.set, type: r.exercise.type)) on \(Training.day(r.set.loggedAt))")
            }
        }
        if !stats.rest.isEmpty {
            lines.append("rest taken (average, against the rest set for the exercise)")
            for r in stats.rest.prefix(records) {
                lines.append("  \(r.exercise.name.padding(toLength: 36, withPad: " ", startingAt: 0)) \(DurationNotation.spoken(r.averageSeconds.rounded())) vs \(DurationNotation.spoken(Double(r.exercise.restSeconds)))  (\(r.sets) sets)")
            }
        }
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        struct Week: Encodable { let week: String; let workouts: Int }
        struct Record: Encodable { let exercise: String; let e1rm_kg, weight_kg: Double; let reps: Int; let date: String }
        struct Rest: Encodable { let exercise: String; let average_s: Double; let configured_s, sets: Int }
        struct Out: Encodable {
            let weeks: [Week]; let current_streak_weeks, longest_streak_weeks, total_workouts: Int
            let records: [Record]; let rest: [Rest]
        }
        try Out(
            weeks: stats.weeks.map { Week(week: ISOWeek.name(of: $0.start), workouts: $0.workouts) },
            current_streak_weeks: stats.currentStreak, longest_streak_weeks: stats.longestStreak, total_workouts: stats.totalWorkouts,
            records: stats.records.prefix(records).map {
                Record(exercise: $0.exercise.name, e1rm_kg: ($0.oneRepMaxKg * 100).rounded() / 100, weight_kg: $0.set.weightKg ?? 0,
                       reps: $0.set.reps ?? 0, date: Training.iso($0.set.loggedAt))
            },
            rest: stats.rest.map { Rest(exercise: $0.exercise.name, average_s: $0.averageSeconds.rounded(), configured_s: $0.exercise.restSeconds, sets: $0.sets) })
            .encode(to: encoder)
    }
}
