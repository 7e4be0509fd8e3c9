#if canImport(Glibc)
import Glibc
#endif

/// One change as a version 2 journal record: tab-separated fields, no JSON.
///
///     put <name> <label> <duration> <notification id> <warn before> running <boot id> <boottime> <wall>
///     put <name> <label> <duration> <notification id> <warn before> paused <remaining>
///     put <name> <label> <duration> <notification id> <warn before> finished <boot id> <boottime> <wall> <0|1>
///     remove <name>
///
/// A timer that stands for another rest than its duration (restarted by a
/// notification's +30 s) ends its `put` with one more field, that rest; one
/// with a follow-up (the set its Done logs) with two, the rest (empty when
/// none) and the follow-up's text; one with a workout reminder with three,
/// the follow-up's text then empty when there is no set, and the
/// reminder's delay after the rest's end. The others are written as before: a
/// daemon from before these fields reads every other timer of such a
/// journal, and takes that one record as damage.
/// Numbers are decimal nanoseconds; an absent notification id or warning is
/// an empty field. Text fields escape `\`, tab, newline and carriage return
/// as `\\`, `\t`, `\n`, `\r`, so a record is always one line.
enum JournalRecord {
    private static let tab: UInt8 = 0x09, backslash: UInt8 = 0x5C

    static func encode(_ change: TimerChange, to out: inout [UInt8]) {
        switch change {
        case .remove(let name):
            out.append(contentsOf: "remove\t".utf8)
            appendText(name, to: &out)
        case .put(let timer):
            out.append(contentsOf: "put\t".utf8)
            appendText(timer.name, to: &out)
            out.append(tab)
            appendText(timer.label, to: &out)
            out.append(tab)
            appendNumber(timer.duration, to: &out)
            out.append(tab)
            if let id = timer.notificationID { appendNumber(Int64(id), to: &out) }
            out.append(tab)
            if let warn = timer.warnBefore { appendNumber(warn, to: &out) }
            out.append(tab)
            switch timer.phase {
            case .running(let until):
                out.append(contentsOf: "running\t".utf8)
                appendReading(until, to: &out)
            case .paused(let remaining):
                out.append(contentsOf: "paused\t".utf8)
                appendNumber(remaining, to: &out)
            case .finished(let at, let notified):
                out.append(contentsOf: "finished\t".utf8)
                appendReading(at, to: &out)
                out.append(tab)
                out.append(notified ? 0x31 : 0x30)
            }
            if timer.rest != nil || timer.followUp != nil {
                out.append(tab)
                if let rest = timer.rest { appendNumber(rest, to: &out) }
            }
            if let followUp = timer.followUp {
                out.append(tab)
                appendText(followUp.text, to: &out)
                if let reminder = followUp.reminder {
                    out.append(tab)
                    appendNumber(reminder, to: &out)
                }
            }
        }
    }

    private static func appendReading(_ reading: ClockReading, to out: inout [UInt8]) {
        appendText(reading.bootID, to: &out)
        out.append(tab)
        appendNumber(reading.boottime, to: &out)
        out.append(tab)
        appendNumber(reading.wall, to: &out)
    }

