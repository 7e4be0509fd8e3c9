import ArgumentParser
import Foundation
import GymTimerProtocol
import WorkoutCore
import Notation

struct ExercisesGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercises", abstract: "Search the exercise library, or show one exercise.",
        subcommands: [ExercisesSearch.self, ExercisesShow.self, ExercisesMuscles.self, ExercisesEquipment.self,
                      ExercisesAdd.self, ExercisesEdit.self, ExercisesMerge.self, ExercisesDelete.self],
        defaultSubcommand: ExercisesSearch.self)
}

struct ExercisesSearch: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search by name, alias or movement (`bench db` finds Bench Press (Dumbbell)).")
    @Argument(help: "Words to look for.") var query: [String] = []
    @Option(help: "Only exercises working this muscle or group: an id, a name or a common word (lats, quads, pecs, delts, glutes…).")
    var muscle: String?
    @Option(help: "Only exercises working this muscle group (e.g. chest).") var group: String?
    @Option(help: "Only this equipment (e.g. dumbbell, \"smith machine\"); see `exercises equipment`.") var equipment: String?
    @Option(help: "Only this movement category (push, pull, legs, core, carry, olympic, cardio).") var category: String?
    @Flag(help: "Only favourites.") var favorites = false
    @Flag(help: "Only exercises with history at the selected gym.") var here = false
    @Option(help: "At most this many results.") var limit: Int = 25
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        var q = ExerciseQuery()
        q.words = query.joined(separator: " ")
        q.muscle = muscle
        q.group = group
        q.equipment = equipment
        q.category = category
        q.favoritesOnly = favorites
        q.usedAtSelectedGym = here
        q.limit = limit
        let result = try Training.run { try ExerciseLibrary(training.database).search(q) }
        global.show(ExerciseMatches(result: result, limit: limit))
    }
}

/// `exercises search`: the matches, favourites starred, and how many more
/// `--limit` left out; with `--json`, each match with its muscle weights.
struct ExerciseMatches: CommandOutput {
    let result: ExerciseQuery.Result
    let limit: Int

    var lines: [String] {
        var lines: [String] = result.exercises.isEmpty ? ["no exercises match"] : []
        lines += result.exercises.map { ($0.isFavorite ? "★ " : "  ") + $0.name }
        if result.more > 0 { lines.append("… and \(result.more) more (--limit \(limit + result.more) shows them all)") }
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        struct E: Encodable {
            let id, name, movement, equipment, type: String
            let rest_s: Int
            let muscles: [String: Double]
        }
        struct Out: Encodable { let exercises: [E]; let more: Int }
        try Out(exercises: result.exercises.map {
            E(id: $0.id, name: $0.name, movement: $0.movement, equipment: $0.equipment, type: $0.type.rawValue,
              rest_s: $0.restSeconds, muscles: result.muscles[$0.id] ?? [:])
        }, more: result.more).encode(to: encoder)
    }
}

/// `exercises muscles`: what `--muscle` and `--group` accept.
struct ExercisesMuscles: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "muscles", abstract: "Muscle groups and muscles, with the words filters accept.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        var words: [String: [String]] = [:]
        for (word, ids) in MuscleWords.common { for id in ids { words[id, default: []].append(word) } }
        global.show(MuscleList(taxonomy: PresetCatalog.builtInTaxonomy, words: words.mapValues { $0.sorted() }))
    }
}

/// Each group with its muscles, and the common words (`lats`) that find them.
struct MuscleList: CommandOutput {
    let taxonomy: Taxonomy
    /// Muscle id → the common words for it, sorted.
    let words: [String: [String]]

