import Foundation
import Testing

/// Two daemons on one session bus: the second does not take
/// org.gymtimer.Timer from the first, waits for it, says who holds it, and
/// serves it as soon as the first lets it go.
@Suite struct SecondDaemonTests {
    @Test func test_a_second_daemon_queues_for_the_bus_name_and_takes_it_when_it_is_freed() throws {
        let session = try DesktopSession(notificationServer: false)
        let first = try session.startDaemon()
        try waitUntil(timeout: 10) { session.busHasOwner("org.gymtimer.Timer") }

        // The second: its own socket and state, the same bus.
        let second = ["GYM_TIMER_SOCKET": session.root + "/second.sock", "GYM_TIMER_STATE_DIR": session.root + "/second-state"]
        try session.startDaemon(environment: second, waitForSocket: false)
        try waitUntil(timeout: 10) { FileManager.default.fileExists(atPath: session.root + "/second.sock") }
        #expect(try session.client("start", "600", "--name", "second-only", environment: second).status == 0)
        func busLine() throws -> String {
            let status = try session.json(session.client("daemon", "status", "--json", environment: second))
            return (status["daemon"] as? [String: Any])?["bus"] as? String ?? ""
        }
        try waitUntil(timeout: 10) { try busLine().contains("(pid \(first.processIdentifier))") }
        let waiting = try busLine()
        #expect(waiting.contains("org.gymtimer.Timer owned by :"), "\(waiting)")
        #expect(waiting.hasSuffix("this daemon takes it when it is freed"))
        // The name still leads to the first daemon.
        #expect(try !session.gdbus("org.gymtimer.Timer1.List").stdout.contains("second-only"))

        // The first stops: the second serves the name, without a restart.
        kill(first.processIdentifier, SIGTERM)
        first.waitUntilExit()
        try waitUntil(timeout: 10) { try busLine().hasPrefix("org.gymtimer.Timer on ") }
        let listed = try session.gdbus("org.gymtimer.Timer1.List")
        #expect(listed.status == 0 && listed.stdout.contains("second-only"), "\(listed.stdout) \(listed.stderr)")
    }
}
