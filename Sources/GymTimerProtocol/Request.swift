#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The commands a client can send.
public enum Command: String, Codable, Sendable, CaseIterable {
    case start, stop, add, pause, resume, status, list, subscribe
    case daemonStatus = "daemon_status"
    /// A notification of the training log's (a set changed on another
    /// device): `name` is its summary, `label` its body. No timer changes.
    case notice

    /// The fields each command accepts besides `v`, `id` and `cmd`; anything
    /// else is refused so that a typo never silently does something different.
    var fields: Set<String> {
        switch self {
        case .start: ["name", "label", "seconds", "warn", "next", "workout"]
        case .stop: ["name", "all"]
        case .add: ["name", "seconds"]
        case .pause, .resume, .status, .subscribe: ["name"]
        case .list, .daemonStatus: []
        case .notice: ["name", "label"]
        }
    }
}

/// One request line. `seconds` is the duration for `start` and the signed
/// change for `add` (negative subtracts). `warn` asks `start` for a quiet
/// notification that many seconds before the end; `next`, the set the rest
/// leads to, which the rest-over notification's Done button logs;
/// `workout`, that the rest is a workout's (`log` started it), so a
/// workout left with no set after it is reminded (`workout.reminder`).
public struct Request: Codable, Sendable, Equatable {
    public var v: Int
    public var id: Int?
    public var cmd: Command
    public var name: String?
    public var label: String?
    public var seconds: Double?
    public var all: Bool?
    public var warn: Double?
    public var next: NextSet?
    public var workout: Bool?

    public init(_ cmd: Command, id: Int? = nil, name: String? = nil, label: String? = nil,
                seconds: Double? = nil, all: Bool? = nil, warn: Double? = nil, next: NextSet? = nil, workout: Bool? = nil) {
        self.v = wireVersion
        self.id = id
        self.cmd = cmd
        self.name = name
        self.label = label
        self.seconds = seconds
        self.all = all
        self.warn = warn
        self.next = next
        self.workout = workout
    }

    /// Whether the answer lists every timer (`list`, and `status` or
    /// `subscribe` without a name): long ones leave the daemon in pages.
    public var listsAllTimers: Bool {
        cmd == .list || (name == nil && (cmd == .status || cmd == .subscribe))
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    enum CodingKeys: String, CodingKey { case v, id, cmd, name, label, seconds, all, warn, next, workout }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let v = try c.decodeIfPresent(Int.self, forKey: .v) else {
            throw WireError(.malformed, "request has no protocol version \"v\"")
        }
        guard v == wireVersion else {
            throw WireError(.unsupportedVersion, "protocol version \(v) is not supported; this daemon speaks \(wireVersion)")
        }
        guard let raw = try c.decodeIfPresent(String.self, forKey: .cmd) else {
            throw WireError(.malformed, "request has no \"cmd\"")
        }
        guard let cmd = Command(rawValue: raw) else {
            throw WireError(.unknownCommand, "unknown command \"\(raw)\"")
        }
        let allowed = cmd.fields.union(["v", "id", "cmd"])
        if let extra = keys.filter({ !allowed.contains($0) }).sorted().first {
            throw WireError(.unknownField, "unknown field \"\(extra)\" for \"\(raw)\"")
        }
        self.v = v
        self.cmd = cmd
        self.id = try c.decodeIfPresent(Int.self, forKey: .id)
        self.name = try c.decodeIfPresent(String.self, forKey: .name)
        self.label = try c.decodeIfPresent(String.self, forKey: .label)
        self.seconds = try c.decodeIfPresent(Double.self, forKey: .seconds)
        self.all = try c.decodeIfPresent(Bool.self, forKey: .all)
        self.warn = try c.decodeIfPresent(Double.self, forKey: .warn)
        self.next = try c.decodeIfPresent(NextSet.self, forKey: .next)
        self.workout = try c.decodeIfPresent(Bool.self, forKey: .workout)
    }
}
