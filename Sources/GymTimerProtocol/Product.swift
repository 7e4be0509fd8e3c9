/// Facts about the product that the client, the daemon and the
/// notifications share, each said once.
public enum Product {
    /// Reported by `gym-timer --version` and the daemon's status.
    public static let version = "0.1.0"
    /// The timer `start` and `log` use when none is named.
    public static let defaultTimerName = "rest"
}
