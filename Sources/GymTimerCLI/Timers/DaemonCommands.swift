import ArgumentParser
import GymTimerConfig
import GymTimerProtocol
import Notation
import GymTimerClient

struct DaemonGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daemon", abstract: "About the gym-timerd daemon.",
        subcommands: [DaemonStatus.self], defaultSubcommand: DaemonStatus.self)
}

struct DaemonStatus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Version, uptime, socket, timers and notification availability.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let response = try DaemonClient.send(Request(.daemonStatus), options: global)
        guard let daemon = response.daemon else { throw CLIError("gym-timerd sent no status") }
        global.show(Report(daemon: daemon))
    }

    /// The daemon's own account of itself: `{"daemon": {…}}`, or one fact a line.
    struct Report: CommandOutput {
        let daemon: DaemonInfo
        var lines: [String] {
            let facts: [String] = [
                "gym-timerd \(daemon.version) (pid \(daemon.pid))",
                "uptime: \(DurationNotation.spoken(daemon.uptimeSeconds))",
                "socket: \(daemon.socket)",
                "state: \(daemon.stateDirectory)",
                "timers: \(daemon.timers)",
                "notifications: \(daemon.notifications.rawValue)"
                    + (daemon.notificationServer.map { " (server: \($0))" } ?? ""),
            ] + (daemon.notificationCapabilities.map { ["server capabilities: \($0.joined(separator: ", "))"] } ?? [])
              + (daemon.sound.map { ["sound: \($0)"] } ?? [])
              + (daemon.bus.map { ["bus: \($0)"] } ?? [])
            return facts + settings
        }

        /// `settings: PATH (1 problem)`, then each problem as the `config`
        /// commands warn of it.
        private var settings: [String] {
            guard let path = daemon.configFile else { return [] }
            let problems = daemon.configProblems ?? []
            let name = ConfigFile(path: path).name
            let count = problems.isEmpty ? "" : " (\(Plural.count(problems.count, "problem")))"
            let lines: [String] = problems.map { problem in
                "  " + ConfigProblem(line: problem.line, key: problem.key, message: problem.message, suggestion: problem.suggestion)
                    .described(file: name)
            }
            return ["settings: \(path)\(count)"] + lines
        }
    }
}
