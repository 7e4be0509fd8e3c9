import SyncShare

/// What of the training log travels between a lifter's devices, and how
/// each field is read from a row: the one table the journal
/// (`SyncJournal`, `JournalSQL`), the first-sync snapshot (`SyncSnapshot`)
/// and the apply (`SyncApply`) are all generated from, so they cannot disagree.
///
/// Only source data is here. Derived data is recomputed on every device:
/// the volume ledger, the search text, a gym's last use, preset muscles
/// that follow the catalogue. Settings of the device (the selected gym,
/// undo, the rest timer's owner) stay on it, and timers are the daemon's.
/// One kind of row and every rule of how it travels: the code that
/// journals, applies and names rows is the same for all of them and asks
/// the descriptor, never the kind's name.
struct SyncEntity: Sendable {
    let kind: SyncKind
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
    var rules = Rules()

    /// How rows of a kind are named, moved, kept and told apart.
    struct Rules: Sendable {
        /// SQL giving the uid a new row `r` derives from what it is, where
        /// two devices making "the same" row must agree (a gym or plan by
        /// name, a weigh-in by its time, an imported workout or set); nil:
        /// random. Random too when the derived one is taken or was deleted,
        /// so a deletion is never undone by a row made later.
        var derivedUid: (@Sendable (_ r: String) -> String)?
        /// The column a row must have a value in for its uid to derive
        /// (an imported workout's key, an imported set's identity); nil:
        /// every row derives one when `derivedUid` is set.
        var derivesOnlyWith: String?
        /// For rows a log held before it synced: the uid they are given
        /// from what they are (`SyncIdentity.backfill`); nil: `derivedUid`.
        var backfillUid: (@Sendable (_ r: String) -> String)?
        /// Fields that must name an existing row: a record naming one that
        /// was deleted is dropped with it (a set of a discarded workout).
        var required: Set<String> = []
        /// Fields naming a row that may be deleted and has a successor.
        var rehomes: [String: Rehome] = [:]
        /// The field whose change moves the row: journalled as a deletion
        /// and a new row, so a concurrent deletion of either side means
        /// the same on every device.
        var movedBy: String?
        /// Names are unique: two devices giving one name to two rows end
        /// with one renamed `Name (2)`, the row with the larger uid.
        var uniqueName = false
        /// A deletion keeps the row's record and field clocks (a custom
        /// exercise goes only where nothing uses it, and comes back where
        /// something does).
        var keepsRecordWhenDeleted = false
        /// Its own data is derived from it where it lands (an exercise's
        /// search text, a variation's inherited muscles): recomputed after
        /// a run that touched it.
        var hasDerivedData = false
        /// The column naming the workout whose volume ledger sums the row
        /// (a set): summed once per workout at the end of a run.
        var ledgerColumn: String?
        /// The rows a first sync writes (`SyncSnapshot`): nil, all of them.
        var snapshotFilter: String?
        /// The field saying which row this one was merged into while it
        /// stays (a built-in exercise, hidden): rows naming it follow, as
        /// they follow a merged row that was deleted.
        var mergeField: String?
    }

    /// Where a row that names a deleted row goes, whether it arrives
    /// after the deletion or was here before it.
    enum Rehome: Sendable {
        /// To every device's default gym (a workout at a deleted gym).
        case defaultGym
        /// Into the row the deleted one was merged into, when it was
        /// (`mergedInto` in its deletion), leaving `supersetGroup` behind:
        /// that was the other workout's.
        case mergedWorkout
        /// To the exercise it was merged into (deleted with `mergedInto`,
        /// or kept with its `mergeField` set), on every device alike.
        case mergedExercise
    }

    /// The record's `e`.
    var name: String { kind.rawValue }
    var hasUid: Bool { key == "uid" }

