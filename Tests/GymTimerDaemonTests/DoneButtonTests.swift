import GymTimerConfig
import GymTimerProtocol
import Notifications
import Testing
import TestSupport
import TimerCore
@testable import GymTimerDaemon

/// The buttons a rest's notifications carry follow `notify.actions`, and
/// Done hands the set the rest leads to back to be logged.
@Suite struct DoneButtonTests {
    let clock = TestClock()
    let presenter = RecordingPresenter()
    let next = NextSet(after: 41, exercise: "bench_press_barbell", weightKg: 100, reps: 5, warmup: false)

    func service(_ actions: [NotifyButton] = Settings().actions) -> TimerService {
        var settings = Settings()
        settings.actions = actions
        return TimerService(book: TimerBook(), clock: clock, notifier: presenter, settings: settings, logger: quietLogger())
    }

    /// Runs `service`'s rest to its end; the rest-over notification, shown as `id`.
    private func ring(_ service: TimerService, id: UInt32) throws -> RestNotification {
        clock.advance(200)
        service.fireDue()
        let sent = try #require(presenter.shown.last)
        presenter.answer(sent.token, .shown(id: id))
        return sent.note
    }

    @Test func test_rest_over_offers_done_only_when_the_next_set_is_known() throws {
        let s = service()
        #expect(s.handle(Request(.start, seconds: 90, next: next)).ok)
        #expect(try ring(s, id: 1).actions == [.default, .done, .add30, .again])
        #expect(s.handle(Request(.start, seconds: 90)).ok)
        #expect(try ring(s, id: 2).actions == [.default, .add30, .again], "no next set, no Done")
    }

    @Test func test_the_buttons_follow_the_setting_in_its_order() throws {
        let s = service([.plus15, .done, .minus15])
        #expect(s.handle(Request(.start, seconds: 90, next: next)).ok)
        // −15 s has nothing to shorten once the rest is over.
        #expect(try ring(s, id: 1).actions == [.default, .add15, .done])
        let none = service([])
        #expect(none.handle(Request(.start, name: "b", seconds: 90, next: next)).ok)
        #expect(try ring(none, id: 2).actions == [.default])
    }

    @Test func test_done_hands_back_the_named_set_once_per_press_and_more_rest_keeps_it() throws {
        let s = service([.done, .plus30, .again])
        var logged: [NextSet] = []
        s.onDone = { logged.append($0) }
        #expect(s.handle(Request(.start, seconds: 90, next: next)).ok)
        _ = try ring(s, id: 1)
        presenter.onAction(1, .add30)
        #expect(logged.isEmpty)
        // The 30 s more ends with the same next set.
        _ = try ring(s, id: 2)
        presenter.onAction(2, .done)
        #expect(logged == [next])
        // A notification nobody speaks for any more (the timer started anew) hands back nothing.
        #expect(s.handle(Request(.start, seconds: 90)).ok)
        presenter.onAction(2, .done)
        #expect(logged == [next])
    }

    @Test func test_the_heads_up_moves_the_rest_by_15_s_either_way() throws {
        let s = service([.done, .minus15, .plus15])
        #expect(s.handle(Request(.start, seconds: 90, warn: 10)).ok)
        clock.advance(80.01)
        s.fireDue()
        let sent = try #require(presenter.shown.last)
        #expect(sent.note.actions == [.subtract15, .add15])
        presenter.answer(sent.token, .shown(id: 7))
        presenter.onAction(7, .add15)
        let left = try #require(s.book.timers["rest"]).remaining(at: clock.now()).seconds
        #expect(abs(left - 24.99) < 0.01, "\(left)")
        #expect(presenter.closed.contains(7), "its heads-up no longer tells the truth")
    }
}

/// Who plays the rest-over sound: the server when it plays sounds, else
/// the daemon itself — and then the server is asked for none.
@Suite struct ChimeDecisionTests {
    let clock = TestClock()
    let presenter = RecordingPresenter()

