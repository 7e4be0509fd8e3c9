#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import WorkoutCore

/// `gyms add --color green`, in any case.
extension GymColor: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}

extension GymColor {
    /// The ANSI 256-colour code of the gym's dot on a terminal.
    var ansi: Int {
        switch self {
        case .red: 196
        case .orange: 208
        case .yellow: 220
        case .green: 40
        case .blue: 33
        case .purple: 129
        case .pink: 205
        case .gray: 245
        }
    }
}

struct GymsGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gyms", abstract: "Gyms: list, add, select, rename, delete.",
        subcommands: [GymsList.self, GymsAdd.self, GymsSelect.self, GymsRename.self, GymsDelete.self],
        defaultSubcommand: GymsList.self)
}

struct GymsList: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List gyms, most recently used first.")
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let gyms = try Training.run { try GymBook(training.database).list() }
        global.show(GymList(gyms: gyms))
    }
}

/// The gyms, each with its coloured dot (on a terminal), the selected one starred.
struct GymList: CommandOutput {
    let gyms: [GymBook.Listed]

    var lines: [String] {
        let tty = Console.useColor
        var lines: [String] = []
        for g in gyms {
            let dot = tty ? "\u{1B}[38;5;\(g.gym.color.ansi)m●\u{1B}[0m" : "●"
            var marks: [String] = []
            if g.isSelected { marks.append("selected") }
            if g.gym.isDefault { marks.append("default") }
            let last = g.gym.lastUsedAt.map { "  last used \(Training.day($0))" } ?? ""
            lines.append("\(g.isSelected ? "*" : " ") \(dot) \(g.gym.name) (\(g.gym.color.rawValue))\(marks.isEmpty ? "" : "  [" + marks.joined(separator: ", ") + "]")\(last)")
        }
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        struct G: Encodable { let name: String, color: String, `default`: Bool, selected: Bool }
        try ["gyms": gyms.map { G(name: $0.gym.name, color: $0.gym.color.rawValue, default: $0.gym.isDefault, selected: $0.isSelected) }]
            .encode(to: encoder)
    }
}

struct GymsAdd: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a gym.")
    @Argument(help: "Gym name.", completion: Completions.gyms) var name: String
    @Option(help: "The colour of its dot.") var color: GymColor = .gray
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let gym = try Training.run { try GymBook(training.database).add(name, color: color) }
        global.show(Done("added \(gym.name)"))
    }
}

struct GymsSelect: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "select", abstract: "Select the gym new workouts happen at.")
    @Argument(help: "Gym name.", completion: Completions.gyms) var name: String
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        try Training.run { try GymBook(training.database).select(name) }
        global.show(Done("selected \(name)"))
    }
}

struct GymsRename: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a gym.")
    @Argument(completion: Completions.gyms) var old: String
    @Argument var new: String
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        try Training.run { try GymBook(training.database).rename(old, to: new) }
        global.show(Done("renamed \(old) to \(new)"))
    }
}

struct GymsDelete: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a gym, saying what happens to its workouts.",
        discussion: "Exactly one of --with-history, --keep-history or --merge-into GYM.")
    @Argument(completion: Completions.gyms) var name: String
    @Flag(help: "Delete its workouts and sets too.") var withHistory = false
    @Flag(help: "Keep its workouts, moved to the default gym.") var keepHistory = false
    @Option(help: "Move its workouts and per-gym notes to this gym.", completion: Completions.gyms) var mergeInto: String?
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard [withHistory, keepHistory, mergeInto != nil].filter({ $0 }).count == 1 else {
            throw ValidationError("say what happens to its workouts: exactly one of --with-history, --keep-history or --merge-into GYM")
        }
    }

    func run(_ training: Training) throws {
        let history: GymBook.History = withHistory ? .delete : keepHistory ? .keep : .mergeInto(mergeInto!)
        try Training.run { try GymBook(training.database).delete(name, history: history) }
        global.show(Done("deleted \(name)"))
    }
}
