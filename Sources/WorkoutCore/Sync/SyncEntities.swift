/// What of the training log travels between a lifter's devices, and how
/// each field is read from a row: the one table the capture triggers
/// (`SyncTriggers`), the first-sync snapshot (`SyncSnapshot`) and the
/// apply (`SyncApply`) are all generated from, so they cannot disagree.
///
/// Only source data is here. Derived data is recomputed on every device:
/// the volume ledger, the search text, a gym's last use, preset muscles
/// that follow the catalogue. Settings of the device (the selected gym,
/// undo, the rest timer's owner) stay on it, and timers are the daemon's.
struct SyncEntity: Sendable {
    /// The record's `e`.
    let name: String
    let table: String
    /// The column that names a row on every device: `uid` (16 hex, given
    /// where the row was made) or a natural key (an exercise's id).
    let key: String
    let fields: [SyncField]
    /// A delete of this row that comes from deleting its parent (a
    /// cascade) is not a record of its own: peers cascade the same way.
    let parent: (column: String, table: String)?
    /// Lists of rows owned by this one (muscles of an exercise, items of a
    /// template): they travel as one field of the owner.
    let children: [SyncChildren]

    var hasUid: Bool { key == "uid" }

    func field(_ name: String) -> SyncField? { fields.first { $0.name == name } ?? children.first { $0.name == name }?.asField }
}

/// A column of a synced row, and how its value is written in a record.
struct SyncField: Sendable {
    enum Kind: Sendable {
        case plain
        /// REAL: written with 17 significant digits, so a weight converted
        /// from pounds comes back as the same double on every device.
        case real
        /// The integer id of a gym, workout or template: written as its uid.
        case uidOf(String)
        /// An exercise's id, which is the same on every device.
        case exercise
        /// A list of child rows, as JSON (see `SyncChildren`).
        case children
    }
    let name: String
    let column: String
    let kind: Kind
    /// When two devices made the same row (the default gym, a gym of the
    /// same name), the earlier of their values is kept, not the larger:
    /// when it was first made.
    var keepsEarliest: Bool { name == "createdAt" }

    init(_ name: String, _ column: String? = nil, _ kind: Kind = .plain) {
        self.name = name
        self.column = column ?? name
        self.kind = kind
    }

    /// SQL giving this field's value of row `r` as JSON text.
    func json(_ r: String) -> String {
        switch kind {
        case .plain: "json_quote(\(r).\(column))"
        case .real: "CASE WHEN \(r).\(column) IS NULL THEN 'null' ELSE printf('%!.17g', \(r).\(column)) END"
        case .uidOf(let table): "json_quote((SELECT uid FROM \(table) WHERE id = \(r).\(column)))"
        case .exercise: "json_quote(\(r).\(column))"
        case .children: "'null'"
        }
    }
}

/// Child rows that travel as one JSON field of their owner.
struct SyncChildren: Sendable {
    let name: String
    let table: String
    /// The child's column holding the owner's id.
    let ownerColumn: String
    /// SQL giving the JSON of every child row of owner id `ownerId`.
    let json: @Sendable (_ ownerId: String) -> String
    var asField: SyncField { SyncField(name, name, .children) }
}

enum SyncEntities {
    static let gym = SyncEntity(
        name: "gym", table: "gym", key: "uid",
        fields: [SyncField("name"), SyncField("color"), SyncField("isDefault"), SyncField("createdAt")],
        parent: nil, children: [])

    static let exercise = SyncEntity(
        name: "exercise", table: "exercise", key: "id",
        fields: [SyncField("name"), SyncField("aliases"), SyncField("movement"), SyncField("equipment"), SyncField("type"),
                 SyncField("restSeconds"), SyncField("popularity"), SyncField("isCustom"), SyncField("isUnmapped"),
                 SyncField("isHidden"), SyncField("isFavorite"), SyncField("autoTimer"), SyncField("note"),
                 SyncField("gym", "gymId", .uidOf("gym")), SyncField("musclesEdited"), SyncField("restEdited"),
                 SyncField("dimensions"), SyncField("incrementKg", nil, .real), SyncField("bodyweightShare", nil, .real),
                 SyncField("variationOf", nil, .exercise), SyncField("barKg", nil, .real)],
        parent: nil,
        children: [
            SyncChildren(name: "muscles", table: "exerciseMuscle", ownerColumn: "exerciseId") { id in
                "(SELECT json_group_object(muscleId, json(printf('%!.17g', weight))) FROM (SELECT muscleId, weight FROM exerciseMuscle WHERE exerciseId = \(id) ORDER BY muscleId))"
            },
            SyncChildren(name: "gymNotes", table: "exerciseGymNote", ownerColumn: "exerciseId") { id in
                "(SELECT json_group_object(g, note) FROM (SELECT (SELECT uid FROM gym WHERE id = n.gymId) AS g, n.note FROM exerciseGymNote n WHERE n.exerciseId = \(id) ORDER BY g))"
            },
            SyncChildren(name: "importNames", table: "importName", ownerColumn: "exerciseId") { id in
                "(SELECT json_group_array(name) FROM (SELECT name FROM importName WHERE exerciseId = \(id) ORDER BY lower(name)))"
            },
        ])

