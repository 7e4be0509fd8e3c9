import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Local-time formatting without Foundation's calendar machinery, which
/// would cost the client start-up time on every command.
public enum LocalTime {
    public static func components(_ unix: Double) -> (tm: tm, millis: Int) {
        var seconds = time_t(unix.rounded(.down))
        var millis = Int(((unix - Double(seconds)) * 1000).rounded())
        if millis == 1000 { seconds += 1; millis = 0 }
        var result = tm()
        localtime_r(&seconds, &result)
        return (result, millis)
    }

    /// `14:32:05`
    public static func clock(_ unix: Double) -> String {
        let (t, _) = components(unix.rounded())
        return "\(two(t.tm_hour)):\(two(t.tm_min)):\(two(t.tm_sec))"
    }

    /// `14:32:05` on the local day of `reference`, else with its day:
    /// `27 Nov 00:32:05` — a timer that ends tomorrow, a workout that
    /// ended after midnight, never read as a time of the wrong day.
    public static func clock(_ unix: Double, sameDayAs reference: Double) -> String {
        date(unix.rounded()) == date(reference) ? clock(unix) : day(unix.rounded(), now: reference) + " " + clock(unix)
    }

    /// `2026-11-21T14:32:05.123+01:00`
    public static func iso8601(_ unix: Double) -> String {
        let (t, ms) = components(unix)
        let offset = t.tm_gmtoff / 60
        let sign = offset < 0 ? "-" : "+"
        let ms3 = ms < 10 ? "00\(ms)" : ms < 100 ? "0\(ms)" : "\(ms)"
        return "\(t.tm_year + 1900)-\(two(t.tm_mon + 1))-\(two(t.tm_mday))T\(two(t.tm_hour)):\(two(t.tm_min)):\(two(t.tm_sec)).\(ms3)"
            + "\(sign)\(two(Int32(abs(offset) / 60))):\(two(Int32(abs(offset) % 60)))"
    }

    /// `14 Nov`, or `14 Nov 2025` outside the current year (without a
    /// DateFormatter, which loads ICU: milliseconds on every `log`).
    /// `now` is injected for tests.
    public static func day(_ unix: Double, now: Double = currentTime()) -> String {
        let (t, _) = components(unix)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let thisYear = components(now).tm.tm_year
        return "\(t.tm_mday) \(months[Int(t.tm_mon)])" + (t.tm_year == thisYear ? "" : " \(t.tm_year + 1900)")
    }

    /// `14 Nov 18:05` (`14 Nov 2025 18:05` outside the current year).
    public static func dayAndClock(_ unix: Double, now: Double = currentTime()) -> String {
        let (t, _) = components(unix.rounded())
        return day(unix, now: now) + " \(two(t.tm_hour)):\(two(t.tm_min))"
    }

    public static func currentTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// `2026-11-21`
    public static func date(_ unix: Double) -> String {
        let (t, _) = components(unix)
        return "\(t.tm_year + 1900)-\(two(t.tm_mon + 1))-\(two(t.tm_mday))"
    }

    /// Local midnight of `YYYY-MM-DD`, or nil for anything else (a real
    /// date only: 2026-02-30 is refused). No DateFormatter: it loads ICU,
    /// which costs a command milliseconds.
    public static func parseDay(_ text: String) -> Double? {
        parseLocal(text, withTime: false)
    }

    /// The local day that starts at `midnight`, at the clock time `unix` has
    /// in its own day (its milliseconds too): a workout moved to another
    /// day keeps its time.
    public static func onDay(_ midnight: Double, clockOf unix: Double) -> Double {
        let (clock, millis) = components(unix)
        var t = components(midnight).tm
        t.tm_hour = clock.tm_hour
        t.tm_min = clock.tm_min
        t.tm_sec = clock.tm_sec
        t.tm_isdst = -1
        return Double(mktime(&t)) + Double(millis) / 1000
    }

    /// `YYYY-MM-DD HH:MM[:SS]` (or with `T`) in local time, or ISO 8601
    /// with an offset; nil for anything else.
    public static func parseDateTime(_ text: String) -> Double? {
        if let iso = try? Date(text, strategy: .iso8601) { return iso.timeIntervalSince1970 }
        return parseLocal(text, withTime: true)
    }

    private static func parseLocal(_ text: String, withTime: Bool) -> Double? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" }).map(String.init)
        guard parts.count == (withTime ? 2 : 1) else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
              let y = Int32(date[0]), let m = Int32(date[1]), let d = Int32(date[2]) else { return nil }
        var hms: [Int32] = [0, 0, 0]
        if withTime {
            let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(clock.count), clock.allSatisfy({ $0.count == 2 }) else { return nil }
            for (i, piece) in clock.enumerated() {
                guard let v = Int32(piece) else { return nil }
                hms[i] = v
            }
            guard hms[0] < 24, hms[1] < 60, hms[2] < 60 else { return nil }
        }
        var t = tm()
        t.tm_year = y - 1900
        t.tm_mon = m - 1
        t.tm_mday = d
        t.tm_hour = hms[0]
        t.tm_min = hms[1]
        t.tm_sec = hms[2]
        t.tm_isdst = -1
        let seconds = mktime(&t)
        guard seconds != -1, t.tm_year == y - 1900, t.tm_mon == m - 1, t.tm_mday == d else { return nil }
        return Double(seconds)
    }

    private static func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
}
