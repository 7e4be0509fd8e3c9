import ArgumentParser
import GymTimerConfig
import GymTimerProtocol
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Which file a path names now, and its size and change time: a file
/// replaced or written since is another stamp. nil: no file there.
struct FileStamp: Equatable, Sendable {
    let device: UInt64, inode: UInt64, size: Int64, changedSeconds: Int, changedNanoseconds: Int

    init?(path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
        size = Int64(st.st_size)
        changedSeconds = Int(st.st_mtim.tv_sec)
        changedNanoseconds = Int(st.st_mtim.tv_nsec)
    }
}

struct ConfigGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: "Read and change settings in config.toml.",
        discussion: "Settings: " + ConfigKey.allCases.map { "\($0.rawValue) (\($0.accepted))" }.joined(separator: "; "),
        subcommands: [Get.self, Set.self, Unset.self, Path.self])

    static var file: ConfigFile { ConfigFile(path: Paths.configFile(environment: Console.environment)) }

    /// The settings commands follow: the file's, defaults where it is silent, wrong or unreadable.
    static var settings: Settings { (try? loaded().settings) ?? Settings() }

    /// config.toml as read and checked, once for however many times a
    /// command and its error messages ask (an error's weights are shown in
    /// the unit it sets); read again only once the file is another
    /// (`config set` renames a new one in) or changed, since tests run many
    /// commands in one process.
    static func loaded() throws(ConfigError) -> ConfigFile.Loaded {
        let file = self.file
        let stamp = FileStamp(path: file.path)
        if let last = lastReading.withLock({ $0 }), last.path == file.path, last.stamp == stamp { return try last.result.get() }
        let result = Result { () throws(ConfigError) in try file.loadReporting() }
        lastReading.withLock { $0 = (file.path, stamp, result) }
        return try result.get()
    }

    private static let lastReading = Mutex<(path: String, stamp: FileStamp?, result: Result<ConfigFile.Loaded, ConfigError>)?>(nil)

    /// Each thing the file gets wrong, one warning line on stderr:
    /// `gym-timer: warning: config.toml:3: unknown key "timer.defualt_rest" (did you mean …?)`.
    static func warn(_ problems: [ConfigProblem]) {
        let name = file.name
        for problem in problems { printError("gym-timer: warning: \(problem.described(file: name))") }
    }

    /// The file's problems as it stands, as warnings; a file that is not
    /// TOML is one of them.
    static func warnAboutFile() {
        do throws(ConfigError) {
            let problems = try loaded().problems
            warn(problems)
        } catch {
            if let problem = error.problem { warn([problem]) } else { printError("gym-timer: warning: \(error.description)") }
        }
    }

    /// The settings for a command that saves or converts a weight: a
    /// problem that could change what a weight means (the unit, the bar, the
    /// plates, or a key that was probably one of them) is refused rather
    /// than read as a default, so a broken line never turns 135 lb into
    /// 135 kg. Other problems are warnings, their defaults in their place.
    static func checkedLoad() throws -> ConfigFile.Loaded {
        let refusal = "weights are read in the unit it sets, so this command did nothing: fix the file (`gym-timer config path`) first"
        let loaded: ConfigFile.Loaded
        do throws(ConfigError) {
            loaded = try self.loaded()
        } catch {
            throw CLIError("\(error.description.replacingOccurrences(of: "; fix or remove the file", with: "")); " + refusal)
        }
        if let problem = loaded.problems.first(where: \.affectsWeights) {
            throw CLIError("\(problem.described(file: file.name)); " + refusal)
        }
        warn(loaded.problems)
        return loaded
    }

    static func checkedSettings() throws -> Settings { try checkedLoad().settings }

    /// A key as `get` and `set` take it: one no setting has is refused with
    /// the setting it was probably meant to be, as the file's warnings name
    /// it, rather than the parser's list of every value.
    static func key(_ name: String) throws -> ConfigKey { try ConfigKey.named(name) }

    /// The settings, as a key's value completes.
    static let keyNames = ConfigKey.allCases.map(\.rawValue)

    /// The settings for any other command: each problem a warning, with the
    /// default in its place; a file that is not TOML means every default (nil).
    static func warnedLoad() -> ConfigFile.Loaded? {
        do throws(ConfigError) {
            let loaded = try self.loaded()
            warn(loaded.problems)
            return loaded
        } catch {
            printError("gym-timer: warning: \(error.description.replacingOccurrences(of: "; fix or remove the file", with: "")); "
                       + "this command uses the default settings: fix the file (`gym-timer config path`)")
            return nil
        }
    }

    struct Get: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "get", abstract: "Print a setting (its default when unset); without one, every setting.")
        @Argument(help: "The setting; without one, every setting with the value in effect.",
                  completion: .list(ConfigGroup.keyNames), transform: RefusedValue.noting(nil, ConfigGroup.key)) var key: ConfigKey?
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let file = ConfigGroup.file
            let loaded = try failure { try file.loadReporting() }
            ConfigGroup.warn(loaded.problems)
            if let key {
                let value = try failure { try file.get(key) }
                global.show(Setting(key: key.rawValue, value: value))
            } else {
                let entries = try failure { try file.entries() }
                global.show(AllSettings(entries: entries))
            }
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Change a setting.",
            discussion: "Only the setting's value changes in config.toml: its comments and layout stay as they are.")
        @Argument(help: "The setting.", completion: .list(ConfigGroup.keyNames), transform: RefusedValue.noting(nil, ConfigGroup.key)) var key: ConfigKey
        /// Every word after the key, those that look like options too, so
        /// that `plates.bar -20` reaches the setting's own check and is
        /// refused in its words rather than as an unknown option `-20`.
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("e.g. 2m", valueName: "value")) var words: [String] = []
        @OptionGroup var global: GlobalOptions

        /// The words typed, without a `--` that ends the options (`config
        /// set plates.bar -- -20` is as good as without it).
        var typed: [String] {
            var typed = words
            if let end = typed.firstIndex(of: "--") { typed.remove(at: end) }
            return typed
        }

        /// The value, once `validate` has found there is one.
        var value: String { typed.first ?? "" }

        func validate() throws {
            let typed = self.typed
            if typed.count > 1 {
                // More than a value: an option this command does not have, or words not quoted together.
                if let option = typed.first(where: { $0.hasPrefix("--") }) {
                    throw ValidationError("unknown option \(option) for `gym-timer config set`; see `gym-timer config set --help`")
                }
                throw ValidationError("\(key.rawValue) takes one value, quoted if it has spaces: "
                                      + "`gym-timer config set \(key.rawValue) \"\(typed.joined(separator: " "))\"`")
            }
            guard !typed.isEmpty else {
                // `config set bar.idle -q`: the value was read as a global option.
                let taken = global.quiet ? "-q" : global.json ? "--json" : global.noAutostart ? "--no-autostart" : nil
                let hint = taken.map { "; to set it to \($0), write `gym-timer config set \(key.rawValue) -- \($0)`" } ?? ""
                throw ValidationError("no value for \(key.rawValue): it takes \(key.accepted)\(hint)")
            }
            try usage { try ConfigFile.validate(key, value) }
        }

        func run() throws {
            try failure { try ConfigGroup.file.set(key, to: value) }
            global.show(Setting(key: key.rawValue, value: value, echoed: false))
            ConfigGroup.warnAboutFile()
        }
    }

    struct Unset: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unset", abstract: "Remove a setting from config.toml, so its default applies.",
            discussion: "Also removes a key no setting has, as a warning names it (e.g. timer.defualt_rest).")
        @Argument(help: "The setting.", completion: .list(ConfigGroup.keyNames)) var key: String
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let file = ConfigGroup.file
            let removed: Bool
            if let known = ConfigKey(rawValue: key) {
                removed = try failure { try file.unset(known) }
            } else {
                // A key no setting has goes only when the file has it (and a
                // problem names it so): never a whole table by its name.
                let loaded = try failure { try file.loadReporting() }
                guard loaded.problems.contains(where: { $0.key == key }) else {
                    throw ValidationError(ConfigError.unknownKey(key).description)
                }
                removed = try failure { try file.unset(unknown: key) }
            }
            global.show(Removal(key: key, removed: removed))
            ConfigGroup.warnAboutFile()
        }
    }

    struct Path: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "path", abstract: "Print where the configuration file is.")
        @OptionGroup var global: GlobalOptions

        func run() throws {
            global.show(Location(path: ConfigGroup.file.path))
            ConfigGroup.warnAboutFile()
        }
    }

    /// A setting as `get` and `set` show it: `{"key": …, "value": …}`.
    struct Setting: WeightedOutput {
        /// A value as config.toml and `config set` take it: the point stays.
        var localisesNumbers: Bool { false }
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
    struct AllSettings: WeightedOutput {
        /// A value as config.toml and `config set` take it: the point stays.
        var localisesNumbers: Bool { false }
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

    /// What `unset` did: nothing to print, `{"key": …, "removed": true}` with `--json`.
    struct Removal: CommandOutput {
        let key: String
        let removed: Bool
        var lines: [String] { [] }
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
