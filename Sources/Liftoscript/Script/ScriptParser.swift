/// Reads a script's tokens into `ScriptSyntax`: one method per rule of the
/// grammar, loosest first. Precedence, tightest first: `!` and a sign, a
/// call, an index, `* / %`, `+ -`, comparisons, `&& ||` (one level, left to
/// right, as in the language's grammar: parenthesize mixes), `?:`, then
/// assignment.
struct ScriptParser {
    private let source: SourceText
    private let tokens: [ScriptToken]
    private var index = 0

    /// The script between offsets `start` and `end` of `source`.
    static func parse(_ source: SourceText, from start: Int, to end: Int) throws(ProgramSyntaxError) -> ScriptSyntax {
        var parser = ScriptParser(source: source, tokens: try ScriptLexer.tokens(in: source, from: start, to: end))
        var statements: [ScriptNode] = []
        while parser.current.kind != .end { statements.append(try parser.expression()) }
        var text = TextCursor(source, at: start)
        text.offset = end
        return ScriptSyntax(statements: statements, text: text.text(from: start), position: source.position(of: start))
    }

    private init(source: SourceText, tokens: [ScriptToken]) {
        self.source = source
        self.tokens = tokens
    }

    private var depth = 0

    private var current: ScriptToken { tokens[index] }

    private func tooDeep(_ at: SourcePosition) -> ProgramSyntaxError {
        ProgramSyntaxError("the script nests deeper than \(ScriptNode.tallest) levels", at: at, in: source)
    }

    /// A node, refused when the tree under it would be taller than
    /// `ScriptNode.tallest` (a long chain `1 + 1 + …` grows it too), so
    /// that nothing walking a script can run out of stack.
    private func node(_ expression: ScriptExpression, at position: SourcePosition) throws(ProgramSyntaxError) -> ScriptNode {
        let made = ScriptNode(expression, at: position)
        guard made.height <= ScriptNode.tallest else { throw tooDeep(position) }
        return made
    }
    private var position: SourcePosition { source.position(of: current.offset) }

    private func isSymbol(_ symbol: String) -> Bool { current.kind == .symbol(symbol) }

    private mutating func take(_ symbol: String) -> Bool {
        guard isSymbol(symbol) else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ symbol: String, _ what: String) throws(ProgramSyntaxError) {
        guard take(symbol) else { throw failure("expected \(what)") }
    }

    private func failure(_ message: String) -> ProgramSyntaxError {
        let found: String = switch current.kind {
        case .end: "the end of the script"
        case .number, .load: "a number"
        case .name(let word): "\"\(word)\""
        case .symbol(let symbol): "\"\(symbol)\""
        }
        return ProgramSyntaxError("\(message), found \(found)", at: position, in: source)
    }

    // MARK: Rules

    mutating func expression() throws(ProgramSyntaxError) -> ScriptNode {
        let start = position
        depth += 1
        defer { depth -= 1 }
        guard depth <= ScriptNode.tallest else { throw tooDeep(start) }
        let target = try ternary()
        for op in [AssignOperator.set, .add, .subtract, .multiply, .divide] where isSymbol(op.rawValue) {
            guard target.isAssignable else {
                throw ProgramSyntaxError("only a variable, state.NAME or var.NAME can be assigned to", at: start, in: source)
            }
            index += 1
            return try node(.assign(target, op, try expression()), at: start)
        }
        return target
    }

    private mutating func ternary() throws(ProgramSyntaxError) -> ScriptNode {
        let condition = try logical()
        guard take("?") else { return condition }
        let yes = try expression()
        try expect(":", "\":\" of a condition ? a : b")
        return try node(.ternary(condition, yes, try expression()), at: condition.position)
    }

    private mutating func logical() throws(ProgramSyntaxError) -> ScriptNode {
        try binary(next: { (p: inout ScriptParser) throws(ProgramSyntaxError) in try p.comparison() }, [.and, .or])
    }

    private mutating func comparison() throws(ProgramSyntaxError) -> ScriptNode {
        try binary(next: { (p: inout ScriptParser) throws(ProgramSyntaxError) in try p.additive() },
                   [.greaterOrEqual, .lessOrEqual, .equal, .notEqual, .greater, .less])
    }

    private mutating func additive() throws(ProgramSyntaxError) -> ScriptNode {
        try binary(next: { (p: inout ScriptParser) throws(ProgramSyntaxError) in try p.multiplicative() }, [.add, .subtract])
    }

    private mutating func multiplicative() throws(ProgramSyntaxError) -> ScriptNode {
        try binary(next: { (p: inout ScriptParser) throws(ProgramSyntaxError) in try p.unary() }, [.multiply, .divide, .remainder])
    }

    /// Left to right: `a - b - c` is `(a - b) - c`.
    private mutating func binary(next: (inout ScriptParser) throws(ProgramSyntaxError) -> ScriptNode,
                                 _ operators: [BinaryOperator]) throws(ProgramSyntaxError) -> ScriptNode {
        var left = try next(&self)
        while let op = operators.first(where: { isSymbol($0.rawValue) }) {
            index += 1
            left = try node(.binary(op, left, try next(&self)), at: left.position)
        }
        return left
    }

