import Synchronization
import TimerCore

/// A clock the test moves by hand: `advance` is real elapsed time (both
/// clocks), `suspend` counts in boot time like a suspended laptop,
/// `jumpWall` steps only the wall clock, `reboot` starts a new boot.
public final class TestClock: TimerClock {
    private let reading = Mutex(ClockReading(bootID: "boot-1", boottime: 1_000 * .perSecond, wall: 1_800_000_000 * .perSecond))

    public init() {}

    public func now() -> ClockReading { reading.withLock { $0 } }

    public func advance(_ seconds: Double) {
        reading.withLock {
            $0.boottime += Nanoseconds(seconds: seconds)
            $0.wall += Nanoseconds(seconds: seconds)
        }
    }

    public func jumpWall(_ seconds: Double) {
        reading.withLock { $0.wall += Nanoseconds(seconds: seconds) }
    }

    /// A reboot `downtime` seconds long: new boot id, boot time starts near zero.
    public func reboot(downtime: Double) {
        reading.withLock {
            $0.bootID += "+"
            $0.boottime = 5 * .perSecond
            $0.wall += Nanoseconds(seconds: downtime)
        }
    }
}
