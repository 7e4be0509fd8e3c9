import ArgumentParser
import Foundation
import GymTimerConfig
import WorkoutCore
import GymTimerProtocol
import GymTimerClient
import SyncShare
import Notation

/// `gym-timer sync …`: one training log on every device, through a folder
/// the lifter already syncs (Syncthing, rsync, a USB stick).
struct SyncGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync", abstract: "Keep one training log on every device, through a synced folder.",
        discussion: """
            Each device writes its changes to its own files in the folder and applies the other devices' files: \
            no server, no conflicts for the sync tool. `gym-timer sync` applies what came in now; gym-timerd does \
            it by itself when the folder changes, and any command that reads the log does when it finds something new. \
            Timers stay on their machine.
            """,
        subcommands: [SyncRun.self, SyncSetup.self, SyncStatus.self, SyncLog.self, SyncForget.self, SyncOff.self, SyncRebuild.self],
        defaultSubcommand: SyncRun.self)
}

struct SyncRun: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Apply what other devices wrote, and make this device's changes safe in the folder.")
    @OptionGroup var global: GlobalOptions
    var catchesUp: Bool { false }

    func run(_ training: Training) throws {
        let sync = LogSync(training.database)
        guard try Training.run({ try sync.status() }).folder != nil else {
            // The daemon runs this on its own; with sync off there is nothing to do.
            if !global.quiet { global.show(Done("this log does not sync; `gym-timer sync setup DIR` sets it up")) }
            return
        }
        let summary = try Training.run { try sync.run() }
        global.show(SyncRunOutput(summary: summary))
        Self.announce(try Training.run { try SyncEvents.unannounced(training.database) }, training: training, global: global)
        // A record that cannot be applied (damaged, from a newer gym-timer)
        // is a failure, said on stderr too: the daemon's run logs it.
        // This device's own records waiting for another's row are no failure.
        let own = try Training.run { try sync.status() }.device
        let problems = summary.devices.filter { $0.device != own }.compactMap { d in d.problem.map { "\(d.name.isEmpty ? d.device : d.name): \($0)" } }
        if !problems.isEmpty { throw CLIError(problems.joined(separator: "; ")) }
    }
}

extension SyncRun {
    /// Sets logged here that another device changed or removed, said once
    /// as a desktop notification: the daemon shows it (through libnotify),
    /// when one runs; none is started for it. Every event stays in `sync log`.
    static func announce(_ events: [SyncEvents.Event], training: Training, global: GlobalOptions) {
        guard !events.isEmpty else { return }
        let text = SyncLogOutput(events: events, training: training)
        let summary = events.count == 1 ? "Changed on \(events[0].device)" : "\(events.count) changes from other devices"
        let body = events.prefix(3).map(text.line).joined(separator: "\n") + (events.count > 3 ? "\n… `gym-timer sync log` lists them all" : "")
        _ = try? DaemonClient.send(Request(.notice, name: summary, label: String(body.prefix(1000))), options: global, autostart: false,
                                   timeoutMS: 2000)
    }
}

/// `applied 12 changes from laptop (5 sets)`, or `nothing new`.
struct SyncRunOutput: CommandOutput {
    let summary: LogSync.RunSummary

    enum CodingKeys: String, CodingKey { case applied, sets_added, flushed, devices }
    struct Device: Encodable { let device: String; let name: String; let applied: Int; let problem: String?; let waiting_for: String? }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(summary.applied, forKey: .applied)
        try c.encode(summary.setsAdded, forKey: .sets_added)
        try c.encode(summary.flushed, forKey: .flushed)
        try c.encode(summary.devices.map { Device(device: $0.device, name: $0.name, applied: $0.applied, problem: $0.problem, waiting_for: $0.waitingFor) },
                     forKey: .devices)
    }

    var lines: [String] {
        var lines: [String] = []
        for d in summary.devices where d.applied > 0 {
            lines.append("applied \(Plural.count(d.applied, "change")) from \(d.name.isEmpty ? d.device : d.name)")
        }
        if lines.isEmpty { lines.append("nothing new") } else if summary.setsAdded > 0 { lines.append("  \(Plural.count(summary.setsAdded, "set")) added") }
        for d in summary.devices {
            if let problem = d.problem { lines.append("\(d.name.isEmpty ? d.device : d.name): \(problem)") }
            if let waiting = d.waitingFor { lines.append("\(d.name.isEmpty ? d.device : d.name): \(waitingText(waiting))") }
        }
        return lines
    }
}

/// What a device's next record waits for, said so a lifter knows what to do:
/// a row not delivered yet, or an exercise this build's library lacks.
func waitingText(_ waiting: String) -> String {
    let isRow = waiting.count == 16 && waiting.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    return isRow ? "waiting for \(waiting), which another device has not delivered yet"
        : "waiting for the exercise \(waiting), which this gym-timer's library does not have; update gym-timer here"
}

