import ArgumentParser
import Foundation
@testable import GymTimerCLI
import Testing

/// Runs `gym-timer` command lines in this process, through the same parser
/// and `execute` as the binary, with their own environment and captured
/// output (task-local, so suites run in parallel). Its directory goes with it.
final class InProcess {
    let root: String
    var environment: [String: String]

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("gt-cli-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        environment = ["HOME": root, "GYM_TIMER_DATA_DIR": root + "/data", "GYM_TIMER_CONFIG": root + "/config.toml",
                       "GYM_TIMER_STATE_DIR": root + "/state", "GYM_TIMER_SOCKET": root + "/d.sock", "PATH": "/usr/bin:/bin"]
        // The log's tests need no rest timers (and so no daemon) unless they say so.
        try "[timer]\nauto_start = false\n".write(toFile: root + "/config.toml", atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    @discardableResult
    func run(_ arguments: [String]) -> Result {
        let capture = Console.Capture(environment: environment)
        let status = Console.$capture.withValue(capture) { GymTimer.execute(arguments) }
        return Result(status: status, stdout: capture.stdout, stderr: capture.stderr)
    }

    @discardableResult
    func run(_ arguments: String...) -> Result { run(arguments) }

    /// Every runnable command's path (`["history", "show"]`), from the
    /// parser's own configuration: a command added later is listed too.
    /// Every command a person types; hidden ones (`done`, which gym-timerd
    /// runs for a notification's button) are tested where they are run.
    static func commandPaths(_ command: ParsableCommand.Type = GymTimer.self, prefix: [String] = []) -> [[String]] {
        let subcommands = command.configuration.subcommands.filter { $0.configuration.shouldDisplay }
        if subcommands.isEmpty { return [prefix] }
        return subcommands.flatMap { sub in
            commandPaths(sub, prefix: prefix + [sub.configuration.commandName ?? "?"])
        }
    }
}

/// A real `gym-timerd` on a private socket, for the timer commands; no
/// session bus, so it runs without notifications.
final class PrivateDaemon {
    let process = Process()

    init(_ session: InProcess) throws {
        let binDirectory = ProcessInfo.processInfo.environment["GYM_TIMER_BIN_DIR"]
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug").path
        process.executableURL = URL(fileURLWithPath: binDirectory + "/gym-timerd")
        process.arguments = ["--socket", session.environment["GYM_TIMER_SOCKET"]!,
                             "--state-dir", session.environment["GYM_TIMER_STATE_DIR"]!]
        process.environment = session.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Ready when `daemon status` answers (bounded: 10 s).
        let deadline = Date().addingTimeInterval(10)
        while session.run("daemon", "status", "--no-autostart").status != 0 {
            guard Date() < deadline, process.isRunning else { throw CancellationError() }
            usleep(20_000)
        }
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }
}
