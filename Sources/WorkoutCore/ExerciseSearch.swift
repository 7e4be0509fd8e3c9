import Foundation
import GRDB

/// Finds exercises by what people type: case- and diacritic-insensitive,
/// token-based (`bench db` finds `Bench Press (Dumbbell)`), over names,
/// aliases, movement and equipment. Favourites and recently used rank first,
/// then the catalogue's popularity.
public struct ExerciseSearch: Sendable {
    public struct Entry: Sendable {
        public var exercise: Exercise
        /// Normalised words of the name, aliases, movement and equipment.
        var tokens: Set<String>
        /// Normalised full name and aliases, for exact matches.
        var phrases: Set<String>
        var lastUsed: Date?
    }

    public private(set) var entries: [Entry]

    /// Abbreviations people use, mapped to the words in exercise names.
    static let synonyms: [String: String] = [
        "db": "dumbbell", "bb": "barbell", "kb": "kettlebell", "ez": "ez", "bw": "bodyweight",
        "ohp": "overhead", "rdl": "romanian", "sldl": "stiff", "dl": "deadlift", "lat": "lat",
        "tri": "triceps", "tricep": "triceps", "bicep": "bicep", "biceps": "bicep", "pullup": "pull",
        "pushup": "push", "chinup": "chin", "situp": "sit",
    ]

    public init(exercises: [Exercise], movements: [String: String], equipment: [String: String], lastUsed: [String: Date] = [:]) {
        entries = exercises.map { e in
            var words = Self.words(e.name)
            for alias in e.aliases { words.formUnion(Self.words(alias)) }
            words.formUnion(Self.words(movements[e.movement] ?? e.movement))
            words.formUnion(Self.words(equipment[e.equipment] ?? e.equipment))
            let phrases = Set(([e.name] + e.aliases).map(Self.normalise))
            return Entry(exercise: e, tokens: words, phrases: phrases, lastUsed: lastUsed[e.id])
        }
    }

    public static func load(_ db: Database, catalog: PresetCatalog) throws -> ExerciseSearch {
        let exercises = try Exercise.filter(Column("isHidden") == false).fetchAll(db)
        let rows = try Row.fetchAll(db, sql: "SELECT exerciseId, MAX(loggedAt) AS last FROM workoutSet GROUP BY exerciseId")
        var lastUsed: [String: Date] = [:]
        for row in rows { lastUsed[row["exerciseId"]] = row["last"] }
        return ExerciseSearch(exercises: exercises,
                              movements: Dictionary(uniqueKeysWithValues: catalog.movements.map { ($0.id, $0.name) }),
                              equipment: Dictionary(uniqueKeysWithValues: catalog.equipment.map { ($0.id, $0.name) }),
                              lastUsed: lastUsed)
    }

    /// Exercises matching every word of `query`, best first. An empty query lists all.
    public func search(_ query: String) -> [Exercise] {
        ranked(query).map(\.exercise)
    }

    func ranked(_ query: String) -> [Entry] {
        let normalised = Self.normalise(query)
        let queryWords = normalised.split(separator: " ").map { Self.synonyms[String($0)] ?? String($0) }
        let matches = entries.filter { entry in
            queryWords.allSatisfy { q in entry.tokens.contains { $0.hasPrefix(q) } }
        }
        return matches.sorted { a, b in
            let ea = a.phrases.contains(normalised), eb = b.phrases.contains(normalised)
            if ea != eb { return ea }
            if a.exercise.isFavorite != b.exercise.isFavorite { return a.exercise.isFavorite }
            if (a.lastUsed != nil) != (b.lastUsed != nil) { return a.lastUsed != nil }
            if let la = a.lastUsed, let lb = b.lastUsed, la != lb { return la > lb }
            // Fewer extra words means a closer match: "bench" prefers "Bench Press (Barbell)".
            let wa = Self.words(a.exercise.name).count, wb = Self.words(b.exercise.name).count
            if a.exercise.popularity != b.exercise.popularity { return a.exercise.popularity > b.exercise.popularity }
            if wa != wb { return wa < wb }
            return a.exercise.name < b.exercise.name
        }
    }

    /// The exercise `query` names: an exact name or alias, else the single
    /// best match when it clearly leads; otherwise the candidates.
    public func resolve(_ query: String) throws(WorkoutError) -> Exercise {
        let normalised = Self.normalise(query)
        let exact = entries.filter { $0.phrases.contains(normalised) }
        if exact.count == 1 { return exact[0].exercise }
        let results = exact.count > 1 ? exact : ranked(query)
        guard let best = results.first else { throw .unknownExercise(query) }
        if results.count == 1 { return best.exercise }
        // A used or favourite exercise outranks presets never touched.
        let second = results[1]
        if (best.lastUsed != nil || best.exercise.isFavorite) && second.lastUsed == nil && !second.exercise.isFavorite {
            return best.exercise
        }
        if best.exercise.popularity >= second.exercise.popularity + 15 { return best.exercise }
        throw .ambiguousExercise(query, candidates: results.prefix(6).map(\.exercise.name))
    }

    static func normalise(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var out = ""
        var lastSpace = true
        for ch in folded {
            if ch.isLetter || ch.isNumber {
                out.append(ch)
                lastSpace = false
            } else if ch == "'" {
                continue
            } else if !lastSpace {
                out.append(" ")
                lastSpace = true
            }
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    static func words(_ text: String) -> Set<String> {
        Set(normalise(text).split(separator: " ").map(String.init))
    }
}
