import ArgumentParser
import Foundation
import Liftoscript
import Notation
import WorkoutCore

struct ProgramGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "program", abstract: "Programs written in Liftoscript: add one from its file, run it a day at a time.",
        discussion: "`program start` starts a workout of the next day; `workout end` runs its progressions and moves on.",
        subcommands: [ProgramAdd.self, ProgramList.self, ProgramShow.self, ProgramStart.self, ProgramState.self, ProgramDelete.self],
        defaultSubcommand: ProgramList.self)
}

struct ProgramAdd: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a program from its file (or give a program of that name its new text).",
        discussion: "A program with an error is refused whole, nothing saved. A name the library does not know is listed with its nearest matches until mapped (--map, remembered).")
    @Argument(help: "The program's file: Liftoscript, or Markdown with a ```liftoscript block.", completion: .file()) var file: String
    @Option(help: "Its name (default: the Markdown title, else the file's name).") var name: String?
    @Option(name: .customLong("map"), help: ArgumentHelp("Use EXERCISE for NAME in the program (repeatable); remembered.", valueName: "NAME=EXERCISE"),
            transform: RefusedValue.noting("--map", ExerciseMapping.init))
    var mappings: [ExerciseMapping] = []
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let text: String
        do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
            throw CLIError("cannot read \(file): \(error.localizedDescription)")
        }
        let chosen = name ?? ProgramFile.title(in: text) ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        var map: [String: String] = [:]
        for m in mappings { map[m.name] = m.exercise }
        do {
            let added = try ProgramBook(training.database).add(text: text, name: chosen, mappings: map, unit: training.unit)
            global.show(ProgramAdded(added: added))
        } catch ProgramBook.Refusal.syntax(let errors) {
            let count = errors.errors.count
            throw RefusedInput(line: "\(file): \(Plural.count(count, "error")) in the program; nothing saved",
                               details: errors.rendered(file: file).split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        } catch ProgramBook.Refusal.unplaced(let names) {
            throw RefusedInput(
                line: "\(file): \(Plural.count(names.count, "exercise name")) the library does not know; nothing saved. "
                    + "Map each with --map \"NAME=EXERCISE\"",
                details: names.map { "  \($0.name)" + ($0.nearest.isEmpty ? "" : ": nearest " + $0.nearest.joined(separator: ", ")) })
        } catch {
            try Training.run { throw error }
        }
    }
}

struct ProgramAdded: CommandOutput {
    let added: ProgramBook.Added

    var lines: [String] {
        ["\(added.isNew ? "added" : "updated") program \(added.name): \(Plural.count(added.weeks, "week")), \(Plural.count(added.days, "day"))"]
            + added.exercises.map { "  \($0.line) → \($0.exercise)" }
    }

    func encode(to encoder: any Encoder) throws {
        struct Line: Encodable { let line, exercise: String }
        struct JSON: Encodable { let name: String; let new: Bool; let weeks, days: Int; let exercises: [Line] }
        try JSON(name: added.name, new: added.isNew, weeks: added.weeks, days: added.days,
                 exercises: added.exercises.map { Line(line: $0.line, exercise: $0.exercise) }).encode(to: encoder)
    }
}

struct ProgramList: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Every program, the one being run marked.")
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let programs = try Training.run { try ProgramBook(training.database).list() }
        global.show(ProgramListing(programs: programs))
    }
}

struct ProgramListing: CommandOutput {
    let programs: [ProgramBook.Listing]

    var lines: [String] {
        if programs.isEmpty { return ["no programs; add one with `gym-timer program add FILE`"] }
        return programs.map { p in
            if let problem = p.problem { return (p.isActive ? "* " : "  ") + "\(p.name): cannot run: \(problem)" }
            return (p.isActive ? "* " : "  ") + "\(p.name): \(Plural.count(p.weeks, "week")), \(Plural.count(p.days, "day")), "
                + "\(p.daysDone) done" + (p.next.map { "; next \($0)" } ?? "")
        }
    }

    func encode(to encoder: any Encoder) throws {
        struct JSON: Encodable { let name: String; let weeks, days, days_done: Int; let active: Bool; let next, problem: String? }
        try ["programs": programs.map { JSON(name: $0.name, weeks: $0.weeks, days: $0.days, days_done: $0.daysDone, active: $0.isActive,
                                             next: $0.next, problem: $0.problem) }]
            .encode(to: encoder)
    }
}

