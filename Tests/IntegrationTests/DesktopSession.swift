import CLinux
import Foundation
import Testing

/// A private desktop for one test: its own session bus (with or without a
/// notification server), Xvfb + dunst, a `dbus-monitor` recording every call
/// to org.freedesktop.Notifications, and private runtime, state and config
/// directories. Everything it started is stopped when it goes away.
final class DesktopSession {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let binDirectory = ProcessInfo.processInfo.environment["GYM_TIMER_BIN_DIR"]
        ?? packageRoot.appendingPathComponent(".build/debug").path

    let root: String
    let busAddress: String
    private(set) var display: String?
    private var background: [Process] = []
    private var daemons: [Process] = []
    let monitorLog: String

    var socketPath: String { root + "/run/gym-timer/daemon.sock" }
    var stateDirectory: String { root + "/state" }
    var journalPath: String { stateDirectory + "/timers.journal" }

    /// With `activation`, the bus activates services from `root/services`
    /// (and nothing else), with this session's environment.
    init(notificationServer: Bool = true, activation: Bool = false) throws {
        var template = Array("/tmp/gti-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { throw HarnessError("mkdtemp failed") }
        root = String(cString: template)
        for dir in ["run", "state", "config", "home"] {
            try FileManager.default.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
        monitorLog = root + "/monitor.log"

        // Listening in the session's directory, so its socket goes with it
        // (the configurations' `unix:tmpdir` leaves one in /tmp per bus).
        var busArgs = ["--nofork", "--print-address=1", "--address=unix:path=" + root + "/bus"]
        let noActivation = Self.packageRoot.appendingPathComponent("Tests/Fixtures/session-noactivation.conf").path
        var busEnvironment: [String: String]?
        if activation {
            try FileManager.default.createDirectory(atPath: root + "/services", withIntermediateDirectories: true)
            let config = try String(contentsOfFile: noActivation, encoding: .utf8)
                .replacingOccurrences(of: "</busconfig>", with: "  <servicedir>\(root)/services</servicedir>\n</busconfig>")
            try config.write(toFile: root + "/bus.conf", atomically: true, encoding: .utf8)
            busArgs.insert("--config-file=" + root + "/bus.conf", at: 0)
            busEnvironment = ["PATH": "/usr/bin:/bin", "HOME": root + "/home", "XDG_RUNTIME_DIR": root + "/run",
                              "GYM_TIMER_STATE_DIR": root + "/state", "XDG_CONFIG_HOME": root + "/config", "TZ": "UTC"]
        } else if notificationServer {
            busArgs.insert("--session", at: 0)
        } else {
            busArgs.insert("--config-file=" + noActivation, at: 0)
        }
        let (bus, busOut) = try Self.spawnReadingLine("/usr/bin/dbus-daemon", busArgs, environment: busEnvironment)
        background.append(bus)
        busAddress = busOut.trimmingCharacters(in: .whitespacesAndNewlines)

        if notificationServer { try startNotificationServer(waitForName: false) }

        let monitor = Process()
        monitor.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-monitor")
        monitor.arguments = ["--address", busAddress, "type='method_call',interface='org.freedesktop.Notifications'",
                             "type='signal',interface='org.gymtimer.Timer1'",
                             "type='signal',interface='org.freedesktop.DBus.Properties',path='/org/gymtimer/Timer'"]
        FileManager.default.createFile(atPath: monitorLog, contents: nil)
        monitor.standardOutput = FileHandle(forWritingAtPath: monitorLog)
        monitor.standardError = FileHandle.nullDevice
        try monitor.run()
        background.append(monitor)
        // The monitor prints the NameAcquired/NameLost signals of becoming a monitor once ready.
        try waitUntil(timeout: 5) { (try? String(contentsOfFile: self.monitorLog, encoding: .utf8))?.isEmpty == false }
        if notificationServer {
            try waitUntil(timeout: 5) { self.busHasOwner("org.freedesktop.Notifications") }
        }
    }

    /// Starts Xvfb and dunst on this session's bus.
    func startNotificationServer(waitForName: Bool = true) throws {
        let (xvfb, number) = try Self.spawnReadingLine("/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp"])
        background.append(xvfb)
        display = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)
        let dunst = Process()
        dunst.executableURL = URL(fileURLWithPath: "/usr/bin/dunst")
        dunst.environment = ["DISPLAY": display!, "DBUS_SESSION_BUS_ADDRESS": busAddress, "HOME": root + "/home"]
        dunst.standardOutput = FileHandle.nullDevice
        dunst.standardError = FileHandle.nullDevice
        try dunst.run()
        background.append(dunst)
        // dunst owns the notification name once it is up.
        if waitForName { try waitUntil(timeout: 5) { self.busHasOwner("org.freedesktop.Notifications") } }
    }

