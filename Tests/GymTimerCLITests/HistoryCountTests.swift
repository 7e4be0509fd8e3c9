import Foundation
import Testing

/// `history --limit N` says how many there are in all, not only how many it shows.
@Suite struct HistoryCountTests {
    private func lines(_ result: InProcess.Result) -> [String] {
        result.stdout.split(separator: "\n").map(String.init)
    }

    /// Four workouts of bench press, one of squats.
    private func session() throws -> InProcess {
        let cli = try InProcess()
        for words in [["bench", "press", "100x5"], ["bench", "press", "100x5"], ["bench", "press", "100x5"], ["bench", "press", "100x5"],
                      ["squat", "100x5"]] {
            #expect(cli.run(["log"] + words).status == 0)
            #expect(cli.run("workout", "end").status == 0)
        }
        return cli
    }

    @Test func test_an_exercises_sessions_count_every_session_not_only_those_shown() throws {
        let cli = try session()
        let three = lines(cli.run("history", "--exercise", "bench press", "--limit", "3"))
        #expect(three.first == "Bench Press (Barbell) — 3 of 4 sessions, newest first", "\(three)")
        #expect(three.count == 4)
        // A name of several words is read as `log` reads it, unquoted too.
        #expect(lines(cli.run("history", "--exercise", "bench", "press", "--limit", "3")) == three)
        #expect(lines(cli.run("history", "--limit", "3", "--exercise", "bench", "press")) == three)
        let all = lines(cli.run("history", "--exercise", "bench press", "--limit", "4"))
        #expect(all.first == "Bench Press (Barbell) — 4 sessions, newest first", "\(all)")
        let json = try #require(try JSONSerialization.jsonObject(
            with: Data(cli.run("history", "--exercise", "bench press", "--limit", "1", "--json").stdout.utf8)) as? [String: Any])
        #expect(json["total"] as? Int == 4 && (json["sessions"] as? [Any])?.count == 1)
    }

    @Test func test_a_workout_list_cut_by_its_limit_says_how_many_there_are() throws {
        let cli = try session()
        let two = lines(cli.run("history", "--limit", "2"))
        #expect(two.count == 3 && two.last == "2 of 5 workouts; --limit 5 lists them all", "\(two)")
        let all = lines(cli.run("history"))
        #expect(all.count == 5 && all.allSatisfy { $0.hasPrefix("#") }, "nothing left out, nothing to say: \(all)")
        let json = try #require(try JSONSerialization.jsonObject(
            with: Data(cli.run("history", "--limit", "2", "--json").stdout.utf8)) as? [String: Any])
        #expect(json["total"] as? Int == 5 && (json["workouts"] as? [Any])?.count == 2)
    }
}
