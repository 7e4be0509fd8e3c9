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

    @Test func test_of_two_rests_ending_together_each_is_cued_once_the_second_late() {
        var book = TimerBook()
        book.cueLead = 3 * .perSecond
        book.start(name: "a", label: "", duration: 60 * .perSecond, at: clock.now())
        book.start(name: "b", label: "", duration: 61 * .perSecond, at: clock.now())
        clock.advance(57)
        #expect(cued(&book) == ["a"])
        clock.advance(3)
        #expect(cued(&book) == ["b"], "b's cue time came while a's end was first: cued at a's end, b's still ahead")
        clock.advance(1)
        _ = book.expire(at: clock.now())
        #expect(book.takeCues().isEmpty)
    }

    @Test func test_a_cue_hidden_behind_another_wakeup_or_a_resume_comes_late_not_never() throws {
        var book = TimerBook()
        book.cueLead = 3 * .perSecond
        book.start(name: "a", label: "", duration: 10 * .perSecond, at: clock.now())
        // Another rest's heads-up at 9 s is the first wake-up, after a's cue time (7 s).
        book.start(name: "b", label: "", duration: 20 * .perSecond, warnBefore: 11 * .perSecond, at: clock.now())
        #expect(book.nextWakeup() == clock.now().boottime + 9 * .perSecond, "the heads-up is first in line")
        clock.advance(6.9)
        #expect(cued(&book).isEmpty)
        clock.advance(2.1)
        #expect(cued(&book) == ["a"], "two seconds late, a second before its end")
        #expect(book.nextWakeup() == clock.now().boottime + 1 * .perSecond, "then its end, not its cue again")
        // Resumed with two seconds left: its cue time is past, its end ahead.
        book.cueLead = nil
        book.start(name: "c", label: "", duration: 10 * .perSecond, at: clock.now())
        clock.advance(8)
        _ = book.expire(at: clock.now())
        _ = try book.pause(name: "c", at: clock.now())
        clock.advance(60)
        book.cueLead = 3 * .perSecond
        _ = try book.resume(name: "c", at: clock.now())
        #expect(cued(&book) == ["c"])
    }
}