    /// Starts python3-dbusmock as the notification server, from its
    /// notification-daemon template or a template file, logging calls to mock.log.
    @discardableResult
    func startMockNotificationServer(template: String = "notification_daemon", capabilities: String? = nil,
                                     parameters: String? = nil, onBus address: String? = nil) throws -> Process {
        let mock = Process()
        mock.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        var arguments = ["-m", "dbusmock", "--session", "-t", template, "-l", root + "/mock.log"]
        if let capabilities { arguments += ["-p", "{\"capabilities\": \"\(capabilities)\"}"] }
        if let parameters { arguments += ["-p", parameters] }
        mock.arguments = arguments
        mock.environment = ["DBUS_SESSION_BUS_ADDRESS": address ?? busAddress, "PATH": "/usr/bin:/bin"]
        mock.standardOutput = FileHandle.nullDevice
        mock.standardError = FileHandle.nullDevice
        try mock.run()
        background.append(mock)
        try waitUntil(timeout: 10) { self.busHasOwner("org.freedesktop.Notifications", on: address) }
        return mock
    }

    /// A second session bus (no activation) listening at `path`, as a desktop
    /// session that starts after the daemon; stopped with the session.
    func startBus(listeningAt path: String) throws -> (process: Process, address: String) {
        let config = Self.packageRoot.appendingPathComponent("Tests/Fixtures/session-noactivation.conf").path
        let (bus, address) = try Self.spawnReadingLine("/usr/bin/dbus-daemon", [
            "--config-file=" + config, "--address=unix:path=" + path, "--nofork", "--print-address=1"])
        background.append(bus)
        return (bus, address.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Kills this session's bus daemon, as when a desktop session ends under a running daemon.
    func killBus() {
        guard let bus = background.first else { return }
        kill(bus.processIdentifier, SIGKILL)
        bus.waitUntilExit()
    }

    /// Calls a method with `gdbus call` on this session's bus.
    func gdbus(destination: String = "org.gymtimer.Timer", path: String = "/org/gymtimer/Timer",
               _ method: String, _ arguments: String...) throws -> Result {
        try run("/usr/bin/gdbus", ["call", "--address", busAddress, "--dest", destination, "--object-path", path,
                                   "--method", method, "--"] + arguments)
    }

    deinit {
        for p in daemons where p.isRunning {
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
        }
        // A daemon the client started on demand is detached, not ours to
        // reap: ask it for its pid and stop it, so no test leaves one behind.
        if canConnect(), let status = try? run(Self.binDirectory + "/gym-timer", ["daemon", "status", "--json", "--no-autostart"]),
           let object = try? JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any],
           let pid = (object["daemon"] as? [String: Any])?["pid"] as? Int {
            kill(Int32(pid), SIGKILL)
        }
        for p in background where p.isRunning {
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    var environment: [String: String] {
        var env: [String: String] = [
            "PATH": "/usr/bin:/bin",
            "HOME": root + "/home",
            "XDG_RUNTIME_DIR": root + "/run",
            "GYM_TIMER_STATE_DIR": stateDirectory,
            "XDG_CONFIG_HOME": root + "/config",
            "DBUS_SESSION_BUS_ADDRESS": busAddress,
            "TZ": "UTC",
        ]
        if let display { env["DISPLAY"] = display }
        // Under scripts/sanitize the programs started are sanitized builds:
        // they report where the run collects reports.
        for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"] {
            if let value = ProcessInfo.processInfo.environment[key] { env[key] = value }
        }
        return env
    }

    // MARK: Programs

    /// Starts `gym-timerd` directly (not through the client), logging to daemon.log.
    @discardableResult
    func startDaemon(_ arguments: [String] = [], environment extra: [String: String] = [:],
                     waitForSocket: Bool = true) throws -> Process {
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: Self.binDirectory + "/gym-timerd")
        daemon.arguments = arguments
        daemon.environment = environment.merging(extra) { $1 }
        let log = root + "/daemon.log"
        if !FileManager.default.fileExists(atPath: log) { FileManager.default.createFile(atPath: log, contents: nil) }
        let handle = FileHandle(forWritingAtPath: log)!
        handle.seekToEndOfFile()
        daemon.standardOutput = handle
        daemon.standardError = handle
        try daemon.run()
        daemons.append(daemon)
        if waitForSocket {
            try waitUntil(timeout: 10) { self.canConnect() }
        }
        return daemon
    }

    var daemonLog: String {
        (try? String(contentsOfFile: root + "/daemon.log", encoding: .utf8)) ?? ""
    }

    func canConnect() -> Bool {
        let fd = gt_unix_connect(socketPath)
        if fd >= 0 { close(fd) }
        return fd >= 0
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `gym-timer` with `arguments` and waits for it.
    @discardableResult
    func client(_ arguments: String..., environment extra: [String: String] = [:]) throws -> Result {
        try run(Self.binDirectory + "/gym-timer", arguments, environment: environment.merging(extra) { $1 })
    }

    /// Foundation's `Process` starts children with nearly every signal
    /// blocked; a script that stops its own children with SIGTERM needs
    /// them unblocked, which this prefix does before exec, as a shell
    /// would start them (SIGXFSZ at its default, too).
    static let withSignalsUnblocked = ["/usr/bin/python3", "-c",
        "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
        + "signal.signal(signal.SIGXFSZ, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])"]

    func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        try Self.run(path, arguments, environment: environment ?? self.environment)
    }

    /// Runs `path` to its end with no standard input, its output collected.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.environment = environment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    func json(_ result: Result) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        guard let dictionary = object as? [String: Any] else { throw HarnessError("not a JSON object: \(result.stdout)") }
        return dictionary
    }

