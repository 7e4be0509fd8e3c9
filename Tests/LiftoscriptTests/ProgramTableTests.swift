import Foundation
import Liftoscript
import Testing
import TestSupport

/// The programs in `programs/`, each replayed against the table worked by
/// hand beside it: every workout planned as the table prescribes, then
/// finished with the reps the table says were done.
@Suite struct ProgramTableTests {
    @Test(arguments: ProgramTable.files)
    func test_the_program_prescribes_what_its_table_says(file: String) throws {
        let text = try String(contentsOf: ProgramTable.folder.appendingPathComponent(file), encoding: .utf8)
        let table = ProgramTable(text)
        let (maxes, rows) = (table.oneRepMax, table.rows)
        #expect(Set(rows.map(\.workout)).count >= 18, "six weeks at least")
        let program = try Program(parsing: text)
        let context = ProgramContext(unit: .kg, oneRepMax: { key in maxes[key.name].map { .weight($0, .kg) } })
        var progress = ProgramProgress(program)
        for workout in Set(rows.map(\.workout)).sorted() {
            let lines = rows.filter { $0.workout == workout }
            let plan = try progress.plan(program: program, context: context)
            #expect(plan.dayInWeek == lines[0].day, "workout \(workout)")
            var done: [ExerciseKey: [DoneSet]] = [:]
            for row in lines {
                let exercise = try #require(plan.exercises.first { $0.title == row.line }, "workout \(workout): \(row.line)")
                #expect(exercise.summary == row.prescribed, "workout \(workout): \(row.line)")
                done[exercise.key] = row.done.enumerated().map { i, reps in
                    DoneSet(reps: reps, weight: exercise.sets[min(i, exercise.sets.count - 1)].weight, rpe: row.rpe)
                }
            }
            progress = try progress.finishing(day: progress.next, done: done, program: program, context: context).progress
        }
    }
}
