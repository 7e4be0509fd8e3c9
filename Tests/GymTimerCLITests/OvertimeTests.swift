import Foundation
import Testing
@testable import GymTimerCLI
import GymTimerProtocol

/// A finished rest counts on (`+0:23`) in every place that shows it, from
/// its end date, for `bar.finished`; then a bar goes idle and `watch` reads
/// `done`. Times are given, not read from the clock.
@Suite struct OvertimeTests {
    let ended = 1_800_000_000.0

    func finished(endsAt: Double? = 1_800_000_000) -> TimerSnapshot {
        TimerSnapshot(name: "rest", label: "Squat", state: .finished, durationSeconds: 90, remainingSeconds: 0, endsAtUnix: endsAt)
    }

    @Test func test_a_finished_rest_counts_on_in_whole_seconds() {
        #expect(abs(finished().overtime(atUnix: ended + 23.9)! - 23.9) < 1e-6)
        #expect(finished().overtime(atUnix: ended - 1) == 0, "a client clock a little behind never shows a negative time")
        #expect(finished(endsAt: nil).overtime(atUnix: ended) == nil)
        var running = finished()
        running.state = .running
        #expect(running.overtime(atUnix: ended + 5) == nil)
    }

    @Test func test_bars_show_the_time_past_the_rest_until_bar_finished() {
        let template = BarFormat.template("{name} {remaining} {state}", markup: nil)
        #expect(template.line(finished(), now: ended + 23.9) == "rest +0:23 finished")
        #expect(template.line(finished(), now: ended + 3725) == "rest +1:02:05 finished")
        let waybar = BarFormat.waybar.line(finished(), now: ended + 61)
        #expect(waybar.contains(#""text":"rest +1:01""#), "\(waybar)")
        #expect(waybar.contains(#""class":"finished""#))
        let idle = BarFormat.Idle(text: "gym", finishedFor: 600)
        #expect(BarFormat.pick([finished()], idle: idle, now: ended + 599) != nil)
        #expect(BarFormat.pick([finished()], idle: idle, now: ended + 600) == nil, "then the idle text")
    }

    @Test func test_watch_counts_on_then_reads_done() {
        let idle = BarFormat.Idle(text: "", finishedFor: 600)
        #expect(WatchView.done(finished(), idle: idle, now: ended + 0.4) == "rest: done +0:00")
        #expect(WatchView.done(finished(), idle: idle, now: ended + 83) == "rest: done +1:23")
        #expect(WatchView.done(finished(), idle: idle, now: ended + 600) == "rest: done")
    }
}
