@testable import TimerCore
import Testing
import TestSupport

@Suite struct TimerBookTests {
    let clock = TestClock()
    let hour: Nanoseconds = 3600 * .perSecond

    private func remaining(_ book: TimerBook, _ name: String = "rest") -> Double {
        book.timers[name]!.remaining(at: clock.now()).seconds
    }

    @Test func test_start_counts_down_in_real_time() {
        var book = TimerBook()
        book.start(name: "rest", label: "Bench", duration: 90 * .perSecond, at: clock.now())
        clock.advance(30)
        #expect(remaining(book) == 60)
        guard case .running = book.timers["rest"]?.phase else { Issue.record("not running"); return }
        #expect(book.timers["rest"]?.duration == 90 * .perSecond)
        #expect(book.nextWakeup() == clock.now().boottime + 60 * Nanoseconds.perSecond)
    }

    @Test func test_starting_an_existing_name_replaces_it() {
        var book = TimerBook()
        book.start(name: "rest", label: "a", duration: 90 * .perSecond, at: clock.now())
        let replaced = book.start(name: "rest", label: "b", duration: 60 * .perSecond, at: clock.now())
        #expect(replaced?.label == "a")
        #expect(book.count == 1)
        #expect(book.timers["rest"]?.label == "b")
        #expect(remaining(book) == 60)
    }

