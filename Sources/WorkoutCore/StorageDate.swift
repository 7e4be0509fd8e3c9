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
        let millis = (date.timeIntervalSince1970 * 1000).rounded()
        var seconds = time_t((millis / 1000).rounded(.down))
        let ms = Int(millis - Double(seconds) * 1000)
        var t = tm()
        gmtime_r(&seconds, &t)
        var out = [UInt8]()
        out.reserveCapacity(23)
        func put(_ value: Int, _ width: Int) {
            var digits = [UInt8](repeating: 0x30, count: width)
            var v = value
            for i in stride(from: width - 1, through: 0, by: -1) {
                digits[i] = UInt8(0x30 + v % 10)
                v /= 10
            }
            out += digits
        }
        put(Int(t.tm_year) + 1900, 4); out.append(0x2D)
        put(Int(t.tm_mon) + 1, 2); out.append(0x2D)
        put(Int(t.tm_mday), 2); out.append(0x20)
        put(Int(t.tm_hour), 2); out.append(0x3A)
        put(Int(t.tm_min), 2); out.append(0x3A)
        put(Int(t.tm_sec), 2); out.append(0x2E)
        put(ms, 3)
        return String(decoding: out, as: UTF8.self)
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
