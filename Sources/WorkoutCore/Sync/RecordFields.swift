import GRDB

/// A record's fields object read as SQLite's `json_each` reads it — a
/// string unescaped, a whole number as INTEGER, any other number as REAL,
/// true and false as 1 and 0, null as NULL, an array or object as its JSON
/// text — without a statement: applying another device's records reads
/// one object per record, and `json_each` through GRDB cost a fifth of an
/// apply's time. Nil for anything else (the apply then asks SQLite).
enum RecordFields {
    static func parse(_ json: String) -> [(String, DatabaseValue)]? {
        var json = json
        return json.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.object()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func object() -> [(String, DatabaseValue)]? {
            var out: [(String, DatabaseValue)] = []
            guard take(0x7B) else { return nil }
            if take(0x7D) { return i == bytes.count ? out : nil }
            repeat {
                guard let key = string(), take(0x3A), let value = value() else { return nil }
                out.append((key, value))
            } while take(0x2C)
            guard take(0x7D), i == bytes.count else { return nil }
            return out
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard i < bytes.count, bytes[i] == byte else { return false }
            i += 1
            return true
        }

        private mutating func value() -> DatabaseValue? {
            guard i < bytes.count else { return nil }
            switch bytes[i] {
            case 0x22: return string()?.databaseValue
            case 0x7B, 0x5B:
                let start = i
                guard skipNested() else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self).databaseValue
            case 0x74: return word("true") ? 1.databaseValue : nil
            case 0x66: return word("false") ? 0.databaseValue : nil
            case 0x6E: return word("null") ? .null : nil
            default: return number()
            }
        }

        private mutating func word(_ w: StaticString) -> Bool {
            let n = w.utf8CodeUnitCount
            guard i + n <= bytes.count else { return false }
            for k in 0..<n where bytes[i + k] != w.utf8Start[k] { return false }
            i += n
            return true
        }

        /// JSON's grammar exactly (no `+5`, no `007`): what SQLite reads
        /// another way is left to SQLite.
        private mutating func number() -> DatabaseValue? {
            let start = i
            var whole = true
            _ = take(0x2D)
            if !take(0x30) { guard digits() else { return nil } }
            if take(0x2E) {
                whole = false
                guard digits() else { return nil }
            }
            if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
                whole = false
                i += 1
                if !take(0x2B) { _ = take(0x2D) }
                guard digits() else { return nil }
            }
            return finish(start, whole)
        }

        private mutating func digits() -> Bool {
            let start = i
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }
            return i > start
        }

        private func finish(_ start: Int, _ whole: Bool) -> DatabaseValue? {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            if whole, let n = Int64(text) { return n.databaseValue }
            return Double(text)?.databaseValue
        }

        /// A string, unescaped; the reader stays within the bytes given.
        private mutating func string() -> String? {
            guard take(0x22) else { return nil }
            // Most strings have no escape: one slice.
            var end = i
            while end < bytes.count, bytes[end] != 0x22, bytes[end] != 0x5C, bytes[end] >= 0x20 { end += 1 }
            if end < bytes.count, bytes[end] == 0x22 {
                defer { i = end + 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self)
            }
            var out = Array(bytes[i..<end])
            i = end
            while i < bytes.count {
                let byte = bytes[i]
                i += 1
                switch byte {
                case 0x22: return String(decoding: out, as: UTF8.self)
                case 0x5C:
                    guard i < bytes.count else { return nil }
                    let escape = bytes[i]
                    i += 1
                    switch escape {
                    case 0x22, 0x5C, 0x2F: out.append(escape)
                    case 0x62: out.append(0x08)
                    case 0x66: out.append(0x0C)
                    case 0x6E: out.append(0x0A)
                    case 0x72: out.append(0x0D)
                    case 0x74: out.append(0x09)
                    case 0x75:
                        // NUL is left to SQLite, which ends text there.
                        guard var scalar = hex4(), scalar != 0 else { return nil }
                        if (0xD800..<0xDC00).contains(scalar) {
                            guard take(0x5C), take(0x75), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let u = Unicode.Scalar(scalar) else { return nil }
                        out.append(contentsOf: Array(String(Character(u)).utf8))
                    default: return nil
                    }
                case ..<0x20: return nil
                default: out.append(byte)
                }
            }
            return nil
        }

        private mutating func hex4() -> UInt32? {
            guard i + 4 <= bytes.count else { return nil }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let c = bytes[i]
                i += 1
                switch c {
                case 0x30...0x39: v = v << 4 | UInt32(c - 0x30)
                case 0x61...0x66: v = v << 4 | UInt32(c - 0x61 + 10)
                case 0x41...0x46: v = v << 4 | UInt32(c - 0x41 + 10)
                default: return nil
                }
            }
            return v
        }

        /// Past an array or object, checked as JSON with no space in it:
        /// it is kept as written, which is then as SQLite writes it.
        private mutating func skipNested(depth: Int = 0) -> Bool {
            guard depth < 32, i < bytes.count else { return false }
            let isObject = bytes[i] == 0x7B
            let close: UInt8 = isObject ? 0x7D : 0x5D
            i += 1
            if take(close) { return true }
            repeat {
                if isObject { guard string() != nil, take(0x3A) else { return false } }
                guard i < bytes.count else { return false }
                switch bytes[i] {
                case 0x7B, 0x5B: guard skipNested(depth: depth + 1) else { return false }
                default: guard value() != nil else { return false }
                }
            } while take(0x2C)
            return take(close)
        }
    }
}
