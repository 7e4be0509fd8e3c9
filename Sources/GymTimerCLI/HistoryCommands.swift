import ArgumentParser
import Foundation
import GymTimerProtocol
import WorkoutCore

struct HistoryGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "Past workouts: list, show, edit, delete.",
        subcommands: [HistoryList.self, HistoryShow.self, HistoryEdit.self, HistoryDelete.self], defaultSubcommand: HistoryList.self)
}

struct HistoryList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Past workouts, newest first.")
    @Option(help: "At most this many.") var limit: Int = 20
    @Option(help: "Only at this gym.") var gym: String?
    @Option(help: "Only workouts with this exercise.") var exercise: String?
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let rows = try Training.run { try HistoryBook(training.database).list(limit: limit, gym: gym, exercise: exercise) }
        if global.json {
            struct W: Encodable {
                let id: Int64; let name, gym, started_at: String; let ended_at: String?; let sets: Int
                func encode(to encoder: any Encoder) throws {
                    var c = encoder.container(keyedBy: K.self)
                    try c.encode(id, forKey: .id); try c.encode(name, forKey: .name); try c.encode(gym, forKey: .gym)
                    try c.encode(started_at, forKey: .started_at); try c.encode(ended_at, forKey: .ended_at); try c.encode(sets, forKey: .sets)
                }
                enum K: String, CodingKey { case id, name, gym, started_at, ended_at, sets }
            }
            struct Out: Encodable { let workouts: [W] }
            Output.json(Out(workouts: rows.map {
                W(id: $0.id, name: $0.name, gym: $0.gym, started_at: Training.iso($0.startedAt),
                  ended_at: $0.endedAt.map(Training.iso), sets: $0.sets)
            }))
            return
        }
        if rows.isEmpty { print("no workouts yet") }
        for r in rows {
            print("#\(r.id)  \(Training.day(r.startedAt))  \(r.name) at \(r.gym) — \(r.sets) sets\(r.endedAt == nil ? " (in progress)" : "")")
        }
    }
}

/// `history show ID`: a workout with every set, its rest and set number.
struct HistoryShow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "One workout with all its sets.")
    @Argument(help: "Workout number, as `gym-timer history` lists it.") var id: Int64
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let detail = try Training.run { try HistoryBook(training.database).detail(id) }
        let w = detail.workout
        if global.json {
            struct Out: Encodable {
                struct W: Encodable {
                    let id: Int64; let name, gym, started_at: String; let ended_at, note: String?; let sets: [SetJSON]
                    func encode(to encoder: any Encoder) throws {
                        var c = encoder.container(keyedBy: K.self)
                        try c.encode(id, forKey: .id); try c.encode(name, forKey: .name); try c.encode(gym, forKey: .gym)
                        try c.encode(started_at, forKey: .started_at); try c.encode(ended_at, forKey: .ended_at)
                        try c.encode(note, forKey: .note); try c.encode(sets, forKey: .sets)
                    }
                    enum K: String, CodingKey { case id, name, gym, started_at, ended_at, note, sets }
                }
                let workout: W
            }
            Output.json(Out(workout: .init(
                id: w.id!, name: w.name, gym: detail.gym.name, started_at: Training.iso(w.startedAt),
                ended_at: w.endedAt.map(Training.iso), note: w.note,
                sets: detail.sets.map { SetJSON($0, exercise: detail.exercises[$0.exerciseId]?.name ?? $0.exerciseId) })))
            return
        }
        let span = w.endedAt.map { " – \(LocalTime.clock($0.timeIntervalSince1970)) (\(RestDuration.spoken($0.timeIntervalSince(w.startedAt))))" } ?? " (in progress)"
        print("#\(w.id!)  \(w.name) at \(detail.gym.name)")
        print("\(Training.day(w.startedAt)) \(LocalTime.clock(w.startedAt.timeIntervalSince1970))\(span), \(detail.sets.count) sets")
        if let note = w.note { print("note: \(note)") }
        training.printSets(detail)
    }
}

/// `history edit ID [--name …] [--gym …] [--started …] [--ended …] [--note …]`.
struct HistoryEdit: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Fix a workout's name, gym, times or note.")
    @Argument(help: "Workout number.") var id: Int64
    @Option(help: "New name.") var name: String?
    @Option(help: "Move it to this gym.") var gym: String?
    @Option(help: "Start, local time: YYYY-MM-DD HH:MM (or ISO 8601 with offset).") var started: String?
    @Option(help: "End, local time: YYYY-MM-DD HH:MM (or ISO 8601 with offset).") var ended: String?
    @Option(help: "Note (empty to clear).") var note: String?
    @OptionGroup var global: GlobalOptions

    func changes() throws -> HistoryBook.WorkoutEdit {
        func date(_ text: String?, _ option: String) throws -> Date? {
            guard let text else { return nil }
            guard let d = LocalDate.parse(text) else {
                throw ValidationError("invalid \(option) \"\(text)\"; use YYYY-MM-DD HH:MM in local time")
            }
            return d
        }
        return HistoryBook.WorkoutEdit(name: name, gym: gym, startedAt: try date(started, "--started"),
                                       endedAt: try date(ended, "--ended"), note: note)
    }

    func validate() throws {
        guard name != nil || gym != nil || started != nil || ended != nil || note != nil else {
            throw ValidationError("nothing to change; give --name, --gym, --started, --ended or --note")
        }
        _ = try changes()
    }

    func run() throws {
        let training = try Training(global)
        let workout = try Training.run { try HistoryBook(training.database).editWorkout(id, try changes()) }
        if !global.json { print("updated #\(workout.id!) \(workout.name)") }
    }
}

/// `history delete ID`: asks on a terminal, else needs `--yes`.
struct HistoryDelete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a workout and all its sets.", discussion: "Asks on a terminal; without one it requires --yes.")
    @Argument(help: "Workout number.") var id: Int64
    @Flag(help: "Do not ask.") var yes = false
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let history = HistoryBook(training.database)
        let detail = try Training.run { try history.detail(id) }
        try Confirm.ask("Delete #\(id) \(detail.workout.name) (\(Training.day(detail.workout.startedAt))) and its \(detail.sets.count) sets?",
                        unless: yes, refusal: "deleting workout #\(id) deletes its \(detail.sets.count) sets; pass --yes to confirm",
                        kept: "kept workout #\(id)")
        try Training.run { _ = try history.deleteWorkout(id) }
        if !global.json { print("deleted #\(id) \(detail.workout.name) and its \(detail.sets.count) sets") }
    }
}

/// Date-times typed on the command line, in local time.
enum LocalDate {
    static func parse(_ text: String) -> Date? {
        if let iso = try? Date(text, strategy: .iso8601) { return iso }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = .current
        for format in ["yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss"] {
            f.dateFormat = format
            if let d = f.date(from: text) { return d }
        }
        return nil
    }
}
