import ArgumentParser
import Foundation
import GymTimerProtocol
import WorkoutCore
import Notation
#if canImport(Glibc)
import Glibc
#endif

struct WorkoutGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workout", abstract: "Start, show, note, end or discard the workout in progress.",
        subcommands: [WorkoutScreenCommand.self, WorkoutStart.self, WorkoutShow.self, WorkoutNote.self, WorkoutEnd.self,
                      WorkoutDiscard.self],
        defaultSubcommand: WorkoutScreenCommand.self)
}

struct WorkoutStart: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "start", abstract: "Start a workout.")
    @Option(help: "Gym (default: the selected gym).", completion: Completions.gyms) var gym: String?
    @Option(help: "Workout name (default: the template's, else by time of day).") var name: String?
    @Option(help: "Follow this template: its plan is printed, and the rest timer names what comes next.", completion: Completions.templates) var template: String?
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let (workout, gym, plan) = try Training.run {
            try WorkoutLog(training.database).start(gym: self.gym, name: name, template: template)
        }
        let targets = try plan.map { plan in try Training.run { try TemplateBook(training.database).targets(plan, at: gym, loading: training.loading) } }
        global.show(WorkoutStarted(workout: workout, gym: gym.name, plan: plan, targets: targets ?? [], training: training))
    }
}

/// `started Push at Default Gym`, then the template's plan if it follows
/// one; with `--json`, the workout (its number for later commands) and the
/// template (null when none).
struct WorkoutStarted: WeightedOutput {
    let workout: Workout
    let gym: String
    let plan: TemplateBook.Plan?
    /// Today's target per planned exercise, in the plan's order.
    let targets: [ExerciseTarget?]
    /// For the display unit.
    let training: Training

    var lines: [String] {
        let planned = plan.map { TemplateOutput.planLines($0, training: training, targets: targets) } ?? []
        return ["started \(workout.name) at \(gym)"] + planned
    }

    enum CodingKeys: String, CodingKey { case workout, template, targets }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(WorkoutStamp(workout: workout, names: training.names, gym: gym), forKey: .workout)
        try c.encode(plan.map(TemplateOutput.JSON.init), forKey: .template)
        try c.encode(targets.map { $0.map(TemplateOutput.TargetJSON.init) }, forKey: .targets) // null where nothing to aim at
    }
}

struct WorkoutShow: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the workout in progress.")
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws { try Self.show(training, global) }

    static func show(_ training: Training, _ global: GlobalOptions) throws {
        guard let detail = try Training.run({ try WorkoutLog(training.database).current() }) else {
            throw CLIError(WorkoutError.noActiveWorkout.line)
        }
        global.show(CurrentWorkout(detail: detail, elapsed: Date().timeIntervalSince(detail.workout.startedAt), training: training))
    }
}

/// The workout in progress: how long it has run, its sets as `log` numbered
/// them and its note; with `--json`, `{"workout": {…}}` as `history show`
/// gives it, plus `elapsed_s` and each set's `number` and `superset`.
struct CurrentWorkout: WeightedOutput {
    let detail: HistoryBook.Detail
    let elapsed: Double
    /// For the display unit.
    let training: Training

    var lines: [String] {
        var text = ["\(detail.workout.name) at \(detail.gym.name) — \(DurationNotation.spoken(elapsed)) elapsed, \(Plural.count(detail.sets.count, "set"))"]
        text += training.setLines(detail)
        if let note = detail.workout.note { text.append("note: \(note)") }
        return text
    }

    func encode(to encoder: any Encoder) throws {
        try ["workout": WorkoutJSON(detail: detail, names: training.names, elapsed: elapsed)].encode(to: encoder)
    }
}

struct WorkoutNote: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "note", abstract: "Set the workout's note.")
    @Argument var text: String
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        try Training.run { try WorkoutLog(training.database).note(text) }
        global.show(WorkoutNoted(note: text))
    }
}