    var lines: [String] {
        var lines: [String] = []
        for g in taxonomy.groups {
            lines.append("\(g.name) (\(g.id))")
            for m in taxonomy.muscles where m.group == g.id {
                let also = words[m.id] ?? []
                lines.append("  \(m.id.padding(toLength: 32, withPad: " ", startingAt: 0)) \(m.name)" + (also.isEmpty ? "" : " — " + also.joined(separator: ", ")))
            }
        }
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        struct M: Encodable { let id, name: String; let words: [String] }
        struct G: Encodable { let id, name: String; let muscles: [M] }
        try ["groups": taxonomy.groups.map { g in
            G(id: g.id, name: g.name, muscles: taxonomy.muscles.filter { $0.group == g.id }.map {
                M(id: $0.id, name: $0.name, words: words[$0.id] ?? [])
            })
        }].encode(to: encoder)
    }
}

/// `exercises equipment`: what `--equipment` accepts.
struct ExercisesEquipment: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "equipment", abstract: "Equipment kinds, as --equipment accepts them.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        global.show(EquipmentList(equipment: PresetCatalog.builtInMovements.equipment))
    }
}

/// Each kind's id (what `--equipment` matches) and name.
struct EquipmentList: CommandOutput {
    let equipment: [PresetCatalog.Equipment]

    var lines: [String] { equipment.map { "\($0.id.padding(toLength: 18, withPad: " ", startingAt: 0)) \($0.name)" } }

    func encode(to encoder: any Encoder) throws {
        struct E: Encodable { let id, name, category: String }
        try ["equipment": equipment.map { E(id: $0.id, name: $0.name, category: $0.category) }].encode(to: encoder)
    }
}

struct ExercisesShow: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Details, muscle weights and per-gym history.")
    @Argument(help: "Exercise name or search words.", completion: Completions.exercises) var name: [String]
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let details = try Training.run { try ExerciseLibrary(training.database).details(name.joined(separator: " ")) }
        global.show(ExerciseShown(details: details, training: training))
    }
}

/// `exercises show`: the exercise, its muscle weights as bars, and its
/// history at each gym (the last set, the best estimated 1RM, the note).
struct ExerciseShown: WeightedOutput {
    let details: ExerciseLibrary.Details
    /// For the display unit and the muscle names.
    let training: Training

