import Foundation
@testable import GymTimerCLI
import Testing

/// `--json` works on every command: each prints one JSON object on stdout
/// and nothing else. The commands come from the parser's own tree, so a
/// command added without an example here fails the test.
@Suite struct JSONEverywhereTests {
    /// Example arguments per command path, run in this order against one
    /// log and one daemon. Commands that stream (`watch`) print one object
    /// per line.
    static let examples: [(path: String, arguments: [String])] = [
        ("gyms add", ["Home Gym", "--color", "green"]),
        ("gyms list", []),
        ("gyms select", ["Default Gym"]),
        ("gyms rename", ["Home Gym", "Garage"]),
        ("workout start", ["--name", "Push"]),
        ("log", ["bench", "press", "100x5x3", "--rpe", "8"]),
        ("workout note", ["felt good"]),
        ("workout show", []),
        ("workout screen", []),
        ("set edit", ["1", "--reps", "6"]),
        ("set delete", ["3"]),
        ("undo", ["--yes"]),
        ("log", ["squat", "140x3x2"]),
        ("set move", ["#5", "--to", "front squat"]),
        ("workout end", []),
        ("history list", []),
        ("history show", ["1"]),
        ("history edit", ["1", "--name", "Push A"]),
        ("templates save", ["Push", "--from", "1"]),
        ("templates list", []),
        ("templates show", ["Push"]),
        ("templates plan", ["Push", "bench", "press", "3x8-12", "--increment", "5", "--weight", "60"]),
        ("workout start", ["--template", "Push"]),
        ("next", []),
        ("log", ["bench", "press"]),
        ("log", ["bench", "press", "same"]),
        ("log", ["bench", "press", "+2.5x5"]),
        ("warmup", ["bench", "press"]),
        ("bodyweight", ["81.5"]),
        ("bodyweight", []),
        ("workout end", []),
        ("history merge", ["1", "2"]),
        ("log", ["deadlift", "180x5"]),
        ("workout discard", ["--yes"]),
        ("exercises search", ["bench"]),
        ("exercises show", ["bench"]),
        ("exercises muscles", []),
        ("exercises equipment", []),
        ("exercises add", ["Spoto Press", "--movement", "bench_press"]),
        ("exercises add", ["Pin Press", "--variation-of", "bench press"]),
        ("exercises merge", ["Pin Press", "Spoto Press", "--yes"]),
        ("exercises edit", ["spoto", "--rest", "2m"]),
        ("exercises delete", ["spoto"]),
        ("volume", ["--by", "muscle"]),
        ("stats", []),
        ("plates", ["102.5"]),
        ("progress", ["bench", "press", "--last", "52w"]),
        ("records", ["bench", "press"]),
        ("import", ["FIXTURE", "--dry-run"]),
        ("import", ["FIXTURE"]),
        ("imports", []),
        ("import", ["undo", "--yes"]),
        ("export", ["json", "-"]),
        ("program add", ["PROGRAM"]),
        ("program list", []),
        ("program state", ["squat", "rm1=120kg"]),
        ("program show", ["--week", "1"]),
        ("program start", []),
        ("log", ["squat"]),
        ("workout end", []),
        ("program delete", ["starting strength", "--yes"]),
        ("history delete", ["1", "--yes"]),
        ("sync setup", ["SYNCDIR", "--device-name", "laptop"]),
        ("sync status", []),
        ("sync log", []),
        ("sync forget", ["OLDDEVICE"]),
        ("sync run", []),
        ("sync rebuild", []),
        ("sync off", []),
        ("templates delete", ["Push"]),
        ("gyms delete", ["Garage", "--keep-history"]),
        ("config get", ["timer.default_rest"]),
        ("config set", ["timer.default_rest", "90s"]),
        ("config unset", ["timer.default_rest"]),
        ("config path", []),
        ("start", ["90", "--name", "squat"]),
        ("add", ["15", "squat"]),
        ("sub", ["5", "squat"]),
        ("pause", ["squat"]),
        ("resume", ["squat"]),
        ("status", []),
        ("list", []),
        ("daemon status", []),
        ("start", ["0.05", "--name", "short"]),
        ("watch", ["short"]),
        ("stop", ["squat"]),
    ]

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/exports/real/dakheera47-sample_strong.csv").path

