import Platform

/// Where gym-timer keeps things, every location resolved by one rule:
/// a command-line flag, else the product's own environment variable, else
/// the XDG base directory (`$XDG_…/gym-timer`), else its default under
/// `$HOME`. The flag and the variable name the place itself; the XDG and
/// home bases get `gym-timer` and `leaf` appended.
public enum Paths {
    /// The product's locations, by the base-directory rule.
    static func resolve(explicit: String?, variable: String, xdg: String, homeBase: String?, leaf: String = "",
                        environment: [String: String]) -> String? {
        BaseDirectory.resolve(explicit: explicit, variable: variable, xdg: xdg, homeBase: homeBase,
                              application: Product.directoryName, leaf: leaf, environment: environment)
    }

    /// The daemon's journal and log: `--state-dir` > `GYM_TIMER_STATE_DIR` >
    /// `$XDG_STATE_HOME/gym-timer` > `~/.local/state/gym-timer`.
    public static func stateDirectory(explicit: String? = nil, environment: [String: String]) -> String {
        resolve(explicit: explicit, variable: "GYM_TIMER_STATE_DIR", xdg: "XDG_STATE_HOME", homeBase: ".local/state",
                environment: environment)!
    }

    /// The training log: `gym.sqlite` in `--data-dir` > `GYM_TIMER_DATA_DIR` >
    /// `$XDG_DATA_HOME/gym-timer` > `~/.local/share/gym-timer`.
    public static func trainingLog(dataDirectory: String? = nil, environment: [String: String]) -> String {
        resolve(explicit: dataDirectory, variable: "GYM_TIMER_DATA_DIR", xdg: "XDG_DATA_HOME", homeBase: ".local/share",
                environment: environment)! + "/gym.sqlite"
    }

    /// The settings file: `GYM_TIMER_CONFIG` > `$XDG_CONFIG_HOME/gym-timer/config.toml`
    /// > `~/.config/gym-timer/config.toml`.
    public static func configFile(environment: [String: String]) -> String {
        resolve(explicit: nil, variable: "GYM_TIMER_CONFIG", xdg: "XDG_CONFIG_HOME", homeBase: ".config",
                leaf: "/config.toml", environment: environment)!
    }
}
