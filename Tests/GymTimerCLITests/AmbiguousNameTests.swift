@testable import GymTimerCLI
import Foundation
import Testing

/// One rule for a name that fits several exercises, in an empty log and in
/// one with history: the lifter's own choice decides and `log` says which
/// it took and what else the name fits; with no choice yet, the name's
/// closest match, or the candidates to pick from.
@Suite struct AmbiguousNameTests {
    @Test func test_a_name_several_exercises_fit_is_listed_until_the_lifter_has_chosen_then_said() throws {
        let cli = try InProcess()
        // Nothing chosen yet and the name fits several equally: nothing is logged, the candidates are listed.
        let empty = cli.run("log", "curl", "20x10")
        #expect(empty.status != 0)
        #expect(empty.stderr.contains("\"curl\" matches several exercises: "), "\(empty.stderr)")
        #expect(empty.stderr.contains("Hammer Curl (Dumbbell)") && empty.stderr.contains("Bicep Curl (Dumbbell)"), "\(empty.stderr)")
        #expect(cli.run("workout", "show").status != 0, "nothing was logged, so no workout is in progress")

        // Chosen once by its full name, the short name takes it, says so and names the others.
        #expect(cli.run("log", "hammer", "curl", "dumbbell", "20x10", "--no-timer").status == 0)
        let short = cli.run("log", "curl", "20x10", "--no-timer")
        #expect(short.status == 0, "\(short.stderr)")
        #expect(short.stdout.contains("Hammer Curl (Dumbbell) — set 2"), "\(short.stdout)")
        #expect(short.stdout.contains("took Hammer Curl (Dumbbell), the one you chose before; the name also fits Bicep Curl (Dumbbell)"),
                "\(short.stdout)")
        #expect(short.stdout.contains("type more of a name to log another"))
    }

    @Test func test_among_exercises_the_lifter_has_done_the_closest_name_wins_over_the_latest() throws {
        let cli = try InProcess()
        #expect(cli.run("log", "bench", "press", "dumbbell", "30x10").status == 0)
        #expect(cli.run("log", "incline", "bench", "press", "dumbbell", "25x10").status == 0)
        // `bench db` names 2 of Bench Press (Dumbbell)'s 3 words and 2 of the incline's 4.
        let logged = cli.run("log", "bench", "db", "30x10")
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains("Bench Press (Dumbbell) — set 2: 30 kg × 10"), "\(logged.stdout)")
        #expect(!logged.stdout.contains("Incline"), "\(logged.stdout)")
    }
}

/// The rest label's last resort: text longer than a glance is cut at a word.
@Suite struct GlanceTests {
    @Test func test_text_too_long_is_cut_at_a_word_with_an_ellipsis() {
        let text = "Landmine Press With A Long Pause, set 2: 60 kg × 8."
        #expect(RestAfterLog.fitted(text, 200) == text)
        #expect(RestAfterLog.fitted(text, 20) == "Landmine Press With…")
        #expect(RestAfterLog.fitted(text, 33) == "Landmine Press With A Long Pause…")
        #expect(RestAfterLog.fitted("Supercalifragilistic", 10) == "Supercali…")
    }
}
