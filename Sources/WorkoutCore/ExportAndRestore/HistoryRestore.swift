import Foundation
import GRDB

/// Restores a history document written by `export json` (`HistoryDocument`):
/// gyms, custom exercises, exercise settings, templates, workouts with their
/// sets and notes. One transaction: it lands whole or not at all.
///
/// Nothing is added twice: a gym, custom exercise or template that exists
/// (by name; a custom exercise also by id) is kept as it is, and a workout
/// already in the log (same gym, name and start) is skipped with its sets.
/// So restoring into an empty log reproduces the exported one, and
/// restoring the same document again adds nothing. Exercise settings are
/// applied as the document says (it is a restore). The document is read
/// whole: memory grows with its size, unlike the CSV imports.
public struct HistoryRestore: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    public struct Summary: Sendable, Encodable, Equatable {
        public var gyms = 0
        public var exercises = 0
        public var templates = 0
        public var programs = 0
        public var workouts = 0
        public var sets = 0
        /// Workouts already in the log, left as they are.
        public var skippedWorkouts = 0
        public var dryRun = false

        enum CodingKeys: String, CodingKey {
            case gyms, exercises, templates, programs, workouts, sets
            case skippedWorkouts = "skipped_workouts", dryRun = "dry_run"
        }
    }

    /// Whether `path` looks like a history document (its first non-blank byte is `{`).
    public static func isDocument(path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64)) ?? Data()
        return head.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "{")
    }

    public func run(path: String, dryRun: Bool = false) throws -> Summary {
        guard let data = FileManager.default.contents(atPath: path) else { throw WorkoutError.refused("cannot read \(path)") }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let document: HistoryDocument.Document
        do { document = try decoder.decode(HistoryDocument.Document.self, from: data) } catch {
            throw WorkoutError.invalidInput("\(path) is not a gym-timer history document: \(Self.reason(error))")
        }
        guard document.format == HistoryDocument.format, (1...HistoryDocument.version).contains(document.version) else {
            throw WorkoutError.invalidInput("\(path) is a \(document.format) document version \(document.version); this version reads \(HistoryDocument.format) 1 to \(HistoryDocument.version)")
        }
        let movements = database.movements
        do {
            return try database.write { db in
                var summary = Summary(dryRun: dryRun)
                let gyms = try restoreGyms(db, document.gyms, summary: &summary)
                let exerciseIds = try restoreExercises(db, document, gyms: gyms, movements: movements, summary: &summary)
                try restoreTemplates(db, document.templates, exercises: exerciseIds, summary: &summary)
                let programs = try Self.restorePrograms(db, document.programs ?? [], exercises: exerciseIds, summary: &summary)
                try restoreWorkouts(db, document.workouts, gyms: gyms, exercises: exerciseIds, programs: programs, summary: &summary)
                try Self.restoreBodyweight(db, document.bodyweight ?? [])
                if dryRun { throw DryRun(summary: summary) }
                return summary
            }
        } catch let dry as DryRun {
            return dry.summary
        }
    }

    /// Rolls a dry run's transaction back while keeping what it counted.
    private struct DryRun: Error { let summary: Summary }

    /// Gym name in the document → gym id here. The document's default gym
    /// becomes this log's default gym when no gym has its name.
    private func restoreGyms(_ db: Database, _ gyms: [HistoryDocument.Gym], summary: inout Summary) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        // The document's selected gym is taken only by a log with no workouts yet.
        let restoringIntoEmptyLog = try Workout.fetchCount(db) == 0
        for g in gyms {
            if let existing = try GymBook.find(db, g.name) {
                ids[g.name] = existing.id!
            } else if g.is_default, var ours = try Gym.filter(Gym.Columns.isDefault == true).fetchOne(db),
                      !ids.values.contains(ours.id!),
                      try Workout.filter(Column("gymId") == ours.id!).fetchCount(db) == 0 {
                // Only an unused default gym takes the document's name: one
                // with history keeps its own, and the document's gets added.
                ours.name = g.name
                ours.color = GymColor(rawValue: g.color) ?? ours.color
                try ours.update(db)
                ids[g.name] = ours.id!
            } else {
                var gym = Gym(id: nil, name: g.name, color: GymColor(rawValue: g.color) ?? .blue, isDefault: false,
                              lastUsedAt: nil, createdAt: Date())
                try gym.insert(db)
                ids[g.name] = gym.id!
                summary.gyms += 1
            }
            if g.selected == true, restoringIntoEmptyLog { try Setting.set(db, .selectedGym, String(ids[g.name]!)) }
        }
        return ids
    }

    /// Exercise id in the document → exercise id here.
    private func restoreExercises(_ db: Database, _ document: HistoryDocument.Document, gyms: [String: Int64],
                                  movements: MovementCatalog, summary: inout Summary) throws -> [String: String] {
        var ids: [String: String] = [:]
        for c in document.custom_exercises {
            if try Exercise.exists(db, key: c.id) { ids[c.id] = c.id; continue }
            if let same = try Exercise.fetchOne(db, sql: "SELECT * FROM exercise WHERE name = ? COLLATE NOCASE", arguments: [c.name]) {
                ids[c.id] = same.id
                continue
            }
            guard let type = ExerciseType(rawValue: c.type) else {
                throw WorkoutError.invalidInput("custom exercise \(c.name) has an unknown type \"\(c.type)\"")
            }
            try Exercise(id: c.id, name: c.name, aliases: [], movement: c.movement, equipment: c.equipment, type: type,
                         restSeconds: 0, popularity: 0, isCustom: true, isUnmapped: c.unmapped, isHidden: false,
                         isFavorite: false, autoTimer: true, note: nil, gymId: c.gym.flatMap { gyms[$0] },
                         musclesEdited: false, restEdited: false, dimensions: c.dimensions ?? [:]).insert(db)
            try ExerciseLibrary.replaceMuscles(db, of: c.id, with: c.muscles)
            ids[c.id] = c.id
            summary.exercises += 1
        }
        // Variations link once every exercise they may name is here.
        for c in document.custom_exercises {
            guard let parent = c.variation_of, let id = ids[c.id] else { continue }
            let target = ids[parent] ?? parent
            guard target != id, try Exercise.exists(db, key: target) else { continue }
            try db.execute(sql: "UPDATE exercise SET variationOf = ? WHERE id = ? AND variationOf IS NULL", arguments: [target, id])
        }
        try ExerciseSearch.reindex(db, ids: Array(Set(ids.values)))
        for s in document.exercise_settings ?? [] {
            let id = ids[s.exercise_id] ?? s.exercise_id
            guard var exercise = try Exercise.fetchOne(db, key: id) else { continue } // a preset this version lacks
            if let rest = s.rest_s { exercise.restSeconds = rest; exercise.restEdited = true }
            exercise.autoTimer = s.auto_timer
            exercise.isFavorite = s.favorite
            exercise.isHidden = s.hidden
            exercise.note = s.note
            exercise.incrementKg = s.increment_kg
            exercise.bodyweightShare = s.bodyweight_share
            exercise.barKg = s.bar_kg
            if let muscles = s.muscles {
                try ExerciseLibrary.replaceMuscles(db, of: id, with: muscles)
                exercise.musclesEdited = true
            }
            try exercise.update(db)
            for (gym, note) in s.gym_notes {
                guard let gymId = gyms[gym] else { continue }
                try ExerciseGymNote(exerciseId: id, gymId: gymId, note: note).save(db)
            }
        }
        return ids
    }

    /// Weigh-ins not in the log yet (to the second, as exports keep times).
    static func restoreBodyweight(_ db: Database, _ entries: [HistoryDocument.Weighin]) throws {
        let known = Set(try BodyweightEntry.fetchAll(db).map { Int($0.measuredAt.timeIntervalSince1970.rounded(.down)) })
        for e in entries where !known.contains(Int(e.measured_at.timeIntervalSince1970.rounded(.down))) {
            guard BodyweightLog.plausibleKg.contains(e.kg) else { throw WorkoutError.invalidInput("a body weight of \(e.kg) kg is out of range") }
            var entry = BodyweightEntry(id: nil, measuredAt: e.measured_at, kg: e.kg)
            try entry.insert(db)
        }
    }

    private func restoreTemplates(_ db: Database, _ templates: [HistoryDocument.Template], exercises: [String: String],
                                  summary: inout Summary) throws {
        for t in templates where try Template.filter(sql: "name = ? COLLATE NOCASE", arguments: [t.name]).fetchCount(db) == 0 {
            var template = Template(id: nil, name: t.name, createdAt: Date())
            try template.insert(db)
            for (position, item) in t.exercises.enumerated() {
                let id = exercises[item.exercise_id] ?? item.exercise_id
                guard try Exercise.exists(db, key: id) else { continue }
                try TemplateExercise(templateId: template.id!, position: position + 1, exerciseId: id, sets: item.sets,
                                     weightKg: item.weight_kg, reps: item.reps, repMin: item.rep_min, repMax: item.rep_max,
                                     incrementKg: item.increment_kg, supersetGroup: item.superset,
                                     plannedSets: item.planned_sets).insert(db)
            }
            summary.templates += 1
        }
    }

    /// Programs the log has no program of that name for; returns every
    /// program name of the document → its id here.
    static func restorePrograms(_ db: Database, _ programs: [HistoryDocument.Program], exercises: [String: String],
                                summary: inout Summary) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for p in programs {
            if let id = try Int64.fetchOne(db, sql: "SELECT id FROM program WHERE name = ? COLLATE NOCASE", arguments: [p.name]) {
                ids[p.name] = id
                continue
            }
            let mapped = p.exercises.mapValues { exercises[$0] ?? $0 }
            let running = try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM program WHERE activeSince IS NOT NULL)") ?? false
            var stored = StoredProgram(id: nil, name: p.name, source: p.source, exercises: StoredProgram.encoded(mapped),
                                       unit: p.unit == "lb" ? "lb" : "kg", createdAt: p.created_at,
                                       activeSince: running ? nil : p.active_since)
            try stored.insert(db)
            for e in p.edits {
                var edit = ProgramEdit(programId: stored.id!, daysDone: e.days_done, exercise: e.exercise, variable: e.variable,
                                       value: e.value, madeAt: e.made_at)
                try edit.insert(db)
            }
            ids[p.name] = stored.id
            summary.programs += 1
        }
        return ids
    }

    private func restoreWorkouts(_ db: Database, _ workouts: [HistoryDocument.Workout], gyms: [String: Int64],
                                 exercises: [String: String], programs: [String: Int64], summary: inout Summary) throws {
        for w in workouts {
            guard let gymId = try gyms[w.gym] ?? GymBook.find(db, w.gym)?.id else {
                throw WorkoutError.invalidInput("workout \(w.name) names a gym \"\(w.gym)\" the document does not list")
            }
            // The document's times are whole seconds; the log's have milliseconds.
            let second = w.started_at.timeIntervalSince1970.rounded(.down)
            let existing = try Workout.filter(Column("gymId") == gymId && Column("name") == w.name
                && Column("startedAt") >= Date(timeIntervalSince1970: second)
                && Column("startedAt") < Date(timeIntervalSince1970: second + 1)).fetchCount(db)
            // One workout in progress at a time: a restored one waits if one is running.
            let blocked = w.ended_at == nil ? try WorkoutLog.activeWorkout(db) != nil : false
            guard existing == 0, !blocked else {
                summary.skippedWorkouts += 1
                continue
            }
            var workout = Workout(gymId: gymId, name: w.name, startedAt: w.started_at, endedAt: w.ended_at, note: w.note)
            if let program = w.program.flatMap({ programs[$0] }) {
                workout.programId = program
                workout.programDay = w.program_day
                workout.programPlan = w.program_plan.map { plan in
                    var plan = plan
                    for i in plan.exercises.indices { plan.exercises[i].exerciseId = exercises[plan.exercises[i].exerciseId] ?? plan.exercises[i].exerciseId }
                    return StoredProgram.encoded(plan)
                }
            }
            try workout.insert(db)
            for (position, s) in w.sets.enumerated() {
                let id = exercises[s.exercise_id] ?? s.exercise_id
                guard try Exercise.exists(db, key: id) else {
                    throw WorkoutError.invalidInput("a set of workout \(w.name) names exercise \"\(s.exercise)\" (\(s.exercise_id)), which the document does not define")
                }
                guard let kind = SetKind(rawValue: s.kind) else { throw WorkoutError.invalidInput("a set has an unknown kind \"\(s.kind)\"") }
                var set = WorkoutSet(id: nil, workoutId: workout.id!, exerciseId: id, position: position + 1, kind: kind,
                                     weightKg: s.weight_kg, reps: s.reps, seconds: s.seconds, distanceM: s.distance_m, rpe: s.rpe,
                                     restBeforeSeconds: s.rest_before_s, loggedAt: s.logged_at, note: s.note, supersetGroup: s.superset,
                                     restAfterSeconds: s.rest_after_s, restGivenSeconds: s.rest_given_s)
                try set.insert(db)
                summary.sets += 1
            }
            for note in w.exercise_notes {
                try db.execute(sql: "INSERT INTO workoutExerciseNote(workoutId, exerciseId, note) VALUES (?, ?, ?)",
                               arguments: [workout.id, exercises[note.exercise_id] ?? note.exercise_id, note.note])
            }
            summary.workouts += 1
        }
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "\"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
        case DecodingError.dataCorrupted(let context): context.debugDescription
        default: "\(error)"
        }
    }
}
