/// The wire protocol between `gym-timer` and `gym-timerd`: newline-delimited
/// JSON over a Unix stream socket, one response per request, versioned by `v`.
/// A `subscribe` request turns the connection into a stream of events.

/// The protocol version this build speaks. A request with another `v` is refused.
public let wireVersion = 1

/// Requests larger than this are refused without being parsed.
public let maximumRequestBytes = 64 * 1024

public enum TimerState: String, Codable, Sendable {
    case running, paused, finished
}

/// A timer as the daemon reports it. Durations are seconds with millisecond
/// precision; `endsAtUnix` is wall-clock seconds since 1970 (null while paused)
/// so the client can format it in its own time zone.
public struct TimerSnapshot: Codable, Sendable, Equatable {
    public var name: String
    public var label: String
    public var state: TimerState
    public var durationSeconds: Double
    public var remainingSeconds: Double
    public var endsAtUnix: Double?

    public init(name: String, label: String, state: TimerState, durationSeconds: Double,
                remainingSeconds: Double, endsAtUnix: Double?) {
        self.name = name
        self.label = label
        self.state = state
        self.durationSeconds = durationSeconds
        self.remainingSeconds = remainingSeconds
        self.endsAtUnix = endsAtUnix
    }

    enum CodingKeys: String, CodingKey {
        case name, label, state
        case durationSeconds = "duration_s"
        case remainingSeconds = "remaining_s"
        case endsAtUnix = "ends_at_unix"
    }
}

public enum NotificationAvailability: String, Codable, Sendable {
    case available, unavailable
}

public struct DaemonInfo: Codable, Sendable, Equatable {
    public var version: String
    public var pid: Int
    public var uptimeSeconds: Double
    public var socket: String
    public var stateDirectory: String
    public var timers: Int
    public var notifications: NotificationAvailability
    /// The session bus connection: the name served and where, or why there is none.
    public var bus: String?
    /// The notification server on the bus ("dunst 1.9.0"), or why there is none.
    public var notificationServer: String?
    /// What that server says it can do ("actions", "body-markup", "sound", …).
    public var notificationCapabilities: [String]?
    /// Who plays the rest-over sound, or why the daemon's own chime cannot be heard.
    public var sound: String?
    /// The settings file the daemon reads, and what in it is not in force.
    public var configFile: String?
    public var configProblems: [ConfigProblemInfo]?

    public init(version: String, pid: Int, uptimeSeconds: Double, socket: String,
                stateDirectory: String, timers: Int, notifications: NotificationAvailability,
                bus: String? = nil, notificationServer: String? = nil) {
        self.version = version
        self.pid = pid
        self.uptimeSeconds = uptimeSeconds
        self.socket = socket
        self.stateDirectory = stateDirectory
        self.timers = timers
        self.notifications = notifications
        self.bus = bus
        self.notificationServer = notificationServer
    }

    enum CodingKeys: String, CodingKey {
        case version, pid, socket, timers, notifications, bus
        case notificationServer = "notification_server"
        case notificationCapabilities = "notification_capabilities"
        case sound
        case uptimeSeconds = "uptime_s"
        case stateDirectory = "state_dir"
        case configFile = "config_file"
        case configProblems = "config_problems"
    }
}

/// A line of the settings file the daemon did not take: its line (null when
/// it cannot be told), the key as written (empty for the whole file), what is
/// wrong, and the known key it was probably meant to be (or null).
public struct ConfigProblemInfo: Codable, Sendable, Equatable {
    public var line: Int?
    public var key: String
    public var message: String
    public var suggestion: String?

    public init(line: Int?, key: String, message: String, suggestion: String?) {
        self.line = line
        self.key = key
        self.message = message
        self.suggestion = suggestion
    }

    enum CodingKeys: String, CodingKey { case line, key, message, suggestion }

    /// Every field, nulls included, so each problem reads with the same four.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(line, forKey: .line)
        try c.encode(key, forKey: .key)
        try c.encode(message, forKey: .message)
        try c.encode(suggestion, forKey: .suggestion)
    }
}

/// Why a request failed, as a stable code for programs and a sentence for people.
public struct WireError: Codable, Sendable, Equatable, Error {
    public enum Code: String, Codable, Sendable {
        case malformed, invalidUTF8 = "invalid_utf8", tooLarge = "too_large",
             unsupportedVersion = "unsupported_version", unknownCommand = "unknown_command",
             unknownField = "unknown_field", invalidArgument = "invalid_argument",
             unknownTimer = "unknown_timer", wrongState = "wrong_state", storage
    }
    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

/// What happened to a timer, sent to subscribers.
public enum TimerEventKind: String, Codable, Sendable {
    case subscribed, started, stopped, finished, paused, resumed, adjusted
}

/// One line from the daemon: a response to a request, or an event on a subscription.
public struct Response: Codable, Sendable, Equatable {
    public var v: Int = wireVersion
    public var id: Int?
    public var ok: Bool
    public var error: WireError?
    public var timer: TimerSnapshot?
    public var timers: [TimerSnapshot]?
    public var notifications: NotificationAvailability?
    public var stopped: [String]?
    public var daemon: DaemonInfo?
    public var event: TimerEventKind?
    /// Set on every page of a long listing but the last: the rest of its
    /// `timers` follow in the next lines.
    public var more: Bool?

    public init(id: Int? = nil, ok: Bool = true, error: WireError? = nil, timer: TimerSnapshot? = nil,
                timers: [TimerSnapshot]? = nil, notifications: NotificationAvailability? = nil,
                stopped: [String]? = nil, daemon: DaemonInfo? = nil, event: TimerEventKind? = nil, more: Bool? = nil) {
        self.id = id
        self.ok = ok
        self.error = error
        self.timer = timer
        self.timers = timers
        self.notifications = notifications
        self.stopped = stopped
        self.daemon = daemon
        self.event = event
        self.more = more
    }

    public static func failure(_ error: WireError, id: Int? = nil) -> Response {
        Response(id: id, ok: false, error: error)
    }
}
