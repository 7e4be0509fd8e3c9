import Foundation
import GRDB

/// Templates: a finished workout saved as a plan to repeat.
public struct TemplateBook: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    public struct Plan: Sendable {
        public struct Item: Sendable {
            public var exercise: Exercise
            public var sets: Int
            public var weightKg: Double?
            public var reps: Int?
        }
        public var template: Template
        public var items: [Item]
    }

    public func list() throws -> [Plan] {
        try database.writer.read { db in
            try Template.order(Column("name").collating(.nocase)).fetchAll(db).map { try Self.plan(db, $0) }
        }
    }

    public func plan(named name: String) throws -> Plan {
        try database.writer.read { db in try Self.plan(db, Self.require(db, name)) }
    }

    /// Saves workout `workoutId` as template `name`: its exercises in the
    /// order first logged, the number of working sets of each, and the
    /// weight × reps of the last working set.
    /// Saves the workout `reference` names (a number, or the latest
    /// workout of that name) as template `name`.
    @discardableResult
    public func save(_ name: String, from reference: String) throws -> Plan {
        try save(name, from: try HistoryBook(database).workout(reference).id!)
    }

    @discardableResult
    public func save(_ name: String, from workoutId: Int64) throws -> Plan {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 60 else { throw WorkoutError.invalidInput("template names are 1 to 60 characters") }
        return try database.writer.write { db in
            if let clash = try Template.filter(sql: "name = ? COLLATE NOCASE", arguments: [trimmed]).fetchOne(db) {
                throw WorkoutError.templateExists(clash.name)
            }
            return try Self.plan(db, Self.save(db, name: trimmed, from: workoutId))
        }
    }

    /// Writes template `name` from workout `workoutId` (the name is free).
    static func save(_ db: Database, name: String, from workoutId: Int64) throws -> Template {
        let detail = try HistoryBook.detail(db, workoutId)
        var order: [String] = []
        for set in detail.sets where !order.contains(set.exerciseId) { order.append(set.exerciseId) }
        guard !order.isEmpty else { throw WorkoutError.refused("workout #\(workoutId) has no sets to plan from") }
        var template = Template(id: nil, name: name, createdAt: Date())
        try template.insert(db)
        for (position, exerciseId) in order.enumerated() {
            let sets = detail.sets.filter { $0.exerciseId == exerciseId }
            let working = sets.filter(\.kind.isWorking)
            let last = working.last ?? sets.last!
            try TemplateExercise(templateId: template.id!, position: position + 1, exerciseId: exerciseId,
                                 sets: max(1, working.count), weightKg: last.weightKg, reps: last.reps).insert(db)
        }
        return template
    }

    @discardableResult
    public func delete(_ name: String) throws -> Template {
        try database.writer.write { db in
            let template = try Self.require(db, name)
            _ = try template.delete(db)
            return template
        }
    }

    static func plan(_ db: Database, _ template: Template) throws -> Plan {
        let rows = try TemplateExercise.filter(Column("templateId") == template.id!).order(Column("position")).fetchAll(db)
        let exercises = Dictionary(uniqueKeysWithValues: try Exercise.fetchAll(db, keys: rows.map(\.exerciseId)).map { ($0.id, $0) })
        return Plan(template: template, items: rows.compactMap { row in
            exercises[row.exerciseId].map { Plan.Item(exercise: $0, sets: row.sets, weightKg: row.weightKg, reps: row.reps) }
        })
    }

    /// The template `name` names: exactly (any case), else the only one it starts.
    static func require(_ db: Database, _ name: String) throws -> Template {
        if let exact = try Template.filter(sql: "name = ? COLLATE NOCASE", arguments: [name]).fetchOne(db) { return exact }
        let all = try Template.fetchAll(db)
        let starts = all.filter { $0.name.lowercased().hasPrefix(name.lowercased()) }
        if starts.count == 1 { return starts[0] }
        throw WorkoutError.unknownTemplate(name, candidates: (starts.isEmpty ? all : starts).map(\.name))
    }
}
