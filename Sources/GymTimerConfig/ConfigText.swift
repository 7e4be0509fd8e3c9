/// config.toml as the bytes the person wrote, for changing one setting
/// without touching anything else: comments, blank lines, order, quoting and
/// indentation stay byte for byte. It reads only what that needs — table
/// headers, keys, and where each value starts and ends — and leaves judging
/// the document to TOMLKit, which `ConfigFile` asks before every change and
/// again on its result.
struct ConfigText {
    private(set) var bytes: [UInt8]
    /// Every `key = value`, in the order written.
    private(set) var entries: [Entry] = []
    /// Every `[table]` and `[[array]]` header, in the order written.
    private(set) var headers: [Header] = []

    struct Entry {
        /// The whole dotted path: its table's, then its own (`timer`, `default_rest`).
        var path: [String]
        /// The header it sits under (empty: the top of the file).
        var table: [String]
        /// Under an `[[array]]` header, where one path names several values.
        var inArray: Bool
        /// The line its key is on, from 1.
        var line: Int
        /// From the start of its key's line to past the newline ending its value's last line.
        var lines: Range<Int>
        /// The value itself, without the blanks and comment after it.
        var value: Range<Int>
    }

    struct Header {
        var path: [String]
        var isArray: Bool
        var line: Int
        var lines: Range<Int>
    }

    init(_ text: String) {
        bytes = Array(text.utf8)
        scan()
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The line `path` is written on; for a key inside an inline table or an
    /// array of tables, the line that opens it.
    func line(of path: [String]) -> Int? {
        var prefix = path
        while !prefix.isEmpty {
            if let entry = entries.first(where: { $0.path == prefix }) { return entry.line }
            if let header = headers.first(where: { $0.path == prefix }) { return header.line }
            prefix.removeLast()
        }
        return nil
    }

    /// Sets `path` to `literal` (a TOML value as it is to be written): in
    /// place when the file has the key, its indentation and comment kept;
    /// else on a new line after the last key of its table (dotted, as its
    /// neighbours are), or after the table's header; else in a new `[table]`
    /// at the end. False when the key sits where one line cannot hold it:
    /// inside an inline table or an array of tables.
    mutating func set(_ path: [String], to literal: String) -> Bool {
        if let entry = entries.last(where: { $0.path == path && !$0.inArray }) {
            bytes.replaceSubrange(entry.value, with: Array(literal.utf8))
            scan()
            return true
        }
        let unreachable = entries.contains { $0.path.count < path.count && path.starts(with: $0.path) }
            || entries.contains { $0.inArray && path.starts(with: $0.table) }
            || headers.contains { $0.isArray && path.starts(with: $0.path) }
        guard !unreachable, let name = path.last else { return false }
        let table = Array(path.dropLast())
        if table.isEmpty {
            insertAtTop(Array("\(name) = \(literal)\n".utf8))
        } else if let sibling = entries.last(where: { !$0.inArray && $0.path.count == path.count && Array($0.path.dropLast()) == table }) {
            let key = path.dropFirst(sibling.table.count).joined(separator: ".")
            let indentation = bytes[sibling.lines].prefix { $0 == Byte.space || $0 == Byte.tab }
            insert(Array(indentation) + Array("\(key) = \(literal)\n".utf8), at: sibling.lines.upperBound)
        } else if let header = headers.last(where: { !$0.isArray && $0.path == table }) {
            insert(Array("\(name) = \(literal)\n".utf8), at: header.lines.upperBound)
        } else {
            let separator = bytes.isEmpty ? "" : bytes.last == Byte.newline ? "\n" : "\n\n"
            bytes += Array("\(separator)[\(table.joined(separator: "."))]\n\(name) = \(literal)\n".utf8)
        }
        scan()
        return true
    }

    /// Removes the line (or lines) of `path`; false when the file does not
    /// have it on lines of its own.
    mutating func remove(_ path: [String]) -> Bool {
        guard let entry = entries.last(where: { $0.path == path && !$0.inArray }) else { return false }
        bytes.removeSubrange(entry.lines)
        scan()
        return true
    }

    // MARK: Inserting

    /// `line` (ending in a newline) at `position`: the start of a line, or
    /// the end of a text that may lack its last newline.
    private mutating func insert(_ line: [UInt8], at position: Int) {
        let needsNewline = position > 0 && bytes[position - 1] != Byte.newline
        bytes.insert(contentsOf: (needsNewline ? [Byte.newline] : []) + line, at: position)
    }

    /// A key outside any table goes after the last such key; else above the
    /// first table and the comment lines heading it; else at the end.
    private mutating func insertAtTop(_ line: [UInt8]) {
        if let last = entries.last(where: { $0.table.isEmpty }) {
            insert(line, at: last.lines.upperBound)
        } else if let first = headers.first {
            var position = first.lines.lowerBound
            while position > 0 {
                let previous = (bytes[..<(position - 1)].lastIndex(of: Byte.newline) ?? -1) + 1
                let content = bytes[previous..<(position - 1)].drop { $0 == Byte.space || $0 == Byte.tab }
                guard content.first == Byte.hash else { break }
                position = previous
            }
            bytes.insert(contentsOf: line + [Byte.newline], at: position)
        } else {
            insert(line, at: bytes.count)
        }
    }

    // MARK: Reading

    private mutating func scan() {
        var entries: [Entry] = []
        var headers: [Header] = []
        var table: [String] = []
        var inArray = false
        var cursor = Cursor(bytes: bytes)
        while !cursor.atEnd {
            let start = cursor.i
            let line = cursor.line
            cursor.skipBlanks()
            let first = cursor.current ?? Byte.newline
            if first == Byte.openBracket {
                cursor.i += 1
                let isArray = cursor.current == Byte.openBracket
                if isArray { cursor.i += 1 }
                if let path = cursor.readKey() {
                    table = path
                    inArray = isArray
                    cursor.skipLine()
                    headers.append(Header(path: path, isArray: isArray, line: line, lines: start..<cursor.i))
                    continue
                }
            } else if first != Byte.hash && first != Byte.newline && first != Byte.carriageReturn, let keys = cursor.readKey() {
                cursor.skipBlanks()
                if cursor.current == Byte.equals {
                    cursor.i += 1
                    cursor.skipBlanks()
                    let valueStart = cursor.i
                    let valueEnd = cursor.skipValue()
                    cursor.skipLine()
                    entries.append(Entry(path: table + keys, table: table, inArray: inArray, line: line,
                                         lines: start..<cursor.i, value: valueStart..<max(valueStart, valueEnd)))
                    continue
                }
            }
            cursor.skipLine()
        }
        self.entries = entries
        self.headers = headers
    }
}

/// The bytes TOML's syntax is made of.
private enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let hash = UInt8(ascii: "#")
    static let equals = UInt8(ascii: "=")
    static let dot = UInt8(ascii: ".")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let underscore = UInt8(ascii: "_")
    static let hyphen = UInt8(ascii: "-")

