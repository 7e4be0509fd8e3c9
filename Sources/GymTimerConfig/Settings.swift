import Platform
import Notation

/// The user's settings from `config.toml`, with the defaults that apply when
/// a key is absent.
public struct Settings: Sendable, Equatable {
    /// How long after its deadline a timer missed while no daemon ran is still announced.
    public var gracePeriod: Double = 3600
    /// Rest after a working set when the exercise has no rest of its own.
    public var defaultRest: Double = 120
    /// Rest after a warm-up set.
    public var warmupRest: Double = 60
    /// The pause between the exercises of one superset round (the round's
    /// rest comes after its last); 0 starts no timer for it.
    public var supersetTransition: Double = 0
    /// A quiet notification this long before a timer ends; 0 for none.
    public var warnBefore: Double = 0
    /// Whether logging a set starts the rest timer.
    public var autoStart = true
    public var urgency: NotificationUrgency = .critical
    /// The sound "rest over" asks the desktop to play (a freedesktop
    /// sound-theme name), or nil for none.
    public var sound: String? = Settings.alarmSound
    /// The freedesktop sound theme's name for a timer that went off.
    public static let alarmSound = "alarm-clock-elapsed"
    /// The buttons a rest's notifications carry, in order, where the
    /// server shows buttons. Three fit every server (GNOME shows three).
    public var actions: [NotifyButton] = [.done, .plus30, .again]
    /// The daemon plays the rest-over sound itself (libcanberra) even where
    /// the notification server plays sounds; it always does where it plays none.
    public var chime = false
    /// After the chime, the daemon says what is next (espeak-ng): "Squat,
    /// set 3 of 5: 140 kilos, 5 reps." It then plays the chime itself too,
    /// so the two come in order.
    public var speak = false
    /// How loud the daemon's chime is, 0 to 100 (0: silent).
    public var volume = 100
    /// The weight unit sets are shown and typed in: `kg` or `lb`.
    public var unit: WeightUnit = .kg
    /// The barbell's weight in `unit`; nil is 20 kg or 45 lb.
    public var plateBar: Double?
    /// Plate sizes owned, in `unit`; nil is the standard set for the unit.
    public var plates: [Double]?
    /// A workout whose last set is this old is over: the next `log` ends
    /// it at that set and starts a new one. 0 never ends one by itself.
    public var autoEnd: Double = 4 * 3600
    /// A workout with no set this long after its rest ended gets one
    /// "Workout still open" notification; 0 for none.
    public var workoutReminder: Double = 15 * 60
    /// The most reps a set may have for its estimated 1RM to count.
    public var e1rmMaxReps = 12
    /// What a status bar shows while no timer runs: empty hides most bars'
    /// modules, so a word here keeps something there to click.
    public var barIdle = ""
    /// How long a finished timer stays in a status bar before its idle text.
    public var barFinished: Double = 600

    public init() {}
}

/// How insistently "rest over" asks for attention (the freedesktop
/// notification urgency levels).
public enum NotificationUrgency: String, Sendable, CaseIterable { case low, normal, critical }

/// A button a rest's notification may carry (`notify.actions`).
public enum NotifyButton: String, Sendable, CaseIterable {
    /// Logs the set the notification names and starts its rest (rest over,
    /// when the next set is known).
    case done
    /// 15 s less rest (on the heads-up, while the rest runs).
    case minus15 = "-15"
    /// 15 s more: on the heads-up, added to the rest; once it is over, a
    /// new 15 s.
    case plus15 = "+15"
    /// 30 s more, once the rest is over.
    case plus30 = "+30"
    /// The same rest again, once it is over.
    case again
}

/// The keys `gym-timer config` knows, with how each is checked and stored.
public enum ConfigKey: String, CaseIterable, Sendable {
    case gracePeriod = "timer.grace_period"
    case defaultRest = "timer.default_rest"
    case warmupRest = "timer.warmup_rest"
    case supersetTransition = "rest.superset_transition"
    case autoStart = "timer.auto_start"
    case warnBefore = "timer.warn"
    case urgency = "notify.urgency"
    case sound = "notify.sound"
    case actions = "notify.actions"
    case chime = "notify.chime"
    case speak = "notify.speak"
    case volume = "notify.volume"
    case unit = "unit"
    case plateBar = "plates.bar"
    case plates = "plates.available"
    case autoEnd = "workout.auto_end"
    case workoutReminder = "workout.reminder"
    case e1rmMaxReps = "records.e1rm_max_reps"
    case barIdle = "bar.idle"
    case barFinished = "bar.finished"

    enum Kind { case duration(allowZero: Bool), boolean, sound, urgency, buttons, unit, weight, weights, count(ClosedRange<Int>), text }

