import Foundation
import GRDB
import Notation

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
            /// The planned rep range, for double progression; nil: repeat last time.
            public var range: RepRange?
            /// The step the target weight goes up by, when set for this plan.
            public var incrementKg: Double?
            /// Its superset in the plan: items sharing one are done in rounds.
            public var superset: Int? = nil
            /// Every set as saved from a workout (warm-ups included), in
            /// order; empty for an exercise planned as sets × reps.
            public var plannedSets: [PlannedSet] = []
            /// A program's prescription (`ProgramDayPlan`): the planned
            /// sets are the targets as they are, progressed by the program
            /// rather than by double progression.
            public var prescribed = false
        }
        public var template: Template
        public var items: [Item]

        /// The items done in rounds with the item of `exercise` (itself
        /// included, in plan order); nil when it is in no superset.
        public func round(of exercise: String) -> [Item]? {
            guard let group = items.first(where: { $0.exercise.id == exercise })?.superset else { return nil }
            let members = items.filter { $0.superset == group }
            return members.count > 1 ? members : nil
        }

        /// Superset group → its letter (`A`, `B`, …) in plan order.
        public var supersetLetters: [Int: String] {
            var letters: [Int: String] = [:]
            for item in items {
                guard let group = item.superset, letters[group] == nil, round(of: item.exercise.id) != nil else { continue }
                letters[group] = SetNumbering.letter(letters.count)
            }
            return letters
        }
    }

    public func list() throws -> [Plan] {
        try database.writer.read { db in
            try Template.order(Column("name").collating(.nocase)).fetchAll(db).map { try Self.plan(db, $0) }
        }
    }

    public func plan(named name: String) throws -> Plan {
        try database.writer.read { db in try Self.plan(db, Self.require(db, name)) }
    }

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
        return try database.write { db in
            if let clash = try Template.filter(sql: "name = ? COLLATE NOCASE", arguments: [trimmed]).fetchOne(db) {
                throw WorkoutError.templateExists(clash.name)
            }
            return try Self.plan(db, Self.save(db, name: trimmed, from: workoutId))
        }
    }

    /// Writes template `name` from workout `workoutId` (the name is free):
    /// its exercises in the order first logged, each with every set as it
    /// was done (warm-ups included), the number of working sets, the
    /// weight × reps of the last working set, and the superset it was
    /// done in (the first it joined, renumbered in order).
    static func save(_ db: Database, name: String, from workoutId: Int64) throws -> Template {
        let detail = try HistoryBook.detail(db, workoutId)
        var order: [String] = []
        for set in detail.sets where !order.contains(set.exerciseId) { order.append(set.exerciseId) }
        guard !order.isEmpty else { throw WorkoutError.refused("workout \(RowNames.workout(db, workoutId)) has no sets to plan from") }
        var template = Template(id: nil, name: name, createdAt: Date())
        try template.insert(db)
        var groups: [Int: Int] = [:]
        for (position, exerciseId) in order.enumerated() {
            let sets = detail.sets.filter { $0.exerciseId == exerciseId }
            let working = sets.filter(\.kind.isWorking)
            let last = working.last ?? sets.last!
            let group = sets.lazy.compactMap(\.supersetGroup).first.map { workoutGroup in
                if let known = groups[workoutGroup] { return known }
                groups[workoutGroup] = groups.count + 1
                return groups.count
            }
            try TemplateExercise(templateId: template.id!, position: position + 1, exerciseId: exerciseId,
                                 sets: max(1, working.count), weightKg: last.weightKg, reps: last.reps,
                                 supersetGroup: group, plannedSets: sets.map(PlannedSet.init)).insert(db)
        }
        // The workout it came from is the template's first: the next one from it is compared with it.
        try db.execute(sql: "UPDATE workout SET templateId = ? WHERE id = ? AND templateId IS NULL", arguments: [template.id, workoutId])
        return template
    }

    /// How a template plans one exercise: `3x8-12` (sets × rep range),
    /// `5x5` (a fixed number of reps), with an optional increment.
    public struct PlanSpec: Sendable, Equatable {
        public var sets: Int
        public var range: RepRange

        /// `3x8-12`, `5x5`, `3 x 8-12`.
        public static func parse(_ text: String) throws(WorkoutError) -> PlanSpec {
            let t = text.lowercased().replacingOccurrences(of: " ", with: "")
            let fail = WorkoutError.invalidInput("invalid plan \"\(text)\"; use sets x reps, e.g. 3x8-12 or 5x5")
            let parts = t.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let sets = Int(parts[0]), (1...20).contains(sets) else { throw fail }
            let reps = parts[1].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard (1...2).contains(reps.count), let low = reps.first!, let high = reps.last!,
                  low >= 1, high >= low, high <= SetNotation.maximumReps else { throw fail }
            return PlanSpec(sets: sets, range: RepRange(min: low, max: high))
        }
    }

    /// Plans `exercise` in template `name` as `spec` (adding it at the end
    /// when it is not in the plan yet), with `incrementKg` as its step when
    /// given. A template of that name (exactly, any case) that does not
    /// exist yet is created.
    /// How a planned exercise stands to its neighbours: `.join` does it
    /// in rounds with the exercise planned just before it (as `log
    /// --superset` joins the set before), `.alone` takes it out of its superset.
    public enum Pairing: Sendable { case join, alone }

    /// Plans `exercise` in template `name` as `spec` (adding it at the end
    /// when it is not in the plan yet), with `incrementKg` as its step when
    /// given. A template of that name (exactly, any case) that does not
    /// exist yet is created. The spec replaces the sets saved from a
    /// workout: a range is planned anew. `pairing` joins it to the
    /// superset of the exercise before it, or takes it out of its own.
    @discardableResult
    public func plan(_ name: String, exercise query: String, spec: PlanSpec, incrementKg: Double? = nil,
                     weightKg: Double? = nil, pairing: Pairing? = nil) throws -> (plan: Plan, created: Bool) {
        if let incrementKg, !(incrementKg > 0 && incrementKg <= 100) {
            throw WorkoutError.weightOutOfRange(what: "increment", low: Mass(kilograms: 0), high: Mass(kilograms: 100), lowIncluded: false)
        }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 60 else { throw WorkoutError.invalidInput("template names are 1 to 60 characters") }
        return try database.write { db in
            let exercise = try ExerciseSearch.find(db, query)
            guard exercise.type != .duration, exercise.type != .distanceDuration else {
                throw WorkoutError.refused("\(exercise.name) is timed; a plan in sets × reps is for exercises with reps")
            }
            var created = false
            let template: Template
            // The exact name only: a prefix that happens to match would change another plan.
            if let existing = try Template.filter(sql: "name = ? COLLATE NOCASE", arguments: [trimmed]).fetchOne(db) {
                template = existing
            } else {
                var new = Template(id: nil, name: trimmed, createdAt: Date())
                try new.insert(db)
                template = new
                created = true
            }
            let rows = try TemplateExercise.filter(Column("templateId") == template.id!).fetchAll(db)
            var row = rows.first { $0.exerciseId == exercise.id }
                ?? TemplateExercise(templateId: template.id!, position: (rows.map(\.position).max() ?? 0) + 1,
                                    exerciseId: exercise.id, sets: spec.sets)
            row.sets = spec.sets
            row.repMin = spec.range.min
            row.repMax = spec.range.max
            row.reps = row.reps ?? spec.range.min
            row.plannedSets = nil
            if let incrementKg { row.incrementKg = incrementKg }
            if let weightKg { row.weightKg = weightKg }
            switch pairing {
            case .join:
                guard var before = rows.filter({ $0.position < row.position }).max(by: { $0.position < $1.position }) else {
                    throw WorkoutError.refused("\(exercise.name) is the first exercise of \(template.name): a superset joins the exercise planned before it")
                }
                if before.supersetGroup == nil {
                    before.supersetGroup = (rows.compactMap(\.supersetGroup).max() ?? 0) + 1
                    try before.update(db)
                }
                row.supersetGroup = before.supersetGroup
            case .alone: row.supersetGroup = nil
            case nil: break
            }
            try row.save(db)
            try Self.dissolveLoneSupersets(db, template: template.id!)
            return (try Self.plan(db, template), created)
        }
    }

    /// A superset needs two exercises: a group left with one is none.
    static func dissolveLoneSupersets(_ db: Database, template: Int64) throws {
        try db.execute(sql: """
            UPDATE templateExercise SET supersetGroup = NULL WHERE templateId = ?1 AND supersetGroup IN (
                SELECT supersetGroup FROM templateExercise WHERE templateId = ?1 AND supersetGroup IS NOT NULL
                GROUP BY supersetGroup HAVING COUNT(*) < 2)
            """, arguments: [template])
    }

    @discardableResult
    public func delete(_ name: String) throws -> Template {
        try database.write { db in
            let template = try Self.require(db, name)
            _ = try template.delete(db)
            return template
        }
    }

    /// Today's target for each exercise of `plan` at `gym` (nil where there
    /// is nothing to aim at), in the plan's order.
    public func targets(_ plan: Plan, at gym: Gym, loading: Loading = .kilograms) throws -> [ExerciseTarget?] {
        try database.writer.read { db in
            try plan.items.map { item in
                try Progression.target(db, exercise: item.exercise, item: item,
                                       previous: WorkoutLog.previousSet(db, exercise: item.exercise.id, gym: gym, before: -1), loading: loading)
            }
        }
    }

    static func plan(_ db: Database, _ template: Template) throws -> Plan {
        let rows = try TemplateExercise.filter(Column("templateId") == template.id!).order(Column("position")).fetchAll(db)
        let exercises = Dictionary(uniqueKeysWithValues: try Exercise.fetchAll(db, keys: rows.map(\.exerciseId)).map { ($0.id, $0) })
        return Plan(template: template, items: rows.compactMap { row in
            exercises[row.exerciseId].map {
                Plan.Item(exercise: $0, sets: row.sets, weightKg: row.weightKg, reps: row.reps,
                          range: row.repMin.flatMap { min in row.repMax.map { RepRange(min: min, max: $0) } },
                          incrementKg: row.incrementKg, superset: row.supersetGroup, plannedSets: row.plannedSets ?? [])
            }
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
