import CLinux
import GymTimerConfig
import Logging
import Platform
import SyncShare
#if canImport(Glibc)
import Glibc
#endif

/// Keeps the training log synced while the daemon runs: `gym-timer sync
/// --quiet` is started when another device's records land in the sync
/// folder (Syncthing, rsync, a copy), and a few seconds after this device
/// appends to its own files, so that those are fsynced and the outbox
/// trimmed without anyone typing `gym-timer sync`. The daemon never reads
/// the log or the sync files itself: the command line does that work, so
/// there is one implementation of it, serialized by SQLite with whatever
/// else runs.
///
/// Everything is an event of the loop, so an idle daemon makes no wake-ups:
/// one inotify instance watches the data directory (for `sync.conf`), the
/// sync folder (for device folders) and each device folder (for record
/// files); a boot-time alarm is armed only when something happened; the
/// child is reaped through a pidfd, not a SIGCHLD handler. At most one child
/// runs; what happens meanwhile is run for when it ends.
final class SyncWatch: DaemonPart {
    static let configName = SyncSetup.fileName
    /// Another device's records are applied almost at once; the pause gathers
    /// a burst (many files arriving together) into one run.
    static let peerDelay: Int64 = 20_000_000
    /// This device's own appends are made durable soon, not at each one: a run
    /// 5 s after the first serves a workout's worth of logging.
    static let ownDelay: Int64 = 5_000_000_000
    // `sync.conf` created, replaced, rewritten or removed (renamed over, or
    // written in place by hand).
    private static let dataEvents = IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM | IN_CREATE
    // Device folders appearing or going. IN_MASK_ADD: should the sync folder be
    // the data directory itself, its watch keeps both masks.
    private static let folderEvents = IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM | IN_ONLYDIR | IN_MASK_ADD
    // Record files complete: written and closed, or renamed into place from a temporary name.
    private static let deviceEvents = IN_CLOSE_WRITE | IN_MOVED_TO | IN_ONLYDIR | IN_MASK_ADD

    private let dataDirectory: String
    private let logPath: String
    private let environment: [String: String]
    private let logger: Logger
    private weak var loop: EventLoop?
    private var inotify: Inotify?
    private var sources: [EventLoop.Source] = []
    private var alarm: DeadlineAlarm?
    /// What `gym-timer sync setup` wrote: the folder shared between devices and this device's id in it.
    private var setup: SyncSetup?
    private var dataWatch: Int32 = -1
    private var folderWatch: Int32 = -1
    /// Device ids by watch descriptor.
    private var deviceWatches: [Int32: String] = [:]
    /// When the next run is due (boot time, ns): nil while nothing happened since the last one started.
    private var due: Int64?
    private var child: ChildRun?
    private var reportedMissingCommand = false
    private let nudge: SyncthingNudge

    /// `environment` names the data directory (as for the command line), the
    /// command's `PATH` and its override; `sync.log` goes in `stateDirectory`.
    init(environment: [String: String], stateDirectory: String, logger: Logger) {
        let log = Paths.trainingLog(environment: environment)
        let directory = String(log[..<(log.lastIndex(of: "/") ?? log.startIndex)])
        dataDirectory = directory.isEmpty ? "/" : directory
        logPath = stateDirectory + "/sync.log"
        self.environment = environment
        self.logger = logger
        nudge = SyncthingNudge(environment: environment, logger: logger)
    }

    /// A watch that cannot be set up costs only this convenience, never the
    /// daemon: it says so, and `gym-timer sync` still works by hand.
    func start(on loop: EventLoop) throws(SystemError) {
        self.loop = loop
        // Created if missing (as the command line would), so that a later
        // `gym-timer sync setup` is seen without restarting the daemon.
        makeDirectories(dataDirectory)
        do {
            let inotify = try Inotify()
            self.inotify = inotify
            let alarm = try DeadlineAlarm()
            self.alarm = alarm
            try sources.append(loop.add(inotify.fd) { [unowned self] _ in drainEvents() })
            try sources.append(loop.add(alarm.fd) { [unowned self] _ in alarmRang() })
            dataWatch = try inotify.watch(dataDirectory, Self.dataEvents)
        } catch {
            logger.warning("the training log syncs only by `gym-timer sync`: \(error)")
            stop()
            return
        }
        reload()
    }

    /// Lets go of the watches; a running child is not killed (it finishes its
    /// transaction), only no longer reaped.
    func stop() {
        for source in sources { loop?.remove(source) }
        sources = []
        child?.abandon()
        child = nil
        alarm?.arm(at: nil)
        alarm = nil
        inotify = nil  // closed, which ends every watch
        dataWatch = -1
        folderWatch = -1
        deviceWatches = [:]
        setup = nil
        due = nil
    }

    // MARK: Watches

    /// Reads `sync.conf` and follows it: the folder watched afresh and a run
    /// (sync just set up, or the daemon just started), or nothing watched.
    private func reload() {
        let path = dataDirectory + "/" + Self.configName
        let next = SyncSetup.read(path)
        if next == nil, access(path, F_OK) == 0 {
            logger.warning("ignoring \(path): it needs a folder= line and a device= line of 16 hex digits")
        }
        // The same setup is armed again only if its folder could not be watched (it may exist now).
        if next == setup, next == nil || folderWatch >= 0 { return }
        unwatchFolder()
        setup = next
        guard let next else {
            logger.info("sync is off")
            due = nil
            alarm?.arm(at: nil)
            return
        }
        logger.info("syncing the training log through \(next.folder) as device \(next.device)")
        do {
            folderWatch = try inotify?.watch(next.folder, Self.folderEvents) ?? -1
            watchDeviceFolders()
        } catch {
            logger.warning("cannot watch the sync folder \(next.folder): \(error); other devices' records arrive at the next `gym-timer sync`")
        }
        schedule(after: Self.peerDelay)
    }

