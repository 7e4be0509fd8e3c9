import Foundation

/// A real terminal for a full-screen command: a private tmux server whose
/// one pane runs it at a given size. Keys go in with `send-keys`, the
/// screen comes out with `capture-pane`, as a person would see it.
final class TerminalPane {
    private let socket: String
    private let environment: [String: String]
    let session = "pane"

    /// Starts `command` in a detached pane of `columns`×`rows`, with `environment`.
    init(_ command: [String], in root: String, environment: [String: String], columns: Int = 80, rows: Int = 24) throws {
        socket = root + "/tmux.sock"
        self.environment = environment
        let line = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        try tmux("new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", session, line)
    }

    deinit { _ = try? tmux("kill-server") }

    /// The screen as text, a line per row.
    func screen(colors: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", session] + (colors ? ["-e"] : []))
    }

    /// Keys as tmux names them: `Enter`, `Escape`, `BSpace`, `C-u`, or text with `literal`.
    func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", session] + (literal ? ["-l"] : []) + keys)
    }

    func resize(columns: Int, rows: Int) throws {
        try tmux("resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)")
    }

    /// Whether the command still runs (the session ends with it).
    var isOpen: Bool { (try? tmux("has-session", "-t", session)) != nil }

    /// Closes the terminal under the command, as closing its window would (SIGHUP).
    func kill() throws { try tmux("kill-server") }

    /// Waits until the screen shows `text`; the screen at that moment.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) throws -> String {
        var last = ""
        do {
            try waitUntil(timeout: timeout) {
                last = try screen()
                return last.contains(text)
            }
        } catch { throw HarnessError("the screen never showed \"\(text)\"; it shows:\n\(last)") }
        return last
    }

    /// Waits until the screen is drawn `columns` wide: its title bar spans
    /// the width, ending in one space (which the capture trims).
    func waitForWidth(_ columns: Int, timeout: Double = 10) throws {
        var last = ""
        do {
            try waitUntil(timeout: timeout) {
                last = try screen()
                let title = last.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
                return title.replacing(/\ +$/, with: "").count == columns - 1
            }
        } catch { throw HarnessError("the screen is not \(columns) wide; it shows:\n\(last)") }
    }

    @discardableResult
    private func tmux(_ arguments: String...) throws -> String { try tmux(arguments) }

    /// tmux starts its server from the first command: with signals
    /// unblocked, so the pane's program gets SIGWINCH and SIGHUP as in a
    /// terminal (Foundation's children start with them blocked), and with
    /// no descriptor but standard ones, so the server, which outlives the
    /// command, holds no copy of the pipe this reads to its end.
    private static let asFromAShell = ["/usr/bin/python3", "-c",
        "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
        + "os.closerange(3, 1 << 16); os.execv(sys.argv[1], sys.argv[1:])"]

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try DesktopSession.run(Self.asFromAShell[0], Array(Self.asFromAShell.dropFirst())
            + ["/usr/bin/tmux", "-S", socket, "-f", "/dev/null"] + arguments, environment: environment)
        guard result.status == 0 else {
            throw HarnessError("tmux \(arguments.joined(separator: " ")): " + result.stderr)
        }
        return result.stdout
    }
}
