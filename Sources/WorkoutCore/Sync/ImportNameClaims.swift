import GRDB

/// Which exercise an import name (how a name in a Strong or Hevy file is
/// placed) maps to, the same on every device whatever order records
/// arrive in.
///
/// Each exercise's list of names is a field like any other: its latest
/// list wins. A list is a claim on each name it holds, ranked by its
/// clock, an edit's above a create's (a history's first sync writes its
/// exercises as creates, at set-up time, which must not beat a mapping a
/// lifter made). A name maps to the exercise holding the highest claim
/// ever made on it; when that exercise has dropped the name (or is
/// deleted), to none — as if every mapping had been made in clock order.
/// So every list a device hears of counts as a claim, also one that came
/// after a newer list of its exercise or after the exercise's deletion:
/// the highest claim on a name is then the same on every device.
///
/// Kept in `syncField`: an exercise's claims as `name:<name>` fields of
/// its id, at their rank, the rank of the list they came from as its
/// `claims` field, and the highest claim on each name as the `claim`
/// field of `name:<lowercased name>`.
enum ImportNameClaims {
    /// A claim's rank: an edit's clock above any create's.
    static func rank(_ clock: String, edit: Bool) -> String { (edit ? "1" : "0") + clock }

    /// Records `exercise`'s names as its claims at `rank`, unless it holds
    /// claims of a higher rank; returns the names whose mapping may change.
    @discardableResult
    static func claim(_ db: Database, exercise: String, names: [String], rank: String) throws -> [String] {
        try heard(db, names, rank: rank)
        // The rank of the list it holds is kept apart from its names: an
        // empty list outranks an older one all the same.
        if let top = try String.fetchOne(db.cachedStatement(sql: "SELECT clock FROM syncField WHERE uid = ? AND field = 'claims'"),
                                         arguments: [exercise]), top > rank { return names }
        let held = try claimed(db, by: exercise)
        try db.cachedStatement(sql: "DELETE FROM syncField WHERE uid = ? AND field LIKE 'name:%'").execute(arguments: [exercise])
        for name in names {
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO syncField(uid, field, clock) VALUES (?, 'name:' || ?, ?)")
                .execute(arguments: [exercise, name, rank])
        }
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO syncField(uid, field, clock) VALUES (?, 'claims', ?)")
            .execute(arguments: [exercise, rank])
        return held + names
    }

    /// Counts a list's claims on `names` at `rank` towards the highest
    /// claim on each, whether or not the list is its exercise's latest.
    static func heard(_ db: Database, _ names: [String], rank: String) throws {
        for name in names {
            try db.cachedStatement(sql: """
                INSERT INTO syncField(uid, field, clock) VALUES ('name:' || lower(?), 'claim', ?)
                ON CONFLICT(uid, field) DO UPDATE SET clock = MAX(clock, excluded.clock)
                """).execute(arguments: [name, rank])
        }
    }

    /// The names in a record's `importNames` list (none when it has none).
    static func names(_ db: Database, inRecord fields: String) throws -> [String] {
        try String.fetchAll(db.cachedStatement(sql: "SELECT value FROM json_each(?, '$.importNames')"), arguments: [fields])
    }

    /// Maps each of `names` as the claims say (applying another device's
    /// records; the lifter's own mappings already are).
    static func settle(_ db: Database, _ names: [String]) throws {
        for name in names {
            try db.cachedStatement(sql: "DELETE FROM importName WHERE name = ?").execute(arguments: [name])
            try db.cachedStatement(sql: """
                INSERT INTO importName(name, exerciseId)
                SELECT substr(f.field, 6), f.uid FROM syncField f JOIN exercise e ON e.id = f.uid
                WHERE f.field LIKE 'name:%' AND lower(substr(f.field, 6)) = lower(?1)
                  AND f.clock = (SELECT clock FROM syncField WHERE uid = 'name:' || lower(?1) AND field = 'claim')
                ORDER BY f.uid LIMIT 1
                """).execute(arguments: [name])
        }
    }

    /// The names `exercise` maps here, as a list of claims (the lifter's
    /// own change, or a first sync's).
    static func names(_ db: Database, of exercise: String) throws -> [String] {
        try String.fetchAll(db.cachedStatement(sql: "SELECT name FROM importName WHERE exerciseId = ? ORDER BY lower(name)"), arguments: [exercise])
    }

    /// The names `exercise` holds claims on (kept while it is deleted).
    static func claimed(_ db: Database, by exercise: String) throws -> [String] {
        try String.fetchAll(db.cachedStatement(sql: "SELECT substr(field, 6) FROM syncField WHERE uid = ? AND field LIKE 'name:%'"), arguments: [exercise])
    }
}