struct ProgramShow: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "A week of a program as it stands now (default: the week of its next day).")
    @Argument(help: "Program name (default: the one being run).", completion: Completions.programs) var name: String?
    @Option(help: "Week number.") var week: Int?
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let standing = try Training.run { try ProgramBook(training.database).standing(name) }
        let shown = week ?? standing.nextDay?.week ?? 1
        guard (1...max(1, standing.program.weekCount)).contains(shown) else {
            throw ValidationError("program \(standing.name) has weeks 1 to \(standing.program.weekCount); not \(shown)")
        }
        var days: [(index: Int, plan: DayPlan)] = []
        for (i, day) in standing.progress.days.enumerated() where day.week == shown {
            days.append((i, try Training.run { try standing.plan(day: i) }))
        }
        global.show(ProgramWeek(name: standing.name, week: shown, weeks: standing.program.weekCount, days: days,
                                next: standing.progress.next))
    }
}

struct ProgramWeek: CommandOutput {
    let name: String
    let week: Int
    let weeks: Int
    let days: [(index: Int, plan: DayPlan)]
    let next: Int

    var lines: [String] {
        var lines = ["\(name), week \(week) of \(weeks)"]
        for (index, plan) in days {
            lines.append((index == next ? "→ " : "  ") + "Day \(plan.dayInWeek): \(plan.name)")
            lines += ProgramDayLines.exercises(plan).map { "    " + $0 }
        }
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        struct Exercise: Encodable { let line, sets: String; let superset: String? }
        struct Day: Encodable { let day: Int; let name: String; let next: Bool; let exercises: [Exercise] }
        struct JSON: Encodable { let name: String; let week, weeks: Int; let days: [Day] }
        try JSON(name: name, week: week, weeks: weeks, days: days.map { index, plan in
            Day(day: plan.dayInWeek, name: plan.name, next: index == next,
                exercises: plan.exercises.map { Exercise(line: $0.title, sets: $0.summary, superset: $0.superset) })
        }).encode(to: encoder)
    }
}

/// A day's exercises as lines: `t1: Squat: 4x3, 1x3+ 85kg · rest 3m`.
enum ProgramDayLines {
    static func exercises(_ plan: DayPlan) -> [String] {
        plan.exercises.map { e in
            let rests = Set(e.sets.compactMap(\.restSeconds))
            let rest = rests.count == 1 ? " · rest " + DurationNotation.clock(Double(rests.first!)) : ""
            return "\(e.title): \(e.summary)" + rest + (e.superset.map { " · superset \($0)" } ?? "")
        }
    }
}

struct ProgramStart: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "Start a workout of a program's next day (or the day asked for).",
        discussion: "Naming a program makes it the one being run. A 1RM the day needs is taken from your log unless set with `program state`.")
    @Argument(help: "Program name (default: the one being run).", completion: Completions.programs) var name: String?
    @Option(help: "Week number (default: where the program is).") var week: Int?
    @Option(help: "Day of the week (default: where the program is; with --week, day 1).") var day: Int?
    @Option(help: "Gym (default: the selected gym).", completion: Completions.gyms) var gym: String?
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        if let week, week < 1 { throw ValidationError("--week counts from 1; got \(week)") }
        if let day, day < 1 { throw ValidationError("--day counts from 1; got \(day)") }
        let started = try Training.run {
            try ProgramBook(training.database).start(name, week: week, day: day, gym: self.gym)
        }
        global.show(ProgramDayStarted(started: started, training: training))
    }
}

struct ProgramDayStarted: WeightedOutput {
    let started: ProgramBook.Started
    let training: Training

    var lines: [String] {
        var lines = ["started \(started.workout.name) at \(started.gym.name): \(started.plan.name)"]
        for item in started.plan.exercises {
            lines.append("  \(item.title): \(item.summary)" + (item.superset.map { " · superset \($0)" } ?? ""))
            let warmups = item.sets.filter { $0.kind == .warmup }
            if !warmups.isEmpty {
                lines.append("    warm-up: " + warmups.map { training.describe(weightKg: $0.weightKg, reps: $0.reps, type: .weightReps) }
                    .joined(separator: ", "))
            }
            if let description = item.description { lines.append("    \(description)") }
        }
        for line in started.oneRepMaxFromLog { lines.append("\(line): 1RM taken from your log; change it with `gym-timer program state \"\(line)\" rm1=WEIGHT`") }
        for line in started.oneRepMaxMissing { lines.append("\(line): no 1RM yet, so its weights are yours to choose; set one with `gym-timer program state \"\(line)\" rm1=WEIGHT`") }
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        struct JSON: Encodable {
            let workout: WorkoutStamp
            let plan: ProgramDayPlan
            let one_rep_max_from_log: [String]
            let one_rep_max_missing: [String]
        }
        try JSON(workout: WorkoutStamp(workout: started.workout, names: training.names, gym: started.gym.name), plan: started.plan,
                 one_rep_max_from_log: started.oneRepMaxFromLog, one_rep_max_missing: started.oneRepMaxMissing).encode(to: encoder)
    }
}

