import Foundation
import Testing

/// What `set delete` says it did: a few sets by number, many by their
/// count and runs of numbers, never a line of thousands of numbers.
@Suite struct SetDeleteTests {
    @Test func test_many_deleted_sets_are_counted_with_their_range_and_a_few_are_named() throws {
        let cli = try InProcess()
        #expect(cli.run(["log", "bench", "press", "--yes"] + Array(repeating: "100x5", count: 20)).status == 0)
        let few = cli.run("set", "delete", "2", "4", "--yes")
        #expect(few.status == 0 && few.stdout == "deleted #2 #4\n", "\(few.stdout)\(few.stderr)")
        let runs = cli.run("set", "delete", "5-10", "12", "--yes")
        #expect(runs.stdout == "deleted 7 sets: #5–#10, #12\n", "\(runs.stdout)\(runs.stderr)")
        let scattered = cli.run("set", "delete", "1", "3", "11", "13", "15-17", "19", "--yes")
        #expect(scattered.stdout == "deleted 8 sets: #1 to #19 (6 runs)\n", "\(scattered.stdout)\(scattered.stderr)")
        let json = cli.run("set", "delete", "1-100", "--yes", "--json")
        #expect(json.stdout == "{\"deleted\":[14,18,20]}\n", "\(json.stdout)")
    }
}
