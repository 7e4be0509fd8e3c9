import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// Dates as GRDB stores them, "yyyy-MM-dd HH:mm:ss.SSS" in UTC, written
/// without a DateFormatter: creating the first one loads ICU, which cost
/// every `gym-timer log` a few milliseconds for nothing.
enum StorageDate {
    static func text(_ date: Date) -> String {
        var out = [UInt8](repeating: 0, count: 23)
        write(date, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes the 23 bytes of `text(date)` into `out` (at least 23 long),
    /// for writers that bind the bytes without making a String.
    static func write(_ date: Date, into out: inout [UInt8]) {
        let millis = (date.timeIntervalSince1970 * 1000).rounded()
        var seconds = time_t((millis / 1000).rounded(.down))
        let ms = Int(millis - Double(seconds) * 1000)
        var t = tm()
        gmtime_r(&seconds, &t)
        out.withUnsafeMutableBufferPointer { p in
            func put(_ value: Int, _ width: Int, at offset: Int) {
                var v = value
                for i in stride(from: offset + width - 1, through: offset, by: -1) {
                    p[i] = UInt8(0x30 + v % 10)
                    v /= 10
                }
            }
            put(Int(t.tm_year) + 1900, 4, at: 0); p[4] = 0x2D
            put(Int(t.tm_mon) + 1, 2, at: 5); p[7] = 0x2D
            put(Int(t.tm_mday), 2, at: 8); p[10] = 0x20
            put(Int(t.tm_hour), 2, at: 11); p[13] = 0x3A
            put(Int(t.tm_min), 2, at: 14); p[16] = 0x3A
            put(Int(t.tm_sec), 2, at: 17); p[19] = 0x2E
            put(ms, 3, at: 20)
        }
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