    /// Stops `process` with the session.
    func keep(_ process: Process) {
        background.append(process)
    }

    func busHasOwner(_ name: String, on address: String? = nil) -> Bool {
        let r = try? run("/usr/bin/dbus-send", ["--bus=" + (address ?? busAddress), "--print-reply", "--dest=org.freedesktop.DBus",
                                                 "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner", "string:" + name])
        return r?.stdout.contains("boolean true") == true
    }

    // MARK: What reached the bus

    struct BusCall {
        var member: String
        var time: Double
        /// Top-level arguments as dbus-monitor printed them (`string "Rest over"`, `uint32 3`).
        var arguments: [String]
        /// Notify's hints: key → printed value.
        var hints: [String: String]
        /// The action keys and labels offered, in order (`default`, `Dismiss`, …).
        var actions: [String] = []

        func string(_ index: Int) -> String? {
            guard index < arguments.count, arguments[index].hasPrefix("string \"") else { return nil }
            return String(arguments[index].dropFirst(8).dropLast())
        }
        var appName: String? { string(0) }
        var summary: String? { string(3) }
        var body: String? { string(4) }
        var closedID: UInt32? { arguments.first.flatMap { UInt32($0.replacingOccurrences(of: "uint32 ", with: "")) } }
    }

    func busCalls(_ member: String) -> [BusCall] {
        let text = (try? String(contentsOfFile: monitorLog, encoding: .utf8)) ?? ""
        var calls: [BusCall] = []
        var current: BusCall?
        var pendingKey: String?
        var depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("method call") || line.hasPrefix("signal") || line.hasPrefix("method return") || line.hasPrefix("error") {
                if let c = current { calls.append(c) }
                current = nil
                depth = 0
                guard line.contains("member=\(member)"), let t = line.split(separator: " ").first(where: { $0.hasPrefix("time=") }) else { continue }
                current = BusCall(member: member, time: Double(t.dropFirst(5)) ?? 0, arguments: [], hints: [:])
                continue
            }
            guard current != nil else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0 { current!.arguments.append(trimmed) }
            // Notify's sixth argument is the actions array.
            if depth == 1, current!.arguments.count == 6, trimmed.hasPrefix("string \"") {
                current!.actions.append(String(trimmed.dropFirst(8).dropLast()))
            }
            if trimmed.hasSuffix("[") || trimmed.hasSuffix("(") { depth += 1 }
            if trimmed == "]" || trimmed == ")" { depth -= 1 }
            if depth >= 1 {
                if trimmed.hasPrefix("string \""), pendingKey == nil, depth == 2 {
                    pendingKey = String(trimmed.dropFirst(8).dropLast())
                } else if trimmed.hasPrefix("variant"), let key = pendingKey {
                    current!.hints[key] = trimmed.replacingOccurrences(of: "variant", with: "").trimmingCharacters(in: .whitespaces)
                    pendingKey = nil
                }
            }
        }
        // The monitor may be caught mid-message: the last call counts only once all its arguments are written.
        if let c = current, depth == 0, c.arguments.count >= Self.argumentCount[member, default: 0], text.hasSuffix("\n") {
            calls.append(c)
        }
        return calls
    }

    /// Top-level arguments of the calls tests read, so a half-written last call is not read as a whole one.
    private static let argumentCount = ["Notify": 8, "CloseNotification": 1]

    var notifications: [BusCall] { busCalls("Notify") }

    /// Waits until at least `count` Notify calls have reached the bus.
    @discardableResult
    func waitForNotifications(_ count: Int, timeout: Double) throws -> [BusCall] {
        try waitUntil(timeout: timeout) { self.notifications.count >= count }
        return notifications
    }

    // MARK: Helpers

    private static func spawnReadingLine(_ path: String, _ arguments: [String],
                                         environment: [String: String]? = nil) throws -> (Process, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        if let environment { p.environment = environment }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { throw HarnessError("\(path) exited before printing its address") }
            line.append(chunk)
        }
        return (p, String(decoding: line, as: UTF8.self))
    }
}

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func waitUntil(timeout: Double, file: StaticString = #fileID, line: UInt = #line, _ condition: () throws -> Bool) throws {
    let end = Date().addingTimeInterval(timeout)
    while Date() < end {
        if try condition() { return }
        usleep(5_000)
    }
    if try condition() { return }
    throw HarnessError("the wait at \(file):\(line) was not met within \(timeout) s")
}

func wallNow() -> Double { Date().timeIntervalSince1970 }
