import Foundation
import Testing

/// `gym-timer stats` charts weeks that hold training, and compares the rest
/// taken with what the rest timer counts.
@Suite struct StatsCommandTests {
    private func lines(_ result: InProcess.Result) -> [String] {
        result.stdout.split(separator: "\n").map(String.init)
    }

    /// A workout of squats, ended, then moved to `start` (local time), as an
    /// imported workout would be.
    private func pastWorkout(_ cli: InProcess, number: Int, on start: String) {
        #expect(cli.run("log", "squat", "100x5").status == 0)
        #expect(cli.run("workout", "end").status == 0)
        let moved = cli.run("history", "edit", "\(number)", "--started", start)
        #expect(moved.status == 0, "\(moved.stderr)")
    }

    @Test func test_a_history_that_ended_months_ago_charts_the_weeks_up_to_its_last_workout() throws {
        let cli = try InProcess()
        pastWorkout(cli, number: 1, on: "2025-03-05 18:00")
        pastWorkout(cli, number: 2, on: "2025-05-21 18:00")

        let text = lines(cli.run("stats"))
        #expect(text.prefix(2) == ["workouts per week (2 in all)",
                                   "  weeks of 2025-03-03 to 2025-05-19, up to your last workout (none in the last 12 weeks)"], "\(text)")
        #expect(text.count > 14 && text[2].hasPrefix("  2025-W10  ") && text[13].hasPrefix("  2025-W21  "), "\(text)")
        #expect(text.contains("streak: 0 weeks (longest 1)"), "\(text)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(cli.run("stats", "--json").stdout.utf8)) as? [String: Any])
        let weeks = try #require(json["weeks"] as? [[String: Any]])
        #expect(weeks.count == 12)
        #expect(weeks.first?["week"] as? String == "2025-W10" && weeks.first?["workouts"] as? Int == 1)
        #expect(weeks.last?["week"] as? String == "2025-W21" && weeks.last?["workouts"] as? Int == 1)
        #expect(weeks.dropFirst().dropLast().allSatisfy { $0["workouts"] as? Int == 0 })
        #expect(json["ends_at_last_workout"] as? Bool == true)

        let four = lines(cli.run("stats", "--weeks", "4"))
        #expect(four.dropFirst().first == "  weeks of 2025-04-28 to 2025-05-19, up to your last workout (none in the last 4 weeks)", "\(four)")
    }

    @Test func test_recent_training_keeps_the_chart_on_this_week() throws {
        let cli = try InProcess()
        #expect(cli.run("log", "squat", "100x5").status == 0)
        let text = lines(cli.run("stats"))
        #expect(text.first == "workouts per week (1 in all)")
        #expect(!text.contains { $0.hasPrefix("  weeks of ") }, "\(text)")
        #expect(text.count > 12 && text[12].hasSuffix(" 1   " + String(repeating: "█", count: 30)), "this week last: \(text)")
    }

    @Test func test_rest_taken_is_compared_with_what_the_rest_timer_counts() throws {
        let cli = try InProcess()
        #expect(cli.run("config", "set", "timer.default_rest", "90").status == 0)
        // Custom exercises have no rest of their own (rest 0) until given one.
        #expect(cli.run("exercises", "add", "Spoto Press", "--movement", "bench_press").status == 0)
        #expect(cli.run("exercises", "add", "Larsen Press", "--movement", "bench_press").status == 0)
        #expect(cli.run("exercises", "edit", "larsen", "press", "--rest", "2m").status == 0)
        // A set's rest is the time since the workout's previous set: Spoto
        // rests before its second set, Larsen before both of its own.
        for words in [["spoto", "press", "100x5"], ["spoto", "press", "100x5"], ["larsen", "press", "90x5"], ["larsen", "press", "90x5"]] {
            let logged = cli.run(["log"] + words)
            #expect(logged.status == 0, "\(logged.stderr)")
        }

        func restLine(_ exercise: String) -> String? {
            let text = lines(cli.run("stats"))
            guard let header = text.firstIndex(where: { $0.hasPrefix("rest taken") }) else { return nil }
            return text[header...].first { $0.hasPrefix("  \(exercise) ") }
        }
        let spoto = try #require(restLine("Spoto Press"))
        #expect(spoto.hasSuffix(" vs 1 min 30 s (timer.default_rest)  (1 set)"), "\(spoto)")
        #expect(!spoto.contains("vs 0 s"))
        let larsen = try #require(restLine("Larsen Press"))
        #expect(larsen.hasSuffix(" vs 2 min 00 s  (2 sets)"), "\(larsen)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(cli.run("stats", "--json").stdout.utf8)) as? [String: Any])
        let rest = try #require(json["rest"] as? [[String: Any]])
        let spotoJSON = try #require(rest.first { $0["exercise"] as? String == "Spoto Press" })
        #expect(spotoJSON["configured_s"] as? Int == 0 && spotoJSON["timer_s"] as? Double == 90)

        // No timer starts after a set of an exercise with its auto-timer off: nothing to compare with.
        #expect(cli.run("exercises", "edit", "larsen", "press", "--auto-timer", "off").status == 0)
        let off = try #require(restLine("Larsen Press"))
        #expect(off.hasSuffix(" (no rest timer for this exercise)  (2 sets)"), "\(off)")
    }
}
