import Foundation
import GRDB

extension HistoryExport {
    /// The whole history as one JSON object: gyms, custom exercises (with
    /// their muscles), templates, and every workout with its sets, in kg,
    /// metres and seconds. Workouts are encoded one at a time.
    public func json(to out: inout some TextOutputStream) throws -> Written {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        func encoded<T: Encodable>(_ value: T) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        var written = Written()
        try database.writer.read { db in
            let gyms = try Gym.fetchAll(db)
            let gymNames = Dictionary(uniqueKeysWithValues: gyms.map { ($0.id!, $0.name) })
            out.write("{\"format\":\"gym-timer-history\",\"version\":1,\"exported_at\":\(try encoded(Date()))")
            out.write(",\"gyms\":" + (try encoded(gyms.map { GymJSON(name: $0.name, color: $0.color.rawValue, is_default: $0.isDefault) })))
            let customs = try Exercise.filter(Exercise.Columns.isCustom == true).order(Column("id")).fetchAll(db)
            let muscles = try ExerciseMuscle.fetchAll(db)
            let byExercise = Dictionary(grouping: muscles, by: \.exerciseId)
            out.write(",\"custom_exercises\":" + (try encoded(customs.map { e in
                CustomJSON(id: e.id, name: e.name, movement: e.movement, equipment: e.equipment, type: e.type.rawValue,
                           unmapped: e.isUnmapped, muscles: Dictionary(uniqueKeysWithValues: (byExercise[e.id] ?? []).map { ($0.muscleId, $0.weight) }))
            })))
            let templates = try Template.order(Column("name")).fetchAll(db).map { try TemplateBook.plan(db, $0) }
            out.write(",\"templates\":" + (try encoded(templates.map { plan in
                TemplateJSON(name: plan.template.name, exercises: plan.items.map {
                    .init(exercise_id: $0.exercise.id, exercise: $0.exercise.name, sets: $0.sets, weight_kg: $0.weightKg, reps: $0.reps)
                })
            })))
            out.write(",\"workouts\":[")
            let notes = try Self.exerciseNotes(db)
            let cursor = try Row.fetchCursor(db, sql: Self.setsSQL)
            var current: WorkoutJSON?
            func flush() throws {
                guard let w = current else { return }
                out.write((written.workouts > 1 ? "," : "") + (try encoded(w)))
            }
            while let row = try cursor.next() {
                let workoutId: Int64 = row["workoutId"]
                if current?.id != workoutId {
                    try flush()
                    written.workouts += 1
                    let gymId: Int64? = row["workoutGym"]
                    current = WorkoutJSON(
                        id: workoutId, name: row["workoutName"], gym: gymId.flatMap { gymNames[$0] } ?? "",
                        started_at: row["startedAt"], ended_at: row["endedAt"], note: row["workoutNote"],
                        exercise_notes: (notes[workoutId] ?? [:]).map { .init(exercise_id: $0.key, note: $0.value) }.sorted { $0.exercise_id < $1.exercise_id },
                        sets: [])
                }
                current!.sets.append(SetJSON(
                    exercise_id: row["exerciseId"], exercise: row["exerciseName"], kind: row["kind"], weight_kg: row["weightKg"],
                    reps: row["reps"], seconds: row["seconds"], distance_m: row["distanceM"], rpe: row["rpe"],
                    rest_before_s: row["restBeforeSeconds"], logged_at: row["loggedAt"], note: row["note"], superset: row["supersetGroup"]))
                written.sets += 1
            }
            try flush()
            out.write("]}\n")
        }
        return written
    }
}

private struct GymJSON: Encodable { let name, color: String; let is_default: Bool }
private struct CustomJSON: Encodable {
    let id, name, movement, equipment, type: String
    let unmapped: Bool
    let muscles: [String: Double]
}
private struct TemplateJSON: Encodable {
    struct Item: Encodable { let exercise_id, exercise: String; let sets: Int; let weight_kg: Double?; let reps: Int? }
    let name: String
    let exercises: [Item]
}
private struct WorkoutJSON: Encodable {
    struct Note: Encodable { let exercise_id, note: String }
    let id: Int64
    let name, gym: String
    let started_at: Date
    let ended_at: Date?
    let note: String?
    let exercise_notes: [Note]
    var sets: [SetJSON]
}
private struct SetJSON: Encodable {
    let exercise_id, exercise, kind: String
    let weight_kg: Double?
    let reps: Int?
    let seconds, distance_m, rpe, rest_before_s: Double?
    let logged_at: Date
    let note: String?
    let superset: Int?
}
