import Foundation
import GRDB
import Notation

/// Workouts and the sets logged into them.
public struct WorkoutLog: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    public struct Request: Sendable {
        public var exerciseQuery: String
        /// The exercise itself, when the caller already holds it (a screen
        /// showing it): no search, so no ambiguity. Wins over `exerciseQuery`.
        public var exerciseID: String?
        public var sets: [SetEntry]
        public var kind: SetKind = .normal
        public var rpe: Double?
        public var note: String?
        public var superset = false
        /// The person has agreed to an unusual request (`Unusual`).
        public var confirmed = false
        /// With no `sets`: log today's target, the previous set again, or a change from it.
        public var shorthand: SetShorthand?
        /// The lifter's unit and plates, for the targets a shorthand logs.
        public var loading: Loading = .kilograms
        /// A workout in progress whose last set (or start) is older than
        /// this is over: it ends there and this log starts a new one.
        /// 0 keeps every workout open until it is ended.
        public var autoEnd: TimeInterval = 4 * 3600
        /// Logged only while set `onlyAfter` is still the last set of the
        /// workout in progress, and that workout is not left open past
        /// `autoEnd`: what a notification's Done button logs was named for
        /// that moment, and a second click, or one after the workout ended
        /// or went on from the terminal, logs nothing (`WorkoutError.stale`).
        public var onlyAfter: Int64?

