import Foundation
import GRDB

/// Maps an exercise name from another app onto the library, in three steps:
///  1. the exact name or an alias (any case): "Bench Press (Barbell)";
///  2. the same words once normalised: case, punctuation and word order
///     ("Barbell Bench Press"), plurals ("Lateral Raises"), abbreviations
///     ("DB") and one-letter typos ("Barbel");
///  3. a movement and equipment named in it ("Leg Press Keller" is a leg
///     press), keeping every variant the name states: a grip, an angle, one
///     arm (`Variant`). "Seated Cable Row - Bar Wide Grip" is the wide-grip
///     cable row; "Crunch (Weighted)" is not the weighted *decline* crunch,
///     and with no weighted flat crunch in the library it stays unmapped.
/// Names none of these map are left to the caller (an unmapped custom
/// exercise). Built once per import from the library as stored.
struct ExerciseMatcher {
    struct Candidate {
        var id: String
        var name: String
        var aliases: [String]
        var movement: String
        var equipment: String
        var popularity: Int
        var isCustom: Bool
        var dimensions: [String: String] = [:]
    }

    enum Step: String { case exact, normalised, movement }

    private var exact: [String: String] = [:]
    private var normalised: [String: String] = [:]
    private var vocabulary: Set<String> = []
    /// Movement id by its normalised words, longest first.
    private var movements: [(words: Set<String>, id: String)] = []
    /// Equipment id by its normalised words, longest first.
    private var equipment: [(words: [String], id: String)] = []
    /// Presets per movement, and per movement and equipment, most popular first.
    private var byMovement: [String: [Candidate]] = [:]
    private var byMovementAndEquipment: [String: [Candidate]] = [:]

    init(candidates: [Candidate], movements: MovementCatalog) {
        // Presets first so a custom exercise never shadows a preset's alias,
        // but a custom exercise's own name wins over a preset's alias.
        let ordered = candidates.sorted { ($0.isCustom ? 1 : 0, -$0.popularity) < ($1.isCustom ? 1 : 0, -$1.popularity) }
        for c in ordered {
            exact[Self.lowercased(c.name)] = exact[Self.lowercased(c.name)] ?? c.id
        }
        for c in ordered {
            for alias in c.aliases { exact[Self.lowercased(alias)] = exact[Self.lowercased(alias)] ?? c.id }
        }
        for c in ordered {
            for text in [c.name] + c.aliases {
                let words = Self.words(text)
                vocabulary.formUnion(words)
                let key = words.sorted().joined(separator: " ")
                normalised[key] = normalised[key] ?? c.id
            }
        }
        self.movements = movements.movements
            .map { (Set(Self.words($0.name)), $0.id) }
            .sorted { $0.0.count > $1.0.count }
        self.equipment = movements.equipment
            .map { (Self.words($0.name), $0.id) }
            .sorted { $0.0.count > $1.0.count }
        for e in movements.equipment { vocabulary.formUnion(Self.words(e.name)) }
        for m in movements.movements { vocabulary.formUnion(Self.words(m.name)) }
        for c in ordered where !c.isCustom {
            byMovement[c.movement, default: []].append(c)
            byMovementAndEquipment[c.movement + "/" + c.equipment, default: []].append(c)
        }
    }

    /// The matcher over the library as stored, and every stored exercise id
    /// with whether it is an unmapped import.
    static func library(_ db: Database, movements: MovementCatalog) throws -> (ExerciseMatcher, [String: Bool]) {
        let rows = try Row.fetchAll(db, sql: "SELECT id, name, aliases, movement, equipment, popularity, isCustom, isUnmapped, dimensions FROM exercise")
        var known: [String: Bool] = [:]
        var candidates: [Candidate] = []
        for row in rows {
            let aliasesJSON: String = row["aliases"], dimensionsJSON: String = row["dimensions"]
            let aliases = (try? JSONDecoder().decode([String].self, from: Data(aliasesJSON.utf8))) ?? []
            let dimensions = (try? JSONDecoder().decode([String: String].self, from: Data(dimensionsJSON.utf8))) ?? [:]
            candidates.append(.init(id: row["id"], name: row["name"], aliases: aliases, movement: row["movement"],
                                    equipment: row["equipment"], popularity: row["popularity"], isCustom: row["isCustom"],
                                    dimensions: dimensions))
            known[row["id"]] = row["isUnmapped"]
        }
        return (ExerciseMatcher(candidates: candidates, movements: movements), known)
    }

