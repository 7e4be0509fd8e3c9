import Foundation
import GRDB
import Liftoscript
import Notation

/// Where the lifter is in a program, folded from the start: the program's
/// text, then each ended workout run from it in order (its day, its
/// working sets as logged), with what the lifter set by hand applied where
/// it was set. Nothing of the fold is stored, so an undo, an edit of a set
/// or a workout synced from another device moves the program with it, and
/// no progression is ever applied twice.
public struct ProgramStanding: Sendable {
    public let name: String
    public let program: Program
    public internal(set) var progress: ProgramProgress
    /// Workouts of the program ended so far.
    public internal(set) var daysDone: Int
    /// The unit it runs in (`StoredProgram.unit`).
    public let unit: WeightUnit
    public internal(set) var context: ProgramContext
    let programId: Int64
    let exerciseIds: [ExerciseKey: String]
    let keys: [String: ExerciseKey]
    let edits: [ProgramEdit]
    /// Which of `edits` the fold has applied.
    var applied: Set<Int> = []

    /// A workout of the program, for the fold.
    struct Done {
        var workoutId: Int64
        var day: Int
        /// The day's plan as prescribed (JSON), read only where one
        /// exercise is on two lines of the day.
        var planJSON: String?
        var startedAt: Date
        var plan: ProgramDayPlan? { ProgramDayPlan.decoded(planJSON) }
    }

    /// The standing before any day was done.
    init(_ db: Database, _ stored: StoredProgram) throws {
        let program: Program
        do throws(ProgramSyntaxErrors) { program = try Program(parsing: stored.source) } catch {
            throw WorkoutError.refused("program \(stored.name) no longer reads: \(error.errors.first?.message ?? "")")
        }
        var keys: [String: ExerciseKey] = [:]
        for key in program.exercises.keys { keys[key.description] = key }
        var ids: [ExerciseKey: String] = [:]
        for (line, id) in stored.exerciseIds { if let key = keys[line] { ids[key] = id } }
        let unit: WeightUnit = stored.unit == "lb" ? .lb : .kg
        let syntaxUnit: WeightUnitSyntax = unit == .lb ? .lb : .kg
        self.unit = unit
        name = stored.name
        self.program = program
        progress = ProgramProgress(program)
        daysDone = 0
        context = ProgramContext(unit: syntaxUnit)
        programId = stored.id!
        exerciseIds = ids
        self.keys = keys
        edits = try stored.edits(db)
    }

    /// Folded through every ended workout of the program, stopping before
    /// `stop` when given (its standing before it, and the workout itself).
    /// `startedBefore`: only the workouts started before then (the
    /// standing a workout in progress that started then runs from).
    static func folded(_ db: Database, _ stored: StoredProgram, before stop: Int64? = nil,
                       startedBefore: Date? = nil) throws -> (standing: ProgramStanding, stopped: Done?) {
        var standing = try ProgramStanding(db, stored)
        for done in try doneWorkouts(db, program: stored.id!) {
            if done.workoutId == stop { return (standing, done) }
            if let startedBefore, done.startedAt >= startedBefore { break }
            try standing.fold(db, done)
        }
        try standing.weighIn(db, at: startedBefore)
        // What was set by hand after the last day (or at a count of days
        // the log no longer reaches, after a deletion) holds from now.
        standing.applyEdits(all: true)
        return (standing, nil)
    }

    static func doneWorkouts(_ db: Database, program: Int64) throws -> [Done] {
        try Row.fetchAll(db, sql: """
            SELECT id, programDay, programPlan, startedAt FROM workout WHERE programId = ? AND endedAt IS NOT NULL AND programDay IS NOT NULL
            ORDER BY startedAt, id
            """, arguments: [program]).map { Done(workoutId: $0[0], day: $0[1], planJSON: $0[2], startedAt: $0[3]) }
    }

    /// The body weight scripts read (`bodyweight`): the weigh-in in effect
    /// at `date` (the latest when nil), so a day run is judged by the body
    /// weight of that day, whatever is weighed in later.
    mutating func weighIn(_ db: Database, at date: Date?) throws {
        let kg = try Double.fetchOne(db, sql: "SELECT kg FROM bodyweight WHERE ?1 IS NULL OR measuredAt <= ?1 ORDER BY measuredAt DESC LIMIT 1",
                                     arguments: [date])
        context.bodyweight = kg.map { .weight(Self.inUnit($0, unit), context.unit) }
    }

    /// Applies the hand edits made at this point, then the day `done`.
    mutating func fold(_ db: Database, _ done: Done) throws {
        applyEdits()
        try weighIn(db, at: done.startedAt)
        guard progress.days.indices.contains(done.day) else { daysDone += 1; return }
        let sets = try doneSets(db, done)
        do throws(ProgramRunError) {
            progress = try progress.finishing(day: done.day, done: sets, program: program, context: context).progress
        } catch {
            throw WorkoutError.refused("program \(name): \(error.message)")
        }
        daysDone += 1
    }

