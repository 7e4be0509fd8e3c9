import Dispatch
import Logging
import Synchronization
import SyncShare

/// Has the local Syncthing scan this device's record file the moment it is
/// written, so a set reaches the other devices in about a second rather
/// than after Syncthing's file watcher delay (10 s by default). The request
/// runs on a queue of its own: the daemon's loop never waits on HTTP. Files
/// written again while a scan is under way are scanned once more after it.
/// Without a Syncthing (rsync, a USB stick) nothing happens; a Syncthing
/// that does not answer is said once in the log, not at every set.
final class SyncthingNudge: @unchecked Sendable {
    private let environment: [String: String]
    private let logger: Logger
    private let queue = DispatchQueue(label: "gym-timerd.syncthing")
    /// Files to scan, and whether the queue is draining them.
    private let state = Mutex<(waiting: [String], draining: Bool)>(([], false))
    /// The last problem logged, so a lasting one is said once (queue only).
    private var lastProblem: String?

    init(environment: [String: String], logger: Logger) {
        self.environment = environment
        self.logger = logger
    }

    func scan(_ path: String) {
        let start: Bool = state.withLock { state in
            if !state.waiting.contains(path) { state.waiting.append(path) }
            defer { state.draining = true }
            return !state.draining
        }
        if start { queue.async { self.drain() } }
    }

    private func drain() {
        while true {
            let paths: [String] = state.withLock { state in
                let taken = state.waiting
                state.waiting = []
                if taken.isEmpty { state.draining = false }
                return taken
            }
            guard !paths.isEmpty else { return }
            // Read each time: a Syncthing started or set up later is found.
            guard let syncthing = LocalSyncthing.find(environment: environment) else { continue }
            for path in paths {
                do {
                    if try syncthing.scan(path) { lastProblem = nil }
                } catch {
                    let problem = "\(error)"
                    if problem != lastProblem {
                        logger.info("Syncthing (\(syncthing.configPath)) did not scan \(path): \(problem); its file watcher will")
                    }
                    lastProblem = problem
                }
            }
        }
    }
}
