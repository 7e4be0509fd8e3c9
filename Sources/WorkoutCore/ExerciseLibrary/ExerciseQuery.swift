import GRDB

/// A search of the library as a person asks it: words, and filters in the
/// words lifters use (`--muscle lats`, `--equipment "smith machine"`).
public struct ExerciseQuery: Sendable {
    public var words = ""
    /// A muscle or group, by id, name or common word (`lats`, `quads`, `pecs`).
    public var muscle: String?
    /// A muscle group by id or name.
    public var group: String?
    /// Equipment by id or name, singular or plural (`dumbbells`, `smith machine`).
    public var equipment: String?
    /// A movement category: push, pull, legs, core, carry, olympic, cardio.
    public var category: String?
    public var favoritesOnly = false
    /// Only exercises with history at the selected gym.
    public var usedAtSelectedGym = false
    public var limit = 25

    public init() {}

    /// What a search returns: the first `limit` matches, and how many more there were.
    public struct Result: Sendable {
        public var exercises: [Exercise]
        /// Muscle weights of each listed exercise.
        public var muscles: [String: [String: Double]]
        public var more: Int
    }
}

/// The common words for muscles and groups, mapped to the muscle ids they
/// cover. Group ids and names, and muscle ids and names, work as well.
public enum MuscleWords {
    public static let common: [String: [String]] = [
        "lats": ["latissimus_dorsi"], "lat": ["latissimus_dorsi"],
        "pecs": ["pectoralis_major_clavicular", "pectoralis_major_sternal"],
        "upper chest": ["pectoralis_major_clavicular"],
        "delts": ["deltoid_anterior", "deltoid_lateral", "deltoid_posterior"],
        "front delts": ["deltoid_anterior"], "side delts": ["deltoid_lateral"], "rear delts": ["deltoid_posterior"],
        "traps": ["trapezius_upper", "trapezius_middle", "trapezius_lower"],
        "lower back": ["erector_spinae"], "abs": ["rectus_abdominis", "transversus_abdominis"],
        "quad": ["rectus_femoris", "vastus_lateralis", "vastus_medialis", "vastus_intermedius"],
        "hams": ["biceps_femoris", "semitendinosus_semimembranosus"],
        "glute": ["gluteus_maximus", "gluteus_medius"], "adductors": ["hip_adductors"],
        "bicep": ["biceps_brachii", "brachialis"], "tricep": ["triceps_brachii_long", "triceps_brachii_lateral", "triceps_brachii_medial"],
        "calf": ["gastrocnemius", "soleus"], "forearm": ["brachioradialis", "wrist_flexors", "wrist_extensors"],
        "hip flexors": ["hip_flexors"], "obliques": ["obliques"],
    ]

    /// The muscle ids `word` names, or nil when it names none.
    public static func muscles(_ word: String, in taxonomy: Taxonomy) -> Set<String>? {
        let key = ExerciseSearch.normalise(word)
        let underscored = key.replacingOccurrences(of: " ", with: "_")
        if let ids = common[key] { return Set(ids) }
        if let muscle = taxonomy.muscles.first(where: { $0.id == underscored || ExerciseSearch.normalise($0.name) == key }) {
            return [muscle.id]
        }
        if let group = taxonomy.groups.first(where: { $0.id == underscored || ExerciseSearch.normalise($0.name) == key }) {
            return Set(taxonomy.muscles.filter { $0.group == group.id }.map(\.id))
        }
        // `glutes`, `biceps`, `calves`: plural of a common word.
        for singular in [String(key.dropLast()), key.hasSuffix("ves") ? String(key.dropLast(3)) + "f" : key]
        where singular != key { if let ids = common[singular] { return Set(ids) } }
        return nil
    }
}

