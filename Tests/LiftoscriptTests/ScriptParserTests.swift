@testable import Liftoscript
import Testing

/// The script language's grammar, each rule against the tree worked out by hand.
@Suite struct ScriptParserTests {
    func parse(_ text: String) throws -> [ScriptExpression] {
        let source = SourceText(text)
        return try ScriptParser.parse(source, from: 0, to: source.count).statements.map(\.expression)
    }

    /// A tree written compactly: numbers, loads and variables as text, operations in parentheses.
    func shape(_ e: ScriptExpression) -> String {
        switch e {
        case .number(let n): n == n.rounded() ? String(Int(n)) : String(n)
        case .load(.mass(let n, let unit)): "\(n == n.rounded() ? String(Int(n)) : String(n))\(unit.rawValue)"
        case .load(.percent(let n)): "\(n == n.rounded() ? String(Int(n)) : String(n))%"
        case .variable(let v, let indices):
            v.rawValue + (indices.isEmpty ? "" : "[" + indices.map { if case .at(let n) = $0 { shape(n.expression) } else { "*" } }.joined(separator: ":") + "]")
        case .state(let name, let tag): "state" + (tag.map { "[\(shape($0.expression))]" } ?? "") + "." + name
        case .temporary(let name): "var." + name
        case .not(let a): "(! \(shape(a.expression)))"
        case .negate(let a): "(- \(shape(a.expression)))"
        case .binary(let op, let a, let b): "(\(shape(a.expression)) \(op.rawValue) \(shape(b.expression)))"
        case .ternary(let a, let b, let c): "(\(shape(a.expression)) ? \(shape(b.expression)) : \(shape(c.expression)))"
        case .call(let f, let args): f.rawValue + "(" + args.map { shape($0.expression) }.joined(separator: ", ") + ")"
        case .assign(let t, let op, let v): "(\(shape(t.expression)) \(op.rawValue) \(shape(v.expression)))"
        case .conditional(let branches, let otherwise):
            "if" + branches.map { " \(shape($0.condition.expression)) {\($0.body.map { shape($0.expression) }.joined(separator: "; "))}" }.joined(separator: " elif")
                + (otherwise.map { " else {\($0.map { shape($0.expression) }.joined(separator: "; "))}" } ?? "")
        case .forEach(let v, let c, let body): "for var.\(v) in \(shape(c.expression)) {\(body.map { shape($0.expression) }.joined(separator: "; "))}"
        case .block(let body): "{" + body.map { shape($0.expression) }.joined(separator: "; ") + "}"
        }
    }

    func tree(_ text: String) throws -> String { try parse(text).map(shape).joined(separator: "; ") }

    @Test func test_precedence_from_tightest_to_loosest() throws {
        #expect(try tree("1 + 2 * 3 - 4") == "((1 + (2 * 3)) - 4)")
        #expect(try tree("2 * (3 + 4) / 2") == "((2 * (3 + 4)) / 2)")
        #expect(try tree("!1 + 2") == "((! 1) + 2)")
    }

    @Test func test_literals_keep_their_units_and_percentages_round_to_two_places() throws {
        #expect(try tree("5lb + 2.5kg + 80% + .5 + 12.3456%") == "((((5lb + 2.5kg) + 80%) + 0.5) + 12.35%)")
        #expect(try tree("-5lb") == "-5lb")
        #expect(try tree("10 % 3") == "(10 % 3)", "the remainder is written apart")
    }

    @Test func test_comparisons_then_and_or_at_one_level_then_the_ternary_then_assignment() throws {
        #expect(try tree("completedReps >= reps && completedRPE <= RPE || ns > 3")
                == "(((completedReps >= reps) && (completedRPE <= RPE)) || (numberOfSets > 3))")
        #expect(try tree("w || r && ns") == "((weights || reps) && numberOfSets)", "one level, left to right")
        #expect(try tree("state.x = cr[1] > 5 ? 1 : 0") == "(state.x = ((completedReps[1] > 5) ? 1 : 0))")
        #expect(try tree("var.a = var.b = 2") == "(var.a = (var.b = 2))")
        #expect(try tree("weights += !(1 - -2)") == "(weights += (! (1 - -2)))")
    }

    @Test func test_indexes_targets_state_of_others_and_calls() throws {
        #expect(try tree("weights[2:*:_:ns] = 5lb") == "(weights[2:*:*:numberOfSets] = 5lb)")
        #expect(try tree("state[3].rm = max(cw, 0lb)") == "(state[3].rm = max(completedWeights, 0lb))")
        #expect(try tree("print()") == "print()")
    }

    @Test func test_if_else_if_else_for_blocks_comments_and_semicolons() throws {
        let text = """
            // a comment
            if (setIndex == 0) { weights = 100lb; reps = 5 }
            else if (setIndex == 1) { reps = 3 } else { reps = 1 }
            for (var.i in completedReps) { state.sum += completedReps[var.i] }
            { 1 }
            """
        #expect(try tree(text) == "if (setIndex == 0) {(weights = 100lb); (reps = 5)} elif (setIndex == 1) {(reps = 3)} else {(reps = 1)}; "
                + "for var.i in completedReps {(state.sum += completedReps[var.i])}; {1}")
    }

    @Test func test_mistakes_say_what_was_expected_where() throws {
        func mistake(_ text: String) throws -> ProgramSyntaxError {
            try #require(throws: ProgramSyntaxError.self) { try parse(text) }
        }
        #expect(try mistake("1 +").message == "expected a number, a variable, a function or \"(\", found the end of the script")
        #expect(try mistake("weights = (1 + 2").message == "expected \")\", found the end of the script")
        #expect(try mistake("1 = 2").message == "only a variable, state.NAME or var.NAME can be assigned to")
        #expect(try mistake("x\n  y").position == SourcePosition(line: 1, column: 1))
        #expect(try mistake("reps\n  y").position == SourcePosition(line: 2, column: 3))
        #expect(try mistake("reps\n  $").message == "unexpected \"$\" in the script")
        #expect(try mistake("for (i in reps) {}").message == "expected var.NAME, the loop's counter, found \"i\"")
    }
}