    static let program = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("programs/starting-strength.md").path

    /// A device that once wrote to the folder and wrote nothing since: an empty folder of its own.
    static func oldDevice(_ session: InProcess) -> String {
        let id = "00000000000000aa"
        try? FileManager.default.createDirectory(atPath: session.root + "/Sync/" + id, withIntermediateDirectories: true)
        return id
    }

    @Test func test_every_command_has_an_example() {
        let examined = Set(Self.examples.map(\.path))
        for path in InProcess.commandPaths().map({ $0.joined(separator: " ") }) {
            #expect(examined.contains(path), "add an example for `gym-timer \(path)` to JSONEverywhereTests.examples")
        }
    }

    @Test func test_every_command_prints_one_json_object_and_nothing_else() throws {
        let session = try InProcess()
        let daemon = try PrivateDaemon(session)
        defer { withExtendedLifetime(daemon) {} }
        for (path, arguments) in Self.examples {
            let args = path.split(separator: " ").map(String.init)
                + arguments.map { $0 == "FIXTURE" ? Self.fixture : $0 == "PROGRAM" ? Self.program : $0 == "SYNCDIR" ? session.root + "/Sync" : $0 == "OLDDEVICE" ? Self.oldDevice(session) : $0 } + ["--json"]
            let result = session.run(args)
            #expect(result.status == 0, "gym-timer \(args.joined(separator: " ")): \(result.stderr)")
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(result.stdout.hasSuffix("\n"), "gym-timer \(path): output ends without a newline")
            #expect(path == "watch" ? lines.count >= 1 : lines.count == 1,
                    "gym-timer \(path) --json printed \(lines.count) lines:\n\(result.stdout)")
            for line in lines {
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
                #expect(object is [String: Any], "gym-timer \(path) --json: not one JSON object: \(line)")
                // `export json -` prints the backup document itself: kilograms throughout, by its format.
                if let object = object as? [String: Any], path != "export" { expectUnitsSaid(object, path: path) }
            }
        }
    }

    /// `--json` says its unit: a number that is a weight is kilograms in a
    /// field named so (`weight_kg`, `load_kg`, `kg`), a record's numbers say
    /// what they count, and wherever there is a weight the display unit is
    /// beside it (`display_unit`), so a script never guesses.
    private func expectUnitsSaid(_ top: [String: Any], path: String) {
        var weights: [String] = []
        func walk(_ value: Any, _ at: String) {
            if let object = value as? [String: Any] {
                for (key, inner) in object {
                    let here = at + "." + key
                    let lower = key.lowercased()
                    let weightish = ["weight", "load", "e1rm", "volume", "increment"].contains { lower.contains($0) } || lower == "kg"
                    // A weight in the display unit says so beside it (`plates`: "unit": "lb").
                    if weightish, inner is NSNumber, !(inner is Bool), !(object["unit"] is String) {
                        weights.append(here)
                        #expect(lower.hasSuffix("_kg") || lower == "kg" || lower.hasSuffix("_share"),
                                "gym-timer \(path) --json: \(here) is a weight without its unit in its name")
                    }
                    if key == "value", object["kind"] != nil, object["set_id"] != nil {
                        #expect(object["value_unit"] is String, "gym-timer \(path) --json: \(at) does not say what value counts")
                    }
                    if key == "before", object["measure"] != nil {
                        #expect(object["unit"] is String, "gym-timer \(path) --json: \(at) does not say what before and now count")
                    }
                    walk(inner, here)
                }
            } else if let array = value as? [Any] {
                for (i, inner) in array.enumerated() { walk(inner, at + "[\(i)]") }
            }
        }
        walk(top, "")
        if !weights.isEmpty {
            #expect(top["display_unit"] as? String == "kg", "gym-timer \(path) --json: weights (\(weights.prefix(3))) with no display_unit beside them")
        }
    }
}
