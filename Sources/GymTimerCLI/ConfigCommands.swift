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
        static let configuration = CommandConfiguration(
            commandName: "get", abstract: "Print a setting (its default when unset); without one, every setting.")
        @Argument(help: "The setting; without one, every setting with the value in effect.") var key: ConfigKey?
        @OptionGroup var global: GlobalOptions

        func run() throws {
            if let key {
                let value = try failure { try ConfigGroup.file.get(key) }
                global.show(Setting(key: key.rawValue, value: value))
            } else {
                let entries = try failure { try ConfigGroup.file.entries() }
                global.show(AllSettings(entries: entries))
            }
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

    /// `config get` without a key: a line per setting, `plates.bar  45
    /// (default)`; `{"settings": [{"key", "value", "default"}]}` with `--json`.
    struct AllSettings: CommandOutput {
        let entries: [ConfigFile.Entry]

        var lines: [String] {
            let width = (entries.map(\.key.rawValue.count).max() ?? 0) + 2
            return entries.map { e in
                e.key.rawValue + String(repeating: " ", count: width - e.key.rawValue.count) + e.value + (e.isDefault ? "  (default)" : "")
            }
        }

        struct Item: Encodable {
            let entry: ConfigFile.Entry
            enum CodingKeys: String, CodingKey { case key, value, isDefault = "default" }
            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(entry.key.rawValue, forKey: .key)
                try c.encode(entry.value, forKey: .value)
                try c.encode(entry.isDefault, forKey: .isDefault)
            }
        }

        func encode(to encoder: any Encoder) throws { try ["settings": entries.map(Item.init)].encode(to: encoder) }
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