    static func isBareKey(_ b: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || b == underscore || b == hyphen
    }
}

/// A reading position in the text, and the line it is on.
private struct Cursor {
    let bytes: [UInt8]
    var i = 0
    var line = 1

    var atEnd: Bool { i >= bytes.count }
    var current: UInt8? { i < bytes.count ? bytes[i] : nil }
    func peek(_ offset: Int) -> UInt8? { i + offset < bytes.count ? bytes[i + offset] : nil }

    mutating func skipBlanks() {
        while let c = current, c == Byte.space || c == Byte.tab { i += 1 }
    }

    /// Past the end of this line, its newline included.
    mutating func skipLine() {
        while let c = current, c != Byte.newline { i += 1 }
        if current == Byte.newline {
            i += 1
            line += 1
        }
    }

    /// A key, bare or quoted, dotted or not: `timer.default_rest`, `"a.b".c`.
    mutating func readKey() -> [String]? {
        var parts: [String] = []
        while true {
            skipBlanks()
            guard let c = current else { return nil }
            if c == Byte.quote || c == Byte.apostrophe {
                i += 1
                var part: [UInt8] = []
                while let d = current, d != c, d != Byte.newline {
                    if c == Byte.quote, d == Byte.backslash, let escaped = peek(1) {
                        part.append(escaped)
                        i += 2
                    } else {
                        part.append(d)
                        i += 1
                    }
                }
                guard current == c else { return nil }
                i += 1
                parts.append(String(decoding: part, as: UTF8.self))
            } else {
                let start = i
                while let d = current, Byte.isBareKey(d) { i += 1 }
                guard i > start else { return nil }
                parts.append(String(decoding: bytes[start..<i], as: UTF8.self))
            }
            skipBlanks()
            guard current == Byte.dot else { return parts }
            i += 1
        }
    }

    /// Past a value — a string of any kind, an array or an inline table over
    /// as many lines as it takes — up to the newline or comment after it
    /// (not consumed); returns where its text ends.
    mutating func skipValue() -> Int {
        var depth = 0
        var end = i
        while let c = current {
            if c == Byte.quote || c == Byte.apostrophe {
                skipString(c)
                end = i
            } else if c == Byte.openBracket || c == Byte.openBrace {
                depth += 1
                i += 1
                end = i
            } else if c == Byte.closeBracket || c == Byte.closeBrace {
                depth -= 1
                i += 1
                end = i
            } else if c == Byte.hash {
                while let d = current, d != Byte.newline { i += 1 }
                if depth <= 0 { return end }
            } else if c == Byte.newline {
                if depth <= 0 { return end }
                i += 1
                line += 1
            } else if c == Byte.space || c == Byte.tab || c == Byte.carriageReturn {
                i += 1
            } else {
                i += 1
                end = i
            }
        }
        return end
    }

    /// Past the string `quote` opens here: basic (escapes) or literal, on one
    /// line or tripled over several.
    private mutating func skipString(_ quote: UInt8) {
        let escapes = quote == Byte.quote
        if peek(1) == quote && peek(2) == quote {
            i += 3
            while let c = current {
                if escapes && c == Byte.backslash {
                    if peek(1) == Byte.newline { line += 1 }
                    i += 2
                } else if c == quote && peek(1) == quote && peek(2) == quote {
                    i += 3
                    // Up to two more quotes are the string's own last characters.
                    while current == quote { i += 1 }
                    break
                } else {
                    if c == Byte.newline { line += 1 }
                    i += 1
                }
            }
        } else {
            i += 1
            while let c = current, c != quote, c != Byte.newline {
                i += escapes && c == Byte.backslash ? 2 : 1
            }
            if current == quote { i += 1 }
        }
        i = min(i, bytes.count)
    }
}
