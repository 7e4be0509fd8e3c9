import GymTimerConfig
import GymTimerProtocol
import Notifications
import Testing
import TestSupport
import TimerCore
@testable import GymTimerDaemon

/// The heads-up before a timer's end goes when the timer does, and Again
/// restarts the rest the timer was started with.
@Suite struct HeadsUpAndAgainTests {
    let clock = TestClock()
    let presenter = RecordingPresenter()
    let service: TimerService

    init() {
        service = TimerService(book: TimerBook(), clock: clock, notifier: presenter, settings: Settings(), logger: quietLogger())
    }

    /// Starts `name` for `seconds` with a heads-up `warn` before its end,
    /// moves to the heads-up and has the server show it as `id`.
    private func headsUp(_ name: String, _ seconds: Double, warn: Double, id: UInt32) throws {
        #expect(service.handle(Request(.start, name: name, seconds: seconds, warn: warn)).ok)
        clock.advance(seconds - warn + 0.01)
        service.fireDue()
        let sent = try #require(presenter.shown.last)
        #expect(sent.note.transient, "the heads-up is the transient one")
        presenter.answer(sent.token, .shown(id: id))
    }

    @Test func test_the_heads_up_is_closed_when_its_timer_finishes() throws {
        try headsUp("rest", 60, warn: 10, id: 4)
        #expect(presenter.closed.isEmpty)
        clock.advance(10)
        service.fireDue()
        #expect(presenter.closed == [4])
        #expect(presenter.shown.last?.note.transient == false, "then Rest over")
    }

    @Test func test_the_heads_up_is_closed_when_its_timer_is_stopped_or_replaced() throws {
        try headsUp("a", 60, warn: 10, id: 4)
        #expect(service.handle(Request(.stop, name: "a")).ok)
        #expect(presenter.closed == [4])
        try headsUp("b", 60, warn: 10, id: 5)
        #expect(service.handle(Request(.start, name: "b", seconds: 90)).ok)
        #expect(presenter.closed == [4, 5])
        // Another timer's heads-up stays.
        try headsUp("c", 60, warn: 10, id: 6)
        #expect(service.handle(Request(.stop, name: "b")).ok)
        #expect(!presenter.closed.contains(6))
    }

    @Test func test_the_heads_up_is_closed_when_its_timer_is_paused_or_moved() throws {
        try headsUp("a", 60, warn: 10, id: 4)
        #expect(service.handle(Request(.pause, name: "a")).ok)
        #expect(presenter.closed == [4])
        try headsUp("b", 60, warn: 10, id: 5)
        #expect(service.handle(Request(.add, name: "b", seconds: 30)).ok)
        #expect(presenter.closed == [4, 5])
    }

    @Test func test_a_heads_up_answered_after_its_timer_ended_is_closed_on_arrival() throws {
        #expect(service.handle(Request(.start, name: "rest", seconds: 60, warn: 10)).ok)
        clock.advance(50.01)
        service.fireDue()
        let token = try #require(presenter.shown.last?.token)
        #expect(service.handle(Request(.stop)).ok)
        #expect(presenter.closed.isEmpty)
        presenter.answer(token, .shown(id: 9))
        #expect(presenter.closed == [9])
    }

    @Test func test_again_after_plus_30_restarts_the_rest_it_was_started_with() throws {
        #expect(service.handle(Request(.start, seconds: 90)).ok)
        func ringAndPress(_ action: RestNotification.Action, id: UInt32) throws {
            clock.advance(120)
            service.fireDue()
            let token = try #require(presenter.shown.last?.token)
            presenter.answer(token, .shown(id: id))
            presenter.onAction(id, action)
        }
        try ringAndPress(.add30, id: 1)
        #expect(service.book.timers["rest"]?.duration == 30 * .perSecond)
        try ringAndPress(.again, id: 2)
        #expect(service.book.timers["rest"]?.duration == 90 * .perSecond, "Again is the 90 s rest, not the last +30 s")
        try ringAndPress(.add30, id: 3)
        try ringAndPress(.add30, id: 4)
        try ringAndPress(.again, id: 5)
        #expect(service.book.timers["rest"]?.duration == 90 * .perSecond)
        // A heads-up longer than +30 s is not given then, but comes back with Again.
        #expect(service.handle(Request(.start, seconds: 90, warn: 40)).ok)
        try ringAndPress(.add30, id: 6)
        let shownBefore = presenter.shown.count
        try ringAndPress(.again, id: 7)
        #expect(service.book.timers["rest"]?.warnBefore == 40 * .perSecond)
        clock.advance(50.01)
        service.fireDue()
        #expect(presenter.shown.dropFirst(shownBefore).contains { $0.note.transient }, "the 90 s rest's heads-up came back")
        // A timer started anew stands for its own rest again.
        #expect(service.handle(Request(.start, seconds: 45)).ok)
        #expect(service.book.timers["rest"]?.rest == nil)
    }
}

/// The heads-up's record on its own: one on screen per timer.
@Suite struct HeadsUpsTests {
    @Test func test_a_later_heads_up_for_the_same_timer_closes_the_earlier_one() {
        var headsUps = HeadsUps()
        headsUps.sent(token: 1, for: "rest")
        #expect(headsUps.answered(token: 1, id: 4) == .kept)
        headsUps.sent(token: 2, for: "rest")
        #expect(headsUps.answered(token: 2, id: 5) == .close(4))
        #expect(headsUps.end("rest") == 5)
        #expect(headsUps.end("rest") == nil)
        #expect(headsUps.answered(token: 9, id: 1) == .notHeadsUp)
        headsUps.sent(token: 3, for: "tea")
        #expect(headsUps.answered(token: 3, id: nil) == .kept, "not shown: nothing to close")
        #expect(headsUps.end("tea") == nil)
    }
}
