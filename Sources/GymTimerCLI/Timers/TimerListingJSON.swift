import GymTimerProtocol
import WorkoutCore

/// `list --json` written by hand: the same bytes `Output.json` gives a
/// `TimerListing` (sorted keys, no escaped slashes), without JSONEncoder's
/// generic containers, which took 0.55 s for a listing of 100,000 timers
/// (a second in all, against a target of one). `TimerListingJSONTests`
/// compares the two on awkward names, labels and numbers.
enum TimerListingJSON {
    /// `{"notifications":"…","timers":[…]}`.
    static func bytes(timers: [TimerSnapshot], notifications: NotificationAvailability) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + timers.count * 200)
        out += #"{"notifications":"#.utf8
        string(notifications.rawValue, into: &out)
        out += #","timers":["#.utf8
        for (i, t) in timers.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            timer(t, into: &out)
        }
        out += "]}".utf8
        return out
    }

    /// One timer with `TimerJSON`'s keys, in sorted order.
    private static func timer(_ t: TimerSnapshot, into out: inout [UInt8]) {
        let ends = t.state == .paused ? nil : t.endsAtUnix
        out += #"{"duration_s":"#.utf8
        number(t.durationSeconds, into: &out)
        out += #","ends_at":"#.utf8
        if let ends { string(LocalTime.iso8601(ends), into: &out) } else { out += "null".utf8 }
        out += #","ends_at_unix":"#.utf8
        if let ends { number(ends, into: &out) } else { out += "null".utf8 }
        out += #","label":"#.utf8
        string(t.label, into: &out)
        out += #","name":"#.utf8
        string(t.name, into: &out)
        out += #","remaining_s":"#.utf8
        number(t.remainingSeconds, into: &out)
        out += #","state":"#.utf8
        string(t.state.rawValue, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// A number as JSONEncoder writes it: the shortest form that reads back
    /// the same, without a trailing `.0`.
    private static func number(_ value: Double, into out: inout [UInt8]) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        out += text.utf8
    }

    /// A string as JSONEncoder writes it: `"` and `\` escaped, control
    /// characters as `\b \f \n \r \t` or `\u00xx`, everything else as it is.
    private static func string(_ value: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case 0x08: out += #"\b"#.utf8
            case 0x0C: out += #"\f"#.utf8
            case 0x0A: out += #"\n"#.utf8
            case 0x0D: out += #"\r"#.utf8
            case 0x09: out += #"\t"#.utf8
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += #"\u00"#.utf8
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
