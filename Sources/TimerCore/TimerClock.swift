#if canImport(Glibc)
import Glibc
#endif

/// Nanoseconds, the unit of every instant and duration in this module.
public typealias Nanoseconds = Int64

public extension Nanoseconds {
    static let perSecond: Nanoseconds = 1_000_000_000
    init(seconds: Double) { self = Nanoseconds((seconds * 1e9).rounded()) }
    var seconds: Double { Double(self) / 1e9 }
}

/// One reading of the clocks a timer needs. `boottime` is `CLOCK_BOOTTIME`:
/// monotonic and counting through suspend, meaningful only within the boot
/// named by `bootID`. `wall` is `CLOCK_REALTIME`, used to carry a deadline
/// across a reboot and to show end times to people.
public struct ClockReading: Codable, Sendable, Equatable {
    public var bootID: String
    public var boottime: Nanoseconds
    public var wall: Nanoseconds

    public init(bootID: String, boottime: Nanoseconds, wall: Nanoseconds) {
        self.bootID = bootID
        self.boottime = boottime
        self.wall = wall
    }
}

/// Where time comes from. The daemon uses `SystemClock`; tests inject their own.
public protocol TimerClock: Sendable {
    func now() -> ClockReading
}

public struct SystemClock: TimerClock {
    public let bootID: String

    public init() {
        bootID = SystemClock.readBootID() ?? "unknown-boot"
    }

    public func now() -> ClockReading {
        var boot = timespec(), wall = timespec()
        clock_gettime(CLOCK_BOOTTIME, &boot)
        clock_gettime(CLOCK_REALTIME, &wall)
        return ClockReading(bootID: bootID,
                            boottime: Nanoseconds(boot.tv_sec) * .perSecond + Nanoseconds(boot.tv_nsec),
                            wall: Nanoseconds(wall.tv_sec) * .perSecond + Nanoseconds(wall.tv_nsec))
    }

    /// The kernel's random id for this boot: a persisted `CLOCK_BOOTTIME`
    /// deadline is only trusted when the id matches.
    static func readBootID() -> String? {
        guard let file = fopen("/proc/sys/kernel/random/boot_id", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 64)
        guard fgets(&buffer, 64, file) != nil else { return nil }
        let id = String(decoding: buffer.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return id.isEmpty ? nil : id
    }
}
