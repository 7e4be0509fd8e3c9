import CLinux
import Foundation
import Testing
import TestSupport

/// kill -9 of the daemon at any moment, including inside a journal
/// compaction, never loses or half-applies an acknowledged change.
@Suite(.serialized) struct CrashConsistencyTests {
    @Test func test_300_kill_9_rounds_keep_every_acknowledged_change_and_half_apply_none() throws {
        let seed = testSeed(0x6779_6d74)
        let session = try DesktopSession(notificationServer: false)
        var random = SeededGenerator(seed: seed)
        let clients = (0..<4).map { TimerCrashClient(index: $0) }
        var acknowledged = 0, killedMidCompaction = 0
        for round in 0..<300 {
            // A compaction every few records, so kills land inside them too.
            let daemon = try session.startDaemon(["--compact-after", "8"])
            let listed = try #require(LineClient(session.socketPath).request(#"{"v":1,"cmd":"list"}"#),
                                      "seed \(seed) round \(round): no list after restart")
            let timers = Dictionary(((listed["timers"] as? [[String: Any]]) ?? []).compactMap(TimerState.init)
                .map { ($0.name, $0) }, uniquingKeysWith: { $1 })
            for index in clients.indices {
                let problems = clients[index].reconcile(with: timers)
                #expect(problems.isEmpty, "seed \(seed) round \(round): \(problems.joined(separator: "; "))")
                if !problems.isEmpty { return }
            }

            let acks = DispatchSemaphore(value: 0)
            let threads = clients.map { client in
                let clientSeed = random.next()
                let socket = session.socketPath
                let thread = Thread { client.run(socket: socket, seed: clientSeed, acks: acks) }
                thread.start()
                return thread
            }
            if round % 3 == 0 {
                // Every third round dies inside a compaction: when its new
                // file appears, or a seeded moment after (writing, syncing, renaming).
                try DirectoryWatch(session.stateDirectory, IN_CREATE).waitFor("timers.journal.tmp", timeout: 10)
                let delay = UInt32.random(in: 0...3000, using: &random)
                if delay > 1000 { usleep(delay - 1000) }
            } else {
                // Otherwise after a seeded number of acknowledgements.
                let target = Int.random(in: 1...40, using: &random)
                for _ in 0..<target {
                    if acks.wait(timeout: .now() + 10) == .timedOut { break }
                }
            }
            kill(daemon.processIdentifier, SIGKILL)
            daemon.waitUntilExit()
            if FileManager.default.fileExists(atPath: session.journalPath + ".tmp") { killedMidCompaction += 1 }
            while threads.contains(where: { !$0.isFinished }) { usleep(1000) }
            acknowledged += clients.map(\.acknowledgedThisRound).reduce(0, +)
            for client in clients { #expect(client.unexpected.isEmpty, "seed \(seed): \(client.unexpected)") }
            for client in clients { client.startRound() }
        }
        #expect(acknowledged > 300 * 5, "only \(acknowledged) changes acknowledged over 300 rounds")
        // Compaction ran all along: the journal holds far fewer records than were acknowledged.
        let records = try String(contentsOfFile: session.journalPath, encoding: .utf8).split(separator: "\n").count
        #expect(records < 100, "journal has \(records) records after \(acknowledged) changes")
        #expect(killedMidCompaction > 0, "no kill landed inside a compaction")
        let movedAside = session.daemonLog.components(separatedBy: "timer journal was damaged").count - 1
        print("seed \(seed): \(acknowledged) changes acknowledged; \(killedMidCompaction) kills inside a compaction; \(movedAside) torn journals moved aside")
        #expect(!session.daemonLog.contains("cannot open the timer journal"))
    }
}

