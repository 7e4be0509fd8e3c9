import Foundation
import GRDB
import Notation

/// Moving through a workout one exercise at a time, as a workout screen
/// does: the next set of a chosen exercise, or of the plan's next exercise.
extension WorkoutLog {
    /// The next set of the exercise `query` names, in the workout in
    /// progress (or the first set of one not started yet, at the selected
    /// gym): its number, last time and today's target.
    public func upNext(of query: String, loading: Loading = .kilograms) throws -> NextUp {
        try database.writer.read { db in try Self.upNext(db, exercise: try ExerciseSearch.find(db, query), loading: loading) }
    }

    /// The same for an exercise already known by its id.
    public func upNext(ofExercise id: String, loading: Loading = .kilograms) throws -> NextUp {
        try database.writer.read { db in
            guard let exercise = try Exercise.fetchOne(db, key: id) else { throw WorkoutError.unknownExercise(id) }
            return try Self.upNext(db, exercise: exercise, loading: loading)
        }
    }

    /// The exercise after `id` in the workout's template that still has
    /// planned sets to do, going round to the plan's start; with its next
    /// set. Nil when the workout follows no template, or no other planned
    /// exercise has sets left (moving on is then the lifter's choice).
    public func plannedExercise(after id: String, loading: Loading = .kilograms) throws -> NextUp? {
        try database.writer.read { db in
            guard let workout = try Self.activeWorkout(db), let plan = try Self.plan(of: workout, db) else { return nil }
            let done = try Self.doneCounts(db, workout: workout.id!)
            let items = plan.items
            let start = (items.firstIndex { $0.exercise.id == id }).map { $0 + 1 } ?? 0
            let order = items[start...] + items[..<min(start, items.count)]
            guard let item = order.first(where: { $0.exercise.id != id && (done[$0.exercise.id]?.working ?? 0) < $0.sets }) else {
                return nil
            }
            return try Self.upNext(db, exercise: item.exercise, loading: loading)
        }
    }

    static func upNext(_ db: Database, exercise: Exercise, loading: Loading) throws -> NextUp {
        let workout = try activeWorkout(db)
        let gym = try workout.flatMap { try Gym.fetchOne(db, key: $0.gymId) } ?? GymBook.selectedGym(db)
        return try upNext(db, exercise: exercise, workout: workout, gym: gym,
                          previous: try previousSet(db, exercise: exercise.id, gym: gym, before: workout?.id ?? -1), loading: loading)
    }

    /// What the lifter wrote about `exercise` (`NextUp.notes`): its note,
    /// its note at `gym`, and the note of its last session.
    static func notes(_ db: Database, exercise: Exercise, gym: Gym) throws -> [String] {
        var notes = exercise.note.map { [$0] } ?? []
        if let here = try String.fetchOne(db, sql: "SELECT note FROM exerciseGymNote WHERE exerciseId = ? AND gymId = ?",
                                          arguments: [exercise.id, gym.id]) { notes.append("at \(gym.name): \(here)") }
        if let last = try Row.fetchOne(db, sql: """
            SELECT n.note, w.startedAt FROM workoutExerciseNote n JOIN workout w ON w.id = n.workoutId
            WHERE n.exerciseId = ? ORDER BY w.startedAt DESC LIMIT 1
            """, arguments: [exercise.id]) {
            let when: Date = last["startedAt"]
            notes.append("\(LocalTime.day(when.timeIntervalSince1970)): \(last["note"] as String)")
        }
        return notes
    }
}
