import Foundation
import GRDB
import Liftoscript
import Notation

/// A program's day as a workout runs it, kept on the workout
/// (`programPlan`) as it was prescribed when the workout started (and,
/// for a line with an update script, as its sets to come were worked out
/// again after each change to the sets done, `replan`): what
/// `next`, the targets, the workout screen and the rest notification
/// follow, and which line of the program each exercise's sets count for.
public struct ProgramDayPlan: Codable, Sendable, Equatable {
    public var program: String
    public var week: Int
    public var dayInWeek: Int
    /// Index into the program's days.
    public var day: Int
    public var name: String
    public var exercises: [Item]

    public struct Item: Codable, Sendable, Equatable {
        /// The program's line (`ExerciseKey.description`).
        public var line: String
        public var exerciseId: String
        /// As written in the program: `t1: Squat`.
        public var title: String
        /// `4x3, 1x3+ 85kg`.
        public var summary: String
        public var superset: String?
        public var description: String?
        /// Warm-ups then working sets, weights in kg.
        public var sets: [PlannedSet]
        /// The line has an update script: its sets to come are worked out
        /// again after each set done (`replan`).
        public var replans: Bool? = nil

        public var working: [PlannedSet] { sets.filter { $0.kind != .warmup } }
    }

    /// `W2D3 · Day 3`.
    public var heading: String { "W\(week)D\(dayInWeek) · \(name)" }

    /// The plan of a day planned by the program, with the library's
    /// exercise for each line and weights in kg.
    init(_ plan: DayPlan, program: Program, named name: String, day: Int, exerciseIds: [ExerciseKey: String]) {
        self.program = name
        week = plan.week
        dayInWeek = plan.dayInWeek
        self.day = day
        self.name = plan.name
        exercises = plan.exercises.compactMap { e in
            guard let id = exerciseIds[e.key] else { return nil }
            return Item(line: e.key.description, exerciseId: id, title: e.title, summary: e.summary, superset: e.superset,
                        description: e.description,
                        sets: (e.warmup ?? []).map { Self.stored($0, kind: .warmup) } + e.sets.map { Self.stored($0, kind: .normal) },
                        replans: program.exercises[e.key]?.update != nil ? true : nil)
        }
    }

    /// A set as the program prescribes it, its weight in kg.
    static func stored(_ s: Liftoscript.PlannedSet, kind: SetKind) -> PlannedSet {
        var set = PlannedSet(kind: kind, weightKg: s.weight.flatMap(Self.kilograms), reps: s.reps)
        set.amrap = s.amrap ? true : nil
        set.rpe = s.rpe
        set.restSeconds = s.restSeconds
        set.label = s.label
        return set
    }

    /// After the sets of `workout` (a program's day in progress) changed
    /// (a set logged, undone, edited or deleted): the sets to come of each
    /// line with an update script, worked out again from the sets done so
    /// far, from the standing the workout started from. Whatever fails
    /// here leaves the plan as it was: the change to the sets stands.
    static func replan(_ db: Database, workoutId: Int64) {
        try? db.inSavepoint {
            try replanning(db, workoutId: workoutId)
            return .commit
        }
    }

    private static func replanning(_ db: Database, workoutId: Int64) throws {
        guard var workout = try Workout.fetchOne(db, key: workoutId), workout.endedAt == nil,
              var plan = decoded(workout.programPlan), let programId = workout.programId, let day = workout.programDay,
              plan.exercises.contains(where: { $0.replans == true }),
              let program = try StoredProgram.fetchOne(db, key: programId) else { return }
        let standing = try ProgramStanding.folded(db, program, startedBefore: workout.startedAt).standing
        var changed = false
        for i in plan.exercises.indices where plan.exercises[i].replans == true {
            let exercise = plan.exercises[i].exerciseId
            // An exercise on two lines of the day keeps its plan: whose sets are whose is not known yet.
            guard plan.exercises.filter({ $0.exerciseId == exercise }).count == 1, let key = standing.keys[plan.exercises[i].line] else { continue }
            let done = try Row.fetchAll(db, sql: """
                SELECT weightKg, reps, rpe FROM workoutSet WHERE workoutId = ? AND exerciseId = ? AND kind <> 'warmup' AND reps IS NOT NULL
                ORDER BY \(SyncOrder.sets)
                """, arguments: [workoutId, exercise]).map { row in
                DoneSet(reps: row[1], weight: (row[0] as Double?).map { .weight(ProgramStanding.inUnit($0, standing.unit), standing.context.unit) },
                        rpe: row[2])
            }
            guard let sets = try standing.progress.replanned(day: day, key: key, done: done, program: standing.program,
                                                             context: standing.context) else { continue }
            let replanned = plan.exercises[i].sets.filter { $0.kind == .warmup } + sets.map { Self.stored($0, kind: .normal) }
            if replanned != plan.exercises[i].sets { plan.exercises[i].sets = replanned; changed = true }
        }
        guard changed else { return }
        workout.programPlan = StoredProgram.encoded(plan)
        try workout.update(db, columns: [Column("programPlan")])
    }

    /// Every set the day plans for exercise `id`, on all its lines, in order.
    func sets(of id: String) -> [PlannedSet] {
        exercises.filter { $0.exerciseId == id }.flatMap(\.sets)
    }

    /// A weight of a script in kilograms (nil for what is no weight).
    static func kilograms(_ value: ScriptValue) -> Double? {
        switch value {
        case .weight(let n, .kg): n
        case .weight(let n, .lb): WeightUnit.lb.toKilograms(n)
        default: nil
        }
    }

    static func decoded(_ json: String?) -> ProgramDayPlan? {
        json.flatMap { try? JSONDecoder().decode(ProgramDayPlan.self, from: Data($0.utf8)) }
    }

    /// The plan as a template's, for what follows a plan (next set,
    /// targets, supersets): each exercise's sets as prescribed.
    func templatePlan(_ db: Database, startedAt: Date) throws -> TemplateBook.Plan {
        var letters: [String: Int] = [:]
        var items: [TemplateBook.Plan.Item] = []
        for item in exercises where !items.contains(where: { $0.exercise.id == item.exerciseId }) {
            guard let exercise = try Exercise.fetchOne(db, key: item.exerciseId) else { continue }
            // One exercise on two lines (a top set, then back-offs) is one
            // item of the plan: its sets in the order of the lines.
            let sets = self.sets(of: item.exerciseId)
            let working = sets.filter { $0.kind != .warmup }
            let group = item.superset.map { letter in
                if let known = letters[letter] { return known }
                letters[letter] = letters.count + 1
                return letters.count
            }
            items.append(.init(exercise: exercise, sets: max(1, working.count), weightKg: working.first?.weightKg,
                               reps: working.first?.reps, range: nil, incrementKg: nil, superset: group,
                               plannedSets: sets, prescribed: true))
        }
        return TemplateBook.Plan(template: Template(id: nil, name: "\(program) \(heading)", createdAt: startedAt), items: items)
    }
}
