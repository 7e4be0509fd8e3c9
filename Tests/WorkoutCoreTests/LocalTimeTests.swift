import Foundation
import WorkoutCore
import Testing

/// Local dates as people read and type them; `now` injected.
@Suite struct LocalTimeTests {
    private func local(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 12) -> Double {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = .current
        return c.date(from: DateComponents(year: y, month: m, day: d, hour: h))!.timeIntervalSince1970
    }

    @Test func test_dates_carry_the_year_only_outside_the_current_one() {
        let now = local(2026, 11, 22)
        #expect(LocalTime.day(local(2026, 3, 4), now: now) == "4 Mar")
        #expect(LocalTime.day(local(2025, 11, 14), now: now) == "14 Nov 2025")
        #expect(LocalTime.dayAndClock(local(2024, 1, 2, 18), now: now) == "2 Jan 2024 18:00")
    }

    @Test func test_typed_dates_and_times_parse_in_local_time() {
        #expect(LocalTime.parseDay("2026-11-22") == local(2026, 11, 22, 0))
        #expect(LocalTime.parseDateTime("2026-11-22 18:30") == local(2026, 11, 22, 18) + 1800)
        #expect(LocalTime.parseDateTime("2026-11-22T18:30:15") == local(2026, 11, 22, 18) + 1815)
        #expect(LocalTime.parseDateTime("2026-11-22T18:30:00Z") == 1_795_372_200)
        for bad in ["2026-02-30", "26-11-22", "2026-11-22 25:00", "yesterday", "2026-11-22 18"] {
            #expect(LocalTime.parseDay(bad) == nil && LocalTime.parseDateTime(bad) == nil, "\(bad)")
        }
    }

    /// An end on another day than its start carries that day: a timer
    /// that ends tomorrow, a workout that ended after midnight.
    @Test func test_a_clock_time_on_another_day_says_which_day() {
        let start = local(2026, 11, 26, 23) + 30 * 60
        #expect(LocalTime.clock(start + 20 * 60, sameDayAs: start) == "23:50:00")
        #expect(LocalTime.clock(start + 70 * 60, sameDayAs: start) == "27 Nov 00:40:00")
        #expect(LocalTime.clock(local(2027, 1, 1, 0) + 5, sameDayAs: start) == "1 Jan 2027 00:00:05")
    }
}
