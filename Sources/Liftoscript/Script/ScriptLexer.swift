/// A script's words: numbers (with their unit or `%` written against
/// them), names, and the operators and brackets, each with its offset.
/// Spaces, line breaks, `;` and `//` comments separate them.
struct ScriptToken: Equatable {
    enum Kind: Equatable {
        case number(Double)
        case load(Load)
        case name(String)
        /// Operators and brackets, as typed (`+=`, `&&`, `[`, …).
        case symbol(String)
        case end
    }

    var kind: Kind
    var offset: Int
}

enum ScriptLexer {
    /// The tokens of `source` from `start` to `end` (the script's braces
    /// excluded); the last is `.end` at `end`.
    static func tokens(in source: SourceText, from start: Int, to end: Int) throws(ProgramSyntaxError) -> [ScriptToken] {
        var cursor = TextCursor(source, at: start)
        var tokens: [ScriptToken] = []
        while true {
            skipBlanks(&cursor, end: end)
            guard cursor.offset < end, let c = cursor.peek else { break }
            let at = cursor.offset
            if c.isDigit || (c == "." && cursor.peek(1)?.isDigit == true) {
                tokens.append(ScriptToken(kind: literal(&cursor), offset: at))
            } else if let word = cursor.keyword() {
                tokens.append(ScriptToken(kind: .name(word), offset: at))
            } else if let symbol = symbols.first(where: { cursor.looking(at: $0) }) {
                cursor.advance(symbol.unicodeScalars.count)
                tokens.append(ScriptToken(kind: .symbol(symbol), offset: at))
            } else {
                throw ProgramSyntaxError("unexpected \"\(Character(c))\" in the script", at: cursor.position, in: source)
            }
        }
        tokens.append(ScriptToken(kind: .end, offset: end))
        return tokens
    }

    /// Longest first, so `>=` is read before `>`.
    private static let symbols = ["+=", "-=", "*=", "/=", "==", "!=", ">=", "<=", "&&", "||",
                                  "+", "-", "*", "/", "%", ">", "<", "=", "!", "?", ":", "(", ")", "[", "]", "{", "}", ",", "."]

    /// `5`, `2.5kg`, `100lb`, `80%` (a `%` against a number is a percentage;
    /// the remainder operator is written apart: `a % b`).
    private static func literal(_ cursor: inout TextCursor) -> ScriptToken.Kind {
        let value = cursor.number() ?? 0
        // `5.` is five.
        if cursor.peek == ".", cursor.peek(1)?.isDigit != true, cursor.peek(1)?.isLetter != true { cursor.advance() }
        if cursor.looking(at: "lb") || cursor.looking(at: "kg") {
            let unit: WeightUnitSyntax = cursor.looking(at: "lb") ? .lb : .kg
            if !(cursor.peek(2).map { $0.isLetter || $0.isDigit || $0 == "_" } ?? false) {
                cursor.advance(2)
                return .load(.mass(value, unit))
            }
        }
        if cursor.peek == "%" {
            cursor.advance()
            return .load(.percent((value * 100).rounded() / 100))
        }
        return .number(value)
    }

    private static func skipBlanks(_ cursor: inout TextCursor, end: Int) {
        while cursor.offset < end, let c = cursor.peek {
            if c == " " || c == "\t" || c == "\n" || c == "\r" || c == ";" {
                cursor.advance()
            } else if cursor.looking(at: "//") {
                while cursor.offset < end, let c = cursor.peek, c != "\n" { cursor.advance() }
            } else {
                return
            }
        }
    }
}
