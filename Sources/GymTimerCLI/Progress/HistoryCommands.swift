import ArgumentParser
import Foundation
import GymTimerProtocol
import WorkoutCore
import Notation

struct HistoryGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "Past workouts: list, show, edit, merge, delete.",
        subcommands: [HistoryList.self, HistoryShow.self, HistoryEdit.self, HistoryMerge.self, HistoryDelete.self], defaultSubcommand: HistoryList.self)
}

struct HistoryList: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Past workouts, newest first; with --exercise, that exercise's sessions.")
    @Option(help: "At most this many.") var limit: Int = 20
    @Option(help: "Only at this gym.", completion: Completions.gyms) var gym: String?
    /// Words up to the next option, as `log` reads a name: `--exercise pull up`.
    @Option(parsing: .upToNextOption, help: "One exercise's sessions, newest first, with their sets.", completion: Completions.exercises)
    var exercise: [String] = []
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let book = HistoryBook(training.database)
        if !exercise.isEmpty {
            let found = try Training.run { try book.sessionsCounted(of: exercise.joined(separator: " "), limit: limit, gym: gym) }
            global.show(ExerciseSessions(exercise: found.exercise, sessions: found.sessions, total: found.total, training: training))
        } else {
            let listed = try Training.run { try book.listCounted(limit: limit, gym: gym) }
            global.show(WorkoutList(rows: listed.rows, total: listed.total, names: training.names))
        }
    }
}

/// `#12  14 Nov  Push at Home Gym: 60 kg × 12, 12, 12 · e1RM 84 kg`, a
/// line per session, under `Bench Press (Barbell) — 3 of 358 sessions`;
/// `{"exercise", "total", "sessions": [{workout_id, name, gym, started_at,
/// sets, best_e1rm_kg}]}` with `--json`.
struct ExerciseSessions: WeightedOutput {
    let exercise: Exercise
    let sessions: [HistoryBook.ExerciseSession]
    /// Every session of the exercise (at the gym asked for), shown or not.
    let total: Int
    /// For the display unit.
    let training: Training

    var lines: [String] {
        if sessions.isEmpty { return ["no sessions of \(exercise.name) yet"] }
        let shown = sessions.count < total ? "\(sessions.count) of \(Plural.count(total, "session"))" : Plural.count(total, "session")
        return ["\(exercise.name) — \(shown), newest first"] + sessions.map { s in
            var line = "\(training.names.workout(s.workoutId))  \(Training.day(s.startedAt))  \(s.name) at \(s.gym): " + compact(s.sets.filter(\.kind.isWorking))
            let warmups = s.sets.count - s.sets.filter(\.kind.isWorking).count
            if warmups > 0 { line += " (+\(Plural.count(warmups, "warm-up")))" }
            if let best = s.bestE1rmKg { line += " · e1RM \(training.unit.figure(kilograms: best)) \(training.unit)" }
            return line
        }
    }

    /// `60 kg × 12, 12, 11; 62.5 kg × 8`: a run of sets at one weight keeps one weight.
    func compact(_ sets: [WorkoutSet]) -> String {
        var parts: [String] = []
        var i = 0
        while i < sets.count {
            var j = i + 1
            while j < sets.count, sets[j].weightKg == sets[i].weightKg, sets[j].reps != nil, sets[i].reps != nil { j += 1 }
            let first = training.describe(sets[i], type: exercise.type)
            parts.append(([first] + sets[(i + 1)..<j].map { String($0.reps!) }).joined(separator: ", "))
            i = j
        }
        return parts.isEmpty ? "warm-ups only" : parts.joined(separator: "; ")
    }

    struct SessionJSON: Encodable {
        let session: HistoryBook.ExerciseSession
        let exercise: String
        let names: RowNames
        enum CodingKeys: String, CodingKey { case workoutID = "workout_id", name, gym, startedAt = "started_at", sets, bestE1rm = "best_e1rm_kg" }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(RowRef(workout: session.workoutId, names), forKey: .workoutID)
            try c.encode(session.name, forKey: .name)
            try c.encode(session.gym, forKey: .gym)
            try c.encode(Training.iso(session.startedAt), forKey: .startedAt)
            try c.encode(session.sets.map { SetJSON($0, exercise: exercise, names: names) }, forKey: .sets)
            try c.encode(session.bestE1rmKg, forKey: .bestE1rm)
        }
    }

    enum CodingKeys: String, CodingKey { case exercise, sessions, total }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(exercise.name, forKey: .exercise)
        try c.encode(sessions.map { SessionJSON(session: $0, exercise: exercise.name, names: training.names) }, forKey: .sessions)
        try c.encode(total, forKey: .total)
    }
}

