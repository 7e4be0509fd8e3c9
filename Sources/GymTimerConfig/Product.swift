/// Facts about the product that the client, the daemon and the
/// notifications share, each said once.
public enum Product {
    /// The application name notifications carry.
    public static let name = "gym-timer"
    /// The directory under each XDG base (`~/.config/gym-timer`, …).
    public static let directoryName = "gym-timer"
    /// Reported by `gym-timer --version` and the daemon's status.
    public static let version = "0.1.0"
    /// The timer `start` and `log` use when none is named.
    public static let defaultTimerName = "rest"

    /// The daemon's D-Bus interface: its well-known name, object and interface.
    public enum Bus {
        public static let name = "org.gymtimer.Timer"
        public static let path = "/org/gymtimer/Timer"
        public static let interface = "org.gymtimer.Timer1"
    }
}