    var lines: [String] {
        let exercise = details.exercise
        let flags = [exercise.isCustom ? "custom" : nil, exercise.isFavorite ? "favourite" : nil,
                     exercise.isHidden ? "hidden" : nil].compactMap { $0 }
        var lines = [exercise.name + (flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))")]
        if let parent = details.variationOf {
            lines.append("variation of \(parent): records of its own, " + (exercise.musclesEdited ? "muscle weights of its own" : "the parent's muscle weights"))
        }
        if !details.variations.isEmpty { lines.append("variations: " + details.variations.joined(separator: ", ")) }
        lines.append("movement: \(details.movement?.name ?? exercise.movement) (\(details.movement?.category ?? "?")), equipment: \(exercise.equipment), type: \(exercise.type.rawValue)")
        let rest = exercise.restSeconds > 0 ? "\(exercise.restSeconds) s\(exercise.restEdited ? " (yours)" : "")" : "the default (timer.default_rest)"
        lines.append("rest: \(rest), auto-timer \(exercise.autoTimer ? "on" : "off")")
        if !exercise.dimensions.isEmpty {
            lines.append(exercise.dimensions.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))
        }
        if !exercise.aliases.isEmpty { lines.append("also: " + exercise.aliases.joined(separator: ", ")) }
        if let note = exercise.note { lines.append("note: \(note)") }
        lines.append("muscles\(exercise.musclesEdited ? " (your weights; `exercises edit --reset-muscles` restores the preset's)" : ""):")
        let catalog = training.database.taxonomy
        for m in details.muscles {
            let bar = String(repeating: "█", count: Int((m.weight * 20).rounded()))
            let label = catalog.muscle(m.muscleId)?.name ?? m.muscleId
            lines.append("  \(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(bar) \(WeightUnit.clean(m.weight))  \(m.muscleId)")
        }
        if let basis = training.bodyweightBasis(details.firstWeighIn, exercise: exercise) { lines.append(basis) }
        for branch in details.branches {
            let parts = [Plural.count(branch.sets, "set"),
                         branch.lastSet.map { "last \(training.describe($0, type: exercise.type)) on \(Training.day($0.loggedAt))" },
                         branch.bestOneRepMaxKg.map { "best e1RM \(training.unit.figure(kilograms: $0)) \(training.unit)" }]
            lines.append("at \(branch.gymName): " + parts.compactMap { $0 }.joined(separator: ", "))
            if let note = branch.note { lines.append("  note: \(note)") }
        }
        return lines
    }

    func encode(to encoder: any Encoder) throws {
        struct Branch: Encodable { let gym: String; let sets: Int; let last: SetJSON?; let best_e1rm_kg: Double?; let note: String? }
        struct Out: Encodable {
            let id, name, movement, equipment, type: String
            let rest_s: Int; let custom, favorite, hidden, auto_timer: Bool
            let aliases: [String]; let note: String?
            let variation_of: String?; let variations: [String]
            let muscles: [String: Double]; let gyms: [Branch]
        }
        let exercise = details.exercise
        try ["exercise": Out(
            id: exercise.id, name: exercise.name, movement: exercise.movement, equipment: exercise.equipment,
            type: exercise.type.rawValue, rest_s: exercise.restSeconds, custom: exercise.isCustom, favorite: exercise.isFavorite,
            hidden: exercise.isHidden, auto_timer: exercise.autoTimer, aliases: exercise.aliases, note: exercise.note,
            variation_of: details.variationOf, variations: details.variations,
            muscles: Dictionary(uniqueKeysWithValues: details.muscles.map { ($0.muscleId, $0.weight) }),
            gyms: details.branches.map {
                Branch(gym: $0.gymName, sets: $0.sets, last: $0.lastSet.map { SetJSON($0, exercise: exercise.name, names: training.names) },
                       best_e1rm_kg: $0.bestOneRepMaxKg.map { ($0 * 100).rounded() / 100 }, note: $0.note)
            })].encode(to: encoder)
    }
}

/// `exercises add NAME --movement M …`: a custom exercise, optionally for one gym.
struct ExercisesAdd: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a custom exercise; its muscle weights start from the movement's, or from the exercise it is a variation of.")
    @Argument(help: "Its name.") var name: String
    @Option(help: "Movement id or name (e.g. bench_press).") var movement: String?
    @Option(name: .customLong("variation-of"), help: "The exercise it is a variation of (its muscles, equipment and type; records of its own).",
            completion: Completions.exercises) var variationOf: String?
    @Option(help: "Equipment id or name (e.g. dumbbell).") var equipment: String?
    @Option(help: "Angle (flat, incline, decline, …).") var angle: String?
    @Option(help: "Grip width (close, standard, wide).") var grip: String?
    @Option(name: .customLong("grip-orientation"), help: "Grip orientation (pronated, supinated, neutral, …).") var gripOrientation: String?
    @Option(help: "Stance.") var stance: String?
    @Option(help: "Laterality (bilateral, unilateral).") var laterality: String?
    @Option(help: "Muscle weight MUSCLE=W (0…1), repeatable; 0 removes a muscle.") var muscle: [String] = []
    @Option(help: "Only at this gym.", completion: Completions.gyms) var gym: String?
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (movement == nil) != (variationOf == nil) else {
            throw ValidationError("give --movement (e.g. --movement bench_press) or --variation-of EXERCISE, one of the two")
        }
        // A malformed --muscle is told before the log is opened.
        _ = try MuscleWeights.parse(muscle)
    }

    func run(_ training: Training) throws {
        let muscles = try MuscleWeights.parse(muscle)
        var dimensions: [String: String] = [:]
        for (key, value) in [("angle", angle), ("grip_width", grip), ("grip_orientation", gripOrientation),
                             ("stance", stance), ("laterality", laterality)] {
            if let value { dimensions[key] = value.lowercased() }
        }
        let exercise = try Training.run {
            try ExerciseLibrary(training.database).add(.init(name: name, movement: movement, variationOf: variationOf, equipment: equipment,
                                                              dimensions: dimensions, muscles: muscles, gym: gym))
        }
        global.show(ExerciseAdded(id: exercise.id, name: exercise.name))
    }
}