struct ProgramState: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "state", abstract: "An exercise's state in a program and its 1RM; set them with NAME=VALUE.",
        discussion: "`gym-timer program state squat rm1=140kg`; a value set holds from now on.")
    @Argument(help: "The program's exercise: its line (`t1: squat`), name, or the library's exercise.") var exercise: String
    @Argument(help: "NAME=VALUE: rm1 or a state variable, and a weight (100kg, 225lb), number or percentage.") var assignments: [String] = []
    @Option(help: "Program name (default: the one being run).", completion: Completions.programs) var program: String?
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let book = ProgramBook(training.database)
        var (standing, key) = try Training.run { try book.exercise(exercise, program: program) }
        // Every assignment read before any is saved.
        let pairs = try assignments.map { assignment in
            let parts = assignment.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("set a value as NAME=VALUE, e.g. rm1=100kg; got \"\(assignment)\"")
            }
            return (parts[0], parts[1])
        }
        for (variable, value) in pairs {
            standing = try Training.run { try book.set(variable, of: exercise, to: value, program: program) }
        }
        global.show(ProgramExerciseState(program: standing.name, line: key.description,
                                         state: (standing.progress.state[key] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value.description) },
                                         oneRepMax: standing.progress.oneRepMax[key]?.description))
    }
}

struct ProgramExerciseState: CommandOutput {
    let program: String
    let line: String
    let state: [(name: String, value: String)]
    let oneRepMax: String?

    var lines: [String] {
        ["\(program) · \(line)", "  rm1 = \(oneRepMax ?? "not set")"] + state.map { "  \($0.name) = \($0.value)" }
    }

    func encode(to encoder: any Encoder) throws {
        struct JSON: Encodable { let program, line: String; let rm1: String?; let state: [String: String] }
        try JSON(program: program, line: line, rm1: oneRepMax,
                 state: Dictionary(uniqueKeysWithValues: state.map { ($0.name, $0.value) })).encode(to: encoder)
    }
}

struct ProgramDelete: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a program; its workouts and sets stay in the log.")
    @Argument(help: "Program name.", completion: Completions.programs) var name: String
    @Flag(help: "Do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        try Confirm.ask("Delete program \(name) and what you set in it?", unless: yes,
                        refusal: "deleting a program loses what you set in it; pass --yes to confirm", kept: "kept the program")
        let deleted = try Training.run { try ProgramBook(training.database).delete(name) }
        global.show(ProgramDeleted(name: deleted))
    }
}

struct ProgramDeleted: CommandOutput {
    let name: String
    var lines: [String] { ["deleted program \(name); its workouts stay in the log"] }
    func encode(to encoder: any Encoder) throws { try ["deleted": name].encode(to: encoder) }
}

/// What ending a program's day did: `GZCLP W1D1 · Day 1 done; next W1D2 · Day 2`,
/// then each change, `t1: Squat: 4x3, 1x3+ 85kg → 5x2, 1x2+ 85kg next time (stage: 1 → 2)`.
struct ProgramOutcomeLines: Encodable {
    let outcome: ProgramBook.Outcome

    var lines: [String] {
        var lines = ["\(outcome.program) \(outcome.day) done" + (outcome.next.map { "; next \($0)" } ?? "")]
        for change in outcome.changes {
            let sets = change.before == change.after ? change.after : "\(change.before) → \(change.after) next time"
            lines.append("  \(change.title): \(sets)" + (change.notes.isEmpty ? "" : " (\(change.notes.joined(separator: "; ")))"))
        }
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        struct Change: Encodable { let line, before, after: String; let notes: [String] }
        struct JSON: Encodable { let program, day: String; let next: String?; let changes: [Change] }
        try JSON(program: outcome.program, day: outcome.day, next: outcome.next,
                 changes: outcome.changes.map { Change(line: $0.title, before: $0.before, after: $0.after, notes: $0.notes) })
            .encode(to: encoder)
    }
}