    private static func appendText(_ text: String, to out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case backslash: out.append(contentsOf: [backslash, backslash])
            case tab: out.append(contentsOf: [backslash, 0x74])
            case 0x0A: out.append(contentsOf: [backslash, 0x6E])
            case 0x0D: out.append(contentsOf: [backslash, 0x72])
            default: out.append(byte)
            }
        }
    }

    private static func appendNumber(_ value: Int64, to out: inout [UInt8]) {
        if value < 0 { out.append(0x2D) }
        var magnitude = value.magnitude
        let start = out.count
        repeat {
            out.append(0x30 + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        out[start...].reverse()
    }

    /// Decodes records, keeping one copy of each boot id (every timer of a
    /// boot names the same one; decoding each separately would hold 100,000
    /// copies of it).
    struct Reader {
        private var lastBoot: [UInt8] = []
        private var lastBootID = ""

        mutating func decode(_ record: UnsafeBufferPointer<UInt8>) -> TimerChange? {
            var fields = Fields(record)
            guard let kind = fields.next() else { return nil }
            if Self.equal(kind, "remove") {
                guard let name = fields.next().flatMap(Self.text), fields.next() == nil else { return nil }
                return .remove(name: name)
            }
            guard Self.equal(kind, "put"),
                  let name = fields.next().flatMap(Self.text),
                  let label = fields.next().flatMap(Self.text),
                  let duration = fields.next().flatMap(Self.number),
                  let idField = fields.next(), let warnField = fields.next(),
                  let phaseKind = fields.next()
            else { return nil }
            var notificationID: UInt32?
            if !idField.isEmpty {
                guard let id = Self.number(idField), let narrow = UInt32(exactly: id) else { return nil }
                notificationID = narrow
            }
            var warnBefore: Nanoseconds?
            if !warnField.isEmpty {
                guard let warn = Self.number(warnField) else { return nil }
                warnBefore = warn
            }
            let phase: RestTimer.Phase
            if Self.equal(phaseKind, "running") {
                guard let until = reading(&fields) else { return nil }
                phase = .running(until: until)
            } else if Self.equal(phaseKind, "paused") {
                guard let remaining = fields.next().flatMap(Self.number) else { return nil }
                phase = .paused(remaining: remaining)
            } else if Self.equal(phaseKind, "finished") {
                guard let at = reading(&fields), let flag = fields.next(), flag.count == 1,
                      flag[flag.startIndex] == 0x30 || flag[flag.startIndex] == 0x31
                else { return nil }
                phase = .finished(at: at, notified: flag[flag.startIndex] == 0x31)
            } else {
                return nil
            }
            var rest: Nanoseconds?
            let restField = fields.next()
            let followUpField = fields.next()
            if let restField, !(restField.isEmpty && followUpField != nil) {
                guard let value = Self.number(restField), value > 0 else { return nil }
                rest = value
            }
            var followUp: FollowUp?
            if let followUpField {
                var reminder: Nanoseconds?
                if let reminderField = fields.next() {
                    guard let value = Self.number(reminderField), value > 0 else { return nil }
                    reminder = value
                }
                guard let text = Self.text(followUpField), !text.isEmpty || reminder != nil else { return nil }
                followUp = FollowUp(text, reminder: reminder)
            }
            guard fields.next() == nil else { return nil }
            return .put(timer: RestTimer(name: name, label: label, duration: duration, phase: phase,
                                         notificationID: notificationID, warnBefore: warnBefore, rest: rest, followUp: followUp))
        }

        private mutating func reading(_ fields: inout Fields) -> ClockReading? {
            guard let boot = fields.next(),
                  let boottime = fields.next().flatMap(Self.number),
                  let wall = fields.next().flatMap(Self.number)
            else { return nil }
            if !lastBoot.withUnsafeBufferPointer({ Self.equal(boot, $0) }) {
                guard let id = Self.text(boot) else { return nil }
                lastBoot = Array(boot)
                lastBootID = id
            }
            return ClockReading(bootID: lastBootID, boottime: boottime, wall: wall)
        }

        private static func equal(_ field: Slice<UnsafeBufferPointer<UInt8>>, _ word: StaticString) -> Bool {
            field.count == word.utf8CodeUnitCount
                && memcmp(field.base.baseAddress! + field.startIndex, word.utf8Start, field.count) == 0
        }

        private static func equal(_ field: Slice<UnsafeBufferPointer<UInt8>>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
            field.count == other.count
                && (field.isEmpty || memcmp(field.base.baseAddress! + field.startIndex, other.baseAddress!, field.count) == 0)
        }

        private static func number(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
            var i = field.startIndex
            let negative = i < field.endIndex && field[i] == 0x2D
            if negative { i += 1 }
            guard i < field.endIndex, field.endIndex - i <= 19 else { return nil }
            var value: Int64 = 0
            while i < field.endIndex {
                let digit = field[i] &- 0x30
                guard digit < 10 else { return nil }
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                // Negative values accumulate downwards, so Int64.min reads back.
                let (sum, o2) = negative ? times10.subtractingReportingOverflow(Int64(digit))
                    : times10.addingReportingOverflow(Int64(digit))
                guard !o1, !o2 else { return nil }
                value = sum
                i += 1
            }
            return value
        }

        private static func text(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
            guard field.contains(backslash) else { return String(validating: field, as: UTF8.self) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(field.count)
            var escaped = false
            for byte in field {
                if escaped {
                    switch byte {
                    case backslash: bytes.append(backslash)
                    case 0x74: bytes.append(tab)
                    case 0x6E: bytes.append(0x0A)
                    case 0x72: bytes.append(0x0D)
                    default: return nil
                    }
                    escaped = false
                } else if byte == backslash {
                    escaped = true
                } else {
                    bytes.append(byte)
                }
            }
            return escaped ? nil : String(validating: bytes, as: UTF8.self)
        }
    }

    /// The tab-separated fields of a record, in order.
    private struct Fields {
        let record: UnsafeBufferPointer<UInt8>
        var position = 0
        var done = false

        init(_ record: UnsafeBufferPointer<UInt8>) { self.record = record }

        mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
            guard !done else { return nil }
            var end = position
            while end < record.count, record[end] != JournalRecord.tab { end += 1 }
            let field = record[position..<end]
            if end == record.count { done = true } else { position = end + 1 }
            return field
        }
    }
}
