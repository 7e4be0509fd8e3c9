import Platform
import Notation
import TOMLKit
#if canImport(Glibc)
import Glibc
#endif

/// `$XDG_CONFIG_HOME/gym-timer/config.toml` (default `~/.config/gym-timer/`):
/// read by client and daemon, written by `gym-timer config set`, which keeps
/// every other key and table (comments are not kept: TOMLKit drops them).
public struct ConfigFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The settings in the file, defaults for what it does not say. A missing
    /// file is all defaults.
    public func load() throws(ConfigError) -> Settings {
        let table = try readTable()
        var settings = Settings()
        for key in ConfigKey.allCases {
            guard let text = try value(of: key, in: table) else { continue }
            try apply(key, text, to: &settings)
        }
        return settings
    }

    /// The value of `key` as the user would type it, or its default.
    public func get(_ key: ConfigKey) throws(ConfigError) -> String {
        try entry(key, in: readTable()).value
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
        let table = try readTable()
        var entries: [Entry] = []
        for key in ConfigKey.allCases { try entries.append(entry(key, in: table)) }
        return entries
    }

    /// Checks `text` for `key` and writes it, atomically.
    public func set(_ key: ConfigKey, to text: String) throws(ConfigError) {
        var scratch = Settings()
        try apply(key, text, to: &scratch)
        let table = try readTable()
        let stored: TOMLValueConvertible
        switch key.kind {
        case .boolean: stored = scratch.autoStart
        case .sound:
            if let b = Self.boolean(text) { stored = b } else { stored = scratch.sound ?? "" }
        case .duration, .urgency, .unit: stored = text
        case .weight: stored = scratch.plateBar ?? 0
        case .count: stored = scratch.e1rmMaxReps
        case .weights:
            let array = TOMLArray()
            for plate in scratch.plates ?? [] { array.append(plate) }
            stored = array
        }
        let (section, name) = key.path
        if let section {
            let sub = table[section]?.table ?? TOMLTable()
            sub[name] = stored
            table[section] = sub
        } else {
            table[name] = stored
        }
        try write(table.convert(to: .toml) + "\n")
    }

    /// Checks a value for `key` without touching the file.
    public static func validate(_ key: ConfigKey, _ text: String) throws(ConfigError) {
        _ = try value(key, text)
    }

    /// The default settings with `text` read as `key`, as the file would read it.
    public static func value(_ key: ConfigKey, _ text: String) throws(ConfigError) -> Settings {
        var scratch = Settings()
        try ConfigFile(path: "").apply(key, text, to: &scratch)
        return scratch
    }

    // MARK: Internals

    private func readTable() throws(ConfigError) -> TOMLTable {
        guard let text = readFile() else { return TOMLTable() }
        do {
            return try TOMLTable(string: text)
        } catch {
            throw .unreadable(path: path, reason: "not valid TOML (\(error))")
        }
    }

    private func entry(_ key: ConfigKey, in table: TOMLTable) throws(ConfigError) -> Entry {
        if let text = try value(of: key, in: table) { return Entry(key: key, value: text, isDefault: false) }
        return Entry(key: key, value: Self.render(key, from: defaults(in: table)), isDefault: true)
    }

    /// The defaults with this file: the bar and plates follow its unit
    /// (45 lb, not 20, once `unit = "lb"`), as `plates` and the targets use
    /// them. A unit it spells wrongly leaves kg, as `load` would refuse it.
    private func defaults(in table: TOMLTable) -> Settings {
        var settings = Settings()
        if let unit = try? value(of: .unit, in: table) { _ = try? apply(.unit, unit, to: &settings) }
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
                if let d = element.double { items.append(PlateDefaults.number(d)) } else if let i = element.int { items.append(String(i)) } else {
                    throw .invalidValue(key: key, value: "\(raw)")
                }
            }
            return items.joined(separator: ", ")
        }
        throw .invalidValue(key: key, value: "\(raw)")
    }

    private func apply(_ key: ConfigKey, _ text: String, to settings: inout Settings) throws(ConfigError) {
        switch key.kind {
        case .duration(let allowZero):
            let seconds: Double
            do {
                seconds = allowZero ? try DurationNotation.parseAllowingZero(text) : try DurationNotation.parse(text)
            } catch {
                throw .invalidValue(key: key, value: text)
            }
            switch key {
            case .gracePeriod: settings.gracePeriod = seconds
            case .defaultRest: settings.defaultRest = seconds
            case .warnBefore: settings.warnBefore = seconds
            case .autoEnd: settings.autoEnd = seconds
            case .supersetTransition: settings.supersetTransition = seconds
            default: settings.warmupRest = seconds
            }
        case .boolean:
            guard let b = Self.boolean(text) else { throw .invalidValue(key: key, value: text) }
            settings.autoStart = b
        case .sound:
            if let b = Self.boolean(text) {
                settings.sound = b ? Settings.alarmSound : nil
            } else {
                // A sound-theme name: lowercase words joined by - . or _.
                let name = text.lowercased()
                guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
                      name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-._".unicodeScalars.contains($0) }),
                      name.count <= 64 else {
                    throw .invalidValue(key: key, value: text)
                }
                settings.sound = name
            }
        case .weight:
            guard let w = Double(text.filter { !$0.isWhitespace }), w >= 0, w < 1000 else {
                throw .invalidValue(key: key, value: text)
            }
            settings.plateBar = w
        case .weights:
            let parts = text.filter { $0 != "[" && $0 != "]" }.split(separator: ",")
            let plates = parts.compactMap { Double(String($0.filter { !$0.isWhitespace })) }
            guard !plates.isEmpty, plates.count == parts.count, plates.allSatisfy({ $0 > 0 && $0 < 100 }) else {
                throw .invalidValue(key: key, value: text)
            }
            settings.plates = plates
        case .count(let range):
            guard let n = Int(text.filter { !$0.isWhitespace }), range.contains(n) else { throw .invalidValue(key: key, value: text) }
            settings.e1rmMaxReps = n
        case .urgency:
            guard let urgency = NotificationUrgency(rawValue: text.lowercased()) else { throw .invalidValue(key: key, value: text) }
            settings.urgency = urgency
        case .unit:
            guard let unit = WeightUnit(spelled: text) else { throw .invalidValue(key: key, value: text) }
            settings.unit = unit
        }
    }

    private static func boolean(_ text: String) -> Bool? {
        ["true": true, "false": false, "on": true, "off": false, "yes": true, "no": false][text.lowercased()]
    }

    static func render(_ key: ConfigKey, from s: Settings) -> String {
        switch key {
        case .gracePeriod: DurationNotation.clock(s.gracePeriod)
        case .defaultRest: DurationNotation.clock(s.defaultRest)
        case .warmupRest: DurationNotation.clock(s.warmupRest)
        case .warnBefore: DurationNotation.clock(s.warnBefore)
        case .autoEnd: DurationNotation.clock(s.autoEnd)
        case .supersetTransition: DurationNotation.clock(s.supersetTransition)
        case .e1rmMaxReps: String(s.e1rmMaxReps)
        case .autoStart: String(s.autoStart)
        case .sound: s.sound.map { $0 == Settings.alarmSound ? "true" : $0 } ?? "false"
        case .urgency: s.urgency.rawValue
        case .unit: s.unit.rawValue
        case .plateBar: PlateDefaults.number(s.plateBar ?? PlateDefaults.bar(unit: s.unit))
        case .plates: (s.plates ?? PlateDefaults.plates(unit: s.unit)).map(PlateDefaults.number).joined(separator: ", ")
        }
    }

    private func readFile() -> String? {
        guard let f = fopen(path, "r") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&chunk, 1, chunk.count, f)
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
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
    static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
