import Foundation

/// The built-in exercise library: muscle taxonomy, equipment, movements and
/// exercises with muscle contribution weights. Embedded in the binary (from
/// `Resources/presets.json`, written by `scripts/presets/catalog.py`) so an
/// installed `gym-timer` needs no files beside it.
public struct PresetCatalog: Decodable, Sendable {
    public struct Group: Decodable, Sendable {
        public typealias Landmarks = VolumeLandmarks
        public var id: String
        public var name: String
        /// None when the source states landmarks only for the group's
        /// muscles (the shoulders: front, side and rear delts).
        public var landmarks: Landmarks?
    }
    public struct Muscle: Decodable, Sendable {
        public var id: String
        public var name: String
        public var group: String
        /// Landmarks of its own, where the source states them per muscle.
        public var landmarks: VolumeLandmarks?
    }
    public struct Equipment: Decodable, Sendable {
        public var id: String
        public var name: String
        public var category: String
    }
    public struct Movement: Decodable, Sendable {
        public var id: String
        public var name: String
        public var category: String
        public var subcategory: String
        public var type: ExerciseType
        public var restSeconds: Int
        public var dimensions: [String: [String]]
        public var muscles: [String: Double]
        enum CodingKeys: String, CodingKey {
            case id, name, category, subcategory, type, dimensions, muscles
            case restSeconds = "rest_s"
        }
    }
    public struct Exercise: Decodable, Sendable {
        public var id: String
        public var name: String
        public var aliases: [String]
        public var movement: String
        public var equipment: String
        public var dimensions: [String: String]
        public var type: ExerciseType
        public var restSeconds: Int
        public var popularity: Int
        public var muscles: [String: Double]
        public var sources: [String]
        enum CodingKeys: String, CodingKey {
            case id, name, aliases, movement, equipment, dimensions, type, popularity, muscles, sources
            case restSeconds = "rest_s"
        }
    }

    public var version: Int
    public var groups: [Group]
    public var muscles: [Muscle]
    public var equipment: [Equipment]
    public var movements: [Movement]
    public var exercises: [Exercise]

    /// The catalogue shipped in this binary. Its JSON is checked when it
    /// is embedded, at build time, and decoded by the tests: a failure here
    /// is a build defect.
    public static let builtIn: PresetCatalog = {
        try! JSONDecoder().decode(PresetCatalog.self, from: Data(presetsJSON.utf8))
    }()

    /// The built-in muscles and groups, decoded from the catalogue without
    /// its exercises (embedded as such): what volume and muscle filters need.
    public static let builtInTaxonomy: Taxonomy = {
        try! JSONDecoder().decode(Taxonomy.self, from: Data(presetsTaxonomyJSON.utf8))
    }()

    /// The built-in movements and equipment, likewise.
    public static let builtInMovements: MovementCatalog = {
        try! JSONDecoder().decode(MovementCatalog.self, from: Data(presetsTaxonomyJSON.utf8))
    }()

    public var taxonomy: Taxonomy { Taxonomy(version: version, groups: groups, muscles: muscles) }
    public var movementCatalog: MovementCatalog { MovementCatalog(equipment: equipment, movements: movements) }

    /// The built-in catalogue's version, read without decoding the exercises.
    public static var builtInVersion: Int { builtInTaxonomy.version }

    /// The embedded JSON text, as shipped.
    public static var embeddedJSON: String { presetsJSON }

    public func muscle(_ id: String) -> Muscle? { muscles.first { $0.id == id } }
    public func group(_ id: String) -> Group? { groups.first { $0.id == id } }
    public func movement(_ id: String) -> Movement? { movements.first { $0.id == id } }
}

/// The muscle taxonomy: muscles and the groups volume is reported by.
public struct Taxonomy: Decodable, Sendable {
    public var version: Int
    public var groups: [PresetCatalog.Group]
    public var muscles: [PresetCatalog.Muscle]

    public func muscle(_ id: String) -> PresetCatalog.Muscle? { muscles.first { $0.id == id } }
    public func group(_ id: String) -> PresetCatalog.Group? { groups.first { $0.id == id } }
}

/// Movements (with their default muscles and dimensions) and equipment.
public struct MovementCatalog: Decodable, Sendable {
    public var equipment: [PresetCatalog.Equipment]
    public var movements: [PresetCatalog.Movement]

    public func movement(_ id: String) -> PresetCatalog.Movement? { movements.first { $0.id == id } }
}

/// How a set of an exercise is measured.
public enum ExerciseType: String, Codable, Sendable, CaseIterable {
    case weightReps = "weight_reps"
    case bodyweightReps = "bodyweight_reps"
    case weightedBodyweight = "weighted_bodyweight"
    case assistedBodyweight = "assisted_bodyweight"
    case duration
    case distanceDuration = "distance_duration"
}
