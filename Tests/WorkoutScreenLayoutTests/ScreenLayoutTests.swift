import Foundation
@testable import WorkoutScreen
import GymTimerProtocol
import Testing

/// How the workout screen lays its model out, at fixed sizes and on an
/// injected clock: no terminal, no database.
@Suite struct ScreenLayoutTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func model(sets: Int = 3) -> ScreenModel {
        var m = ScreenModel(gym: "Home Gym")
        m.header = .init(name: "Push", gym: "Home Gym", startedAt: start, sets: sets)
        m.setLines = ["Bench Press (Barbell)"] + (1...sets).map { "  set \($0): 100 kg × 5  #\($0)" }
        m.focus = .init(exerciseID: "bench", exerciseName: "Bench Press (Barbell)", setLabel: "set \(sets + 1)", target: "100 kg × 5",
                        targetNotation: "100x5", plates: "25 + 15 per side", last: "last here: 97.5 kg × 5 (14 Nov)")
        return m
    }

    func running(remaining: Double, of duration: Double, seenAt: Double) -> ScreenModel.Rest {
        .init(timer: TimerSnapshot(name: "rest", label: "", state: .running, durationSeconds: duration,
                                   remainingSeconds: remaining, endsAtUnix: nil), seenAt: seenAt)
    }

    @Test func test_80_by_24_shows_the_workout_focus_countdown_sets_and_keys() {
        var m = model()
        m.rest = running(remaining: 90, of: 180, seenAt: 100)
        m.records = ["PR: 100 kg × 5 (+2.5)"]
        let frame = ScreenLayout.frame(m, rows: 24, columns: 80, now: start.addingTimeInterval(2525), monotonic: 130)
        #expect(frame.rows.count == 24)
        #expect(frame.rows.allSatisfy { $0.text.count <= 80 })
        #expect(frame.rows[0].text.count == 80 && frame.rows[0].style == .title)
        #expect(frame.rows[0].text.hasPrefix(" Push at Home Gym") && frame.rows[0].text.hasSuffix("42:05 · 3 sets "))
        let text = frame.rows.map(\.text)
        #expect(text[2] == "Bench Press (Barbell) — set 4" && frame.rows[2].style == .focus)
        #expect(text[3...5] == ["  target: 100 kg × 5", "  plates: 25 + 15 per side", "  last here: 97.5 kg × 5 (14 Nov)"])
        // 30 s after the daemon said 1:30 of 3:00 were left: 1:00, two thirds done.
        #expect(text[7] == "Rest  [" + String(repeating: "#", count: 27) + String(repeating: "·", count: 13) + "]  1:00 / 3:00")
        #expect(text[9] == "Today" && text[10] == "Bench Press (Barbell)" && text[13] == "  set 3: 100 kg × 5  #3")
        #expect(text[22] == "★ PR: 100 kg × 5 (+2.5)" && frame.rows[22].style == .record)
        #expect(text[23] == "Enter log target · e edit · n next exercise · u undo · q quit")
        #expect(frame.cursor == nil)
    }

    @Test func test_a_long_day_shows_its_newest_sets_and_says_how_many_are_above() {
        let frame = ScreenLayout.frame(model(sets: 30), rows: 24, columns: 80, now: start, monotonic: 0)
        let text = frame.rows.map(\.text)
        #expect(text.contains("  set 30: 100 kg × 5  #30"), "the newest set shows")
        let heading = text.first { $0.hasPrefix("Today (") }
        #expect(heading == "Today (18 lines above)")
        #expect(frame.rows.count == 24)
    }

    @Test func test_narrow_and_small_terminals() {
        var m = model()
        m.header?.name = String(repeating: "Very Long Workout Name ", count: 4)
        m.rest = running(remaining: 30, of: 60, seenAt: 0)
        let narrow = ScreenLayout.frame(m, rows: 12, columns: 40, now: start, monotonic: 0)
        #expect(narrow.rows.count == 12 && narrow.rows.allSatisfy { $0.text.count <= 40 })
        #expect(narrow.rows[0].text.hasSuffix(" 0:00 ") && narrow.rows[0].text.contains("…"))
        #expect(narrow.rows.last?.text == "Enter:log e:edit n:next u:undo q:quit")
        #expect(narrow.rows.contains { $0.text.hasPrefix("Rest  [") && $0.text.hasSuffix("0:30 / 1:00") })

        let tiny = ScreenLayout.frame(m, rows: 10, columns: 30, now: start, monotonic: 0)
        #expect(tiny.rows.count == 10 && tiny.rows.allSatisfy { $0.text.count < 30 })
        #expect(tiny.rows[0].text.hasPrefix("Enlarge the terminal: 30×10"))
    }

    @Test func test_typing_shows_the_line_its_cursor_and_an_error_wrapped_in_full() {
        var m = model()
        m.mode = .editingSet("100x")
        m.message = .init(text: "not a set: 100x: no reps after x; use 100x5, 100 x 5, 100kgx5, 225lbx5, 102,5x5, 100x5x3, 100x5@8, x12, bw+20x8, bw-30x8, 60s, 2min, 1m30, 1:30, 5km/25:00 or 800m/3:10", isError: true)
        let frame = ScreenLayout.frame(m, rows: 24, columns: 80, now: start, monotonic: 0)
        #expect(frame.rows.last?.text == "set> 100x")
        #expect(frame.cursor == [23, 9])
        let errors = frame.rows.filter { $0.style == .error }.map(\.text)
        #expect(errors.count == 3 && errors.allSatisfy { $0.count <= 80 })
        #expect(errors.joined(separator: " ").hasSuffix("5km/25:00 or 800m/3:10"))

        m.message = nil
        m.mode = .choosingExercise("")
        let choosing = ScreenLayout.frame(m, rows: 24, columns: 80, now: start, monotonic: 0)
        #expect(choosing.rows.last?.text == "exercise> " && choosing.cursor == [23, 10])
        #expect(choosing.rows.contains { $0.text.hasPrefix("Enter moves to it, Esc cancels") })

        m.mode = .confirming("Remove Bench Press (Barbell) set 3: 100 kg × 5?")
        let asking = ScreenLayout.frame(m, rows: 24, columns: 80, now: start, monotonic: 0)
        #expect(asking.rows.last?.text == "Remove Bench Press (Barbell) set 3: 100 kg × 5? (y/n)")
    }

    @Test func test_the_rest_line_paused_over_absent_and_unreachable() {
        var m = model()
        let line = { ScreenLayout.restLine(m, now: start, monotonic: 500, width: 80) }
        #expect(line() == "Rest  not running")
        m.rest = running(remaining: 45, of: 90, seenAt: 0)
        m.rest?.timer.state = .paused
        #expect(line().hasSuffix("0:45 / 1:30  (paused)"), "a paused rest does not count down")
        m.rest?.timer.state = .finished
        #expect(line() == "Rest over — on to the next set", "no end date: nothing to count from")
        // Over: the time rested past it counts on, from the end date, until the next set.
        m.rest?.timer.endsAtUnix = start.timeIntervalSince1970 - 23.6
        #expect(line() == "Rest over +0:23 of 1:30 — on to the next set")
        m.rest?.timer.endsAtUnix = start.timeIntervalSince1970 - 125
        #expect(line() == "Rest over +2:05 of 1:30 — on to the next set")
        m.restProblem = "gym-timerd is not running; trying again"
        #expect(line() == "Rest timer: gym-timerd is not running; trying again")
    }

    @Test func test_no_workout_yet_names_the_gym_the_first_set_starts_it_at() {
        var m = ScreenModel(gym: "Garage")
        m.message = .init(text: "n picks the first exercise.", isError: false)
        let text = ScreenLayout.frame(m, rows: 24, columns: 80, now: start, monotonic: 0).rows.map(\.text)
        #expect(text[0].hasPrefix(" No workout in progress · Garage"))
        #expect(text.contains("No exercise chosen: n picks one."))
        #expect(text.contains("No workout in progress: the first set logged starts one at Garage."))
    }
}
