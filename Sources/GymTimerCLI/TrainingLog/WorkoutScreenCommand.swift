import ArgumentParser
import WorkoutScreen

/// `gym-timer workout` (or `workout screen`): the workout screen on a
/// terminal; elsewhere (a pipe, `--json`) what `workout show` prints, so
/// scripts keep working.
struct WorkoutScreenCommand: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen", abstract: "The workout in progress on one screen, with one-key logging (the default).",
        discussion: """
            Shows the exercise in focus with today's target, its plates and last time, the sets done, the rest \
            countdown and records as they happen. Enter logs the target set, e edits it first, n moves to the next \
            exercise, u undoes the last log, q quits (the workout stays in progress and the rest timer runs on). \
            Not on a terminal, on one that cannot move the cursor (TERM=dumb, Emacs' shell), or with --json, \
            prints what `gym-timer workout show` prints.
            """)
    @OptionGroup var global: GlobalOptions
    /// Sets are logged only on the screen; elsewhere it shows the workout, as `workout show` does.
    var savesWeights: Bool { onScreen }

    /// The screen is drawn: not with --json or --quiet, and on a terminal a person answers.
    var onScreen: Bool { !global.json && !global.quiet && Console.canDrawScreen && Console.canAsk }

    func run(_ training: Training) throws {
        guard onScreen else { return try WorkoutShow.show(training, global) }
        let host = CommandLineScreenHost(training: training, options: global)
        let screen = try Training.run { try WorkoutScreen(host: host) }
        try screen.run()
    }
}
