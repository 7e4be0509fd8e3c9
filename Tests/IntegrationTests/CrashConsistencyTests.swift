import CLinux
import Foundation
import Testing

/// kill -9 at any moment never loses an acknowledged timer.
@Suite(.serialized) struct CrashConsistencyTests {
    @Test func test_kill_9_at_random_moments_never_loses_an_acknowledged_start() throws {
        let session = try DesktopSession(notificationServer: false)
        var acknowledged = Set<String>()
        var generator = SystemRandomNumberGenerator()
        for round in 0..<6 {
            let daemon = try session.startDaemon()
            // A writer streams starts on its own thread and records each acknowledgement.
            let acks = AckLog()
            let socket = session.socketPath
            let writer = Thread {
                let fd = gt_unix_connect(socket)
                guard fd >= 0 else { return }
                defer { close(fd) }
                var pending: [UInt8] = []
                for i in 0..<100_000 {
                    let line = Array(#"{"v":1,"id":\#(i),"cmd":"start","name":"r\#(round)-\#(i)","seconds":3600}"#.utf8) + [0x0A]
                    guard line.withUnsafeBytes({ Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == line.count else { return }
                    var chunk = [UInt8](repeating: 0, count: 4096)
                    while !pending.contains(0x0A) {
                        let n = read(fd, &chunk, chunk.count)
                        if n <= 0 { return }
                        pending += chunk[0..<n]
                    }
                    let end = pending.firstIndex(of: 0x0A)!
                    let response = String(decoding: pending[..<end], as: UTF8.self)
                    pending.removeSubrange(...end)
                    if response.contains(#""ok":true"#) { acks.add("r\(round)-\(i)") }
                }
            }
            writer.start()
            usleep(UInt32.random(in: 20_000...250_000, using: &generator))
            kill(daemon.processIdentifier, SIGKILL)
            daemon.waitUntilExit()
            while !writer.isFinished { usleep(1000) }
            acknowledged.formUnion(acks.names)
            #expect(acks.names.count > 0, "round \(round) acknowledged nothing")
        }
        try session.startDaemon()
        let list = try session.json(session.client("list", "--json"))
        let present = Set(((list["timers"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String })
        let lost = acknowledged.subtracting(present)
        #expect(lost.isEmpty, "lost \(lost.count) of \(acknowledged.count) acknowledged timers")
    }
}

final class AckLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func add(_ name: String) { lock.lock(); stored.append(name); lock.unlock() }
    var names: Set<String> { lock.lock(); defer { lock.unlock() }; return Set(stored) }
}
