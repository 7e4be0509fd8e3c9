import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Real Syncthing instances — A, B, and C when three are asked for — on
/// 127.0.0.1, each sharing one folder (at paths the test gives) with every
/// other: two or three machines' worth of file sync with nothing leaving
/// the host. Set up as /work/shared/testing/two-syncthings.sh does it for
/// two: `syncthing generate` for the keys, config.xml written by hand
/// (every device, loopback addresses, no discovery, relays, NAT or usage
/// reporting, an API key), `STHASHING=minio`, one process each (no monitor),
/// started through `setpriv --pdeathsig TERM`. Stopped by `stop()` or when
/// it goes away: SIGTERM, a wait, then SIGKILL.
///
/// The REST API is spoken as plain HTTP/1.0 over a loopback socket, not
/// through URLSession: on Linux that is libcurl, which sends requests through
/// any `http_proxy` in the environment and has no setting to stop it.
final class SyncthingMesh {
    /// One instance, by its place in `folders`.
    struct Instance: Hashable, CustomStringConvertible {
        let rawValue: Int
        static let a = Instance(rawValue: 0), b = Instance(rawValue: 1), c = Instance(rawValue: 2)
        var description: String { String(UnicodeScalar(UInt8(65 + rawValue))) }
    }
    var instances: [Instance] { folders.indices.map(Instance.init(rawValue:)) }

    static let executable = ProcessInfo.processInfo.environment["SYNCTHING"] ?? "/usr/bin/syncthing"
    let folderID = "gym-log"
    /// The synced folder of each instance.
    let folders: [String]
    /// Syncthing's own device IDs (not gym-timer's).
    private(set) var deviceIDs: [String] = []
    /// Whether Syncthing's file watcher (and a 10 s rescan) notices writes by itself.
    let watchesFiles: Bool
    let usesDefaults: Bool
    private let root: String
    private var guiPorts: [Int] = []
    private var listenPorts: [Int] = []
    private var apiKeys: [String] = []
    private var processes: [Process] = []
    private var stopped = false