    /// Applies, once each and in the order they were made, the edits made
    /// when at most `daysDone` days were done (`all`: every one left).
    mutating func applyEdits(all: Bool = false) {
        for (i, edit) in edits.enumerated() where !applied.contains(i) && (all || edit.daysDone <= daysDone) {
            applied.insert(i)
            guard let key = keys[edit.exercise], let value = ScriptValue(typed: edit.value) else { continue }
            try? progress.set(edit.variable, of: key, to: value)
        }
    }

    /// The working sets of workout `done` by program line: each line of
    /// its day takes, in order, its exercise's sets. When one exercise is
    /// on two lines (a top set and back-off sets), a line takes at most as
    /// many as the day prescribed it, and stops early at a set loaded as
    /// the next line prescribes and as it does not (a top set missed, and
    /// never logged, leaves the back-off sets to their own line).
    func doneSets(_ db: Database, _ done: Done) throws -> [ExerciseKey: [DoneSet]] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT exerciseId, weightKg, reps, rpe FROM workoutSet WHERE workoutId = ? AND kind <> 'warmup' AND reps IS NOT NULL
            ORDER BY \(SyncOrder.sets)
            """, arguments: [done.workoutId])
        var byExercise: [String: [(kg: Double?, set: DoneSet)]] = [:]
        for row in rows {
            let kg: Double? = row[1]
            byExercise[row[0], default: []].append((kg, DoneSet(reps: row[2], weight: kg.map { .weight(Self.inUnit($0, unit), context.unit) },
                                                                rpe: row[3])))
        }
        var plan: ProgramDayPlan?
        func prescribed(_ line: ProgramLine) -> ProgramDayPlan.Item? {
            if plan == nil { plan = done.plan }
            return plan?.exercises.first { $0.line == line.key.description }
        }
        func prescribedKg(_ line: ProgramLine) -> [Double] { prescribed(line)?.working.compactMap(\.weightKg) ?? [] }
        var out: [ExerciseKey: [DoneSet]] = [:]
        let lines = progress.days[done.day].lines
        for (i, line) in lines.enumerated() {
            guard let id = exerciseIds[line.key], let sets = byExercise[id], !sets.isEmpty else { continue }
            var take = sets.count
            if let following = lines[(i + 1)...].first(where: { exerciseIds[$0.key] == id }) {
                let own = prescribedKg(line), next = prescribedKg(following)
                let limit = prescribed(line)?.working.count
                    ?? line.variations[line.currentVariation].count
                func near(_ kg: Double?, _ list: [Double]) -> Bool { kg.map { w in list.contains { abs($0 - w) < 0.01 } } ?? false }
                take = min(limit, sets.count)
                if let first = sets.prefix(take).firstIndex(where: { near($0.kg, next) && !near($0.kg, own) }) { take = first }
            }
            out[line.key] = sets.prefix(take).map(\.set)
            byExercise[id] = Array(sets.dropFirst(take))
        }
        return out
    }

    static func inUnit(_ kg: Double, _ unit: WeightUnit) -> Double {
        (unit.fromKilograms(kg) * 1000).rounded() / 1000
    }

    /// The program's next day to run.
    public var nextDay: ProgramDay? { progress.days.indices.contains(progress.next) ? progress.days[progress.next] : nil }

    /// The day at `index` (the next when nil), planned.
    public func plan(day index: Int? = nil) throws -> DayPlan {
        do throws(ProgramRunError) { return try progress.plan(day: index, program: program, context: context) } catch {
            throw WorkoutError.refused("program \(name): \(error.message)")
        }
    }

    /// The index of week `week`'s day `day` (1-based both).
    public func dayIndex(week: Int, day: Int) throws -> Int {
        guard let i = progress.days.firstIndex(where: { $0.week == week && $0.dayInWeek == day }) else {
            throw WorkoutError.invalidInput("program \(name) has no day \(day) in week \(week)"
                                            + " (\(program.weekCount) week\(program.weekCount == 1 ? "" : "s"))")
        }
        return i
    }

    /// The program's exercise `query` names: its line as written
    /// (`t1: squat`), its name, or the library exercise it maps to.
    func key(for query: String, _ db: Database) throws -> ExerciseKey {
        let q = query.lowercased().trimmingCharacters(in: .whitespaces)
        let all = program.exercises.keys.sorted { $0.description < $1.description }
        if let key = all.first(where: { $0.description == q }) { return key }
        let byName = all.filter { $0.name == q }
        if byName.count == 1 { return byName[0] }
        if byName.count > 1 {
            throw WorkoutError.ambiguousExercise(query, candidates: byName.map(\.description))
        }
        let id = try ExerciseSearch.find(db, query).id
        let mapped = all.filter { exerciseIds[$0] == id }
        if mapped.count == 1 { return mapped[0] }
        if mapped.isEmpty { throw WorkoutError.refused("program \(name) has no \(query)") }
        throw WorkoutError.ambiguousExercise(query, candidates: mapped.map(\.description))
    }

}
