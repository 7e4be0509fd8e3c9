import GymTimerConfig
import GymTimerProtocol
import Testing
import TestSupport
import TimerCore
@testable import GymTimerDaemon

/// The bounds every way in holds a timer to (the CLI, the socket and the
/// bus all reach them through `TimerService.handle`): from 0.05 s to 24 h,
/// and an adjustment that keeps it there.
@Suite struct TimerLimitTests {
    let clock = TestClock()
    let service: TimerService

    init() {
        service = TimerService(book: TimerBook(), clock: clock, notifier: RecordingPresenter(), settings: Settings(), logger: quietLogger())
    }

    private func remaining(_ name: String) -> Double? {
        service.handle(Request(.status, name: name)).timers?.first?.remainingSeconds
    }

    @Test func test_a_timer_is_at_least_a_twentieth_of_a_second() {
        let tiny = service.handle(Request(.start, name: "rest", seconds: 1e-9))
        #expect(!tiny.ok)
        #expect(tiny.error?.code == .invalidArgument)
        #expect(service.book.timers.isEmpty)
        #expect(service.handle(Request(.start, name: "rest", seconds: 0.05)).ok)
    }

    @Test func test_add_cannot_take_a_timer_past_24_hours() {
        #expect(service.handle(Request(.start, name: "rest", seconds: 90)).ok)
        let over = service.handle(Request(.add, name: "rest", seconds: 86_400))
        #expect(!over.ok)
        #expect(over.error?.message == "rest has 1:30 left; adding 24 h 00 min would take it past 24 hours, the longest a timer runs")
        #expect(remaining("rest") == 90)
        #expect(service.handle(Request(.add, name: "rest", seconds: 86_400 - 90)).ok)
        #expect(remaining("rest") == 86_400)
    }

    @Test func test_subtracting_more_than_is_left_is_refused_not_a_silent_finish() {
        #expect(service.handle(Request(.start, name: "rest", seconds: 90)).ok)
        clock.advance(45)
        let past = service.handle(Request(.add, name: "rest", seconds: -60))
        #expect(!past.ok)
        #expect(past.error?.message == "rest has 0:45 left; taking off 1 min 00 s would end it: stop it instead, or take off less")
        #expect(remaining("rest") == 45)
        #expect(service.handle(Request(.status, name: "rest")).timers?.first?.state == .running)
        #expect(service.handle(Request(.add, name: "rest", seconds: -30)).ok)
        #expect(remaining("rest") == 15)
    }

    @Test func test_a_paused_timer_keeps_the_same_bounds() {
        #expect(service.handle(Request(.start, name: "rest", seconds: 90)).ok)
        #expect(service.handle(Request(.pause, name: "rest")).ok)
        #expect(!service.handle(Request(.add, name: "rest", seconds: -90)).ok)
        #expect(!service.handle(Request(.add, name: "rest", seconds: 86_311)).ok)
        #expect(service.handle(Request(.add, name: "rest", seconds: -89)).ok)
        #expect(remaining("rest") == 1)
    }
}
