import Foundation
import Testing

/// A set as gym-timer prints it can be typed back as it reads.
@Suite struct SetsAsPrintedTests {
    @Test func test_a_printed_set_typed_back_logs_the_same_set() throws {
        let cli = try InProcess()
        let first = cli.run("log", "bench", "press", "100x5")
        #expect(first.status == 0)
        #expect(first.stdout.contains("100 kg × 5"), "\(first.stdout)")
        let again = cli.run("log", "bench", "press", "100", "×", "5")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("100 kg × 5"), "\(again.stdout)")
        let joined = cli.run("log", "bench", "press", "100×5")
        #expect(joined.status == 0, "\(joined.stderr)")
        let shown = cli.run("workout", "show")
        #expect(shown.stdout.components(separatedBy: "100 kg × 5").count - 1 == 3, "\(shown.stdout)")
    }
}
