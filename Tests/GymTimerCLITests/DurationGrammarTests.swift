import ArgumentParser
import Foundation
@testable import GymTimerCLI
import GymTimerConfig
@testable import GymTimerDaemon
import Notation
import Testing

/// One duration grammar everywhere a length of time is typed: every form
/// one entry point takes, the others take as the same number of seconds,
/// and what one refuses, they all refuse.
@Suite struct DurationGrammarTests {
    static let forms = [
        "90", "90s", "2m", "2min", "1m30", "1m30s", "1h", "1h30m", "1h05min", "1:30", "1:02:03", "2.5s", "0.5", "24h",
        "5m", "45s", "10min",
        // refused everywhere
        "abc", "1:60", "1:", ":30", "30s1m", "1s30", "1h30", "1m90", "m30", "1m1m", "25h", "24h1s", "1e3", "nan", "5x", "1.2.3",
    ]

    /// Seconds each entry point reads `form` as, or nil where it refuses it.
    static func readings(_ form: String) -> [String: Double?] {
        [
            "start": (try? GymTimer.parseAsRoot(["start", form]) as? Start)?.duration,
            "log --rest": (try? GymTimer.parseAsRoot(["log", "bench", "100x5", "--rest", form]) as? Log)?.rest ?? nil,
            "gym-timerd --grace-period": (try? DaemonCommand.parse(["--grace-period", form]))?.gracePeriod ?? nil,
            "a timed set": (try? SetNotation.parse(form, unit: .kg)).flatMap { $0.count == 1 ? $0[0].seconds : nil },
            "timer.default_rest": (try? ConfigFile.value(.defaultRest, form)).flatMap { $0.defaultRest },
        ]
    }

    @Test(arguments: forms)
    func test_every_entry_point_reads_a_form_the_same_way(form: String) {
        let readings = Self.readings(form)
        let values = Set(readings.values.map { $0 })
        #expect(values.count == 1, "\(form): \(readings)")
    }

    @Test func test_the_table_has_both_accepted_and_refused_forms() {
        let accepted = Self.forms.filter { Self.readings($0)["start"]! != nil }
        #expect(accepted.count == 17 && accepted.contains("2min") && accepted.contains("5m"), "\(accepted)")
        #expect(Self.readings("2min")["start"]! == 120)
        #expect(Self.readings("5m")["a timed set"]! == 300)
    }

    /// `start 2min` exited 64 and `log plank 5m` was refused while each
    /// worked in the other's grammar.
    @Test func test_a_timed_set_and_a_timer_take_minutes_written_either_way() throws {
        let cli = try InProcess()
        let plank = cli.run("log", "plank", "5m")
        #expect(plank.status == 0, "\(plank.stderr)")
        #expect(plank.stdout.contains("5:00"), "\(plank.stdout)")
        #expect(cli.run("log", "plank", "2min").status == 0)
        let bench = cli.run("log", "bench", "100")
        #expect(bench.status == 64 && bench.stderr.contains("takes weight × reps"), "\(bench.stderr)")
        #expect(throws: Never.self) { try GymTimer.parseAsRoot(["start", "2min"]) }
    }
}