extension CrashConsistencyTests {
    /// kill -9 around expiries, including while a notification is on its
    /// way: every expiry is announced, and again only in the documented case
    /// (the daemon died after showing it and before recording that it did),
    /// once per such death. Expiries close together share a notification, so
    /// an announcement is a daemon run whose notifications mention the timer.
    @Test func test_kill_9_around_expiries_announces_each_once_but_for_the_documented_case() throws {
        let seed = testSeed(0x6e6f_7469)
        var random = SeededGenerator(seed: seed)
        let session = try DesktopSession(notificationServer: false)
        // A server that takes 0.2 s to answer each Notify: a kill as the call
        // is seen lands before the daemon can record that it was shown.
        let template = DesktopSession.packageRoot.appendingPathComponent("Tests/Fixtures/dbusmock/slow_notifications.py").path
        try session.startMockNotificationServer(template: template, parameters: #"{"delay": 0.2, "every": true}"#)
        func mentions(_ call: DesktopSession.BusCall, _ name: String) -> Bool {
            (call.body ?? "").components(separatedBy: ", ").contains { $0 == name || $0.hasPrefix(name + " (") || $0.hasPrefix(name + ": ") }
        }
        /// Notify calls of the daemon run that began at `start`.
        func run(from start: Int) -> ArraySlice<DesktopSession.BusCall> { session.notifications.dropFirst(start) }

        var names: [String] = []
        var runs: [Range<Int>] = []
        var windowDeaths: [String: Int] = [:]
        for round in 0..<40 {
            let begin = session.notifications.count
            let daemon = try session.startDaemon()
            let name = "r\(round)"
            names.append(name)
            let seconds = Double(Int.random(in: 10...50, using: &random)) / 100
            let started = try #require(LineClient(session.socketPath).request(
                #"{"v":1,"cmd":"start","name":"\#(name)","label":"\#(name)","seconds":\#(seconds)}"#))
            #expect(started["ok"] as? Bool == true)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: // before the deadline
                usleep(UInt32(Double.random(in: 0...seconds, using: &random) * 1e6))
            case 1: // the moment its notification reaches the bus
                try waitUntil(timeout: 5) { run(from: begin).contains { mentions($0, name) } }
            default: // after its answer is back and recorded
                try waitUntil(timeout: 5) {
                    JournalText(path: session.journalPath).notified(name)
                }
            }
            kill(daemon.processIdentifier, SIGKILL)
            daemon.waitUntilExit()
            let end = session.notifications.count
            runs.append(begin..<end)
            // Shown in this run but not recorded as shown: the documented case.
            let journal = JournalText(path: session.journalPath)
            for timer in names where session.notifications[begin..<end].contains(where: { mentions($0, timer) }) {
                if !journal.notified(timer) { windowDeaths[timer, default: 0] += 1 }
            }
        }
        let begin = session.notifications.count
        try session.startDaemon()
        // Whatever this last run announces, it announces at start-up: a probe
        // started now is announced after all of it.
        try session.client("start", "0.3", "--name", "probe", "--label", "probe")
        try waitUntil(timeout: 20) { run(from: begin).contains { mentions($0, "probe") } }
        runs.append(begin..<session.notifications.count)
        let calls = session.notifications
        for name in names {
            let announcements = runs.filter { calls[$0].contains { mentions($0, name) } }.count
            let allowed = 1 + windowDeaths[name, default: 0]
            #expect(announcements >= 1 && announcements <= allowed,
                    "seed \(seed): \(name) announced in \(announcements) runs, allowed \(allowed)")
        }
        let deaths = windowDeaths.values.reduce(0, +)
        #expect(deaths > 0, "no kill landed between showing and recording; the exception went untested")
        print("seed \(seed): 40 expiries over 41 daemon runs; \(deaths) kills between showing and recording")
    }
}

/// A timer as the daemon reported it.
struct TimerState: Equatable {
    var name: String
    var state: String
    var duration: Double
    var remaining: Double
    var endsAt: Double?

    init?(_ object: [String: Any]) {
        guard let name = object["name"] as? String, let state = object["state"] as? String,
              let duration = object["duration_s"] as? Double, let remaining = object["remaining_s"] as? Double
        else { return nil }
        self.name = name
        self.state = state
        self.duration = duration
        self.remaining = remaining
        self.endsAt = object["ends_at_unix"] as? Double
    }

    /// The same timer, to the millisecond: a running one by its deadline,
    /// a paused one by what is left.
    func sameAs(_ other: TimerState) -> Bool {
        guard state == other.state, abs(duration - other.duration) < 0.001 else { return false }
        if state == "paused" { return abs(remaining - other.remaining) <= 0.001 }
        guard let a = endsAt, let b = other.endsAt else { return false }
        return abs(a - b) <= 0.001
    }
}

/// One of the concurrent clients: it owns three timers, changes them at
/// random, and remembers what each acknowledgement said, plus the one
/// request that was in flight when the daemon died.
final class TimerCrashClient: @unchecked Sendable {
    enum Operation {
        case start(Double), stop, add(Double), pause, resume
        var json: String {
            switch self {
            case .start(let s): #""cmd":"start","seconds":\#(s)"#
            case .stop: #""cmd":"stop""#
            case .add(let s): #""cmd":"add","seconds":\#(s)"#
            case .pause: #""cmd":"pause""#
            case .resume: #""cmd":"resume""#
            }
        }
    }

