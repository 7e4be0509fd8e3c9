import Foundation
import Testing

/// `status --format` and `watch --format`: what a status bar reads.
@Suite(.serialized) struct StatusBarTests {
    @Test func test_waybar_json_and_templates_for_running_paused_and_idle() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        func waybar() throws -> [String: Any] {
            let r = try session.client("status", "--format", "waybar")
            #expect(r.stdout.split(separator: "\n").count == 1, "one line: \(r.stdout)")
            return try session.json(r)
        }
        var idle = try waybar()
        #expect(idle["text"] as? String == "" && idle["class"] as? String == "idle" && idle["percentage"] as? Int == 0)

        try session.client("start", "600", "--name", "tea")
        try session.client("start", "90", "--label", "Squat 100x5")
        let running = try waybar()
        #expect(running["class"] as? String == "running")
        #expect(running["text"] as? String == "rest 1:30", "\(running)")
        #expect((running["tooltip"] as? String)?.contains("Squat 100x5") == true)
        #expect(running["percentage"] as? Int == 0)
        let template = try session.client("status", "--format", "{name}|{remaining}|{label}|{percent}|{state}")
        #expect(template.stdout == "rest|1:30|Squat 100x5|0|running\n", "\(template.stdout)")

        try session.client("sub", "45")
        try session.client("pause")
        let paused = try waybar()
        #expect(paused["class"] as? String == "paused" && paused["text"] as? String == "rest 0:45")
        #expect((paused["percentage"] as? Int ?? 99) <= 2, "sub shortens the duration too: next to nothing elapsed")
        try session.client("stop")
        // Without the rest timer: the one ending soonest.
        #expect(try waybar()["text"] as? String == "tea 10:00")
        try session.client("stop", "tea")
        idle = try waybar()
        #expect(idle["class"] as? String == "idle")
        #expect(try session.client("status", "--format", "{name} {remaining}").stdout == "\n")
    }

    @Test func test_watch_format_prints_a_line_per_change_and_follows_every_timer() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        let watch = try WatchLines(session, "waybar")
        defer { watch.stop() }
        func nextLine() throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: Data(try watch.next().utf8)) as! [String: Any]
        }
        #expect(try nextLine()["class"] as? String == "idle")
        try session.client("start", "3", "--label", "Row")
        let first = try nextLine()
        #expect(first["class"] as? String == "running" && first["text"] as? String == "rest 0:03", "\(first)")
        // Then one line as each second turns over.
        #expect(try nextLine()["text"] as? String == "rest 0:02")
        try session.client("pause")
        var line = try nextLine()
        while line["class"] as? String == "running" { line = try nextLine() }
        #expect(line["class"] as? String == "paused")
        try session.client("stop")
        #expect(try nextLine()["class"] as? String == "idle")
    }

    @Test func test_a_bar_counts_past_the_rest_until_the_next_set_starts_another() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        let watch = try WatchLines(session, "{remaining} {state}")
        defer { watch.stop() }
        func nextLine() throws -> String { try watch.next() }
        #expect(try nextLine() == "", "idle")
        try session.client("log", "bench", "100x5", "--rest", "1")
        var line = try nextLine()
        while line.hasSuffix("running") { line = try nextLine() }
        // Over: the bar counts on each second from the rest's end.
        #expect(line == "+0:00 finished")
        #expect(try nextLine() == "+0:01 finished")
        #expect(try nextLine() == "+0:02 finished")
        // The next set starts the next rest, and the count stops there.
        try session.client("log", "bench", "100x5", "--rest", "90")
        #expect(try nextLine() == "1:30 running")
        // The set records the rest really taken (from the last set to this
        // one, past the 1 s rest) beside the rest the timer gave.
        let export = try session.json(session.client("export", "json", "-"))
        let sets = ((export["workouts"] as? [[String: Any]])?.last?["sets"] as? [[String: Any]]) ?? []
        let rested = try #require(sets.last?["rest_before_s"] as? Double, "\(export)")
        #expect(rested >= 3 && rested < 10, "\(sets)")
        #expect(sets.last?["rest_given_s"] as? Double == 1)
        let stats = try session.client("stats").stdout.split(separator: "\n")
        let bench = try #require(stats.drop { !$0.hasPrefix("rest taken") }.first { $0.hasPrefix("  Bench Press") }, "\(stats)")
        #expect(bench.hasSuffix(" vs 1 s given  (1 set)"), "\(bench)")
    }

    @Test func test_no_color_and_quiet() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        let quiet = try session.client("start", "60", "--quiet")
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        #expect(try session.client("-q", "stop").stdout.isEmpty)
        let failing = try session.client("stop", "nothing", "-q")
        #expect(failing.status == 1 && failing.stderr.contains("no timer named"), "errors still show")
        // Colour is for terminals only (script(1) gives the command one), and not with NO_COLOR.
        try session.client("gyms", "add", "Home")
        #expect(!(try session.client("gyms").stdout.contains("\u{1B}[")))
        func onTerminal(_ extra: [String: String]) throws -> String {
            try session.run("/usr/bin/script", ["-qec", DesktopSession.binDirectory + "/gym-timer gyms", "/dev/null"],
                            environment: session.environment.merging(extra) { $1 }).stdout
        }
        #expect(try onTerminal(["TERM": "xterm"]).contains("\u{1B}[38;5;"))
        #expect(!(try onTerminal(["TERM": "xterm", "NO_COLOR": "1"]).contains("\u{1B}[")))
    }
}

/// `gym-timer watch --format FORMAT` running against `session`, read a line at a time.
final class WatchLines {
    private let process = Process()
    private let out = Pipe()
    private var buffer = Data()

    init(_ session: DesktopSession, _ format: String) throws {
        process.executableURL = URL(fileURLWithPath: DesktopSession.binDirectory + "/gym-timer")
        process.arguments = ["watch", "--format", format]
        process.environment = session.environment
        process.standardOutput = out
        try process.run()
    }

    /// The next line it prints, waiting for it.
    func next() throws -> String {
        while !buffer.contains(0x0A) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { throw HarnessError("watch ended") }
            buffer.append(chunk)
        }
        let end = buffer.firstIndex(of: 0x0A)!
        defer { buffer.removeSubrange(buffer.startIndex...end) }
        return String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self)
    }

    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
