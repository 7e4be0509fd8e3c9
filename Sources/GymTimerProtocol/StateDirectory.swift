/// Where the daemon keeps its journal and log: `--state-dir` >
/// `GYM_TIMER_STATE_DIR` > `$XDG_STATE_HOME/gym-timer` > `~/.local/state/gym-timer`.
public enum StateDirectory {
    public static func resolve(explicit: String?, environment: [String: String]) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let env = environment["GYM_TIMER_STATE_DIR"], !env.isEmpty { return env }
        if let xdg = environment["XDG_STATE_HOME"], !xdg.isEmpty { return xdg + "/gym-timer" }
        return (environment["HOME"] ?? "") + "/.local/state/gym-timer"
    }
}
