import ArgumentParser
import Foundation
import GRDB
import WorkoutCore

struct ExercisesGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercises", abstract: "Search the exercise library, or show one exercise.",
        subcommands: [ExercisesSearch.self, ExercisesShow.self], defaultSubcommand: ExercisesSearch.self)
}

struct ExercisesSearch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search by name, alias or movement (`bench db` finds Bench Press (Dumbbell)).")
    @Argument(help: "Words to look for.") var query: [String] = []
    @Option(help: "Only exercises working this muscle (id, e.g. pectoralis_major_sternal).") var muscle: String?
    @Option(help: "Only exercises working this muscle group (e.g. chest).") var group: String?
    @Option(help: "Only this equipment (e.g. dumbbell).") var equipment: String?
    @Option(help: "Only this movement category (push, pull, legs, core, cardio, …).") var category: String?
    @Flag(help: "Only favourites.") var favorites = false
    @Flag(help: "Only exercises with history at the selected gym.") var here = false
    @Option(help: "At most this many results.") var limit: Int = 25
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let catalog = training.database.catalog
        let (results, muscles, usedHere) = try Training.run {
            try training.database.writer.read { db -> ([Exercise], [String: [String: Double]], Set<String>) in
                let search = try ExerciseSearch.load(db)
                var weights: [String: [String: Double]] = [:]
                for m in try ExerciseMuscle.fetchAll(db) { weights[m.exerciseId, default: [:]][m.muscleId] = m.weight }
                let gym = try GymBook.selectedGym(db)
                let here = Set(try String.fetchAll(db, sql: """
                    SELECT DISTINCT s.exerciseId FROM workoutSet s JOIN workout w ON w.id = s.workoutId WHERE w.gymId = ?
                    """, arguments: [gym.id]))
                return (search.search(query.joined(separator: " ")), weights, here)
            }
        }
        let groupMuscles = group.map { g in Set(catalog.muscles.filter { $0.group == g }.map(\.id)) }
        if let group, groupMuscles?.isEmpty == true {
            throw ValidationError("unknown muscle group \"\(group)\"; use \(catalog.groups.map(\.id).joined(separator: ", "))")
        }
        if let muscle, catalog.muscle(muscle) == nil { throw ValidationError("unknown muscle \"\(muscle)\"; see the ids in `gym-timer exercises show`") }
        let categories = Dictionary(uniqueKeysWithValues: catalog.movements.map { ($0.id, $0.category) })
        let filtered = results.filter { e in
            let w = muscles[e.id] ?? [:]
            if let muscle, (w[muscle] ?? 0) == 0 { return false }
            if let groupMuscles, !w.keys.contains(where: groupMuscles.contains) { return false }
            if let equipment, e.equipment != equipment.lowercased() { return false }
            if let category, categories[e.movement] != category.lowercased() { return false }
            if favorites && !e.isFavorite { return false }
            if here && !usedHere.contains(e.id) { return false }
            return true
        }.prefix(limit)
        if global.json {
            struct E: Encodable {
                let id, name, movement, equipment, type: String
                let rest_s: Int
                let muscles: [String: Double]
            }
            struct Out: Encodable { let exercises: [E] }
            Output.json(Out(exercises: filtered.map {
                E(id: $0.id, name: $0.name, movement: $0.movement, equipment: $0.equipment, type: $0.type.rawValue,
                  rest_s: $0.restSeconds, muscles: muscles[$0.id] ?? [:])
            }))
            return
        }
        if filtered.isEmpty { print("no exercises match") }
        for e in filtered { print((e.isFavorite ? "★ " : "  ") + e.name) }
    }
}

struct ExercisesShow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Details, muscle weights and per-gym history.")
    @Argument(help: "Exercise name or search words.") var name: [String]
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let training = try Training(global)
        let catalog = training.database.catalog
        try Training.run {
            try training.database.writer.read { db in
                let exercise = try ExerciseSearch.load(db).resolve(name.joined(separator: " "))
                let muscles = try ExerciseMuscle.filter(Column("exerciseId") == exercise.id).fetchAll(db).sorted { $0.weight > $1.weight }
                let movement = catalog.movement(exercise.movement)
                print(exercise.name + (exercise.isCustom ? " (custom)" : ""))
                print("movement: \(movement?.name ?? exercise.movement) (\(movement?.category ?? "?")), equipment: \(exercise.equipment), type: \(exercise.type.rawValue), rest: \(exercise.restSeconds) s")
                if !exercise.aliases.isEmpty { print("also: " + exercise.aliases.joined(separator: ", ")) }
                for m in muscles {
                    let bar = String(repeating: "█", count: Int((m.weight * 20).rounded()))
                    let label = catalog.muscle(m.muscleId)?.name ?? m.muscleId
                    print("  \(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(bar) \(WeightUnit.clean(m.weight))")
                }
                let branches = try Row.fetchAll(db, sql: """
                    SELECT g.name AS gym, COUNT(*) AS sets, MAX(s.loggedAt) AS last,
                           MAX(CASE WHEN s.weightKg > 0 AND s.reps > 0 THEN s.weightKg * (1 + s.reps / 30.0) END) AS e1rm
                    FROM workoutSet s JOIN workout w ON w.id = s.workoutId JOIN gym g ON g.id = w.gymId
                    WHERE s.exerciseId = ? AND s.kind <> 'warmup' GROUP BY g.id ORDER BY last DESC
                    """, arguments: [exercise.id])
                for b in branches {
                    let last: Date = b["last"]
                    let e1rm: Double? = b["e1rm"]
                    let best = e1rm.map { ", best e1RM \(training.unit.format(kilograms: $0)) \(training.unit)" } ?? ""
                    print("at \(b["gym"] as String): \(b["sets"] as Int) sets, last \(Training.day(last))\(best)")
                }
            }
        }
    }
}
