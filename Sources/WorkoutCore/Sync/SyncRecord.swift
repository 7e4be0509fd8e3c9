import Checksum

/// One change as it travels: a checksummed line in a device's file,
///
///     1c291ca3 {"s":42,"h":"0193f2…","e":"set","o":"c","u":"9f…","f":{…}}
///
/// `s` counts this device's records without gaps, `h` is the hybrid
/// logical clock it was made at (16 hex), `e` the entity, `o` create,
/// update or delete, `u` the row's uid and `f` its fields (JSON written by
/// SQLite, read back by SQLite: no JSON decoding in Swift). The layout is
/// fixed, so a reader takes the header fields apart without a parser and
/// a line's bytes are the same every time it is written.
struct SyncRecord: Equatable {
    var seq: Int64
    var hlc: UInt64
    var entity: String
    var op: Character
    var uid: String
    var fields: String

    /// The clock merges compare: the HLC, then the device as tie-break.
    func clock(device: String) -> String { SyncIdentity.hex(hlc) + device }

    var payload: String {
        "{\"s\":\(seq),\"h\":\"\(SyncIdentity.hex(hlc))\",\"e\":\"\(entity)\",\"o\":\"\(op)\",\"u\":\(Self.quoted(uid)),\"f\":\(fields)}"
    }

    /// The framed line, newline included.
    var line: [UInt8] {
        var out: [UInt8] = []
        ChecksummedLine.append(Array(payload.utf8), to: &out)
        return out
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where ch.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(ch.value, radix: 16).count) + String(ch.value, radix: 16)
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }

    /// Takes a verified payload apart; nil when it is not laid out as this
    /// build writes it (a damaged or foreign record).
    init?(payload: String) {
        var rest = Substring(payload)
        func take(_ prefix: String) -> Bool {
            guard rest.hasPrefix(prefix) else { return false }
            rest = rest.dropFirst(prefix.count)
            return true
        }
        func until(_ end: Character) -> Substring? {
            guard let i = rest.firstIndex(of: end) else { return nil }
            defer { rest = rest[rest.index(after: i)...] }
            return rest[..<i]
        }
        guard take("{\"s\":"), let s = until(","), let seq = Int64(s),
              take("\"h\":\""), let h = until("\""), h.count == 16, let hlc = UInt64(h, radix: 16),
              take(",\"e\":\""), let e = until("\""),
              take(",\"o\":\""), let o = until("\""), o.count == 1,
              take(",\"u\":\""), let u = until("\""), !u.contains("\\"),
              take(",\"f\":"), rest.hasSuffix("}"), rest.count >= 3 else { return nil }
        self.seq = seq
        self.hlc = hlc
        self.entity = String(e)
        self.op = o.first!
        self.uid = String(u)
        self.fields = String(rest.dropLast())
    }

    init(seq: Int64, hlc: UInt64, entity: String, op: Character, uid: String, fields: String) {
        (self.seq, self.hlc, self.entity, self.op, self.uid, self.fields) = (seq, hlc, entity, op, uid, fields)
    }
}

/// The first line of every file: what wrote it, so a reader refuses a
/// format it does not know rather than guess.
struct SyncFileHeader: Equatable {
    static let format = "gym-timer-sync"
    static let version = 1
    var version = SyncFileHeader.version
    var device: String
    var name: String
    var segment: Int
    /// The `s` of the file's first record.
    var next: Int64

    var payload: String {
        "{\"format\":\"\(Self.format)\",\"version\":\(version),\"device\":\"\(device)\",\"name\":\(SyncRecord.quoted(name)),\"segment\":\(segment),\"next\":\(next)}"
    }

    enum Problem: Error, Equatable {
        case notASyncFile
        case newerFormat(Int)
    }

    static func parse(_ payload: String) -> Result<SyncFileHeader, Problem> {
        guard payload.hasPrefix("{\"format\":\"\(format)\",\"version\":") else { return .failure(.notASyncFile) }
        var rest = payload.dropFirst("{\"format\":\"\(format)\",\"version\":".count)
        guard let comma = rest.firstIndex(of: ","), let version = Int(rest[..<comma]) else { return .failure(.notASyncFile) }
        if version > Self.version { return .failure(.newerFormat(version)) }
        rest = rest[comma...]
        func field(_ key: String) -> Substring? {
            guard let r = rest.range(of: ",\"\(key)\":") else { return nil }
            var v = rest[r.upperBound...]
            if v.first == "\"" {
                v = v.dropFirst()
                var end = v.startIndex
                while end < v.endIndex, v[end] != "\"" { end = v[end] == "\\" ? v.index(end, offsetBy: 2, limitedBy: v.endIndex) ?? v.endIndex : v.index(after: end) }
                return v[..<end]
            }
            let end = v.firstIndex { $0 == "," || $0 == "}" } ?? v.endIndex
            return v[..<end]
        }
        guard let device = field("device"), SyncIdentity.isUid(device), let segment = field("segment").flatMap({ Int($0) }),
              let next = field("next").flatMap({ Int64($0) }) else { return .failure(.notASyncFile) }
        return .success(SyncFileHeader(version: version, device: String(device), name: String(field("name") ?? ""),
                                       segment: segment, next: next))
    }
}
