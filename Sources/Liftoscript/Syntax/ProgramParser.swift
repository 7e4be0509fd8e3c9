/// Reads a program's text: `# Week` and `## Day` headers, `//` descriptions
/// (`///` is a note nobody is shown), and exercise lines, which
/// `ExerciseLineParser` reads. A line with a mistake is reported and
/// skipped, and reading goes on, so one run finds every mistake.
public enum ProgramParser {
    /// The program in `text` (plain Liftoscript, or Markdown with it in
    /// ```` ```liftoscript ```` blocks), or every mistake in it.
    public static func parse(_ text: String) throws(ProgramSyntaxErrors) -> ProgramSyntax {
        try parse(SourceText(ProgramFile.liftoscript(in: text)))
    }

    /// The program in `source`, the Liftoscript already taken from its file.
    static func parse(_ source: SourceText) throws(ProgramSyntaxErrors) -> ProgramSyntax {
        var reader = ProgramReader(source)
        reader.read()
        guard reader.errors.isEmpty else { throw ProgramSyntaxErrors(reader.errors) }
        return ProgramSyntax(weeks: reader.weeks)
    }
}

private struct ProgramReader {
    var cursor: TextCursor
    var weeks: [WeekSyntax] = []
    var errors: [ProgramSyntaxError] = []
    /// `//` lines read since the last header or exercise, in groups an
    /// empty line (or a `///` line) separates.
    var descriptions: [[String]] = []
    var groupOpen = false

    init(_ source: SourceText) {
        cursor = TextCursor(source)
    }

    mutating func read() {
        while !cursor.atEnd {
            cursor.skipSpaces()
            if cursor.atLineEnd {
                groupOpen = false
                cursor.skipLine()
            } else if cursor.looking(at: "///") {
                groupOpen = false
                cursor.skipLine()
            } else if cursor.take("//") {
                describe()
            } else if cursor.looking(at: "#") {
                header()
            } else {
                exerciseLine()
            }
        }
    }

    /// A `//` line: joins the open group, or opens one.
    private mutating func describe() {
        let start = cursor.offset
        while !cursor.atLineEnd { cursor.advance() }
        let line = String(cursor.text(from: start).trimmingWhitespace())
        if groupOpen, !descriptions.isEmpty { descriptions[descriptions.count - 1].append(line) } else { descriptions.append([line]) }
        groupOpen = true
        cursor.skipLine()
    }

    /// `# Week name` or `## Day name`; the descriptions above it are its own.
    private mutating func header() {
        let position = cursor.position
        let isDay = cursor.take("##")
        if !isDay { _ = cursor.take("#") }
        let start = cursor.offset
        while !cursor.atLineEnd { cursor.advance() }
        let name = String(cursor.text(from: start).trimmingWhitespace())
        cursor.skipLine()
        let description = takeDescriptions().first
        if isDay {
            guard !weeks.isEmpty else {
                errors.append(ProgramSyntaxError("a day needs a week first: write \"# Week 1\" above it", at: position, in: cursor.source))
                return
            }
            weeks[weeks.count - 1].days.append(DaySyntax(name: name, description: description, exercises: [], position: position))
        } else {
            weeks.append(WeekSyntax(name: name, description: description, days: [], position: position))
        }
    }

    private mutating func exerciseLine() {
        let start = cursor.offset
        let end = LineExtent.end(of: cursor.source, from: start)
        let position = cursor.position
        let (groups, current) = descriptionGroups()
        defer { cursor.offset = end; cursor.skipLine() }
        guard let week = weeks.indices.last, let day = weeks[week].days.indices.last else {
            errors.append(ProgramSyntaxError("an exercise needs a week and a day first: write \"# Week 1\" and \"## Day 1\" above it",
                                             at: position, in: cursor.source))
            return
        }
        do {
            var line = try ExerciseLineParser.parse(cursor.source, from: start, to: end)
            line.descriptions = groups
            line.currentDescription = current
            weeks[week].days[day].exercises.append(line)
        } catch {
            errors.append(error)
        }
    }

    /// The descriptions read since the last line, joined per group, and
    /// forgotten.
    private mutating func takeDescriptions() -> [String] {
        defer { descriptions = []; groupOpen = false }
        return descriptions.map { $0.joined(separator: "\n") }
    }

    /// The groups above an exercise, the one marked `!` current (its mark
    /// taken off), else the first.
    private mutating func descriptionGroups() -> ([String], Int) {
        var groups = takeDescriptions()
        let marked = groups.firstIndex { $0.hasPrefix("!") }
        if let marked { groups[marked] = String(groups[marked].dropFirst().trimmingWhitespace()) }
        return (groups, marked ?? 0)
    }
}

/// Where an exercise line ends: at the end of its last physical line,
/// reading a script (`{~ … ~}`) and a `\` before the line break as part of it.
enum LineExtent {
    static func end(of source: SourceText, from start: Int) -> Int {
        var cursor = TextCursor(source, at: start)
        while !cursor.atEnd {
            if cursor.take("{~") {
                while !cursor.atEnd, !cursor.looking(at: "~}") { cursor.advance() }
                _ = cursor.take("~}")
            } else if cursor.peek == "\\" {
                cursor.advance()
                cursor.skipSpaces()
                if cursor.peek == "\r" { cursor.advance() }
                if cursor.peek == "\n" { cursor.advance() }
            } else if cursor.atLineEnd {
                return cursor.offset
            } else {
                cursor.advance()
            }
        }
        return cursor.offset
    }
}
