@testable import TimerCore
import Testing
import TestSupport

/// Cues: the rest to end next is cued `cueLead` before its end (the
/// daemon readies its chime then), at its start when shorter, moved with
/// the deadline, and never a rest stopped or paused.
@Suite struct TimerCueTests {
    let clock = TestClock()

    private func cued(_ book: inout TimerBook) -> [String] {
        _ = book.expire(at: clock.now())
        return book.takeCues().map(\.name)
    }

    @Test func test_a_rest_is_cued_its_lead_before_the_end_once() {
        var book = TimerBook()
        book.cueLead = 3 * .perSecond
        let start = clock.now().boottime
        book.start(name: "rest", label: "Squat", duration: 90 * .perSecond, at: clock.now())
        #expect(book.nextWakeup() == start + 87 * .perSecond)
        clock.advance(86.9)
        #expect(cued(&book).isEmpty)
        clock.advance(0.1)
        #expect(cued(&book) == ["rest"])
        clock.advance(1)
        #expect(cued(&book).isEmpty, "once")
    }

    @Test func test_a_short_rest_is_cued_as_it_starts_and_a_moved_one_with_its_deadline() throws {
        var book = TimerBook()
        book.cueLead = 3 * .perSecond
        book.start(name: "short", label: "", duration: 2 * .perSecond, at: clock.now())
        #expect(cued(&book) == ["short"])
        book.start(name: "rest", label: "", duration: 60 * .perSecond, at: clock.now())
        _ = try book.adjust(name: "rest", by: 30 * .perSecond, at: clock.now())
        clock.advance(57)
        #expect(cued(&book).isEmpty, "the cue moved 30 s later with the deadline")
        clock.advance(30)
        #expect(cued(&book) == ["rest"])
    }

    @Test func test_no_cue_for_a_stopped_or_paused_rest_or_without_a_lead() throws {
        var book = TimerBook()
        book.start(name: "unled", label: "", duration: 10 * .perSecond, at: clock.now())
        clock.advance(8)
        #expect(cued(&book).isEmpty, "no lead, no cue")
        book.cueLead = 3 * .perSecond
        book.start(name: "stopped", label: "", duration: 10 * .perSecond, at: clock.now())
        book.start(name: "paused", label: "", duration: 10 * .perSecond, at: clock.now())
        _ = try book.stop(name: "stopped")
        _ = try book.pause(name: "paused", at: clock.now())
        _ = try book.stop(name: "unled")
        clock.advance(8)
        #expect(cued(&book).isEmpty)
        #expect(book.nextWakeup() == nil, "nothing left to wake for")
    }

    @Test func test_of_two_rests_ending_together_the_first_is_cued_and_each_end_once() {
        var book = TimerBook()
        book.cueLead = 3 * .perSecond
        book.start(name: "a", label: "", duration: 60 * .perSecond, at: clock.now())
        book.start(name: "b", label: "", duration: 61 * .perSecond, at: clock.now())
        clock.advance(57)
        #expect(cued(&book) == ["a"])
        clock.advance(3)
        #expect(cued(&book).isEmpty, "b's cue came while a's end was first")
        clock.advance(1)
        _ = book.expire(at: clock.now())
        #expect(book.takeCues().isEmpty)
    }
}
