import Foundation
import GRDB
import Liftoscript

/// Which library exercise each name of a program means. A name is read as
/// another app's export would write it, `Name (Equipment)`, with the
/// equipment the program gives it or, when it gives none, the equipment
/// Liftosaur means by the bare name (`LiftosaurNames`), so a program
/// written for Liftosaur runs unchanged. Then, in order: the lifter's own
/// mapping (`--map`, remembered for programs and imports alike), the
/// importer's placing (exact name, alias, spelling), and a variation of
/// the nearest lift, made as an import makes it. A name none of these
/// places is refused with its nearest matches.
enum ProgramNames {
    /// A name no rule placed, with the library's nearest matches.
    struct Unplaced: Sendable, Equatable {
        var name: String
        var nearest: [String]
    }

    /// `Bench Press (Barbell)` for `bench press, barbell` as written in the
    /// program (its case kept).
    static func importName(name: String, equipment: String?) -> String {
        let equipment = equipment ?? LiftosaurNames.defaultEquipment[name.lowercased()]
        return equipment.map { "\(name) (\(LiftosaurNames.libraryEquipment($0)))" } ?? name
    }

    /// Places every exercise of `program` (keys with the names as written),
    /// creating the variations the library lacks; `mappings` are this
    /// run's `--map NAME=EXERCISE`, remembered when every name is placed.
    /// Returns key → exercise id, or what could not be placed.
    static func place(_ db: Database, names: [ExerciseKey: (name: String, equipment: String?)], mappings: [String: String],
                      movements: MovementCatalog) throws -> Result<[ExerciseKey: String], PlacingFailure> {
        let (matcher, _) = try ExerciseMatcher.library(db, movements: movements)
        var remembered: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT name, exerciseId FROM importName") {
            remembered[ExerciseMatcher.lowercased(row[0])] = row[1]
        }
        var given: [String: String] = [:]
        for (name, query) in mappings {
            given[ExerciseMatcher.lowercased(name)] = try ExerciseSearch.find(db, query).id
        }
        var placed: [ExerciseKey: String] = [:]
        var unplaced: [Unplaced] = []
        var variations: [(key: ExerciseKey, name: String, parent: String)] = []
        for (key, written) in names.sorted(by: { $0.key.description < $1.key.description }) {
            let full = importName(name: written.name, equipment: written.equipment)
            let spellings = [full, written.name, written.equipment.map { "\(written.name), \($0)" }].compactMap { $0 }
                .map(ExerciseMatcher.lowercased)
            if let id = spellings.lazy.compactMap({ given[$0] ?? remembered[$0] }).first {
                placed[key] = id
            } else if let decision = matcher.decide(full) {
                if decision.how == .variation { variations.append((key, full, decision.id)) } else { placed[key] = decision.id }
            } else if full != written.name, let bare = matcher.decide(written.name) {
                // A lift the library knows, with equipment it has no
                // version for: a variation of it, as other equipment is.
                variations.append((key, full, bare.id))
            } else if !unplaced.contains(where: { $0.name == full }) {
                unplaced.append(Unplaced(name: full, nearest: try nearest(db, full)))
            }
        }
        guard unplaced.isEmpty else { return .failure(PlacingFailure(unplaced: unplaced)) }
        for v in variations {
            let id = try ExerciseLibrary.newId(db, name: v.name)
            try ExerciseLibrary.insertVariation(db, id: id, name: v.name, of: v.parent)
            try ExerciseSearch.reindex(db, ids: [id])
            placed[v.key] = id
        }
        for (name, id) in given { try ExerciseRepair.remember(db, name: name, as: id) }
        return .success(placed)
    }

    /// Up to three library names nearest `name`.
    static func nearest(_ db: Database, _ name: String) throws -> [String] {
        let words = ExerciseSearch.queryWords(name)
        var found: [String] = []
        // The whole name, then each word alone: a name the library spells
        // otherwise still shows the lifts it shares a word with.
        for query in [name] + words where found.count < 3 {
            for exercise in try ExerciseSearch.load(db, matching: query).search(query) where !found.contains(exercise.name) {
                found.append(exercise.name)
                if found.count == 3 { break }
            }
        }
        return found
    }

    struct PlacingFailure: Error, Sendable, Equatable {
        var unplaced: [Unplaced]
    }
}
