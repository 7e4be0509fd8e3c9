import GymTimerProtocol
import Testing
import TestSupport
import TimerCore
@testable import GymTimerDaemon

/// A timer as the wire shows it, at one moment of a hand-moved clock.
@Suite struct TimerSnapshotTests {
    let clock = TestClock()

    @Test func test_a_running_paused_and_finished_timer_on_the_wire() throws {
        var book = TimerBook()
        book.start(name: "rest", label: "Bench", duration: 90 * .perSecond, at: clock.now())
        clock.advance(30)
        let running = book.snapshot(book.timers["rest"]!, at: clock.now())
        #expect(running.state == .running && running.label == "Bench")
        #expect(running.remainingSeconds == 60 && running.durationSeconds == 90)
        #expect(running.endsAtUnix == Double(clock.now().wall) / 1e9 + 60)

        _ = try book.pause(name: "rest", at: clock.now())
        clock.advance(1000)
        let paused = book.snapshot(book.timers["rest"]!, at: clock.now())
        #expect(paused.state == .paused && paused.remainingSeconds == 60 && paused.endsAtUnix == nil)

        _ = try book.resume(name: "rest", at: clock.now())
        clock.advance(61)
        _ = book.expire(at: clock.now())
        let finished = book.snapshot(book.timers["rest"]!, at: clock.now())
        #expect(finished.state == .finished && finished.remainingSeconds == 0)
        #expect(finished.endsAtUnix == Double(clock.now().wall) / 1e9 - 1)
    }
}
