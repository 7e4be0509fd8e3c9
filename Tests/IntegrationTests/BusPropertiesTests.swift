import Foundation
import Testing

/// The timers as a property of org.gymtimer.Timer1, read with `gdbus` and
/// `busctl` as a bar or a script would, and the `PropertiesChanged`
/// signals that reach the bus; and the limits the methods share with the CLI.
@Suite(.serialized) struct BusPropertiesTests {
    /// The `PropertiesChanged` signals the session's monitor saw, each as dbus-monitor printed it.
    private func propertiesChanged(_ session: DesktopSession) -> [String] {
        let text = (try? String(contentsOfFile: session.monitorLog, encoding: .utf8)) ?? ""
        return text.components(separatedBy: "\nsignal ").filter { $0.contains("member=PropertiesChanged") }
    }

    @Test func test_timers_are_a_readable_property_whose_changes_are_announced() throws {
        let session = try DesktopSession()
        try session.startDaemon()
        try waitUntil(timeout: 5) { session.daemonLog.contains("serving org.gymtimer.Timer1") }

        let empty = try session.gdbus("org.freedesktop.DBus.Properties.Get", "org.gymtimer.Timer1", "Timers")
        #expect(empty.stdout == "(<@a(sssddd) []>,)\n", "\(empty)")

        let started = try session.gdbus("org.gymtimer.Timer1.Start", "squat", "120", "Squat 100x5")
        let endsAt = try #require(Double(started.stdout.trimmingCharacters(in: CharacterSet(charactersIn: "(,)\n "))))
        let got = try session.gdbus("org.freedesktop.DBus.Properties.Get", "org.gymtimer.Timer1", "Timers")
        #expect(got.stdout.hasPrefix("(<[('squat', 'Squat 100x5', 'running', 120.0, "), "\(got)")
        let all = try session.gdbus("org.freedesktop.DBus.Properties.GetAll", "org.gymtimer.Timer1")
        #expect(all.stdout.hasPrefix("({'Timers': <[('squat', 'Squat 100x5', 'running', 120.0, "), "\(all)")

        // busctl, as a person would type it.
        let busctl = try session.run("/usr/bin/busctl", ["--address=" + session.busAddress, "get-property", "org.gymtimer.Timer",
                                                         "/org/gymtimer/Timer", "org.gymtimer.Timer1", "Timers"])
        #expect(busctl.status == 0, "\(busctl)")
        let fields = busctl.stdout.split(separator: " ")
        #expect(fields.prefix(6) == ["a(sssddd)", "1", "\"squat\"", "\"Squat", "100x5\"", "\"running\""], "\(busctl.stdout)")
        #expect(fields.count == 9 && fields[6] == "120", "\(busctl.stdout)")
        // The end is the one Start answered (gdbus prints doubles in full; busctl rounds them).
        let tuple = try #require(got.stdout.split(separator: ")]").first) // (<[('squat', …, 120.0, 119.9…, 1795…
        let end = try #require(Double(tuple.split(separator: ",").last?.trimmingCharacters(in: .whitespaces) ?? ""), "\(got.stdout)")
        #expect(abs(end - endsAt) < 0.001, "ends \(end), Start said \(endsAt)")

        let readOnly = try session.run("/usr/bin/busctl", ["--address=" + session.busAddress, "set-property", "org.gymtimer.Timer",
                                                           "/org/gymtimer/Timer", "org.gymtimer.Timer1", "Timers", "a(sssddd)", "0"])
        #expect(readOnly.status != 0)
        #expect(readOnly.stderr.contains("read-only"), "\(readOnly.stderr)")
        let unknown = try session.gdbus("org.freedesktop.DBus.Properties.Get", "org.gymtimer.Timer1", "Nope")
        #expect(unknown.stderr.contains("org.freedesktop.DBus.Error.UnknownProperty"), "\(unknown.stderr)")

        // One signal per change, carrying the new value; none while a timer only counts down.
        try waitUntil(timeout: 5) { propertiesChanged(session).count == 1 }
        #expect(try session.client("pause", "squat").status == 0)
        try waitUntil(timeout: 5) { propertiesChanged(session).count == 2 }
        let paused = try #require(propertiesChanged(session).last)
        #expect(paused.contains("string \"org.gymtimer.Timer1\""))
        #expect(paused.contains("string \"Timers\""))
        #expect(paused.contains("string \"paused\""), "\(paused)")
        #expect(try session.client("stop", "squat").status == 0)
        try waitUntil(timeout: 5) { propertiesChanged(session).count == 3 }
        #expect(!(propertiesChanged(session).last ?? "").contains("string \"squat\""))
    }

    @Test func test_start_and_add_on_the_bus_keep_the_limits_of_the_command_line() throws {
        let session = try DesktopSession()
        try session.startDaemon()
        try waitUntil(timeout: 5) { session.daemonLog.contains("serving org.gymtimer.Timer1") }

        let tiny = try session.gdbus("org.gymtimer.Timer1.Start", "x", "1e-9", "")
        #expect(tiny.stderr.contains("org.gymtimer.Timer1.Error.InvalidArgs"), "\(tiny.stderr)")
        let cli = try session.client("start", "0.000000001")
        #expect(cli.status == 64, "\(cli)")
        #expect(cli.stderr.contains("shorter than 0.05 s"), "\(cli.stderr)")

        #expect(try session.gdbus("org.gymtimer.Timer1.Start", "rest", "90", "").status == 0)
        let drained = try session.gdbus("org.gymtimer.Timer1.Add", "rest", "-86400")
        #expect(drained.stderr.contains("org.gymtimer.Timer1.Error.InvalidArgs"), "\(drained.stderr)")
        #expect(drained.stderr.contains("would end it"), "\(drained.stderr)")
        let past = try session.gdbus("org.gymtimer.Timer1.Add", "rest", "86400")
        #expect(past.stderr.contains("past 24 hours"), "\(past.stderr)")
        let sub = try session.client("sub", "2m")
        #expect(sub.status == 1)
        #expect(sub.stderr.contains("would end it: stop it instead"), "\(sub.stderr)")
        // Still running, as it was: nothing finished, nothing announced.
        let list = try session.gdbus("org.gymtimer.Timer1.List")
        #expect(list.stdout.hasPrefix("([('rest', '', 'running', 90.0, "), "\(list.stdout)")
        #expect(session.busCalls("Finished").isEmpty)
    }
}