/// `added Spoto Press`; with `--json` the new exercise's id too.
struct ExerciseAdded: CommandOutput {
    let id, name: String
    var lines: [String] { ["added \(name)"] }
}

/// `exercises edit NAME …`: any exercise, preset or custom.
struct ExercisesEdit: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change an exercise's muscle weights, rest, auto-timer, favourite, notes, visibility, weight increment or bar.")
    @Argument(help: "Exercise name or search words.", completion: Completions.exercises) var name: [String]
    @Option(help: "Muscle weight MUSCLE=W (0…1), repeatable; 0 removes a muscle.") var muscle: [String] = []
    @Flag(name: .customLong("reset-muscles"), help: "Back to the built-in (or the movement's) muscle weights.") var resetMuscles = false
    @Option(help: "Rest after a set, e.g. 90, 2m or 1:30; `default` goes back to the built-in rest (or timer.default_rest).",
            transform: RefusedValue.noting("--rest") { try OrDefault.parse($0, DurationNotation.parse) }) var rest: OrDefault<Double>?
    @Option(name: .customLong("auto-timer"), help: "Whether logging it starts the rest timer.") var autoTimer: OnOff?
    @Flag(help: "Mark as a favourite.") var favorite = false
    @Flag(help: "Remove the favourite mark.") var unfavorite = false
    @Option(help: "A note on the exercise (empty to clear).") var note: String?
    @Option(name: .customLong("gym-note"), help: "GYM=TEXT: a note for this exercise at one gym (empty TEXT clears), repeatable.",
            transform: RefusedValue.noting("--gym-note", ExercisesEdit.gymNote)) var gymNote: [GymNote] = []
    @Flag(help: "Hide it from search (its history stays).") var hide = false
    @Flag(help: "Show it in search again.") var unhide = false
    @Option(help: "The step its target weight goes up by in a planned template, e.g. 5 or 2.5kg; `default` for the equipment's.",
            transform: RefusedValue.noting("--increment") { try OrDefault.parse($0, ArgumentValue.weight) }) var increment: OrDefault<TypedWeight>?
    @Option(name: .customLong("bodyweight-share"), help: "For a bodyweight exercise, the share of body weight it moves (e.g. 0.64 for push-ups); `default` for the built-in figure.",
            transform: RefusedValue.noting("--bodyweight-share") { try OrDefault.parse($0, ExercisesEdit.share) }) var bodyweightShare: OrDefault<Double>?
    @Option(help: "The bar it is loaded on, for plates, targets and warm-ups: a weight (15, 35lb) or ez, trap, ssb, womens; `default` for plates.bar (an EZ or trap bar exercise: that bar's usual weight).",
            transform: RefusedValue.noting("--bar") { try OrDefault.parse($0, ArgumentValue.bar) }) var bar: OrDefault<ArgumentValue.BarChoice>?
    @OptionGroup var global: GlobalOptions
    /// Only a new increment or bar is a weight saved (`default` is not).
    var savesWeights: Bool {
        if case .value = increment { return true }
        if case .value = bar { return true }
        return false
    }

    /// A gym's note on the exercise: `Home Gym=seat 4`.
    struct GymNote { var gym, text: String }

    static func gymNote(_ entry: String) throws -> GymNote {
        guard let eq = entry.firstIndex(of: "="), eq != entry.startIndex else {
            throw ValidationError("--gym-note takes GYM=TEXT, e.g. --gym-note \"Home Gym=seat 4\"")
        }
        return GymNote(gym: String(entry[..<eq]), text: String(entry[entry.index(after: eq)...]))
    }

    static func share(_ text: String) throws -> Double {
        guard let share = try? Decimals.parse(text) else { throw ValidationError("--bodyweight-share takes a number, e.g. 0.64 or 0,64") }
        return share
    }

    func edit(unit: WeightUnit) throws -> ExerciseLibrary.Edit {
        var edit = ExerciseLibrary.Edit()
        edit.muscles = try MuscleWeights.parse(muscle)
        edit.resetMuscles = resetMuscles
        switch rest {
        case .default: edit.resetRest = true
        case .value(let seconds): edit.restSeconds = Int(seconds.rounded())
        case nil: break
        }
        if let autoTimer { edit.autoTimer = autoTimer == .on }
        if favorite || unfavorite { edit.favorite = favorite }
        if hide || unhide { edit.hidden = hide }
        if let note { edit.note = .some(note) }
        edit.gymNotes = gymNote.map { ($0.gym, $0.text) }
        switch increment {
        case .default: edit.incrementKg = .some(nil)
        case .value(let weight): edit.incrementKg = .some(try Training.run { try weight.kilograms(defaultUnit: unit) })
        case nil: break
        }
        switch bar {
        case .default: edit.barKg = .some(nil)
        case .value(let choice): edit.barKg = .some(try Training.run { try choice.kilograms(unit: unit) })
        case nil: break
        }
        switch bodyweightShare {
        case .default: edit.bodyweightShare = .some(nil)
        case .value(let share): edit.bodyweightShare = .some(share)
        case nil: break
        }
        return edit
    }

    func validate() throws {
        guard !(favorite && unfavorite) else { throw ValidationError("use one of --favorite and --unfavorite") }
        guard !(hide && unhide) else { throw ValidationError("use one of --hide and --unhide") }
        let nothing = muscle.isEmpty && !resetMuscles && rest == nil && autoTimer == nil && !favorite && !unfavorite && note == nil
            && gymNote.isEmpty && !hide && !unhide && increment == nil && bodyweightShare == nil && bar == nil
        if nothing { throw ValidationError("nothing to change; see `gym-timer exercises edit --help`") }
    }

    func run(_ training: Training) throws {
        let changes = try edit(unit: training.unit)
        let exercise = try Training.run { try ExerciseLibrary(training.database).edit(name.joined(separator: " "), changes) }
        global.show(Done("updated \(exercise.name)"))
    }
}

