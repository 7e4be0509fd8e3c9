import ArgumentParser
import GymTimerProtocol

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
        guard let d = response.daemon else { throw CLIError("gym-timerd sent no status") }
        if global.json {
            struct Wrapper: Encodable { let daemon: DaemonInfo }
            Output.json(Wrapper(daemon: d))
            return
        }
        print("""
            gym-timerd \(d.version) (pid \(d.pid))
            uptime: \(RestDuration.clock(d.uptimeSeconds.rounded(.down)))
            socket: \(d.socket)
            state: \(d.stateDirectory)
            timers: \(d.timers)
            notifications: \(d.notifications.rawValue)
            """)
    }
}
