import Foundation
import Testing

/// Bad calls on the daemon's D-Bus interface: wrong argument types, missing
/// or extra arguments, huge strings, out-of-range numbers, unknown methods.
/// Each gets a D-Bus error reply; the daemon keeps serving.
@Suite(.serialized) struct BusRobustnessTests {
    @Test func test_bad_arguments_and_huge_strings_get_dbus_errors_never_a_crash() throws {
        let s = try DesktopSession(notificationServer: false)
        let daemon = try s.startDaemon()
        try waitUntil(timeout: 5) { s.daemonLog.contains("serving org.gymtimer.Timer1") }
        func send(_ method: String, _ arguments: [String]) throws -> DesktopSession.Result {
            try s.run("/usr/bin/dbus-send", ["--bus=" + s.busAddress, "--print-reply", "--dest=org.gymtimer.Timer",
                                             "/org/gymtimer/Timer", "org.gymtimer.Timer1." + method] + arguments)
        }
        let huge = String(repeating: "x", count: 100_000)
        let cases: [(String, [String], String)] = [
            ("Start", ["int32:5"], "InvalidArgs"),
            ("Start", [], "InvalidArgs"),
            ("Start", ["string:a", "string:120", "string:label"], "InvalidArgs"),
            ("Start", ["string:a", "double:120", "string:label", "string:extra"], "InvalidArgs"),
            ("Start", ["string:" + huge, "double:120", "string:label"], "InvalidArgs"),
            ("Start", ["string:a", "double:120", "string:" + huge], "InvalidArgs"),
            ("Start", ["string:a", "double:-5", "string:"], "InvalidArgs"),
            ("Start", ["string:a", "double:1e308", "string:"], "InvalidArgs"),
            ("Start", ["string:a", "double:nan", "string:"], "InvalidArgs"),
            ("Add", ["string:ghost", "double:-1e308"], "InvalidArgs"),
            ("Add", ["array:string:a,b"], "InvalidArgs"),
            ("Stop", ["uint64:1"], "InvalidArgs"),
            ("Pause", ["string:" + huge], "InvalidArgs"),
            ("Reboot", [], "UnknownMethod"),
        ]
        for (method, arguments, error) in cases {
            let result = try send(method, arguments)
            let shown = "\(method)(\(arguments.map { String($0.prefix(30)) }.joined(separator: ", ")))"
            #expect(result.status != 0, "\(shown) was accepted")
            #expect(result.stderr.contains(error), "\(shown): \(result.stderr.prefix(300))")
        }
        #expect(daemon.isRunning)
        let listed = try send("List", [])
        #expect(listed.status == 0 && !listed.stdout.contains("struct"), "a bad call left a timer: \(listed.stdout)")
        #expect(try s.client("start", "60", "--name", "fine").status == 0)
    }
}
