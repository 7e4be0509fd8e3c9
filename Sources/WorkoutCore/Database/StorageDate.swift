import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// Dates as GRDB stores them, "yyyy-MM-dd HH:mm:ss.SSS" in UTC, written
/// without a DateFormatter: creating the first one loads ICU, which cost
/// every `gym-timer log` a few milliseconds for nothing.
enum StorageDate {
    /// The length of every stored date's text.
    static let textLength = 23

    static func text(_ date: Date) -> String {
        String(unsafeUninitializedCapacity: textLength) { buffer in
            write(date, into: buffer)
            return textLength
        }
    }

    /// Writes the `textLength` bytes of `text(date)` into `p`, for writers
    /// that bind the bytes without making a String.
    static func write(_ date: Date, into p: UnsafeMutableBufferPointer<UInt8>) {
        let millis = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let (days, msOfDay) = millis.quotientAndRemainder(dividingBy: 86_400_000)
        let (day, ms) = msOfDay < 0 ? (days - 1, msOfDay + 86_400_000) : (days, msOfDay)
        let (year, month, dayOfMonth) = civil(daysSinceEpoch: day)
        let seconds = Int(ms / 1000)
        do {
            func put(_ value: Int, _ width: Int, at offset: Int) {
                var v = value
                for i in stride(from: offset + width - 1, through: offset, by: -1) {
                    p[i] = UInt8(0x30 + v % 10)
                    v /= 10
                }
            }
            put(year, 4, at: 0); p[4] = 0x2D
            put(month, 2, at: 5); p[7] = 0x2D
            put(dayOfMonth, 2, at: 8); p[10] = 0x20
            put(seconds / 3600, 2, at: 11); p[13] = 0x3A
            put(seconds / 60 % 60, 2, at: 14); p[16] = 0x3A
            put(seconds % 60, 2, at: 17); p[19] = 0x2E
            put(Int(ms % 1000), 3, at: 20)
        }
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01, by
    /// arithmetic (Howard Hinnant's `civil_from_days`). `gmtime_r` takes
    /// glibc's time-zone lock, which an import's reading thread holds
    /// around every `mktime`: the two threads queued on it.
    static func civil(daysSinceEpoch: Int64) -> (year: Int, month: Int, day: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }

    static let strategy = DatabaseDateEncodingStrategy.custom { text($0) }
}

/// Records with dates store them through `StorageDate`.
protocol StoresDates: EncodableRecord {}

extension StoresDates {
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy { StorageDate.strategy }
}

extension Gym: StoresDates {}
extension Workout: StoresDates {}
extension WorkoutSet: StoresDates {}
extension Template: StoresDates {}
