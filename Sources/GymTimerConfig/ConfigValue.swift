import Notation

/// Each setting's value: read from what a person types or the file holds,
/// written into the file, and shown.
extension ConfigKey {
    /// Reads `text` as this setting into `settings`.
    func read(_ text: String, into settings: inout Settings) throws(ConfigError) {
        switch kind {
        case .duration(let allowZero):
            let seconds: Double
            do {
                seconds = allowZero ? try DurationNotation.parseAllowingZero(text) : try DurationNotation.parse(text)
            } catch {
                throw .invalidValue(key: self, value: text)
            }
            switch self {
            case .gracePeriod: settings.gracePeriod = seconds
            case .defaultRest: settings.defaultRest = seconds
            case .warnBefore: settings.warnBefore = seconds
            case .autoEnd: settings.autoEnd = seconds
            case .workoutReminder: settings.workoutReminder = seconds
            case .supersetTransition: settings.supersetTransition = seconds
            case .barFinished: settings.barFinished = seconds
            default: settings.warmupRest = seconds
            }
        case .boolean:
            guard let b = Self.boolean(text) else { throw .invalidValue(key: self, value: text) }
            switch self {
            case .chime: settings.chime = b
            case .speak: settings.speak = b
            default: settings.autoStart = b
            }
        case .sound:
            if let b = Self.boolean(text) {
                settings.sound = b ? Settings.alarmSound : nil
            } else {
                // A sound-theme name: lowercase words joined by - . or _.
                let name = text.lowercased()
                guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
                      name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-._".unicodeScalars.contains($0) }),
                      name.count <= 64 else {
                    throw .invalidValue(key: self, value: text)
                }
                settings.sound = name
            }
        case .weight:
            // A bar weighs something: 0 would make every load the plates alone.
            guard let w = Double(Self.decimalPoint(text.filter { !$0.isWhitespace })), w > 0, w < 1000 else {
                throw .invalidValue(key: self, value: text)
            }
            settings.plateBar = w
        case .weights:
            let parts = Self.plateList(text) ?? []
            let plates = parts.compactMap { Double($0) }
            guard !plates.isEmpty, plates.count == parts.count, plates.allSatisfy({ $0 > 0 && $0 < 100 }) else {
                throw .invalidValue(key: self, value: text)
            }
            settings.plates = plates
        case .count(let range):
            guard let n = Int(text.filter { !$0.isWhitespace }), range.contains(n) else { throw .invalidValue(key: self, value: text) }
            if self == .volume { settings.volume = n } else { settings.e1rmMaxReps = n }
        case .urgency:
            guard let urgency = NotificationUrgency(rawValue: text.lowercased()) else { throw .invalidValue(key: self, value: text) }
            settings.urgency = urgency
        case .buttons:
            guard let buttons = Self.buttons(text) else { throw .invalidValue(key: self, value: text) }
            settings.actions = buttons
        case .unit:
            guard let unit = WeightUnit(spelled: text) else { throw .invalidValue(key: self, value: text) }
            settings.unit = unit
        case .text:
            guard text.count <= 200, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw .invalidValue(key: self, value: text)
            }
            settings.barIdle = text
        }
    }

    /// `low, normal or critical`: the words a setting takes, as a sentence ends.
    static func either(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// `17,5` as `17.5`: a decimal comma, as `log bench 102,5x5` reads it.
    static func decimalPoint(_ text: String) -> String { text.replacing(",", with: ".") }

    /// The weights in a plate list, each with a decimal point; nil when the
    /// list could be read two ways. Separated by `;` or by spaces alone, a
    /// comma is a decimal comma (`25; 20; 1,25`, `25 20 1,25`); otherwise
    /// commas separate (`25,20,15`, `25, 20, 15`). A list that has both a
    /// comma and a space and a comma before a digit (`25, 20,15`: 20 and
    /// 15, or 20.15?) is refused rather than guessed.
    static func plateList(_ text: String) -> [String]? {
        // Trimmed by hand: Foundation's CharacterSet would link full
        // Foundation and ICU into the daemon, which reads this file too.
        var body = Substring(text.filter { $0 != "[" && $0 != "]" })
        while body.first?.isWhitespace == true { body.removeFirst() }
        while body.last?.isWhitespace == true { body.removeLast() }
        let chars = Array(body)
        let commaSpace = chars.indices.contains { chars[$0] == "," && $0 + 1 < chars.count && chars[$0 + 1].isWhitespace }
        let commaDigit = chars.indices.contains { chars[$0] == "," && $0 + 1 < chars.count && chars[$0 + 1].isNumber }
        func split(_ isSeparator: (Character) -> Bool, decimalComma: Bool) -> [String] {
            body.split(whereSeparator: isSeparator).map { String($0).replacing(",", with: decimalComma ? "." : ",") }
        }
        if body.contains(Character(";")) { return split({ $0 == ";" || $0.isWhitespace }, decimalComma: true) }
        if !commaSpace, body.contains(where: \.isWhitespace) { return split(\.isWhitespace, decimalComma: true) }
        if commaSpace && commaDigit { return nil }
        return split({ $0 == "," || $0.isWhitespace }, decimalComma: false)
    }

    /// `text`, checked, as config.toml keeps it: numbers bare and as typed
    /// (`20`, never `20.0`), a duration as typed (`90`, `"2m30s"`), words
    /// quoted, on/off/yes/no as `true` or `false`, plates as an array.
    func literal(for text: String) throws(ConfigError) -> String {
        var scratch = Settings()
        try read(text, into: &scratch)
        var typed = Substring(text)
        while typed.first?.isWhitespace == true { typed.removeFirst() }
        while typed.last?.isWhitespace == true { typed.removeLast() }
        let squeezed = text.filter { !$0.isWhitespace }
        switch kind {
        case .duration: return TOMLLiteral.number(String(typed)) ?? TOMLLiteral.string(String(typed))
        case .boolean: return (self == .chime ? scratch.chime : self == .speak ? scratch.speak : scratch.autoStart) ? "true" : "false"
        case .sound:
            if let b = Self.boolean(text) { return b ? "true" : "false" }
            return TOMLLiteral.string(scratch.sound ?? String(typed))
        case .urgency, .unit: return TOMLLiteral.string(String(typed))
        case .buttons:
            if scratch.actions.isEmpty { return TOMLLiteral.string("none") }
            return "[" + scratch.actions.map { TOMLLiteral.string($0.rawValue) }.joined(separator: ", ") + "]"
        case .weight: return TOMLLiteral.number(Self.decimalPoint(squeezed)) ?? PlateDefaults.number(scratch.plateBar ?? 0)
        case .weights:
            let parts = Self.plateList(text) ?? []
            let items = zip(parts, scratch.plates ?? []).map { TOMLLiteral.number($0) ?? PlateDefaults.number($1) }
            return "[" + items.joined(separator: ", ") + "]"
        case .count: return String(self == .volume ? scratch.volume : scratch.e1rmMaxReps)
        case .text: return TOMLLiteral.string(text)
        }
    }

    /// The value in effect as `config get` shows a default.
    func rendered(from s: Settings) -> String {
        switch self {
        case .gracePeriod: DurationNotation.clock(s.gracePeriod)
        case .defaultRest: DurationNotation.clock(s.defaultRest)
        case .warmupRest: DurationNotation.clock(s.warmupRest)
        case .warnBefore: DurationNotation.clock(s.warnBefore)
        case .autoEnd: DurationNotation.clock(s.autoEnd)
        case .workoutReminder: DurationNotation.clock(s.workoutReminder)
        case .supersetTransition: DurationNotation.clock(s.supersetTransition)
        case .barFinished: DurationNotation.clock(s.barFinished)
        case .barIdle: s.barIdle.isEmpty ? "\"\"" : s.barIdle
        case .e1rmMaxReps: String(s.e1rmMaxReps)
        case .autoStart: String(s.autoStart)
        case .chime: String(s.chime)
        case .speak: String(s.speak)
        case .volume: String(s.volume)
        case .sound: s.sound.map { $0 == Settings.alarmSound ? "true" : $0 } ?? "false"
        case .urgency: s.urgency.rawValue
        case .actions: s.actions.isEmpty ? "none" : s.actions.map(\.rawValue).joined(separator: ", ")
        case .unit: s.unit.rawValue
        case .plateBar: PlateDefaults.number(s.plateBar ?? PlateDefaults.bar(unit: s.unit))
        case .plates: (s.plates ?? PlateDefaults.plates(unit: s.unit)).map(PlateDefaults.number).joined(separator: ", ")
        }
    }

    /// `done, +30, again` (or `none`) as buttons: each known, none twice.
    static func buttons(_ text: String) -> [NotifyButton]? {
        let words = text.filter { $0 != "[" && $0 != "]" && $0 != "\"" }.lowercased()
            .split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        if words == ["none"] || words.isEmpty { return [] }
        let buttons = words.compactMap(NotifyButton.init(rawValue:))
        guard buttons.count == words.count, Set(buttons).count == buttons.count else { return nil }
        return buttons
    }

    static func boolean(_ text: String) -> Bool? {
        ["true": true, "false": false, "on": true, "off": false, "yes": true, "no": false][text.lowercased()]
    }
}

/// Values as `config set` writes them into the file.
enum TOMLLiteral {
    /// `text` when it is a TOML number as it stands — `20`, `17.5`, `0.25`:
    /// digits without a leading zero, and a fraction or none — else nil.
    static func number(_ text: String) -> String? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        func digits(_ s: Substring) -> Bool { !s.isEmpty && s.allSatisfy { ("0"..."9").contains($0) } }
        guard digits(parts[0]), parts[0] == "0" || parts[0].first != "0" else { return nil }
        if parts.count == 2, !digits(parts[1]) { return nil }
        return text
    }

    /// `text` as a TOML basic string.
    static func string(_ text: String) -> String { QuotedString.basic(text) }
}
