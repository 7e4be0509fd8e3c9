import CLinux

/// Tells systemd how the service is doing, over the `sd_notify(3)` datagram
/// protocol: `READY=1` once the daemon serves, `STATUS=` with its timers,
/// `STOPPING=1` on the way out. Does nothing when not started by systemd
/// (no `NOTIFY_SOCKET`).
struct ServiceManager {
    let socket: String?

    init(environment: [String: String]) {
        socket = environment["NOTIFY_SOCKET"].flatMap { $0.isEmpty ? nil : $0 }
    }

    func ready(timers: Int) { send("READY=1\nSTATUS=\(Self.status(timers))") }

    func status(timers: Int) { send("STATUS=\(Self.status(timers))") }

    func stopping() { send("STOPPING=1\nSTATUS=stopping") }

    static func status(_ timers: Int) -> String {
        timers == 1 ? "1 timer" : "\(timers) timers"
    }

    private func send(_ state: String) {
        guard let socket else { return }
        _ = gt_sd_notify(socket, state)
    }
}
