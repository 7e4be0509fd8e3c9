import Foundation
import Testing

/// Every subcommand, from the parser's own command tree, given an option it
/// does not have, and a table of malformed values for those that take
/// typed ones: exit 64, one line on stderr, nothing on stdout, and nothing
/// written — the log, config and state directories are byte for byte as
/// they were.
@Suite struct BadCommandLineTests {
    /// Malformed values per command path; a command added later is covered
    /// by the unknown-option pass, and by this table once it takes values.
    static let malformed: [String: [[String]]] = [
        "start": [["abc"], ["-5"], ["25h"], ["1e309"], ["nan"], ["90", "--warn", "soon"]],
        "add": [["abc"], ["1e309"]],
        "sub": [["-"], ["nan"]],
        "log": [["bench", "100x"], ["bench", "x0"], ["bench", "100x5", "--rpe", "11"], ["bench", "100x5", "--rest", "soon"],
                ["bench", "100x5", "--warmup", "--drop"], ["bench", "100x5", "-5x5"], ["bench", "+x5"]],
        "set edit": [["abc", "--reps", "5"], ["1", "--reps", "many"], ["1", "--weight", "heavy"], ["1", "--rpe", "20"]],
        "set delete": [["abc"], ["5-2"]],
        "history list": [["--limit", "none"], ["--limit", "0"]],
        "history show": [["abc"]],
        "history edit": [["abc", "--name", "X"], ["1", "--started", "yesterday-ish"]],
        "history delete": [["abc", "--yes"]],
        "gyms add": [["X", "--color", "teal"]],
        "exercises search": [["--limit", "lots"]],
        "exercises edit": [["bench", "--rest", "forever"], ["bench", "--muscle", "lats=2"], ["bench", "--increment", "big"],
                           ["bench", "--bodyweight-share", "half"]],
        "volume": [["--by", "nope"], ["--week", "2026-W99"], ["--last", "many"]],
        "templates plan": [["Push", "bench", "3x12-8"], ["Push", "bench", "three"], ["Push", "bench", "3x8-12", "--increment", "x"]],
        "plates": [["heavy"], ["-5"], ["100", "--bar", "-1"]],
        "progress": [["bench", "--metric", "speed"], ["bench", "--last", "forever"], ["bench", "--since", "someday"]],
        "bodyweight": [["heavy"], ["5"], ["1e309"]],
        "config set": [["timer.default_rest", "soon"], ["unit", "stone"], ["no.such.key", "1"]],
        "config get": [["no.such.key"]],
        "config unset": [["no.such.key"]],
        "status": [["--format", "{nmae}"]],
        "watch": [["--format", "{nmae}"]],
        "export": [["xml", "-"]],
        "import": [["strong", "/nonexistent.csv", "--unit", "stone"]],
    ]

    /// Every file under `root` with a checksum of its contents, but for
    /// SQLite's `-shm` (the WAL's shared-memory index, rewritten by any
    /// reader; no data of its own).
    private func snapshot(_ root: String) -> [String: Int] {
        var files: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            guard !path.hasSuffix("-shm"), let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
            files[path] = data.reduce(data.count) { ($0 &* 31) &+ Int($1) }
        }
        return files
    }

    @Test func test_every_command_refuses_a_bad_command_line_in_one_line_and_writes_nothing() throws {
        let cli = try InProcess()
        // A log with something in it, a config and a workout, so a command
        // that wrongly went ahead would change them.
        #expect(cli.run("log", "bench", "press", "100x5").status == 0)
        #expect(cli.run("config", "set", "timer.default_rest", "2m").status == 0)
        let before = snapshot(cli.root)
        #expect(!before.isEmpty)
        let paths = InProcess.commandPaths().map { $0.joined(separator: " ") }
        #expect(Set(Self.malformed.keys).isSubset(of: Set(paths)), "the table names a command that does not exist")
        var cases: [[String]] = paths.map { $0.split(separator: " ").map(String.init) + ["--no-such-option"] }
        for (path, lines) in Self.malformed {
            cases += lines.map { path.split(separator: " ").map(String.init) + $0 }
        }
        for arguments in cases {
            let result = cli.run(arguments)
            let line = "gym-timer \(arguments.joined(separator: " "))"
            #expect(result.status == 64, "\(line): exit \(result.status), \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(line): \(result.stdout)")
            #expect(result.stderr.hasPrefix("gym-timer: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(line): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack dump"), "\(line)")
        }
        #expect(snapshot(cli.root) == before, "a refused command line changed a file")
    }

    /// A negative number where a duration or a weight goes is said to be
    /// one, not read as an unknown option or a missing argument.
    @Test func test_a_negative_duration_or_weight_is_refused_as_such() throws {
        let cli = try InProcess()
        let start = cli.run("start", "-5")
        #expect(start.status == 64 && start.stderr.contains("-5") && start.stderr.contains("gym-timer sub"), "\(start.stderr)")
        for command in ["plates", "warmup"] {
            let result = cli.run(command, "-5")
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr == "gym-timer: \(command) takes a weight above 0, not -5; e.g. `gym-timer \(command) 100`\n", "\(result.stderr)")
        }
        // A weight after `--` is the command's to read.
        #expect(cli.run("plates", "--", "-5").stderr == "gym-timer: weight cannot be negative\n")
    }
}
