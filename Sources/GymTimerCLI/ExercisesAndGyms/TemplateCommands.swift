import ArgumentParser
import Foundation
import WorkoutCore
import Notation

struct TemplatesGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates", abstract: "Saved workout plans: list, show, save from a workout, plan an exercise, delete.",
        discussion: "Start one with `gym-timer workout start --template NAME`.",
        subcommands: [TemplatesList.self, TemplatesShow.self, TemplatesSave.self, TemplatesPlan.self, TemplatesDelete.self],
        defaultSubcommand: TemplatesList.self)
}

struct TemplatesList: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "All templates.")
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let plans = try Training.run { try TemplateBook(training.database).list() }
        global.show(TemplateList(plans: plans))
    }
}

/// One line per template: its exercises and their sets.
struct TemplateList: WeightedOutput {
    let plans: [TemplateBook.Plan]

    var lines: [String] {
        if plans.isEmpty { return ["no templates; save one with `gym-timer templates save NAME --from WORKOUT`"] }
        return plans.map { plan in
            "\(plan.template.name): " + plan.items.map { item in
                let letter = item.superset.flatMap { plan.supersetLetters[$0] }
                return (letter.map { "\($0): " } ?? "") + "\(item.exercise.name) ×\(item.sets)"
            }.joined(separator: ", ")
        }
    }

    func encode(to encoder: any Encoder) throws {
        try ["templates": plans.map(TemplateOutput.JSON.init)].encode(to: encoder)
    }
}

struct TemplatesShow: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "One template's plan.")
    @Argument(help: "Template name.", completion: Completions.templates) var name: String
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let plan = try Training.run { try TemplateBook(training.database).plan(named: name) }
        global.show(TemplateShown(heading: plan.template.name, plan: plan, training: training))
    }
}

struct TemplatesSave: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "save", abstract: "Save a workout as a template.")
    @Argument(help: "Template name.", completion: Completions.templates) var name: String
    @Option(help: "Workout number, or name (the latest of that name); see `gym-timer history`.") var from: String
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let plan = try Training.run { try TemplateBook(training.database).save(name, from: from) }
        global.show(TemplateShown(heading: "saved template \(plan.template.name)", plan: plan, training: training))
    }
}

/// `gym-timer templates plan Push bench 3x8-12 [--increment 2.5] [--weight 60]`.
struct TemplatesPlan: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Plan an exercise in a template: sets × rep range, for double progression.",
        discussion: """
            Creates the template if there is none of that name. Each workout from it aims one rep higher at the same \
            weight until every working set reaches the top of the range; then the weight goes up by the increment \
            (default 2.5 kg on a bar, 2 kg for dumbbells; see `gym-timer exercises edit --increment`) and reps start \
            again at the bottom. With --superset it is done in rounds with the exercise planned before it: a \
            workout from the template pairs them from round one, resting after the round.
            """)
    @Argument(help: "Template name.", completion: Completions.templates) var name: String
    @Argument(parsing: .remaining, help: "The exercise, then the plan, e.g. bench press 3x8-12.") var words: [String] = []
    @Option(help: "The weight step for this exercise in this template, e.g. 5 or 2.5kg.") var increment: String?
    @Option(help: "The starting weight when the exercise has no history yet.") var weight: String?
    @Flag(inversion: .prefixedNo, help: "Do it in rounds with the exercise planned before it (a superset), or take it out of its superset.")
    var superset: Bool?
    @OptionGroup var global: GlobalOptions
    /// A step or a starting weight is a weight saved.
    var savesWeights: Bool { increment != nil || weight != nil }

    func split() throws -> (exercise: String, spec: String) {
        guard words.count >= 2 else { throw ValidationError("give the exercise and the plan, e.g. `gym-timer templates plan Push bench 3x8-12`") }
        return (words.dropLast().joined(separator: " "), words.last!)
    }

    func run(_ training: Training) throws {
        let (exercise, text) = try split()
        let (plan, created) = try Training.run {
            let spec = try TemplateBook.PlanSpec.parse(text)
            let step = try increment.map { try SetNotation.parseWeight($0, unit: training.unit) }
            let start = try weight.map { try SetNotation.parseWeight($0, unit: training.unit) }
            return try TemplateBook(training.database).plan(name, exercise: exercise, spec: spec, incrementKg: step, weightKg: start,
                                                            pairing: superset.map { $0 ? .join : .alone })
        }
        global.show(TemplateShown(heading: (created ? "created template " : "planned in ") + plan.template.name, plan: plan, training: training))
    }
}

struct TemplatesDelete: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a template (workouts done from it stay).")
    @Argument(help: "Template name.", completion: Completions.templates) var name: String
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let template = try Training.run { try TemplateBook(training.database).delete(name) }
        global.show(Done("deleted template \(template.name)"))
    }
}

/// A heading (the name, or what was done), then the plan one exercise a line;
/// with `--json`, `{"template": …}`.
struct TemplateShown: WeightedOutput {
    let heading: String
    let plan: TemplateBook.Plan
    /// For the display unit.
    let training: Training

    var lines: [String] { [heading] + TemplateOutput.planLines(plan, training: training) }

    func encode(to encoder: any Encoder) throws { try ["template": TemplateOutput.JSON(plan)].encode(to: encoder) }
}

enum TemplateOutput {
    struct JSON: Encodable {
        struct Item: Encodable {
            let exercise: String; let sets: Int; let weight_kg: Double?; let reps: Int?
            let rep_range: RepRange?; let increment_kg: Double?
            /// `A`, `B`: the superset it is done in; null when none.
            let superset: String?
            /// Every set as saved from a workout; empty for sets × reps.
            let planned_sets: [PlannedSet]

