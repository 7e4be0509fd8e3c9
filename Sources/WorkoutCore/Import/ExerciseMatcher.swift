/// Maps an exercise name from another app onto the library, in three steps:
///  1. the exact name or an alias (any case): "Bench Press (Barbell)";
///  2. the same words once normalised: case, punctuation and word order
///     ("Barbell Bench Press"), plurals ("Lateral Raises"), abbreviations
///     ("DB") and one-letter typos ("Barbel");
///  3. a movement and equipment named in it ("Leg Press Keller" is a leg
///     press; "Wide Grip Lat Pulldown (Cable)" is a cable lat pulldown).
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
    }

    enum Step: String { case exact, normalised, movement }

    private var exact: [String: String] = [:]
    private var normalised: [String: String] = [:]
    private var vocabulary: Set<String> = []
    /// Movement id by its normalised words, longest first.
    private var movements: [(words: Set<String>, id: String)] = []
    /// Equipment id by its normalised words, longest first.
    private var equipment: [(words: [String], id: String)] = []
    /// The most popular preset per movement, and per movement and equipment.
    private var byMovement: [String: String] = [:]
    private var byMovementAndEquipment: [String: String] = [:]

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
            byMovement[c.movement] = byMovement[c.movement] ?? c.id
            let key = c.movement + "/" + c.equipment
            byMovementAndEquipment[key] = byMovementAndEquipment[key] ?? c.id
        }
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
        if let equipmentId {
            return byMovementAndEquipment[best.id + "/" + equipmentId].map { ($0, .movement) }
        }
        return byMovement[best.id].map { ($0, .movement) }
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
        "biceps": "bicep", "triceps": "tricep", "tricep": "tricep",
    ]

    static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else { return word }
        for suffix in ["ches", "shes", "sses", "xes"] where word.hasSuffix(suffix) { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }
}
