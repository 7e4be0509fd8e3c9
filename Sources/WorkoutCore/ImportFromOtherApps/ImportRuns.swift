import Foundation
import GRDB
import Notation

/// The imports the log has taken in, so that one can be taken back. Each
/// is a row of `importRun`; the workouts and sets it added, and the custom
/// exercises and templates it made, name it. Undoing one removes those and
/// nothing else: a set logged by hand, or added by another import, in one
/// of its workouts stays, and so does the workout. The removal is an
/// ordinary change of the log, so with sync on it reaches every device.
public struct ImportRuns: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    /// One import, as `imports` lists it.
    public struct Run: Sendable, Encodable, Equatable {
        public var id: Int64
        public var file: String
        public var app: String
        public var format: String
        /// The unit the weights were read in; nil when each row named its own.
        public var unit: WeightUnit?
        public var unitReason: String?
        public var importedAt: Date
        /// What it added.
        public var workouts: Int
        public var sets: Int
        /// Of those sets, how many are still in the log.
        public var setsInLog: Int
        public var exercisesCreated: [String]
        public var templatesCreated: [String]
        public var undoneAt: Date?

        enum CodingKeys: String, CodingKey {
            case id = "import", file, app, format, unit, unitReason = "unit_reason", importedAt = "imported_at", workouts, sets
            case setsInLog = "sets_in_log", exercisesCreated = "exercises_created", templatesCreated = "templates_created"
            case undoneAt = "undone_at"
        }

        /// Dates as every other command writes them (local ISO 8601).
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(file, forKey: .file)
            try c.encode(app, forKey: .app)
            try c.encode(format, forKey: .format)
            try c.encode(unit, forKey: .unit)
            try c.encode(unitReason, forKey: .unitReason)
            try c.encode(LocalTime.iso8601(importedAt.timeIntervalSince1970), forKey: .importedAt)
            try c.encode(workouts, forKey: .workouts)
            try c.encode(sets, forKey: .sets)
            try c.encode(setsInLog, forKey: .setsInLog)
            try c.encode(exercisesCreated, forKey: .exercisesCreated)
            try c.encode(templatesCreated, forKey: .templatesCreated)
            try c.encode(undoneAt.map { LocalTime.iso8601($0.timeIntervalSince1970) }, forKey: .undoneAt)
        }
    }

    /// Every import, oldest first.
    public func list() throws -> [Run] {
        try database.writer.read { db in try Self.runs(db, sql: "ORDER BY id") }
    }

    /// The import `id`, else the latest not undone.
    public func find(_ id: Int64?) throws -> Run {
        try database.writer.read { db in try Self.find(db, id) }
    }

    /// What undoing an import removed.
    public struct Undone: Sendable, Encodable {
        public var run: Run
        public var sets: Int
        public var workouts: Int
        public var exercises: Int
        public var templates: Int
    }

    /// Removes what import `id` (else the latest not undone) added.
    public func undo(_ id: Int64?, now: Date = Date()) throws -> Undone {
        try database.write { db in
            let run = try Self.find(db, id)
            let touched = try Int64.fetchAll(db, sql: "SELECT DISTINCT workoutId FROM workoutSet WHERE importId = ?", arguments: [run.id])
            // Its templates: of the names it made, those one of its workouts
            // was saved as (a template saved later under the same name is
            // the lifter's, and stays).
            let names = run.templatesCreated.map { $0.lowercased() }
            let made = try Row.fetchAll(db, sql: """
                SELECT DISTINCT t.id, t.name FROM template t JOIN workout w ON w.templateId = t.id WHERE w.importId = ?
                """, arguments: [run.id]).filter { names.contains(($0["name"] as String).lowercased()) }.map { $0["id"] as Int64 }
            try db.execute(sql: "DELETE FROM workoutSet WHERE importId = ?", arguments: [run.id])
            let sets = db.changesCount
            // Its workouts, and those of earlier imports its sets were in
            // (taken back before it), once nothing is left in them.
            try db.execute(sql: """
                DELETE FROM workout WHERE (importId = ? OR (importId IS NOT NULL AND id IN (\(touched.map(String.init).joined(separator: ",")))))
                  AND NOT EXISTS (SELECT 1 FROM workoutSet s WHERE s.workoutId = workout.id)
                """, arguments: [run.id])
            let workouts = db.changesCount
            for workout in touched { try HistoryBook.dissolveLoneSupersets(db, workout: workout) }
            var templates = 0
            for id in made {
                try db.execute(sql: "DELETE FROM template WHERE id = ?", arguments: [id])
                templates += db.changesCount
            }
            var exercises = 0
            for exercise in run.exercisesCreated {
                try db.execute(sql: """
                    DELETE FROM exercise WHERE id = ?1 AND isCustom
                      AND NOT EXISTS (SELECT 1 FROM workoutSet WHERE exerciseId = ?1)
                      AND NOT EXISTS (SELECT 1 FROM templateExercise WHERE exerciseId = ?1)
                      AND NOT EXISTS (SELECT 1 FROM exercise v WHERE v.variationOf = ?1)
                    """, arguments: [exercise])
                exercises += db.changesCount
            }
            try db.execute(sql: "UPDATE importRun SET undoneAt = ? WHERE id = ?", arguments: [StorageDate.text(now), run.id])
            var undone = run
            undone.undoneAt = now
            undone.setsInLog = 0
            return Undone(run: undone, sets: sets, workouts: workouts, exercises: exercises, templates: templates)
        }
    }

    // MARK: Recording an import

    /// Notes an import starting; its id goes on what it adds.
    static func begin(_ db: Database, file: String, app: String, format: String, unit: WeightUnit?, reason: String?,
                      now: Date = Date()) throws -> Int64 {
        try db.inTransaction {
            try db.execute(sql: """
                INSERT INTO importRun(file, app, format, unit, unitReason, importedAt) VALUES (?, ?, ?, ?, ?, ?)
                """, arguments: [Self.absolute(file), app, format, unit?.rawValue, reason, StorageDate.text(now)])
            return .commit
        }
        return db.lastInsertedRowID
    }

    /// Notes what an import added; one that added nothing is not kept
    /// (nil), so `import undo` takes back the last that did.
    static func finish(_ db: Database, id: Int64, summary: ImportSummary, exercises: [String]) throws -> Int64? {
        let nothing = summary.sets == 0 && summary.workouts == 0 && exercises.isEmpty && summary.templatesCreated.isEmpty
        try db.inTransaction {
            if nothing {
                try db.execute(sql: "DELETE FROM importRun WHERE id = ?", arguments: [id])
            } else {
                try db.execute(sql: """
                    UPDATE importRun SET workouts = ?, sets = ?, exercisesCreated = ?, templatesCreated = ? WHERE id = ?
                    """, arguments: [summary.workouts, summary.sets, Self.json(exercises), Self.json(summary.templatesCreated), id])
            }
            return .commit
        }
        return nothing ? nil : id
    }

    /// After an import that stopped part way (a bad row, a full disk): its
    /// record says what its committed batches added, or goes if nothing.
    static func settle(_ db: Database, id: Int64) throws {
        try db.inTransaction {
            let sets = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet WHERE importId = ?", arguments: [id]) ?? 0
            if sets == 0 {
                try db.execute(sql: "DELETE FROM importRun WHERE id = ?", arguments: [id])
            } else {
                let workouts = try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT workoutId) FROM workoutSet WHERE importId = ?", arguments: [id]) ?? 0
                try db.execute(sql: "UPDATE importRun SET sets = ?, workouts = ? WHERE id = ?", arguments: [sets, workouts, id])
            }
            return .commit
        }
    }

    // MARK: Reading

    private static func find(_ db: Database, _ id: Int64?) throws -> Run {
        if let id {
            guard let run = try runs(db, sql: "WHERE id = ?", [id]).first else {
                throw WorkoutError.refused("no import numbered \(id); `gym-timer imports` lists them")
            }
            guard run.undoneAt == nil else { throw WorkoutError.refused("import \(id) was taken back already") }
            return run
        }
        guard let run = try runs(db, sql: """
            WHERE undoneAt IS NULL AND (EXISTS (SELECT 1 FROM workoutSet s WHERE s.importId = r.id) OR r.exercisesCreated != '[]')
            ORDER BY id DESC LIMIT 1
            """).first else {
            throw WorkoutError.refused("no import to take back; `gym-timer imports` lists them")
        }
        return run
    }

    private static func runs(_ db: Database, sql: String, _ arguments: StatementArguments = []) throws -> [Run] {
        try Row.fetchAll(db, sql: """
            SELECT r.*, (SELECT COUNT(*) FROM workoutSet s WHERE s.importId = r.id) AS setsInLog FROM importRun r
            """ + " " + sql, arguments: arguments).map { row in
            Run(id: row["id"], file: row["file"], app: row["app"], format: row["format"],
                unit: (row["unit"] as String?).flatMap(WeightUnit.init(rawValue:)), unitReason: row["unitReason"],
                importedAt: row["importedAt"],
                workouts: row["workouts"], sets: row["sets"], setsInLog: row["setsInLog"],
                exercisesCreated: strings(row["exercisesCreated"]), templatesCreated: strings(row["templatesCreated"]),
                undoneAt: row["undoneAt"])
        }
    }

    private static func json(_ strings: [String]) -> String {
        (try? String(decoding: JSONEncoder().encode(strings), as: UTF8.self)) ?? "[]"
    }

    private static func strings(_ text: String?) -> [String] {
        guard let data = text?.data(using: .utf8) else { return [] }
        return (try? JSONDecoder().decode([String].self, from: data)) ?? []
    }

    private static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        return FileManager.default.currentDirectoryPath + "/" + path
    }
}
