import Foundation
import Testing

/// Errors are one line on stderr, say what was wrong and what is accepted,
/// and exit 64 for malformed input.
@Suite struct ErrorLineTests {
    @Test(arguments: [
        (["config", "get", "nope"], "timer.default_rest"),
        (["gyms", "add", "X", "--color", "teal"], "red, orange, yellow"),
        (["volume", "--by", "nope"], "'muscle' and 'group'"),
        (["lgo", "bench", "100x5"], "did you mean `gym-timer log`?"),
        (["log", "bench", "100x5", "-5x5"], "stands alone"),
        (["log", "bench", "+2.5y5"], "+2.5x5, -5x8 or +2.5"),
        (["templates", "plan", "Push", "bench", "3x12-8"], "use sets x reps, e.g. 3x8-12"),
        (["log", "plank", "100x5"], "Plank takes a time"),
        (["log", "bench", "100x5", "x3"], "could be 3 sets or a bodyweight set"),
        (["exercises", "--muscle", "wings"], "see `gym-timer exercises muscles`"),
    ])
    func test_malformed_input_is_one_line_that_says_what_is_accepted(arguments: [String], says: String) throws {
        let result = try InProcess().run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("gym-timer: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(says), "\(result.stderr)")
    }

    @Test func test_failures_that_are_not_usage_exit_1_with_the_hint() throws {
        let session = try InProcess()
        let gym = session.run("history", "--gym", "Nowhere")
        #expect(gym.status == 1 && gym.stderr == "gym-timer: no gym named \"Nowhere\"; see `gym-timer gyms`\n")
        let undo = session.run("undo", "--yes")
        #expect(undo.status == 1 && undo.stderr == "gym-timer: nothing to undo: no sets logged since the last undo\n")
    }
}
