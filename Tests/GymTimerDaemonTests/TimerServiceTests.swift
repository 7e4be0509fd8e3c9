import Foundation
import GymTimerConfig
import GymTimerProtocol
import Notifications
import Testing
import TestSupport
import TimerCore
@testable import GymTimerDaemon

/// The daemon's own decisions, with time, the notification server and the
/// disk all in the test's hands.
@Suite struct TimerServiceTests {
    let clock = TestClock()
    let presenter = RecordingPresenter()
    let store = MemoryStore()
    let service: TimerService

    init() {
        service = TimerService(book: TimerBook(), clock: clock, notifier: presenter, settings: Settings(), logger: quietLogger())
    }

    private func start(_ name: String, _ seconds: Double) -> Response {
        service.handle(Request(.start, name: name, seconds: seconds))
    }

    @Test func test_a_failed_journal_sync_acknowledges_nothing_and_memory_follows_the_disk() {
        #expect(start("a", 60).ok)
        #expect(service.persist(to: store) == .saved(1))

        store.failNextCommit = true
        #expect(start("b", 60).ok)
        #expect(service.handle(Request(.stop, name: "a")).ok)
        guard case .failed(let error) = service.persist(to: store) else {
            Issue.record("a refused commit was reported as saved")
            return
        }
        #expect(error.code == .storage)
        #expect(error.message.contains("nothing was changed"))
        // Neither change of that turn happened: "b" is not there, "a" still is.
        #expect(Set(service.book.timers.values.map(\.name)) == ["a"])
        #expect(service.takeEvents().isEmpty, "events of unsaved changes must not go out")

        // The disk works again: the next change is saved, with nothing stale.
        #expect(start("c", 30).ok)
        #expect(service.persist(to: store) == .saved(1))
        #expect(Set(store.durable.keys) == ["a", "c"])
    }

    @Test func test_an_expiry_announced_before_a_failed_sync_is_not_announced_again() {
        #expect(start("a", 1).ok)
        _ = service.persist(to: store)
        clock.advance(1.5)
        service.fireDue()
        #expect(presenter.shown.count == 1)
        presenter.answer(presenter.shown[0].token, .shown(id: 3))
        // Recording that it was shown fails: the disk still says "not notified".
        store.failNextCommit = true
        guard case .failed = service.persist(to: store) else {
            Issue.record("expected the commit to fail")
            return
        }
        #expect(presenter.shown.count == 1, "announced again after the failed sync")
        guard case .finished(_, let notified)? = service.book.timers["a"]?.phase else {
            Issue.record("a is not finished")
            return
        }
        #expect(notified)
    }

    @Test func test_an_answer_for_a_timer_replaced_meanwhile_closes_the_notification() {
        #expect(start("a", 1).ok)
        _ = service.persist(to: store)
        clock.advance(1.2)
        service.fireDue()
        let token = try! #require(presenter.shown.last?.token)
        // Restarted while the server was still showing its expiry.
        #expect(start("a", 90).ok)
        presenter.answer(token, .shown(id: 7))
        #expect(presenter.closed == [7])
        guard case .running? = service.book.timers["a"]?.phase else {
            Issue.record("the new timer was disturbed: \(String(describing: service.book.timers["a"]?.phase))")
            return
        }
        #expect(service.book.timers["a"]?.notificationID == nil)
    }

    @Test func test_sighup_reload_applies_new_settings_and_keeps_them_when_the_file_is_bad() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gym-timer-\(UUID().uuidString).toml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "[timer]\nwarn = \"10s\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(service.reloadSettings(from: ConfigFile(path: path)))
        #expect(service.settings.warnBefore == 10)
        #expect(start("a", 60).ok)
        #expect(service.book.timers["a"]?.warnBefore == Nanoseconds(seconds: 10))

        try "[timer]\nwarn = \"soon\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!service.reloadSettings(from: ConfigFile(path: path)))
        #expect(service.settings.warnBefore == 10)
    }

    @Test func test_a_reload_applies_the_good_lines_keeps_the_value_in_force_for_a_bad_one_and_keeps_the_problems() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gym-timer-\(UUID().uuidString).toml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "[timer]\nwarn = 10\n[notify]\nurgency = \"low\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(service.reloadSettings(from: ConfigFile(path: path)))
        #expect(service.settingsProblems.isEmpty)

        try "[timer]\nwarn = \"soon\"\ndefualt_rest = 90\ndefault_rest = 45\n[notify]\nurgency = \"normal\"\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!service.reloadSettings(from: ConfigFile(path: path)))
        #expect(service.settings.warnBefore == 10 && service.settings.defaultRest == 45 && service.settings.urgency == .normal)
        #expect(service.settingsProblems.map(\.line) == [2, 3])
        #expect(service.settingsProblems.map(\.key) == ["timer.warn", "timer.defualt_rest"])

        // Not TOML at all: every setting in force stays, and that is the problem told.
        try "[timer]\ndefault_rest = 90 90\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!service.reloadSettings(from: ConfigFile(path: path)))
        #expect(service.settings.defaultRest == 45 && service.settings.urgency == .normal)
        #expect(service.settingsProblems.count == 1 && service.settingsProblems.first?.line == 2)
    }
}
