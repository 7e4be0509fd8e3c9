import Foundation
import GymTimerProtocol
import Testing

/// The set a rest leads to travels with `start` and back as a command's
/// arguments: what is malformed is refused at the door.
@Suite struct NextSetTests {
    func decode(_ json: String) throws -> Request {
        try JSONDecoder().decode(Request.self, from: Data(json.utf8))
    }

    @Test func test_start_takes_the_next_set_and_it_reads_back_from_its_line() throws {
        let request = try decode(#"{"v":1,"cmd":"start","seconds":90,"next":{"after":41,"exercise":"bench_press_barbell","weight_kg":100,"reps":5}}"#)
        let next = try #require(request.next)
        #expect(next == NextSet(after: 41, exercise: "bench_press_barbell", weightKg: 100, reps: 5, warmup: false))
        #expect(NextSet(compact: next.compact) == next)
        let bodyweight = NextSet(after: 7, exercise: "pull_up", weightKg: nil, reps: 8, warmup: true)
        #expect(NextSet(compact: bodyweight.compact) == bodyweight)
    }

    @Test func test_a_malformed_next_set_or_one_on_another_command_is_refused() {
        for bad in [#"{"after":0,"exercise":"bench","reps":5}"#, #"{"after":1,"exercise":"-x","reps":5}"#,
                    #"{"after":1,"exercise":"a b","reps":5}"#, #"{"after":1,"exercise":"bench","reps":0}"#,
                    #"{"after":1,"exercise":"bench","reps":5,"weight_kg":-1}"#] {
            #expect(throws: (any Error).self, "\(bad)") { try decode(#"{"v":1,"cmd":"start","seconds":90,"next":"# + bad + "}") }
        }
        #expect(throws: WireError.self) { try decode(#"{"v":1,"cmd":"stop","next":{"after":1,"exercise":"bench","reps":5}}"#) }
        for bad in ["", "41 bench 100 5", "41 bench x 5 0", "41 bench 100 5 2", "-1 bench - 5 0"] {
            #expect(NextSet(compact: bad) == nil, "\(bad)")
        }
    }
}
