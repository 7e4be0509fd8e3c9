import Foundation
import SessionBus
import Testing

/// libdbus-1 as the daemon drives it, on a private bus of its own: no
/// activation (its configuration has no service directories), two real
/// connections, each driven by the descriptors it asks to be watched.
@Suite(.serialized) struct SessionBusTests {
    @Test func test_arguments_read_back_as_written_and_a_wrong_type_reads_as_nil() {
        let message = BusMessage.methodCall(destination: "org.example.Test", path: "/org/example/Test",
                                            interface: "org.example.Test", member: "Echo").write { w in
            w.string("bench press")
            w.double(102.5)
            w.bool(true)
            w.uint32(7)
            w.array("s") { a in a.string("body"); a.string("actions") }
        }
        #expect(message.signature == "sdbuas")
        #expect(message.member == "Echo" && message.path == "/org/example/Test" && message.isMethodCall)
        let r = message.reader()
        #expect(r.string() == "bench press")
        #expect(r.uint32() == nil, "a double is not read as a uint32")
        #expect(r.double() == 102.5)
        #expect(r.bool() == true)
        #expect(r.uint32() == 7)
        #expect(r.strings() == ["body", "actions"])
        #expect(r.atEnd)
    }

    @Test func test_a_call_reaches_an_exported_object_and_its_reply_comes_back() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let server = try BusConnection(address: bus.address)
        let client = try BusConnection(address: bus.address)
        let driver = Driver([server, client])

        var owned: BusConnection.NameRequest?
        server.requestName("org.example.Echo") { owned = $0 }
        server.export(path: "/org/example/Echo") { call in
            guard call.member == "Echo", let text = call.reader().string() else {
                return call.errorReply(name: "org.example.Error.Unknown", message: "no such method")
            }
            return call.reply().write { $0.string(text.uppercased()) }
        }
        try driver.run(until: { owned != nil })
        #expect(owned == .owned)
        #expect(server.uniqueName?.hasPrefix(":") == true && server.uniqueName != client.uniqueName)

        var answer: String?
        var error: String?
        client.call(BusMessage.methodCall(destination: "org.example.Echo", path: "/org/example/Echo",
                                          interface: "org.example.Echo", member: "Echo").write { $0.string("rest over") }) {
            answer = $0.reader().string()
        }
        client.call(BusMessage.methodCall(destination: "org.example.Echo", path: "/org/example/Echo",
                                          interface: "org.example.Echo", member: "Nope")) { error = $0.errorName }
        try driver.run(until: { answer != nil && error != nil })
        #expect(answer == "REST OVER")
        #expect(error == "org.example.Error.Unknown")
    }

    @Test func test_signals_arrive_where_a_match_asks_for_them() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let sender = try BusConnection(address: bus.address)
        let listener = try BusConnection(address: bus.address)
        let driver = Driver([sender, listener])
        var heard: [String] = []
        listener.addMatch("type='signal',interface='org.example.Timer'")
        listener.addSignalHandler { message in
            if message.isSignal(interface: "org.example.Timer", member: "Finished"), let name = message.reader().string() {
                heard.append(name)
            }
        }
        // The match is in place once the bus has answered a call made after it.
        var synced = false
        listener.callBus("GetId", { _ in }) { _ in synced = true }
        try driver.run(until: { synced })
        sender.send(BusMessage.signal(path: "/org/example/Timer", interface: "org.example.Timer", member: "Finished")
            .write { $0.string("rest") })
        try driver.run(until: { !heard.isEmpty })
        #expect(heard == ["rest"])
    }

    @Test func test_a_bus_that_goes_away_is_reported_once() throws {
        let bus = try PrivateBus()
        let connection = try BusConnection(address: bus.address)
        let driver = Driver([connection])
        var disconnects = 0
        connection.onDisconnect = { disconnects += 1 }
        #expect(connection.connected)
        bus.stop()
        try driver.run(until: { disconnects > 0 })
        #expect(disconnects == 1)
        #expect(!connection.connected)
    }

    @Test func test_connecting_to_no_bus_is_a_dbus_error() {
        do {
            _ = try BusConnection(address: "unix:path=/nonexistent/gym-timer-test-bus")
            Issue.record("connected to a bus that does not exist")
        } catch {
            #expect(error.name.hasPrefix("org.freedesktop.DBus.Error."), "\(error.name): \(error)")
        }
    }
}

/// A dbus-daemon of the test's own, with no service directories.
final class PrivateBus {
    let process = Process()
    let address: String

    init() throws {
        let config = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/session-noactivation.conf").path
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        process.arguments = ["--config-file=" + config, "--nofork", "--print-address=1"]
        let out = Pipe()
        process.standardOutput = out
        // Its complaints (an fd limit it may not raise) are not the test's output.
        process.standardError = FileHandle.nullDevice
        try process.run()
        var bytes: [UInt8] = []
        let handle = out.fileHandleForReading
        while !bytes.contains(0x0A) {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { break }
            bytes += chunk
        }
        address = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else { throw BusTestError("dbus-daemon printed no address") }
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

/// Drives connections the way the daemon's loop does: polls the
/// descriptors each asks for, hands readiness back, dispatches and fires
/// timeouts, until a condition holds (or 5 s pass, which fails the test).
final class Driver {
    private let connections: [BusConnection]
    private var interest: [ObjectIdentifier: [Int32: (readable: Bool, writable: Bool)]] = [:]

    init(_ connections: [BusConnection]) {
        self.connections = connections
        for connection in connections {
            let id = ObjectIdentifier(connection)
            connection.onInterest = { [weak self] fd, readable, writable in
                guard let self else { return }
                if readable || writable { interest[id, default: [:]][fd] = (readable, writable) } else { interest[id]?[fd] = nil }
            }
            connection.replayInterest()
        }
    }

    func run(until done: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(5)
        while true {
            for connection in connections { connection.dispatch() }
            if done() { return }
            guard Date() < deadline else { throw BusTestError("condition not met within 5 s") }
            var fds: [(BusConnection, pollfd)] = []
            for connection in connections {
                for (fd, want) in interest[ObjectIdentifier(connection)] ?? [:] {
                    let events = (want.readable ? Int16(POLLIN) : 0) | (want.writable ? Int16(POLLOUT) : 0)
                    fds.append((connection, pollfd(fd: fd, events: events, revents: 0)))
                }
            }
            var raw = fds.map(\.1)
            _ = poll(&raw, nfds_t(raw.count), 100)
            var ts = timespec()
            clock_gettime(CLOCK_BOOTTIME, &ts)
            let now = Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
            for (i, (connection, entry)) in fds.enumerated() where raw[i].revents != 0 {
                let r = raw[i].revents
                connection.handle(fd: entry.fd, readable: r & Int16(POLLIN | POLLHUP | POLLERR) != 0,
                                  writable: r & Int16(POLLOUT) != 0, hangup: r & Int16(POLLHUP | POLLERR) != 0)
            }
            for connection in connections { connection.fireTimeouts(now: now) }
        }
    }
}

struct BusTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
