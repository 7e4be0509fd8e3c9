/// Reads one exercise line, `[label:] Name[, Equipment][[weeks]] / section
/// / …`, its sections in any order: sets (`3x8 @8 90s, 1x5+`), values for
/// every set (`/ 80%`), properties (`progress:`, `update:`, `warmup:`,
/// `id:`, `used:`, `superset:`) and reuse (`...Squat[2:1]`).
struct ExerciseLineParser {
    var cursor: TextCursor
    let end: Int
    var line: ExerciseLineSyntax

    static func parse(_ source: SourceText, from start: Int, to end: Int) throws(ProgramSyntaxError) -> ExerciseLineSyntax {
        var parser = ExerciseLineParser(cursor: TextCursor(source, at: start), end: end,
                                        line: ExerciseLineSyntax(position: source.position(of: start), name: ""))
        try parser.name()
        while try parser.nextSection() { try parser.section() }
        try ScriptCheck.check(parser.line, in: source)
        return parser.line
    }

    static let equipment = ExerciseLineSyntax.equipmentNames

    func failure(_ message: String) -> ProgramSyntaxError {
        ProgramSyntaxError(message, at: cursor.position, in: cursor.source)
    }

    var atEnd: Bool { cursor.offset >= end }

    /// Past spaces and a `\` that carries the line on to the next.
    mutating func skipBlanks() {
        while true {
            cursor.skipSpaces()
            guard cursor.offset < end, cursor.peek == "\\" else { return }
            cursor.advance()
            cursor.skipSpaces()
            if cursor.peek == "\r" { cursor.advance() }
            if cursor.peek == "\n" { cursor.advance() }
        }
    }

    // MARK: The name

    private mutating func name() throws(ProgramSyntaxError) {
        let start = cursor.offset
        while !atEnd, let c = cursor.peek, c != "/", c != "[" {
            if "{}()#]".unicodeScalars.contains(c) { throw failure("\"\(Character(c))\" cannot be part of an exercise's name") }
            if c == "\\" { break }
            cursor.advance()
        }
        var written = collapse(cursor.text(from: start))
        if cursor.peek == "[", !atEnd { try repeatWeeks() }
        if let colon = written.firstIndex(of: ":") {
            let label = collapse(String(written[..<colon]))
            written = collapse(String(written[written.index(after: colon)...]))
            guard !label.isEmpty else { throw ProgramSyntaxError("expected a label before \":\"", at: line.position, in: cursor.source) }
            line.label = label
        }
        if let comma = written.lastIndex(of: ",") {
            let last = collapse(String(written[written.index(after: comma)...]))
            if let known = Self.equipment.first(where: { $0.lowercased() == last.lowercased() }) {
                line.equipment = known
                written = collapse(String(written[..<comma]))
            }
        }
        guard !written.isEmpty else { throw ProgramSyntaxError("expected an exercise's name", at: line.position, in: cursor.source) }
        line.name = written
    }

    /// `[1-4]` (the weeks it repeats in), `[2,1-4]` (and its place in the day).
    private mutating func repeatWeeks() throws(ProgramSyntaxError) {
        cursor.advance()  // `[`
        repeat {
            cursor.skipSpaces()
            guard let first = cursor.integer() else { throw failure("expected a week range like 1-4, or a place in the day") }
            if cursor.take("-") {
                guard let last = cursor.integer(), last >= first else { throw failure("expected the range's last week, at least \(first)") }
                if line.repeatWeeks == nil { line.repeatWeeks = first...last }
            } else if line.order == nil {
                line.order = first
            }
            cursor.skipSpaces()
        } while cursor.take(",")
        guard cursor.take("]") else { throw failure("expected \"]\" after the weeks") }
        cursor.skipSpaces()
    }

    // MARK: Sections

    /// Moves to the next section's start; false at the line's end (or a
    /// `//` comment ending it).
    private mutating func nextSection() throws(ProgramSyntaxError) -> Bool {
        skipBlanks()
        if atEnd || cursor.looking(at: "//") { return false }
        guard cursor.take("/") else { throw failure("expected \"/\" before the next section") }
        skipBlanks()
        return true
    }

    private mutating func section() throws(ProgramSyntaxError) {
        if atEnd || cursor.peek == "/" || cursor.looking(at: "//") { return }
        if cursor.looking(at: "...") {
            line.reuse = try reuse()
            return
        }
        var probe = cursor
        let at = cursor.position
        if let word = probe.keyword() {
            probe.skipSpaces()
            if probe.peek == ":" {
                cursor = probe
                cursor.advance()
                skipBlanks()
                try property(word, at: at)
                return
            }
        }
        try sets()
    }

    /// `...Name`, `...Name[day]`, `...Name[week:day]` (`_` for the current one).
    mutating func reuse() throws(ProgramSyntaxError) -> ReuseSyntax {
        let position = cursor.position
        _ = cursor.take("...")
        let start = cursor.offset
        while !atEnd, let c = cursor.peek, c != "/", c != "[", c != "}", c != "\\" { cursor.advance() }
        let name = collapse(cursor.text(from: start))
        guard !name.isEmpty else { throw failure("expected the name of the exercise to reuse after \"...\"") }
        var reuse = ReuseSyntax(name: name, week: nil, day: nil, position: position)
        if cursor.take("[") {
            let first = try reusePart()
            if cursor.take(":") {
                reuse.week = first
                reuse.day = try reusePart()
            } else {
                reuse.day = first
            }
            guard cursor.take("]") else { throw failure("expected \"]\" after [week:day]") }
        }
        cursor.skipSpaces()
        return reuse
    }

    private mutating func reusePart() throws(ProgramSyntaxError) -> Int? {
        cursor.skipSpaces()
        defer { cursor.skipSpaces() }
        if cursor.take("_") { return nil }
        guard let n = cursor.integer(), n >= 1 else { throw failure("expected a week or day number (from 1), or _") }
        return n
    }

    /// A section of sets (a variation, `!` before it if current), or of
    /// values for every set when none of its sets has `NxM`.
    private mutating func sets() throws(ProgramSyntaxError) {
        let current = cursor.take("!")
        skipBlanks()
        var counted: [SetSyntax] = []
        var values: [SetValues] = []
        repeat {
            skipBlanks()
            let (set, setValues) = try SetParser.set(&cursor, end: end)
            if let set { counted.append(set) } else { values.append(setValues) }
            skipBlanks()
        } while cursor.take(",")
        for v in values { line.globals.fill(from: v) }
        guard !counted.isEmpty else { return }
        if current { line.currentVariation = line.variations.count }
        line.variations.append(counted)
    }

    func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}

extension SetValues {
    /// Takes each value this does not have yet from `other` (the first
    /// section to give one wins).
    mutating func fill(from other: SetValues) {
        if load == nil, other.load != nil { load = other.load; askWeight = other.askWeight }
        if rpe == nil, other.rpe != nil { rpe = other.rpe; logRPE = other.logRPE }
        if restSeconds == nil { restSeconds = other.restSeconds }
        if label == nil { label = other.label }
        if other.askWeight, load == nil { askWeight = true }
    }
}
