import Notation
import GymTimerConfig

/// What a desktop notification for a timer says, independent of how it is shown.
public struct RestNotification: Sendable, Equatable {
    public typealias Urgency = NotificationUrgency

    public var summary: String
    /// Plain text: implementations escape it for the server's body markup.
    public var body: String
    public var urgency: Urgency
    /// A freedesktop sound-theme name, or nil for a silent notification.
    public var soundName: String?
    public var category: String
    public var desktopEntry: String
    /// Buttons as (key, label); offered only when the server has the `actions` capability.
    public var actions: [Action]
    /// Transient notifications skip the server's history (warnings before the end).
    public var transient: Bool

    /// What a button on a timer's notification does.
    public enum Action: String, Sendable, CaseIterable {
        /// Clicking the body: dismisses, nothing more.
        case `default`
        /// Logs the set the notification names and starts its rest.
        case done
        /// On the heads-up: 15 s off the rest.
        case subtract15 = "subtract-15"
        /// On the heads-up, 15 s more rest; once over, a new 15 s.
        case add15 = "add-15"
        /// Restarts the same timer for 30 seconds.
        case add30 = "add-30"
        /// Restarts the timer with its own duration.
        case again
        /// On "Workout still open": ends the workout.
        case endWorkout = "end-workout"
        /// On "Workout still open": remind again later.
        case keepGoing = "keep-going"

        public var label: String {
            switch self {
            case .default: "Dismiss"
            case .done: "\u{2713} Done"
            case .subtract15: "\u{2212}15 s"
            case .add15: "+15 s"
            case .add30: "+30 s"
            case .again: "Again"
            case .endWorkout: "End workout"
            case .keepGoing: "Keep going"
            }
        }
    }

    public init(summary: String, body: String, urgency: Urgency = .critical,
                soundName: String? = "alarm-clock-elapsed",
                category: String = "x-gym-timer.rest", desktopEntry: String = "gym-timer",
                actions: [Action] = [], transient: Bool = false) {
        self.summary = summary
        self.body = body
        self.urgency = urgency
        self.soundName = soundName
        self.category = category
        self.desktopEntry = desktopEntry
        self.actions = actions
        self.transient = transient
    }

    /// One timer in an expiry notification.
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var label: String
        public var overdueSeconds: Double
        public init(name: String, label: String, overdueSeconds: Double) {
            self.name = name
            self.label = label
            self.overdueSeconds = overdueSeconds
        }

        /// How the timer reads in a list: its label, named unless it is the rest timer.
        var line: String {
            var text = label.isEmpty ? name : (name == Product.defaultTimerName ? label : "\(name): \(label)")
            if overdueSeconds >= 1 { text += " (finished \(RestNotification.ago(overdueSeconds)))" }
            return text
        }
    }

    /// The notification for timers that ended together: one timer reads as
    /// `expiry`, several as one list ("3 rests over"), so a burst of
    /// deadlines never stacks up a column of notifications.
    /// The most timers a burst's notification names one by one.
    public static let maximumListed = 20

    public static func expiries(_ entries: [Entry], urgency: Urgency, soundName: String?,
                                actions: [Action]) -> RestNotification {
        if entries.count == 1, let e = entries.first {
            var note = expiry(name: e.name, label: e.label, overdueSeconds: e.overdueSeconds,
                              urgency: urgency, soundName: soundName)
            note.actions = actions
            return note
        }
        // A long burst names its latest timers (the ones just ended) and
        // counts the rest, so the bubble stays readable and the message small.
        let listed = entries.suffix(maximumListed).map(\.line)
        let earlier = entries.count - listed.count
        return RestNotification(summary: "\(entries.count) rests over",
                                body: ((earlier > 0 ? ["\(earlier) earlier"] : []) + listed).joined(separator: ", "),
                                urgency: urgency, soundName: soundName, actions: actions)
    }

    /// A quiet heads-up `seconds` before a timer ends.
    public static func warning(name: String, label: String, seconds: Double, actions: [Action] = []) -> RestNotification {
        let left = DurationNotation.spoken(seconds.rounded())
        let what = name == Product.defaultTimerName ? "Rest" : "Timer \u{201C}\(name)\u{201D}"
        return RestNotification(summary: "\(what) ends in \(left)", body: label.isEmpty ? "Get ready" : label,
                                urgency: .low, soundName: nil, category: "x-gym-timer.warning", actions: actions, transient: true)
    }

    /// "Workout still open": no set for `idleSeconds` since the rest began,
    /// with what is next (the rest's label). Normal urgency and no sound:
    /// a nudge, not an alarm.
    public static func workoutReminder(label: String, idleSeconds: Double) -> RestNotification {
        let minutes = max(1, Int(idleSeconds / 60))
        return RestNotification(summary: "Workout still open", body: "No set for \(minutes) min." + (label.isEmpty ? "" : " Next: " + label),
                                urgency: .normal, soundName: nil, category: "x-gym-timer.reminder", actions: [.endWorkout, .keepGoing])
    }

    /// The notification for a timer that reached its deadline `overdueSeconds`
    /// ago: "Rest over" for the rest timer, the label (or a default) as body,
    /// and "finished 42 s ago" when it is announced late, after a restart.
    public static func expiry(name: String, label: String, overdueSeconds: Double,
                              urgency: Urgency, soundName: String?) -> RestNotification {
        let summary = name == Product.defaultTimerName ? "Rest over" : "Timer \u{201C}\(name)\u{201D} done"
        var body = label.isEmpty ? (name == Product.defaultTimerName ? "Time for the next set" : "Time is up") : label
        if overdueSeconds >= 1 {
            body += " (finished \(ago(overdueSeconds)))"
        }
        return RestNotification(summary: summary, body: body, urgency: urgency, soundName: soundName)
    }

    static func ago(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        if s < 60 { return "\(s) s ago" }
        if s < 3600 { return "\(s / 60) min \(s % 60) s ago" }
        return "\(s / 3600) h \(s % 3600 / 60) min ago"
    }

    /// Escapes text for the notification body, which servers may read as
    /// markup (`<b>`, `&amp;`, …): user labels must show as typed.
    public static func escapeMarkup(_ text: String) -> String { Markup.escaped(text) }
}

/// What became of a request to show a notification.
public enum NotifyOutcome: Sendable, Equatable {
    case shown(id: UInt32)
    case failed(reason: String)
}
