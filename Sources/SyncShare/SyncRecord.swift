import Checksum
import Notation
#if canImport(Glibc)
import Glibc
#endif

/// The kinds of row that travel, as a record names them (`e`).
public enum SyncKind: String, CaseIterable, Sendable {
    case gym, template, exercise, workout, set, bodyweight, program, programEdit
}

/// What a record does to its row (`o`).
public enum SyncOp: Character, Sendable {
    case create = "c", update = "u", delete = "d"
}

public enum SyncFormat {
    /// 16 hex digits, zero-padded: a clock in a record, a uid.
    public static func hex(_ value: UInt64) -> String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}

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
public struct SyncRecord: Equatable, Sendable {
    public var seq: Int64
    public var hlc: UInt64
    public var kind: SyncKind
    public var op: SyncOp
    public var uid: String
    public var fields: String

    /// The framed line, newline included.
    public var line: [UInt8] {
        var out: [UInt8] = []
        append(to: &out)
        return out
    }

    /// Appends the framed line to `out`, laid out as above and built in
    /// place: a first sync writes one per row of the log.
    public func append(to out: inout [UInt8]) {
        let start = out.count
        out.append(contentsOf: "00000000 {\"s\":".utf8)
        out.append(contentsOf: String(seq).utf8)
        out.append(contentsOf: ",\"h\":\"".utf8)
        out.append(contentsOf: SyncFormat.hex(hlc).utf8)
        out.append(contentsOf: "\",\"e\":\"".utf8)
        out.append(contentsOf: kind.rawValue.utf8)
        out.append(contentsOf: "\",\"o\":\"".utf8)
        out.append(contentsOf: String(op.rawValue).utf8)
        out.append(contentsOf: "\",\"u\":".utf8)
        out.append(contentsOf: QuotedString.basic(uid).utf8)
        out.append(contentsOf: ",\"f\":".utf8)
        out.append(contentsOf: fields.utf8)
        out.append(0x7D)
        ChecksummedLine.seal(&out, lineStart: start)
    }


    /// A verified payload taken apart.
    public enum Parsed: Equatable, Sendable {
        case record(SyncRecord)
        /// Laid out as a record, of a kind or operation this build does
        /// not know (a newer gym-timer wrote it).
        case unknown(kind: String, op: String)
        /// Not laid out as this build writes a record.
        case damaged
    }

    /// Takes a verified payload apart. Reads bytes, not characters:
    /// applying a device's history parses every record.
    public static func parse(payload: String) -> Parsed {
        var payload = payload
        return payload.withUTF8 { Self.parse($0) }
    }

    /// A payload that is a record this build knows; nil otherwise.
    public init?(payload: String) {
        guard case .record(let record) = Self.parse(payload: payload) else { return nil }
        self = record
    }

    private static func parse(_ p: UnsafeBufferPointer<UInt8>) -> Parsed {
        var i = 0
        func take(_ literal: StaticString) -> Bool {
            let n = literal.utf8CodeUnitCount
            guard i + n <= p.count, memcmp(p.baseAddress! + i, literal.utf8Start, n) == 0 else { return false }
            i += n
            return true
        }
        func until(_ end: UInt8) -> Range<Int>? {
            let start = i
            while i < p.count, p[i] != end { i += 1 }
            guard i < p.count else { return nil }
            defer { i += 1 }
            return start..<i
        }
        func text(_ r: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: p[r]), as: UTF8.self) }
        guard take("{\"s\":"), let s = until(0x2C), let seq = Int64(text(s)),
              take("\"h\":\""), let h = until(0x22), h.count == 16, let hlc = UInt64(text(h), radix: 16),
              take(",\"e\":\""), let e = until(0x22),
              take(",\"o\":\""), let o = until(0x22), o.count == 1,
              take(",\"u\":\""), let u = until(0x22), !p[u].contains(0x5C),
              take(",\"f\":"), p.count - i >= 3, p[p.count - 1] == 0x7D else { return .damaged }
        guard let kind = SyncKind(rawValue: text(e)), let op = SyncOp(rawValue: Character(UnicodeScalar(p[o.lowerBound]))) else {
            return .unknown(kind: text(e), op: text(o))
        }
        return .record(SyncRecord(seq: seq, hlc: hlc, kind: kind, op: op, uid: text(u), fields: text(i..<(p.count - 1))))
    }

    public init(seq: Int64, hlc: UInt64, kind: SyncKind, op: SyncOp, uid: String, fields: String) {
        (self.seq, self.hlc, self.kind, self.op, self.uid, self.fields) = (seq, hlc, kind, op, uid, fields)
    }
}

/// The first line of every file: what wrote it, so a reader refuses a
/// format it does not know rather than guess.
public struct SyncFileHeader: Equatable, Sendable {
    public static let format = "gym-timer-sync"
    public static let version = 1
    public var version = SyncFileHeader.version
    public var device: String
    public var name: String
    public var segment: Int
    /// The `s` of the file's first record.
    public var next: Int64

    public init(version: Int = SyncFileHeader.version, device: String, name: String, segment: Int, next: Int64) {
        (self.version, self.device, self.name, self.segment, self.next) = (version, device, name, segment, next)
    }

    public var payload: String {
        "{\"format\":\"\(Self.format)\",\"version\":\(version),\"device\":\"\(device)\",\"name\":\(QuotedString.basic(name)),\"segment\":\(segment),\"next\":\(next)}"
    }

    public enum Problem: Error, Equatable {
        case notASyncFile
        case newerFormat(Int)
    }

    public static func parse(_ payload: String) -> Result<SyncFileHeader, Problem> {
        guard payload.hasPrefix("{\"format\":\"\(format)\",\"version\":") else { return .failure(.notASyncFile) }
        var rest = payload.dropFirst("{\"format\":\"\(format)\",\"version\":".count)
        guard let comma = rest.firstIndex(of: ","), let version = Int(rest[..<comma]) else { return .failure(.notASyncFile) }
        if version > Self.version { return .failure(.newerFormat(version)) }
        rest = rest[comma...]
        func field(_ key: String) -> Substring? {
            guard let r = rest.firstRange(of: ",\"\(key)\":") else { return nil }
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
        guard let device = field("device"), SyncSetup.isDeviceID(device), let segment = field("segment").flatMap({ Int($0) }),
              let next = field("next").flatMap({ Int64($0) }) else { return .failure(.notASyncFile) }
        return .success(SyncFileHeader(version: version, device: String(device), name: String(field("name") ?? ""),
                                       segment: segment, next: next))
    }
}
