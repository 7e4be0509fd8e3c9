import Foundation
import Testing
@testable import WorkoutCore

/// `volume --last N` and `--from/--to` as the core's ranges: whole weeks
/// and whole local days, whatever the clock says.
@Suite struct ISOWeekRangeTests {
    @Test func test_the_last_n_weeks_are_whole_weeks_ending_with_this_one() throws {
        let week48 = try ISOWeek.range(named: "2026-W48")
        let wednesday = week48.0.addingTimeInterval(2.5 * 86_400)
        let four = try ISOWeek.lastWeeks(4, now: wednesday)
        #expect(four.0 == (try ISOWeek.range(named: "2026-W45")).0)
        #expect(four.1 == week48.1)
        #expect(try ISOWeek.lastWeeks(1, now: week48.0) == week48)
        // Across a year of 53 ISO weeks: 2026-W52, 2026-W53 and 2027-W01.
        let january = try ISOWeek.range(named: "2027-W01")
        #expect(try ISOWeek.lastWeeks(3, now: january.0).0 == (try ISOWeek.range(named: "2026-W52")).0)
        #expect(throws: WorkoutError.self) { try ISOWeek.lastWeeks(0, now: wednesday) }
        #expect(throws: WorkoutError.self) { try ISOWeek.lastWeeks(ISOWeek.mostWeeks + 1, now: wednesday) }
    }

    @Test func test_a_range_of_days_includes_its_last_day() throws {
        let monday = try ISOWeek.range(named: "2026-W48").0
        let sunday = ISOWeek.calendar.date(byAdding: .day, value: 6, to: monday)!
        #expect(try ISOWeek.days(monday, through: sunday) == (try ISOWeek.range(named: "2026-W48")))
        #expect(try ISOWeek.days(monday, through: monday).1 == ISOWeek.calendar.date(byAdding: .day, value: 1, to: monday)!)
        #expect(throws: WorkoutError.self) { try ISOWeek.days(sunday, through: monday) }
    }
}
