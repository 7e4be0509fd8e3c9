import ArgumentParser
import Foundation
import GymTimerProtocol
import WorkoutCore
import Notation

/// `gym-timer log bench press 100x5 [--rpe 8] [--warmup|--drop|--failure]`:
/// the words before the first set form the exercise query.
struct Log: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "log", abstract: "Log sets of an exercise.",
        discussion: """
            SET: \(SetNotation.forms). With no set, today's target for the next set is logged; `same` repeats the \
            previous set, +2.5x5 or -5x8 changes its weight (and reps). Logging with no workout in progress starts one at the selected gym. \
            Once the sets are saved, the `rest` timer starts (replacing a running one) with the exercise's rest, \
            or timer.warmup_rest after warm-ups; its notification says what comes next.
            """)

    /// Unrecognised words are kept (`-5x5` is a bad set to explain, not an
    /// unknown option); a real unknown option is refused in `validate`.
    @Argument(parsing: .allUnrecognized, help: "Exercise words, then one or more sets, e.g. bench press 100x5.",
              completion: Completions.exercises)
    var words: [String] = []
    @Option(help: "Rate of perceived exertion, 1 to 10 (7.5 or 7,5), for every set.", transform: RefusedValue.noting("--rpe", Decimals.parse))
    var rpe: Double?
    @Flag(help: "Warm-up sets.") var warmup = false
    @Flag(help: "Drop sets.") var drop = false
    @Flag(help: "Sets to failure.") var failure = false
    @Flag(help: "Superset with the previous exercise.") var superset = false
    @Option(help: "A note on these sets.") var note: String?
    @Option(help: "Rest this long instead, e.g. 3m or 1:30.", transform: RefusedValue.noting("--rest", DurationNotation.parse)) var rest: Double?
    @Flag(name: .customLong("no-timer"), help: "Do not start the rest timer.") var noTimer = false
    @Flag(help: "Log without asking, even more than 10 sets or over twice the best estimated 1RM.") var yes = false
    @OptionGroup var global: GlobalOptions
    var savesWeights: Bool { true }

    var kind: SetKind { warmup ? .warmup : drop ? .drop : failure ? .failure : .normal }

    /// Splits the words into the exercise query and the set tokens (none:
    /// log today's target).
    func split() throws -> (query: String, sets: [String]) {
        let first = words.firstIndex(where: SetNotation.looksLikeSet) ?? words.endIndex
        guard first > 0 else { throw ValidationError("name the exercise before the sets, e.g. `gym-timer log bench press 100x5`") }
        return (words[..<first].joined(separator: " "), Array(words[first...]))
    }

    /// The sets typed, or the shorthand they stand for (`same`, `+2.5x5`, none).
    func entries(unit: WeightUnit) throws -> (sets: [SetEntry], shorthand: SetShorthand?) {
        let (_, tokens) = try split()
        return try Training.run {
            if let shorthand = try SetShorthand.parse(tokens, unit: unit) { return ([], shorthand) }
            return (try SetNotation.sets(tokens, unit: unit), nil)
        }
    }

    func validate() throws {
        if let option = words.first(where: { $0.hasPrefix("-") && !SetNotation.looksLikeSet($0) }) {
            throw ValidationError("unknown option \(option) for `gym-timer log`; see `gym-timer log --help`")
        }
        guard !words.isEmpty else { throw ValidationError("name the exercise, then its sets, e.g. `gym-timer log bench press 100x5`") }
        guard [warmup, drop, failure].filter({ $0 }).count <= 1 else {
            throw ValidationError("use at most one of --warmup, --drop and --failure")
        }
        if let rpe, !(1...10).contains(rpe) { throw ValidationError("--rpe must be between 1 and 10") }
        if rest != nil && noTimer { throw ValidationError("use one of --rest and --no-timer") }
    }

    func run(_ training: Training) throws {
        let (query, _) = try split()
        // Sets are read once, here: a bare weight is in the unit setting.
        let (entries, shorthand) = try entries(unit: training.unit)
        if rpe != nil, entries.contains(where: { $0.rpe != nil }) {
            throw ValidationError("RPE given twice, with --rpe and after @; give it one way")
        }
        var request = WorkoutLog.Request(exerciseQuery: query, sets: entries, kind: kind, rpe: rpe, note: note,
                                         superset: superset, confirmed: yes)
        request.shorthand = shorthand
        request.loading = training.loading
        request.autoEnd = training.settings.autoEnd
        let log = WorkoutLog(training.database)
        let logged: WorkoutLog.Logged
        do {
            logged = try Training.run { try log.log(request) }
        } catch let error as CLIError where error.confirmation != nil {
            try Confirm.ask(error.confirmation!, unless: false, refusal: error.confirmation! + " (pass --yes to log it)",
                            kept: "nothing logged")
            request.confirmed = true
            logged = try Training.run { try log.log(request) }
        }
        // The sets are durable now; only then the timer.
        let rest = RestAfterLog.after(logged, kind: kind, override: self.rest, noTimer: noTimer,
                                      training: training, options: global)
        if let warning = rest.warning { printError("gym-timer: warning: " + warning) }
        global.show(LoggedSets(logged: logged, rest: rest, training: training))
    }
}