        public init(exerciseQuery: String, sets: [SetEntry], kind: SetKind = .normal, rpe: Double? = nil,
                    note: String? = nil, superset: Bool = false, confirmed: Bool = false) {
            self.exerciseQuery = exerciseQuery
            self.sets = sets
            self.kind = kind
            self.rpe = rpe
            self.note = note
            self.superset = superset
            self.confirmed = confirmed
        }
    }

    /// More sets in one command than anyone does at once, or a weight more
    /// than twice the best estimated 1RM: likely a typo (`100x5x30`,
    /// `1000x5`), so it is written only once confirmed.
    public static let largestUnconfirmedCommand = 10

    public struct Logged: Sendable {
        public var workout: Workout
        public var gym: Gym
        public var exercise: Exercise
        public var sets: [WorkoutSet]
        /// "last here: 100 kg × 5 (14 Nov)" or "last at Home Gym: …", in the display unit.
        public var previous: PreviousSet?
        public var startedWorkout: Bool
        /// The saved sets' labels within the exercise, as every listing shows them.
        public var numbers: [SetLabel]
        /// The sets' place in the superset they joined (`A1`, `A2`, …), if any.
        public var superset: String?
        /// What comes next: the next set of this exercise, or the template's
        /// next exercise once this one's planned sets are done; nil when the
        /// template is complete.
        public var next: NextUp?
        /// Records the sets set, overall or at this gym.
        public var records: [PersonalRecord] = []
        /// Other exercises the name typed fits as well, passed over for
        /// the lifter's own choice (`ExerciseSearch.Choice`).
        public var passedOver: [String] = []
        /// The workout's plan chose the exercise among those the name fits.
        public var chosenByPlan = false
        /// The workout left open that this log ended at its last set
        /// (`Request.autoEnd`) before starting a new one.
        public var endedStale: Workout?
        /// The rest a program prescribes after the last set logged (its
        /// set's own timer), if the workout runs a program's day.
        public var prescribedRest: Double? = nil
        /// Workouts in progress that other devices started, when this log
        /// started one of its own: said, with how to join them.
        public var openElsewhere: [OpenElsewhere] = []
    }

    public struct NextUp: Sendable {
        public var exercise: Exercise
        /// The label the next set of it will have in this workout (`set 2 of 3`).
        public var set: SetLabel
        /// The last time it was done at this gym (or elsewhere).
        public var previous: PreviousSet?
        /// Its last working set in this workout: once there is one, the
        /// next set follows it and "last" means it.
        public var justDone: WorkoutSet?
        /// What to aim for in that set, when there is a plan or a last time.
        public var target: SetTarget?
        /// What the lifter wrote about it: the exercise's note, its note
        /// at this gym, and the note of the last session of it (an app's
        /// exercise note, such as Hevy's), most lasting first.
        public var notes: [String] = []
        /// Its place in the superset the workout is in (`A1`), if any.
        public var superset: String?
        /// It is the next exercise of the same superset round: a short
        /// transition (`rest.superset_transition`), not a rest, comes first.
        public var withinRound = false
    }

    public struct PreviousSet: Sendable, Equatable {
        public var gymName: String
        public var atSameGym: Bool
        public var set: WorkoutSet
    }

    /// Whether set `id` is still the last of the workout in progress (see
    /// `Request.onlyAfter`); why not, when it is not.
    static func checkStillAfter(_ db: Database, set id: Int64, now: Date, autoEnd: TimeInterval) throws {
        guard let workout = try activeWorkout(db) else { throw WorkoutError.stale("no workout is in progress now") }
        let last = try WorkoutSet.filter(WorkoutSet.Columns.workoutId == workout.id!).order(WorkoutSet.lastFirst).fetchOne(db)
        guard let last, last.id == id else {
            let known = try WorkoutSet.fetchOne(db, key: id)
            throw WorkoutError.stale(known == nil ? "the set it followed is no longer in the log"
                                     : known?.workoutId != workout.id ? "the workout it was for has ended" : "a set was logged since")
        }
        if autoEnd > 0, now.timeIntervalSince(last.loggedAt) > autoEnd {
            throw WorkoutError.stale("the workout has been left open too long since its last set")
        }
    }

    /// Saves the sets in one transaction (durable when this returns), starting
    /// a workout at the selected gym if none is in progress.
    public func log(_ request: Request, now: Date = Date()) throws -> Logged {
        guard !request.sets.isEmpty || request.shorthand != nil else { throw WorkoutError.invalidInput("no set given; use " + SetNotation.forms) }
        if let rpe = request.rpe, !(1...10).contains(rpe) { throw WorkoutError.invalidInput("RPE must be between 1 and 10") }
        if request.rpe != nil, request.sets.contains(where: { $0.rpe != nil }) {
            throw WorkoutError.invalidInput("RPE given twice, for all sets and after @; give it one way")
        }
        return try database.write { db in
            var request = request
            let exercise: Exercise
            var choice: ExerciseSearch.Choice?
            if let id = request.exerciseID {
                guard let known = try Exercise.fetchOne(db, key: id) else { throw WorkoutError.unknownExercise(request.exerciseQuery) }
                exercise = known
                if let shorthand = request.shorthand, request.sets.isEmpty {
                    request.sets = [try Self.resolve(db, shorthand, exercise: exercise, kind: request.kind, loading: request.loading)]
                }
            } else if let shorthand = request.shorthand, request.sets.isEmpty {
                let chosen = try ExerciseSearch.findChoosing(db, request.exerciseQuery, planned: Self.plannedExercises(db))
                (exercise, choice) = (chosen.exercise, chosen)
                request.sets = [try Self.resolve(db, shorthand, exercise: exercise, kind: request.kind, loading: request.loading)]
            } else {
                let chosen = try ExerciseSearch.findChoosing(db, request.exerciseQuery, shape: SetShape(request.sets[0]),
                                                             planned: Self.plannedExercises(db))
                (exercise, choice) = (chosen.exercise, chosen)
            }
            if let misfit = request.sets.map(SetShape.init).first(where: { !exercise.type.accepts($0) }) {
                throw WorkoutError.setDoesNotFit(exercise: exercise.name, given: misfit.name, takes: exercise.type.accepted)
            }
            if let after = request.onlyAfter { try Self.checkStillAfter(db, set: after, now: now, autoEnd: request.autoEnd) }
            var started = false
            var workout: Workout
            var endedStale: Workout?
            // A workout with no set yet (started from a template, say) is
            // left for this log to fill.
            if var stale = try Self.activeWorkout(db), request.autoEnd > 0,
               let last = try Date.fetchOne(db, sql: "SELECT MAX(loggedAt) FROM workoutSet WHERE workoutId = ?", arguments: [stale.id!]) {
                if now.timeIntervalSince(last) > request.autoEnd {
                    stale.endedAt = last
                    try stale.update(db)
                    endedStale = stale
                }
            }
            if let active = try Self.activeWorkout(db) {
                workout = active
            } else {
                let gym = try GymBook.selectedGym(db)
                workout = Workout(id: nil, gymId: gym.id!, name: Self.defaultName(at: now), startedAt: now, endedAt: nil, note: nil)
                workout.startedOn = SyncJournal.of(db)?.device
                try workout.insert(db)
                started = true
            }
            var gym = try Gym.fetchOne(db, key: workout.gymId)!
            let previous = try Self.previousSet(db, exercise: exercise.id, gym: gym, before: workout.id!)
            // Throwing rolls the whole transaction back, the workout it may have started included.
            if !request.confirmed { try Self.checkUsual(db, request, exercise: exercise, previous: previous?.set) }
            let lastSet = try WorkoutSet.filter(WorkoutSet.Columns.workoutId == workout.id!)
                .order(WorkoutSet.lastFirst).fetchOne(db)
            // The rest the timer gave since that set, if a log started one after it.
            let given = try lastSet.flatMap { last in
                try RestGiven.latest(db).flatMap { $0.workoutId == workout.id && $0.afterSet == last.id ? $0.seconds : nil }
            }
            // After every place given so far, whatever order the sets read in.
            var position = (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM workoutSet WHERE workoutId = ?", arguments: [workout.id!]) ?? 0) + 1
            // A warm-up is nobody's superset round, and the round goes on
            // from the last working set, whatever warm-ups came after it.
            let lastWorking = lastSet?.kind != .warmup ? lastSet
                : try WorkoutSet.filter(WorkoutSet.Columns.workoutId == workout.id! && Column("kind") != SetKind.warmup.rawValue)
                    .order(WorkoutSet.lastFirst).fetchOne(db)
            // The workout's plan pairs it with the exercise just done: round
            // one is a superset already, with no `--superset` typed.
            var plannedPair = false
            if let last = lastWorking, last.exerciseId != exercise.id,
               let round = try Self.plan(of: workout, db)?.round(of: exercise.id) {
                plannedPair = round.contains { $0.exercise.id == last.exerciseId }
            }
            let group = request.kind == .warmup ? nil
                : try Self.supersetGroup(db, joining: request.superset || plannedPair, exercise: exercise.id, after: lastWorking)
            var saved: [WorkoutSet] = []
            for (i, entry) in request.sets.enumerated() {
                saved.append(WorkoutSet(
                    id: nil, workoutId: workout.id!, exerciseId: exercise.id, position: position, kind: request.kind,
                    weightKg: entry.weightKg, reps: entry.reps, seconds: entry.seconds, distanceM: entry.distanceM,
                    rpe: entry.rpe ?? request.rpe, restBeforeSeconds: i == 0 ? lastSet.map { max(0, now.timeIntervalSince($0.loggedAt)) } : nil,
                    loggedAt: now, note: request.note, supersetGroup: group, restGivenSeconds: i == 0 ? given : nil))
                position += 1
            }
            // Records against what came before, read before these sets are written.
            let found = try PersonalRecord.detect(db, exercise: exercise, gymId: gym.id!, sets: saved)
            for i in saved.indices { try saved[i].insert(db) }
            let records = found.map { found in
                var record = found.record
                record.setId = saved[found.index].id!
                return record
            }
            gym.lastUsedAt = now
            // Only the column that changed: a whole-row update would carry the
            // gym's synced columns (and their trigger) into every log.
            try gym.update(db, columns: [Gym.Columns.lastUsedAt])
            try LastLog(workoutId: workout.id!, setIds: saved.map { $0.id! }, startedWorkout: started).save(db)
            if request.kind != .warmup, workout.programPlan != nil {
                ProgramDayPlan.replan(db, workoutId: workout.id!)
                workout = try Workout.fetchOne(db, key: workout.id!) ?? workout
            }
            let all = try WorkoutSet.filter(WorkoutSet.Columns.workoutId == workout.id!).order(WorkoutSet.inOrder).fetchAll(db)
            let numbers = SetNumbering.labels(all, planned: try Self.plannedSets(db, workout: workout))
            let next = try Self.nextUp(db, workout: workout, gym: gym, after: exercise, previous: previous, loading: request.loading)
            return Logged(workout: workout, gym: gym, exercise: exercise, sets: saved, previous: previous,
                          startedWorkout: started, numbers: saved.map { numbers[$0.id!]! },
                          superset: saved.first.flatMap { SetNumbering.supersetLabel(of: $0, in: SetNumbering.supersetLabels(all)) },
                          next: next, records: records, passedOver: choice?.passedOver ?? [],
                          chosenByPlan: choice?.planned ?? false, endedStale: endedStale,
                          prescribedRest: Self.prescribedRest(workout, exercise: exercise.id, all: all),
                          openElsewhere: started ? try Self.elsewhere(db) : [])
        }
    }

    /// The superset a new set of `exercise` goes into, after `lastSet`, the
    /// workout's last: with `joining` (`--superset`), the one `lastSet` is
    /// in, or a new one with `lastSet`'s exercise (its sets not yet in
    /// another join it). Without, the superset the workout is going round,
    /// when `exercise` is one of its other exercises: once paired, a lifter
    /// does not pair bench and row again each round.
    static func supersetGroup(_ db: Database, joining: Bool, exercise: String, after lastSet: WorkoutSet?) throws -> Int? {
        guard let lastSet else { return nil }
        if let group = lastSet.supersetGroup {
            if joining { return group }
            // The same exercise again, straight after itself, is done alone:
            // the lifter has left the round.
            if lastSet.exerciseId == exercise { return nil }
            let member = try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM workoutSet WHERE workoutId = ? AND supersetGroup = ? AND exerciseId = ?)",
                                           arguments: [lastSet.workoutId, group, exercise]) ?? false
            return member ? group : nil
        }
        guard joining else { return nil }
        // The partner's working sets join; its warm-ups stay its own.
        try db.execute(sql: """
            UPDATE workoutSet SET supersetGroup = ? WHERE workoutId = ? AND exerciseId = ? AND supersetGroup IS NULL AND kind <> 'warmup'
            """, arguments: [lastSet.position, lastSet.workoutId, lastSet.exerciseId])
        return lastSet.position
    }

    /// `previous` is the exercise's last working set before this workout: its
    /// e1RM bounds the best from below, so the full scan for the best
    /// (thousands of rows on a long history) runs only when a weight is over
    /// twice it, or there is no such set.
    static func checkUsual(_ db: Database, _ request: Request, exercise: Exercise, previous: WorkoutSet?) throws {
        if request.sets.count > largestUnconfirmedCommand {
            throw WorkoutError.needsConfirmation("log \(request.sets.count) sets of \(exercise.name) at once?")
        }
        guard exercise.type == .weightReps, let heaviest = request.sets.compactMap(\.weightKg).max(), heaviest > 0 else { return }
        if let w = previous?.weightKg, let reps = previous?.reps, w > 0, reps > 0,
           heaviest <= 2 * Epley.oneRepMax(weightKg: w, reps: reps) { return }
        guard let best = try Double.fetchOne(db, sql: "SELECT MAX(\(Epley.sql("s", maxReps: Epley.allowedMaxReps.upperBound))) FROM workoutSet s WHERE s.exerciseId = ?",
                                             arguments: [exercise.id]),
              heaviest > 2 * best else { return }
        throw WorkoutError.unusuallyHeavy(Mass(kilograms: heaviest), exercise: exercise.name, bestOneRepMax: Mass(kilograms: best))
    }

    /// Removes the sets the last `log` wrote (and the workout, if that log
    /// started it and nothing else is in it). One step back: a second undo
    /// has nothing left to undo.
    /// `expecting`: the set ids a person was shown and agreed to remove;
    /// when another `log` came in between, nothing is removed.
    public func undo(expecting shown: [Int64]? = nil) throws -> HistoryBook.Detail {
        try database.write { db in
            guard let last = try LastLog.load(db) else { throw WorkoutError.nothingToUndo("no sets logged since the last undo") }
            var detail = try HistoryBook.detail(db, last.workoutId)
            detail.sets = detail.sets.filter { last.setIds.contains($0.id!) }
            if let shown, Set(shown) != Set(detail.sets.map { $0.id! }) {
                throw WorkoutError.refused("the last log changed while asking; nothing was removed")
            }
            try LastLog.clear(db)
            guard !detail.sets.isEmpty else { throw WorkoutError.nothingToUndo("the sets of the last log are already gone") }
            for set in detail.sets { _ = try set.delete(db) }
            try HistoryBook.dissolveLoneSupersets(db, workout: last.workoutId)
            ProgramDayPlan.replan(db, workoutId: last.workoutId)
            if last.startedWorkout, detail.workout.endedAt == nil,
               try WorkoutSet.filter(WorkoutSet.Columns.workoutId == last.workoutId).fetchCount(db) == 0 {
                _ = try detail.workout.delete(db)
            }
            return detail
        }
    }

    /// What `undo` would remove, without removing it (for asking first).
    public func lastLogged() throws -> HistoryBook.Detail? {
        try database.writer.read { db in
            guard let last = try LastLog.load(db), var detail = try? HistoryBook.detail(db, last.workoutId) else { return nil }
            detail.sets = detail.sets.filter { last.setIds.contains($0.id!) }
            return detail.sets.isEmpty ? nil : detail
        }
    }

    /// The most recent set of `exercise` before workout `before`: at this gym
    /// if it has one, else at whichever gym it was done last.
    static func previousSet(_ db: Database, exercise: String, gym: Gym, before workoutId: Int64) throws -> PreviousSet? {
        let sql = """
            SELECT s.* FROM workoutSet s JOIN workout w ON w.id = s.workoutId
            WHERE s.exerciseId = ? AND s.workoutId <> ? AND s.kind <> 'warmup' %@
            ORDER BY \(SyncOrder.sets("s", lastFirst: true)) LIMIT 1
            """
        if let here = try WorkoutSet.fetchOne(db, sql: sql.replacingOccurrences(of: "%@", with: "AND w.gymId = ?"),
                                              arguments: [exercise, workoutId, gym.id]) {
            return PreviousSet(gymName: gym.name, atSameGym: true, set: here)
        }
        guard let elsewhere = try WorkoutSet.fetchOne(db, sql: sql.replacingOccurrences(of: "%@", with: ""),
                                                      arguments: [exercise, workoutId]) else { return nil }
        let workout = try Workout.fetchOne(db, key: elsewhere.workoutId)
        let other = try workout.flatMap { try Gym.fetchOne(db, key: $0.gymId) }
        return PreviousSet(gymName: other?.name ?? "another gym", atSameGym: false, set: elsewhere)
    }

    /// The rest the program day `workout` runs prescribes after the
    /// working set of `exercise` just logged (the last of `all`, the
    /// workout's sets), when it gives one.
    static func prescribedRest(_ workout: Workout, exercise: String, all: [WorkoutSet]) -> Double? {
        guard let day = ProgramDayPlan.decoded(workout.programPlan) else { return nil }
        let working = day.sets(of: exercise).filter { $0.kind != .warmup }
        guard !working.isEmpty else { return nil }
        let done = all.filter { $0.exerciseId == exercise && $0.kind.isWorking }.count
        guard done > 0 else { return nil }
        return working[min(done, working.count) - 1].restSeconds.map(Double.init)
    }

    /// The exercises the workout in progress plans (its program day's or template's), which
    /// a name that fits several of the library means first.
    static func plannedExercises(_ db: Database) throws -> Set<String> {
        guard let workout = try activeWorkout(db) else { return [] }
        if let day = ProgramDayPlan.decoded(workout.programPlan) { return Set(day.exercises.map(\.exerciseId)) }
        guard let template = workout.templateId else { return [] }
        return Set(try String.fetchAll(db, sql: "SELECT exerciseId FROM templateExercise WHERE templateId = ?", arguments: [template]))
    }

    /// This device's workout in progress: while the log syncs, one that
    /// another device started is that device's to go on with (`elsewhere`).
    static func activeWorkout(_ db: Database) throws -> Workout? {
        try Workout.filter(sql: "endedAt IS NULL AND (startedOn IS NULL OR startedOn IS ?)", arguments: [SyncJournal.of(db)?.device])
            .order(Workout.Columns.startedAt.desc).fetchOne(db)
    }

    /// A workout in progress that another device started, and that device's name.
    public struct OpenElsewhere: Sendable {
        public var workout: Workout
        public var device: String
    }

    /// Workouts in progress that other devices started (while the log syncs).
    static func elsewhere(_ db: Database) throws -> [OpenElsewhere] {
        guard let own = SyncJournal.of(db)?.device else { return [] }
        return try Row.fetchAll(db, sql: """
            SELECT w.*, COALESCE(NULLIF(a.name, ''), w.startedOn) AS deviceName FROM workout w LEFT JOIN syncApplied a ON a.device = w.startedOn
            WHERE w.endedAt IS NULL AND w.startedOn IS NOT NULL AND w.startedOn <> ? ORDER BY w.startedAt
            """, arguments: [own]).map { OpenElsewhere(workout: try Workout(row: $0), device: $0["deviceName"]) }
    }

    public func elsewhere() throws -> [OpenElsewhere] {
        try database.writer.read { try Self.elsewhere($0) }
    }

    public func active() throws -> Workout? {
        try database.writer.read { db in try Self.activeWorkout(db) }
    }

    /// The workout in progress with its gym and sets, or nil.
    public func current() throws -> HistoryBook.Detail? {
        try database.writer.read { db in
            try Self.activeWorkout(db).map { try HistoryBook.detail(db, $0.id!) }
        }
    }

    /// Starts a workout at `gym` (else the selected gym), which becomes
    /// selected; from `template`, it follows that plan (returned).
    public func start(gym: String? = nil, name: String? = nil, template: String? = nil,
                      now: Date = Date()) throws -> (Workout, Gym, TemplateBook.Plan?) {
        try database.write { db in
            let plan = try template.map { try TemplateBook.plan(db, TemplateBook.require(db, $0)) }
            let (workout, place) = try Self.begin(db, gym: gym, name: name ?? plan?.template.name, now: now) {
                $0.templateId = plan?.template.id
            }
            return (workout, place, plan)
        }
    }

    /// Stores a new workout in progress at `gym` (else the selected gym),
    /// refusing while one is in progress; `shape` fills in what it follows.
    static func begin(_ db: Database, gym: String?, name: String?, now: Date,
                      _ shape: (inout Workout) throws -> Void = { _ in }) throws -> (Workout, Gym) {
        if let active = try activeWorkout(db) {
            let at = try Gym.fetchOne(db, key: active.gymId)
            throw WorkoutError.workoutActive(gym: at?.name ?? "a gym")
        }
        let place = try gym.map { try GymBook.require(db, $0) } ?? GymBook.selectedGym(db)
        // `gym` is where this workout happens; the selected gym (where
        // the next one will) changes only with `GymBook.select`.
        var workout = Workout(gymId: place.id!, name: name ?? defaultName(at: now), startedAt: now)
        workout.startedOn = SyncJournal.of(db)?.device
        try shape(&workout)
        try workout.insert(db)
        return (workout, place)
    }

    /// Records that a `log` in workout `workoutId` started the rest timer
    /// for `seconds` with `label` after set `afterSet`: the next set of
    /// that workout records it as the rest it was given, ending or
    /// discarding that workout stops the timer, and ending another leaves
    /// it running.
    public func restTimerStarted(workoutId: Int64, afterSet: Int64, seconds: Double, label: String) throws {
        try database.write { db in
            try RestGiven(workoutId: workoutId, afterSet: afterSet, seconds: seconds, label: label).save(db)
        }
    }

    /// Whether the rest timer labelled `label` is the one a `log` of
    /// workout `workoutId` started.
    public func startedRestTimer(workoutId: Int64, label: String) throws -> Bool {
        let latest = try database.writer.read { db in try RestGiven.latest(db) }
        return latest?.workoutId == workoutId && latest?.label == label
    }

    public func end(now: Date = Date()) throws -> Workout {
        try database.write { db in try Self.end(db, now: now) }
    }

    /// Ends the workout in progress and sums it up (`WorkoutSummary`), in
    /// one transaction.
    public func endWithSummary(now: Date = Date()) throws -> WorkoutSummary {
        let catalog = database.taxonomy
        return try database.write { db in
            try WorkoutSummary.of(db, workout: Self.end(db, now: now), catalog: catalog)
        }
    }

    private static func end(_ db: Database, now: Date) throws -> Workout {
        guard var workout = try activeWorkout(db) else { throw WorkoutError.noActiveWorkout }
        workout.endedAt = now
        try workout.update(db)
        return workout
    }

    public func discard() throws -> Workout {
        try database.write { db in
            guard let workout = try Self.activeWorkout(db) else { throw WorkoutError.noActiveWorkout }
            _ = try workout.delete(db)
            return workout
        }
    }

    public func note(_ text: String) throws {
        try database.write { db in
            guard var workout = try Self.activeWorkout(db) else { throw WorkoutError.noActiveWorkout }
            workout.note = text
            try workout.update(db)
        }
    }

    /// Sets of a workout in logged order.
    public func sets(of workoutId: Int64) throws -> [WorkoutSet] {
        try database.writer.read { db in
            try WorkoutSet.filter(WorkoutSet.Columns.workoutId == workoutId).order(WorkoutSet.inOrder).fetchAll(db)
        }
    }

    static func defaultName(at date: Date) -> String {
        let hour = Calendar.current.component(.hour, from: date)
        switch hour {
        case 5..<12: return "Morning Workout"
        case 12..<17: return "Afternoon Workout"
        case 17..<22: return "Evening Workout"
        default: return "Night Workout"
        }
    }
}

/// The sets the latest `log` wrote, kept in the settings table for `undo`.
struct LastLog: Codable {
    var workoutId: Int64
    var setIds: [Int64]
    var startedWorkout: Bool

    func save(_ db: Database) throws {
        try Setting.set(db, .lastLog, String(decoding: try JSONEncoder().encode(self), as: UTF8.self))
    }

    static func load(_ db: Database) throws -> LastLog? {
        try Setting.get(db, .lastLog).flatMap { try? JSONDecoder().decode(LastLog.self, from: Data($0.utf8)) }
    }

    static func clear(_ db: Database) throws { try Setting.set(db, .lastLog, nil) }
}
