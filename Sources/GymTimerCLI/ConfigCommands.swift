import ArgumentParser
import GymTimerConfig
import GymTimerProtocol

/// `config get timer.default_rest`: the keys as the file spells them.
extension ConfigKey: ExpressibleByArgument {}

struct ConfigGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: "Read and change settings in config.toml.",
        discussion: "Settings: " + ConfigKey.allCases.map { "\($0.rawValue) (\($0.accepted))" }.joined(separator: "; "),
        subcommands: [Get.self, Set.self, Path.self])

    static var file: ConfigFile { ConfigFile(path: Paths.configFile(environment: Console.environment)) }

    /// The settings commands follow: the file's, defaults where it is silent or unreadable.
    static var settings: Settings { (try? file.load()) ?? Settings() }

    /// The settings for a command that saves or converts a weight: a file
    /// with an error is refused rather than read as defaults, so a broken
    /// line never turns 135 lb into 135 kg.
    static func checkedSettings() throws -> Settings {
        do {
            return try file.load()
        } catch {
            throw CLIError("\(error.description.replacingOccurrences(of: "; fix or remove the file", with: "")); "
                           + "weights are read in the unit it sets, so this command did nothing: fix the file (`gym-timer config path`) first")
        }
    }

    struct Get: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "get", abstract: "Print a setting (its default when unset).")
        @Argument(help: "The setting.") var key: ConfigKey
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let value = try failure { try ConfigGroup.file.get(key) }
            global.show(Setting(key: key.rawValue, value: value))
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "set", abstract: "Change a setting.")
        @Argument(help: "The setting.") var key: ConfigKey
        @Argument(help: "e.g. 2m") var value: String
        @OptionGroup var global: GlobalOptions

        func validate() throws { try usage { try ConfigFile.validate(key, value) } }

        func run() throws {
            try failure { try ConfigGroup.file.set(key, to: value) }
            global.show(Setting(key: key.rawValue, value: value, echoed: false))
        }
    }

    struct Path: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "path", abstract: "Print where the configuration file is.")
        @OptionGroup var global: GlobalOptions

        func run() throws {
            global.show(Location(path: ConfigGroup.file.path))
        }
    }

    /// A setting as `get` and `set` show it: `{"key": …, "value": …}`.
    struct Setting: CommandOutput {
        let key: String
        let value: String
        /// `get` prints the value alone, for scripts; `set` prints nothing,
        /// as the value is what was just typed.
        var echoed = true

        enum CodingKeys: String, CodingKey { case key, value }
        var lines: [String] { echoed ? [value] : [] }
    }

    /// Where config.toml is: the path alone, or `{"path": …}`.
    struct Location: CommandOutput {
        let path: String
        var lines: [String] { [path] }
    }
}

/// Config problems in what was typed are usage errors (exit 64)…
@discardableResult
private func usage<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as ConfigError { throw ValidationError(error.description) }
}

/// …problems with the file are failures (exit 1).
@discardableResult
private func failure<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as ConfigError { throw CLIError(error.description) }
}
