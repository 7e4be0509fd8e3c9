@testable import TimerCore
import Testing
import TestSupport

/// The dense timer table against a plain dictionary doing the same things:
/// removal moves the last timer into the gap, and every name must still
/// find its own timer and generation afterwards.
@Suite struct TimerTableTests {
    @Test func test_seeded_puts_and_removes_match_a_dictionary() {
        var random = SeededGenerator(seed: 15)
        var table = TimerTable()
        var model: [String: (timer: RestTimer, generation: UInt64)] = [:]
        for step in 0..<20_000 {
            let name = "t\(Int.random(in: 0..<300, using: &random))"
            if Bool.random(using: &random) {
                let timer = RestTimer(name: name, label: "\(step)", duration: Nanoseconds(step), phase: .paused(remaining: 1))
                table.put(timer, generation: UInt64(step))
                model[name] = (timer, UInt64(step))
            } else {
                #expect(table.remove(name) == model.removeValue(forKey: name)?.timer)
            }
            if step % 997 == 0 || step == 19_999 {
                #expect(table.count == model.count)
                #expect(Set(table.values.map(\.name)) == Set(model.keys))
                for (name, entry) in model {
                    #expect(table[name] == entry.timer)
                    #expect(table.generation(of: name) == entry.generation)
                }
            }
        }
        #expect(table["nobody"] == nil)
        #expect(table.generation(of: "nobody") == nil)
    }

    @Test func test_a_book_still_expires_the_right_timers_after_removals_reorder_its_table() {
        let clock = TestClock()
        var book = TimerBook()
        for i in 0..<100 { book.start(name: "t\(i)", label: "", duration: Nanoseconds(i + 1) * .perSecond, at: clock.now()) }
        for i in stride(from: 0, to: 100, by: 3) { _ = try? book.stop(name: "t\(i)") }
        clock.advance(50.5)
        let expired = book.expire(at: clock.now()).map(\.timer.name)
        #expect(expired == (0..<50).filter { $0 % 3 != 0 }.map { "t\($0)" })
        #expect(book.count == 66)
    }
}
