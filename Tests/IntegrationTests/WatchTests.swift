import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `gym-timer watch` as a status bar or a terminal left open runs it:
/// waiting for a timer that is not there yet, following the rest timer,
/// outliving the daemon, escaping markup and fitting a narrow terminal.
@Suite(.serialized) struct WatchTests {
    /// A running `gym-timer …` whose standard output is read a line at a time.
    final class Stream {
        let process = Process()
        private let out = Pipe()
        private var buffer = Data()

        init(_ session: DesktopSession, _ arguments: [String]) throws {
            process.executableURL = URL(fileURLWithPath: DesktopSession.binDirectory + "/gym-timer")
            process.arguments = arguments
            process.environment = session.environment
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }

        /// The next line, waiting at most `timeout` seconds for it.
        func line(timeout: Double = 10) throws -> String {
            let fd = out.fileHandleForReading.fileDescriptor
            let end = Date().addingTimeInterval(timeout)
            while !buffer.contains(0x0A) {
                let left = Int32(max(0, end.timeIntervalSinceNow) * 1000)
                var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&pfd, 1, left) > 0 else { throw HarnessError("no line within \(timeout) s; so far: \(String(decoding: buffer, as: UTF8.self))") }
                var chunk = [UInt8](repeating: 0, count: 4096)
                let n = read(fd, &chunk, chunk.count)
                guard n > 0 else { throw HarnessError("watch ended; so far: \(String(decoding: buffer, as: UTF8.self))") }
                buffer.append(contentsOf: chunk[0..<n])
            }
            let end0 = buffer.firstIndex(of: 0x0A)!
            let line = String(decoding: buffer[buffer.startIndex..<end0], as: UTF8.self)
            buffer.removeSubrange(buffer.startIndex...end0)
            return line
        }

        func json(timeout: Double = 10) throws -> [String: Any] {
            let text = try line(timeout: timeout)
            guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                throw HarnessError("not a JSON object: \(text)")
            }
            return object
        }

        /// Reads lines until one satisfies `wanted`; that line.
        func json(until wanted: ([String: Any]) -> Bool, timeout: Double = 10) throws -> [String: Any] {
            let end = Date().addingTimeInterval(timeout)
            while true {
                let object = try json(timeout: max(0.1, end.timeIntervalSinceNow))
                if wanted(object) { return object }
            }
        }
    }

    /// `rest 2:00` or `rest 1:59` …: the two-minute timer, still counting.
    private func countsDownFromTwoMinutes(_ text: String) -> Bool {
        text == "rest 2:00" || text.hasPrefix("rest 1:")
    }

    private func event(_ o: [String: Any]) -> String { o["event"] as? String ?? "" }
    private func timerName(_ o: [String: Any]) -> String? { (o["timer"] as? [String: Any])?["name"] as? String }

    @Test func test_watch_without_a_name_follows_rest_else_the_soonest_and_waits_when_there_is_none() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        try session.client("start", "60", "--name", "other")
        let watch = try Stream(session, ["watch", "--json"])
        let first = try watch.json()
        #expect(event(first) == "subscribed" && timerName(first) == "other", "\(first)")

        try session.client("start", "90")
        _ = try watch.json { event($0) == "started" && timerName($0) == "rest" }
        // From now on the ticks are the rest timer's, though `other` ends sooner.
        let tick = try watch.json { event($0) == "tick" }
        #expect(timerName(tick) == "rest", "\(tick)")

        try session.client("stop", "--all")
        let idle = try watch.json { event($0) == "idle" }
        #expect(idle["message"] as? String == "no timer running", "\(idle)")
        #expect(watch.process.isRunning)
        try session.client("start", "30", "--name", "squat")
        _ = try watch.json { event($0) == "started" && timerName($0) == "squat" }
    }

    @Test func test_watch_with_a_name_waits_for_that_timer_and_ends_with_it() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        let watch = try Stream(session, ["watch", "plank", "--json"])
        let idle = try watch.json()
        #expect(event(idle) == "idle" && idle["message"] as? String == "waiting for a timer named \"plank\"", "\(idle)")
        try session.client("start", "30", "--name", "other")
        try session.client("start", "0.5", "--name", "plank")
        let started = try watch.json { event($0) != "tick" }
        #expect(event(started) == "started" && timerName(started) == "plank", "\(started)")
        let finished = try watch.json { event($0) == "finished" }
        #expect(timerName(finished) == "plank")
        watch.process.waitUntilExit()
        #expect(watch.process.terminationStatus == 0)
    }

    @Test func test_a_bar_outlives_the_daemon_and_reconnects_to_the_next_one() throws {
        let session = try DesktopSession(notificationServer: false)
        let daemon = try session.startDaemon()
        try session.client("start", "120", "--label", "Row")
        let bar = try Stream(session, ["watch", "--format", "waybar", "--no-autostart"])
        let running = try bar.json()
        #expect(running["class"] as? String == "running", "\(running)")

        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        let away = try bar.json { $0["class"] as? String != "running" }
        #expect(away["class"] as? String == "restarting", "\(away)")
        #expect(away["text"] as? String == "")

        // The next daemon recovers the timer from its journal; the bar finds it without being restarted.
        let second = try session.startDaemon()
        let back = try bar.json(until: { $0["class"] as? String == "running" }, timeout: 15)
        #expect((back["text"] as? String).map(countsDownFromTwoMinutes) == true, "\(back)")
        #expect(bar.process.isRunning)

        // The same for a template line (i3blocks, polybar): an empty line while away.
        let line = try Stream(session, ["watch", "--format", "{name} {remaining}", "--no-autostart"])
        #expect(countsDownFromTwoMinutes(try line.line()))
        kill(second.processIdentifier, SIGKILL)
        second.waitUntilExit()
        #expect(try line.line() == "")
        try session.startDaemon()
        let again = try line.line(timeout: 15)
        #expect(countsDownFromTwoMinutes(again), "\(again)")
    }

    @Test func test_waybar_text_and_tooltip_are_escaped_for_pango() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        try session.client("start", "60", "--name", "b&b", "--label", "<3 rows")
        let status = try session.json(session.client("status", "--format", "waybar"))
        #expect((status["text"] as? String)?.hasPrefix("b&amp;b ") == true, "\(status)")
        let tooltip = status["tooltip"] as? String ?? ""
        #expect(tooltip.hasPrefix("b&amp;b: ") && tooltip.hasSuffix("  &lt;3 rows"), "\(tooltip)")
        let watch = try Stream(session, ["watch", "--format", "waybar"])
        let line = try watch.json()
        #expect((line["text"] as? String)?.hasPrefix("b&amp;b ") == true, "\(line)")
        #expect((line["tooltip"] as? String)?.contains("&lt;3 rows") == true, "\(line)")
    }

    @Test func test_in_a_narrow_terminal_the_countdown_is_redrawn_on_one_line() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        try session.client("start", "90", "--name", "squat", "--label", "Squat 140x3")
        let pane = try TerminalPane([DesktopSession.binDirectory + "/gym-timer", "watch", "squat"], in: session.root,
                                    environment: session.environment, columns: 30, rows: 10)
        var seen = Set<String>()
        var rows: [String] = []
        try waitUntil(timeout: 10) {
            rows = try pane.screen().split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if let row = rows.last { seen.insert(row) }
            return seen.count >= 3 // three redraws, each a different second
        }
        #expect(rows.count == 1, "one line redrawn in place, not a line per tick:\n\(rows.joined(separator: "\n"))")
        #expect(rows.allSatisfy { $0.count <= 29 }, "\(rows)")
        #expect(rows.first?.hasPrefix("squat") == true, "\(rows)")
    }

    @Test func test_a_workout_on_a_dumb_terminal_is_printed_not_drawn() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        for command in [["workout", "start", "--name", "Push"], ["log", "bench", "press", "95x5", "--no-timer"]] {
            #expect(try session.run(DesktopSession.binDirectory + "/gym-timer", command + ["--quiet"]).status == 0)
        }
        let bin = DesktopSession.binDirectory + "/gym-timer"
        let pane = try TerminalPane(["/bin/sh", "-c", "TERM=dumb '\(bin)' workout; echo \"exit $?\"; exec sleep 60"],
                                    in: session.root, environment: session.environment)
        let screen = try pane.waitFor("exit 0")
        let show = try session.client("workout", "show")
        #expect(screen.contains(show.stdout.split(separator: "\n").first.map(String.init) ?? "?"), "\(screen)")
        #expect(screen.contains("95 kg × 5"), "\(screen)")
        #expect(!screen.contains("\u{1B}"))
    }

    @Test func test_end_times_not_today_show_their_day() throws {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        let today = try session.client("start", "90")
        #expect(today.stdout.range(of: #"— ends \d\d:\d\d:\d\d"#, options: .regularExpression) != nil, "\(today.stdout)")
        let tomorrow = try session.client("start", "24h", "--name", "long")
        #expect(tomorrow.stdout.range(of: #"— ends \d{1,2} [A-Z][a-z][a-z] \d\d:\d\d:\d\d"#, options: .regularExpression) != nil,
                "\(tomorrow.stdout)")
        let past = try session.client("add", "1m", "long")
        #expect(past.status == 1)
        #expect(past.stderr.contains("past 24 hours"), "\(past.stderr)")
    }
}

