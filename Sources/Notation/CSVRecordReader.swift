import Platform
#if canImport(Glibc)
import Glibc
#endif

/// Reads delimited records from a file in fixed 1 MB chunks, so memory stays
/// the same for a 200-row export and a 1,000,000-row one. Quoted fields
/// (with `""` escapes and line breaks inside), CRLF or LF, a leading BOM and
/// a missing final newline are all accepted. Field bytes are copied,
/// unescaped, into one reused buffer: reading a row allocates nothing.
///
/// Not thread-safe; one reader per file.
package struct CSVRecordReader: ~Copyable {
    package enum Outcome {
        case record
        /// A record that cannot be read; the reader has moved past it.
        case malformed(SkipReason)
    }

    /// The longest record kept; longer ones are skipped whole.
    package static let maxRecordBytes = 1 << 20

    private let fd: Int32
    private let chunk: UnsafeMutableBufferPointer<UInt8>
    private var position = 0
    private var filled = 0
    private var atEOF = false
    package var delimiter: UInt8 = UInt8(ascii: ",")
    /// When set, `,` inside a number is a decimal point (`;` exports from
    /// locales that write `22,5`).
    package var decimalComma = false

    /// Bytes consumed so far, for progress.
    package private(set) var bytesRead = 0
    /// The line the current record starts on (1-based, header included).
    package private(set) var line = 0
    private var nextLine = 1

    /// The current record's unescaped field contents, back to back: the
    /// first `count` bytes of a buffer one longer than the longest record
    /// kept (appending a byte is a store, not an Array's uniqueness check).
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    /// End offset in `bytes` of each field of the current record.
    private(set) var ends: [Int] = []

    package init(fd: Int32) {
        self.fd = fd
        chunk = .allocate(capacity: 1 << 20)
        bytes = .allocate(capacity: Self.maxRecordBytes + 1)
        ends.reserveCapacity(32)
    }

    deinit {
        chunk.deallocate()
        bytes.deallocate()
    }

    package var fieldCount: Int { ends.count }

    /// Skips a UTF-8 byte order mark at the very start.
    package mutating func skipByteOrderMark() throws(ImportError) {
        guard try fill(atLeast: 3) else { return }
        if chunk[position] == 0xEF, chunk[position + 1] == 0xBB, chunk[position + 2] == 0xBF {
            position += 3
            bytesRead += 3
        }
    }

    /// The first line's raw bytes (at most `limit`), without consuming them:
    /// nil when the file has no complete first line within the limit.
    package mutating func peekFirstLine(limit: Int) throws(ImportError) -> [UInt8]? {
        _ = try fill(atLeast: limit)
        let available = filled - position
        let window = min(available, limit)
        var end = position
        while end < position + window, chunk[end] != 0x0A { end += 1 }
        if end == position + window {
            // No line break: the whole file, if it ends within the limit.
            guard atEOF, available <= limit else { return nil }
        }
        var line = Array(chunk[position..<end])
        if line.last == 0x0D { line.removeLast() }
        return line
    }

    /// Ensures `count` unread bytes are buffered when the file has them;
    /// false at end of file with fewer.
    private mutating func fill(atLeast count: Int) throws(ImportError) -> Bool {
        if filled - position >= count { return true }
        if position > 0 {
            let remaining = filled - position
            if remaining > 0 {
                UnsafeMutableRawPointer(chunk.baseAddress!).copyMemory(from: chunk.baseAddress! + position, byteCount: remaining)
            }
            filled = remaining
            position = 0
        }
        while !atEOF, filled < count, filled < chunk.count {
            let n: Int
            do { n = try SystemError.retrying("read") { read(fd, chunk.baseAddress! + filled, chunk.count - filled) } }
            catch { throw .unreadable(String(cString: strerror(error.code))) }
            if n == 0 { atEOF = true } else { filled += n }
        }
        return filled - position >= count
    }

    /// Moves to the next record; nil at end of file. Blank lines are passed over.
    package mutating func next() throws(ImportError) -> Outcome? {
        while true {
            guard let outcome = try scanRecord() else { return nil }
            if case .record = outcome, ends.count == 1, ends[0] == 0 { continue }
            return outcome
        }
    }

    private enum State { case fieldStart, unquoted, quoted, quoteInQuoted }

    private mutating func scanRecord() throws(ImportError) -> Outcome? {
        count = 0
        ends.removeAll(keepingCapacity: true)
        line = nextLine
        var state = State.fieldStart
        var tooLong = false
        var started = false
        let delimiter = self.delimiter
        while true {
            if position == filled {
                guard try fill(atLeast: 1) else {
                    // End of file.
                    if !started { return nil }
                    if state == .quoted { return .malformed(.unterminatedQuote) }
                    ends.append(count)
                    return tooLong ? .malformed(.lineTooLong) : .record
                }
            }
            started = true
            let base = chunk.baseAddress!
            var i = position
            let end = filled
            while i < end {
                let b = base[i]
                i += 1
                switch state {
                case .quoted:
                    if b == 0x22 { state = .quoteInQuoted; continue }
                    if b == 0x0A { nextLine += 1 }
                    if !tooLong { bytes[count] = b; count += 1 }
                case .quoteInQuoted:
                    if b == 0x22 {
                        // An escaped quote. Written and checked here: this path
                        // skips the check below, and `""""…` takes only it.
                        if !tooLong { bytes[count] = b; count += 1 }
                        if count > Self.maxRecordBytes, !tooLong { tooLong = true; count = 0 }
                        state = .quoted
                        continue
                    }
                    state = .unquoted
                    fallthrough
                case .fieldStart, .unquoted:
                    if b == delimiter {
                        ends.append(count)
                        state = .fieldStart
                    } else if b == 0x0A {
                        nextLine += 1
                        ends.append(count)
                        bytesRead += i - position
                        position = i
                        return tooLong ? .malformed(.lineTooLong) : .record
                    } else if b == 0x22, state == .fieldStart {
                        state = .quoted
                    } else if b != 0x0D, !tooLong {
                        bytes[count] = b
                        count += 1
                        state = .unquoted
                    } else {
                        state = .unquoted
                    }
                }
                if count > Self.maxRecordBytes, !tooLong {
                    tooLong = true
                    count = 0
                }
            }
            bytesRead += i - position
            position = i
        }
    }

    // MARK: Fields of the current record

    private func range(_ field: Int) -> Range<Int> {
        (field == 0 ? 0 : ends[field - 1])..<ends[field]
    }

    package func isEmpty(_ field: Int) -> Bool { range(field).isEmpty }

    package func string(_ field: Int) -> String {
        let r = range(field)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[r]), as: UTF8.self)
    }

    /// The field without surrounding spaces, as a String; nil when empty.
    package func text(_ field: Int) -> String? {
        var r = range(field)
        while !r.isEmpty, bytes[r.lowerBound] == 0x20 { r = (r.lowerBound + 1)..<r.upperBound }
        while !r.isEmpty, bytes[r.upperBound - 1] == 0x20 { r = r.lowerBound..<(r.upperBound - 1) }
        if r.isEmpty { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[r]), as: UTF8.self)
    }

    package func equals(_ field: Int, _ literal: StaticString) -> Bool {
        let r = range(field)
        guard r.count == literal.utf8CodeUnitCount else { return false }
        return memcmp(bytes.baseAddress! + r.lowerBound, literal.utf8Start, r.count) == 0
    }

    /// Calls `body` with the field's bytes.
    package func withBytes<R>(_ field: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let r = range(field)
        return body(UnsafeBufferPointer(rebasing: bytes[r]))
    }

    /// A number field: `.empty` for an empty field, `.invalid` for one that
    /// is not a decimal number.
    package func number(_ field: Int) -> ParsedNumber {
        withBytes(field) { DecimalText.parse($0, decimalComma: decimalComma) }
    }
}

