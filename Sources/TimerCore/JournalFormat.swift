#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Checksum

/// The timer journal's format, as plain values: a header line, then one
/// `TimerChange` per line as `<crc32 hex> <record>`. Encoding and replaying
/// bytes live here, where they are tested without a file; reading, writing,
/// syncing and compacting the file are the daemon's (`TimerJournal`).
///
/// Version 2 records are tab-separated fields (`JournalRecord`), read by a
/// parser made for them: a restart replays 100,000 timers in tens of
/// milliseconds, where decoding the same records as JSON took over a second.
/// Version 1 journals (one JSON object per line) are still read, so an
/// upgrade keeps every timer; the daemon rewrites them as version 2.
public struct JournalFormat {
    public static let version = 2
    static let header = #"{"format":"gym-timer-journal","version":2}"#
    static let headerV1 = #"{"format":"gym-timer-journal","version":1}"#

    public init() {}

    /// What a journal's bytes hold.
    public struct Replay: Equatable {
        /// Live timers.
        public var timers: TimerTable
        /// Lines that could not be read (torn, bad checksum, unknown header).
        public var damagedLines: [Int]
        public var lineCount: Int
        /// The version its header names (0 when there is no readable header).
        public var version: Int = 0

        public init(timers: some Sequence<RestTimer>, damagedLines: [Int], lineCount: Int, version: Int = 0) {
            self.timers = TimerTable(timers)
            self.damagedLines = damagedLines
            self.lineCount = lineCount
            self.version = version
        }
    }

    /// Appends one change's line to `out`.
    public func append(_ change: TimerChange, to out: inout [UInt8]) {
        let start = out.count
        out.append(contentsOf: "00000000 ".utf8)
        JournalRecord.encode(change, to: &out)
        ChecksummedLine.seal(&out, lineStart: start)
    }

    /// A whole journal holding `timers` and nothing else: what compaction writes.
    public func journal(of timers: some Collection<RestTimer>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + timers.count * 112)
        Self.appendLine(Array(Self.header.utf8), to: &bytes)
        for timer in timers { append(.put(timer: timer), to: &bytes) }
        return bytes
    }

    /// Replays a journal's bytes: every readable change in order, and the
    /// lines that could not be read (a torn last line included).
    public static func replay(_ data: [UInt8]) -> Replay {
        guard !data.isEmpty else { return Replay(timers: [], damagedLines: [], lineCount: 0) }
        // The table the daemon keeps, built once, sized from the file so
        // nothing rehashes.
        var timers = TimerTable()
        timers.reserveCapacity(data.count / 96)
        var damaged: [Int] = []
        var lineNumber = 0
        var version = 0
        var reader = JournalRecord.Reader()
        let decoder = JSONDecoder()
        data.withUnsafeBufferPointer { buffer in
            var start = 0
            let end = buffer.count
            while start < end {
                lineNumber += 1
                guard let newline = memchr(buffer.baseAddress! + start, 0x0A, end - start) else {
                    damaged.append(lineNumber) // torn final record
                    break
                }
                let lineEnd = buffer.baseAddress!.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                let line = UnsafeBufferPointer(rebasing: buffer[start..<lineEnd])
                start = lineEnd + 1
                guard let payload = verified(line) else { damaged.append(lineNumber); continue }
                if lineNumber == 1 {
                    if payload.elementsEqual(header.utf8) { version = 2; continue }
                    if payload.elementsEqual(headerV1.utf8) { version = 1; continue }
                    damaged.append(lineNumber)
                }
                let change: TimerChange?
                if version == 1 {
                    change = try? decoder.decode(TimerChange.self, from: Data(payload))
                } else {
                    change = reader.decode(payload)
                }
                guard let change else {
                    if damaged.last != lineNumber { damaged.append(lineNumber) }
                    continue
                }
                switch change {
                case .put(let timer): timers.put(timer, generation: 0)
                case .remove(let name): timers.remove(name)
                }
            }
        }
        var replay = Replay(timers: [], damagedLines: damaged, lineCount: lineNumber, version: version)
        replay.timers = timers
        return replay
    }

    /// The payload of a line whose checksum matches, else nil.
    static func verified(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        ChecksummedLine.verified(line)
    }

    static func appendLine(_ payload: some Collection<UInt8>, to out: inout [UInt8]) {
        ChecksummedLine.append(payload, to: &out)
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