/// The edges of a connection: a bar started before the daemon, and a named
/// countdown whose timer ended while the daemon was away.
@Suite(.serialized) struct WatchConnectionTests {
    @Test func test_a_bar_started_before_the_daemon_waits_for_it() throws {
        let session = try DesktopSession(notificationServer: false)
        let bar = try WatchTests.Stream(session, ["watch", "--format", "waybar", "--no-autostart"])
        let away = try bar.json()
        #expect(away["class"] as? String == "restarting", "\(away)")
        try session.startDaemon()
        let idle = try bar.json(until: { $0["class"] as? String != "restarting" }, timeout: 15)
        #expect(idle["class"] as? String == "idle", "\(idle)")
        try session.client("start", "90")
        let running = try bar.json { $0["class"] as? String == "running" }
        #expect(running["text"] as? String == "rest 1:30", "\(running)")
    }

    @Test func test_a_named_watch_ends_when_its_timer_finished_while_the_daemon_was_away() throws {
        let session = try DesktopSession(notificationServer: false)
        let daemon = try session.startDaemon()
        let started = try session.json(session.client("start", "1", "--name", "plank", "--json"))
        let endsAt = try #require((started["timer"] as? [String: Any])?["ends_at_unix"] as? Double)
        let watch = try WatchTests.Stream(session, ["watch", "plank", "--json", "--no-autostart"])
        #expect(try watch.json()["event"] as? String == "subscribed")
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        _ = try watch.json { $0["event"] as? String == "disconnected" }
        // The deadline passes with no daemon to announce it.
        try waitUntil(timeout: 5) { Date().timeIntervalSince1970 > endsAt + 0.2 }
        try session.startDaemon()
        let finished = try watch.json(until: { $0["event"] as? String == "finished" }, timeout: 15)
        #expect((finished["timer"] as? [String: Any])?["name"] as? String == "plank")
        watch.process.waitUntilExit()
        #expect(watch.process.terminationStatus == 0)
    }
}
