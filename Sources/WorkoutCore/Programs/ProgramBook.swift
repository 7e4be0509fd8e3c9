import Foundation
import GRDB
import Liftoscript
import Notation

/// Programs as text (Liftoscript): added from a file, run a day at a time
/// as workouts, progressed by their own scripts when a workout of theirs
/// ends. Where the lifter is in a program is never stored: it is folded
/// from its workouts (`ProgramStanding`).
public struct ProgramBook: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    /// Why a program was not added; nothing was saved.
    public enum Refusal: Error, Sendable {
        /// The text has errors: each with its line, column and caret.
        case syntax(ProgramSyntaxErrors)
        /// Names the library does not know, each with its nearest matches.
        case unplaced([(name: String, nearest: [String])])
    }

    public struct Added: Sendable {
        public var name: String
        /// False when a program of that name had its text replaced.
        public var isNew: Bool
        public var weeks: Int
        public var days: Int
        /// Each of the program's exercises and the library's name for it.
        public var exercises: [(line: String, exercise: String)]
    }

    /// Adds the program in `text` as `name` (a program of that name gets
    /// the new text, keeping its workouts and what was set by hand).
    /// `mappings`: NAME=EXERCISE for names the library does not place.
    /// A new program runs in `unit`, the lifter's (`StoredProgram.unit`).
    public func add(text: String, name: String, mappings: [String: String] = [:], unit: WeightUnit = .kg) throws -> Added {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 60 else { throw WorkoutError.invalidInput("program names are 1 to 60 characters") }
        let program: Program
        do throws(ProgramSyntaxErrors) { program = try Program(parsing: text) } catch { throw Refusal.syntax(error) }
        guard !program.days.isEmpty else { throw WorkoutError.invalidInput("the program has no days: write `# Week 1` and `## Day 1` above its exercises") }
        var written: [ExerciseKey: (name: String, equipment: String?)] = [:]
        for day in program.days {
            for line in day.lines where written[line.key] == nil { written[line.key] = (line.syntax.name, line.syntax.equipment) }
        }
        let movements = database.movements
        return try database.write { db in
            let placed: [ExerciseKey: String]
            switch try ProgramNames.place(db, names: written, mappings: mappings, movements: movements) {
            case .success(let p): placed = p
            case .failure(let f): throw Refusal.unplaced(f.unplaced.map { ($0.name, $0.nearest) })
            }
            let ids = StoredProgram.encoded(Dictionary(uniqueKeysWithValues: placed.map { ($0.key.description, $0.value) }))
            var stored = try StoredProgram.filter(sql: "name = ? COLLATE NOCASE", arguments: [trimmed]).fetchOne(db)
            let isNew = stored == nil
            if var existing = stored {
                existing.source = text
                existing.exercises = ids
                try existing.update(db)
                // The days already run must run through the new text too.
                do { _ = try ProgramStanding.folded(db, existing) } catch {
                    throw WorkoutError.refused("the new text of \(existing.name) cannot go on from the \(Plural.count(try ProgramStanding.doneWorkouts(db, program: existing.id!).count, "day")) run from it (\(error)); add it under another name")
                }
                stored = existing
            } else {
                let anyActive = try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM program WHERE activeSince IS NOT NULL)") ?? false
                var new = StoredProgram(id: nil, name: trimmed, source: text, exercises: ids,
                                        unit: unit == .lb ? "lb" : "kg", createdAt: Date(),
                                        activeSince: anyActive ? nil : Date())
                try new.insert(db)
                stored = new
            }
            let names = try Dictionary(uniqueKeysWithValues: placed.map { key, id in
                (key.description, try Exercise.fetchOne(db, key: id)?.name ?? id)
            })
            return Added(name: stored!.name, isNew: isNew, weeks: program.weekCount, days: program.days.count,
                         exercises: names.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        }
    }

    public struct Listing: Sendable {
        public var name: String
        public var weeks: Int
        public var days: Int
        public var daysDone: Int
        public var isActive: Bool
        /// `W1D2 · Day 2`.
        public var next: String?
        /// Why it cannot be run as it stands (a script that fails on these numbers).
        public var problem: String?
    }

    public func list() throws -> [Listing] {
        try database.writer.read { db in
            let active = try Self.active(db)?.id
            return try StoredProgram.order(sql: "name COLLATE NOCASE").fetchAll(db).map { stored in
                let folded = Result { try ProgramStanding.folded(db, stored).standing }
                let standing = try? folded.get()
                var problem: String?
                if case .failure(let error) = folded { problem = "\(error)" }
                return Listing(name: stored.name, weeks: standing?.program.weekCount ?? 0, days: standing?.program.days.count ?? 0,
                               daysDone: standing?.daysDone ?? 0, isActive: stored.id == active,
                               next: standing?.nextDay.map { "W\($0.week)D\($0.dayInWeek) · \($0.name)" }, problem: problem)
            }
        }
    }

    /// The program `name` names (else the one being run), folded to now.
    public func standing(_ name: String? = nil) throws -> ProgramStanding {
        try database.writer.read { db in try ProgramStanding.folded(db, Self.require(db, name)).standing }
    }

    /// Runs a day of program `name` (else the one being run, which `name`
    /// becomes): the next day, or week `week`'s day `day`. Starts a workout
    /// following the day's plan. A 1RM the day needs and the program has
    /// not got is taken from the lifter's log (their best recent e1RM), and
    /// kept as if set by hand, so the fold reads the same figure every time.
    public func start(_ name: String? = nil, week: Int? = nil, day: Int? = nil, gym: String? = nil,
                      now: Date = Date()) throws -> Started {
        try database.write { db in
            var stored = try Self.require(db, name)
            let running = try Self.active(db)?.id
            if name != nil, running != stored.id {
                stored.activeSince = now
                try stored.update(db)
            }
            var standing = try ProgramStanding.folded(db, stored).standing
            let index: Int
            if let week { index = try standing.dayIndex(week: week, day: day ?? 1) } else if let day {
                index = try standing.dayIndex(week: standing.nextDay?.week ?? 1, day: day)
            } else {
                index = standing.progress.next
            }
            var taken: [String] = []
            var missing: [String] = []
            for line in standing.progress.days[index].lines where standing.progress.oneRepMax[line.key] == nil {
                let sets = line.variations[line.currentVariation]
                guard sets.contains(where: { set in
                    if case .percent? = set.load { return true }
                    return set.load == nil && set.rpe != nil
                }), let id = standing.exerciseIds[line.key], !taken.contains(line.key.description) else { continue }
                if let best = try Progression.recentBestOneRepMax(db, exercise: id, gym: nil) {
                    let figure = (ProgramStanding.inUnit(best, standing.unit) * 2).rounded() / 2
                    var edit = ProgramEdit(programId: stored.id!, daysDone: standing.daysDone, exercise: line.key.description,
                                           variable: "rm1", value: ScriptValue.weight(figure, standing.context.unit).description, madeAt: now)
                    try edit.insert(db)
                    taken.append(line.key.description)
                } else if !missing.contains(line.key.description) {
                    missing.append(line.key.description)
                }
            }
            if !taken.isEmpty { standing = try ProgramStanding.folded(db, stored).standing }
            let plan = ProgramDayPlan(try standing.plan(day: index), program: standing.program, named: stored.name, day: index,
                                      exerciseIds: standing.exerciseIds)
            let planJSON = StoredProgram.encoded(plan)
            let (workout, place) = try WorkoutLog.begin(db, gym: gym, name: "\(stored.name) W\(plan.week)D\(plan.dayInWeek)", now: now) {
                $0.programId = stored.id
                $0.programDay = index
                $0.programPlan = planJSON
            }
            return Started(workout: workout, gym: place, plan: plan, oneRepMaxFromLog: taken, oneRepMaxMissing: missing)
        }
    }

    public struct Started: Sendable {
        public var workout: Workout
        public var gym: Gym
        public var plan: ProgramDayPlan
        /// Lines whose 1RM was just taken from the log.
        public var oneRepMaxFromLog: [String]
        /// Lines prescribed from a 1RM nobody has given: their weights are the lifter's to choose.
        public var oneRepMaxMissing: [String]
    }

    /// Sets `variable` (`rm1` or a state variable) of the exercise `query`
    /// names in program `name` (else the one being run) to `value` as typed
    /// (`100kg`, `3`), from now on.
    public func set(_ variable: String, of query: String, to value: String, program name: String? = nil) throws -> ProgramStanding {
        guard let parsed = ScriptValue(typed: value) else {
            throw WorkoutError.invalidInput("\"\(value)\" is no value; use a weight (100kg, 225lb), a number or a percentage")
        }
        return try database.write { db in
            let stored = try Self.require(db, name)
            var standing = try ProgramStanding.folded(db, stored).standing
            let key = try standing.key(for: query, db)
            do throws(ProgramRunError) { try standing.progress.set(variable, of: key, to: parsed) } catch {
                throw WorkoutError.invalidInput(error.message)
            }
            var edit = ProgramEdit(programId: stored.id!, daysDone: standing.daysDone, exercise: key.description,
                                   variable: variable.lowercased() == "rm1" ? "rm1" : variable, value: parsed.description, madeAt: Date())
            try edit.insert(db)
            return try ProgramStanding.folded(db, stored).standing
        }
    }

    /// The program's exercise `query` names (its line, name, or library
    /// exercise) in program `name` (else the one being run), with the program folded to now.
    public func exercise(_ query: String, program name: String? = nil) throws -> (standing: ProgramStanding, key: ExerciseKey) {
        try database.writer.read { db in
            let standing = try ProgramStanding.folded(db, Self.require(db, name)).standing
            return (standing, try standing.key(for: query, db))
        }
    }

    /// Deletes program `name` and what was set by hand in it. Its workouts
    /// and their sets stay in the log, as workouts of no program.
    public func delete(_ name: String) throws -> String {
        try database.write { db in
            let stored = try Self.require(db, name)
            _ = try stored.delete(db)
            return stored.name
        }
    }

    /// The program being run: the one chosen last.
    static func active(_ db: Database) throws -> StoredProgram? {
        try StoredProgram.filter(sql: "activeSince IS NOT NULL").order(sql: "activeSince DESC, id DESC").fetchOne(db)
    }

    static func require(_ db: Database, _ name: String?) throws -> StoredProgram {
        if let name {
            if let found = try StoredProgram.filter(sql: "name = ? COLLATE NOCASE", arguments: [name]).fetchOne(db) { return found }
            let all = try String.fetchAll(db, sql: "SELECT name FROM program ORDER BY name COLLATE NOCASE")
            throw WorkoutError.refused("no program named \(name)" + (all.isEmpty ? "" : "; there are \(all.joined(separator: ", "))"))
        }
        if let active = try active(db) { return active }
        throw WorkoutError.refused("no program yet: add one from its file first")
    }
}
