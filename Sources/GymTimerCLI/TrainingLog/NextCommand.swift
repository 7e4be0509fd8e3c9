import ArgumentParser
import Foundation
import WorkoutCore

/// `gym-timer next`: what is next in the workout in progress — the
/// exercise, the set's number, its target with the plates, and last time.
struct Next: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "next", abstract: "Show what is next in the workout: exercise, set, target, plates, last time.",
        discussion: "Targets come from the workout's template (`gym-timer templates plan`) and the last session of the exercise.")
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        guard let (workout, _, next) = try Training.run({ try WorkoutLog(training.database).next(loading: training.loading) }) else {
            throw CLIError(WorkoutError.noActiveWorkout.line)
        }
        global.show(WhatIsNext(workout: workout, next: next, training: training))
    }
}

/// The next set as `next` prints it; with `--json`, `{"workout_id", "next":
/// {exercise, set_number, target, plates, last} | null, "message"}`.
struct WhatIsNext: WeightedOutput {
    let workout: Workout
    let next: WorkoutLog.NextUp?
    /// For the display unit and the plates.
    let training: Training

    /// Why there is nothing next.
    var message: String? {
        guard next == nil else { return nil }
        return workout.templateId == nil
            ? "nothing logged yet and no template to follow: log a set, e.g. `gym-timer log bench 60x8`"
            : "all planned sets done — `gym-timer workout end` when you are"
    }

    var lines: [String] {
        guard let next else { return [message!] }
        var lines = ["\(next.superset.map { "\($0) " } ?? "")\(next.exercise.name) — \(next.set)"]
        if let target = next.target { lines.append("  target: " + training.describeWithPlates(target, exercise: next.exercise)) }
        if let last = training.last(before: next) { lines.append("  " + last) }
        return lines
    }

    struct NextJSON: Encodable {
        let exercise: String
        let set_number: Int
        let set_label: String
        let target: SetTarget?
        let plates: String?
        let last: SetJSON?
        let last_gym: String?
        /// Today's last working set of it, which the target follows once there is one.
        let just_done: SetJSON?
        let superset: String?

        enum CodingKeys: String, CodingKey { case exercise, set_number, set_label, target, plates, last, last_gym, just_done, superset }

        /// Every key, null where there is nothing.
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(exercise, forKey: .exercise)
            try c.encode(set_number, forKey: .set_number)
            try c.encode(set_label, forKey: .set_label)
            try c.encode(target, forKey: .target)
            try c.encode(plates, forKey: .plates)
            try c.encode(last, forKey: .last)
            try c.encode(last_gym, forKey: .last_gym)
            try c.encode(just_done, forKey: .just_done)
            try c.encode(superset, forKey: .superset)
        }
    }

    enum CodingKeys: String, CodingKey { case workoutID = "workout_id", next, message }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(RowRef(workout: workout.id!, training.names), forKey: .workoutID)
        try c.encode(next.map { n in
            NextJSON(exercise: n.exercise.name, set_number: n.set.number, set_label: "\(n.set)", target: n.target,
                     plates: n.target.flatMap { training.plates(forKg: $0.weightKg, exercise: n.exercise) },
                     last: n.previous.map { SetJSON($0.set, exercise: n.exercise.name, names: training.names) }, last_gym: n.previous?.gymName,
                     just_done: n.justDone.map { SetJSON($0, exercise: n.exercise.name, names: training.names) }, superset: n.superset)
        }, forKey: .next)
        try c.encode(message, forKey: .message)
    }
}
