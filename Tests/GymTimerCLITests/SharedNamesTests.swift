import Foundation
import Testing

/// While a log syncs, a set or workout is named the same on every device:
/// what one device shows is what another takes, and a number (this
/// device's own) is neither shown nor taken. Two devices on real log
/// files sharing one folder, through the command line.
@Suite struct SharedNamesTests {
    private func names(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: .punctuationCharacters.subtracting(["#"])) }
            .filter { $0.hasPrefix("#") }
    }

    @Test func test_a_set_shown_on_one_device_names_the_same_set_on_the_other() throws {
        let desktop = try InProcess(), laptop = try InProcess()
        let folder = desktop.root + "/Sync"
        #expect(desktop.run("sync", "setup", folder, "--device-name", "desktop", "-q").status == 0)
        #expect(laptop.run("sync", "setup", folder, "--device-name", "laptop", "-q").status == 0)
        // Each device's first set: number 1 on both, a squat on one and a bench on the other.
        #expect(desktop.run("log", "squat", "140x3", "-q").status == 0)
        #expect(desktop.run("workout", "end", "-q").status == 0)
        #expect(laptop.run("log", "bench", "press", "100x5", "-q").status == 0)
        #expect(laptop.run("workout", "end", "-q").status == 0)
        #expect(desktop.run("sync", "-q").status == 0)
        #expect(laptop.run("sync", "-q").status == 0)

        // The laptop lists both workouts and shows the bench set by names every device shares.
        let listed = laptop.run("history").stdout
        let workouts = names(listed)
        #expect(workouts.count == 2 && workouts.allSatisfy { $0.count == 9 && $0.dropFirst().allSatisfy(\.isHexDigit) }, "\(listed)")
        #expect(desktop.run("history").stdout.split(separator: "\n").map { String($0.prefix(9)) }.sorted() == workouts.sorted(),
                "the desktop lists them by the same names")
        let shown = try #require(workouts.map { laptop.run("history", "show", $0).stdout }.first { $0.contains("100 kg × 5") })
        let benchSet = try #require(shown.split(separator: "\n").first { $0.contains("100 kg × 5") }.flatMap { names(String($0)).last })
        #expect(names(shown).allSatisfy { $0.count == 9 }, "no number is shown, only shared names: \(shown)")

        // Typed on the desktop, the laptop's name deletes the bench set there, not the desktop's set 1.
        let deleted = desktop.run("set", "delete", benchSet, "--yes")
        #expect(deleted.status == 0 && deleted.stdout == "deleted \(benchSet)\n", "\(deleted.stderr)")
        let left = desktop.run("export", "json", "-").stdout
        #expect(left.contains("squat_barbell") && !left.contains("bench_press_barbell\",\"kind"), "the squat stays")

        // A number is this device's own: refused, with what to type instead.
        let number = desktop.run("set", "delete", "1", "--yes")
        #expect(number.status == 64 && number.stderr.contains("while the log syncs") && number.stderr.contains("#9f0e1d2c"),
                "\(number.stderr)")
        #expect(number.stderr.split(separator: "\n").count == 1)
        let range = desktop.run("set", "delete", "1-3", "--yes")
        #expect(range.status == 1 && range.stderr.contains("this device's own while the log syncs"), "\(range.stderr)")

        // The deletion reaches the laptop, and both export the same history, order included.
        #expect(desktop.run("sync", "-q").status == 0)
        #expect(laptop.run("sync", "-q").status == 0)
        func exported(_ device: InProcess) -> String {
            device.run("export", "json", "-").stdout.replacingOccurrences(of: #""exported_at":"[^"]*""#, with: "", options: .regularExpression)
        }
        #expect(exported(desktop) == exported(laptop))
    }
}
