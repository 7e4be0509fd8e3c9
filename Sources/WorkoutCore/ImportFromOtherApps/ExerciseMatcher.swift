import Foundation
import GRDB

/// Places an exercise name from another app in the library, keeping what
/// the name means:
///  1. its exact name or an alias (any case): "Bench Press (Barbell)";
///  2. the same words once normalised: case, punctuation and word order
///     ("Barbell Bench Press"), plurals ("Lateral Raises"), abbreviations
///     ("DB") and one-letter typos ("Barbel", "Pulldoen"); or the name of
///     an exercise with its equipment in brackets ("Calf Press (Machine)"
///     for a calf press on a machine);
///  3. a variation of an exercise: a name that states a variation the
///     library does not have ("Pin Squat", "Pause Sumo Deadlift"), other
///     equipment ("Shrug (Cable)") or words the library does not know
///     ("Leg Press Keller", "Bayesian Cable Curl") becomes its own exercise
///     linked to the nearest one, whose muscles it inherits.
/// A loose match never drops or changes a word that names a variation
/// (`Variation`): it must state every variation the name states and none
/// of its own. Names none of these place are left to the caller (a new
/// exercise without muscles). Built once per import from the library as
/// stored.
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
        /// An import's exercise with no muscles: never a parent.
        var isUnmapped = false
        /// The exercise this one is a variation of.
        var variationOf: String?
        /// Hidden (merged away, or put aside): found by its exact name only.
        var isHidden = false
    }

    /// How a name was placed, as the import summary reports it.
    enum How: String, Sendable, Codable {
        case exact, alias, spelling, variation, new, map
    }

    /// Where a name goes: the exercise itself (exact, alias, spelling) or,
    /// for a variation, the exercise it is a variation of.
    struct Decision: Equatable {
        var id: String
        var how: How
    }

    private var exact: [String: Decision] = [:]
    private var normalised: [String: Int] = [:]
    private var vocabulary: Set<String> = []
    private var candidates: [Candidate] = []
    /// Per candidate: the variations it states, and those its own name states.
    private var states: [Set<Variation>] = []
    private var namedStates: [Set<Variation>] = []
    /// Per candidate: the words of its name and aliases.
    private var ownWords: [Set<String>] = []
    /// Names and aliases of two words or more, as word sets, for finding
    /// an exercise named inside a longer name; longest first.
    private var phrases: [(words: Set<String>, index: Int)] = []
    /// Movement id by its normalised words, longest first.
    private var movements: [(words: Set<String>, id: String)] = []
    /// Equipment id by its normalised words, longest first.
    private var equipment: [(words: [String], id: String)] = []
    /// Candidates per movement, and per movement and equipment, most popular first.
    private var byMovement: [String: [Int]] = [:]
    private var byMovementAndEquipment: [String: [Int]] = [:]
    /// Library exercises by their name's words without their equipment
    /// (`Shoulder Press (Machine)` → `press shoulder`), most popular first.
    private var bare: [String: [Int]] = [:]
    /// Per candidate: the words of its name without its equipment's.
    private var bareWords: [Set<String>] = []

    /// Words that name nothing: dropping them changes no lift.
    private static let filler: Set<String> = ["with", "the", "on", "and", "a", "an", "of", "in", "to", "grip", "exercise"]

    init(candidates given: [Candidate], movements: MovementCatalog) {
        // Presets first so a custom exercise never shadows a preset's alias,
        // but a custom exercise's own name wins over a preset's alias.
        candidates = given.sorted { ($0.isCustom ? 1 : 0, -$0.popularity, $0.id) < ($1.isCustom ? 1 : 0, -$1.popularity, $1.id) }
        for c in candidates where exact[Self.lowercased(c.name)] == nil {
            exact[Self.lowercased(c.name)] = Decision(id: c.id, how: .exact)
        }
        for c in candidates {
            for alias in c.aliases where exact[Self.lowercased(alias)] == nil {
                exact[Self.lowercased(alias)] = Decision(id: c.id, how: .alias)
            }
        }
        for (i, c) in candidates.enumerated() {
            var stated = Set<Variation>(), own = Set<String>()
            for text in [c.name] + c.aliases {
                let words = Self.words(text)
                vocabulary.formUnion(words)
                own.formUnion(words)
                stated.formUnion(Variation.stated(in: words).map(\.variation))
                let key = words.sorted().joined(separator: " ")
                if normalised[key] == nil { normalised[key] = i }
                if Set(words).count >= 2, !c.isUnmapped { phrases.append((Set(words), i)) }
            }
            for value in c.dimensions.values { if let grip = Variation.grip(dimension: value) { stated.insert(grip) } }
            states.append(stated)
            namedStates.append(Set(Variation.stated(in: Self.words(c.name)).map(\.variation)))
            ownWords.append(own)
        }
        phrases.sort { $0.words.count > $1.words.count }
        self.movements = movements.movements
            .map { (Set(Self.words($0.name)), $0.id) }
            .sorted { $0.0.count > $1.0.count }
        self.equipment = movements.equipment
            .map { (Self.words($0.name), $0.id) }
            .sorted { $0.0.count > $1.0.count }
        for e in movements.equipment { vocabulary.formUnion(Self.words(e.name)) }
        for m in movements.movements { vocabulary.formUnion(Self.words(m.name)) }
        for (phrase, _) in Variation.phrases { vocabulary.formUnion(phrase) }
        let equipmentWords = Dictionary(movements.equipment.map { ($0.id, Set(Self.words($0.name))) }, uniquingKeysWith: { a, _ in a })
        bareWords = candidates.map { c in Set(Self.words(c.name)).subtracting(equipmentWords[c.equipment] ?? []).subtracting(Self.filler) }
        for (i, c) in candidates.enumerated() where !c.isCustom {
            byMovement[c.movement, default: []].append(i)
            byMovementAndEquipment[c.movement + "/" + c.equipment, default: []].append(i)
            let own = equipmentWords[c.equipment] ?? []
            let key = Self.words(c.name).filter { !own.contains($0) }.sorted().joined(separator: " ")
            if !key.isEmpty { bare[key, default: []].append(i) }
        }
    }

    /// The matcher over the library as stored, and every stored exercise id
    /// with whether it is an unmapped import.
    static func library(_ db: Database, movements: MovementCatalog) throws -> (ExerciseMatcher, [String: Bool]) {
        let rows = try Row.fetchAll(db, sql: "SELECT id, name, aliases, movement, equipment, popularity, isCustom, isUnmapped, dimensions, variationOf, isHidden FROM exercise")
        var known: [String: Bool] = [:]
        var candidates: [Candidate] = []
        for row in rows {
            let aliasesJSON: String = row["aliases"], dimensionsJSON: String = row["dimensions"]
            let aliases = (try? JSONDecoder().decode([String].self, from: Data(aliasesJSON.utf8))) ?? []
            let dimensions = (try? JSONDecoder().decode([String: String].self, from: Data(dimensionsJSON.utf8))) ?? [:]
            candidates.append(.init(id: row["id"], name: row["name"], aliases: aliases, movement: row["movement"],
                                    equipment: row["equipment"], popularity: row["popularity"], isCustom: row["isCustom"],
                                    dimensions: dimensions, isUnmapped: row["isUnmapped"], variationOf: row["variationOf"],
                                    isHidden: row["isHidden"]))
            known[row["id"]] = row["isUnmapped"]
        }
        return (ExerciseMatcher(candidates: candidates, movements: movements), known)
    }

    /// Where `name` goes, or nil when nothing in the library is near it.
    func decide(_ name: String) -> Decision? {
        if let found = exact[Self.lowercased(name)] { return found }
        let words = Self.words(name).map(corrected)
        let stated = Variation.stated(in: words)
        // The same words as an earlier import's exercise without muscles.
        if let i = normalised[words.sorted().joined(separator: " ")], candidates[i].isUnmapped {
            return Decision(id: candidates[i].id, how: .spelling)
        }
        if let (i, differs) = place(words, keeping: Set(stated.map(\.variation))) {
            return differs ? variation(of: i) : Decision(id: candidates[i].id, how: .spelling)
        }
        // Keep as many of the stated variations as some exercise has; the
        // rest make this name a variation of it. Ties go to the more
        // popular exercise.
        guard !stated.isEmpty else { return nil }
        for size in stride(from: stated.count - 1, through: 0, by: -1) {
            var best: Int?
            for kept in Self.subsets(of: stated.count, size: size) {
                let dropped = Set(stated.indices.filter { !kept.contains($0) }.flatMap { stated[$0].positions })
                let rest = words.indices.filter { !dropped.contains($0) }.map { words[$0] }
                guard let (i, _) = place(rest, keeping: Set(kept.map { stated[$0].variation })) else { continue }
                if best.map({ candidates[i].popularity > candidates[$0].popularity }) ?? true { best = i }
            }
            if let best { return variation(of: best) }
        }
        return nil
    }

    /// One file's names, each placed as `decide` places it alone, except
    /// that a spelling match never joins a name to another of the file that
    /// it extends by a word naming something: `Overhead Triceps Extension (Cable)`
    /// beside `Triceps Extension (Cable)` is another lift, so the name placed
    /// by spelling becomes a variation of the exercise instead. `given`:
    /// names already placed (the lifter's mappings), which stand.
    func decideTogether(_ names: [String], given: [String: Decision] = [:]) -> [String: Decision] {
        var decided: [String: Decision] = [:]
        for name in names { decided[name] = given[name] ?? decide(name) }
        var byExercise: [String: [String]] = [:]
        for (name, d) in decided where [.exact, .alias, .spelling, .map].contains(d.how) { byExercise[d.id, default: []].append(name) }
        for (id, group) in byExercise where group.count > 1 {
            for name in group where decided[name]?.how == .spelling {
                let own = meaningfulWords(name)
                // It says all the other says and more (`overhead`): another lift.
                if group.contains(where: { $0 != name && decided[$0]?.how != .spelling && own.isStrictSuperset(of: meaningfulWords($0)) }) {
                    decided[name] = Decision(id: id, how: .variation)
                }
            }
        }
        return decided
    }

    /// A name's words that name something: corrected, without filler and equipment.
    private func meaningfulWords(_ name: String) -> Set<String> {
        let equipmentWords = Set(equipment.flatMap(\.words))
        return Set(Self.words(name).map(corrected)).subtracting(Self.filler).subtracting(equipmentWords)
    }

    /// A variation of candidate `i`, or of the exercise `i` is itself a
    /// variation of: variations hang off a library exercise, never off
    /// each other.
    private func variation(of i: Int) -> Decision {
        Decision(id: candidates[i].variationOf ?? candidates[i].id, how: .variation)
    }

    /// The candidate `words` name while keeping exactly the variations
    /// `kept`, and whether the name differs from it by more than spelling
    /// (other equipment, or words the candidate does not have).
    private func place(_ words: [String], keeping kept: Set<Variation>) -> (Int, Bool)? {
        guard !words.isEmpty else { return nil }
        func keeps(_ i: Int) -> Bool {
            kept.isSubset(of: states[i]) && namedStates[i].isSubset(of: kept) && !candidates[i].isUnmapped && !candidates[i].isHidden
        }
        let variationWords = Set(Variation.stated(in: words).flatMap { $0.positions }.map { words[$0] })
        func leftovers(_ i: Int, besides used: Set<String>) -> Bool {
            words.contains { !used.contains($0) && !ownWords[i].contains($0) && !variationWords.contains($0) && !Self.filler.contains($0) }
        }
        // The same words.
        if let i = normalised[words.sorted().joined(separator: " ")], keeps(i) { return (i, false) }

        // Equipment first (so "smith machine" is not read as "machine").
        var rest = words
        var stated: (words: [String], id: String)?
        for e in equipment where Self.contains(words, e.words) {
            stated = e
            for w in e.words { if let i = rest.firstIndex(of: w) { rest.remove(at: i) } }
            break
        }
        // An exercise's name with its equipment added: "Calf Press (Machine)";
        // on other equipment, the same lift on that equipment when the
        // library has it ("Side Lateral Raise (Cable)" is the cable one).
        if let stated, let i = normalised[rest.sorted().joined(separator: " ")], keeps(i) {
            if Self.compatible(candidates[i].equipment, stated.id) { return (i, false) }
            if let j = (byMovementAndEquipment[candidates[i].movement + "/" + stated.id] ?? []).first(where: keeps) {
                return (j, leftovers(j, besides: ownWords[i].union(stated.words)))
            }
            return (i, true)
        }
        // A movement and equipment named in it: "Seated Cable Row - V Grip (Cable)".
        let remaining = Set(rest)
        let found = movements.filter { $0.words.isSubset(of: remaining) }
        if let best = found.first, found.dropFirst().allSatisfy({ $0.words.count < best.words.count }) {
            let used = best.words.union(stated?.words ?? [])
            if let stated, let same = byMovementAndEquipment[best.id + "/" + stated.id] {
                // One whose name says nothing the name does not ("Calf Raise
                // (Machine)" is not the Donkey Calf Raise); else the first,
                // as a variation.
                if let i = same.first(where: { keeps($0) && bareWords[$0].isSubset(of: Set(words)) }) {
                    return (i, leftovers(i, besides: used))
                }
                if let i = same.first(where: keeps) { return (i, true) }
            }
            if let i = (byMovement[best.id] ?? []).first(where: keeps) {
                let otherEquipment = stated.map { !Self.compatible(candidates[i].equipment, $0.id) } ?? false
                return (i, otherEquipment || leftovers(i, besides: used))
            }
        }
        // A library lift named without its equipment ("Shoulder Press"): the
        // most popular one, as a variation, since the equipment is not known.
        if stated == nil, let i = (bare[words.sorted().joined(separator: " ")] ?? []).first(where: keeps) {
            return (i, true)
        }
        // An exercise named inside a longer name: "Bayesian Cable Curl".
        // The longest name wins, then one on the stated equipment, then
        // the more popular.
        let all = Set(words)
        var best: (score: (Int, Int, Int), index: Int)?
        for (phrase, i) in phrases where phrase.isSubset(of: all) && keeps(i) {
            let same = stated.map { Self.compatible(candidates[i].equipment, $0.id) } ?? true
            let score = (phrase.count, same ? 1 : 0, -i)
            if best.map({ score > $0.score }) ?? true { best = (score, i) }
        }
        return best.map { ($0.index, true) }
    }

    /// Whether an exercise on `equipment` is one a name stating `stated`
    /// means: the same, or a plate-loaded machine for "(Machine)", which is
    /// what the apps write for every machine. A name that says "(Plate
    /// Loaded)" is another exercise than the selectorised machine.
    private static func compatible(_ equipment: String, _ stated: String) -> Bool {
        equipment == stated || (stated == "machine" && equipment == "plate_loaded")
    }

    /// The index sets of `size` elements out of `count`, in order.
    private static func subsets(of count: Int, size: Int) -> [[Int]] {
        guard size > 0 else { return [[]] }
        guard size <= count else { return [] }
        var out: [[Int]] = []
        func walk(_ start: Int, _ chosen: [Int]) {
            if chosen.count == size { out.append(chosen); return }
            guard start < count else { return }
            for i in start..<count { walk(i + 1, chosen + [i]) }
        }
        walk(0, [])
        return out
    }

    /// Whether normalised `words` name a general warm-up ("Warm Up",
    /// "Warmup", "General Warm-up") rather than an exercise: its sets are
    /// warm-ups, whatever the file calls them.
    static func namesWarmUp(_ words: [String]) -> Bool {
        let meaningful = words.filter { !filler.contains($0) && $0 != "general" }
        return meaningful == ["warm", "up"] || meaningful == ["warmup"]
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
        var words = ExerciseSearch.normalise(text).split(separator: " ").flatMap { raw -> [String] in
            let word = String(raw)
            if let long = abbreviations[word] { return long.split(separator: " ").map(String.init) }
            return [singular(word)]
        }
        for (phrase, meaning) in phrases {
            var i = 0
            while i + phrase.count <= words.count {
                if Array(words[i..<(i + phrase.count)]) == phrase {
                    words.replaceSubrange(i..<(i + phrase.count), with: meaning)
                    i += meaning.count
                } else {
                    i += 1
                }
            }
        }
        return words
    }

    /// Phrases people write for one thing: a curl bar is the EZ bar, and a
    /// pull down or push down is the pulldown or pushdown. Longest first.
    static let phrases: [([String], [String])] = [
        (["ez", "curl", "bar"], ["ez", "bar"]), (["curl", "bar"], ["ez", "bar"]), (["e", "z"], ["ez"]),
        (["pull", "down"], ["pulldown"]), (["push", "down"], ["pushdown"]),
    ]

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
