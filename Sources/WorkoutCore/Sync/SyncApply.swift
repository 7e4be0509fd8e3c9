import GRDB
import SyncShare

/// Applies one other device's record to the log, with rules that give the
/// same log on every device whatever order records arrive in:
///
/// - a deletion is final: the row, and any change to it that arrives
///   later, stays deleted (a row made again gets a new uid); what was made
///   in it goes with it, or where it went — a workout merged into another
///   leaves that one's uid, a deleted gym's workouts go to the default gym;
///   a custom exercise is deleted only where nothing uses it, and a set or
///   plan naming it brings it back from the record its deletion kept;
/// - an edit sets a field when its clock (HLC, then device id) is newer
///   than the field's: the last edit wins, field by field;
/// - a create of a row that exists (the same import on two devices, a
///   gym of the same name) keeps fields someone edited, and otherwise the
///   larger value — the same result in any order;
/// - a record naming a row that has not arrived waits for it.
///
/// Runs muted (`SyncJournal.muted`): applying others' changes journals nothing.
struct SyncApply {
    let db: Database
    /// Exercises whose name, muscles or parent changed: their search text
    /// and inherited muscles are recomputed at the end.
    private(set) var touchedExercises = Set<String>()
    private(set) var applied = 0
    private(set) var setsAdded = 0

    /// Rows already looked up in this run (uid → id, exercises that exist):
    /// ten thousand sets name a few hundred workouts and exercises.
    private var known: [String: DatabaseValue] = [:]
    /// The device whose record is being applied, and this one.
    private var from = ""
    /// Whether what other devices did to this one's work is kept (`SyncEvents`).
    var tellsLifter = true
    /// Workouts other devices started that arrived in this run: told at its
    /// end if still in progress then (their end may come later in the run).
    private var arrivedOpen: [(uid: String, device: String)] = []
    private lazy var own: String? = SyncJournal.of(db)?.device

    /// The inserts, by table and columns, run as plain statements: building
    /// the SQL and GRDB's arguments cost a third of applying a set.
    private var inserts: [[String]: String] = [:]
    private let plain: NestedStatements

    init(_ db: Database) {
        self.db = db
        plain = NestedStatements(db.sqliteConnection!)
    }

    /// Finalizes the plain statements: the last step of a run.
    func finish() { plain.finalizeAll() }

    enum Outcome: Equatable { case applied, waiting(String) }

    /// Where a row naming a deleted one goes instead, if anywhere, by the
    /// field's `Rehome` rule: a workout at a deleted gym to the default
    /// gym, a set in a workout merged away to the workout it went into.
    func rehomed(_ entity: SyncEntity, _ name: String, uid: DatabaseValue) throws -> DatabaseValue? {
        guard let rule = entity.rules.rehomes[name], let field = entity.field(name) else { return nil }
        guard case .uidOf(let table) = field.kind else {
            // An exercise merged away: its sets go to the one it went into.
            guard case .mergedExercise = rule, let id = String.fromDatabaseValue(uid) else { return nil }
            return try mergedExercise(id)?.databaseValue
        }
        let target: String?
        switch rule {
        case .defaultGym: target = SyncEntities.defaultGymUid
        case .mergedWorkout: target = try String.fromDatabaseValue(uid).flatMap { try mergedTarget($0) }
        case .mergedExercise: target = nil
        }
        guard let target else { return nil }
        return try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM \(table) WHERE uid = ?"), arguments: [target])?.databaseValue
    }

    /// The exercise `id` was merged into, through later merges of that one
    /// too, when it was and that one is here: a custom one deleted with
    /// `mergedInto`, a built-in one kept with it; nil when it was not merged.
    func mergedExercise(_ id: String) throws -> String? {
        let entity = SyncEntities.exercise
        guard let field = entity.rules.mergeField else { return nil }
        var current = id
        for _ in 0..<32 {
            let into = try String.fetchOne(db.cachedStatement(sql: "SELECT \(field) FROM \(entity.table) WHERE \(entity.key) = ?"), arguments: [current])
                ?? Tombstones.mergedInto(db, current)
            guard let into, into != current else { break }
            current = into
        }
        guard current != id, try rowid(entity, current) != nil else { return nil }
        return current
    }