            enum CodingKeys: String, CodingKey { case exercise, sets, weight_kg, reps, rep_range, increment_kg, superset, planned_sets }

            /// Every key always, null where there is nothing.
            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(exercise, forKey: .exercise)
                try c.encode(sets, forKey: .sets)
                try c.encode(weight_kg, forKey: .weight_kg)
                try c.encode(reps, forKey: .reps)
                try c.encode(rep_range, forKey: .rep_range)
                try c.encode(increment_kg, forKey: .increment_kg)
                try c.encode(superset, forKey: .superset)
                try c.encode(planned_sets, forKey: .planned_sets)
            }
        }
        let name: String
        let exercises: [Item]
        init(_ plan: TemplateBook.Plan) {
            name = plan.template.name
            let letters = plan.supersetLetters
            exercises = plan.items.map {
                Item(exercise: $0.exercise.name, sets: $0.sets, weight_kg: $0.weightKg, reps: $0.reps,
                     rep_range: $0.range, increment_kg: $0.incrementKg, superset: $0.superset.flatMap { letters[$0] },
                     planned_sets: $0.plannedSets)
            }
        }
    }

    /// Today's target for one exercise under `targets` in `workout start --json`.
    struct TargetJSON: Encodable {
        let exercise: String
        let sets: [SetTarget]
        let basis: ExerciseTarget.Basis
        let increment_kg: Double
        init(_ target: ExerciseTarget) {
            exercise = target.exercise.name
            sets = target.sets
            basis = target.basis
            increment_kg = target.incrementKg
        }
    }

    /// The plan, an exercise a line (`  1. Bench Press (Barbell) — 3 × 8-12 reps`,
    /// `  2. Squat — 3 sets of 100 kg × 5`); with `targets`, today's under each
    /// (`workout start --template` prints them).
    /// A superset's exercises read `A1.`, `A2.` in place of their number.
    static func planLines(_ plan: TemplateBook.Plan, training: Training, targets: [ExerciseTarget?]? = nil) -> [String] {
        var lines: [String] = []
        let letters = plan.supersetLetters
        var inGroup: [Int: Int] = [:]
        for (i, item) in plan.items.enumerated() {
            var mark = "\(i + 1)."
            if let group = item.superset, let letter = letters[group] {
                inGroup[group, default: 0] += 1
                mark = "\(letter)\(inGroup[group]!)."
            }
            var line = "  \(mark) \(item.exercise.name) — "
            if let range = item.range {
                line += "\(item.sets) × " + (range.min == range.max ? Plural.count(range.min, "rep") : "\(range.min)-\(range.max) reps")
                if let step = item.incrementKg { line += ", +\(training.unit.format(kilograms: step)) \(training.unit) a step" }
            } else if !item.plannedSets.isEmpty {
                line += plannedSets(item, training: training)
            } else {
                line += Plural.count(item.sets, "set")
                if item.reps != nil { line += " of " + training.describe(weightKg: item.weightKg, reps: item.reps, type: item.exercise.type) }
            }
            lines.append(line)
            if let targets, i < targets.count, let target = targets[i] { lines.append("     today: " + today(target, training: training)) }
        }
        return lines
    }

    /// `warm-up 20 kg × 10, 60 kg × 5; 100 kg × 5, 102.5 kg × 4, drop 90 kg × 6`:
    /// the sets saved from a workout, warm-ups first, one run of equal sets
    /// as `3 sets of 100 kg × 5`.
    static func plannedSets(_ item: TemplateBook.Plan.Item, training: Training) -> String {
        func describe(_ set: PlannedSet) -> String {
            let kind = set.kind == .drop ? "drop " : set.kind == .failure ? "to failure " : ""
            return kind + training.describe(weightKg: set.weightKg, reps: set.reps, seconds: set.seconds, distanceM: set.distanceM,
                                            type: item.exercise.type)
        }
        func runs(_ sets: [PlannedSet]) -> String {
            var parts: [(text: String, count: Int)] = []
            for set in sets {
                let text = describe(set)
                if parts.last?.text == text { parts[parts.count - 1].count += 1 } else { parts.append((text, 1)) }
            }
            return parts.map { $0.count > 1 ? "\(Plural.count($0.count, "set")) of \($0.text)" : $0.text }.joined(separator: ", ")
        }
        let warmups = item.plannedSets.filter { $0.kind == .warmup }
        let working = item.plannedSets.filter { $0.kind != .warmup }
        return (warmups.isEmpty ? "" : "warm-up " + runs(warmups) + "; ") + runs(working)
    }

    /// `100 kg × 8, 3 sets (20 + 20 per side) — every set reached 12 last time: +2.5 kg`.
    static func today(_ target: ExerciseTarget, training: Training) -> String {
        var text: String
        if Set(target.sets.map { "\($0.weightKg ?? -1)x\($0.reps)" }).count == 1 {
            text = training.describe(target.sets[0], type: target.exercise.type)
                + (target.sets.count > 1 ? ", " + Plural.count(target.sets.count, "set") : "")
        } else {
            text = target.sets.map { training.describe($0, type: target.exercise.type) }.joined(separator: ", ")
        }
        if let plates = training.plates(forKg: target.sets[0].weightKg, exercise: target.exercise) { text += " (\(plates))" }
        switch target.basis {
        case .progressed:
            text += " — every set reached \(target.range!.max) last time: +\(training.unit.format(kilograms: target.incrementKg)) \(training.unit)"
        case .moreReps: text += " — reps up to \(target.range!.max) before the weight goes up"
        case .plan: text += " — first time"
        case .repeatLast: text += " — as last time"
        }
        if let best = target.cappedByOneRepMaxKg {
            text += "; held to what your recent best e1RM (\(training.unit.figure(kilograms: best)) \(training.unit)) allows"
        }
        return text
    }
}