struct SyncSetup: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup", abstract: "Sync this log through DIR, a folder synced between your devices.",
        discussion: """
            The first time, the whole log is written as this device's first file, and the other devices' files \
            in DIR are applied: two devices with their own histories end with both. Run it on each device with \
            the same folder (Syncthing: share DIR between them).
            """)
    @Argument(help: "The synced folder (made if missing).") var folder: String
    @Option(help: "This device's name in `sync status` (default: the host name).") var deviceName: String?
    @OptionGroup var global: GlobalOptions

    /// On a device set up before whose log is gone: the log is restored
    /// from the folder as the same device (`sync rebuild`), rather than a
    /// new device made beside the old one.
    func run() throws {
        let path = Paths.trainingLog(dataDirectory: global.dataDir, environment: Console.environment)
        guard access(path, F_OK) != 0, SyncShare.SyncSetup.read(LogSync.configPath(forLog: path)) != nil else {
            return try run(Training(global, weights: savesWeights, catchingUp: catchesUp))
        }
        try SyncRebuild.restore(path: path, global: global, before: "the log was missing: ")
    }

    func run(_ training: Training) throws {
        let bar = Console.stderrIsTerminal && !global.quiet ? ProgressBar() : nil
        let summary = try Training.run {
            try LogSync(training.database).setup(folder: folder, deviceName: deviceName,
                                                 progress: bar.map { bar in { bar.show(done: $0, of: $1, noun: "record") } })
        }
        bar?.clear()
        global.show(SyncSetupOutput(summary: summary))
    }
}

struct SyncSetupOutput: CommandOutput {
    let summary: LogSync.SetupSummary

    enum CodingKeys: String, CodingKey { case device, name, folder, written, first_time, applied }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(summary.device, forKey: .device)
        try c.encode(summary.name, forKey: .name)
        try c.encode(summary.folder, forKey: .folder)
        try c.encode(summary.written, forKey: .written)
        try c.encode(summary.firstTime, forKey: .first_time)
        try c.encode(summary.incoming.applied, forKey: .applied)
    }

    var lines: [String] {
        var lines = [summary.firstTime
            ? "syncing through \(summary.folder) as \(summary.name) (device \(summary.device)); wrote \(Plural.count(summary.written, "record"))"
            : "syncing through \(summary.folder) again as \(summary.name) (device \(summary.device))"]
        lines += SyncRunOutput(summary: summary.incoming).lines.filter { $0 != "nothing new" }
        return lines
    }
}

struct SyncStatus: TrainingCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "The folder, the devices seen, and what is pending.")
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let status = try Training.run { try LogSync(training.database).status() }
        global.show(SyncStatusOutput(status: status, syncthing: SyncthingView.of(status)))
    }
}

/// How the local Syncthing sees the other devices sharing the folder,
/// when one shares it: connected or not, and how much each still needs.
struct SyncthingView: Encodable {
    struct Device: Encodable { let name: String; let connected: Bool; let completion: Double; let need_bytes: Int; let need_items: Int }
    let folder: String
    var devices: [Device] = []
    /// Why Syncthing could not be asked (it is not running, a wrong key).
    var problem: String?

    static func of(_ status: LogSync.Status) -> SyncthingView? {
        guard let folder = status.folder, let device = status.device,
              let syncthing = LocalSyncthing.find(environment: Console.environment),
              let shared = syncthing.folder(holding: folder + "/" + device) else { return nil }
        do {
            return SyncthingView(folder: shared.folder.id, devices: try syncthing.peers(of: shared.folder.id).map {
                Device(name: $0.name, connected: $0.connected, completion: $0.completion, need_bytes: $0.needBytes, need_items: $0.needItems)
            })
        } catch {
            return SyncthingView(folder: shared.folder.id, problem: "\(error)")
        }
    }

    var lines: [String] {
        if let problem { return ["Syncthing (folder \(folder)): not asked: \(problem)"] }
        if devices.isEmpty { return ["Syncthing (folder \(folder)): shared with no other device"] }
        return ["Syncthing (folder \(folder)):"] + devices.map { d in
            let need = d.need_items == 0 && d.completion >= 100 ? "has everything"
                : "still needs \(Plural.count(d.need_items, "file")) (\(ByteCount.text(d.need_bytes)))"
            return "  \(d.name): \(d.connected ? "connected" : "not connected"), \(need)"
        }
    }
}

/// `12 kB`, `1.2 MB`.
enum ByteCount {
    static func text(_ bytes: Int) -> String {
        if bytes < 1000 { return Plural.count(bytes, "byte") }
        let units = ["kB", "MB", "GB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 1000, unit < units.count - 1 { value /= 1000; unit += 1 }
        return (value < 10 ? String(format: "%.1f", value) : String(Int(value.rounded()))) + " " + units[unit]
    }
}

struct SyncStatusOutput: CommandOutput {
    let status: LogSync.Status
    var syncthing: SyncthingView? = nil