/// What `log` saved: each set numbered as every listing numbers it, the
/// rest timer started and what was lifted last time. With `--json`,
/// `timer` is the rest timer started (null when none was) and `warning`
/// why it could not start (null otherwise; stderr has it too).
struct LoggedSets: WeightedOutput {
    let logged: WorkoutLog.Logged
    let rest: RestAfterLog
    /// For the display unit.
    let training: Training

    /// `last here: 100 kg × 5 (14 Nov)`, then what is next with its target
    /// and plates: `next: Bench Press (Barbell), set 3 of 3: 100 kg × 6 (20 + 20 per side)`.
    var hints: [String] {
        var hints: [String] = []
        if !logged.passedOver.isEmpty {
            let why = logged.chosenByPlan ? "the one this workout plans" : "the one you chose before"
            hints.append("took \(logged.exercise.name), \(why); the name also fits "
                         + logged.passedOver.joined(separator: ", ") + ": type more of a name to log another")
        }
        if let p = logged.previous { hints.append(training.lastTime(p, type: logged.exercise.type)) }
        if let next = logged.next, let target = next.target {
            hints.append("next: \(next.superset.map { "\($0) " } ?? "")\(next.exercise.name), \(next.set): "
                         + training.describeWithPlates(target, exercise: next.exercise))
        }
        return hints
    }

    var lines: [String] {
        var text: [String] = []
        if let stale = logged.endedStale {
            text.append("ended \(stale.name), left open since its last set at \(LocalTime.dayAndClock((stale.endedAt ?? stale.startedAt).timeIntervalSince1970))"
                        + " (workout.auto_end is \(DurationNotation.clock(training.settings.autoEnd)))")
        }
        if logged.startedWorkout { text.append("started \(logged.workout.name) at \(logged.gym.name)") }
        // Each device goes on with its own workout: another's is said, with how to join them.
        for other in logged.openElsewhere {
            let names = training.names
            text.append("\(other.device)'s \(other.workout.name) (\(names.workout(other.workout.id!)), started \(LocalTime.dayAndClock(other.workout.startedAt.timeIntervalSince1970))) is in progress too; "
                        + "`gym-timer history merge \(names.workout(logged.workout.id!)) \(names.workout(other.workout.id!))` joins it into this one")
        }
        for (set, number) in zip(logged.sets, logged.numbers) {
            text.append("\(logged.exercise.name) — " + training.setLine(set, number: number, type: logged.exercise.type, superset: logged.superset))
        }
        text += logged.records.map(training.describe)
        if let timer = rest.timer { text.append(Output.line(timer)) }
        return text + hints
    }

    enum CodingKeys: String, CodingKey { case workoutID = "workout_id", sets, hints, timer, warning, records }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(RowRef(workout: logged.workout.id!, training.names), forKey: .workoutID)
        try c.encode(zip(logged.sets, logged.numbers).map { set, number in
            var json = SetJSON(set, exercise: logged.exercise.name, names: training.names)
            json.listed = (number: number, superset: logged.superset)
            return json
        }, forKey: .sets)
        try c.encode(hints, forKey: .hints)
        try c.encode(rest.timer.map(TimerJSON.init), forKey: .timer)
        try c.encode(rest.warning, forKey: .warning)
        try c.encode(logged.records, forKey: .records)
    }
}

/// A set as `--json` prints it, with its exercise's name; every value is
/// there, null when the set has none.
struct SetJSON: Encodable {
    let id: RowRef
    let exercise: String
    let kind: String
    let weightKg: Double?
    let reps: Int?
    let seconds: Double?
    let distanceM: Double?
    let rpe: Double?
    /// Where sets are listed with their numbers (`log`, `workout show`):
    /// the number within the exercise and the superset (`A`, or null).
    /// Other listings leave the keys out, as they always have.
    var listed: (number: SetLabel?, superset: String?)?

    init(_ s: WorkoutSet, exercise: String, names: RowNames) {
        id = RowRef(set: s.id!, names)
        self.exercise = exercise
        kind = s.kind.rawValue
        weightKg = s.weightKg
        reps = s.reps
        seconds = s.seconds
        distanceM = s.distanceM
        rpe = s.rpe
    }

    enum CodingKeys: String, CodingKey {
        case id, exercise, kind, reps, seconds, rpe, number, label, superset
        case weightKg = "weight_kg", distanceM = "distance_m"
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(exercise, forKey: .exercise)
        try c.encode(kind, forKey: .kind)
        try c.encode(weightKg, forKey: .weightKg)
        try c.encode(reps, forKey: .reps)
        try c.encode(seconds, forKey: .seconds)
        try c.encode(distanceM, forKey: .distanceM)
        try c.encode(rpe, forKey: .rpe)
        if let listed {
            try c.encode(listed.number?.number, forKey: .number)
            try c.encode(listed.number.map { "\($0)" }, forKey: .label)
            try c.encode(listed.superset, forKey: .superset)
        }
    }
}

/// A set's or workout's name in `--json`: its number on a log kept on one
/// device; while the log syncs, the hex digits every device shares
/// (`"9f0e1d2c"`), which is what commands take there (`RowNames`).
struct RowRef: Encodable {
    let number: Int64
    let shared: String?

    init(set id: Int64, _ names: RowNames) {
        number = id
        shared = names.shared ? names.setRef(id) : nil
    }

    init(workout id: Int64, _ names: RowNames) {
        number = id
        shared = names.shared ? names.workoutRef(id) : nil
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if let shared { try c.encode(shared) } else { try c.encode(number) }
    }
}