    /// Rows here that name a row being deleted (or merged away) and have
    /// somewhere to go by their `Rehome` rule go there now (logged here
    /// meanwhile): a gym's workouts to the default gym, a merged workout's
    /// or exercise's sets into the one it went into (`mergeTarget`), on
    /// every device alike.
    private mutating func rehomeRows(naming deleted: SyncEntity, uid: String, mergeTarget: Int64?, mergedExercise: String? = nil) throws {
        for entity in SyncEntities.all {
            for (name, rule) in entity.rules.rehomes {
                guard let field = entity.field(name) else { continue }
                if case .mergedExercise = rule, case .exercise = field.kind, deleted.kind == .exercise, let mergedExercise {
                    try db.cachedStatement(sql: "UPDATE \(entity.table) SET \(field.column) = ? WHERE \(field.column) = ?")
                        .execute(arguments: [mergedExercise, uid])
                    known["exercise" + uid] = nil
                    continue
                }
                guard case .uidOf(let table) = field.kind, table == deleted.table else { continue }
                switch rule {
                case .defaultGym:
                    try db.cachedStatement(sql: """
                        UPDATE \(entity.table) SET \(field.column) = (SELECT id FROM \(table) WHERE uid = '\(SyncEntities.defaultGymUid)')
                        WHERE \(field.column) = (SELECT id FROM \(table) WHERE uid = ?)
                        """).execute(arguments: [uid])
                case .mergedWorkout:
                    guard let mergeTarget else { continue }
                    try db.cachedStatement(sql: """
                        UPDATE \(entity.table) SET \(field.column) = ?, supersetGroup = NULL WHERE \(field.column) = (SELECT id FROM \(table) WHERE uid = ?)
                        """).execute(arguments: [mergeTarget, uid])
                    // Its volume is summed again at the end of the run.
                    try db.cachedStatement(sql: "INSERT OR IGNORE INTO importBatch(workoutId) VALUES (?)").execute(arguments: [mergeTarget])
                case .mergedExercise: continue
                }
            }
        }
    }

    /// The workout a merged-away one went into, through later merges of
    /// that one too; nil when it was not merged. It may not have arrived yet.
    func mergedTarget(_ uid: String) throws -> String? {
        var current = uid
        for _ in 0..<32 {
            guard let into = try Tombstones.mergedInto(db, current) else {
                return current == uid ? nil : current
            }
            current = into
        }
        return nil
    }

    func isDeleted(_ uid: String) throws -> Bool { try Tombstones.isDeleted(db, uid) }

