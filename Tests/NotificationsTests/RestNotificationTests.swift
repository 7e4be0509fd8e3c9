import Notifications
import Testing

@Suite struct RestNotificationTests {
    @Test func test_markup_in_labels_is_escaped() {
        #expect(RestNotification.escapeMarkup(#"Bench <b>Press</b> & "co" 'x'"#)
            == "Bench &lt;b&gt;Press&lt;/b&gt; &amp; &quot;co&quot; &apos;x&apos;")
        #expect(RestNotification.escapeMarkup("Squat — next set") == "Squat — next set")
    }

    @Test func test_rest_timer_expiry_text() {
        let n = RestNotification.expiry(name: "rest", label: "Bench Press (Barbell) — next set",
                                        overdueSeconds: 0, urgency: .critical, soundName: "alarm-clock-elapsed")
        #expect(n.summary == "Rest over")
        #expect(n.body == "Bench Press (Barbell) — next set")
        #expect(n.urgency == .critical)
        #expect(n.soundName == "alarm-clock-elapsed")
        #expect(n.desktopEntry == "gym-timer")
    }

    @Test func test_late_announcement_says_how_long_ago() {
        let n = RestNotification.expiry(name: "tea", label: "", overdueSeconds: 42.4, urgency: .normal, soundName: nil)
        #expect(n.summary == "Timer \u{201C}tea\u{201D} done")
        #expect(n.body == "Time is up (finished 42 s ago)")
        #expect(RestNotification.expiry(name: "rest", label: "x", overdueSeconds: 125, urgency: .normal, soundName: nil).body
            == "x (finished 2 min 5 s ago)")
    }
}
