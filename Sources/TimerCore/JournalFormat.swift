import GymTimerProtocol
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The timer journal's format, as plain values: a header line, then one
/// `TimerChange` per line as `<crc32 hex> <json>`. Encoding and replaying
/// bytes live here, where they are tested without a file; reading, writing,
/// syncing and compacting the file are the daemon's (`TimerJournal`).
public struct JournalFormat {
    static let header = #"{"format":"gym-timer-journal","version":1}"#

    private let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return e
    }()

    public init() {}

    /// What a journal's bytes hold.
    public struct Replay: Equatable {
        /// Live timers, in the order they first appeared.
        public var timers: [RestTimer]
        /// Lines that could not be read (torn, bad checksum, unknown header).
        public var damagedLines: [Int]
        public var lineCount: Int
    }

    /// Appends one change's line to `out`.
    public func append(_ change: TimerChange, to out: inout [UInt8]) {
        // Encoding our own value types cannot fail.
        Self.appendLine(try! encoder.encode(change), to: &out)
    }

    /// A whole journal holding `timers` and nothing else: what compaction writes.
    public func journal(of timers: [RestTimer]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + timers.count * 256)
        Self.appendLine(Array(Self.header.utf8), to: &bytes)
        for timer in timers { append(.put(timer: timer), to: &bytes) }
        return bytes
    }

    /// Replays a journal's bytes: every readable change in order, and the
    /// lines that could not be read (a torn last line included).
    public static func replay(_ data: [UInt8]) -> Replay {
        guard !data.isEmpty else { return Replay(timers: [], damagedLines: [], lineCount: 0) }
        let decoder = JSONDecoder()
        var timers: [String: RestTimer] = [:]
        var order: [String] = []
        var damaged: [Int] = []
        var lineNumber = 0
        var start = data.startIndex
        while start < data.endIndex {
            lineNumber += 1
            guard let end = data[start...].firstIndex(of: 0x0A) else {
                damaged.append(lineNumber) // torn final record
                break
            }
            let line = data[start..<end]
            start = end + 1
            guard let payload = verified(line) else { damaged.append(lineNumber); continue }
            if lineNumber == 1 {
                if payload.elementsEqual(header.utf8) { continue }
                damaged.append(lineNumber)
            }
            guard let change = try? decoder.decode(TimerChange.self, from: Data(payload)) else {
                if damaged.last != lineNumber { damaged.append(lineNumber) }
                continue
            }
            switch change {
            case .put(let timer):
                if timers.updateValue(timer, forKey: timer.name) == nil { order.append(timer.name) }
            case .remove(let name):
                timers.removeValue(forKey: name)
            }
        }
        return Replay(timers: order.compactMap { timers[$0] }, damagedLines: damaged, lineCount: lineNumber)
    }

    /// The payload of a line whose checksum matches, else nil.
    static func verified(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard line.count > 9, line[line.startIndex + 8] == 0x20,
              let crc = UInt32(String(decoding: line.prefix(8), as: UTF8.self), radix: 16)
        else { return nil }
        let payload = line.dropFirst(9)
        return CRC32.checksum(payload) == crc ? payload : nil
    }

    static func appendLine(_ payload: some Collection<UInt8>, to out: inout [UInt8]) {
        let hex = String(CRC32.checksum(payload), radix: 16)
        out.append(contentsOf: (String(repeating: "0", count: 8 - hex.count) + hex + " ").utf8)
        out.append(contentsOf: payload)
        out.append(0x0A)
    }

    /// `20261123T153000Z`, for the name of a journal moved aside.
    public static func timestamp(_ wall: Nanoseconds) -> String {
        var t = time_t(wall / .perSecond)
        var tm = tm()
        gmtime_r(&t, &tm)
        func pad(_ v: Int32, _ w: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, w - s.count)) + s
        }
        return pad(tm.tm_year + 1900, 4) + pad(tm.tm_mon + 1, 2) + pad(tm.tm_mday, 2) + "T"
            + pad(tm.tm_hour, 2) + pad(tm.tm_min, 2) + pad(tm.tm_sec, 2) + "Z"
    }
}
