import ArgumentParser
import Foundation
import WorkoutCore

struct TemplatesGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates", abstract: "Saved workout plans: list, show, save from a workout, delete.",
        discussion: "Start one with `gym-timer workout start --template NAME`.",
        subcommands: [TemplatesList.self, TemplatesShow.self, TemplatesSave.self, TemplatesDelete.self],
        defaultSubcommand: TemplatesList.self)
}

struct TemplatesList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "All templates.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let plans = try Training.run { try TemplateBook(training.database).list() }
        global.show(TemplateList(plans: plans))
    }
}

/// One line per template: its exercises and their sets.
struct TemplateList: CommandOutput {
    let plans: [TemplateBook.Plan]

    var lines: [String] {
        if plans.isEmpty { return ["no templates; save one with `gym-timer templates save NAME --from WORKOUT`"] }
        return plans.map { plan in
            "\(plan.template.name): " + plan.items.map { "\($0.exercise.name) ×\($0.sets)" }.joined(separator: ", ")
        }
    }

    func encode(to encoder: any Encoder) throws {
        try ["templates": plans.map(TemplateOutput.JSON.init)].encode(to: encoder)
    }
}

struct TemplatesShow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "One template's plan.")
    @Argument(help: "Template name.", completion: Completions.templates) var name: String
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let plan = try Training.run { try TemplateBook(training.database).plan(named: name) }
        global.show(TemplateShown(heading: plan.template.name, plan: plan, training: training))
    }
}

struct TemplatesSave: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "save", abstract: "Save a workout as a template.")
    @Argument(help: "Template name.", completion: Completions.templates) var name: String
    @Option(help: "Workout number, or name (the latest of that name); see `gym-timer history`.") var from: String
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let plan = try Training.run { try TemplateBook(training.database).save(name, from: from) }
        global.show(TemplateShown(heading: "saved template \(plan.template.name)", plan: plan, training: training))
    }
}

struct TemplatesDelete: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a template (workouts done from it stay).")
    @Argument(help: "Template name.", completion: Completions.templates) var name: String
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let template = try Training.run { try TemplateBook(training.database).delete(name) }
        global.show(Done("deleted template \(template.name)"))
    }
}

/// A heading (the name, or what was done), then the plan one exercise a line;
/// with `--json`, `{"template": …}`.
struct TemplateShown: CommandOutput {
    let heading: String
    let plan: TemplateBook.Plan
    /// For the display unit.
    let training: Training

    var lines: [String] { [heading] + TemplateOutput.planLines(plan, training: training) }

    func encode(to encoder: any Encoder) throws { try ["template": TemplateOutput.JSON(plan)].encode(to: encoder) }
}

enum TemplateOutput {
    struct JSON: Encodable {
        struct Item: Encodable { let exercise: String; let sets: Int; let weight_kg: Double?; let reps: Int? }
        let name: String
        let exercises: [Item]
        init(_ plan: TemplateBook.Plan) {
            name = plan.template.name
            exercises = plan.items.map { Item(exercise: $0.exercise.name, sets: $0.sets, weight_kg: $0.weightKg, reps: $0.reps) }
        }
    }

    /// The plan, an exercise a line (`  1. Bench Press (Barbell) — 3 sets of 100 kg × 5`);
    /// `workout start --template` prints it too.
    static func planLines(_ plan: TemplateBook.Plan, training: Training) -> [String] {
        var lines: [String] = []
        for (i, item) in plan.items.enumerated() {
            var target = ""
            if item.reps != nil {
                target = " of " + training.describe(weightKg: item.weightKg, reps: item.reps, type: item.exercise.type)
            }
            lines.append("  \(i + 1). \(item.exercise.name) — \(item.sets) set\(item.sets == 1 ? "" : "s")\(target)")
        }
        return lines
    }
}