    func field(_ name: String) -> SyncField? { fields.first { $0.name == name } ?? children.first { $0.name == name }?.asField }
    func list(_ name: String) -> SyncChildren? { children.first { $0.name == name } }
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
    /// How the list is written back where it lands.
    let landing: Landing
    /// SQL giving the JSON of every child row of owner id `ownerId`.
    let json: @Sendable (_ ownerId: String) -> String
    var asField: SyncField { SyncField(name, name, .children) }

    enum Landing: Sendable {
        /// The rows replaced by the list: `insert` takes the owner (?1)
        /// and the list's JSON (?2); `missing` gives, from the JSON (?1),
        /// what rows it names that are not here (the list waits for them).
        /// `restoresExercises`: what it names are exercises, and one
        /// deleted here comes back (`SyncApply.restore`).
        case rows(insert: String, missing: String?, restoresExercises: Bool)
        /// Import names: each a claim of one name by one exercise
        /// (`ImportNameClaims`), settled across every exercise.
        case importNames
    }

    init(name: String, table: String, ownerColumn: String, landing: Landing, json: @escaping @Sendable (_ ownerId: String) -> String) {
        (self.name, self.table, self.ownerColumn, self.landing, self.json) = (name, table, ownerColumn, landing, json)
    }

    var isImportNames: Bool {
        if case .importNames = landing { return true }
        return false
    }
}

enum SyncEntities {
    /// Every device's default gym has this uid.
    static let defaultGymUid = "0000000000000000"

    static let gym = SyncEntity(
        kind: .gym, table: "gym", key: "uid",
        fields: [SyncField("name"), SyncField("color"), SyncField("isDefault"), SyncField("createdAt")],
        parent: nil, children: [],
        rules: .init(derivedUid: { r in "CASE WHEN \(r).isDefault THEN '\(defaultGymUid)' ELSE gt_uid('g', lower(\(r).name)) END" },
                     uniqueName: true))

    static let exercise = SyncEntity(
        kind: .exercise, table: "exercise", key: "id",
        fields: [SyncField("name"), SyncField("aliases"), SyncField("movement"), SyncField("equipment"), SyncField("type"),
                 SyncField("restSeconds"), SyncField("popularity"), SyncField("isCustom"), SyncField("isUnmapped"),
                 SyncField("isHidden"), SyncField("isFavorite"), SyncField("autoTimer"), SyncField("note"),
                 SyncField("gym", "gymId", .uidOf("gym")), SyncField("musclesEdited"), SyncField("restEdited"),
                 SyncField("dimensions"), SyncField("incrementKg", nil, .real), SyncField("bodyweightShare", nil, .real),
                 SyncField("variationOf", nil, .exercise), SyncField("barKg", nil, .real), SyncField("mergedInto", nil, .exercise)],
        parent: nil,
        children: [
            SyncChildren(name: "muscles", table: "exerciseMuscle", ownerColumn: "exerciseId",
                         landing: .rows(insert: "INSERT INTO exerciseMuscle(exerciseId, muscleId, weight) SELECT ?1, key, value FROM json_each(?2)",
                                        missing: nil, restoresExercises: false)) { id in
                "(SELECT json_group_object(muscleId, json(printf('%!.17g', weight))) FROM (SELECT muscleId, weight FROM exerciseMuscle WHERE exerciseId = \(id) ORDER BY muscleId))"
            },
            SyncChildren(name: "gymNotes", table: "exerciseGymNote", ownerColumn: "exerciseId",
                         landing: .rows(insert: "INSERT INTO exerciseGymNote(exerciseId, gymId, note) SELECT ?1, g.id, j.value FROM json_each(?2) j JOIN gym g ON g.uid = j.key",
                                        missing: "SELECT key FROM json_each(?) WHERE NOT EXISTS (SELECT 1 FROM gym WHERE uid = key)",
                                        restoresExercises: false)) { id in
                "(SELECT json_group_object(g, note) FROM (SELECT (SELECT uid FROM gym WHERE id = n.gymId) AS g, n.note FROM exerciseGymNote n WHERE n.exerciseId = \(id) ORDER BY g))"
            },
            SyncChildren(name: "importNames", table: "importName", ownerColumn: "exerciseId", landing: .importNames) { id in
                "(SELECT json_group_array(name) FROM (SELECT name FROM importName WHERE exerciseId = \(id) ORDER BY lower(name)))"
            },
        ],
        rules: .init(keepsRecordWhenDeleted: true, hasDerivedData: true, snapshotFilter: "r.isCustom", mergeField: "mergedInto"))

