import Foundation
import Testing

/// Templates that hold supersets and every set, as a person plans, saves,
/// reads and follows them, through the command line on a real log file.
@Suite struct TemplateSupersetCommandTests {
    private func lines(_ result: InProcess.Result) -> [String] {
        result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func test_a_superset_day_saved_as_a_template_reads_back_set_by_set_and_runs_in_rounds() throws {
        let cli = try InProcess()
        #expect(cli.run("log", "bench", "press", "20x10", "60x5", "--warmup").status == 0)
        #expect(cli.run("log", "bench", "press", "100x5").status == 0)
        #expect(cli.run("log", "bent", "over", "row", "80x8", "--superset").status == 0)
        #expect(cli.run("log", "bench", "press", "100x5").status == 0)
        #expect(cli.run("log", "bent", "over", "row", "80x8").status == 0)
        #expect(cli.run("log", "bicep", "curl", "barbell", "40x10").status == 0)
        #expect(cli.run("workout", "end").status == 0)

        let saved = lines(cli.run("templates", "save", "Push Pull", "--from", "1"))
        #expect(saved == ["saved template Push Pull",
                          "  A1. Bench Press (Barbell) — warm-up 20 kg × 10, 60 kg × 5; 2 sets of 100 kg × 5",
                          "  A2. Bent Over Row (Barbell) — 2 sets of 80 kg × 8",
                          "  3. Bicep Curl (Barbell) — 40 kg × 10"])
        #expect(lines(cli.run("templates")) == ["Push Pull: A: Bench Press (Barbell) ×2, A: Bent Over Row (Barbell) ×2, Bicep Curl (Barbell) ×1"])
        let json = try JSONSerialization.jsonObject(with: Data(cli.run("templates", "show", "push pull", "--json").stdout.utf8)) as? [String: Any]
        let items = try #require((json?["template"] as? [String: Any])?["exercises"] as? [[String: Any]])
        #expect(items.map { $0["superset"] as? String } == ["A", "A", nil])
        let bench = try #require(items.first?["planned_sets"] as? [[String: Any]])
        #expect(bench.map { $0["kind"] as? String } == ["warmup", "warmup", "normal", "normal"])
        #expect(bench.map { $0["weight_kg"] as? Double } == [20, 60, 100, 100])

        // Following it: round one pairs bench and row with no --superset.
        #expect(cli.run("workout", "start", "--template", "push pull").status == 0)
        let first = lines(cli.run("log", "bench", "press", "100x5", "--no-timer"))
        #expect(first.last == "next: A2 Bent Over Row (Barbell), set 1 of 2: 80 kg × 8 (25 + 5 per side)", "\(first)")
        let second = lines(cli.run("log", "bent", "over", "row", "80x8", "--no-timer"))
        #expect(second.first?.contains("superset A2") == true, "\(second)")
        #expect(second.last?.hasPrefix("next: A1 Bench Press (Barbell), set 2 of 2") == true, "\(second)")
    }

    @Test func test_planning_a_superset_by_hand_and_taking_it_apart() throws {
        let cli = try InProcess()
        #expect(cli.run("templates", "plan", "Arms", "bicep", "curl", "barbell", "3x8-12").status == 0)
        #expect(lines(cli.run("templates", "plan", "Arms", "triceps", "pushdown", "3x10-15", "--superset")).suffix(2)
            == ["  A1. Bicep Curl (Barbell) — 3 × 8-12 reps", "  A2. Triceps Pushdown (Cable - Straight Bar) — 3 × 10-15 reps"])
        #expect(lines(cli.run("templates", "plan", "Arms", "triceps", "pushdown", "3x10-15", "--no-superset")).suffix(2)
            == ["  1. Bicep Curl (Barbell) — 3 × 8-12 reps", "  2. Triceps Pushdown (Cable - Straight Bar) — 3 × 10-15 reps"])
        let first = cli.run("templates", "plan", "Legs", "squat", "5x5", "--superset")
        #expect(first.status == 1 && first.stderr.contains("a superset joins the exercise planned before it"), "\(first.stderr)")
        #expect(cli.run("templates", "show", "Legs").status != 0, "the refused plan made no template")
    }
}