    @Test func test_suspend_counts_and_the_timer_fires_right_after_resume() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 90 * .perSecond, at: clock.now())
        clock.advance(600) // suspended for ten minutes: boot time counts it
        #expect(book.nextWakeup()! <= clock.now().boottime)
        let fired = book.expire(at: clock.now())
        #expect(fired.map(\.timer.name) == ["rest"])
        #expect(fired[0].overdue == 510 * .perSecond)
    }

    @Test func test_wall_clock_jump_does_not_move_a_running_deadline() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 90 * .perSecond, at: clock.now())
        clock.jumpWall(-3600)
        #expect(remaining(book) == 90)
        clock.jumpWall(7200)
        #expect(remaining(book) == 90)
        #expect(book.expire(at: clock.now()).isEmpty)
        clock.advance(90)
        #expect(book.expire(at: clock.now()).count == 1)
    }

    @Test func test_restart_in_the_same_boot_recomputes_from_boottime_deadline() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 90 * .perSecond, at: clock.now())
        let persisted = Array(book.timers.values)
        clock.advance(40)
        clock.jumpWall(1000) // even with a wall-clock step while the daemon was down
        let (recovered, due, dropped) = TimerBook.recover(persisted, at: clock.now(), grace: hour)
        #expect(due.isEmpty && dropped.isEmpty)
        #expect(recovered.timers["rest"]!.remaining(at: clock.now()) == 50 * .perSecond)
    }

    @Test func test_after_a_reboot_remaining_time_comes_from_the_wall_clock_end() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 300 * .perSecond, at: clock.now())
        let persisted = Array(book.timers.values)
        clock.reboot(downtime: 100)
        var (recovered, due, _) = TimerBook.recover(persisted, at: clock.now(), grace: hour)
        #expect(due.isEmpty)
        #expect(recovered.timers["rest"]!.remaining(at: clock.now()) == 200 * .perSecond)
        // The deadline now lives in the new boot's clock.
        #expect(recovered.nextWakeup() == clock.now().boottime + 200 * .perSecond)
    }

    @Test func test_missed_timer_within_grace_is_announced_once_with_its_lateness() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 90 * .perSecond, at: clock.now())
        let persisted = Array(book.timers.values)
        clock.advance(132)
        var (recovered, due, dropped) = TimerBook.recover(persisted, at: clock.now(), grace: hour)
        #expect(dropped.isEmpty)
        #expect(due.map(\.timer.name) == ["rest"])
        #expect(due[0].overdue == 42 * .perSecond)
        // Once shown and recorded, a second restart does not announce it again.
        recovered.markNotified(name: "rest", notificationID: 7)
        let again = TimerBook.recover(Array(recovered.timers.values), at: clock.now(), grace: hour)
        #expect(again.due.isEmpty)
        #expect(again.book.timers["rest"]?.notificationID == 7)
    }

    @Test func test_missed_timer_older_than_grace_is_dropped() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 90 * .perSecond, at: clock.now())
        book.start(name: "tea", label: "", duration: 7200 * .perSecond, at: clock.now())
        let persisted = Array(book.timers.values)
        clock.advance(3600 + 91)
        let (recovered, due, dropped) = TimerBook.recover(persisted, at: clock.now(), grace: hour)
        #expect(due.isEmpty)
        #expect(dropped.map(\.timer.name) == ["rest"])
        #expect(recovered.timers.values.map(\.name) == ["tea"])
    }

    @Test func test_finished_but_unannounced_timer_is_announced_after_a_crash() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 10 * .perSecond, at: clock.now())
        clock.advance(10)
        _ = book.expire(at: clock.now()) // finished; the daemon died before notifying
        clock.advance(5)
        let (_, due, _) = TimerBook.recover(Array(book.timers.values), at: clock.now(), grace: hour)
        #expect(due.count == 1)
        #expect(due[0].overdue == 5 * .perSecond)
    }

    @Test func test_finished_timer_stays_listed_for_an_hour_then_goes() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 10 * .perSecond, at: clock.now())
        clock.advance(10)
        #expect(book.expire(at: clock.now()).count == 1)
        #expect(book.timers["rest"]?.isFinished == true)
        clock.advance(3599)
        #expect(book.expire(at: clock.now()).isEmpty)
        #expect(book.count == 1)
        clock.advance(1)
        _ = book.expire(at: clock.now())
        #expect(book.count == 0)
        #expect(book.takeChanges().last == .remove(name: "rest"))
    }

    @Test func test_pause_freezes_and_resume_continues() throws {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 90 * .perSecond, at: clock.now())
        clock.advance(20)
        _ = try book.pause(name: "rest", at: clock.now())
        clock.advance(1000)
        #expect(remaining(book) == 70)
        #expect(book.nextWakeup() == nil)
        guard case .paused = book.timers["rest"]?.phase else { Issue.record("not paused"); return }
        _ = try book.resume(name: "rest", at: clock.now())
        clock.advance(69)
        #expect(book.expire(at: clock.now()).isEmpty)
        clock.advance(1)
        #expect(book.expire(at: clock.now()).count == 1)
        #expect(throws: TimerBookError.self) { try book.resume(name: "rest", at: clock.now()) }
    }

    @Test func test_add_and_subtract_move_the_deadline() throws {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 90 * .perSecond, at: clock.now())
        _ = try book.adjust(name: "rest", by: 15 * .perSecond, at: clock.now())
        #expect(remaining(book) == 105)
        _ = try book.adjust(name: "rest", by: -30 * .perSecond, at: clock.now())
        #expect(remaining(book) == 75)
        #expect(book.timers["rest"]!.duration == 75 * .perSecond)
        _ = try book.adjust(name: "rest", by: -500 * .perSecond, at: clock.now())
        #expect(book.expire(at: clock.now()).count == 1) // subtracted past zero: fires now
        #expect(throws: TimerBookError.wrongState("timer \"rest\" has finished; start it again instead")) {
            try book.adjust(name: "rest", by: 15 * .perSecond, at: clock.now())
        }
    }

    @Test func test_stop_and_unknown_names() throws {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 90 * .perSecond, at: clock.now())
        book.start(name: "tea", label: "", duration: 90 * .perSecond, at: clock.now())
        #expect(throws: TimerBookError.unknownTimer("nope")) { try book.stop(name: "nope") }
        #expect(try book.stop(name: "rest").name == "rest")
        #expect(book.stopAll().map(\.name) == ["tea"])
        #expect(book.nextWakeup() == nil)
        clock.advance(100)
        #expect(book.expire(at: clock.now()).isEmpty) // stopped timers never fire
    }

    @Test func test_replaced_timer_does_not_fire_at_its_old_deadline() {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 10 * .perSecond, at: clock.now())
        book.start(name: "rest", label: "", duration: 60 * .perSecond, at: clock.now())
        clock.advance(10)
        #expect(book.expire(at: clock.now()).isEmpty)
        clock.advance(50)
        #expect(book.expire(at: clock.now()).count == 1)
    }

    @Test func test_every_mutation_is_recorded_for_the_journal() throws {
        var book = TimerBook()
        book.start(name: "rest", label: "", duration: 10 * .perSecond, at: clock.now())
        _ = try book.pause(name: "rest", at: clock.now())
        _ = try book.stop(name: "rest")
        let changes = book.takeChanges()
        #expect(changes.count == 3)
        #expect(changes.last == .remove(name: "rest"))
        #expect(book.takeChanges().isEmpty)
    }

    @Test func test_many_timers_fire_in_deadline_order() {
        var book = TimerBook()
        for i in 0..<1000 {
            book.start(name: "t\(i)", label: "", duration: Nanoseconds(1000 - i) * .perSecond / 10, at: clock.now())
        }
        clock.advance(100)
        let fired = book.expire(at: clock.now())
        #expect(fired.count == 1000)
        #expect(fired.first?.timer.name == "t999")
        #expect(fired.last?.timer.name == "t0")
    }
}

/// A daemon holds 100,000 timers within 40 MB: a timer's record stays at
/// 104 bytes (what it was before it remembered the rest Again restarts).
@Suite struct TimerLayoutTests {
    @Test func test_a_timer_takes_104_bytes() {
        #expect(MemoryLayout<RestTimer>.stride == 104)
        var timer = RestTimer(name: "rest", label: "", duration: 30 * .perSecond, phase: .paused(remaining: 1))
        timer.rest = 90 * .perSecond
        #expect(timer.rest == 90 * .perSecond && timer.restDuration == 90 * .perSecond)
        timer.rest = nil
        #expect(timer.rest == nil && timer.restDuration == 30 * .perSecond)
    }
}
