import Foundation
import Testing
import TestSupport

/// The eight programs of `programs/`, run through the command line as a
/// lifter runs them: `program add`, each 1RM set with `program state`,
/// then workout after workout `program start` (whose plan must be what the
/// table worked by hand prescribes), the sets the table says were done
/// logged at the prescribed weights, and `workout end`, which progresses
/// the program for the next day.
@Suite struct ProgramReplayTests {
    struct Added: Decodable {
        struct Line: Decodable { let line, exercise: String }
        let exercises: [Line]
    }

    struct Started: Decodable {
        struct Plan: Decodable {
            struct Item: Decodable {
                struct Set: Decodable { let kind: String; let weight_kg: Double? }
                let title, summary: String
                let sets: [Set]
                let exerciseId: String
            }
            let dayInWeek: Int
            let exercises: [Item]
        }
        let plan: Plan
    }

    @Test(arguments: ProgramTable.files)
    func test_the_command_line_runs_the_program_as_its_table_says(file: String) throws {
        let session = try InProcess()
        let path = ProgramTable.folder.appendingPathComponent(file).path
        let table = ProgramTable(try String(contentsOfFile: path, encoding: .utf8))
        let add = session.run("program", "add", path, "--json")
        try #require(add.status == 0, "\(add.stderr)")
        let added = try JSONDecoder().decode(Added.self, from: Data(add.stdout.utf8))
        for line in added.exercises {
            // `t1: squat, barbell` is the squat's line.
            var name = Substring(line.line)
            if let colon = name.range(of: ": ") { name = name[colon.upperBound...] }
            if let comma = name.lastIndex(of: ",") { name = name[..<comma] }
            guard let max = table.oneRepMax[String(name)] else { continue }
            let set = session.run("program", "state", line.line, "rm1=\(Self.figure(max))kg")
            #expect(set.status == 0, "\(set.stderr)")
        }
        for workout in table.workouts {
            let rows = table.rows.filter { $0.workout == workout }
            let start = session.run("program", "start", "--json")
            try #require(start.status == 0, "workout \(workout): \(start.stderr)")
            let plan = try JSONDecoder().decode(Started.self, from: Data(start.stdout.utf8)).plan
            #expect(plan.dayInWeek == rows[0].day, "workout \(workout)")
            for row in rows {
                let item = try #require(plan.exercises.first { $0.title == row.line }, "workout \(workout): \(row.line)")
                #expect(item.summary == row.prescribed, "workout \(workout): \(row.line)")
                let working = item.sets.filter { $0.kind != "warmup" }
                let sets = row.done.enumerated().filter { $0.element > 0 }.map { i, reps in
                    "\(Self.figure(working[min(i, working.count - 1)].weight_kg ?? 0))x\(reps)"
                }
                guard !sets.isEmpty else { continue }
                let log = session.run(["log", "--no-timer", "--yes", item.exerciseId] + sets + (row.rpe.map { ["--rpe", Self.figure($0)] } ?? []))
                #expect(log.status == 0, "workout \(workout): \(row.line): \(log.stderr)")
            }
            let end = session.run("workout", "end")
            #expect(end.status == 0, "workout \(workout): \(end.stderr)")
        }
    }

    static func figure(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
