import ArgumentParser
import WorkoutCore
import Notation

/// `gym-timer warmup bench [100]`: ramp-up sets to a working weight (by
/// default today's target), rounded to what can be loaded, with plates.
struct Warmup: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "warmup", abstract: "Show warm-up sets for an exercise's working weight, with plates.",
        discussion: """
            The bar × 10, then about 40% × 5, 60% × 3 and 80% × 2, rounded to loadable weights (plates.available \
            in config.toml on the exercise's bar: plates.bar for a barbell, its own with `exercises edit --bar`; \
            the exercise's increment otherwise). A deadlift starts from the bar with the largest plates. Without WEIGHT, today's \
            target. Log them with `gym-timer log EXERCISE … --warmup`: warm-ups rest timer.warmup_rest.
            """)
    @Argument(parsing: .remaining, help: "The exercise, then optionally the working weight, e.g. bench 100.",
              completion: Completions.exercises) var words: [String] = []
    @OptionGroup var global: GlobalOptions
    var savesWeights: Bool { true }

    /// The exercise's words and the weight; a weight alone (`warmup 315`)
    /// is for the workout's next exercise (nil query).
    func split() throws -> (query: String?, weight: String?) {
        guard !words.isEmpty else { throw ValidationError("name the exercise, e.g. `gym-timer warmup bench 100`") }
        if let last = words.last, last.first?.isNumber == true { return (words.count > 1 ? words.dropLast().joined(separator: " ") : nil, last) }
        return (words.joined(separator: " "), nil)
    }

    func run(_ training: Training) throws {
        var (query, weightText) = try split()
        if query == nil {
            guard let next = try Training.run({ try WorkoutLog(training.database).next(loading: training.loading) })?.next else {
                throw CLIError("name the exercise, e.g. `gym-timer warmup bench \(weightText ?? "100")`: no workout in progress with an exercise next")
            }
            query = next.exercise.name
        }
        let (exercise, target) = try Training.run { try WorkoutLog(training.database).target(of: query!, loading: training.loading) }
        let unit = training.unit
        guard !exercise.type.isBodyweight, exercise.type == .weightReps else {
            throw CLIError("\(exercise.name) is not lifted with a weight to ramp up to; warm up with a few easy sets")
        }
        let workKg = try weightText.map { text in try Training.run { try SetNotation.parseWeight(text, unit: unit) } } ?? target?.weightKg
        guard let workKg, workKg > 0 else {
            throw CLIError("no target weight for \(exercise.name) today; give one, e.g. `gym-timer warmup \(query!) 100`")
        }
        let sets = WarmupRamp.sets(for: exercise, workKg: workKg, loading: training.loading)
        global.show(WarmupSets(exercise: exercise, query: query!, workKg: workKg, sets: sets, training: training))
    }
}

/// The ramp a line a set, then how to log it; with `--json`, `{exercise,
/// work_kg, sets: [{weight_kg, reps, plates}], log}`.
struct WarmupSets: WeightedOutput {
    let exercise: Exercise
    let query: String
    let workKg: Double
    let sets: [SetTarget]
    let training: Training

    var unit: WeightUnit { training.unit }

    /// `gym-timer log bench 20x10 40x5 60x3 80x2 --warmup`.
    var logCommand: String {
        let plain = query.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
        let words = plain ? query : "'" + query.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return "gym-timer log \(words) " + sets.map { "\(unit.format(kilograms: $0.weightKg!))x\($0.reps)" }.joined(separator: " ") + " --warmup"
    }

    var lines: [String] {
        var lines = ["warm-up for \(exercise.name) at \(unit.format(kilograms: workKg)) \(unit):"]
        if sets.isEmpty { lines.append("  none needed at this weight") }
        for set in sets { lines.append("  " + training.describeWithPlates(set, exercise: exercise)) }
        lines.append("  work: " + training.describeWithPlates(SetTarget(weightKg: workKg, reps: 0), exercise: exercise)
            .replacingOccurrences(of: " × 0", with: ""))
        if !sets.isEmpty { lines.append("log them: " + logCommand) }
        return lines
    }

    struct SetJSON: Encodable { let weight_kg: Double; let reps: Int; let plates: String? }

    enum CodingKeys: String, CodingKey { case exercise, workKg = "work_kg", sets, log }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(exercise.name, forKey: .exercise)
        try c.encode(workKg, forKey: .workKg)
        try c.encode(sets.map { SetJSON(weight_kg: $0.weightKg!, reps: $0.reps, plates: training.plates(forKg: $0.weightKg, exercise: exercise)) },
                     forKey: .sets)
        try c.encode(sets.isEmpty ? nil : logCommand, forKey: .log)
    }
}
