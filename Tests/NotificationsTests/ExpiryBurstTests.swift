import Notifications
import Testing

/// How expiries close together become one notification, with the server's
/// replies arriving in any order.
@Suite struct ExpiryBurstTests {
    let ms: Int64 = 1_000_000

    func entry(_ name: String) -> RestNotification.Entry { .init(name: name, label: "", overdueSeconds: 0) }

    @Test func test_expiries_within_the_window_join_and_replace_the_shown_notification() {
        var burst = ExpiryBurst<String>()
        let a = burst.add(entry("squat"), member: "squat", at: 0, token: 1)
        #expect(a.replacing == nil && a.members == ["squat"])
        guard case .announced(let members, nil) = burst.shown(token: 1, id: 7) else { Issue.record("not announced"); return }
        #expect(members == ["squat"])
        let b = burst.add(entry("bench"), member: "bench", at: 60 * ms, token: 2)
        #expect(b.replacing == 7)
        #expect(b.entries.map(\.name) == ["squat", "bench"])
        guard case .announced(let both, nil) = burst.shown(token: 2, id: 7) else { Issue.record("not announced"); return }
        #expect(both == ["squat", "bench"])
        // Past the window: a new notification.
        let c = burst.add(entry("row"), member: "row", at: 170 * ms, token: 3)
        #expect(c.replacing == nil && c.members == ["row"])
    }

    @Test func test_a_send_never_waits_for_an_earlier_reply_and_the_orphan_is_closed() {
        var burst = ExpiryBurst<String>()
        _ = burst.add(entry("a"), member: "a", at: 0, token: 1)
        let second = burst.add(entry("b"), member: "b", at: 10 * ms, token: 2)
        #expect(second.replacing == nil, "the first id is not known yet: a new notification, sent at once")
        #expect(second.entries.count == 2)
        guard case .close(let orphan) = burst.shown(token: 1, id: 4) else { Issue.record("the first should be closed"); return }
        #expect(orphan == 4)
        guard case .announced(let members, nil) = burst.shown(token: 2, id: 5) else { Issue.record("not announced"); return }
        #expect(members == ["a", "b"])
    }

    @Test func test_an_update_while_one_is_on_its_way_is_a_new_notification_and_the_shown_one_is_closed() {
        // Sends go out from several threads at once: two updates of one
        // notification could reach the server in either order, so a
        // second one is never sent while the first is on its way.
        var burst = ExpiryBurst<String>()
        _ = burst.add(entry("a"), member: "a", at: 0, token: 1)
        _ = burst.shown(token: 1, id: 9)
        let b = burst.add(entry("b"), member: "b", at: 10 * ms, token: 2)
        #expect(b.replacing == 9, "nothing on its way: the shown notification is updated")
        let c = burst.add(entry("c"), member: "c", at: 20 * ms, token: 3)
        #expect(c.replacing == nil, "b is on its way: a new notification")
        #expect(c.entries.map(\.name) == ["a", "b", "c"])
        guard case .superseded = burst.shown(token: 2, id: 9) else { Issue.record("9 stays on screen until c is shown"); return }
        guard case .announced(let members, closing: 9) = burst.shown(token: 3, id: 10) else { Issue.record("c is shown and closes 9"); return }
        #expect(members == ["a", "b", "c"])
        // Nothing on its way again: the next one updates c's notification.
        let d = burst.add(entry("d"), member: "d", at: 30 * ms, token: 4)
        #expect(d.replacing == 10)
    }

    @Test func test_when_the_new_notification_is_answered_first_it_closes_the_one_it_supersedes() {
        var burst = ExpiryBurst<String>()
        _ = burst.add(entry("a"), member: "a", at: 0, token: 1)
        _ = burst.shown(token: 1, id: 9)
        _ = burst.add(entry("b"), member: "b", at: 10 * ms, token: 2)
        _ = burst.add(entry("c"), member: "c", at: 20 * ms, token: 3)
        guard case .announced(let members, closing: 9) = burst.shown(token: 3, id: 10) else {
            Issue.record("the burst's earlier notification is closed"); return
        }
        #expect(members == ["a", "b", "c"])
        guard case .close(9) = burst.shown(token: 2, id: 9) else { Issue.record("the late update is closed too"); return }
    }

    @Test func test_a_failed_send_leaves_its_timers_unannounced() {
        var burst = ExpiryBurst<String>()
        _ = burst.add(entry("a"), member: "a", at: 0, token: 1)
        _ = burst.add(entry("b"), member: "b", at: 5 * ms, token: 2)
        #expect(burst.failed(token: 1).isEmpty, "a later send speaks for a")
        #expect(burst.failed(token: 2) == ["a", "b"])
    }

    @Test func test_timers_due_in_one_turn_leave_as_one_send_that_names_the_latest() {
        var burst = ExpiryBurst<String>()
        let names = (0..<1000).map { "t\($0)" }
        let send = burst.add(names.map { (entry($0), $0) }, at: 0, token: 1)
        #expect(send.members == names && send.replacing == nil)
        let more = burst.add([(entry("late"), "late")], at: 50 * ms, token: 2)
        #expect(more.members.count == 1001)
        let note = RestNotification.expiries(more.entries, urgency: .critical, soundName: nil, actions: [])
        #expect(note.summary == "1001 rests over")
        let parts = note.body.components(separatedBy: ", ")
        #expect(parts.first == "981 earlier")
        #expect(Array(parts.dropFirst()) == Array((names + ["late"]).suffix(RestNotification.maximumListed)))
    }

    @Test func test_several_timers_read_as_one_list() {
        let note = RestNotification.expiries(
            [.init(name: "rest", label: "Squat 100x5", overdueSeconds: 0), .init(name: "tea", label: "", overdueSeconds: 0),
             .init(name: "b", label: "Bench", overdueSeconds: 65)],
            urgency: .critical, soundName: nil, actions: [.add30])
        #expect(note.summary == "3 rests over")
        #expect(note.body == "Squat 100x5, tea, b: Bench (finished 1 min 5 s ago)")
        #expect(note.actions == [.add30])
        let one = RestNotification.expiries([.init(name: "rest", label: "Row", overdueSeconds: 0)], urgency: .normal,
                                            soundName: nil, actions: [.default, .done, .again])
        #expect(one.summary == "Rest over" && one.body == "Row" && one.actions == [.default, .done, .again])
        let warning = RestNotification.warning(name: "rest", label: "", seconds: 9.6)
        #expect(warning.summary == "Rest ends in 10 s" && warning.urgency == .low && warning.transient)
    }
}
