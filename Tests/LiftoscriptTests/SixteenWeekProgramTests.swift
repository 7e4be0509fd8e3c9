import Foundation
import Liftoscript
import Testing
import TestSupport

/// The largest program here, sixteen weeks of four days written out, run
/// whole for a lifter who does every rep asked and doubles the last set of
/// each block's third week: each main lift's 1RM goes up by its step four
/// times, the accessories climb their ranges, and day 65 is day 1 again.
@Suite struct SixteenWeekProgramTests {
    @Test func test_sixteen_weeks_run_whole_and_start_over() throws {
        let text = try String(contentsOf: ProgramTable.folder.appendingPathComponent("powerbuilding-16-weeks.md"), encoding: .utf8)
        let program = try Program(parsing: text)
        #expect(program.weekCount == 16)
        #expect(program.days.count == 64)
        let maxes: [String: Double] = ["squat": 140, "bench press": 100, "deadlift": 180, "overhead press": 60]
        let context = ProgramContext(unit: .kg, oneRepMax: { maxes[$0.name].map { .weight($0, .kg) } })
        var progress = ProgramProgress(program)
        var squatTops: [Double] = []
        for _ in 0..<64 {
            let plan = try progress.plan(program: program, context: context)
            var done: [ExerciseKey: [DoneSet]] = [:]
            for e in plan.exercises {
                done[e.key] = e.sets.map { set in DoneSet(reps: set.amrap ? set.reps * 2 : set.reps + 1, weight: set.weight) }
                if e.name == "Squat", plan.week % 4 == 1 { squatTops.append(e.sets[0].weight?.amount ?? 0) }
            }
            progress = try progress.finishing(day: progress.next, done: done, program: program, context: context).progress
        }
        #expect(progress.next == 0)
        // Week 1 of each block, 70 % of a 1RM 5 kg up each block: 98, 101.5, 105, 108.5, to 2.5 kg.
        #expect(squatTops == [97.5, 102.5, 105, 107.5])
        let squat = try #require(program.exercises.keys.first { $0.name == "squat" })
        #expect(progress.oneRepMax[squat] == .weight(160, .kg))
    }
}