    let index: Int
    let names: [String]
    /// Acknowledged state of each owned timer (nil: none).
    private(set) var known: [String: TimerState] = [:]
    private(set) var inFlight: (name: String, operation: Operation, sentAt: Double)?
    private(set) var acknowledgedThisRound = 0
    private(set) var unexpected: [String] = []

    init(index: Int) {
        self.index = index
        names = (0..<3).map { "c\(index)-\($0)" }
    }

    /// A new round: what is known carries over, the round's counts do not.
    func startRound() {
        acknowledgedThisRound = 0
        unexpected = []
    }

    func run(socket: String, seed: UInt64, acks: DispatchSemaphore) {
        var random = SeededGenerator(seed: seed)
        guard let client = try? LineClient(socket) else { return }
        for id in 0..<100_000 {
            let name = names.randomElement(using: &random)!
            let operation: Operation = switch Int.random(in: 0..<8, using: &random) {
            case 0, 1: .start(Double(Int.random(in: 600...3600, using: &random)))
            case 2: .stop
            case 3, 4: .add(Double(Int.random(in: -30...60, using: &random)))
            case 5: .pause
            default: .resume
            }
            inFlight = (name, operation, wallNow())
            guard let response = client.request(#"{"v":1,"id":\#(id),"name":"\#(name)",\#(operation.json)}"#) else { return }
            if response["ok"] as? Bool == true {
                if case .stop = operation {
                    known[name] = nil
                } else if let timer = (response["timer"] as? [String: Any]).flatMap(TimerState.init) {
                    known[name] = timer
                } else {
                    unexpected.append("no timer in \(response)")
                }
            } else {
                let code = (response["error"] as? [String: Any])?["code"] as? String
                if code != "unknown_timer" && code != "wrong_state" { unexpected.append("\(name) \(operation): \(response)") }
            }
            inFlight = nil
            acknowledgedThisRound += 1
            acks.signal()
        }
    }

    /// Compares what the restarted daemon holds with what was acknowledged;
    /// the request in flight at the kill may have happened, whole, or not at
    /// all. Afterwards `known` is what the daemon holds.
    func reconcile(with timers: [String: TimerState]) -> [String] {
        let killedAt = wallNow()
        var problems: [String] = []
        for name in names {
            let actual = timers[name]
            let before = known[name]
            var fine = Self.same(actual, before)
            if !fine, let flight = inFlight, flight.name == name {
                fine = Self.couldFollow(actual, before, flight.operation, sentAt: flight.sentAt, by: killedAt)
            }
            if !fine { problems.append("\(name): acknowledged \(String(describing: before)), after the kill \(String(describing: actual)), in flight \(String(describing: inFlight))") }
            known[name] = actual
        }
        inFlight = nil
        return problems
    }

    private static func same(_ a: TimerState?, _ b: TimerState?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a.sameAs(b)
        default: false
        }
    }

    /// Whether `actual` is `before` with `operation` applied whole, at some
    /// moment between sending it and the kill.
    private static func couldFollow(_ actual: TimerState?, _ before: TimerState?, _ operation: Operation,
                                    sentAt: Double, by killedAt: Double) -> Bool {
        let slack = 0.005
        func within(_ value: Double?, _ low: Double, _ high: Double) -> Bool {
            guard let value else { return false }
            return value >= low - slack && value <= high + slack
        }
        switch operation {
        case .stop:
            return actual == nil
        case .start(let seconds):
            guard let actual, actual.state == "running", abs(actual.duration - seconds) < 0.001 else { return false }
            return within(actual.endsAt, sentAt + seconds, killedAt + seconds)
        case .add(let seconds):
            // Adding moves the deadline and the length alike.
            guard let actual, let before, actual.state == before.state,
                  abs(actual.duration - max(0, before.duration + seconds)) < 0.001 else { return false }
            if before.state == "paused" { return abs(actual.remaining - max(0, before.remaining + seconds)) <= 0.001 }
            guard let a = actual.endsAt, let b = before.endsAt else { return false }
            return abs(a - (b + seconds)) <= 0.001
        case .pause:
            guard let actual, let before, before.state == "running", actual.state == "paused", let end = before.endsAt else { return false }
            return actual.remaining >= end - killedAt - slack && actual.remaining <= end - sentAt + slack
        case .resume:
            guard let actual, let before, before.state == "paused", actual.state == "running" else { return false }
            return within(actual.endsAt, sentAt + before.remaining, killedAt + before.remaining)
        }
    }
}
