import Foundation
import Notation
import Testing

/// Every sentence that counts things agrees with its count: `1 set`,
/// `2 sets`, `0 rows`, through the one `Plural.count`.
@Suite struct PluralWordingTests {
    private func lines(_ result: InProcess.Result) -> [String] {
        result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func test_the_count_and_its_noun_agree() {
        #expect(Plural.count(1, "set") == "1 set")
        #expect(Plural.count(2, "set") == "2 sets")
        #expect(Plural.count(0, "row") == "0 rows")
        #expect(Plural.count(1, "match", "matches") == "1 match")
        #expect(Plural.count(3, "match", "matches") == "3 matches")
        #expect(Plural.count(1.0, "set") == "1 set")
        #expect(Plural.count(1.5, "set") == "1.5 sets")
        #expect(Plural.count(0.999, "set") == "1 set", "as it is written: 1")
    }

    @Test func test_one_set_is_one_set_wherever_it_is_counted() throws {
        let cli = try InProcess()
        #expect(cli.run("log", "bench", "press", "100x5").status == 0)
        #expect(lines(cli.run("workout", "show")).first?.hasSuffix(" elapsed, 1 set") == true)
        #expect(lines(cli.run("history")).first?.hasSuffix(" — 1 set (in progress)") == true)
        #expect(lines(cli.run("history", "show", "1")).dropFirst().first?.hasSuffix(" (in progress), 1 set") == true)
        let shown = cli.run("exercises", "show", "bench", "press").stdout
        #expect(shown.contains("at Default Gym: 1 set, last 100 kg × 5"), "\(shown)")

        let ended = cli.run("workout", "end").stdout
        #expect(ended.contains(" · 1 working set · "), "\(ended)")
        let file = cli.root + "/out.json"
        #expect(cli.run("export", "json", file).stdout == "wrote 1 workout, 1 set to \(file)\n")

        #expect(cli.run("exercises", "add", "Spoto Press", "--movement", "bench_press").status == 0)
        #expect(cli.run("log", "spoto", "press", "100x5").status == 0)
        let refused = cli.run("exercises", "delete", "spoto", "press")
        #expect(refused.status != 0 && refused.stderr.contains("Spoto Press has 1 logged set and"), "\(refused.stderr)")

        let deleted = cli.run("history", "delete", "1", "--yes")
        #expect(deleted.stdout.hasSuffix(" and its 1 set\n"), "\(deleted.stdout)")
    }

    @Test func test_a_plan_of_single_reps_says_rep() throws {
        let cli = try InProcess()
        let plan = lines(cli.run("templates", "plan", "Singles", "squat", "5x1"))
        #expect(plan == ["created template Singles", "  1. Squat (Barbell) — 5 × 1 rep"], "\(plan)")
    }
}
