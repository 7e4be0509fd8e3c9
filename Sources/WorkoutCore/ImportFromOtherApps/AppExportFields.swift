import Foundation
import Notation
#if canImport(Glibc)
import Glibc
#endif

/// Field values as Strong and Hevy write them.
enum ExportFields {
    /// What a Strong "Set Order" or Hevy "set_type" says the row is.
    enum RowKind: Equatable {
        case set(SetKind)
        case restTimer
        case note
    }

    /// `1`…, `0` (V1), `W`/`WARM_UP`, `D`, `F`/`FAILURE`, `Rest Timer`, `Note`;
    /// Hevy's `normal`, `warmup`, `dropset`, `failure`.
    static func rowKind(_ text: UnsafeBufferPointer<UInt8>) -> RowKind? {
        if !text.isEmpty, text.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return .set(.normal) }
        var lower = [UInt8]()
        lower.reserveCapacity(text.count)
        for b in text where b != 0x20 && b != 0x5F && b != 0x2D {
            lower.append(b >= 0x41 && b <= 0x5A ? b + 32 : b)
        }
        switch String(decoding: lower, as: UTF8.self) {
        case "w", "warmup": return .set(.warmup)
        case "d", "drop", "dropset": return .set(.drop)
        case "f", "failure": return .set(.failure)
        case "normal": return .set(.normal)
        case "resttimer": return .restTimer
        case "note": return .note
        default: return nil
        }
    }

    /// A local date and time: `2021-02-10 16:46:13` (seconds optional, `T`
    /// allowed) or Hevy's `15 Sep 2025, 07:48`.
    struct LocalDateTime: Equatable {
        var year, month, day, hour, minute, second: Int

        /// `YYYY-MM-DD HH:MM:SS`, the form an import key uses.
        var text: String {
            func pad(_ v: Int, _ w: Int) -> String { String(repeating: "0", count: max(0, w - String(v).count)) + String(v) }
            return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) \(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
        }

        /// The instant this wall-clock time names in the local time zone.
        var date: Date {
            var t = tm()
            t.tm_year = Int32(year - 1900)
            t.tm_mon = Int32(month - 1)
            t.tm_mday = Int32(day)
            t.tm_hour = Int32(hour)
            t.tm_min = Int32(minute)
            t.tm_sec = Int32(second)
            t.tm_isdst = -1
            return Date(timeIntervalSince1970: TimeInterval(mktime(&t)))
        }
    }

    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func dateTime(_ text: UnsafeBufferPointer<UInt8>) -> LocalDateTime? {
        var numbers: [Int] = []
        var month: Int?
        var current = -1
        var letters: [UInt8] = []
        func flush() {
            if current >= 0 { numbers.append(current); current = -1 }
            if !letters.isEmpty {
                let word = String(decoding: letters.prefix(3), as: UTF8.self).lowercased()
                if let m = months.firstIndex(of: word) { month = m + 1 } else { month = -1 }
                letters = []
            }
        }
        for b in text {
            if b >= 0x30 && b <= 0x39 {
                if !letters.isEmpty { flush() }
                current = (current < 0 ? 0 : current) * 10 + Int(b - 0x30)
                if current > 99_999 { return nil }
            } else if (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) {
                if current >= 0 { flush() }
                if letters.count == 0 && (b == 0x54 || b == 0x74) && numbers.count == 3 && month == nil { continue } // ISO "T"
                letters.append(b)
            } else {
                flush()
            }
        }
        flush()
        var value: LocalDateTime
        if let month {
            // 15 Sep 2025, 07:48
            guard month > 0, numbers.count >= 4, numbers.count <= 5 else { return nil }
            value = LocalDateTime(year: numbers[1], month: month, day: numbers[0], hour: numbers[2], minute: numbers[3],
                                  second: numbers.count == 5 ? numbers[4] : 0)
        } else {
            guard numbers.count >= 5, numbers.count <= 6 else { return nil }
            value = LocalDateTime(year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4],
                                  second: numbers.count == 6 ? numbers[5] : 0)
        }
        guard (1900...2200).contains(value.year), (1...12).contains(value.month), (1...31).contains(value.day),
              (0...23).contains(value.hour), (0...59).contains(value.minute), (0...60).contains(value.second) else { return nil }
        return value
    }

    /// `1h 16m`, `45m`, `1h`, `20s`, `234h 29m`, or plain seconds (`4560`).
    /// Nil when empty or unreadable: a duration is not needed to import.
    static func duration(_ text: UnsafeBufferPointer<UInt8>) -> TimeInterval? {
        var total = 0.0
        var current: Double?
        var sawUnit = false
        for b in text {
            switch b {
            case 0x30...0x39: current = (current ?? 0) * 10 + Double(b - 0x30)
            case 0x68, 0x6D, 0x73: // h m s
                guard let value = current else { return nil }
                total += value * (b == 0x68 ? 3600 : b == 0x6D ? 60 : 1)
                current = nil
                sawUnit = true
            case 0x20: continue
            case 0x2E: // "4560.0" in V5
                guard !sawUnit else { return nil }
                return DecimalText.parse(text).value
            default: return nil
            }
        }
        if let current { return sawUnit ? nil : current }
        return sawUnit ? total : nil
    }
}

extension ParsedNumber {
    var value: Double? {
        if case .value(let v) = self { return v }
        return nil
    }
}