/// Nothing in text (the note is what was just typed); `{"note": …}` with `--json`.
struct WorkoutNoted: CommandOutput {
    let note: String
    var lines: [String] { [] }
}

struct WorkoutEnd: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "end", abstract: "End the workout in progress and sum it up.",
        discussion: "Prints the duration, sets and volume per muscle group, the session's records and, for a workout from a template, what went up or down since the last one.")
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let summary = try Training.run { try WorkoutLog(training.database).endWithSummary() }
        // The workout is ended and saved: a program that cannot say what it
        // made of it is a warning, not a failure of the end.
        var program: ProgramBook.Outcome?
        do { program = try Training.run { try ProgramBook(training.database).outcome(ofWorkout: summary.workout.id!) } } catch {
            printError("gym-timer: warning: workout ended, but its program could not progress: \(error)")
        }
        global.show(WorkoutEnded(summary: summary, restTimerStopped: RestAfterLog.stop(after: summary.workout, training: training, options: global),
                                 training: training, program: program))
    }
}

struct WorkoutDiscard: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "discard", abstract: "Delete the workout in progress and its sets.",
        discussion: "Asks on a terminal; without one it requires --yes.")
    @Flag(help: "Do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        try Confirm.ask("Delete the workout in progress and all its sets?", unless: yes,
                        refusal: "discarding deletes the workout's sets; pass --yes to confirm", kept: "kept the workout")
        // Named before it goes: a removed workout has no uid to read.
        if let active = try Training.run({ try WorkoutLog(training.database).active() }) { _ = training.names.workout(active.id!) }
        let workout = try Training.run { try WorkoutLog(training.database).discard() }
        global.show(WorkoutClosed(verb: "discarded", workout: workout,
                                  restTimerStopped: RestAfterLog.stop(after: workout, training: training, options: global),
                                  names: training.names))
    }
}

/// `ended Push; rest timer stopped`, `discarded Push`; with `--json`, the
/// workout (its number, for `history show` or `templates save --from`) and
/// whether the rest timer stopped with it.
struct WorkoutClosed: CommandOutput {
    /// `ended` or `discarded`.
    let verb: String
    let workout: Workout
    let restTimerStopped: Bool
    let names: RowNames

    var lines: [String] { ["\(verb) \(workout.name)" + (restTimerStopped ? "; rest timer stopped" : "")] }

    enum CodingKeys: String, CodingKey { case workout, restTimerStopped = "rest_timer_stopped" }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(WorkoutStamp(workout: workout, names: names), forKey: .workout)
        try c.encode(restTimerStopped, forKey: .restTimerStopped)
    }
}

/// A workout without its sets, under `workout` in the JSON of `workout
/// start`, `end` and `discard`: its number, name, times (`ended_at` null
/// while in progress) and, where known, its gym.
struct WorkoutStamp: Encodable {
    let workout: Workout
    let names: RowNames
    var gym: String?

    enum CodingKeys: String, CodingKey { case id, name, gym, startedAt = "started_at", endedAt = "ended_at" }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(RowRef(workout: workout.id!, names), forKey: .id)
        try c.encode(workout.name, forKey: .name)
        try c.encodeIfPresent(gym, forKey: .gym)
        try c.encode(Training.iso(workout.startedAt), forKey: .startedAt)
        try c.encode(workout.endedAt.map(Training.iso), forKey: .endedAt)
    }
}


/// Asking before deleting: on a terminal, a y/N question; without one, the
/// command needs `--yes` (a script never deletes by accident).
enum Confirm {
    static var onTerminal: Bool { Console.canAsk }

    static func ask(_ question: String, unless yes: Bool, refusal: String, kept: String) throws {
        guard !yes else { return }
        guard onTerminal else { throw ValidationError(refusal) }
        Console.prompt(question + " [y/N] ") // on stderr: stdout stays the command's output (JSON with --json)
        guard readLine()?.lowercased().hasPrefix("y") == true else { throw CLIError(kept) }
    }
}