    private func unwatchFolder() {
        for wd in deviceWatches.keys { inotify?.unwatch(wd) }
        deviceWatches = [:]
        if folderWatch >= 0, folderWatch != dataWatch { inotify?.unwatch(folderWatch) }
        folderWatch = -1
    }

    /// Watches each device folder not watched yet: when the folder is set up,
    /// and after the event queue overflowed (a folder may have come unseen).
    private func watchDeviceFolders() {
        guard let setup, folderWatch >= 0, let directory = opendir(setup.folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if SyncSetup.isDeviceID(name) { watchDevice(name) }
        }
    }

    private func watchDevice(_ id: String) {
        guard let setup else { return }
        // Fails harmlessly (ENOTDIR) for a file with a device's name.
        if let wd = try? inotify?.watch(setup.folder + "/" + id, Self.deviceEvents) { deviceWatches[wd] = id }
    }

    /// Reads every pending event; `sync.conf` is read again once per batch.
    private func drainEvents() {
        var configChanged = false, overflowed = false
        for event in inotify?.drain() ?? [] {
            if event.overflowed { overflowed = true; continue }
            if event.ended { forget(event.watch); continue }
            if event.watch == dataWatch, event.name == Self.configName { configChanged = true }
            if event.watch == folderWatch { deviceFolderChanged(event.name, mask: event.mask) }
            if let id = deviceWatches[event.watch], !event.has(IN_ISDIR), let segment = SyncSetup.segmentNumber(event.name) {
                recordsChanged(in: id, segment: segment)
            }
        }
        if configChanged || overflowed { reload() }
        // Anything may have been missed: look again, and run.
        if overflowed, setup != nil {
            watchDeviceFolders()
            schedule(after: Self.peerDelay)
        }
    }

    /// A watch ended: its directory was removed (or the watch was, by us).
    private func forget(_ wd: Int32) {
        deviceWatches[wd] = nil
        if wd == folderWatch, let setup {
            folderWatch = -1
            logger.warning("the sync folder \(setup.folder) is gone; it is watched again when `gym-timer sync setup` runs or the daemon restarts")
        }
        if wd == dataWatch { dataWatch = -1 }
    }

    private func deviceFolderChanged(_ name: String, mask: UInt32) {
        guard mask & UInt32(IN_ISDIR) != 0, SyncSetup.isDeviceID(name) else { return }
        if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            watchDevice(name)
            // Files may have landed before the watch did.
            recordsChanged(in: name)
        } else if let wd = deviceWatches.first(where: { $0.value == name })?.key {
            // Moved away, the watch would follow a folder that no longer is a device's.
            inotify?.unwatch(wd)
            deviceWatches[wd] = nil
        }
    }

    /// `segment`: the record file written, when an event named one. This
    /// device's own is handed to the local Syncthing at once (`SyncthingNudge`).
    private func recordsChanged(in device: String, segment: Int? = nil) {
        let own = device == setup?.device
        if own, let segment, let setup {
            nudge.scan(setup.folder + "/" + device + "/" + SyncSetup.segmentName(segment))
        }
        schedule(after: own ? Self.ownDelay : Self.peerDelay)
    }

    // MARK: Runs

    /// A run `delay` from now, unless one is due sooner. While a child runs
    /// the alarm stays off; the run follows when the child ends.
    private func schedule(after delay: Int64) {
        let at = gt_boottime_ns() + delay
        due = min(due ?? at, at)
        if child == nil { alarm?.arm(at: due) }
    }

    private func alarmRang() {
        alarm?.acknowledge()
        guard child == nil, let due else { return }
        if due > gt_boottime_ns() { alarm?.arm(at: due); return }
        self.due = nil
        run()
    }

    private func run() {
        guard let loop else { return }
        guard let command = ChildRun.command(environment: environment) else {
            if !reportedMissingCommand {
                logger.warning("cannot sync the training log: no gym-timer beside gym-timerd or on PATH")
            }
            reportedMissingCommand = true
            return
        }
        reportedMissingCommand = false
        switch ChildRun.start(command, ["sync", "--quiet"], logPath: logPath, on: loop, ended: { [unowned self] in ended($1) }) {
        case .success(let run): child = run
        case .failure(let error):
            // Nothing would reap a child no pidfd follows: sync stops here.
            logger.error("stopped syncing the training log: \(error)")
            stop()
        }
    }

    /// The run ended. A run that came due meanwhile starts now.
    private func ended(_ exit: ChildRun.Exit) {
        child = nil
        switch exit {
        case .signal(let signal): logger.warning("`gym-timer sync` was ended by signal \(signal); see \(logPath)")
        case .status(let code) where code != 0: logger.warning("`gym-timer sync` failed with exit status \(code); see \(logPath)")
        case .status: break
        }
        if let due { alarm?.arm(at: due) }
    }
}
