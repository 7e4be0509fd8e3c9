import Foundation
import Testing

/// `history edit --started 2026-11-19`: a day alone moves the workout to
/// that day at its own clock time, its sets and end with it.
@Suite struct DayAloneTests {
    @Test func test_a_start_given_as_a_day_keeps_the_workouts_clock_time() throws {
        let cli = try InProcess()
        #expect(cli.run("history", "edit", "1", "--started", "2026-11-19").status == 1, "no workout yet")
        #expect(cli.run("log", "bench", "press", "100x5").status == 0)
        #expect(cli.run("workout", "end").status == 0)
        let before = try #require(try Self.times(cli))
        let moved = cli.run("history", "edit", "1", "--started", "2026-11-19")
        #expect(moved.status == 0, "\(moved.stderr)")
        let after = try #require(try Self.times(cli))
        #expect(after.started.hasPrefix("2026-11-19T"), "\(after)")
        // Same clock time (the part after the date), same length.
        #expect(after.started.dropFirst(10) == before.started.dropFirst(10), "\(before) → \(after)")
        #expect(after.ended.dropFirst(10) == before.ended.dropFirst(10), "\(before) → \(after)")
        let bad = cli.run("history", "edit", "1", "--started", "2026-02-30")
        #expect(bad.status == 64 && bad.stderr.contains("--started: invalid time \"2026-02-30\""), "\(bad.stderr)")
    }

    /// A workout that ran past midnight shows the day it ended on.
    @Test func test_a_workout_that_ends_after_midnight_shows_its_end_day() throws {
        let cli = try InProcess()
        #expect(cli.run("log", "bench", "press", "100x5").status == 0)
        #expect(cli.run("workout", "end").status == 0)
        // Last year's, so the days always print with their year.
        let year = Calendar(identifier: .gregorian).component(.year, from: Date()) - 1
        let edited = cli.run("history", "edit", "1", "--started", "\(year)-11-20 23:30", "--ended", "\(year)-11-21 00:40")
        #expect(edited.status == 0, "\(edited.stderr)")
        let shown = cli.run("history", "show", "1").stdout.split(separator: "\n").map(String.init)
        #expect(shown.dropFirst().first?.hasPrefix("20 Nov \(year) 23:30:00 – 21 Nov 00:40:00 (1 h 10 min)") == true, "\(shown)")
    }

    /// The workout's start and end as `history show 1 --json` gives them.
    static func times(_ cli: InProcess) throws -> (started: String, ended: String)? {
        let shown = cli.run("history", "show", "1", "--json")
        guard let object = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any] else { return nil }
        let workout = (object["workout"] as? [String: Any]) ?? object
        guard let started = workout["started_at"] as? String, let ended = workout["ended_at"] as? String else { return nil }
        return (started, ended)
    }
}