    static let workout = SyncEntity(
        name: "workout", table: "workout", key: "uid",
        fields: [SyncField("gym", "gymId", .uidOf("gym")), SyncField("name"), SyncField("startedAt"), SyncField("endedAt"),
                 SyncField("note"), SyncField("template", "templateId", .uidOf("template")), SyncField("importKey")],
        parent: nil,
        children: [
            SyncChildren(name: "exerciseNotes", table: "workoutExerciseNote", ownerColumn: "workoutId") { id in
                "(SELECT json_group_object(exerciseId, note) FROM (SELECT exerciseId, note FROM workoutExerciseNote WHERE workoutId = \(id) ORDER BY exerciseId))"
            },
        ])

    static let set = SyncEntity(
        name: "set", table: "workoutSet", key: "uid",
        fields: [SyncField("workout", "workoutId", .uidOf("workout")), SyncField("exercise", "exerciseId", .exercise),
                 SyncField("position"), SyncField("kind"), SyncField("weightKg", nil, .real), SyncField("reps"),
                 SyncField("seconds", nil, .real), SyncField("distanceM", nil, .real), SyncField("rpe", nil, .real),
                 SyncField("restBeforeSeconds", nil, .real), SyncField("loggedAt"), SyncField("note"),
                 SyncField("supersetGroup"), SyncField("importHash"), SyncField("legacyImportHash"), SyncField("sourceHash"),
                 SyncField("restAfterSeconds", nil, .real)],
        parent: (column: "workoutId", table: "workout"), children: [])

    static let template = SyncEntity(
        name: "template", table: "template", key: "uid",
        fields: [SyncField("name"), SyncField("createdAt")],
        parent: nil,
        children: [
            SyncChildren(name: "items", table: "templateExercise", ownerColumn: "templateId") { id in
                """
                (SELECT json_group_array(json_array(position, exerciseId, sets, \
                CASE WHEN weightKg IS NULL THEN NULL ELSE json(printf('%!.17g', weightKg)) END, reps, repMin, repMax, \
                CASE WHEN incrementKg IS NULL THEN NULL ELSE json(printf('%!.17g', incrementKg)) END, supersetGroup, \
                json(plannedSets))) \
                FROM (SELECT * FROM templateExercise WHERE templateId = \(id) ORDER BY position))
                """
            },
        ])

    static let bodyweight = SyncEntity(
        name: "bodyweight", table: "bodyweight", key: "uid",
        fields: [SyncField("measuredAt"), SyncField("kg", nil, .real)],
        parent: nil, children: [])

    /// In the order a snapshot writes them: what a row refers to comes first.
    static let all = [gym, template, exercise, workout, set, bodyweight]

    static func named(_ name: some StringProtocol) -> SyncEntity? { all.first { $0.name == name } }

    /// The SQL of field `f`'s JSON for row `r` (a child list included).
    static func json(of f: SyncField, in entity: SyncEntity, row r: String) -> String {
        if case .children = f.kind, let c = entity.children.first(where: { $0.name == f.name }) {
            return "COALESCE(\(c.json("\(r).id")), 'null')"
        }
        return f.json(r)
    }

    /// The JSON of every field of row `r`, child lists included: what a
    /// create record of it carries (`SyncJournal.rowJSON` writes it).
    static func fullRecord(_ entity: SyncEntity, row r: String) -> String {
        let row = SyncTriggers.row(entity, r)
        guard !entity.children.isEmpty else { return row }
        return "json_patch(\(row),json_object(" + entity.children.map { "'\($0.name)',json(\($0.json("\(r).id")))" }.joined(separator: ",") + "))"
    }

    /// Field names by entity, in record order, for the functions that write
    /// a row's JSON from its values.
    static let fieldNames: [String: [String]] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.fields.map(\.name)) })
}
