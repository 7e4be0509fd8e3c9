import ArgumentParser
import Foundation
import WorkoutCore
import Notation

/// `gym-timer progress bench [--last 12w] [--metric e1rm] [--svg FILE]`.
struct Progress: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress", abstract: "Chart an exercise over time, a point per session.",
        discussion: "Per session: the top set, e1RM (Epley), volume (Σ weight × reps) and the reps at the top weight.")

    @Argument(help: "Exercise name or search words.", completion: Completions.exercises) var name: [String]
    @Option(help: "From this day on (YYYY-MM-DD).", transform: RefusedValue.noting("--since", ArgumentValue.day)) var since: Double?
    @Option(help: "Only the last N days, weeks, months or years, e.g. 12w, 90d, 6m, 1y.", transform: RefusedValue.noting("--last", ArgumentValue.period))
    var last: Double?
    @Option(help: "What to chart: e1rm, top, volume or reps.") var metric: ExerciseProgress.Metric = .e1rm
    @Option(help: "Only sessions at this gym.", completion: Completions.gyms) var gym: String?
    @Option(help: "Also write the chart as an SVG file.") var svg: String?
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if since != nil && last != nil { throw ValidationError("use one of --since and --last") }
    }

    func run(_ training: Training) throws {
        let from = since ?? last.map { LocalTime.currentTime() - $0 }
        let progress = try Training.run {
            try ExerciseProgress.of(name.joined(separator: " "), since: from.map { Date(timeIntervalSince1970: $0) },
                                    gym: gym, in: training.database)
        }
        let unit = training.unit
        // A session has no e1RM when its sets all had more than 12 reps: no point for it.
        let points = progress.sessions.compactMap { s in
            s.value(metric).map { (s.date.timeIntervalSince1970, metric == .reps ? $0 : unit.fromKilograms($0)) }
        }
        let chart = ProgressChart(title: "\(progress.exercise.name) — \(metric.title(unit: unit)), \(Plural.count(points.count, "session"))",
                                  dates: points.map(\.0), values: points.map(\.1))
        if let svg {
            do { try chart.svg().write(toFile: svg, atomically: true, encoding: .utf8) } catch {
                throw CLIError("cannot write \(svg): \(error.localizedDescription)")
            }
        }
        global.show(ProgressOutput(progress: progress, metric: metric, chart: chart, color: Console.useColor, names: training.names))
    }
}

/// The chart as text, or with `--json` every session's figures.
struct ProgressOutput: WeightedOutput {
    let progress: ExerciseProgress
    let metric: ExerciseProgress.Metric
    let chart: ProgressChart
    let color: Bool
    let names: RowNames

    var lines: [String] { chart.terminal(color: color) }

    enum CodingKeys: String, CodingKey { case exercise, metric, sessions }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(progress.exercise.name, forKey: .exercise)
        try c.encode(metric, forKey: .metric)
        try c.encode(progress.sessions.map { SessionJSON(session: $0, names: names) }, forKey: .sessions)
    }

    /// A session with its date as every listing writes dates (ISO 8601, local offset).
    struct SessionJSON: Encodable {
        let session: ExerciseProgress.Session
        let names: RowNames
        enum CodingKeys: String, CodingKey { case workoutId = "workout_id", date, topWeightKg = "top_weight_kg", topReps = "top_reps", e1rmKg = "e1rm_kg", volumeKg = "volume_kg" }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(RowRef(workout: session.workoutId, names), forKey: .workoutId)
            try c.encode(Training.iso(session.date), forKey: .date)
            try c.encode(session.topWeightKg, forKey: .topWeightKg)
            try c.encode(session.topReps, forKey: .topReps)
            try c.encode(session.e1rmKg, forKey: .e1rmKg)
            try c.encode(session.volumeKg, forKey: .volumeKg)
        }
    }
}

extension ExerciseProgress.Metric: ExpressibleByArgument {}
