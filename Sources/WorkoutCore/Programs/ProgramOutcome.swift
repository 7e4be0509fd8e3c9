import Foundation
import GRDB
import Liftoscript
import Notation

/// What a workout of a program did to it: each exercise whose next time
/// changed, as it was and as it is now ("5x3 100kg → 6x2 100kg"), with
/// its state and 1RM as they moved and what its script printed.
extension ProgramBook {
    public struct Change: Sendable, Equatable {
        /// The line as written in the program: `t1: Squat`.
        public var title: String
        /// Its sets next time, before this workout and after it (equal when only state moved).
        public var before: String
        public var after: String
        /// `stage: 1 → 2`, `rm1: 100kg → 105kg`, and lines the script printed.
        public var notes: [String]
    }

    public struct Outcome: Sendable {
        public var program: String
        public var day: String
        public var changes: [Change]
        /// The day the program goes on with.
        public var next: String?
    }

    /// What ending workout `workoutId` did to the program it ran a day of
    /// (nil when it ran none, or is not ended).
    public func outcome(ofWorkout workoutId: Int64) throws -> Outcome? {
        try database.writer.read { db -> Outcome? in
            guard let programId = try Int64.fetchOne(db, sql: "SELECT programId FROM workout WHERE id = ?", arguments: [workoutId]),
                  let stored = try StoredProgram.fetchOne(db, key: programId) else { return nil }
            let (before, stopped) = try ProgramStanding.folded(db, stored, before: workoutId)
            guard let done = stopped, before.progress.days.indices.contains(done.day) else { return nil }
            var start = before
            start.applyEdits()
            try start.weighIn(db, at: done.startedAt)
            let sets = try start.doneSets(db, done)
            let finished: ProgramProgress.Finished
            do throws(ProgramRunError) { finished = try start.progress.finishing(day: done.day, done: sets, program: start.program, context: start.context) } catch {
                throw WorkoutError.refused("program \(stored.name): \(error.message)")
            }
            var after = start
            after.progress = finished.progress
            after.daysDone += 1
            let day = start.progress.days[done.day]
            var changes: [Change] = []
            for line in day.lines where sets[line.key] != nil && !changes.contains(where: { $0.title == line.syntax.title }) {
                let key = line.key
                let next = Self.nextDay(with: key, in: after.progress)
                let was = next.flatMap { try? start.plan(day: $0).exercises.first { $0.key == key }?.summary } ?? ""
                let now = next.flatMap { try? after.plan(day: $0).exercises.first { $0.key == key }?.summary } ?? ""
                var notes: [String] = []
                let oldState = start.progress.state[key] ?? [:], newState = after.progress.state[key] ?? [:]
                for name in newState.keys.sorted() where newState[name] != oldState[name] {
                    notes.append("\(name): \(oldState[name]?.description ?? "-") → \(newState[name]!.description)")
                }
                if let rm = after.progress.oneRepMax[key], rm != start.progress.oneRepMax[key] {
                    notes.append("1RM: \(start.progress.oneRepMax[key]?.description ?? "-") → \(rm.description)")
                }
                notes += finished.printed[key] ?? []
                guard was != now || !notes.isEmpty else { continue }
                changes.append(Change(title: line.syntax.title, before: was, after: now, notes: notes))
            }
            let following = after.nextDay.map { "W\($0.week)D\($0.dayInWeek) · \($0.name)" }
            let heading = "W\(day.week)D\(day.dayInWeek) · \(day.name)"
            return Outcome(program: stored.name, day: heading, changes: changes, next: following)
        }
    }

    /// The first day from the program's next on (going round) with `key`.
    static func nextDay(with key: ExerciseKey, in progress: ProgramProgress) -> Int? {
        let n = progress.days.count
        guard n > 0 else { return nil }
        return (0..<n).map { (progress.next + $0) % n }.first { progress.days[$0].lines.contains { $0.key == key } }
    }
}