    var kind: Kind {
        switch self {
        case .gracePeriod, .warnBefore, .autoEnd, .workoutReminder, .supersetTransition, .barFinished: .duration(allowZero: true)
        case .defaultRest, .warmupRest: .duration(allowZero: false)
        case .autoStart, .chime, .speak: .boolean
        case .sound: .sound
        case .urgency: .urgency
        case .actions: .buttons
        case .unit: .unit
        case .plateBar: .weight
        case .plates: .weights
        case .e1rmMaxReps: .count(1...30)
        case .volume: .count(0...100)
        case .barIdle: .text
        }
    }

    /// The table path inside the TOML document: `timer.grace_period` → (`timer`, `grace_period`).
    var path: (table: String?, key: String) {
        guard let dot = rawValue.firstIndex(of: ".") else { return (nil, rawValue) }
        return (String(rawValue[..<dot]), String(rawValue[rawValue.index(after: dot)...]))
    }

    /// The key's parts in the TOML document: `timer.grace_period` → [`timer`, `grace_period`].
    var parts: [String] { rawValue.split(separator: ".").map(String.init) }

    /// What the setting takes, as a refusal finishes its sentence:
    /// `plates.bar takes a weight above 0, such as 20`.
    public var accepted: String {
        switch kind {
        case .duration(let zero): zero ? "a duration such as 1h, 30m or 0" : "a duration such as 90, 2m or 1:30"
        case .boolean: "true or false"
        case .sound: "true, false or a sound name such as bell or complete"
        case .urgency: Self.either(NotificationUrgency.allCases.map(\.rawValue))
        case .buttons: "buttons from " + Self.either(NotifyButton.allCases.map(\.rawValue)) + " in the order shown, such as \"done, +30, again\", or none"
        case .unit: "kg or lb"
        case .weight: "a weight above 0, such as 20"
        case .weights: "plate weights such as \"25, 20, 15, 10, 5, 2.5, 1.25\" (with decimal commas: \"25; 20; 2,5; 1,25\")"
        case .count(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .text: "a line of text such as \"rest\" (the bar's own markup allowed)"
        }
    }

    public static func named(_ name: String) throws(ConfigError) -> ConfigKey {
        guard let key = ConfigKey(rawValue: name) else {
            throw .unknownKey(name)
        }
        return key
    }
}

public enum ConfigError: Error, Equatable, CustomStringConvertible {
    case unknownKey(String)
    case invalidValue(key: ConfigKey, value: String)
    /// Not TOML, so nothing in it applies; `line` is where the parser stopped.
    case invalidTOML(path: String, line: Int, reason: String)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownKey(let k):
            "unknown setting \"\(k)\"" + ConfigKey.hint(forUnknown: k)
        case .invalidValue(let key, _):
            // The key and what it takes; the value itself is what was just
            // typed, or on the line a file's problem names.
            "\(key.rawValue) takes \(key.accepted)"
        case .invalidTOML(let path, _, let reason):
            "cannot read \(path): not valid TOML (\(reason)); fix or remove the file"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason); fix or remove the file"
        case .unwritable(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }

    /// A file that is not TOML, as a problem told like the others
    /// (`config path`, `daemon status`).
    public var problem: ConfigProblem? {
        guard case .invalidTOML(_, let line, let reason) = self else { return nil }
        return ConfigProblem(line: line, key: "", message: "not valid TOML (\(reason)); nothing in the file applies")
    }
}

extension Settings {
    /// `key`'s value as `other` has it; every other setting stays.
    mutating func take(_ key: ConfigKey, from other: Settings) {
        switch key {
        case .gracePeriod: gracePeriod = other.gracePeriod
        case .defaultRest: defaultRest = other.defaultRest
        case .warmupRest: warmupRest = other.warmupRest
        case .supersetTransition: supersetTransition = other.supersetTransition
        case .autoStart: autoStart = other.autoStart
        case .warnBefore: warnBefore = other.warnBefore
        case .urgency: urgency = other.urgency
        case .sound: sound = other.sound
        case .actions: actions = other.actions
        case .chime: chime = other.chime
        case .speak: speak = other.speak
        case .volume: volume = other.volume
        case .unit: unit = other.unit
        case .plateBar: plateBar = other.plateBar
        case .plates: plates = other.plates
        case .autoEnd: autoEnd = other.autoEnd
        case .workoutReminder: workoutReminder = other.workoutReminder
        case .e1rmMaxReps: e1rmMaxReps = other.e1rmMaxReps
        case .barIdle: barIdle = other.barIdle
        case .barFinished: barFinished = other.barFinished
        }
    }
}