extension ExerciseLibrary {
    /// Runs `query`; unknown filter words are refused naming what exists.
    public func search(_ query: ExerciseQuery) throws -> ExerciseQuery.Result {
        let taxonomy = database.taxonomy, catalog = database.movements
        guard query.limit >= 1 else { throw WorkoutError.invalidInput("the limit must be at least 1") }
        let muscles = try query.muscle.map { word in
            guard let ids = MuscleWords.muscles(word, in: taxonomy) else {
                throw WorkoutError.unknownMuscle(word)
            }
            return ids
        }
        let groupMuscles = try query.group.map { word in
            let key = ExerciseSearch.normalise(word)
            guard let group = taxonomy.groups.first(where: { $0.id == key.replacingOccurrences(of: " ", with: "_")
                || ExerciseSearch.normalise($0.name) == key }) else {
                throw WorkoutError.invalidInput("unknown muscle group \"\(word)\"; one of \(taxonomy.groups.map(\.id).joined(separator: ", "))")
            }
            return Set(taxonomy.muscles.filter { $0.group == group.id }.map(\.id))
        }
        let equipment = try query.equipment.map { word in
            guard let id = Self.equipment(word, in: catalog) else {
                throw WorkoutError.unknownEquipment(word)
            }
            return id
        }
        let categories = Set(catalog.movements.map(\.category))
        if let category = query.category, !categories.contains(category.lowercased()) {
            throw WorkoutError.invalidInput("unknown category \"\(category)\"; one of \(categories.sorted().joined(separator: ", "))")
        }
        let categoryOf = Dictionary(uniqueKeysWithValues: catalog.movements.map { ($0.id, $0.category) })
        return try database.writer.read { db in
            let (search, words) = try ExerciseSearch.loadCorrecting(db, query.words)
            // Muscle weights of the matches only: a search reads a handful of rows, not the library.
            let found = search.search(words)
            var weights: [String: [String: Double]] = [:]
            let byExercise = try db.cachedStatement(sql: "SELECT * FROM exerciseMuscle WHERE exerciseId = ?")
            func weightsOf(_ id: String) throws -> [String: Double] {
                if let known = weights[id] { return known }
                var w: [String: Double] = [:]
                for m in try ExerciseMuscle.fetchAll(byExercise, arguments: [id]) { w[m.muscleId] = m.weight }
                weights[id] = w
                return w
            }
            // From the per-workout ledger: one row per exercise a workout, not per set.
            let here = query.usedAtSelectedGym ? Set(try String.fetchAll(db, sql: """
                SELECT DISTINCT v.exerciseId FROM workoutVolume v JOIN workout w ON w.id = v.workoutId WHERE w.gymId = ?
                """, arguments: [try GymBook.selectedGym(db).id])) : []
            let matches = try found.filter { e in
                if let muscles, try !weightsOf(e.id).contains(where: { muscles.contains($0.key) && $0.value > 0 }) { return false }
                if let groupMuscles, try !weightsOf(e.id).keys.contains(where: groupMuscles.contains) { return false }
                if let equipment, e.equipment != equipment { return false }
                if let category = query.category, categoryOf[e.movement] != category.lowercased() { return false }
                if query.favoritesOnly && !e.isFavorite { return false }
                if query.usedAtSelectedGym && !here.contains(e.id) { return false }
                return true
            }
            let shown = Array(matches.prefix(query.limit))
            var shownWeights: [String: [String: Double]] = [:]
            for e in shown { shownWeights[e.id] = try weightsOf(e.id) }
            return .init(exercises: shown, muscles: shownWeights, more: matches.count - shown.count)
        }
    }

    /// An equipment id from its id, name, plural or abbreviation.
    static func equipment(_ word: String, in catalog: MovementCatalog) -> String? {
        var key = ExerciseSearch.normalise(word)
        key = ExerciseSearch.synonyms[key] ?? key
        let candidates = [key, key.hasSuffix("s") ? String(key.dropLast()) : key]
        for k in candidates {
            if let e = catalog.equipment.first(where: { $0.id == k.replacingOccurrences(of: " ", with: "_") || ExerciseSearch.normalise($0.name) == k }) {
                return e.id
            }
        }
        return nil
    }
}

extension ExerciseLibrary {
    /// One exercise as `exercises show` presents it.
    public struct Details: Sendable {
        public var exercise: Exercise
        public var movement: PresetCatalog.Movement?
        /// Heaviest first.
        public var muscles: [ExerciseMuscle]
        /// Per gym: sets, last set, best e1RM, note.
        public var branches: [ExerciseBranch]
        /// The name of the exercise this one is a variation of.
        public var variationOf: String?
        /// The names of this exercise's variations.
        public var variations: [String] = []
        /// For a bodyweight movement whose loads count body weight: the
        /// first weigh-in, which sets before it count (`BodyLoad.basis`).
        public var firstWeighIn: BodyweightEntry?
    }

    public func details(_ query: String) throws -> Details {
        let movements = database.movements
        return try database.writer.read { db in
            let exercise = try ExerciseSearch.find(db, query, includeHidden: true)
            let muscles = try ExerciseMuscle.filter(Column("exerciseId") == exercise.id).fetchAll(db)
                .sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.muscleId < $1.muscleId }
            return Details(exercise: exercise, movement: movements.movement(exercise.movement), muscles: muscles,
                           branches: try ExerciseBranch.all(db, exercise: exercise),
                           variationOf: try exercise.variationOf.flatMap {
                               try String.fetchOne(db, sql: "SELECT name FROM exercise WHERE id = ?", arguments: [$0])
                           },
                           variations: try String.fetchAll(db, sql: "SELECT name FROM exercise WHERE variationOf = ? ORDER BY name",
                                                           arguments: [exercise.id]),
                           firstWeighIn: try BodyLoad.basis(db, exercise))
        }
    }
}
