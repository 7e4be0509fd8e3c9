import Foundation
import Liftoscript
import Testing

/// The programs in `programs/`, each replayed against the table worked by
/// hand beside it: every workout planned as the table prescribes, then
/// finished with the reps the table says were done.
@Suite struct ProgramTableTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("programs")

    struct Row {
        let workout: Int, day: Int, line: String, prescribed: String, done: [Int]
        /// The RPE the lifter reported (`@8` after the reps), for every set.
        let rpe: Double?
    }

    /// The 1RM table and the workout table of a program's Markdown.
    static func tables(_ text: String) -> (oneRepMax: [String: Double], rows: [Row]) {
        var oneRepMax: [String: Double] = [:]
        var rows: [Row] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count == 2, let max = Double(cells[1]) { oneRepMax[cells[0].lowercased()] = max }
            if cells.count == 5, let workout = Int(cells[0]), let day = Int(cells[1]) {
                let done = cells[4].split(separator: " ")
                rows.append(Row(workout: workout, day: day, line: cells[2], prescribed: cells[3],
                                done: done.compactMap { Int($0) }, rpe: done.first { $0.hasPrefix("@") }.flatMap { Double($0.dropFirst()) }))
            }
        }
        return (oneRepMax, rows)
    }

    @Test(arguments: ["gzclp.md", "starting-strength.md", "texas-method.md", "madcow.md", "531-bbb.md",
                      "ppl-double-progression.md", "nsuns-5-day.md", "peaking-block-rpe.md"])
    func test_the_program_prescribes_what_its_table_says(file: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let (maxes, rows) = Self.tables(text)
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
