import ArgumentParser

/// Options every command takes, before or after the subcommand.
public struct GlobalOptions: ParsableArguments {
    @Flag(help: "Print one JSON object instead of text.")
    public var json = false

    @Flag(name: [.customShort("q"), .long], help: "Print nothing on success; errors still go to stderr.")
    public var quiet = false

    @Option(help: "The daemon's socket (default: $GYM_TIMER_SOCKET, else $XDG_RUNTIME_DIR/gym-timer/daemon.sock).")
    public var socket: String?

    @Flag(name: .customLong("no-autostart"), help: "Fail instead of starting the daemon when it is not running.")
    public var noAutostart = false

    @Option(name: .customLong("data-dir"), help: "Where the training log is kept (default: $GYM_TIMER_DATA_DIR, else $XDG_DATA_HOME/gym-timer).")
    public var dataDir: String?

    public init() {}

    /// Options that take a value, for moving them after the subcommand.
    static let valued: Set<String> = ["--socket", "--data-dir"]
    static let flags: Set<String> = ["--json", "--no-autostart", "--quiet", "-q"]
}

/// Malformed input (exit 64) that takes more than a line to show: what
/// is wrong in one line, then where (a file's lines with a caret under
/// each error, names with their nearest matches).
struct RefusedInput: Error {
    let line: String
    let details: [String]
}

/// A failure to show as one line on stderr, exiting with 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    /// Set when the core asks before doing something unusual: the question.
    var confirmation: String?
    init(_ description: String, confirmation: String? = nil) {
        self.description = description
        self.confirmation = confirmation
    }
}