/// A line per workout, newest first, and `20 of 358 workouts` when the
/// limit left some out; `{"workouts": […], "total": 358}` with `--json`.
struct WorkoutList: CommandOutput {
    let rows: [HistoryBook.Summary]
    /// Every workout (at the gym asked for), shown or not.
    let total: Int
    let names: RowNames

    var lines: [String] {
        if rows.isEmpty { return ["no workouts yet"] }
        var lines = rows.map { r in
            "\(names.workout(r.id))  \(Training.day(r.startedAt))  \(r.name) at \(r.gym) — \(Plural.count(r.sets, "set"))\(r.endedAt == nil ? " (in progress)" : "")"
        }
        if rows.count < total { lines.append("\(rows.count) of \(Plural.count(total, "workout")); --limit \(total) lists them all") }
        return lines
    }

    /// A workout in the list: `ended_at` is null while it is in progress.
    struct Row: Encodable {
        let summary: HistoryBook.Summary
        let names: RowNames
        enum CodingKeys: String, CodingKey { case id, name, gym, startedAt = "started_at", endedAt = "ended_at", sets }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(RowRef(workout: summary.id, names), forKey: .id)
            try c.encode(summary.name, forKey: .name)
            try c.encode(summary.gym, forKey: .gym)
            try c.encode(Training.iso(summary.startedAt), forKey: .startedAt)
            try c.encode(summary.endedAt.map(Training.iso), forKey: .endedAt)
            try c.encode(summary.sets, forKey: .sets)
        }
    }

    enum CodingKeys: String, CodingKey { case workouts, total }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rows.map { Row(summary: $0, names: names) }, forKey: .workouts)
        try c.encode(total, forKey: .total)
    }
}

/// `history show ID`: a workout with every set, its rest and set number.
struct HistoryShow: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "One workout with all its sets.")
    @Argument(help: "The workout, as `gym-timer history` names it (#12).") var id: String
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let detail = try Training.run { try HistoryBook(training.database).detail(try training.names.workoutId(id)) }
        global.show(WorkoutShown(detail: detail, training: training))
    }
}

/// A past workout: when and how long, its note, then its sets as `log`
/// numbered them; `{"workout": {…}}` with `--json`.
struct WorkoutShown: WeightedOutput {
    let detail: HistoryBook.Detail
    /// For the display unit.
    let training: Training

    var lines: [String] {
        let w = detail.workout
        let span = w.endedAt.map { " – \(LocalTime.clock($0.timeIntervalSince1970, sameDayAs: w.startedAt.timeIntervalSince1970)) (\(DurationNotation.spoken($0.timeIntervalSince(w.startedAt))))" } ?? " (in progress)"
        var text = ["\(training.names.workout(w.id!))  \(w.name) at \(detail.gym.name)",
                    "\(Training.day(w.startedAt)) \(LocalTime.clock(w.startedAt.timeIntervalSince1970))\(span), \(Plural.count(detail.sets.count, "set"))"]
        if let note = w.note { text.append("note: \(note)") }
        return text + training.setLines(detail)
    }

    func encode(to encoder: any Encoder) throws { try ["workout": WorkoutJSON(detail: detail, names: training.names)].encode(to: encoder) }
}

/// A workout with its sets under `workout`, for `history show --json` and
/// `workout show --json`. Nulls are written out, so every key is always there.
struct WorkoutJSON: Encodable {
    let detail: HistoryBook.Detail
    let names: RowNames
    /// Seconds since the start, for the workout in progress (`workout show`):
    /// then `elapsed_s` is there too, and each set has its number and
    /// superset, as the text beside it shows them.
    var elapsed: Double?

    enum CodingKeys: String, CodingKey {
        case id, name, gym, note, sets
        case startedAt = "started_at", endedAt = "ended_at", elapsed = "elapsed_s"
        case exerciseNotes = "exercise_notes"
    }

    /// A note on one of the workout's exercises: this workout's (`note`)
    /// and the exercise's own (`exercise_note`), null where there is none.
    struct ExerciseNote: Encodable {
        let exercise: String
        let note: String?
        let exercise_note: String?
    }

