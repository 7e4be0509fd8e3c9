import Foundation
import Testing

/// `program` commands as a lifter meets them: a program with errors is
/// refused whole (exit 64, each error with its line, column and a caret,
/// nothing saved), a name the library does not know is listed once with
/// its nearest matches until `--map` places it, and `workout end` says
/// what the progressions changed.
@Suite struct ProgramCommandTests {
    func write(_ session: InProcess, _ text: String) throws -> String {
        let path = session.root + "/program.txt"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func test_a_program_with_errors_is_refused_with_a_caret_under_each() throws {
        let session = try InProcess()
        let path = try write(session, "# Week 1\n## A\nSquat / 3x5 / 100kg\nBench Press / 3x / 60kg\nDeadlift / 1x5 / 140kg / progress: lp(\n")
        let added = session.run("program", "add", path)
        #expect(added.status == 64)
        let lines = added.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "gym-timer: \(path): 2 errors in the program; nothing saved")
        #expect(lines.contains { $0.hasPrefix("\(path):4:") })
        #expect(lines.contains { $0.hasPrefix("\(path):5:") })
        // Under each quoted line, a caret.
        let quoted = try #require(lines.firstIndex(of: "  Bench Press / 3x / 60kg"))
        #expect(lines[quoted + 1].trimmingCharacters(in: .whitespaces) == "^")
        #expect(session.run("program", "list").stdout.hasPrefix("no programs"))
    }

    @Test func test_an_unknown_name_is_refused_with_its_nearest_matches_until_mapped() throws {
        let session = try InProcess()
        let path = try write(session, "# Week 1\n## A\nFlorp Curl / 3x10 / 20kg\n## B\nFlorp Curl / 3x10 / 20kg\n")
        let refused = session.run("program", "add", path)
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("gym-timer: \(path): 1 exercise name the library does not know; nothing saved."))
        let listed = refused.stderr.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(listed.count == 1 && listed[0].hasPrefix("  Florp Curl: nearest "), "\(refused.stderr)")
        let mapped = session.run("program", "add", path, "--map", "Florp Curl=hammer curl")
        #expect(mapped.status == 0, "\(mapped.stderr)")
        #expect(mapped.stdout.contains("florp curl → Hammer Curl (Dumbbell)"))
    }

    @Test func test_a_top_set_and_back_off_sets_of_one_exercise_follow_one_another() throws {
        let session = try InProcess()
        let path = try write(session, """
            # Week 1
            ## A
            top: Squat / 1x3 / 140kg / 300s
            backoff: Squat / 3x5 / 110kg / 150s
            """)
        #expect(session.run("program", "add", path).status == 0)
        #expect(session.run("program", "start").status == 0)
        let top = session.run("log", "--no-timer", "squat")
        #expect(top.stdout.contains("Squat (Barbell) — set 1 of 4: 140 kg × 3"), "\(top.stdout)")
        #expect(top.stdout.contains("next: Squat (Barbell), set 2 of 4: 110 kg × 5"), "\(top.stdout)")
        let backoff = session.run("log", "--no-timer", "squat")
        #expect(backoff.stdout.contains("set 2 of 4: 110 kg × 5"), "\(backoff.stdout)")
    }

    @Test func test_an_update_script_reworks_the_sets_to_come_after_each_set() throws {
        let session = try InProcess()
        let path = try write(session, """
            # Week 1
            ## A
            Squat / 3x5 / 100kg / update: custom() {~
              if (setIndex > 0 && completedReps[setIndex] < reps[setIndex]) {
                weights = completedWeights[setIndex] - 10kg
              }
            ~}
            """)
        #expect(session.run("program", "add", path).status == 0)
        #expect(session.run("program", "start").status == 0)
        // The first set fell short: the two to come are 10 kg lighter.
        let short = session.run("log", "--no-timer", "squat", "100x3")
        #expect(short.stdout.contains("next: Squat (Barbell), set 2 of 3: 90 kg × 5"), "\(short.stdout)")
        // Made in full: the sets to come stay where they are.
        let made = session.run("log", "--no-timer", "squat")
        #expect(made.stdout.contains("set 2 of 3: 90 kg × 5"), "\(made.stdout)")
        #expect(made.stdout.contains("next: Squat (Barbell), set 3 of 3: 90 kg × 5"), "\(made.stdout)")
        // Both taken back (the last by undo, the first deleted): the sets to come are as the program planned them.
        #expect(session.run("undo", "--yes").status == 0)
        let deleted = session.run("set", "delete", "1")
        #expect(deleted.status == 0, "\(deleted.stderr)")
        let next = session.run("next")
        #expect(next.stdout.contains("target: 100 kg × 5"), "\(next.stdout)")
    }

    @Test func test_workout_end_says_what_changed_for_next_time() throws {
        let session = try InProcess()
        let path = try write(session, """
            # Week 1
            ## A
            t1: Squat / 3x3 / 2x2 / 100kg / progress: custom() {~
              if (completedReps >= reps) { weights += 5kg } else { setVariationIndex += 1 }
            ~}
            """)
        #expect(session.run("program", "add", path).status == 0)
        #expect(session.run("program", "start").status == 0)
        #expect(session.run("log", "squat", "100x3", "100x3", "100x2").status == 0)
        let ended = session.run("workout", "end")
        #expect(ended.stdout.contains("program W1D1 · A done; next W1D1 · A"), "\(ended.stdout)")
        #expect(ended.stdout.contains("  t1: Squat: 3x3 100kg → 2x2 100kg next time"), "\(ended.stdout)")
        let show = session.run("program", "show")
        #expect(show.stdout.contains("t1: Squat: 2x2 100kg"), "\(show.stdout)")
    }
}
