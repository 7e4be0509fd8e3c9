import ArgumentParser
import GymTimerProtocol
import GymTimerClient
import Notation
import WorkoutCore

/// `gym-timer done --after … --exercise … --reps …`: what a rest-over
/// notification's Done button runs (gym-timerd starts it; it is not in the
/// help). Logs exactly the set the notification named, as `log` would, and
/// starts its rest — only while the set the rest followed is still the
/// last of the workout in progress. Otherwise it logs nothing, says why in
/// a notification, and exits 1.
struct DoneFromNotification: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "done", abstract: "Log the set a rest-over notification named (its Done button).", shouldDisplay: false)

    @Option(help: "The set the rest followed, by its number in this log.") var after: Int64
    @Option(help: "The exercise's id.") var exercise: String
    @Option(name: .customLong("weight-kg"), help: "The weight in kilograms; none for bodyweight.") var weightKg: Double?
    @Option(help: "The reps.") var reps: Int
    @Flag(help: "A warm-up set.") var warmup = false
    @OptionGroup var global: GlobalOptions
    var savesWeights: Bool { true }

    func validate() throws {
        guard NextSet.isExerciseID(exercise), (1...1000).contains(reps), after > 0,
              weightKg.map({ $0.isFinite && $0 >= 0 && $0 <= 2000 }) ?? true else {
            throw ValidationError("done takes --after (a set's number), --exercise (an exercise id), --reps from 1 to 1000 and an optional --weight-kg")
        }
    }

    func run(_ training: Training) throws {
        let kind: SetKind = warmup ? .warmup : .normal
        var request = WorkoutLog.Request(exerciseQuery: exercise, sets: [SetEntry(weightKg: weightKg, reps: reps)], kind: kind, confirmed: true)
        request.exerciseID = exercise
        request.onlyAfter = after
        request.loading = training.loading
        request.autoEnd = training.settings.autoEnd
        let logged: WorkoutLog.Logged
        do {
            logged = try WorkoutLog(training.database).log(request)
        } catch WorkoutError.stale(let why) {
            // Said where the button was pressed: nobody reads this command's output.
            _ = try? DaemonClient.send(Request(.notice, name: "Set not logged", label: "The notification's Done came too late: \(why)."),
                                       options: global, autostart: false, timeoutMS: 2000)
            throw CLIError(WorkoutError.stale(why).line)
        } catch {
            _ = try Training.run { throw error }
            return
        }
        let rest = RestAfterLog.after(logged, kind: kind, training: training, options: global)
        if let warning = rest.warning { printError("gym-timer: warning: " + warning) }
        global.show(LoggedSets(logged: logged, rest: rest, training: training))
    }
}