    func encode(to encoder: any Encoder) throws {
        let w = detail.workout
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(RowRef(workout: w.id!, names), forKey: .id)
        try c.encode(w.name, forKey: .name)
        try c.encode(detail.gym.name, forKey: .gym)
        try c.encode(Training.iso(w.startedAt), forKey: .startedAt)
        try c.encode(w.endedAt.map(Training.iso), forKey: .endedAt)
        try c.encode(w.note, forKey: .note)
        try c.encodeIfPresent(elapsed.map { max(0, $0.rounded(.down)) }, forKey: .elapsed)
        try c.encode(detail.sets.map { detail.json($0, numbered: true, names: names) }, forKey: .sets)
        var seen = Set<String>()
        let notes = detail.sets.compactMap { set -> ExerciseNote? in
            guard seen.insert(set.exerciseId).inserted else { return nil }
            let own = detail.exercises[set.exerciseId]?.note, here = detail.exerciseNotes[set.exerciseId]
            guard own != nil || here != nil else { return nil }
            return ExerciseNote(exercise: detail.exercises[set.exerciseId]?.name ?? set.exerciseId, note: here, exercise_note: own)
        }
        try c.encode(notes, forKey: .exerciseNotes)
    }
}

/// `history edit ID [--name …] [--gym …] [--started …] [--ended …] [--note …]`.
struct HistoryEdit: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Fix a workout's name, gym, times or note.")
    @Argument(help: "The workout, as `gym-timer history` names it (#12).") var id: String
    @Option(help: "New name.") var name: String?
    @Option(help: "Move it to this gym.", completion: Completions.gyms) var gym: String?
    @Option(help: "Start, local time: YYYY-MM-DD HH:MM (or ISO 8601 with offset); a day alone keeps its clock time.",
            transform: RefusedValue.noting("--started", ArgumentValue.timeOrDay)) var started: TimeOrDay?
    @Option(help: "End, local time: YYYY-MM-DD HH:MM (or ISO 8601 with offset); a day alone keeps its clock time.",
            transform: RefusedValue.noting("--ended", ArgumentValue.timeOrDay)) var ended: TimeOrDay?
    @Option(help: "Note (empty to clear).") var note: String?
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard name != nil || gym != nil || started != nil || ended != nil || note != nil else {
            throw ValidationError("nothing to change; give --name, --gym, --started, --ended or --note")
        }
    }

    func run(_ training: Training) throws {
        let workout = try Training.run { try HistoryBook(training.database).editWorkout(try training.names.workoutId(id), HistoryBook.WorkoutEdit(
            name: name, gym: gym, startedAt: started?.time, endedAt: ended?.time,
            startedOnDay: started?.day, endedOnDay: ended?.day, note: note)) }
        global.show(Done("updated \(training.names.workout(workout.id!)) \(workout.name)"))
    }
}

/// `history merge 12 13`: one session logged as two workouts (on two
/// devices before they synced) becomes one.
struct HistoryMerge: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Join a second workout into a first: its sets move over, in time order.",
        discussion: "For one session logged as two, e.g. started on two devices before they synced. The second workout is deleted.")
    @Argument(help: "The workout to keep (#12).") var id: String
    @Argument(help: "The workout whose sets move into it.") var other: String
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let names = training.names
        let (kept, gone) = try Training.run { (try names.workoutId(id), try names.workoutId(other)) }
        let goneName = names.workout(gone)
        let merged = try Training.run { try HistoryBook(training.database).mergeWorkouts(kept, gone) }
        global.show(Done("merged \(goneName) into \(names.workout(kept)) \(merged.workout.name): \(Plural.count(merged.moved, "set")) moved"))
    }
}

/// `history delete ID`: asks on a terminal, else needs `--yes`.
struct HistoryDelete: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a workout and all its sets.", discussion: "Asks on a terminal; without one it requires --yes.")
    @Argument(help: "The workout, as `gym-timer history` names it (#12).") var id: String
    @Flag(help: "Do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let history = HistoryBook(training.database)
        let workoutId = try Training.run { try training.names.workoutId(id) }
        let name = training.names.workout(workoutId)
        let detail = try Training.run { try history.detail(workoutId) }
        let sets = Plural.count(detail.sets.count, "set")
        try Confirm.ask("Delete \(name) \(detail.workout.name) (\(Training.day(detail.workout.startedAt))) and its \(sets)?",
                        unless: yes, refusal: "deleting workout \(name) deletes its \(sets); pass --yes to confirm",
                        kept: "kept workout \(name)")
        try Training.run { _ = try history.deleteWorkout(workoutId) }
        global.show(Done("deleted \(name) \(detail.workout.name) and its \(sets)"))
    }
}
