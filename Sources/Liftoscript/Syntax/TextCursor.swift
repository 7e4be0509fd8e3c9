/// A place in a `SourceText` and the small reads both grammars are made of
/// (a word, a number, a run of spaces). Reading past the end yields nil.
struct TextCursor {
    let source: SourceText
    var offset: Int

    init(_ source: SourceText, at offset: Int = 0) {
        self.source = source
        self.offset = offset
    }

    var atEnd: Bool { offset >= source.count }
    var peek: Unicode.Scalar? { offset < source.count ? source.scalars[offset] : nil }
    func peek(_ ahead: Int) -> Unicode.Scalar? {
        offset + ahead < source.count ? source.scalars[offset + ahead] : nil
    }
    var position: SourcePosition { source.position(of: offset) }
    /// At the end of a line (its break, or the end of the text).
    var atLineEnd: Bool { peek == nil || peek == "\n" || (peek == "\r" && peek(1) == "\n") }

    mutating func advance(_ count: Int = 1) { offset = min(source.count, offset + count) }

    /// Whether the text here starts with `word`, without moving.
    func looking(at word: String) -> Bool {
        var i = offset
        for scalar in word.unicodeScalars {
            guard i < source.count, source.scalars[i] == scalar else { return false }
            i += 1
        }
        return true
    }

    /// Moves past `word` if the text here starts with it.
    mutating func take(_ word: String) -> Bool {
        guard looking(at: word) else { return false }
        advance(word.unicodeScalars.count)
        return true
    }

    /// Past spaces and tabs (not line breaks).
    mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\t" || (c == "\r" && peek(1) != "\n") { advance() }
    }

    /// Past the rest of this line and its break.
    mutating func skipLine() {
        while let c = peek, c != "\n" { advance() }
        advance()
    }

    /// The text from `start` to here.
    func text(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: source.scalars[start..<offset])
        return String(view)
    }

    /// Digits with an optional fraction (`5`, `62.5`, `.5`); nil, not
    /// moving, if no number starts here.
    mutating func number() -> Double? {
        let start = offset
        while let c = peek, c.isDigit { advance() }
        if peek == ".", let next = peek(1), next.isDigit {
            advance()
            while let c = peek, c.isDigit { advance() }
        }
        guard offset > start else { return nil }
        return Double(text(from: start))
    }

    /// Digits only, as an Int; nil, not moving, if none start here.
    mutating func integer() -> Int? {
        let start = offset
        while let c = peek, c.isDigit { advance() }
        guard offset > start else { return nil }
        if peek == ".", let next = peek(1), next.isDigit { offset = start; return nil }
        return Int(text(from: start))
    }

    /// A letter or underscore, then letters, digits and underscores.
    mutating func keyword() -> String? {
        guard let c = peek, c.isLetter || c == "_" else { return nil }
        let start = offset
        while let c = peek, c.isLetter || c.isDigit || c == "_" { advance() }
        return text(from: start)
    }
}

extension Unicode.Scalar {
    var isDigit: Bool { ("0"..."9").contains(self) }
    var isLetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