/// `exercises delete NAME`: only a custom exercise with no history.
struct ExercisesDelete: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a custom exercise that has no sets (hide one that has).")
    @Argument(help: "Exercise name or search words.", completion: Completions.exercises) var name: [String]
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let exercise = try Training.run { try ExerciseLibrary(training.database).delete(name.joined(separator: " ")) }
        global.show(Done("deleted \(exercise.name)"))
    }
}

/// `--auto-timer on|off`; true/false and yes/no (any case) are read too.
enum OnOff: String, ExpressibleByArgument, CaseIterable {
    case on, off

    init?(argument: String) {
        switch argument.lowercased() {
        case "on", "true", "yes": self = .on
        case "off", "false", "no": self = .off
        default: return nil
        }
    }
}

/// `pectoralis_major_sternal=1.0` options.
enum MuscleWeights {
    static func parse(_ entries: [String]) throws -> [String: Double] {
        var weights: [String: Double] = [:]
        for entry in entries {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let w = Double(parts[1].replacingOccurrences(of: ",", with: ".")), (0...1).contains(w) else {
                throw ValidationError("--muscle takes MUSCLE=WEIGHT with a weight from 0 to 1, e.g. triceps_brachii_long=0.5")
            }
            weights[parts[0].lowercased()] = w
        }
        return weights
    }
}
