import Foundation
import GRDB
import Notation

/// The user's side of the exercise library: custom exercises, and edits to
/// any exercise (muscle weights, rest, auto-timer, favourite, notes, hiding).
/// Edits to presets are flagged so preset updates keep them.
public struct ExerciseLibrary: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    /// The dimensions a custom exercise can name, as the catalogue spells them.
    public static let dimensionKeys = ["angle", "grip_width", "grip_orientation", "stance", "laterality"]

    public struct NewExercise: Sendable {
        public var name: String
        /// Its movement; nil for a variation, which takes its parent's.
        public var movement: String?
        /// The exercise it is a variation of (any name `find` takes): it
        /// starts from that one's muscles, equipment and type.
        public var variationOf: String?
        public var equipment: String?
        public var dimensions: [String: String]
        /// Overrides of the movement's default weights; 0 removes a muscle.
        public var muscles: [String: Double]
        public var gym: String?

        public init(name: String, movement: String? = nil, variationOf: String? = nil, equipment: String? = nil,
                    dimensions: [String: String] = [:], muscles: [String: Double] = [:], gym: String? = nil) {
            self.name = name
            self.movement = movement
            self.variationOf = variationOf
            self.equipment = equipment
            self.dimensions = dimensions
            self.muscles = muscles
            self.gym = gym
        }
    }

    /// Adds a custom exercise whose muscle weights start from its movement's
    /// (or, for a variation, from its parent's). It has no rest of its own
    /// (0) until one is set: the configured default rest applies.
    public func add(_ new: NewExercise) throws -> Exercise {
        let catalog = database.movements
        let name = new.name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.count <= 80 else { throw WorkoutError.invalidInput("exercise names are 1 to 80 characters") }
        guard (new.movement == nil) != (new.variationOf == nil) else {
            throw WorkoutError.invalidInput("give either a movement or the exercise it is a variation of, not both")
        }
        let equipment = try new.equipment.map { given in
            guard let id = Self.lookup(given, in: catalog.equipment.map { ($0.id, $0.name) }) else {
                throw WorkoutError.invalidInput("unknown equipment \"\(given)\"; one of: \(catalog.equipment.map(\.id).joined(separator: ", "))")
            }
            return id
        }
        let overrides = try Self.validated(new.muscles, catalog: database.taxonomy)
        return try database.write { db in
            if let clash = try Exercise.fetchOne(db, sql: "SELECT * FROM exercise WHERE name = ? COLLATE NOCASE", arguments: [name]) {
                throw WorkoutError.refused("an exercise named \"\(clash.name)\" already exists")
            }
            let gymId = try new.gym.map { try GymBook.require(db, $0).id! }
            let id = try Self.newId(db, name: name)
            var exercise: Exercise
            var muscles: [String: Double]
            if let parentQuery = new.variationOf {
                // Variations hang off a library exercise, never off each other.
                let named = try ExerciseSearch.find(db, parentQuery, includeHidden: true)
                let parent = try named.variationOf.flatMap { try Exercise.fetchOne(db, key: $0) } ?? named
                guard !parent.isUnmapped else {
                    throw WorkoutError.refused("\(parent.name) has no muscles yet; give it muscles first (`exercises edit`), or use --movement")
                }
                try Self.checkDimensions(new.dimensions, of: parent.movement, catalog: catalog, allowUnknownMovement: true)
                exercise = Self.variation(id: id, name: name, of: parent)
                exercise.variationOf = parent.variationOf ?? parent.id
                if let equipment { exercise.equipment = equipment }
                exercise.dimensions.merge(new.dimensions) { $1 }
                muscles = Dictionary(uniqueKeysWithValues: try ExerciseMuscle.filter(Column("exerciseId") == parent.id)
                    .fetchAll(db).map { ($0.muscleId, $0.weight) })
            } else {
                guard let movement = Self.lookup(new.movement!, in: catalog.movements.map { ($0.id, $0.name) })
                    .flatMap(catalog.movement) else {
                    throw WorkoutError.invalidInput("unknown movement \"\(new.movement!)\"; one of: \(catalog.movements.map(\.id).joined(separator: ", "))")
                }
                try Self.checkDimensions(new.dimensions, of: movement.id, catalog: catalog)
                exercise = Exercise(
                    id: id, name: name, aliases: [], movement: movement.id, equipment: equipment ?? "other", type: movement.type,
                    restSeconds: 0, popularity: 0, isCustom: true, isUnmapped: false, isHidden: false,
                    isFavorite: false, autoTimer: true, note: nil, gymId: nil, musclesEdited: false, restEdited: false,
                    dimensions: new.dimensions)
                muscles = movement.muscles
            }
            exercise.gymId = gymId
            for (id, weight) in overrides { muscles[id] = weight }
            // A variation follows its parent's muscles unless given its own.
            if exercise.variationOf != nil { exercise.musclesEdited = !overrides.isEmpty }
            try exercise.insert(db)
            try Self.replaceMuscles(db, of: id, with: muscles.filter { $0.value > 0 })
            try ExerciseSearch.reindex(db, ids: [id])
            return exercise
        }
    }

    /// Stores a new variation `name` of the exercise `parentId` (its
    /// muscles, movement, equipment and type), for an import.
    static func insertVariation(_ db: Database, id: String, name: String, of parentId: String) throws {
        guard let parent = try Exercise.fetchOne(db, key: parentId) else {
            throw WorkoutError.refused("the exercise \(name) is a variation of is no longer in the library; import again")
        }
        var exercise = variation(id: id, name: name, of: parent)
        exercise.variationOf = parent.variationOf ?? parent.id
        try exercise.insert(db)
        try db.execute(sql: "INSERT INTO exerciseMuscle(exerciseId, muscleId, weight) SELECT ?, muscleId, weight FROM exerciseMuscle WHERE exerciseId = ?",
                       arguments: [id, parent.id])
    }

    /// A custom exercise like `parent`, not yet linked or stored.
    private static func variation(id: String, name: String, of parent: Exercise) -> Exercise {
        Exercise(id: id, name: name, aliases: [], movement: parent.movement, equipment: parent.equipment, type: parent.type,
                 restSeconds: parent.restSeconds, popularity: 0, isCustom: true, isUnmapped: false, isHidden: false,
                 isFavorite: false, autoTimer: parent.autoTimer, note: nil, gymId: nil, musclesEdited: false,
                 restEdited: false, dimensions: parent.dimensions, incrementKg: parent.incrementKg,
                 bodyweightShare: parent.bodyweightShare ?? BodyLoad.share(parent))
    }

    /// A free id for a custom exercise named `name`: never one a deleted
    /// exercise had, which other devices keep deleted.
    static func newId(_ db: Database, name: String) throws -> String {
        var id = "custom_" + ExerciseSearch.normalise(name).replacingOccurrences(of: " ", with: "_")
        func taken(_ id: String) throws -> Bool { try Exercise.exists(db, key: id) || Tombstones.isDeleted(db, id) }
        if try taken(id) {
            var n = 2
            while try taken("\(id)_\(n)") { n += 1 }
            id += "_\(n)"
        }
        return id
    }

    private static func checkDimensions(_ dimensions: [String: String], of movementId: String, catalog: MovementCatalog,
                                        allowUnknownMovement: Bool = false) throws {
        guard let movement = catalog.movement(movementId) else {
            if allowUnknownMovement, dimensions.isEmpty { return }
            throw WorkoutError.invalidInput("\(movementId) has no dimensions to set")
        }
        for (key, value) in dimensions {
            guard let allowed = movement.dimensions[key] else {
                throw WorkoutError.invalidInput("\(movement.name) has no \(key); it has \(movement.dimensions.keys.sorted().joined(separator: ", "))")
            }
            guard allowed.contains(value) else {
                throw WorkoutError.invalidInput("\(key) of \(movement.name) is one of \(allowed.joined(separator: ", ")), not \"\(value)\"")
            }
        }
    }

    public struct Edit: Sendable {
        public var muscles: [String: Double] = [:]
        /// Back to the preset's weights (or the movement's, for a custom one).
        public var resetMuscles = false
        public var restSeconds: Int?
        /// Back to the preset's rest (none, for a custom exercise).
        public var resetRest = false
        public var autoTimer: Bool?
        public var favorite: Bool?
        /// `.some(nil)` clears the note.
        public var note: String??
        /// Gym name → note; an empty note removes it.
        public var gymNotes: [(gym: String, note: String)] = []
        public var hidden: Bool?
        /// The step its target weight goes up by; `.some(nil)` back to the default.
        public var incrementKg: Double??
        /// The share of body weight it moves (0…1.5); `.some(nil)` back to the built-in figure.
        public var bodyweightShare: Double??
        /// The bar it is loaded on; `.some(nil)` back to the equipment's usual one.
        public var barKg: Double??

        public init() {}
        public var isEmpty: Bool {
            muscles.isEmpty && !resetMuscles && restSeconds == nil && !resetRest && autoTimer == nil && favorite == nil
                && note == nil && gymNotes.isEmpty && hidden == nil && incrementKg == nil
                && bodyweightShare == nil && barKg == nil
        }
    }

    /// Equipment no bar goes into: a bar of its own makes no sense there.
    static let unloaded: Set<String> = ["dumbbell", "kettlebell", "cable", "machine", "band", "bodyweight", "none",
                                        "assisted_machine", "medicine_ball", "suspension", "ab_wheel", "jump_rope"]

    /// Applies `edit` to the exercise `query` names (hidden ones included,
    /// so they can be shown again).
    @discardableResult
    public func edit(_ query: String, _ edit: Edit) throws -> Exercise {
        guard !edit.isEmpty else { throw WorkoutError.invalidInput("nothing to change") }
        if let rest = edit.restSeconds, !(0...3600).contains(rest) {
            throw WorkoutError.invalidInput("rest must be between 0 and 3600 seconds")
        }
        if case .some(.some(let step)) = edit.incrementKg, !(step > 0 && step <= 100) {
            throw WorkoutError.weightOutOfRange(what: "increment", low: Mass(kilograms: 0), high: Mass(kilograms: 100), lowIncluded: false)
        }
        if case .some(.some(let bar)) = edit.barKg, !(bar > 0 && bar <= 100) {
            throw WorkoutError.weightOutOfRange(what: "bar", low: Mass(kilograms: 0), high: Mass(kilograms: 100), lowIncluded: false)
        }
        if case .some(.some(let share)) = edit.bodyweightShare, !(0...1.5).contains(share) {
            throw WorkoutError.invalidInput("the body-weight share must be between 0 and 1.5")
        }
        let overrides = try Self.validated(edit.muscles, catalog: database.taxonomy)
        return try database.write { db in
            var exercise = try ExerciseSearch.find(db, query, includeHidden: true)
            if let step = edit.incrementKg { exercise.incrementKg = step }
            if let bar = edit.barKg {
                guard exercise.type == .weightReps, !Self.unloaded.contains(exercise.equipment) else {
                    throw WorkoutError.refused("\(exercise.name) is not loaded on a bar (\(exercise.equipment.replacingOccurrences(of: "_", with: " ")))")
                }
                exercise.barKg = bar
            }
            if let share = edit.bodyweightShare {
                guard exercise.type.isBodyweight else {
                    throw WorkoutError.refused("\(exercise.name) is not a bodyweight exercise; a body-weight share applies to those only")
                }
                exercise.bodyweightShare = share
            }
            if edit.resetMuscles {
                let parent = try exercise.variationOf.map { id in
                    Dictionary(uniqueKeysWithValues: try ExerciseMuscle.filter(Column("exerciseId") == id).fetchAll(db).map { ($0.muscleId, $0.weight) })
                }
                let defaults = parent ?? (exercise.isCustom
                    ? database.movements.movement(exercise.movement)?.muscles ?? [:]
                    : database.catalog.exercises.first { $0.id == exercise.id }?.muscles ?? [:])
                try Self.replaceMuscles(db, of: exercise.id, with: defaults)
                exercise.musclesEdited = false
            }
            if !overrides.isEmpty {
                var muscles = Dictionary(uniqueKeysWithValues: try ExerciseMuscle.filter(Column("exerciseId") == exercise.id)
                    .fetchAll(db).map { ($0.muscleId, $0.weight) })
                for (id, weight) in overrides { muscles[id] = weight }
                try Self.replaceMuscles(db, of: exercise.id, with: muscles.filter { $0.value > 0 })
                exercise.musclesEdited = true
            }
            if let rest = edit.restSeconds { exercise.restSeconds = rest; exercise.restEdited = true }
            if edit.resetRest {
                exercise.restSeconds = exercise.isCustom ? 0 : database.catalog.exercises.first { $0.id == exercise.id }?.restSeconds ?? 0
                exercise.restEdited = false
            }
            if let on = edit.autoTimer { exercise.autoTimer = on }
            if let favorite = edit.favorite { exercise.isFavorite = favorite }
            if let note = edit.note { exercise.note = note.flatMap { $0.isEmpty ? nil : $0 } }
            if let hidden = edit.hidden {
                exercise.isHidden = hidden
                // Shown again, it is the lifter's again: sets of it no longer follow a merge.
                if !hidden { exercise.mergedInto = nil }
            }
            for (gymName, note) in edit.gymNotes {
                let gym = try GymBook.require(db, gymName)
                if note.isEmpty {
                    _ = try ExerciseGymNote.deleteOne(db, key: ["exerciseId": exercise.id, "gymId": gym.id!])
                } else {
                    try ExerciseGymNote(exerciseId: exercise.id, gymId: gym.id!, note: note).save(db)
                }
            }
            try exercise.update(db)
            if edit.resetMuscles || !overrides.isEmpty { try Self.inheritMuscles(db, parent: exercise.id) }
            return exercise
        }
    }

    /// Gives the variations of `parent` (of every exercise when nil) their
    /// parent's muscle weights again, except those the lifter edited.
    static func inheritMuscles(_ db: Database, parent: String? = nil) throws {
        let which = "SELECT id FROM exercise WHERE variationOf IS NOT NULL AND NOT musclesEdited AND (?1 IS NULL OR variationOf = ?1)"
        try db.execute(sql: "DELETE FROM exerciseMuscle WHERE exerciseId IN (\(which))", arguments: [parent])
        try db.execute(sql: """
            INSERT INTO exerciseMuscle(exerciseId, muscleId, weight)
            SELECT v.id, m.muscleId, m.weight FROM exercise v JOIN exerciseMuscle m ON m.exerciseId = v.variationOf
            WHERE v.id IN (\(which))
            """, arguments: [parent])
    }

    /// Deletes a custom exercise that has no sets. One with sets is refused
    /// (hide it instead): a logged set is never lost to a tidy-up.
    public func delete(_ query: String) throws -> Exercise {
        try database.write { db in
            let exercise = try ExerciseSearch.find(db, query, includeHidden: true)
            guard exercise.isCustom else {
                throw WorkoutError.builtInExercise(exercise.name)
            }
            let sets = try WorkoutSet.filter(WorkoutSet.Columns.exerciseId == exercise.id).fetchCount(db)
            let planned = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM templateExercise WHERE exerciseId = ?", arguments: [exercise.id]) ?? 0
            guard sets == 0, planned == 0 else {
                throw WorkoutError.exerciseInUse(exercise.name, sets: sets, inTemplate: planned > 0)
            }
            _ = try exercise.delete(db)
            return exercise
        }
    }

    /// Muscle weights by muscle id, heaviest first.
    public func muscles(of exerciseId: String) throws -> [ExerciseMuscle] {
        try database.writer.read { db in
            try ExerciseMuscle.filter(Column("exerciseId") == exerciseId).fetchAll(db)
                .sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.muscleId < $1.muscleId }
        }
    }

    static func validated(_ muscles: [String: Double], catalog: Taxonomy) throws -> [String: Double] {
        for (id, weight) in muscles {
            guard catalog.muscle(id) != nil else {
                throw WorkoutError.unknownMuscle(id)
            }
            guard (0...1).contains(weight) else { throw WorkoutError.invalidInput("muscle weight of \(id) must be between 0 and 1") }
        }
        return muscles
    }

    static func replaceMuscles(_ db: Database, of exerciseId: String, with muscles: [String: Double]) throws {
        try ExerciseMuscle.filter(Column("exerciseId") == exerciseId).deleteAll(db)
        for (muscle, weight) in muscles {
            try ExerciseMuscle(exerciseId: exerciseId, muscleId: muscle, weight: weight).insert(db)
        }
    }

    /// An id given by id or by display name, case-insensitively.
    static func lookup(_ given: String, in pairs: [(id: String, name: String)]) -> String? {
        let key = given.lowercased()
        return pairs.first { $0.id == key || $0.name.lowercased() == key }?.id
    }
}