    static let workout = SyncEntity(
        kind: .workout, table: "workout", key: "uid",
        fields: [SyncField("gym", "gymId", .uidOf("gym")), SyncField("name"), SyncField("startedAt"), SyncField("endedAt"),
                 SyncField("note"), SyncField("template", "templateId", .uidOf("template")), SyncField("importKey"),
                 SyncField("startedOn"), SyncField("program", "programId", .uidOf("program")), SyncField("programDay"),
                 SyncField("programPlan")],
        parent: nil,
        children: [
            SyncChildren(name: "exerciseNotes", table: "workoutExerciseNote", ownerColumn: "workoutId",
                         landing: .rows(insert: "INSERT INTO workoutExerciseNote(workoutId, exerciseId, note) SELECT ?1, j.key, j.value FROM json_each(?2) j JOIN exercise e ON e.id = j.key",
                                        missing: "SELECT key FROM json_each(?) WHERE NOT EXISTS (SELECT 1 FROM exercise WHERE id = key)",
                                        restoresExercises: false)) { id in
                "(SELECT json_group_object(exerciseId, note) FROM (SELECT exerciseId, note FROM workoutExerciseNote WHERE workoutId = \(id) ORDER BY exerciseId))"
            },
        ],
        rules: .init(derivedUid: { r in "CASE WHEN \(r).importKey IS NOT NULL THEN gt_uid('w', \(r).importKey) END" },
                     derivesOnlyWith: "importKey",
                     backfillUid: { _ in "CASE WHEN importKey IS NOT NULL THEN gt_uid('w', importKey) ELSE gt_uid('lw', startedAt, name) END" },
                     required: ["gym"], rehomes: ["gym": .defaultGym]))

    static let set = SyncEntity(
        kind: .set, table: "workoutSet", key: "uid",
        fields: [SyncField("workout", "workoutId", .uidOf("workout")), SyncField("exercise", "exerciseId", .exercise),
                 SyncField("position"), SyncField("kind"), SyncField("weightKg", nil, .real), SyncField("reps"),
                 SyncField("seconds", nil, .real), SyncField("distanceM", nil, .real), SyncField("rpe", nil, .real),
                 SyncField("restBeforeSeconds", nil, .real), SyncField("loggedAt"), SyncField("note"),
                 SyncField("supersetGroup"), SyncField("importHash"), SyncField("legacyImportHash"), SyncField("sourceHash"),
                 SyncField("restAfterSeconds", nil, .real), SyncField("restGivenSeconds", nil, .real)],
        parent: (column: "workoutId", table: "workout"), children: [],
        rules: .init(derivedUid: { r in "CASE WHEN \(r).importHash IS NOT NULL THEN gt_uid('s', (SELECT importKey FROM workout WHERE id = \(r).workoutId), \(r).importHash) END" },
                     derivesOnlyWith: "importHash",
                     backfillUid: { _ in
                         """
                         CASE WHEN importHash IS NOT NULL THEN gt_uid('s', (SELECT importKey FROM workout WHERE id = workoutId), importHash)
                         ELSE gt_uid('ls', (SELECT uid FROM workout WHERE id = workoutId), position, loggedAt) END
                         """
                     },
                     required: ["workout", "exercise"], rehomes: ["workout": .mergedWorkout, "exercise": .mergedExercise], movedBy: "workout",
                     ledgerColumn: "workoutId"))

