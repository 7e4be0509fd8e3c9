@testable import TimerCore
import Testing
import TestSupport

/// `start --warn`: a warning wake-up before the deadline, moved by add and
/// pause like the deadline, and not given late after a restart.
@Suite struct TimerWarningTests {
    let clock = TestClock()

    private func drain(_ book: inout TimerBook) -> (expired: [String], warned: [String]) {
        let expired = book.expire(at: clock.now()).map(\.timer.name)
        return (expired, book.takeWarnings().map(\.name))
    }

    @Test func test_warning_comes_before_the_deadline_once() throws {
        var book = TimerBook()
        book.start(name: "rest", label: "Squat", duration: 90 * .perSecond, warnBefore: 10 * .perSecond, at: clock.now())
        let start = clock.now().boottime
        #expect(book.nextWakeup() == start + 80 * .perSecond)
        clock.advance(79.9)
        #expect(drain(&book).warned.isEmpty)
        clock.advance(0.1)
        #expect(drain(&book) == ([], ["rest"]))
        #expect(book.nextWakeup() == start + 90 * .perSecond)
        clock.advance(10)
        #expect(drain(&book) == (["rest"], []))
    }

    @Test func test_add_and_pause_move_the_warning_with_the_deadline() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 60 * .perSecond, warnBefore: 10 * .perSecond, at: clock.now())
        _ = try? book.adjust(name: "rest", by: 30 * .perSecond, at: clock.now())
        clock.advance(50)
        #expect(drain(&book).warned.isEmpty, "the warning moved 30 s later with the deadline")
        _ = try? book.pause(name: "rest", at: clock.now())
        clock.advance(600)
        #expect(drain(&book) == ([], []))
        _ = try? book.resume(name: "rest", at: clock.now())
        clock.advance(30)
        #expect(drain(&book) == ([], ["rest"]))
    }

    @Test func test_a_warning_no_longer_timely_is_not_given() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 60 * .perSecond, warnBefore: 10 * .perSecond, at: clock.now())
        clock.advance(55) // the daemon was not running at 50 s
        #expect(drain(&book) == ([], []))
    }

    @Test func test_a_warning_as_long_as_the_timer_is_not_given_but_kept() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 10 * .perSecond, warnBefore: 10 * .perSecond, at: clock.now())
        #expect(book.timers["rest"]?.warnBefore == 10 * .perSecond, "kept for the rest Again restarts")
        clock.advance(11)
        #expect(drain(&book) == (["rest"], []), "no heads-up at the start, only the end")
    }
}
