import GymTimerProtocol

/// What a desktop notification for a timer says, independent of how it is shown.
public struct RestNotification: Sendable, Equatable {
    public enum Urgency: String, Sendable, CaseIterable { case low, normal, critical }

    public var summary: String
    /// Plain text: implementations escape it for the server's body markup.
    public var body: String
    public var urgency: Urgency
    /// A freedesktop sound-theme name, or nil for a silent notification.
    public var soundName: String?
    public var category: String
    public var desktopEntry: String

    public init(summary: String, body: String, urgency: Urgency = .critical,
                soundName: String? = "alarm-clock-elapsed",
                category: String = "x-gym-timer.rest", desktopEntry: String = "gym-timer") {
        self.summary = summary
        self.body = body
        self.urgency = urgency
        self.soundName = soundName
        self.category = category
        self.desktopEntry = desktopEntry
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
    public static func escapeMarkup(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(ch)
            }
        }
        return out
    }
}

/// What became of a request to show a notification.
public enum NotifyOutcome: Sendable, Equatable {
    case shown(id: UInt32)
    case failed(reason: String)
}

/// Shows and closes desktop notifications. Implementations never block the
/// caller: results come back through the handler given at start, tagged with
/// the caller's token.
public protocol Notifier: AnyObject, Sendable {
    /// Starts the notifier's own thread; `onOutcome` is called there.
    func start(onOutcome: @escaping @Sendable (_ token: UInt64, NotifyOutcome) -> Void)
    func show(_ notification: RestNotification, token: UInt64)
    func close(id: UInt32)
    /// Whether the last attempt to reach a notification server worked.
    var availability: Bool { get }
}