    static let template = SyncEntity(
        kind: .template, table: "template", key: "uid",
        fields: [SyncField("name"), SyncField("createdAt")],
        parent: nil,
        children: [
            SyncChildren(name: "items", table: "templateExercise", ownerColumn: "templateId",
                         landing: .rows(insert: """
                             INSERT INTO templateExercise(templateId, position, exerciseId, sets, weightKg, reps, repMin, repMax, incrementKg,
                               supersetGroup, plannedSets)
                             SELECT ?1, value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7,
                               value->>8, value->>9 FROM json_each(?2)
                             WHERE EXISTS (SELECT 1 FROM exercise WHERE id = value->>1)
                             """,
                             missing: "SELECT value->>1 FROM json_each(?) WHERE NOT EXISTS (SELECT 1 FROM exercise WHERE id = value->>1)",
                             restoresExercises: true)) { id in
                """
                (SELECT json_group_array(json_array(position, exerciseId, sets, \
                CASE WHEN weightKg IS NULL THEN NULL ELSE json(printf('%!.17g', weightKg)) END, reps, repMin, repMax, \
                CASE WHEN incrementKg IS NULL THEN NULL ELSE json(printf('%!.17g', incrementKg)) END, supersetGroup, \
                json(plannedSets))) \
                FROM (SELECT * FROM templateExercise WHERE templateId = \(id) ORDER BY position))
                """
            },
        ],
        rules: .init(derivedUid: { r in "gt_uid('t', lower(\(r).name))" }, uniqueName: true))

    /// A program's text, its names' exercises and its unit; where the
    /// lifter is in it travels as its workouts do.
    static let program = SyncEntity(
        kind: .program, table: "program", key: "uid",
        fields: [SyncField("name"), SyncField("source"), SyncField("exercises"), SyncField("unit"), SyncField("createdAt"),
                 SyncField("activeSince")],
        parent: nil, children: [],
        rules: .init(derivedUid: { r in "gt_uid('p', lower(\(r).name))" }, uniqueName: true))

    /// A value set by hand in a program: a row each, so what two devices
    /// set before they synced both stands.
    static let programEdit = SyncEntity(
        kind: .programEdit, table: "programEdit", key: "uid",
        fields: [SyncField("program", "programId", .uidOf("program")), SyncField("daysDone"), SyncField("exercise"),
                 SyncField("variable"), SyncField("value"), SyncField("madeAt")],
        parent: (column: "programId", table: "program"), children: [],
        // Made before the log synced: named by what it is, so two logs'
        // edits that are not the same edit never share a uid.
        rules: .init(backfillUid: { _ in
                         "gt_uid('pe', (SELECT uid FROM program WHERE id = programId), daysDone, exercise, variable, value, madeAt)"
                     },
                     required: ["program"]))

    static let bodyweight = SyncEntity(
        kind: .bodyweight, table: "bodyweight", key: "uid",
        fields: [SyncField("measuredAt"), SyncField("kg", nil, .real)],
        parent: nil, children: [],
        rules: .init(derivedUid: { r in "gt_uid('b', \(r).measuredAt)" }))

    /// In the order a snapshot writes them: what a row refers to comes first.
    static let all = [gym, template, program, programEdit, exercise, workout, set, bodyweight]

    static func named(_ name: some StringProtocol) -> SyncEntity? { all.first { $0.name == name } }

    static func of(_ kind: SyncKind) -> SyncEntity {
        switch kind {
        case .gym: gym
        case .template: template
        case .exercise: exercise
        case .workout: workout
        case .set: set
        case .bodyweight: bodyweight
        case .program: program
        case .programEdit: programEdit
        }
    }

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
        let row = JournalSQL.row(entity, r)
        guard !entity.children.isEmpty else { return row }
        return "json_patch(\(row),json_object(" + entity.children.map { "'\($0.name)',json(\($0.json("\(r).id")))" }.joined(separator: ",") + "))"
    }

    /// Field names by entity, in record order, for the functions that write
    /// a row's JSON from its values.
    static let fieldNames: [String: [String]] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.fields.map(\.name)) })
}