    /// The exercise `name` maps to and the step that found it.
    func match(_ name: String) -> (id: String, step: Step)? {
        if let id = exact[Self.lowercased(name)] { return (id, .exact) }
        var words = Self.words(name).map(corrected)
        if let id = normalised[words.sorted().joined(separator: " ")] { return (id, .normalised) }

        // Equipment first (so "smith machine" is not read as "machine"),
        // then the movement whose words the rest contains most fully.
        var equipmentId: String?
        for e in equipment where Self.contains(words, e.words) {
            equipmentId = e.id
            for w in e.words { if let i = words.firstIndex(of: w) { words.remove(at: i) } }
            break
        }
        let remaining = Set(words)
        let found = movements.filter { $0.words.isSubset(of: remaining) }
        guard let best = found.first, found.dropFirst().allSatisfy({ $0.words.count < best.words.count }) else { return nil }
        let pool = equipmentId.map { byMovementAndEquipment[best.id + "/" + $0] ?? [] } ?? byMovement[best.id] ?? []
        let stated = Variant.named(in: Self.words(name))
        return pool.first { Variant.keeps(stated, $0) }.map { ($0.id, .movement) }
    }

    /// A word the library does not know, replaced by the one library word
    /// a single edit away (`barbel` → `barbell`, `dumbell` → `dumbbell`).
    /// Five letters or more here: import names are long, and a short
    /// unknown word is more often a brand than a slip.
    private func corrected(_ word: String) -> String {
        guard word.count >= 5 else { return word }
        return Spelling.corrected(word, in: vocabulary) ?? word
    }

    private static func contains(_ words: [String], _ phrase: [String]) -> Bool {
        guard !phrase.isEmpty, phrase.count <= words.count else { return false }
        for start in 0...(words.count - phrase.count) where Array(words[start..<(start + phrase.count)]) == phrase { return true }
        return false
    }

    static func lowercased(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Normalised words: lower case, no punctuation, abbreviations spelt
    /// out, plurals made singular.
    static func words(_ text: String) -> [String] {
        ExerciseSearch.normalise(text).split(separator: " ").flatMap { raw -> [String] in
            let word = String(raw)
            if let long = abbreviations[word] { return long.split(separator: " ").map(String.init) }
            return [singular(word)]
        }
    }

    /// Abbreviations and spellings people use in exercise names.
    static let abbreviations: [String: String] = [
        "db": "dumbbell", "dbs": "dumbbell", "bb": "barbell", "kb": "kettlebell", "bw": "bodyweight",
        "ohp": "overhead press", "rdl": "romanian deadlift", "sldl": "stiff leg deadlift",
        "pullup": "pull up", "pushup": "push up", "chinup": "chin up", "situp": "sit up",
        "pulldown": "pulldown", "ez": "ez", "flye": "fly", "flyes": "fly", "flies": "fly",
        "biceps": "bicep", "triceps": "tricep", "tricep": "tricep", "pressdown": "pushdown",
    ]

    static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else { return word }
        for suffix in ["ches", "shes", "sses", "xes"] where word.hasSuffix(suffix) { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }
}

/// The variants a name can state: an angle, a grip width or orientation,
/// one limb. A loose match must keep each variant the name states, and must
/// not add one of its own ("Crunch (Weighted)" is no decline crunch).
enum Variant: String {
    case incline, decline, wide, close, pronated, supinated, neutral, unilateral

    /// The variants stated by normalised `words` (`ExerciseMatcher.words`).
    static func named(in words: [String]) -> Set<Variant> {
        var found: Set<Variant> = []
        for (i, w) in words.enumerated() {
            let next = i + 1 < words.count ? words[i + 1] : ""
            switch w {
            case "incline": found.insert(.incline)
            case "decline": found.insert(.decline)
            case "wide": found.insert(.wide)
            case "close", "narrow": found.insert(.close)
            case "underhand", "supinated": found.insert(.supinated)
            case "overhand", "pronated": found.insert(.pronated)
            case "neutral": found.insert(.neutral)
            case "unilateral": found.insert(.unilateral)
            case "single" where next == "arm" || next == "leg", "one" where next == "arm" || next == "leg",
                 "1" where next == "arm" || next == "leg": found.insert(.unilateral)
            case "palm" where next == "down": found.insert(.pronated)
            case "palm" where next == "up": found.insert(.supinated)
            case "v" where next == "grip" || next == "bar": found.insert(.neutral)
            default: break
            }
        }
        return found
    }

    /// What an exercise is: the variants its dimensions, name and aliases state.
    static func of(_ c: ExerciseMatcher.Candidate) -> Set<Variant> {
        var found = named(in: ExerciseMatcher.words(c.name))
        for alias in c.aliases { found.formUnion(named(in: ExerciseMatcher.words(alias))) }
        for value in c.dimensions.values {
            if let v = Variant(rawValue: value) { found.insert(v) }
        }
        return found
    }

    /// Whether mapping a name stating `stated` onto `c` keeps its variants
    /// and adds none that `c`'s own name states.
    static func keeps(_ stated: Set<Variant>, _ c: ExerciseMatcher.Candidate) -> Bool {
        stated.isSubset(of: of(c)) && named(in: ExerciseMatcher.words(c.name)).isSubset(of: stated)
    }
}