    enum CodingKeys: String, CodingKey { case device, name, folder, folder_missing, outbox, complete_at, waiting_for, devices, syncthing }
    struct Peer: Encodable {
        let device: String, name: String, last_change: String?, applied_records: Int64, pending_records: Int, pending_bytes: Int, problem: String?, waiting_for: String?
    }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(status.device, forKey: .device)
        try c.encode(status.name, forKey: .name)
        try c.encode(status.folder, forKey: .folder)
        try c.encode(status.folderMissing, forKey: .folder_missing)
        try c.encode(status.outbox, forKey: .outbox)
        try c.encode(status.completeAt.map { LocalTime.iso8601($0.timeIntervalSince1970) }, forKey: .complete_at)
        try c.encode(status.ownWaitingFor, forKey: .waiting_for)
        try c.encode(status.peers.map {
            Peer(device: $0.device, name: $0.name, last_change: $0.lastChange.map { LocalTime.iso8601($0.timeIntervalSince1970) },
                 applied_records: $0.appliedRecords, pending_records: $0.pendingRecords, pending_bytes: $0.pendingBytes, problem: $0.problem, waiting_for: $0.waitingFor)
        }, forKey: .devices)
        try c.encode(syncthing, forKey: .syncthing)
    }

    var lines: [String] {
        guard let folder = status.folder, let device = status.device else {
            return ["this log does not sync; `gym-timer sync setup DIR` sets it up"]
        }
        var lines = ["folder: \(folder)\(status.folderMissing ? " (not there now: changes wait in the log)" : "")",
                     "this device: \(status.name) (\(device))"]
        let complete = status.completeAt.map { "; history complete in the folder as of \(LocalTime.dayAndClock($0.timeIntervalSince1970))" } ?? ""
        lines.append(status.outbox == 0 ? "  every change is in the folder\(complete)"
                     : "  \(Plural.count(status.outbox, "change")) not yet synced to disk in the folder\(complete)")
        if let waiting = status.ownWaitingFor { lines.append("  some of this device's own records in the folder, not in this log, are \(waitingText(waiting))") }
        if status.peers.isEmpty { lines.append("no other device has written to the folder yet") }
        for p in status.peers {
            lines.append("\(Self.deviceName(p, among: status.peers)): " + Self.standing(p))
            if let problem = p.problem { lines.append("  problem: \(problem)") }
            if let waiting = p.waitingFor { lines.append("  \(waitingText(waiting))") }
        }
        return lines + (syncthing?.lines ?? [])
    }

    /// A device by the name it gave itself; its id when it has none, or
    /// beside a name two devices share.
    static func deviceName(_ p: LogSync.Status.Peer, among peers: [LogSync.Status.Peer]) -> String {
        guard !p.name.isEmpty else { return "device \(p.device)" }
        return peers.filter { $0.name == p.name }.count > 1 ? "\(p.name) (\(p.device))" : p.name
    }

    /// What of a device's changes this log has, counted as the folder
    /// holds them now.
    static func standing(_ p: LogSync.Status.Peer) -> String {
        let last = p.lastChange.map { "last change \(LocalTime.dayAndClock($0.timeIntervalSince1970))" }
        guard p.pendingRecords > 0 else {
            if p.appliedRecords == 0 { return p.pendingBytes > 0 ? "its first changes are not whole in the folder yet" : "has written no change yet" }
            return "this log has every change it made" + (last.map { " (\($0))" } ?? "")
        }
        let waiting = "\(Plural.count(p.pendingRecords, "change")) it made \(p.pendingRecords == 1 ? "is" : "are") not in this log yet"
        return waiting + (p.problem == nil && p.waitingFor == nil ? " (`gym-timer sync` takes them in)" : "") + (last.map { "; \($0)" } ?? "")
    }
}

/// `gym-timer sync log`: what other devices did to this one's work.
struct SyncLog: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "log", abstract: "What came in from other devices and what it replaced, newest first.",
        discussion: """
            An edit that replaced one made here, a set logged here changed or removed on another device (with its \
            workout, if that was discarded there), another device's workout in progress beside this one's.
            """)
    @Option(help: "How many, newest first.") var limit = 20
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit takes a number above 0") }
    }

    func run(_ training: Training) throws {
        let events = try Training.run { try SyncEvents.list(training.database, limit: limit) }
        global.show(SyncLogOutput(events: events, training: training))
    }
}

/// `28 Nov 18:02  laptop changed your set #9f0e1d2c (Bench Press (Barbell) in Push): reps 5 → 6`.
struct SyncLogOutput: CommandOutput {
    let events: [SyncEvents.Event]
    let training: Training