    func rowid(_ entity: SyncEntity, _ key: String) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT rowid FROM \(entity.table) WHERE \(entity.key) = ?"), arguments: [key])
    }

    /// The record's fields as SQL values, in the record's order.
    func fields(_ json: String) throws -> [(String, DatabaseValue)] {
        if let read = RecordFields.parse(json) { return read }
        var out: [(String, DatabaseValue)] = []
        let rows = try Row.fetchCursor(db.cachedStatement(sql: "SELECT key, value FROM json_each(?)"), arguments: [json])
        while let row = try rows.next() { out.append((row[0], row[1])) }
        return out
    }

    /// A field's value as the local column holds it: uids become local ids.
    enum Resolved { case value(DatabaseValue), waiting(String), deleted }

    mutating func resolve(_ field: SyncField, of entity: SyncEntity, _ value: DatabaseValue) throws -> Resolved {
        guard let text = String.fromDatabaseValue(value) else { return .value(value) }
        // An exercise merged away here: the set goes where it went.
        if case .mergedExercise = entity.rules.rehomes[field.name], let target = try mergedExercise(text) {
            return .value(target.databaseValue)
        }
        switch field.kind {
        case .uidOf(let table):
            if let id = known[table + text] { return .value(id) }
            if let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM \(table) WHERE uid = ?"), arguments: [text]) {
                known[table + text] = id.databaseValue
                return .value(id.databaseValue)
            }
        case .exercise:
            if known["exercise" + text] != nil { return .value(value) }
            var present = try Int.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM exercise WHERE id = ?"), arguments: [text]) != nil
            // A set of an exercise deleted here brings it back (`restore`).
            if !present, field.name == "exercise" {
                switch try restore(text) {
                case .restored: present = true
                case .waiting(let uid): return .waiting(uid)
                case .none: break
                }
            }
            if present {
                known["exercise" + text] = value
                return .value(value)
            }
        default: return .value(value)
        }
        return try isDeleted(text) ? .deleted : .waiting(text)
    }

    mutating func apply(_ record: SyncRecord, device: String) throws -> Outcome {
        let clock = record.clock(device: device)
        from = device
        try hearImportNames(record, clock: clock)
        let outcome = switch record.op {
        case .delete: try applyDeletion(record, clock: clock)
        case .create: try applyCreate(record, clock: clock)
        case .update: try applyEdit(record, clock: clock)
        }
        guard outcome == .applied else { return outcome }
        if record.entity.rules.hasDerivedData { touchedExercises.insert(record.uid) }
        applied += 1
        return .applied
    }

    /// Every list of import names heard of counts, applied or not.
    private func hearImportNames(_ record: SyncRecord, clock: String) throws {
        guard record.op != .delete, record.entity.children.contains(where: \.isImportNames),
              case let names = try ImportNameClaims.names(db, inRecord: record.fields), !names.isEmpty else { return }
        try ImportNameClaims.heard(db, names, rank: ImportNameClaims.rank(clock, edit: record.op == .update))
        try ImportNameClaims.settle(db, names)
    }

    /// A deletion: marked (`Tombstones`), and what was made in the row goes
    /// with it or where it went.
    private mutating func applyDeletion(_ record: SyncRecord, clock: String) throws -> Outcome {
        let entity = record.entity
        let fields = try fields(record.fields)
        // A row merged into another (a workout): rows logged into it
        // here meanwhile follow it there, as one arriving later does.
        let into = fields.first(where: { $0.0 == "mergedInto" }).flatMap { String.fromDatabaseValue($0.1) }
        var mergeTarget: Int64?
        var mergedKey: String?
        if let into {
            // An exercise's merges are followed as its sets follow them.
            let target = entity.rules.mergeField != nil ? try mergedExercise(into) ?? into : try mergedTarget(into) ?? into
            mergeTarget = try rowid(entity, target)
            if mergeTarget == nil, try !isDeleted(target) { return .waiting(target) }
            if mergeTarget != nil { mergedKey = target }
        }
        known[entity.table + record.uid] = nil
        known[entity.name + record.uid] = nil
        let keep = entity.rules.keepsRecordWhenDeleted
        try Tombstones.mark(db, entity, uid: record.uid, clock: clock, mergedInto: into,
                            record: keep ? try Tombstones.currentRecord(db, entity, uid: record.uid) : nil)
        if keep {
            // Sets of it logged here meanwhile follow where it went.
            if mergedKey != nil { try rehomeRows(naming: entity, uid: record.uid, mergeTarget: nil, mergedExercise: mergedKey) }
            // It goes where nothing uses it, at the end of the run
            // (`settleDeletedExercises`); one still used is kept.
            touchedExercises.insert(record.uid)
            return .applied
        }
        try rehomeRows(naming: entity, uid: record.uid, mergeTarget: mergeTarget)
        let isMove = fields.contains { $0.0 == "moved" }
        if mergeTarget == nil, !isMove { try noteRemoval(of: entity, uid: record.uid) }
        try Tombstones.markChildren(db, of: entity, uid: record.uid, clock: clock)
        do {
            try db.cachedStatement(sql: "DELETE FROM \(entity.table) WHERE \(entity.key) = ?").execute(arguments: [record.uid])
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            // Still named by a row the rules keep (a foreign writer's
            // reference): kept rather than failing the run.
        }
        return .applied
    }

    /// A create: a new row, or one made on two devices merged (`merge`).
    private mutating func applyCreate(_ record: SyncRecord, clock: String) throws -> Outcome {
        let entity = record.entity
        if try isDeleted(record.uid) {
            guard entity.rules.keepsRecordWhenDeleted else { return .applied }
            // A marked exercise: still here (in use), a create of it
            // merges as anywhere; gone, its record is kept if the
            // deletion came first and had none.
            if try rowid(entity, record.uid) == nil {
                try Tombstones.keepIfNone(db, uid: record.uid, record: record.fields)
                // Its names are its claims, should it come back — when it
                // has a list: a create made by a command has none (its
                // names follow as an edit), and claims nothing, as `insert`.
                if try fields(record.fields).contains(where: { $0.0 == "importNames" && !$0.1.isNull }) {
                    try ImportNameClaims.claim(db, exercise: record.uid, names: ImportNameClaims.names(db, inRecord: record.fields),
                                               rank: ImportNameClaims.rank(clock, edit: false))
                }
                return .applied
            }
        }
        if let rowid = try rowid(entity, record.uid) { return try merge(entity, rowid: rowid, record: record, clock: clock) }
        let outcome = try insert(entity, record: record, claiming: ImportNameClaims.rank(clock, edit: false))
        if outcome == .applied { try noteWorkoutBeside(entity, uid: record.uid) }
        return outcome
    }

    /// An edit, field by field (`edit`); of a marked exercise, to the row
    /// or the record its deletion kept.
    private mutating func applyEdit(_ record: SyncRecord, clock: String) throws -> Outcome {
        let entity = record.entity
        if try isDeleted(record.uid) {
            return entity.rules.keepsRecordWhenDeleted ? try editDeletedExercise(record, clock: clock) : .applied
        }
        guard let rowid = try rowid(entity, record.uid) else { return .waiting(record.uid) }
        return try edit(entity, rowid: rowid, record: record, clock: clock)
    }

    /// `claiming`: the rank of its import names' claims (`ImportNameClaims`);
    /// nil for an exercise brought back, whose claims were kept.
    private mutating func insert(_ entity: SyncEntity, record: SyncRecord, claiming rank: String?) throws -> Outcome {
        var columns = [entity.key]
        var values: [DatabaseValue] = [record.uid.databaseValue]
        var lists: [(SyncChildren, String)] = []
        var regrouped = false
        for (name, value) in try fields(record.fields) {
            if let list = entity.children.first(where: { $0.name == name }) {
                if let json = String.fromDatabaseValue(value) { lists.append((list, json)) }
                continue
            }
            guard let field = entity.fields.first(where: { $0.name == name }) else { continue }
            switch try resolve(field, of: entity, value) {
            case .value(let v): columns.append(field.column); values.append(v)
            case .waiting(let uid): return .waiting(uid)
            case .deleted:
                if let home = try rehomed(entity, name, uid: value) {
                    columns.append(field.column); values.append(home)
                    // Its superset was of the workout merged away.
                    if case .mergedWorkout = entity.rules.rehomes[name] { regrouped = true }
                    continue
                }
                // Made in a row that is gone (a set in a discarded workout):
                // gone with it, and so are later edits of it.
                if entity.rules.required.contains(name) {
                    try Tombstones.mark(db, entity, uid: record.uid, clock: record.clock(device: from))
                    return .applied
                }
                columns.append(field.column); values.append(.null)
            }
        }
        if regrouped, let at = columns.firstIndex(of: "supersetGroup") { values[at] = .null }
        // Lists name other rows too: wait for those before writing anything.
        for (list, json) in lists { if let uid = try missing(in: list, json) { return .waiting(uid) } }
        // The volume ledger sums a workout's sets once, at the end of the run
        // (`VolumeLedger.settleImportBatch`), not after each set.
        if let ledger = entity.rules.ledgerColumn, let at = columns.firstIndex(of: ledger) {
            try db.cachedStatement(sql: "INSERT OR IGNORE INTO importBatch(workoutId) VALUES (?)").execute(arguments: [values[at]])
            setsAdded += 1
        }
        let key = [entity.table] + columns
        let sql = inserts[key] ?? "INSERT INTO \(entity.table)(\(columns.joined(separator: ","))) VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ",")))"
        inserts[key] = sql
        try withNameClash(entity, uid: record.uid, columns: columns, values: values) { _, values in
            try plain.run(sql, values)
        }
        let rowid = db.lastInsertedRowID
        for (list, json) in lists { try replace(list, of: entity, rowid: rowid, with: json, claiming: rank) }
        return .applied
    }

    /// The same row made on two devices: fields nobody edited take the
    /// larger value, so the result does not depend on which came first.
    private mutating func merge(_ entity: SyncEntity, rowid: Int64, record: SyncRecord, clock: String) throws -> Outcome {
        for (name, value) in try fields(record.fields) {
            if try Int.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM syncField WHERE uid = ? AND field = ?"), arguments: [record.uid, name]) != nil { continue }
            if let list = entity.children.first(where: { $0.name == name }) {
                guard let json = String.fromDatabaseValue(value) else { continue }
                if list.isImportNames {
                    try replace(list, of: entity, rowid: rowid, with: json, claiming: ImportNameClaims.rank(clock, edit: false))
                    continue
                }
                let local = try String.fetchOne(db.cachedStatement(sql: "SELECT \(SyncEntities.json(of: list.asField, in: entity, row: "r")) FROM \(entity.table) r WHERE rowid = ?"), arguments: [rowid]) ?? "null"
                if json > local {
                    if let uid = try missing(in: list, json) { return .waiting(uid) }
                    try replace(list, of: entity, rowid: rowid, with: json, claiming: nil)
                }
                continue
            }
            guard let field = entity.fields.first(where: { $0.name == name }) else { continue }
            guard case .value(let v) = try resolve(field, of: entity, value) else { continue }
            try withNameClash(entity, uid: record.uid, columns: [field.column], values: [v]) { columns, values in
                try db.cachedStatement(sql: """
                    UPDATE \(entity.table) SET \(field.column) = ?1 WHERE rowid = ?2
                      AND ((\(field.column) IS NULL AND ?1 IS NOT NULL) OR ?1 \(field.keepsEarliest ? "<" : ">") \(field.column) COLLATE BINARY)
                    """).execute(arguments: [values[0], rowid])
            }
        }
        return .applied
    }

    /// An edit: each field whose clock is newer than the one it has.
    private mutating func edit(_ entity: SyncEntity, rowid: Int64, record: SyncRecord, clock: String) throws -> Outcome {
        for (name, value) in try fields(record.fields) {
            let stored = try String.fetchOne(db.cachedStatement(sql: "SELECT clock FROM syncField WHERE uid = ? AND field = ?"), arguments: [record.uid, name])
            if let stored, stored >= clock { continue }
            if let list = entity.children.first(where: { $0.name == name }) {
                let json = String.fromDatabaseValue(value) ?? "null"
                if let uid = try missing(in: list, json) { return .waiting(uid) }
                try replace(list, of: entity, rowid: rowid, with: json, claiming: ImportNameClaims.rank(clock, edit: true))
            } else if let field = entity.fields.first(where: { $0.name == name }) {
                switch try resolve(field, of: entity, value) {
                case .waiting(let uid): return .waiting(uid)
                case .deleted:
                    if let home = try rehomed(entity, name, uid: value) {
                        try set(entity, field, home, rowid: rowid, uid: record.uid)
                        break
                    }
                    // Moved into a row that is gone (a set into a deleted
                    // workout): it goes with it, as a cascade would have taken it.
                    if entity.rules.required.contains(name) {
                        try Tombstones.mark(db, entity, uid: record.uid, clock: clock)
                        try db.cachedStatement(sql: "DELETE FROM \(entity.table) WHERE rowid = ?").execute(arguments: [rowid])
                        return .applied
                    }
                    try set(entity, field, .null, rowid: rowid, uid: record.uid)
                case .value(let v):
                    try noteChange(of: entity, field, to: v, rowid: rowid, uid: record.uid, replacing: stored)
                    try set(entity, field, v, rowid: rowid, uid: record.uid)
                    // Merged away where it stays (a built-in exercise): what
                    // names it here follows, as it did where it was merged.
                    if name == entity.rules.mergeField, !v.isNull, let target = try mergedExercise(record.uid) {
                        try rehomeRows(naming: entity, uid: record.uid, mergeTarget: nil, mergedExercise: target)
                    }
                }
            } else { continue }
            try db.cachedStatement(sql: "INSERT INTO syncField(uid, field, clock) VALUES (?, ?, ?) ON CONFLICT(uid, field) DO UPDATE SET clock = excluded.clock").execute(arguments: [record.uid, name, clock])
        }
        return .applied
    }

    // MARK: What the lifter hears of (`SyncEvents`)

    /// What a set or workout is, for the lifter (`Bench Press (Barbell) in
    /// Push`), and whether it is this device's (its workout started here).
    private mutating func about(_ entity: SyncEntity, rowid: Int64) throws -> (about: String, ours: Bool)? {
        let own = self.own
        switch entity.kind {
        case .set:
            return try Row.fetchOne(db.cachedStatement(sql: """
                SELECT e.name || ' in ' || w.name AS about, w.startedOn IS ? AS ours FROM workoutSet s
                JOIN exercise e ON e.id = s.exerciseId JOIN workout w ON w.id = s.workoutId WHERE s.rowid = ?
                """), arguments: [own, rowid]).map { ($0["about"], $0["ours"]) }
        case .workout:
            return try Row.fetchOne(db.cachedStatement(sql: "SELECT name, startedOn IS ? AS ours FROM workout WHERE rowid = ?"),
                                    arguments: [own, rowid]).map { ($0["name"], $0["ours"]) }
        default:
            return nil
        }
    }

    /// The fields a lifter reads: a change to one of these is told; places,
    /// supersets and import identities are not.
    static let toldFields: Set<String> = ["weightKg", "reps", "seconds", "distanceM", "rpe", "kind", "exercise", "note",
                                          "loggedAt", "name", "startedAt", "endedAt"]

    /// Another device's edit of a set or workout logged here, or of a value
    /// this device set (`replacing`: the clock of the value it replaces).
    private mutating func noteChange(of entity: SyncEntity, _ field: SyncField, to value: DatabaseValue, rowid: Int64, uid: String,
                                     replacing stored: String?) throws {
        if case .uidOf = field.kind { return }
        guard tellsLifter, Self.toldFields.contains(field.name), let own, from != own else { return }
        let replacedOwn = stored?.hasSuffix(own) ?? false
        guard let (about, ours) = try about(entity, rowid: rowid), ours || replacedOwn else { return }
        let old = try DatabaseValue.fetchOne(db.cachedStatement(sql: "SELECT \(field.column) FROM \(entity.table) WHERE rowid = ?"), arguments: [rowid]) ?? .null
        guard old != value else { return }
        try SyncEvents.record(db, device: from, kind: .changed, entity: entity, uid: uid, field: field.name, old: old, new: value,
                              about: about, replacedOwn: replacedOwn)
    }

    /// Sets logged here that another device's deletion takes away: the set
    /// itself, or a workout of this device's with its sets.
    private mutating func noteRemoval(of entity: SyncEntity, uid: String) throws {
        guard tellsLifter, let own, from != own, entity.kind == .set || entity.kind == .workout, let rowid = try rowid(entity, uid),
              let (about, ours) = try about(entity, rowid: rowid), ours else { return }
        let count = entity.kind == .set ? 1
            : try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM workoutSet WHERE workoutId = ?"), arguments: [rowid]) ?? 0
        try SyncEvents.record(db, device: from, kind: .removed, entity: entity, uid: uid, about: about, count: count)
    }

    /// Another device's workout in progress, arriving while this device's own is.
    private mutating func noteWorkoutBeside(_ entity: SyncEntity, uid: String) throws {
        guard tellsLifter, entity.kind == .workout, let own, from != own else { return }
        arrivedOpen.append((uid, from))
    }

    /// The end of a run: workouts of other devices that arrived in it and
    /// are still in progress while this device's own is.
    mutating func tellWorkoutsBeside() throws {
        let arrived = arrivedOpen
        arrivedOpen = []
        guard !arrived.isEmpty, let own, try WorkoutLog.activeWorkout(db) != nil else { return }
        for (uid, device) in arrived {
            guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT name, endedAt, startedOn FROM workout WHERE uid = ?"), arguments: [uid]),
                  (row["endedAt"] as String?) == nil, (row["startedOn"] as String?) != own else { continue }
            try SyncEvents.record(db, device: device, kind: .workoutInProgress, entity: SyncEntities.workout, uid: uid, about: row["name"])
        }
    }

    private func set(_ entity: SyncEntity, _ field: SyncField, _ value: DatabaseValue, rowid: Int64, uid: String) throws {
        try withNameClash(entity, uid: uid, columns: [field.column], values: [value]) { columns, values in
            try db.cachedStatement(sql: "UPDATE \(entity.table) SET \(field.column) = ? WHERE rowid = ?").execute(arguments: [values[0], rowid])
        }
    }

    /// Gyms and plans have unique names. Two devices may give one name to
    /// two rows (a rename on one, a new gym on the other): the row with the
    /// larger uid takes a numbered name, on every device alike.
    private func withNameClash(_ entity: SyncEntity, uid: String, columns: [String], values: [DatabaseValue],
                               _ write: (_ columns: [String], _ values: [DatabaseValue]) throws -> Void) throws {
        guard entity.rules.uniqueName, let at = columns.firstIndex(of: "name"),
              let name = String.fromDatabaseValue(values[at]),
              let other = try String.fetchOne(db.cachedStatement(sql: "SELECT uid FROM \(entity.table) WHERE name = ? AND uid IS NOT ?"), arguments: [name, uid])
        else { return try write(columns, values) }
        func free(_ base: String) throws -> String {
            var n = 2
            while try Int.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM \(entity.table) WHERE name = ?"), arguments: ["\(base) (\(n))"]) != nil { n += 1 }
            return "\(base) (\(n))"
        }
        var values = values
        if uid > other {
            values[at] = try free(name).databaseValue
        } else {
            try db.cachedStatement(sql: "UPDATE \(entity.table) SET name = ? WHERE uid = ?").execute(arguments: [try free(name), other])
        }
        try write(columns, values)
    }

    enum Restored { case restored, waiting(String), none }

    /// Brings back a custom exercise deleted here that another device
    /// still uses (a set logged with it, a plan holding it, before that
    /// device heard of the deletion), from the record its deletion kept.
    /// It stays marked deleted: it goes again once nothing uses it.
    mutating func restore(_ id: String) throws -> Restored {
        guard let kept = try Tombstones.keptRecord(db, exercise: id) else { return .none }
        let outcome = try insert(SyncEntities.exercise, record: SyncRecord(seq: 0, hlc: 0, kind: .exercise, op: .create, uid: id, fields: kept), claiming: nil)
        if case .waiting(let uid) = outcome { return .waiting(uid) }
        guard try Int.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM exercise WHERE id = ?"), arguments: [id]) != nil else { return .none }
        touchedExercises.insert(id)
        return .restored
    }

    /// An exercise deleted on some device goes where nothing uses it: on
    /// every device alike once the same sets and plans are there, in
    /// whatever order deletion, sets and their deletions arrived.
    mutating func settleDeletedExercises() throws {
        for id in try Tombstones.unusedExercises(db) {
            try Tombstones.keepRecord(db, exercise: id)
            try db.cachedStatement(sql: "DELETE FROM exercise WHERE id = ?").execute(arguments: [id])
            known["exercise" + id] = nil
        }
    }

    /// An edit of an exercise deleted here: made to the row if it is still
    /// here (in use), else to the record its deletion kept; per field, the
    /// later edit wins, as for any row.
    private mutating func editDeletedExercise(_ record: SyncRecord, clock: String) throws -> Outcome {
        let entity = SyncEntities.exercise
        if let rowid = try rowid(entity, record.uid) {
            if case .waiting(let uid) = try edit(entity, rowid: rowid, record: record, clock: clock) { return .waiting(uid) }
            try Tombstones.keepRecord(db, exercise: record.uid)
            return .applied
        }
        // Only the exercise's own fields: any other key would plant a clock.
        for (name, _) in try fields(record.fields) where entity.field(name) != nil {
            let stored = try String.fetchOne(db.cachedStatement(sql: "SELECT clock FROM syncField WHERE uid = ? AND field = ?"), arguments: [record.uid, name])
            if let stored, stored >= clock { continue }
            try Tombstones.editKept(db, uid: record.uid, path: "$.\"\(name)\"", from: record.fields)
            try db.cachedStatement(sql: "INSERT INTO syncField(uid, field, clock) VALUES (?, ?, ?) ON CONFLICT(uid, field) DO UPDATE SET clock = excluded.clock")
                .execute(arguments: [record.uid, name, clock])
            if name == "importNames" {
                let names = try ImportNameClaims.names(db, inRecord: record.fields)
                try ImportNameClaims.settle(db, try ImportNameClaims.claim(db, exercise: record.uid, names: names, rank: ImportNameClaims.rank(clock, edit: true)))
            }
        }
        return .applied
    }

    /// A row a list names that has not arrived (a gym a note is for, an
    /// exercise a plan holds); rows that were deleted are left out instead.
    private mutating func missing(in list: SyncChildren, _ json: String) throws -> String? {
        guard case .rows(_, let missing?, let restoresExercises) = list.landing else { return nil }
        for uid in try String.fetchAll(db.cachedStatement(sql: missing), arguments: [json]) {
            if restoresExercises {
                switch try restore(uid) {
                case .restored: continue
                case .waiting(let missing): return missing
                case .none: break
                }
            }
            if try !isDeleted(uid) { return uid }
        }
        return nil
    }

    /// `claiming`: for import names, which map one name to one exercise,
    /// the rank of the list's claims (`ImportNameClaims`); nil for an
    /// exercise brought back, whose claims were kept.
    private func replace(_ list: SyncChildren, of entity: SyncEntity, rowid: Int64, with json: String, claiming rank: String?) throws {
        let owner: DatabaseValue = entity.hasUid ? rowid.databaseValue
            : try DatabaseValue.fetchOne(db.cachedStatement(sql: "SELECT \(entity.key) FROM \(entity.table) WHERE rowid = ?"), arguments: [rowid]) ?? .null
        switch list.landing {
        case .importNames:
            guard let exercise = String.fromDatabaseValue(owner) else { return }
            let names = json == "null" ? [] : try String.fetchAll(db.cachedStatement(sql: "SELECT value FROM json_each(?)"), arguments: [json])
            let affected = try rank.map { try ImportNameClaims.claim(db, exercise: exercise, names: names, rank: $0) }
                ?? ImportNameClaims.claimed(db, by: exercise)
            try ImportNameClaims.settle(db, affected)
        case .rows(let insert, _, _):
            try db.cachedStatement(sql: "DELETE FROM \(list.table) WHERE \(list.ownerColumn) = ?").execute(arguments: [owner])
            guard json != "null" else { return }
            try db.cachedStatement(sql: insert).execute(arguments: [owner, json])
        }
    }
}
