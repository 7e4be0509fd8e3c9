import Foundation
import GRDB

extension HistoryExport {
    /// The whole history as one JSON object (`HistoryDocument`): gyms,
    /// custom exercises (with their muscles), what was changed on any
    /// exercise, templates, programs, and every finished workout with its sets, in kg,
    /// metres and seconds. Workouts are encoded one at a time.
    public func json(to out: inout some TextOutputStream) throws -> Written {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        func encoded<T: Encodable>(_ value: T) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        var written = Written()
        try database.writer.read { db in
            // In an order every synced device shares (not the rows' own ids):
            // the default gym, then by name, which is unique.
            let gyms = try Gym.order(Column("isDefault").desc, Column("name")).fetchAll(db)
            let gymNames = Dictionary(uniqueKeysWithValues: gyms.map { ($0.id!, $0.name) })
            let selected = try GymBook.selectedGym(db).id
            out.write("{\"format\":\"\(HistoryDocument.format)\",\"version\":\(HistoryDocument.version),\"exported_at\":\(try encoded(Date()))")
            out.write(",\"gyms\":" + (try encoded(gyms.map {
                HistoryDocument.Gym(name: $0.name, color: $0.color.rawValue, is_default: $0.isDefault, selected: $0.id == selected)
            })))
            let customs = try Exercise.filter(Exercise.Columns.isCustom == true).order(Column("id")).fetchAll(db)
            let muscles = try ExerciseMuscle.fetchAll(db)
            let byExercise = Dictionary(grouping: muscles, by: \.exerciseId)
            func weights(_ id: String) -> [String: Double] {
                Dictionary(uniqueKeysWithValues: (byExercise[id] ?? []).map { ($0.muscleId, $0.weight) })
            }
            out.write(",\"custom_exercises\":" + (try encoded(customs.map { e in
                HistoryDocument.CustomExercise(id: e.id, name: e.name, movement: e.movement, equipment: e.equipment, type: e.type.rawValue,
                                               unmapped: e.isUnmapped, muscles: weights(e.id), dimensions: e.dimensions,
                                               gym: e.gymId.flatMap { gymNames[$0] }, variation_of: e.variationOf)
            })))
            var gymNotes: [String: [String: String]] = [:]
            for note in try ExerciseGymNote.fetchAll(db) { gymNotes[note.exerciseId, default: [:]][gymNames[note.gymId] ?? ""] = note.note }
            let changed = try Exercise.filter(sql: """
                restEdited OR NOT autoTimer OR isFavorite OR isHidden OR note IS NOT NULL OR musclesEdited
                OR incrementKg IS NOT NULL OR bodyweightShare IS NOT NULL OR barKg IS NOT NULL
                OR id IN (SELECT exerciseId FROM exerciseGymNote)
                """).order(Column("id")).fetchAll(db)
            out.write(",\"exercise_settings\":" + (try encoded(changed.map { e in
                HistoryDocument.ExerciseSettings(exercise_id: e.id, rest_s: e.restEdited ? e.restSeconds : nil, auto_timer: e.autoTimer,
                                                 favorite: e.isFavorite, hidden: e.isHidden, note: e.note,
                                                 muscles: e.musclesEdited ? weights(e.id) : nil, gym_notes: gymNotes[e.id] ?? [:],
                                                 increment_kg: e.incrementKg, bodyweight_share: e.bodyweightShare, bar_kg: e.barKg)
            })))
            let templates = try Template.order(Column("name")).fetchAll(db).map { try TemplateBook.plan(db, $0) }
            out.write(",\"templates\":" + (try encoded(templates.map { plan in
                HistoryDocument.Template(name: plan.template.name, exercises: plan.items.map {
                    .init(exercise_id: $0.exercise.id, exercise: $0.exercise.name, sets: $0.sets, weight_kg: $0.weightKg, reps: $0.reps,
                          rep_min: $0.range?.min, rep_max: $0.range?.max, increment_kg: $0.incrementKg,
                          superset: $0.superset, planned_sets: $0.plannedSets.isEmpty ? nil : $0.plannedSets)
                })
            })))
            out.write(",\"bodyweight\":" + (try encoded(try BodyweightEntry.order(Column("measuredAt"), Column("uid")).fetchAll(db).map {
                HistoryDocument.Weighin(measured_at: $0.measuredAt, kg: $0.kg)
            })))
            out.write(",\"programs\":" + (try encoded(try StoredProgram.order(sql: "name COLLATE NOCASE").fetchAll(db).map {
                HistoryDocument.Program(name: $0.name, source: $0.source, exercises: $0.exerciseIds, edits: try $0.edits(db).map {
                    .init(days_done: $0.daysDone, exercise: $0.exercise, variable: $0.variable, value: $0.value, made_at: $0.madeAt)
                }, unit: $0.unit, created_at: $0.createdAt, active_since: $0.activeSince)
            })))
            out.write(",\"workouts\":[")
            let notes = try Self.exerciseNotes(db)
            let cursor = try Row.fetchCursor(db, sql: Self.setsSQL(inProgressToo: true))
            var current: HistoryDocument.Workout?
            var currentId: Int64?
            let shared = SyncJournal.of(db)?.device != nil
            func flush() throws {
                guard let w = current else { return }
                out.write((written.workouts > 1 ? "," : "") + (try encoded(w)))
            }
            while let row = try cursor.next() {
                let workoutId: Int64 = row["workoutId"]
                if currentId != workoutId {
                    try flush()
                    currentId = workoutId
                    written.workouts += 1
                    let gymId: Int64? = row["workoutGym"]
                    let uid: String? = row["workoutUid"]
                    current = HistoryDocument.Workout(
                        id: shared && uid != nil ? .shared(String(uid!.prefix(RowNames.shown))) : .number(workoutId), name: row["workoutName"], gym: gymId.flatMap { gymNames[$0] } ?? "",
                        started_at: row["startedAt"], ended_at: row["endedAt"],
                        in_progress: (row["endedAt"] as Date?) == nil ? true : nil, note: row["workoutNote"],
                        exercise_notes: (notes[workoutId] ?? [:]).map { .init(exercise_id: $0.key, note: $0.value) }.sorted { $0.exercise_id < $1.exercise_id },
                        sets: [], program: row["programName"], program_day: row["programDay"],
                        program_plan: ProgramDayPlan.decoded(row["programPlan"]))
                }
                current!.sets.append(HistoryDocument.WorkoutSetEntry(
                    exercise_id: row["exerciseId"], exercise: row["exerciseName"], kind: row["kind"], weight_kg: row["weightKg"],
                    reps: row["reps"], seconds: row["seconds"], distance_m: row["distanceM"], rpe: row["rpe"],
                    rest_before_s: row["restBeforeSeconds"], logged_at: row["loggedAt"], note: row["note"], superset: row["supersetGroup"],
                    rest_after_s: row["restAfterSeconds"], rest_given_s: row["restGivenSeconds"]))
                written.sets += 1
            }
            try flush()
            out.write("]}\n")
        }
        return written
    }
}
