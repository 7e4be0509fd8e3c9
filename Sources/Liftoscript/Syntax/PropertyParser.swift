/// The properties of an exercise line: `progress:`, `update:`, `warmup:`,
/// `id:`, `used:` and `superset:`.
extension ExerciseLineParser {
    static let properties = ["progress", "update", "warmup", "id", "used", "superset"]

    mutating func property(_ name: String, at position: SourcePosition) throws(ProgramSyntaxError) {
        switch name {
        case "progress": line.progress = try progress()
        case "update":
            if takeNone() { return }
            let (state, script) = try custom(for: "update")
            guard state.isEmpty else {
                throw ProgramSyntaxError("an update script takes its state variables from progress: write custom()", at: position, in: cursor.source)
            }
            line.update = script
        case "warmup": line.warmup = try warmup()
        case "id": line.tags = try tags()
        case "used":
            guard takeNone() else { throw failure("expected \"none\" after used: (a line never scheduled itself)") }
            line.unused = true
        case "superset":
            let start = cursor.offset
            while !atEnd, let c = cursor.peek, c != "/", c != "\\", !cursor.looking(at: "//") { cursor.advance() }
            let group = collapse(cursor.text(from: start))
            guard !group.isEmpty else { throw failure("expected the superset's name, like superset: A") }
            line.superset = group
        default:
            let known = Self.properties.joined(separator: ", ")
            throw ProgramSyntaxError("there is no property \"\(name)\"; the properties are \(known)", at: position, in: cursor.source)
        }
    }

    private mutating func takeNone() -> Bool {
        var probe = cursor
        guard probe.keyword() == "none" else { return false }
        cursor = probe
        return true
    }

    /// `none`, `lp(…)`, `dp(…)`, `sum(…)`, or `custom(…)` with its script.
    private mutating func progress() throws(ProgramSyntaxError) -> ProgressSyntax {
        let position = cursor.position
        var probe = cursor
        guard let kind = probe.keyword() else { throw failure("expected lp(…), dp(…), sum(…), custom(…) {~ … ~} or none") }
        switch kind {
        case "none":
            cursor = probe
            return .none
        case "custom":
            let (state, script) = try custom(for: "progress")
            return .custom(state: state, script: script)
        case "lp", "dp", "sum":
            cursor = probe
            let arguments = try builtInArguments()
            try BuiltInProgression.check(kind, arguments, at: position, in: cursor.source)
            return .builtIn(name: kind, arguments: arguments, position: position)
        default:
            throw ProgramSyntaxError("there is no progression \"\(kind)\"; use lp, dp, sum, custom or none", at: position, in: cursor.source)
        }
    }

    /// `(5lb, 2, 1)`.
    private mutating func builtInArguments() throws(ProgramSyntaxError) -> [ArgumentSyntax] {
        guard cursor.take("(") else { throw failure("expected \"(\" and the progression's arguments") }
        var arguments: [ArgumentSyntax] = []
        cursor.skipSpaces()
        if cursor.take(")") { return arguments }
        repeat {
            cursor.skipSpaces()
            arguments.append(try argument())
            cursor.skipSpaces()
        } while cursor.take(",")
        guard cursor.take(")") else { throw failure("expected \",\" or \")\"") }
        return arguments
    }

    /// `5`, `2.5kg`, `-5lb`, `10%`.
    private mutating func argument() throws(ProgramSyntaxError) -> ArgumentSyntax {
        let negative = cursor.take("-")
        if !negative { _ = cursor.take("+") }
        guard let value = cursor.number() else { throw failure("expected a number, a weight (5lb, 2.5kg) or a percentage (5%)") }
        let signed = negative ? -value : value
        if cursor.take("lb") { return .load(.mass(signed, .lb)) }
        if cursor.take("kg") { return .load(.mass(signed, .kg)) }
        if cursor.take("%") { return .load(.percent((signed * 100).rounded() / 100)) }
        return .number((signed * 100).rounded() / 100)
    }

    /// `custom(name: 5lb, asked+: 0) {~ script ~}` or `custom(…) { ...Exercise }`.
    private mutating func custom(for property: String) throws(ProgramSyntaxError) -> ([StateVariableSyntax], ScriptSource) {
        guard cursor.keyword() == "custom" else { throw failure("expected custom() {~ … ~} after \(property):") }
        guard cursor.take("(") else { throw failure("expected \"(\" after custom") }
        var state: [StateVariableSyntax] = []
        cursor.skipSpaces()
        if !cursor.take(")") {
            repeat {
                cursor.skipSpaces()
                let position = cursor.position
                guard let name = cursor.keyword() else { throw failure("expected a state variable, like increment: 5lb") }
                let asks = cursor.take("+")
                cursor.skipSpaces()
                guard cursor.take(":") else { throw failure("expected \":\" and the value of state.\(name)") }
                cursor.skipSpaces()
                guard !state.contains(where: { $0.name == name }) else {
                    throw ProgramSyntaxError("state.\(name) is declared twice", at: position, in: cursor.source)
                }
                state.append(StateVariableSyntax(name: name, value: try argument(), asksLifter: asks, position: position))
                cursor.skipSpaces()
            } while cursor.take(",")
            guard cursor.take(")") else { throw failure("expected \",\" or \")\" after the state variables") }
        }
        skipBlanks()
        if cursor.take("{~") {
            let start = cursor.offset
            while cursor.offset < end, !cursor.looking(at: "~}") { cursor.advance() }
            guard cursor.looking(at: "~}") else {
                throw ProgramSyntaxError("expected \"~}\" to close the script", at: cursor.source.position(of: start - 2), in: cursor.source)
            }
            let script = try ScriptParser.parse(cursor.source, from: start, to: cursor.offset)
            cursor.advance(2)
            return (state, .written(script))
        }
        if cursor.take("{") {
            cursor.skipSpaces()
            guard cursor.looking(at: "...") else { throw failure("expected {~ script ~} or { ...Exercise } after custom(…)") }
            let reused = try reuse()
            guard cursor.take("}") else { throw failure("expected \"}\" after the exercise whose script is reused") }
            return (state, .reused(reused))
        }
        throw failure("expected {~ script ~} or { ...Exercise } after custom(…)")
    }

    /// `none`, or warm-up sets separated by commas.
    private mutating func warmup() throws(ProgramSyntaxError) -> WarmupSyntax {
        if takeNone() { return .none }
        var sets: [WarmupSetSyntax] = []
        repeat {
            skipBlanks()
            sets.append(try SetParser.warmupSet(&cursor, end: end))
            skipBlanks()
        } while cursor.take(",")
        return .sets(sets)
    }

    /// `tags(1, 2)`.
    private mutating func tags() throws(ProgramSyntaxError) -> [Int] {
        guard cursor.keyword() == "tags", cursor.take("(") else { throw failure("expected tags(…) after id:, like id: tags(1)") }
        var tags: [Int] = []
        repeat {
            cursor.skipSpaces()
            guard let tag = cursor.integer() else { throw failure("expected a tag, a whole number") }
            tags.append(tag)
            cursor.skipSpaces()
        } while cursor.take(",")
        guard cursor.take(")") else { throw failure("expected \",\" or \")\" after the tags") }
        return tags
    }
}
