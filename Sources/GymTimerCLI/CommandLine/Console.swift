import GymTimerProtocol
import Synchronization
import Platform
import Notation
#if canImport(Glibc)
import Glibc
#endif

/// What a command reads and writes outside its arguments: the environment,
/// standard output and standard error, and whether it may ask questions.
/// The binary uses the process's own; a test that runs commands in process
/// (`GymTimer.execute`) gives its own, task-local, so tests run in parallel.
enum Console {
    final class Capture: Sendable {
        let environment: [String: String]
        private let out = Mutex(""), err = Mutex("")
        init(environment: [String: String]) { self.environment = environment }
        var stdout: String { out.withLock { $0 } }
        var stderr: String { err.withLock { $0 } }
        func write(_ text: String, error: Bool) {
            if error { err.withLock { $0 += text } } else { out.withLock { $0 += text } }
        }
    }

    @TaskLocal static var capture: Capture?

    static var environment: [String: String] { capture?.environment ?? currentEnvironment() }

    /// The decimal separator of the lifter's locale (`LC_NUMERIC`), for text a person reads.
    static var decimalSeparator: Character { Decimals.separator(environment: environment) }

    /// Standard output is a terminal (never, when captured).
    static var stdoutIsTerminal: Bool { capture == nil && isatty(STDOUT_FILENO) != 0 }
    static var stderrIsTerminal: Bool { capture == nil && isatty(STDERR_FILENO) != 0 }
    /// Colour only on a terminal, and never with `NO_COLOR` set (no-color.org) or `TERM=dumb`.
    static var useColor: Bool {
        stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
    /// The terminal's width in columns, when standard output is one.
    static var columns: Int? {
        guard stdoutIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
    /// The terminal can address the cursor, so a full screen can be drawn:
    /// not `TERM=dumb` (Emacs' shell, some IDE consoles) nor no `TERM` at all.
    static var canDrawScreen: Bool {
        let term = environment["TERM"] ?? ""
        return stdoutIsTerminal && !term.isEmpty && term != "dumb"
    }
    /// A person can answer a question (never, when captured).
    static var canAsk: Bool { capture == nil && isatty(STDIN_FILENO) != 0 }

    static func write(_ text: String) {
        if let capture { capture.write(text, error: false) } else { Swift.print(text, terminator: "") }
    }

    /// A line on standard error, unbuffered so it is never lost on exit.
    static func error(_ line: String) {
        if let capture { capture.write(line + "\n", error: true); return }
        fflush(nil)
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// A question on standard error, without a newline, before reading the answer.
    static func prompt(_ text: String) {
        if let capture { capture.write(text, error: true); return }
        fflush(nil)
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    static func flush() { if capture == nil { fflush(nil) } }
}

/// Every `print` in the command line goes through the console, so a
/// command's output can be captured in process.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Console.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
}

/// Writes a line to stderr (unbuffered, so it is never lost on exit).
func printError(_ line: String) { Console.error(line) }

/// What a command shows: one value, printed as text for a person or, with
/// `--json`, as one JSON object with the same content. Commands build the
/// value and hand it to `GlobalOptions.show`; none decides the format itself.
protocol CommandOutput: Encodable {
    /// The text form, one line per element.
    var lines: [String] { get }
    /// The JSON form already written, where an output too large for
    /// JSONEncoder's pace writes its own (the same bytes); nil: encoded.
    var jsonBytes: [UInt8]? { get }
}

extension CommandOutput {
    var jsonBytes: [UInt8]? { nil }
}

/// An output with weights in it. Its weights are kilograms, in fields named
/// so (`weight_kg`), or say their unit; its JSON also says the display unit
/// beside them (`"display_unit": "lb"`), so a script that shows them, or a
/// figure given in the display unit (a plate loading), never guesses.
protocol WeightedOutput: CommandOutput {
    /// Whether its text writes decimals as the locale does: not for text
    /// meant to be typed back (`config get plates.available`).
    var localisesNumbers: Bool { get }
}

extension WeightedOutput {
    var localisesNumbers: Bool { true }
}

/// `output`'s own JSON object with `display_unit` added.
private struct WithDisplayUnit<Output: Encodable>: Encodable {
    let output: Output
    let unit: WeightUnit

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        try output.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(unit, forKey: Key(stringValue: "display_unit"))
    }
}

extension GlobalOptions {
    func show(_ output: some CommandOutput) {
        if quiet { return }
        if json {
            if let bytes = output.jsonBytes {
                Output.json(bytes: bytes)
            } else if output is any WeightedOutput {
                Output.json(WithDisplayUnit(output: output, unit: ConfigGroup.settings.unit))
            } else {
                Output.json(output)
            }
        } else if let weighted = output as? any WeightedOutput, weighted.localisesNumbers {
            // Numbers a person reads, written as their locale writes them (`81,4 kg`).
            let separator = Console.decimalSeparator
            for line in output.lines { print(Decimals.localised(line, separator: separator)) }
        } else {
            for line in output.lines { print(line) }
        }
    }
}

/// For commands whose whole result is a sentence (`deleted template Upper`):
/// `{"ok":true,"message":"…"}` with `--json`.
struct Done: CommandOutput {
    let message: String
    var ok = true
    var lines: [String] { [message] }
    init(_ message: String) { self.message = message }
}