    func ring(_ settings: Settings, serverPlaysSounds: Bool) throws -> (note: RestNotification, chimes: Int) {
        presenter.playsSounds = serverPlaysSounds
        let service = TimerService(book: TimerBook(), clock: clock, notifier: presenter, settings: settings, logger: quietLogger())
        let before = presenter.chimes.count
        #expect(service.handle(Request(.start, seconds: 90)).ok)
        clock.advance(100)
        service.fireDue()
        return (try #require(presenter.shown.last).note, presenter.chimes.count - before)
    }

    @Test func test_the_chime_is_readied_three_seconds_before_the_end_only_when_the_daemon_rings() throws {
        presenter.playsSounds = false
        let service = TimerService(book: TimerBook(), clock: clock, notifier: presenter, settings: Settings(), logger: quietLogger())
        #expect(service.handle(Request(.start, seconds: 90)).ok)
        clock.advance(86.9)
        service.fireDue()
        #expect(presenter.readied.isEmpty)
        clock.advance(0.1)
        service.fireDue()
        #expect(presenter.readied.map(\.sound) == ["alarm-clock-elapsed"] && presenter.readied.last?.volume == 1)
        // A server that plays the sound itself: nothing to ready.
        presenter.playsSounds = true
        #expect(service.handle(Request(.start, seconds: 90)).ok)
        clock.advance(88)
        service.fireDue()
        #expect(presenter.readied.count == 1)
    }

    @Test func test_speaking_plays_the_chime_too_and_says_what_is_next_after_it() throws {
        var speaking = Settings()
        speaking.speak = true
        let rang = try ring(speaking, serverPlaysSounds: true)
        #expect(rang.chimes == 1 && rang.note.soundName == nil, "the daemon plays both, in order")
        #expect(presenter.chimes.last?.speech == "Rest over.", "no label: the summary")
        let quiet = try ring(Settings(), serverPlaysSounds: false)
        #expect(quiet.chimes == 1 && presenter.chimes.last?.speech == nil, "notify.speak off: the chime alone")
    }

    @Test func test_the_daemon_chimes_where_the_server_plays_no_sound_and_asks_it_for_none() throws {
        let quietServer = try ring(Settings(), serverPlaysSounds: false)
        #expect(quietServer.chimes == 1 && quietServer.note.soundName == nil)
        #expect(presenter.chimes.last?.sound == "alarm-clock-elapsed" && presenter.chimes.last?.volume == 1)
        let soundServer = try ring(Settings(), serverPlaysSounds: true)
        #expect(soundServer.chimes == 0 && soundServer.note.soundName == "alarm-clock-elapsed")
        var asked = Settings()
        asked.chime = true
        asked.volume = 40
        let both = try ring(asked, serverPlaysSounds: true)
        #expect(both.chimes == 1 && both.note.soundName == nil, "one sound, not two")
        #expect(presenter.chimes.last?.volume == 0.4)
        var silent = Settings()
        silent.volume = 0
        let none = try ring(silent, serverPlaysSounds: false)
        #expect(none.chimes == 0 && none.note.soundName == nil)
    }
}

/// "Workout still open": a rest `log` started (`workout`) reminds once
/// `workout.reminder` after it ends; End workout hands the end back, Keep
/// going reminds again, and the next set closes it.
@Suite struct WorkoutReminderServiceTests {
    let clock = TestClock()
    let presenter = RecordingPresenter()

    func service(reminder: Double = 900) -> TimerService {
        var settings = Settings()
        settings.workoutReminder = reminder
        return TimerService(book: TimerBook(), clock: clock, notifier: presenter, settings: settings, logger: quietLogger())
    }

    /// Runs the rest to its end and the reminder after it; the reminder, shown as `id`.
    private func remind(_ s: TimerService, id: UInt32, after seconds: Double = 900) throws -> RestNotification {
        clock.advance(90)
        s.fireDue()
        let over = try #require(presenter.shown.last)
        presenter.answer(over.token, .shown(id: id - 1))
        clock.advance(seconds)
        s.fireDue()
        let sent = try #require(presenter.shown.last)
        presenter.answer(sent.token, .shown(id: id))
        return sent.note
    }

    @Test func test_a_workouts_rest_reminds_once_and_a_plain_timer_never() throws {
        let s = service()
        #expect(s.handle(Request(.start, label: "Squat, set 3 of 5", seconds: 90, workout: true)).ok)
        let note = try remind(s, id: 2)
        #expect(note.summary == "Workout still open")
        #expect(note.body == "No set for 16 min. Next: Squat, set 3 of 5")
        #expect(note.actions == [.endWorkout, .keepGoing])
        #expect(note.soundName == nil && note.urgency == .normal)
        let count = presenter.shown.count
        clock.advance(1800)
        s.fireDue()
        #expect(presenter.shown.count == count, "once")

        let plain = service()
        let reminders = { presenter.shown.filter { $0.note.summary == "Workout still open" }.count }
        let before = reminders()
        #expect(plain.handle(Request(.start, name: "tea", seconds: 90)).ok)
        clock.advance(90)
        plain.fireDue()
        clock.advance(3600)
        plain.fireDue()
        #expect(presenter.shown.last?.note.summary == "Timer \u{201C}tea\u{201D} done" && reminders() == before, "a plain timer is no workout's")
        let off = service(reminder: 0)
        #expect(off.handle(Request(.start, seconds: 90, workout: true)).ok)
        #expect(off.book.timers["rest"]?.followUp == nil, "workout.reminder = 0: none")
    }

    @Test func test_end_workout_and_keep_going() throws {
        let s = service()
        var ended = 0
        s.onEndWorkout = { ended += 1 }
        #expect(s.handle(Request(.start, seconds: 90, workout: true)).ok)
        _ = try remind(s, id: 2)
        presenter.onAction(2, .keepGoing)
        #expect(ended == 0 && presenter.closed.contains(2))
        clock.advance(900)
        s.fireDue()
        let again = try #require(presenter.shown.last)
        #expect(again.note.summary == "Workout still open")
        presenter.answer(again.token, .shown(id: 3))
        presenter.onAction(3, .endWorkout)
        #expect(ended == 1)
        presenter.onAction(3, .endWorkout)
        #expect(ended == 1, "a reminder answered is no longer any timer's")
    }

    @Test func test_the_next_set_closes_the_reminder() throws {
        let s = service()
        #expect(s.handle(Request(.start, seconds: 90, workout: true)).ok)
        _ = try remind(s, id: 2)
        #expect(s.handle(Request(.start, seconds: 90, workout: true)).ok)
        #expect(presenter.closed.contains(2))
    }
}