package enum ParsedNumber: Equatable {
    case empty, invalid
    case value(Double)
}

/// Plain decimal numbers (`75`, `-2.5`, `8.0`, `149.99999999999997`, `1e3`)
/// without going through a String or the C locale.
package enum DecimalText {
    package static func parse(_ text: UnsafeBufferPointer<UInt8>, decimalComma: Bool = false) -> ParsedNumber {
        var i = 0
        let n = text.count
        while i < n, text[i] == 0x20 { i += 1 }
        var end = n
        while end > i, text[end - 1] == 0x20 { end -= 1 }
        if i == end { return .empty }
        var negative = false
        if text[i] == 0x2D || text[i] == 0x2B { negative = text[i] == 0x2D; i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var sawDigit = false
        var sawPoint = false
        while i < end {
            let b = text[i]
            if b >= 0x30, b <= 0x39 {
                sawDigit = true
                if digits < 18 {
                    mantissa = mantissa * 10 + UInt64(b - 0x30)
                    if mantissa > 0 { digits += 1 }
                    if sawPoint { exponent -= 1 }
                } else if !sawPoint {
                    exponent += 1
                }
            } else if (b == 0x2E || (decimalComma && b == 0x2C)), !sawPoint {
                sawPoint = true
            } else if b == 0x65 || b == 0x45 {
                i += 1
                var expNegative = false
                if i < end, text[i] == 0x2D || text[i] == 0x2B { expNegative = text[i] == 0x2D; i += 1 }
                guard i < end else { return .invalid }
                var e = 0
                while i < end {
                    let d = text[i]
                    guard d >= 0x30, d <= 0x39, e < 10_000 else { return .invalid }
                    e = e * 10 + Int(d - 0x30)
                    i += 1
                }
                exponent += expNegative ? -e : e
                break
            } else {
                return .invalid
            }
            i += 1
        }
        guard sawDigit else { return .invalid }
        var value = Double(mantissa)
        if exponent != 0 {
            if exponent > 0 { value *= pow10(exponent) } else { value /= pow10(-exponent) }
        }
        guard value.isFinite else { return .invalid }
        return .value(negative ? -value : value)
    }

    private static func pow10(_ e: Int) -> Double {
        var result = 1.0
        var base = 10.0
        var e = e
        while e > 0 {
            if e & 1 == 1 { result *= base }
            base *= base
            e >>= 1
        }
        return result
    }
}
