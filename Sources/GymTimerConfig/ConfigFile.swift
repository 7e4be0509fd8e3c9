import Platform
import Notation
import TOMLKit
#if canImport(Glibc)
import Glibc
#endif

/// `$XDG_CONFIG_HOME/gym-timer/config.toml` (default `~/.config/gym-timer/`):
/// read by client and daemon, changed by `gym-timer config set` and `unset`
/// one value at a time (`ConfigText`), so the file's comments, layout and
/// every other key stay as the person wrote them.
public struct ConfigFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The file's own name, as problems are told: `config.toml`.
    public var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// The settings a file gives, and what in it did not apply.
    public struct Loaded: Sendable, Equatable {
        public var settings: Settings
        /// In the order of their lines.
        public var problems: [ConfigProblem]

        public init(settings: Settings = Settings(), problems: [ConfigProblem] = []) {
            self.settings = settings
            self.problems = problems
        }

        /// Whether the file sets `key` wrongly, so `settings` does not have its value.
        public func hasProblem(with key: ConfigKey) -> Bool { problems.contains { $0.key == key.rawValue } }
    }

    /// The settings in the file, defaults for what it does not say; a
    /// missing file is all defaults. What the file gets wrong is reported,
    /// not thrown: a key no setting has is passed over; a value its setting
    /// does not take leaves that setting at its default, or at its value in
    /// `previous` (a reload keeps what is in force); every other setting
    /// applies. Only a file that is not TOML throws: nothing in it applies.
    public func loadReporting(keeping previous: Settings? = nil) throws(ConfigError) -> Loaded {
        let document = try read()
        var settings = Settings()
        var problems = unknownKeys(in: document)
        for key in ConfigKey.allCases {
            do throws(ConfigError) {
                guard let text = try value(of: key, in: document.table) else { continue }
                try key.read(text, into: &settings)
            } catch {
                problems.append(ConfigProblem(line: document.text.line(of: key.parts), key: key.rawValue, message: error.description))
                if let previous { settings.take(key, from: previous) }
            }
        }
        return Loaded(settings: settings, problems: problems.sorted { ($0.line ?? .max) < ($1.line ?? .max) })
    }

    /// The settings in effect, problems set aside (`loadReporting` says
    /// what they are): for what needs only the settings, never for deciding
    /// what a weight means.
    public func load() throws(ConfigError) -> Settings {
        try loadReporting().settings
    }

    /// The value of `key` as the file writes it (`20`, `2m30s`), or the
    /// default in effect when the file does not set it or sets it wrongly.
    public func get(_ key: ConfigKey) throws(ConfigError) -> String {
        let table = try read().table
        return entry(key, in: table).value
    }

    /// A setting as `config get` shows it: the file's value, else the
    /// default in effect (`isDefault`).
    public struct Entry: Sendable, Equatable {
        public let key: ConfigKey
        public let value: String
        public let isDefault: Bool
    }

    /// Every setting, in `ConfigKey` order, with the value in effect.
    public func entries() throws(ConfigError) -> [Entry] {
        let table = try read().table
        return ConfigKey.allCases.map { entry($0, in: table) }
    }

    /// Checks `text` for `key` and writes it in place of the file's value
    /// (or on a new line of its table), atomically: nothing else in the file
    /// changes, byte for byte.
    public func set(_ key: ConfigKey, to text: String) throws(ConfigError) {
        let literal = try key.literal(for: text)
        let document = try read()
        var edited = document.text
        guard edited.set(key.parts, to: literal) else { throw cannotEdit(key.rawValue) }
        try check(edited, is: document.table, changing: key.parts, to: literal)
        try write(edited.text)
    }

    /// Takes `key`'s line out of the file, so its default applies; false
    /// (and the file untouched) when the file does not set it.
    @discardableResult
    public func unset(_ key: ConfigKey) throws(ConfigError) -> Bool {
        try remove(key.parts)
    }

    /// Takes out the line of a key no setting has, named as problems name
    /// it (`timer.defualt_rest`); false when the file does not have it.
    @discardableResult
    public func unset(unknown key: String) throws(ConfigError) -> Bool {
        try remove(key.split(separator: ".").map(String.init))
    }

    /// Checks a value for `key` without touching the file.
    public static func validate(_ key: ConfigKey, _ text: String) throws(ConfigError) {
        _ = try value(key, text)
    }

    /// The default settings with `text` read as `key`, as the file would read it.
    public static func value(_ key: ConfigKey, _ text: String) throws(ConfigError) -> Settings {
        var scratch = Settings()
        try key.read(text, into: &scratch)
        return scratch
    }

    // MARK: Internals

    /// The file as TOMLKit reads it, and as its lines.
    private struct Document {
        let table: TOMLTable
        let text: ConfigText
    }

    private func read() throws(ConfigError) -> Document {
        guard let source = try readFile() else { return Document(table: TOMLTable(), text: ConfigText("")) }
        do {
            let table = try TOMLTable(string: source)
            return Document(table: table, text: ConfigText(source))
        } catch let error as TOMLParseError {
            throw .invalidTOML(path: path, line: error.source.begin.line, reason: "\(error)")
        } catch {
            throw .unreadable(path: path, reason: "not valid TOML (\(error))")
        }
    }

    /// Every key in the file that no setting has, with its line and the
    /// setting it was probably meant to be.
    private func unknownKeys(in document: Document) -> [ConfigProblem] {
        let known = Set(ConfigKey.allCases.map(\.rawValue))
        var problems: [ConfigProblem] = []
        func walk(_ table: TOMLTable, _ prefix: [String]) {
            for (name, value) in table {
                let path = prefix + [name]
                let written = path.joined(separator: ".")
                if known.contains(written) { continue }
                if let inner = value.table {
                    walk(inner, path)
                } else {
                    problems.append(ConfigProblem(line: document.text.line(of: path), key: written, message: "unknown key \"\(written)\"",
                                                  suggestion: ConfigKey.nearest(to: written)?.rawValue))
                }
            }
        }
        walk(document.table, [])
        return problems
    }

    private func remove(_ parts: [String]) throws(ConfigError) -> Bool {
        let document = try read()
        var edited = document.text
        guard edited.remove(parts) else {
            // In the document, but not on a line of its own.
            if Self.lookup(parts, in: document.table) != nil { throw cannotEdit(parts.joined(separator: ".")) }
            return false
        }
        try check(edited, is: document.table, changing: parts, to: nil)
        try write(edited.text)
        return true
    }

    /// The edited text must read as the document did with only this one
    /// change (`literal` nil: the key removed), so a layout the line editor
    /// misread is refused rather than written.
    private func check(_ edited: ConfigText, is original: TOMLTable, changing parts: [String], to literal: String?) throws(ConfigError) {
        guard let name = parts.last else { return }
        var holder = original
        for part in parts.dropLast() {
            if holder[part] == nil { holder[part] = TOMLTable() }
            guard let next = holder[part]?.table else { throw cannotEdit(parts.joined(separator: ".")) }
            holder = next
        }
        if let literal {
            guard let value = (try? TOMLTable(string: "value = \(literal)"))?["value"] else { throw cannotEdit(parts.joined(separator: ".")) }
            holder[name] = value
        } else {
            holder.remove(at: name)
        }
        guard let result = try? TOMLTable(string: edited.text), result == original else {
            throw cannotEdit(parts.joined(separator: "."))
        }
    }

    private func cannotEdit(_ key: String) -> ConfigError {
        .unwritable(path: path, reason: "\(key) is written in a way `gym-timer config` does not change (inside an inline table or an array); "
                    + "change it in the file")
    }

    private static func lookup(_ parts: [String], in table: TOMLTable) -> TOMLValueConvertible? {
        var holder: TOMLTable? = table
        for part in parts.dropLast() { holder = holder?[part]?.table }
        guard let name = parts.last else { return nil }
        return holder?[name]
    }

    private func entry(_ key: ConfigKey, in table: TOMLTable) -> Entry {
        if let text = try? value(of: key, in: table), (try? Self.validate(key, text)) != nil {
            return Entry(key: key, value: text, isDefault: false)
        }
        return Entry(key: key, value: key.rendered(from: defaults(in: table)), isDefault: true)
    }

    /// The defaults with this file: the bar and plates follow its unit
    /// (45 lb, not 20, once `unit = "lb"`), as `plates` and the targets use
    /// them. A unit it spells wrongly leaves kg, as `load` does.
    private func defaults(in table: TOMLTable) -> Settings {
        var settings = Settings()
        if let unit = try? value(of: .unit, in: table) { _ = try? ConfigKey.unit.read(unit, into: &settings) }
        return settings
    }

    private func value(of key: ConfigKey, in table: TOMLTable) throws(ConfigError) -> String? {
        let (section, name) = key.path
        let holder = section.map { table[$0]?.table } ?? table
        guard let raw = holder?[name] else { return nil }
        if let s = raw.string { return s }
        if let b = raw.bool { return b ? "true" : "false" }
        if let i = raw.int { return String(i) }
        if let d = raw.double { return PlateDefaults.number(d) }
        if let array = raw.array {
            var items: [String] = []
            for element in array {
                if let d = element.double { items.append(PlateDefaults.number(d)) } else if let i = element.int { items.append(String(i)) }
                else if let word = element.string { items.append(word) } else {
                    throw .invalidValue(key: key, value: "\(raw)")
                }
            }
            return items.joined(separator: ", ")
        }
        throw .invalidValue(key: key, value: "\(raw)")
    }

    /// The file's text; nil only when there is no file. Any other failure
    /// (a directory, no permission, a read error half-way) is an error, so
    /// `set` never writes one key over a file it could not read.
    private func readFile() throws(ConfigError) -> String? {
        guard let f = fopen(path, "r") else {
            let code = errno
            if code == ENOENT { return nil }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&chunk, 1, chunk.count, f)
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        if ferror(f) != 0 { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(_ text: String) throws(ConfigError) {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !directory.isEmpty { makeDirectories(directory) }
        let temporary = path + ".tmp"
        // The owner's only, whatever the umask (0600 is created as is under umask 000 or 022).
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0, fchmod(fd, 0o600) == 0, let f = fdopen(fd, "w") else {
            let reason = String(cString: strerror(errno))
            if fd >= 0 { close(fd) }
            throw .unwritable(path: path, reason: reason)
        }
        let bytes = Array(text.utf8)
        let ok = fwrite(bytes, 1, bytes.count, f) == bytes.count && fflush(f) == 0 && fsync(fileno(f)) == 0
        fclose(f)
        guard ok, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .unwritable(path: path, reason: String(cString: strerror(errno)))
        }
    }
}

/// `mkdir -p` with mode 0700 for the directories it creates.
public func makeDirectories(_ path: String) {
    var current = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
        current += "/" + part
        mkdir(current, 0o700)
    }
}

/// The bar and plates when config.toml names none: the standard set for the unit.
public enum PlateDefaults {
    public static func bar(unit: WeightUnit) -> Double { unit == .lb ? 45 : 20 }
    public static func plates(unit: WeightUnit) -> [Double] {
        unit == .lb ? [45, 35, 25, 10, 5, 2.5] : [25, 20, 15, 10, 5, 2.5, 1.25]
    }
    static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}
