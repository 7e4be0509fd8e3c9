/// A page of a long listing as one response line, written directly: at
/// 100,000 timers the generic JSON encoder took most of a second for what
/// this writes in a fraction of it. The bytes decode to exactly the
/// `Response` the generic encoder would have written (`ListingPageTests`).
public enum ListingPage {
    public static func line(id: Int?, timers: [TimerSnapshot], notifications: NotificationAvailability?,
                            event: TimerEventKind?, more: Bool) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + timers.count * 128)
        out.append(contentsOf: "{".utf8)
        if let event { out.append(contentsOf: #""event":"\#(event.rawValue)","#.utf8) }
        if let id { out.append(contentsOf: #""id":\#(id),"#.utf8) }
        if more { out.append(contentsOf: #""more":true,"#.utf8) }
        if let notifications { out.append(contentsOf: #""notifications":"\#(notifications.rawValue)","#.utf8) }
        out.append(contentsOf: #""ok":true,"timers":["#.utf8)
        for (i, timer) in timers.enumerated() {
            if i > 0 { out.append(0x2C) }
            out.append(contentsOf: #"{"duration_s":"#.utf8)
            number(timer.durationSeconds, to: &out)
            if let end = timer.endsAtUnix {
                out.append(contentsOf: #","ends_at_unix":"#.utf8)
                number(end, to: &out)
            }
            out.append(contentsOf: #","label":"#.utf8)
            string(timer.label, to: &out)
            out.append(contentsOf: #","name":"#.utf8)
            string(timer.name, to: &out)
            out.append(contentsOf: #","remaining_s":"#.utf8)
            number(timer.remainingSeconds, to: &out)
            out.append(contentsOf: #","state":""#.utf8)
            out.append(contentsOf: timer.state.rawValue.utf8)
            out.append(contentsOf: #""}"#.utf8)
        }
        out.append(contentsOf: #"],"v":\#(wireVersion)}"#.utf8)
        out.append(0x0A)
        return out
    }

    /// Finite numbers only (every duration and time on the wire is).
    private static func number(_ value: Double, to out: inout [UInt8]) {
        if value == value.rounded(), abs(value) < 1e15 {
            out.append(contentsOf: String(Int64(value)).utf8)
        } else {
            out.append(contentsOf: value.description.utf8)
        }
    }

    private static func string(_ text: String, to out: inout [UInt8]) {
        out.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x22: out.append(contentsOf: [0x5C, 0x22])
            case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: out.append(contentsOf: [0x5C, 0x72])
            case 0x09: out.append(contentsOf: [0x5C, 0x74])
            case 0..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: out.append(byte)
            }
        }
        out.append(0x22)
    }
}
