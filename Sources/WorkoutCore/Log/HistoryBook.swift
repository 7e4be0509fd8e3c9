import Foundation
import GRDB
import Notation

/// Past workouts and their sets, and fixing mistakes in them: every edit is
/// one transaction, committed before it returns.
public struct HistoryBook: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    /// A workout with its gym, its sets in order and their exercises.
    public struct Detail: Sendable {
        public var workout: Workout
        public var gym: Gym
        public var sets: [WorkoutSet]
        public var exercises: [String: Exercise]
        /// Set id → its label within its exercise (`SetNumbering`), from
        /// all the workout's sets, so they hold when `sets` is narrowed.
        public let numbers: [Int64: SetLabel]
        /// Superset group → exercise id → `A1`, `A2`, …
        public let supersets: [Int: [String: String]]
        /// Exercise id → this workout's note on it (a Strong note row, Hevy's
        /// exercise notes).
        public var exerciseNotes: [String: String] = [:]

        init(workout: Workout, gym: Gym, sets: [WorkoutSet], exercises: [String: Exercise], planned: [String: Int] = [:]) {
            self.workout = workout
            self.gym = gym
            self.sets = sets
            self.exercises = exercises
            numbers = SetNumbering.labels(sets, planned: planned)
            supersets = SetNumbering.supersetLabels(sets)
        }
    }

    /// A workout as a listing shows it.
    public struct Summary: Sendable, Encodable {
        public var id: Int64
        public var name: String
        public var gym: String
        public var startedAt: Date
        public var endedAt: Date?
        public var sets: Int
    }

    /// Workouts newest first, at most `limit`; only at `gym` (which must
    /// exist) when given. `sessions` lists one exercise's workouts.
    public func list(limit: Int, gym: String? = nil) throws -> [Summary] {
        try listCounted(limit: limit, gym: gym).rows
    }

    /// `list`, and how many workouts there are in all (at `gym` when
    /// given), read together: a listing cut by its limit says `20 of 358`.
    public func listCounted(limit: Int, gym: String? = nil) throws -> (rows: [Summary], total: Int) {
        guard limit >= 1 else { throw WorkoutError.invalidInput("the limit must be at least 1") }
        return try database.writer.read { db in
            let gymId = try gym.map { try GymBook.require(db, $0).id! }
            let rows = try Row.fetchAll(db, sql: """
                SELECT w.id, w.name, g.name AS gym, w.startedAt, w.endedAt,
                       (SELECT COUNT(*) FROM workoutSet s WHERE s.workoutId = w.id) AS sets
                FROM workout w JOIN gym g ON g.id = w.gymId
                WHERE (?1 IS NULL OR w.gymId = ?1)
                ORDER BY w.startedAt DESC LIMIT ?2
                """, arguments: [gymId, limit]).map {
                Summary(id: $0["id"], name: $0["name"], gym: $0["gym"], startedAt: $0["startedAt"], endedAt: $0["endedAt"], sets: $0["sets"])
            }
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workout WHERE (?1 IS NULL OR gymId = ?1)",
                                         arguments: [gymId]) ?? 0
            return (rows, total)
        }
    }

    /// One exercise in one workout: the workout's number, name, gym and
    /// start, and the exercise's sets in it (warm-ups included, in order).
    public struct ExerciseSession: Sendable {
        public var workoutId: Int64
        public var name: String
        public var gym: String
        public var startedAt: Date
        public var sets: [WorkoutSet]
        /// The best estimated 1RM among the working sets (counting body
        /// weight on a bodyweight movement), if any has a load and reps.
        public var bestE1rmKg: Double?
    }

    /// The sessions of the exercise `query` names, newest first, at most
    /// `limit`, only at `gym` when given.
    public func sessions(of query: String, limit: Int, gym: String? = nil) throws -> (exercise: Exercise, sessions: [ExerciseSession]) {
        let counted = try sessionsCounted(of: query, limit: limit, gym: gym)
        return (counted.exercise, counted.sessions)
    }

    /// `sessions(of:)`, and how many workouts have the exercise in all (at
    /// `gym` when given), read together: `3 of 358 sessions`.
    public func sessionsCounted(of query: String, limit: Int, gym: String? = nil) throws
        -> (exercise: Exercise, sessions: [ExerciseSession], total: Int) {
        guard limit >= 1 else { throw WorkoutError.invalidInput("the limit must be at least 1") }
        return try database.writer.read { db in
            let exercise = try ExerciseSearch.find(db, query, includeHidden: true)
            let gymId = try gym.map { try GymBook.require(db, $0).id! }
            let total = try Int.fetchOne(db, sql: """
                SELECT COUNT(DISTINCT s.workoutId) FROM workoutSet s JOIN workout x ON x.id = s.workoutId
                WHERE s.exerciseId = ?1 AND (?2 IS NULL OR x.gymId = ?2)
                """, arguments: [exercise.id, gymId]) ?? 0
            // Newest workouts first through the (exerciseId, loggedAt) index: a handful of rows on any history.
            let workouts = try Row.fetchAll(db, sql: """
                SELECT w.id, w.name, g.name AS gym, w.startedAt FROM workout w JOIN gym g ON g.id = w.gymId
                WHERE w.id IN (SELECT s.workoutId FROM workoutSet s JOIN workout x ON x.id = s.workoutId
                               WHERE s.exerciseId = ?1 AND (?2 IS NULL OR x.gymId = ?2)
                               GROUP BY s.workoutId ORDER BY MAX(s.loggedAt) DESC LIMIT ?3)
                ORDER BY w.startedAt DESC
                """, arguments: [exercise.id, gymId, limit])
            let ids = workouts.map { $0["id"] as Int64 }
            let sets = Dictionary(grouping: try WorkoutSet.filter(ids.contains(WorkoutSet.Columns.workoutId))
                .filter(WorkoutSet.Columns.exerciseId == exercise.id).order(WorkoutSet.inOrder).fetchAll(db), by: \.workoutId)
            let load = try BodyLoad.loader(db, exercise: exercise)
            let cap = try Epley.maxReps(db)
            return (exercise, workouts.map { row in
                let these = sets[row["id"] as Int64] ?? []
                return ExerciseSession(workoutId: row["id"], name: row["name"], gym: row["gym"], startedAt: row["startedAt"], sets: these,
                                       bestE1rmKg: these.filter(\.kind.isWorking).compactMap { BodyLoad.e1rm($0, load: load($0), maxReps: cap) }.max())
            }, total)
        }
    }

    /// A workout given by number, or by name (the latest of that name).
    public func workout(_ reference: String) throws -> Workout {
        try database.writer.read { db in try Self.workout(db, reference) }
    }

    /// `reference`: the workout's name as `RowNames` shows it (`#12`;
    /// `#9f0e1d2c` while the log syncs), else its name (the latest of it).
    static func workout(_ db: Database, _ reference: String) throws -> Workout {
        let text = reference.hasPrefix("#") ? String(reference.dropFirst()) : reference
        let shared = SyncJournal.of(db)?.device != nil
        let named = reference.hasPrefix("#") || (shared ? text.count >= RowNames.shortest && text.allSatisfy(\.isHexDigit) : Int64(text) != nil)
        if named {
            do {
                let id = try RowNames.resolve(db, reference, table: "workout", kind: "workout", shared: shared)
                guard let workout = try Workout.fetchOne(db, key: id) else { throw WorkoutError.unknownWorkout(id) }
                return workout
            } catch let error as WorkoutError where !reference.hasPrefix("#") && shared {
                // Hex digits that name no workout may be a workout's name (`Beef`).
                guard try Workout.filter(sql: "name = ? COLLATE NOCASE", arguments: [reference]).fetchCount(db) > 0 else { throw error }
            }
        }
        guard let workout = try Workout.filter(sql: "name = ? COLLATE NOCASE", arguments: [reference.trimmingCharacters(in: .whitespaces)])
            .order(Workout.Columns.startedAt.desc).fetchOne(db) else {
            throw WorkoutError.unknownWorkoutName(reference)
        }
        return workout
    }

    public func detail(_ id: Int64) throws -> Detail {
        try database.writer.read { db in try Self.detail(db, id) }
    }

    static func detail(_ db: Database, _ id: Int64) throws -> Detail {
        guard let workout = try Workout.fetchOne(db, key: id) else { throw WorkoutError.unknownWorkout(id) }
        let gym = try Gym.fetchOne(db, key: workout.gymId)!
        let sets = try WorkoutSet.filter(WorkoutSet.Columns.workoutId == id).order(WorkoutSet.inOrder).fetchAll(db)
        let exercises = try Exercise.fetchAll(db, keys: Set(sets.map(\.exerciseId)))
        var detail = Detail(workout: workout, gym: gym, sets: sets, exercises: Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0) }),
                            planned: try WorkoutLog.plannedSets(db, workout: workout))
        for row in try Row.fetchAll(db, sql: "SELECT exerciseId, note FROM workoutExerciseNote WHERE workoutId = ?", arguments: [id]) {
            detail.exerciseNotes[row[0]] = row[1]
        }
        return detail
    }

    /// Changes to one set; nil leaves a field as it is. Only the fields the
    /// set's exercise has can change (`SetField`): reps on a plank are
    /// refused rather than stored beside its time.
    public struct SetEdit: Sendable {
        public var weightKg: Double?
        public var reps: Int?
        public var seconds: Double?
        public var distanceM: Double?
        public var rpe: Double?
        public var kind: SetKind?
        public init(weightKg: Double? = nil, reps: Int? = nil, seconds: Double? = nil, distanceM: Double? = nil,
                    rpe: Double? = nil, kind: SetKind? = nil) {
            self.weightKg = weightKg
            self.reps = reps
            self.seconds = seconds
            self.distanceM = distanceM
            self.rpe = rpe
            self.kind = kind
        }

        var fields: Set<SetField> {
            var f: Set<SetField> = []
            if weightKg != nil { f.insert(.weight) }
            if reps != nil { f.insert(.reps) }
            if seconds != nil { f.insert(.time) }
            if distanceM != nil { f.insert(.distance) }
            return f
        }
        var isEmpty: Bool { fields.isEmpty && rpe == nil && kind == nil }
    }

    /// The edited set and its exercise.
    @discardableResult
    public func editSet(_ id: Int64, _ edit: SetEdit) throws -> (WorkoutSet, Exercise) {
        guard !edit.isEmpty else {
            throw WorkoutError.invalidInput("nothing to change; give a weight, reps, time, distance, RPE or kind")
        }
        if let reps = edit.reps, !(1...SetNotation.maximumReps).contains(reps) {
            throw WorkoutError.invalidInput("reps must be between 1 and \(SetNotation.maximumReps)")
        }
        if let seconds = edit.seconds, !(seconds > 0 && seconds <= 86400) {
            throw WorkoutError.invalidInput("a set's time must be more than 0 and at most 24 hours")
        }
        if let metres = edit.distanceM, !(metres > 0 && metres <= 1_000_000) {
            throw WorkoutError.invalidInput("a set's distance must be more than 0 and at most 1000 km")
        }
        if let rpe = edit.rpe, !(1...10).contains(rpe) { throw WorkoutError.invalidInput("RPE must be between 1 and 10") }
        return try database.write { db in
            guard var set = try WorkoutSet.fetchOne(db, key: id) else { throw WorkoutError.unknownSet(id) }
            let exercise = try Exercise.fetchOne(db, key: set.exerciseId)!
            let foreign = edit.fields.subtracting(exercise.type.fields)
            guard foreign.isEmpty else {
                let names = SetField.allCases.filter(foreign.contains).map(\.rawValue).joined(separator: " or ")
                throw WorkoutError.invalidInput("set \(RowNames.set(db, id)) is \(exercise.name), which takes \(exercise.type.accepted); it has no \(names)")
            }
            if let w = edit.weightKg { set.weightKg = w }
            if let r = edit.reps { set.reps = r }
            if let seconds = edit.seconds { set.seconds = seconds }
            if let metres = edit.distanceM { set.distanceM = metres }
            if let rpe = edit.rpe { set.rpe = rpe }
            if let kind = edit.kind { set.kind = kind }
            try set.update(db)
            ProgramDayPlan.replan(db, workoutId: set.workoutId)
            return (set, exercise)
        }
    }

    /// Deletes the sets `ids` names and those in `ranges` that exist, in
    /// one transaction. Every id named alone must exist, and the whole
    /// selection at least one set; otherwise nothing is deleted.
    @discardableResult
    public func deleteSets(_ ids: [Int64], ranges: [ClosedRange<Int64>] = []) throws -> [WorkoutSet] {
        try database.write { db in
            let sets = try Self.sets(db, ids, ranges: ranges)
            for set in sets { _ = try set.delete(db) }
            for workout in Set(sets.map(\.workoutId)) {
                try Self.dissolveLoneSupersets(db, workout: workout)
                ProgramDayPlan.replan(db, workoutId: workout)
            }
            return sets
        }
    }

    /// The numbers of the sets among `ids` and `ranges` that are neither in
    /// the workout in progress nor in one started today (local time): a
    /// change to those rewrites history, so the front end asks first.
    public func pastSets(_ ids: [Int64], ranges: [ClosedRange<Int64>] = [], now: Double = LocalTime.currentTime()) throws -> [Int64] {
        let today = LocalTime.date(now)
        return try database.writer.read { db in
            let sets = try Self.sets(db, ids, ranges: ranges)
            let workouts = try Workout.fetchAll(db, keys: Set(sets.map(\.workoutId)))
            let recent = Set(workouts.filter { $0.endedAt == nil || LocalTime.date($0.startedAt.timeIntervalSince1970) == today }.map(\.id!))
            return sets.filter { !recent.contains($0.workoutId) }.map { $0.id! }
        }
    }

    /// The sets numbered `ids` (each must exist) and those that exist in
    /// `ranges`, in number order, each once.
    static func sets(_ db: Database, _ ids: [Int64], ranges: [ClosedRange<Int64>]) throws -> [WorkoutSet] {
        var sets: [WorkoutSet] = []
        for id in ids {
            guard let set = try WorkoutSet.fetchOne(db, key: id) else { throw WorkoutError.unknownSet(id) }
            sets.append(set)
        }
        for range in ranges {
            sets += try WorkoutSet.filter(range.contains(Column("id"))).fetchAll(db)
        }
        var seen = Set<Int64>()
        sets = sets.filter { seen.insert($0.id!).inserted }.sorted { $0.id! < $1.id! }
        guard !sets.isEmpty else {
            throw WorkoutError.refused("no sets numbered \(ranges.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ", "))")
        }
        return sets
    }

    /// A superset needs two exercises: a group left with one (its partner's
    /// sets deleted or undone) is no superset any more.
    static func dissolveLoneSupersets(_ db: Database, workout: Int64) throws {
        try db.execute(sql: """
            UPDATE workoutSet SET supersetGroup = NULL WHERE workoutId = ?1 AND supersetGroup IN (
                SELECT supersetGroup FROM workoutSet WHERE workoutId = ?1 AND supersetGroup IS NOT NULL
                GROUP BY supersetGroup HAVING COUNT(DISTINCT exerciseId) < 2)
            """, arguments: [workout])
    }

    /// Set `id` with its exercise: what a question about it names.
    public func set(_ id: Int64) throws -> (set: WorkoutSet, exercise: Exercise) {
        try database.writer.read { db in
            guard let set = try WorkoutSet.fetchOne(db, key: id) else { throw WorkoutError.unknownSet(id) }
            guard let exercise = try Exercise.fetchOne(db, key: set.exerciseId) else { throw WorkoutError.unknownSet(id) }
            return (set, exercise)
        }
    }

    @discardableResult
    public func deleteSet(_ id: Int64) throws -> WorkoutSet {
        try database.write { db in
            guard let set = try WorkoutSet.fetchOne(db, key: id) else { throw WorkoutError.unknownSet(id) }
            _ = try set.delete(db)
            try Self.dissolveLoneSupersets(db, workout: set.workoutId)
            ProgramDayPlan.replan(db, workoutId: set.workoutId)
            return set
        }
    }

    public struct WorkoutEdit: Sendable {
        public var name: String?
        public var gym: String?
        public var startedAt: Date?
        public var endedAt: Date?
        /// A start or end given as a day alone (its local midnight): the
        /// workout's own clock time on that day.
        public var startedOnDay: Double?
        public var endedOnDay: Double?
        public var note: String?
        public init(name: String? = nil, gym: String? = nil, startedAt: Date? = nil, endedAt: Date? = nil,
                    startedOnDay: Double? = nil, endedOnDay: Double? = nil, note: String? = nil) {
            self.name = name
            self.gym = gym
            self.startedAt = startedAt
            self.endedAt = endedAt
            self.startedOnDay = startedOnDay
            self.endedOnDay = endedOnDay
            self.note = note
        }
    }

    @discardableResult
    public func editWorkout(_ id: Int64, _ edit: WorkoutEdit) throws -> Workout {
        guard edit.name != nil || edit.gym != nil || edit.startedAt != nil || edit.endedAt != nil || edit.startedOnDay != nil
                || edit.endedOnDay != nil || edit.note != nil else {
            throw WorkoutError.invalidInput("nothing to change: no name, gym, start, end or note given")
        }
        if let name = edit.name, name.trimmingCharacters(in: .whitespaces).isEmpty || name.count > 80 {
            throw WorkoutError.invalidInput("workout names are 1 to 80 characters")
        }
        return try database.write { db in
            guard var workout = try Workout.fetchOne(db, key: id) else { throw WorkoutError.unknownWorkout(id) }
            var edit = edit
            if let day = edit.startedOnDay {
                edit.startedAt = Date(timeIntervalSince1970: LocalTime.onDay(day, clockOf: workout.startedAt.timeIntervalSince1970))
            }
            if let day = edit.endedOnDay {
                guard let ended = workout.endedAt else {
                    throw WorkoutError.refused("workout \(RowNames.workout(db, id)) is in progress; end it before changing its end")
                }
                edit.endedAt = Date(timeIntervalSince1970: LocalTime.onDay(day, clockOf: ended.timeIntervalSince1970))
            }
            if let name = edit.name { workout.name = name.trimmingCharacters(in: .whitespaces) }
            if let gym = edit.gym { workout.gymId = try GymBook.require(db, gym).id! }
            if edit.endedAt != nil && workout.endedAt == nil {
                throw WorkoutError.refused("workout \(RowNames.workout(db, id)) is in progress; end it before changing its end")
            }
            // A new start moves the whole workout: its sets (so "last time",
            // records and exports follow) and, unless a new end is given, its end.
            let offset = edit.startedAt.map { $0.timeIntervalSince(workout.startedAt) } ?? 0
            workout.startedAt = workout.startedAt.addingTimeInterval(offset)
            workout.endedAt = edit.endedAt ?? workout.endedAt?.addingTimeInterval(offset)
            if let ended = workout.endedAt, ended < workout.startedAt {
                throw WorkoutError.invalidInput("a workout cannot end before it starts")
            }
            if offset != 0 {
                for var set in try WorkoutSet.filter(WorkoutSet.Columns.workoutId == id).fetchAll(db) {
                    set.loggedAt = set.loggedAt.addingTimeInterval(offset)
                    try set.update(db, columns: [WorkoutSet.Columns.loggedAt])
                }
            }
            if let ended = workout.endedAt, let last = try Date.fetchOne(db, sql: "SELECT MAX(loggedAt) FROM workoutSet WHERE workoutId = ?", arguments: [id]),
               last > ended {
                throw WorkoutError.invalidInput("workout \(RowNames.workout(db, id)) has a set logged at \(LocalTime.dayAndClock(last.timeIntervalSince1970)); it cannot end before that")
            }
            if let note = edit.note { workout.note = note.isEmpty ? nil : note }
            try workout.update(db)
            return workout
        }
    }

    /// Joins workout `other` into `id`: one session logged as two (started
    /// on two devices before they synced, or twice by mistake). The sets
    /// keep their times and come in time order; the workout spans both and
    /// stays open if either is; notes are joined; `other` is deleted.
    /// Supersets keep their rounds (numbered after the first's).
    public func mergeWorkouts(_ id: Int64, _ other: Int64) throws -> (workout: Workout, moved: Int) {
        guard id != other else { throw WorkoutError.invalidInput("a workout cannot be merged into itself") }
        return try database.write { db in
            guard var kept = try Workout.fetchOne(db, key: id) else { throw WorkoutError.unknownWorkout(id) }
            guard let gone = try Workout.fetchOne(db, key: other) else { throw WorkoutError.unknownWorkout(other) }
            let groupOffset = try Int.fetchOne(db, sql: "SELECT MAX(supersetGroup) FROM workoutSet WHERE workoutId = ?", arguments: [id]) ?? 0
            let moved = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet WHERE workoutId = ?", arguments: [other]) ?? 0
            try db.execute(sql: """
                UPDATE workoutSet SET workoutId = ?, supersetGroup = supersetGroup + ? WHERE workoutId = ?
                """, arguments: [id, groupOffset, other])
            // Positions in time order across both, as every device orders them.
            try SyncOrder.settle(db, workout: id)
            try db.execute(sql: """
                INSERT OR IGNORE INTO workoutExerciseNote(workoutId, exerciseId, note)
                SELECT ?, exerciseId, note FROM workoutExerciseNote WHERE workoutId = ?
                """, arguments: [id, other])
            kept.startedAt = min(kept.startedAt, gone.startedAt)
            kept.endedAt = kept.endedAt == nil || gone.endedAt == nil ? nil : max(kept.endedAt!, gone.endedAt!)
            kept.note = [kept.note, gone.note].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: "\n").nilIfEmpty
            // A program's day stays one, whichever of the two ran it.
            if kept.programId == nil, gone.programId != nil {
                (kept.programId, kept.programDay, kept.programPlan) = (gone.programId, gone.programDay, gone.programPlan)
            }
            try kept.update(db)
            // Its deletion names where it went: a set another device logs
            // into it meanwhile follows it there (`SyncApply`).
            let uids = try Row.fetchOne(db, sql: "SELECT (SELECT uid FROM workout WHERE id = ?), (SELECT uid FROM workout WHERE id = ?)", arguments: [other, id])
            // (Read when the transaction is journalled; cleared when it ends.)
            if let goneUid: String = uids?[0], let keptUid: String = uids?[1] { database.journal.mergedInto[goneUid] = keptUid }
            _ = try gone.delete(db)
            return (kept, moved)
        }
    }

    /// Deletes a workout and all its sets.
    @discardableResult
    public func deleteWorkout(_ id: Int64) throws -> Detail {
        try database.write { db in
            let detail = try Self.detail(db, id)
            _ = try detail.workout.delete(db)
            return detail
        }
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