    /// Starts one instance per folder of `folders` (each created, with
    /// Syncthing's `.stfolder` marker, if missing) and returns once every one
    /// answers on its REST API, is connected to every other and has the
    /// folder idle.
    ///
    /// With `watchFiles` (the recipe's setting) a write goes out within about
    /// a second by itself. Without, the file watcher is off and the periodic
    /// rescan an hour away: a write goes out only when the test `scan`s, so
    /// two sides can change things apart while staying connected. (Pausing
    /// the devices instead was tried: after resuming, reconnecting took 5 s
    /// in half the rounds, once more than 20 s.)
    /// `defaults`: Syncthing's own timings (the file watcher waits 10 s,
    /// a rescan once an hour) instead of the recipe's quick ones.
    init(folders: [String], watchFiles: Bool = true, defaults: Bool = false, timeout: Double = 20) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable) else {
            throw HarnessError("\(Self.executable) not found: install syncthing (scripts/lib.sh TEST_PACKAGES)")
        }
        precondition((2...3).contains(folders.count), "two or three instances")
        self.folders = folders
        watchesFiles = watchFiles
        usesDefaults = defaults
        var template = Array("/tmp/gts-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { throw HarnessError("mkdtemp failed") }
        root = String(cString: template)
        do {
            try start(timeout: timeout)
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    private func home(_ i: Instance) -> String { root + "/\(i)" }
    /// Instance `i`'s configuration directory (its `--home`, what `STHOMEDIR` names).
    func configHome(_ i: Instance) -> String { home(i) + "/config" }
    private var logPaths: [String] { instances.map { home($0) + "/syncthing.log" } }

    private func start(timeout: Double) throws {
        let ports = try Self.freeLoopbackPorts(2 * folders.count)
        guiPorts = folders.indices.map { ports[2 * $0] }
        listenPorts = folders.indices.map { ports[2 * $0 + 1] }
        for i in instances {
            try FileManager.default.createDirectory(atPath: folders[i.rawValue] + "/.stfolder", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: home(i), withIntermediateDirectories: true)
            apiKeys.append(UUID().uuidString.replacingOccurrences(of: "-", with: ""))
            let generated = try DesktopSession.run(Self.executable, [
                "generate", "--home=" + home(i) + "/config", "--no-default-folder", "--skip-port-probing"], environment: environment(i))
            guard generated.status == 0 else { throw HarnessError("syncthing generate (\(i)) failed: \(generated.stderr)\(generated.stdout)") }
            let id = try DesktopSession.run(Self.executable, ["serve", "--home=" + home(i) + "/config", "--device-id"], environment: environment(i))
            let deviceID = id.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            guard id.status == 0, deviceID.count > 50 else { throw HarnessError("syncthing --device-id (\(i)) failed: \(id.stderr)") }
            deviceIDs.append(deviceID)
        }
        for i in instances {
            try configuration(i).write(toFile: home(i) + "/config/config.xml", atomically: true, encoding: .utf8)
        }
        // One after the other, as the recipe does: each dials those before
        // it, whose listeners are up, at once.
        for i in instances {
            try launch(i)
            try waitFor("the REST API of \(i)", timeout: timeout) { try self.get(i, "/rest/system/ping")["ping"] as? String == "pong" }
        }
        try waitFor("every instance connected to every other", timeout: timeout) { try self.instances.allSatisfy(self.connected) }
        try waitFor("the folder idle everywhere", timeout: timeout) {
            try self.instances.allSatisfy { try self.get($0, "/rest/db/status?folder=\(self.folderID)")["state"] as? String == "idle" }
        }
    }

    private func environment(_ i: Instance) -> [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": home(i), "STNOUPGRADE": "1", "STMONITORED": "1",
         "STHASHING": ProcessInfo.processInfo.environment["STHASHING"] ?? "minio"]
    }

    /// config.xml as the recipe writes it. A folder block written by hand gets
    /// zero values for what it leaves out, so maxConflicts, minDiskFree and
    /// autoNormalize are set explicitly (with maxConflicts 0 a concurrent edit
    /// was silently lost).
    private func configuration(_ i: Instance) -> String {
        func x(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let devices = deviceIDs.map { "<device id=\"\($0)\"></device>" }.joined()
        let known = instances.map { j in
            "<device id=\"\(deviceIDs[j.rawValue])\" name=\"\(j)\"><address>tcp://127.0.0.1:\(listenPorts[j.rawValue])</address></device>"
        }.joined(separator: "\n ")
        return """
        <configuration version="36">
         <folder id="\(folderID)" label="\(folderID)" path="\(x(folders[i.rawValue]))" type="sendreceive" rescanIntervalS="\(watchesFiles && !usesDefaults ? 10 : 3600)" fsWatcherEnabled="\(watchesFiles)" fsWatcherDelayS="\(usesDefaults ? 10 : 1)" autoNormalize="true">
          \(devices)
          <maxConflicts>10</maxConflicts><minDiskFree unit="%">1</minDiskFree>
         </folder>
         \(known)
         <gui enabled="true" tls="false"><address>127.0.0.1:\(guiPorts[i.rawValue])</address><apikey>\(apiKeys[i.rawValue])</apikey></gui>
         <options>
          <listenAddress>tcp://127.0.0.1:\(listenPorts[i.rawValue])</listenAddress>
          <globalAnnounceEnabled>false</globalAnnounceEnabled><localAnnounceEnabled>false</localAnnounceEnabled>
          <relaysEnabled>false</relaysEnabled><natEnabled>false</natEnabled><stunKeepaliveStartS>0</stunKeepaliveStartS>
          <announceLANAddresses>false</announceLANAddresses><urAccepted>-1</urAccepted><urSeen>3</urSeen>
          <crashReportingEnabled>false</crashReportingEnabled><autoUpgradeIntervalH>0</autoUpgradeIntervalH>
          <startBrowser>false</startBrowser><reconnectionIntervalS>5</reconnectionIntervalS>
         </options>
        </configuration>

        """
    }

    /// `setpriv --pdeathsig TERM`: Syncthing gets SIGTERM if the test process
    /// dies without stopping it. The "parent" whose death counts is the thread
    /// that started it; a synchronous test holds its thread until it returns,
    /// and stops the pair before then. Foundation's Process starts children
    /// with signals blocked, so they are unblocked first (else SIGTERM would
    /// wait, pending, forever).
    private func launch(_ i: Instance) throws {
        let setpriv = "/usr/bin/setpriv"
        let deathSignal = FileManager.default.isExecutableFile(atPath: setpriv) ? [setpriv, "--pdeathsig", "TERM"] : []
        let command = deathSignal + [Self.executable, "serve", "--home=" + home(i) + "/config", "--no-browser", "--no-restart",
                                     "--no-upgrade", "--no-default-folder", "--logflags=7"]
        let p = Process()
        p.executableURL = URL(fileURLWithPath: DesktopSession.withSignalsUnblocked[0])
        p.arguments = Array(DesktopSession.withSignalsUnblocked.dropFirst()) + command
        p.environment = environment(i)
        let log = logPaths[i.rawValue]
        FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        p.standardOutput = handle
        p.standardError = handle
        p.standardInput = FileHandle.nullDevice
        try p.run()
        processes.append(p)
    }

    /// SIGTERM, up to 10 s to exit, then SIGKILL; removes Syncthing's own
    /// files (not the shared folders, which belong to the test).
    func stop() {
        guard !stopped else { return }
        stopped = true
        for p in processes where p.isRunning { kill(p.processIdentifier, SIGTERM) }
        for p in processes {
            // A deadline on the way out: nothing is proved by it.
            let end = Date().addingTimeInterval(10)
            while p.isRunning && Date() < end { usleep(10_000) }
            if p.isRunning { kill(p.processIdentifier, SIGKILL) }
            p.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    // MARK: What a test does

    /// Scans `subpath` of the folder on `instance` now (the whole folder if
    /// nil), so a write goes out in about 0.1 s instead of after the file
    /// watcher's 1 s delay (or at all, without `watchFiles`). Returns when
    /// the scan is done.
    func scan(_ instance: Instance, _ subpath: String? = nil) throws {
        var query = "folder=\(folderID)"
        if let subpath {
            query += "&sub=" + (subpath.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+"))) ?? subpath)
        }
        let reply = try request(instance, "POST", "/rest/db/scan?" + query, timeout: 30)
        guard reply.status == 200 else { throw HarnessError("scan on \(instance): HTTP \(reply.status) \(String(decoding: reply.body, as: UTF8.self))") }
    }

    /// Waits until every file under `from`'s folder is under `to`'s with the
    /// same bytes: Syncthing has delivered what `from` holds. Files arrive
    /// under a temporary name and are renamed into place, so a file seen
    /// under its own name is whole.
    func waitForDelivery(from: Instance, to: Instance, timeout: Double = 20) throws {
        try waitFor("\(from)'s files on \(to)", timeout: timeout) {
            let source = Self.files(in: self.folders[from.rawValue])
            let destination = Self.files(in: self.folders[to.rawValue])
            return !source.isEmpty && source.allSatisfy { destination[$0.key] == $0.value }
        }
    }

    /// Waits until every folder holds exactly the same files.
    func waitForSameFiles(timeout: Double = 20) throws {
        try waitFor("the same files in every folder", timeout: timeout) {
            let first = Self.files(in: self.folders[0])
            return self.folders.dropFirst().allSatisfy { Self.files(in: $0) == first }
        }
    }

    /// The files under `folder` by path relative to it, with their bytes,
    /// leaving out Syncthing's own (`.stfolder`, `.syncthing.*.tmp`,
    /// `~syncthing~*`) and anything else whose name starts with a dot.
    static func files(in folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return result }
        while let path = walker.nextObject() as? String {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") || $0.hasPrefix("~syncthing~") }) {
                walker.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: folder + "/" + path) else { continue }
            result[path] = data
        }
        return result
    }

    /// Conflict copies Syncthing made in `folder` (`NAME.sync-conflict-…`).
    static func conflicts(in folder: String) -> [String] {
        let all = FileManager.default.enumerator(atPath: folder)?.allObjects.compactMap { $0 as? String } ?? []
        return all.filter { $0.contains(".sync-conflict-") }
    }

    /// The last lines of every instance's log, for a failure message.
    var logTails: String {
        instances.map { i in
            let text = (try? String(contentsOfFile: logPaths[i.rawValue], encoding: .utf8)) ?? ""
            return "--- syncthing \(i) log tail:\n" + text.split(separator: "\n").suffix(8).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    // MARK: REST

    /// Whether `i` is connected to every other instance.
    private func connected(_ i: Instance) throws -> Bool {
        let connections = try get(i, "/rest/system/connections")["connections"] as? [String: Any]
        return instances.filter { $0 != i }.allSatisfy { other in
            (connections?[deviceIDs[other.rawValue]] as? [String: Any])?["connected"] as? Bool == true
        }
    }

    private func get(_ i: Instance, _ path: String) throws -> [String: Any] {
        let reply = try request(i, "GET", path)
        guard reply.status == 200, let object = try JSONSerialization.jsonObject(with: reply.body) as? [String: Any] else {
            throw HarnessError("GET \(path) on \(i): HTTP \(reply.status) \(String(decoding: reply.body, as: UTF8.self))")
        }
        return object
    }

    /// One request on a fresh connection. HTTP/1.0, so Syncthing (Go's
    /// net/http) answers without chunking and closes the connection when
    /// done: the reply is everything read until then. The Host header must
    /// name the GUI address or Syncthing refuses with "Host check error".
    func request(_ i: Instance, _ method: String, _ path: String, timeout: Double = 5) throws -> (status: Int, body: Data) {
        let port = guiPorts[i.rawValue]
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw HarnessError("socket: errno \(errno)") }
        defer { _ = Glibc.close(fd) }
        let address = Self.loopback(port: port)
        let rc = withUnsafePointer(to: address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard rc == 0 else { throw HarnessError("connect to 127.0.0.1:\(port) (\(i)): errno \(errno)") }

        let text = "\(method) \(path) HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\nX-API-Key: \(apiKeys[i.rawValue])\r\n"
            + "Content-Length: 0\r\n\r\n"
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw HarnessError("send to \(i): errno \(errno)")
            }
            sent += n
        }

        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let end = Date().addingTimeInterval(timeout)
        while true {
            let left = Int32(max(0, end.timeIntervalSinceNow) * 1000)
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, left)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw HarnessError("no reply from \(i) to \(method) \(path) within \(timeout) s") }
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n < 0 {
                if errno == EINTR { continue }
                throw HarnessError("read from \(i): errno \(errno)")
            }
            if n == 0 { break }
            reply.append(contentsOf: buffer[0..<n])
        }

        let separator: [UInt8] = [13, 10, 13, 10]
        guard let split = (0...max(0, reply.count - 4)).first(where: { reply.count >= 4 && Array(reply[$0..<($0 + 4)]) == separator }) else {
            throw HarnessError("no HTTP header from \(i): \(String(decoding: reply, as: UTF8.self))")
        }
        let statusLine = String(decoding: reply[..<split], as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
        let parts = statusLine.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw HarnessError("bad status line from \(i): \(statusLine)") }
        return (status, Data(reply[(split + 4)...]))
    }

    // MARK: Helpers

    /// Polls `condition` every 20 ms until it holds: Syncthing offers a
    /// synchronous caller nothing to block on for these states, so this is a
    /// wait for a condition with a deadline, not a delay. Fails at once, with
    /// the logs, if an instance has exited.
    private func waitFor(_ what: String, timeout: Double, _ condition: () throws -> Bool) throws {
        let end = Date().addingTimeInterval(timeout)
        while true {
            if (try? condition()) == true { return }
            for (n, p) in processes.enumerated() where !p.isRunning {
                throw HarnessError("syncthing \(Instance(rawValue: n)) exited (status \(p.terminationStatus)) while waiting for \(what)\n\(logTails)")
            }
            guard Date() < end else { throw HarnessError("timeout after \(timeout) s waiting for \(what)\n\(logTails)") }
            usleep(20_000)
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: in_addr_t(UInt32(0x7F00_0001).bigEndian))
        return address
    }

    /// `count` distinct free ports on 127.0.0.1: each bound to port 0 (the
    /// kernel picks), read back, and all released together, as the recipe
    /// does. Another process could take one in between; none has so far.
    private static func freeLoopbackPorts(_ count: Int) throws -> [Int] {
        var sockets: [Int32] = []
        defer { for fd in sockets { _ = Glibc.close(fd) } }
        var ports: [Int] = []
        for _ in 0..<count {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { throw HarnessError("socket: errno \(errno)") }
            sockets.append(fd)
            var address = loopback(port: 0)
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafePointer(to: address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else { throw HarnessError("bind 127.0.0.1:0: errno \(errno)") }
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            guard named == 0 else { throw HarnessError("getsockname: errno \(errno)") }
            ports.append(Int(UInt16(bigEndian: address.sin_port)))
        }
        return ports
    }
}
