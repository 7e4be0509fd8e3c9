import Glibc
import GymTimerProtocol
import Logging
import Notifications
import Synchronization
import TimerCore
@testable import GymTimerDaemon
import Platform

/// A notification server that records what it is asked and answers when
/// the test makes it.
final class RecordingPresenter: NotificationPresenter {
    var server: DesktopNotifier.Server = .running("recorder")
    var available = true
    var onOutcome: (UInt64, NotifyOutcome) -> Void = { _, _ in }
    var onAction: (UInt32, RestNotification.Action) -> Void = { _, _ in }
    var onClosed: (UInt32) -> Void = { _ in }
    var onServerAppeared: () -> Void = {}
    var onServerVanished: () -> Void = {}
    private(set) var shown: [(note: RestNotification, replacing: UInt32?, token: UInt64)] = []
    private(set) var closed: [UInt32] = []

    func show(_ note: RestNotification, replacing: UInt32?, token: UInt64) { shown.append((note, replacing, token)) }
    func close(id: UInt32) { closed.append(id) }
    func answer(_ token: UInt64, _ outcome: NotifyOutcome) { onOutcome(token, outcome) }
    var playsSounds = false
    private(set) var chimes: [(sound: String, volume: Double, speech: String?)] = []
    func chime(_ sound: String, volume: Double, then speech: String?) { chimes.append((sound, volume, speech)) }
    private(set) var readied: [(sound: String, volume: Double)] = []
    func readyChime(_ sound: String, volume: Double) { readied.append((sound, volume)) }
}

/// Durable state in memory, made to refuse a commit on demand (as a full
/// disk does): what it holds is only what was committed.
final class MemoryStore: TimerStore {
    let path = "memory"
    private(set) var durable: [String: RestTimer] = [:]
    private var pending: [TimerChange] = []
    var failNextCommit = false
    private(set) var commits = 0

    func append(_ changes: [TimerChange]) { pending += changes }

    func commit(durable sync: Bool) throws(SystemError) {
        defer { pending.removeAll() }
        if failNextCommit {
            failNextCommit = false
            throw SystemError("write memory", code: ENOSPC)
        }
        for change in pending {
            switch change {
            case .put(let timer): durable[timer.name] = timer
            case .remove(let name): durable.removeValue(forKey: name)
            }
        }
        commits += 1
    }

    func compactIfNeeded(liveTimers: @autoclosure () -> [RestTimer], liveCount: Int) throws(SystemError) -> Bool { false }

    func open(now wall: Nanoseconds) throws(SystemError) -> TimerJournal.Recovery {
        pending.removeAll()
        return TimerJournal.Recovery(timers: TimerTable(durable.values.sorted { $0.name < $1.name }))
    }
}

func quietLogger() -> Logger { Logger(label: "test") { _ in SwiftLogNoOpLogHandler() } }