    private mutating func unary() throws(ProgramSyntaxError) -> ScriptNode {
        let start = position
        // What nests past this is refused below, at the node that would; the
        // parser's own calls are held here, before they use the stack.
        depth += 1
        defer { depth -= 1 }
        guard depth <= ScriptNode.tallest else { throw tooDeep(start) }
        if take("!") { return try node(.not(try unary()), at: start) }
        if take("-") {
            let operand = try unary()
            // A negative number is a number (`-5lb`), not an operation on one.
            switch operand.expression {
            case .number(let n): return try node(.number(-n), at: start)
            case .load(.mass(let n, let unit)): return try node(.load(.mass(-n, unit)), at: start)
            case .load(.percent(let n)): return try node(.load(.percent(-n)), at: start)
            default: return try node(.negate(operand), at: start)
            }
        }
        if take("+") { return try unary() }
        return try primary()
    }

    private mutating func primary() throws(ProgramSyntaxError) -> ScriptNode {
        let start = position
        switch current.kind {
        case .number(let n):
            index += 1
            return try node(.number(n), at: start)
        case .load(let load):
            index += 1
            return try node(.load(load), at: start)
        case .symbol("("):
            index += 1
            let inner = try expression()
            try expect(")", "\")\"")
            return inner
        case .symbol("{"):
            return try node(.block(try block()), at: start)
        case .name("if"):
            return try conditional()
        case .name("for"):
            return try loop()
        case .name("state"):
            index += 1
            return try stateVariable(at: start)
        case .name("var"):
            index += 1
            return try node(.temporary(try temporaryName()), at: start)
        case .name(let word):
            index += 1
            if isSymbol("(") { return try call(word, at: start) }
            guard let variable = BuiltInVariable(named: word) else {
                throw ProgramSyntaxError("\"\(word)\" is not a variable; state variables are written state.\(word)", at: start, in: source)
            }
            return try node(.variable(variable, indices: try indices()), at: start)
        default:
            throw failure("expected a number, a variable, a function or \"(\"")
        }
    }

    /// `{ statement … }`.
    private mutating func block() throws(ProgramSyntaxError) -> [ScriptNode] {
        try expect("{", "\"{\"")
        var body: [ScriptNode] = []
        while !isSymbol("}") {
            guard current.kind != .end else { throw failure("expected \"}\" to close the block") }
            body.append(try expression())
        }
        index += 1
        return body
    }

    private mutating func conditional() throws(ProgramSyntaxError) -> ScriptNode {
        let start = position
        var branches: [ScriptBranch] = []
        repeat {
            index += 1  // `if`
            try expect("(", "\"(\" after if")
            let condition = try expression()
            try expect(")", "\")\" after the condition")
            branches.append(ScriptBranch(condition: condition, body: try block()))
            guard current.kind == .name("else") else { return try node(.conditional(branches, otherwise: nil), at: start) }
            index += 1
        } while current.kind == .name("if")
        return try node(.conditional(branches, otherwise: try block()), at: start)
    }

    private mutating func loop() throws(ProgramSyntaxError) -> ScriptNode {
        let start = position
        index += 1  // `for`
        try expect("(", "\"(\" after for")
        guard current.kind == .name("var") else { throw failure("expected var.NAME, the loop's counter") }
        index += 1
        let counter = try temporaryName()
        guard current.kind == .name("in") else { throw failure("expected \"in\"") }
        index += 1
        let collection = try expression()
        try expect(")", "\")\"")
        return try node(.forEach(counter, in: collection, body: try block()), at: start)
    }

    /// After `state`: `.name`, or `[tag].name`.
    private mutating func stateVariable(at start: SourcePosition) throws(ProgramSyntaxError) -> ScriptNode {
        var tag: ScriptNode?
        if take("[") {
            tag = try expression()
            try expect("]", "\"]\" after the exercise's tag")
        }
        try expect(".", "\".\" and a state variable's name")
        guard case .name(let name) = current.kind else { throw failure("expected a state variable's name") }
        index += 1
        return try node(.state(name, tag: tag), at: start)
    }

    /// After `var`: `.name`.
    private mutating func temporaryName() throws(ProgramSyntaxError) -> String {
        try expect(".", "\".\" after var")
        guard case .name(let name) = current.kind else { throw failure("expected a name after var.") }
        index += 1
        return name
    }

    private mutating func call(_ name: String, at start: SourcePosition) throws(ProgramSyntaxError) -> ScriptNode {
        guard let function = BuiltInFunction(rawValue: name) else {
            let known = BuiltInFunction.allCases.map(\.rawValue).joined(separator: ", ")
            throw ProgramSyntaxError("there is no function \"\(name)\"; the functions are \(known)", at: start, in: source)
        }
        index += 1  // `(`
        var arguments: [ScriptNode] = []
        if !take(")") {
            repeat { arguments.append(try expression()) } while take(",")
            try expect(")", "\",\" or \")\" in the call of \(name)")
        }
        return try node(.call(function, arguments), at: start)
    }

    /// `[a]`, `[a:b:c:d]`, each part an expression or `*` (`_`).
    private mutating func indices() throws(ProgramSyntaxError) -> [ScriptIndex] {
        guard take("[") else { return [] }
        var parts: [ScriptIndex] = []
        repeat {
            if take("*") {
                parts.append(.every)
            } else if current.kind == .name("_") {
                index += 1
                parts.append(.every)
            } else {
                parts.append(.at(try expression()))
            }
        } while take(":")
        try expect("]", "\":\" or \"]\"")
        return parts
    }
}

extension ScriptNode {
    var isAssignable: Bool {
        switch expression {
        case .variable, .state, .temporary: true
        default: false
        }
    }
}