    /// A field's value as the lifter reads it: weights in their unit.
    func value(_ field: String?, _ text: String?) -> String {
        guard let text else { return "none" }
        if field == "weightKg", let kg = Double(text) { return training.unit.format(kilograms: kg) + " \(training.unit)" }
        return text
    }

    static func fieldName(_ field: String?) -> String {
        switch field {
        case "weightKg": "weight"
        case "distanceM": "distance (m)"
        case "restBeforeSeconds": "rest before (s)"
        case "loggedAt": "time"
        case "endedAt": "end"
        case "startedAt": "start"
        default: field ?? "?"
        }
    }

    var lines: [String] {
        if events.isEmpty { return ["nothing from other devices has changed this device's work"] }
        return events.map { LocalTime.dayAndClock($0.at.timeIntervalSince1970) + "  " + line($0) }
    }

    /// One event, without its time: `laptop changed your set #9f0e1d2c (…): reps 5 → 6`.
    func line(_ e: SyncEvents.Event) -> String {
        let ref = "#" + e.uid.prefix(RowNames.shown)
        switch e.kind {
        case .changed:
            let what = e.entity == "set" ? "set \(ref) (\(e.about))" : "\(e.entity) \(ref) (\(e.about))"
            return "\(e.device) changed \(e.replacedOwn ? "your edit of" : "your") \(what): "
                + "\(Self.fieldName(e.field)) \(value(e.field, e.old)) → \(value(e.field, e.new))"
        case .removed:
            return e.entity == "workout"
                ? "\(e.device) removed your workout \(e.about) (\(ref)) with its \(Plural.count(e.count, "set"))"
                : "\(e.device) removed your set \(ref) (\(e.about))"
        case .workoutInProgress:
            return "\(e.device)'s workout \(e.about) (\(ref)) is in progress beside yours; `gym-timer history merge` joins them"
        }
    }

    struct EventJSON: Encodable {
        let at: String; let device, kind, entity, ref, about: String; let field, old, new: String?; let replaced_own: Bool; let count: Int
    }

    func encode(to encoder: any Encoder) throws {
        try ["events": events.map {
            EventJSON(at: LocalTime.iso8601($0.at.timeIntervalSince1970), device: $0.device, kind: $0.kind.rawValue, entity: $0.entity,
                      ref: String($0.uid.prefix(RowNames.shown)), about: $0.about, field: $0.field, old: $0.old, new: $0.new,
                      replaced_own: $0.replacedOwn, count: $0.count)
        }].encode(to: encoder)
    }
}

/// `gym-timer sync forget laptop`: a device whose folder is gone.
struct SyncForget: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "forget", abstract: "Forget a device whose folder is out of the synced folder.",
        discussion: """
            What this log keeps of it goes and it is no longer reported. A device whose files still hold records \
            is refused: they are its changes, which every device and a rebuild read from the folder.
            """)
    @Argument(help: "The device's name as `gym-timer sync status` shows it, or its id.") var device: String
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let forgotten = try Training.run { try LogSync(training.database).forget(device) }
        global.show(Done("forgot \(forgotten.name.isEmpty ? forgotten.device : forgotten.name)"))
    }
}

struct SyncOff: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "off", abstract: "Stop syncing this log (the folder is left as it is).",
        discussion: "Changes made meanwhile are kept and carried when `sync setup` names the same folder again.")
    @OptionGroup var global: GlobalOptions

    func run(_ training: Training) throws {
        let folder = try Training.run { try LogSync(training.database).off() }
        global.show(Done(folder.map { "stopped syncing through \($0)" } ?? "this log was not syncing"))
    }
}

struct SyncRebuild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rebuild", abstract: "Rebuild a lost or damaged log from the synced folder.",
        discussion: """
            The log file (if any) is moved aside, never deleted; a new one is made from every device's records in \
            the folder, this device's own included. Changes that never reached the folder are not in it.
            """)
    @OptionGroup var global: GlobalOptions

    func run() throws {
        try Self.restore(path: Paths.trainingLog(dataDirectory: global.dataDir, environment: Console.environment), global: global)
    }

    static func restore(path: String, global: GlobalOptions, before: String = "") throws {
        let bar = Console.stderrIsTerminal && !global.quiet ? ProgressBar() : nil
        let summary = try Training.run {
            try LogSync.rebuild(path: path, progress: bar.map { bar in { bar.show(done: $0, of: $1, noun: "record") } })
        }
        bar?.clear()
        var lines = [before + "rebuilt the log from \(summary.folder) as device \(summary.device): "
                     + "\(Plural.count(summary.workouts, "workout")), \(Plural.count(summary.sets, "set"))"]
        if let aside = summary.keptAside { lines.append("the old log is kept as \(aside)") }
        for problem in summary.incoming.problems { lines.append(problem) }
        global.show(Done(lines.joined(separator: "\n")))
    }
}
