import ArgumentParser
import Foundation
import GymTimerProtocol
import WorkoutCore
#if canImport(Glibc)
import Glibc
#endif

struct WorkoutGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workout", abstract: "Start, show, note, end or discard the workout in progress.",
        subcommands: [WorkoutStart.self, WorkoutShow.self, WorkoutNote.self, WorkoutEnd.self, WorkoutDiscard.self],
        defaultSubcommand: WorkoutShow.self)
}

struct WorkoutStart: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "start", abstract: "Start a workout.")
    @Option(help: "Gym (default: the selected gym).") var gym: String?
    @Option(help: "Workout name (default: the template's, else by time of day).") var name: String?
    @Option(help: "Follow this template: its plan is printed, and the rest timer names what comes next.") var template: String?
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let (workout, gym, plan) = try Training.run {
            try WorkoutLog(training.database).start(gym: self.gym, name: name, template: template)
        }
        if global.json { return }
        print("started \(workout.name) at \(gym.name)")
        if let plan { TemplateOutput.printPlan(plan, training: training) }
    }
}

struct WorkoutShow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the workout in progress.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        guard let detail = try Training.run({ try WorkoutLog(training.database).current() }) else {
            throw CLIError(WorkoutError.noActiveWorkout.line)
        }
        let elapsed = Date().timeIntervalSince(detail.workout.startedAt)
        print("\(detail.workout.name) at \(detail.gym.name) — \(RestDuration.spoken(elapsed)) elapsed, \(detail.sets.count) sets")
        training.printSets(detail)
        if let note = detail.workout.note { print("note: \(note)") }
    }
}

struct WorkoutNote: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "note", abstract: "Set the workout's note.")
    @Argument var text: String
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        try Training.run { try WorkoutLog(training.database).note(text) }
    }
}

struct WorkoutEnd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "end", abstract: "End the workout in progress.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let workout = try Training.run { try WorkoutLog(training.database).end() }
        let stopped = RestAfterLog.stop(options: global)
        if !global.json { print("ended \(workout.name)" + (stopped ? "; rest timer stopped" : "")) }
    }
}

struct WorkoutDiscard: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "discard", abstract: "Delete the workout in progress and its sets.",
        discussion: "Asks on a terminal; without one it requires --yes.")
    @Flag(help: "Do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        try Confirm.ask("Delete the workout in progress and all its sets?", unless: yes,
                        refusal: "discarding deletes the workout's sets; pass --yes to confirm", kept: "kept the workout")
        let workout = try Training.run { try WorkoutLog(training.database).discard() }
        let stopped = RestAfterLog.stop(options: global)
        if !global.json { print("discarded \(workout.name)" + (stopped ? "; rest timer stopped" : "")) }
    }
}


/// Asking before deleting: on a terminal, a y/N question; without one, the
/// command needs `--yes` (a script never deletes by accident).
enum Confirm {
    static var onTerminal: Bool { Console.canAsk }

    static func ask(_ question: String, unless yes: Bool, refusal: String, kept: String) throws {
        guard !yes else { return }
        guard onTerminal else { throw ValidationError(refusal) }
        print(question + " [y/N] ", terminator: "")
        Console.flush()
        guard readLine()?.lowercased().hasPrefix("y") == true else { throw CLIError(kept) }
    }
}
