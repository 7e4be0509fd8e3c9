import GymTimerProtocol
import TimerCore
import Platform

/// Where the timer service's changes become durable: the journal file, or a
/// test's stand-in that fails on demand.
protocol TimerStore: AnyObject {
    var path: String { get }
    /// Buffers changes; nothing is durable until `commit`.
    func append(_ changes: [TimerChange])
    /// Writes everything appended, or throws and keeps none of it; syncs it
    /// (and anything written before without a sync) when `durable`.
    func commit(durable: Bool) throws(SystemError)
    @discardableResult
    func compactIfNeeded(liveTimers: @autoclosure () -> [RestTimer], liveCount: Int) throws(SystemError) -> Bool
    /// Reads back what is durable.
    func open(now wall: Nanoseconds) throws(SystemError) -> TimerJournal.Recovery
}

extension TimerJournal: TimerStore {}
