@testable import TimerCore
import Testing
import TestSupport

/// A workout's rest carries a reminder: "Workout still open" that long
/// after the rest ends, once, unless the rest is replaced (the next set)
/// or stopped (the workout ended) first. Times come from an injected clock.
@Suite struct WorkoutReminderTests {
    let clock = TestClock()
    let minute: Nanoseconds = 60 * .perSecond

    private func workoutRest(_ book: inout TimerBook, reminder: Nanoseconds) {
        book.start(name: "rest", label: "Squat, set 3", duration: 2 * minute, followUp: FollowUp("", reminder: reminder), at: clock.now())
    }

    @Test func test_the_reminder_comes_once_its_time_after_the_rest_ends() {
        var book = TimerBook()
        workoutRest(&book, reminder: 15 * minute)
        clock.advance(120)
        #expect(book.expire(at: clock.now()).map(\.timer.name) == ["rest"])
        #expect(book.nextWakeup() == clock.now().boottime + 15 * minute, "counted from the end of the rest")
        clock.advance(15 * 60 - 1)
        _ = book.expire(at: clock.now())
        #expect(book.takeReminders().isEmpty)
        clock.advance(1)
        _ = book.expire(at: clock.now())
        #expect(book.takeReminders().map(\.label) == ["Squat, set 3"])
        _ = book.takeChanges()
        book.markReminded(name: "rest")
        // Recorded for the journal, so a restart does not give it again.
        #expect(book.takeChanges() == [.put(timer: book.timers["rest"]!)])
        #expect(book.timers["rest"]?.followUp == nil)
        clock.advance(3600)
        _ = book.expire(at: clock.now())
        #expect(book.takeReminders().isEmpty)
        #expect(book.timers["rest"] == nil, "then the finished rest goes as any does")
    }

    @Test func test_keep_going_reminds_again_and_the_next_set_or_the_end_takes_it_away() {
        var book = TimerBook()
        workoutRest(&book, reminder: 15 * minute)
        clock.advance(120 + 15 * 60)
        _ = book.expire(at: clock.now())
        #expect(book.takeReminders().count == 1)
        book.markReminded(name: "rest")
        book.remindAgain(name: "rest", after: 15 * minute, at: clock.now())
        #expect(book.nextWakeup() == clock.now().boottime + 15 * minute)
        clock.advance(15 * 60)
        _ = book.expire(at: clock.now())
        #expect(book.takeReminders().count == 1)

        // The next set replaces the rest before its reminder: none comes.
        workoutRest(&book, reminder: 15 * minute)
        clock.advance(120)
        _ = book.expire(at: clock.now())
        workoutRest(&book, reminder: 15 * minute)
        clock.advance(120 + 15 * 60)
        _ = book.expire(at: clock.now())
        #expect(book.takeReminders().count == 1, "only the last rest's")
        // Stopped (the workout ended): none.
        workoutRest(&book, reminder: 15 * minute)
        clock.advance(120)
        _ = book.expire(at: clock.now())
        _ = try? book.stop(name: "rest")
        clock.advance(15 * 60)
        _ = book.expire(at: clock.now())
        #expect(book.takeReminders().isEmpty)
    }

    @Test func test_a_reminder_later_than_an_hour_keeps_its_rest_until_then() {
        var book = TimerBook()
        workoutRest(&book, reminder: 90 * minute)
        clock.advance(120 + 3600)
        _ = book.expire(at: clock.now())
        #expect(book.timers["rest"] != nil)
        clock.advance(30 * 60)
        _ = book.expire(at: clock.now())
        #expect(book.takeReminders().count == 1)
    }

    @Test func test_a_reminder_that_came_due_while_no_daemon_ran_is_given_on_recovery() {
        var book = TimerBook()
        workoutRest(&book, reminder: 15 * minute)
        clock.advance(120)
        _ = book.expire(at: clock.now())
        book.markNotified(name: "rest", notificationID: 4)
        let persisted = Array(book.timers.values)
        clock.advance(20 * 60)
        var (recovered, _, _) = TimerBook.recover(persisted, at: clock.now(), grace: 3600 * .perSecond)
        #expect(recovered.takeReminders().map(\.name) == ["rest"])
    }
}
