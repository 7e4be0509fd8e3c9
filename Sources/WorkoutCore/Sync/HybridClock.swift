import Foundation
import SyncShare

/// The hybrid logical clock every record carries (`h`): milliseconds since
/// 1970 in the high 48 bits and a counter in the low 16, so it follows the
/// wall clock yet never goes back or repeats on one device; records from
/// other devices push it on (`observe`). Merges compare its stamp: the
/// clock, then the device as tie-break (`stamp`). The one clock of sync:
/// the journal, the first sync and applying all keep it here.
struct HybridClock {
    private(set) var last: Int64

    init(last: Int64) { self.last = last }

    /// The next reading: past the last one, and not behind the wall clock.
    mutating func tick(now: Date = Date()) -> Int64 {
        last = max(last + 1, Int64(now.timeIntervalSince1970 * 1000) << 16)
        return last
    }

    /// A reading seen in another device's record: this clock stays past it.
    mutating func observe(_ reading: Int64) { last = max(last, reading) }

    /// What merges compare: the reading (16 hex digits), then the device.
    static func stamp(_ reading: UInt64, device: String) -> String { SyncIdentity.hex(reading) + device }
}
