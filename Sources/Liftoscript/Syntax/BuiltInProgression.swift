/// `lp`, `dp` and `sum`: what their arguments are, and the state each
/// keeps (the names a line's update script may read as `state.NAME`).
enum BuiltInProgression {
    /// What each argument must be, in order; the first `required` are needed.
    private static let shapes: [String: (kinds: [Kind], required: Int, title: String)] = [
        "lp": ([.load, .number, .number, .load, .number, .number], 1, "linear progression lp(increase, successes, success count, decrease, failures, failure count)"),
        "dp": ([.load, .number, .number], 3, "double progression dp(increase, minimum reps, maximum reps)"),
        "sum": ([.number, .load], 2, "reps-sum progression sum(reps, increase)"),
    ]

    private enum Kind { case load, number }

    /// The state variables each keeps, in argument order.
    static func stateNames(_ name: String) -> [String] {
        switch name {
        case "lp": ["increment", "successes", "successCounter", "decrement", "failures", "failureCounter"]
        case "dp": ["increment", "minReps", "maxReps"]
        case "sum": ["reps", "increment"]
        default: []
        }
    }

    static func check(_ name: String, _ arguments: [ArgumentSyntax], at position: SourcePosition,
                      in source: SourceText) throws(ProgramSyntaxError) {
        guard let shape = shapes[name] else { return }
        guard arguments.count >= shape.required, arguments.count <= shape.kinds.count else {
            let count = shape.required == shape.kinds.count ? "\(shape.required)" : "\(shape.required) to \(shape.kinds.count)"
            throw ProgramSyntaxError("\(name) takes \(count) arguments, not \(arguments.count): \(shape.title)", at: position, in: source)
        }
        for (i, (argument, kind)) in zip(arguments, shape.kinds).enumerated() {
            switch (argument, kind) {
            case (.load, .load): continue
            case (.number(let n), .number) where n == n.rounded() && n >= 0: continue
            case (_, .load):
                throw ProgramSyntaxError("\(name)'s argument \(i + 1) is a weight (5lb, 2.5kg) or a percentage (5%): \(shape.title)", at: position, in: source)
            case (_, .number):
                throw ProgramSyntaxError("\(name)'s argument \(i + 1) is a whole number: \(shape.title)", at: position, in: source)
            }
        }
    }
}

extension BuiltInProgression {
    /// The state `lp`, `dp` or `sum` starts with, from its arguments and
    /// the defaults the language gives the rest.
    static func initialState(_ name: String, _ arguments: [ArgumentSyntax]) -> [String: ScriptValue] {
        let values: [ScriptValue] = arguments.map {
            switch $0 {
            case .number(let n): .number(n)
            case .load(let load): ScriptValue(load)
            }
        }
        func argument(_ i: Int, _ otherwise: ScriptValue) -> ScriptValue { i < values.count ? values[i] : otherwise }
        switch name {
        case "lp":
            let decrement = argument(3, .weight(0, .lb))
            let decreases = (decrement.amount ?? 0) > 0
            return ["increment": argument(0, .weight(0, .lb)), "successes": argument(1, .number(1)),
                    "successCounter": argument(2, .number(0)), "decrement": decrement,
                    "failures": argument(4, .number(decreases ? 1 : 0)), "failureCounter": argument(5, .number(0))]
        case "dp":
            return ["increment": argument(0, .weight(0, .lb)), "minReps": argument(1, .number(8)), "maxReps": argument(2, .number(12))]
        case "sum":
            return ["reps": argument(0, .number(0)), "increment": argument(1, .weight(0, .lb))]
        default:
            return [:]
        }
    }

    /// The script each runs after a workout, in the language itself.
    static func script(_ name: String) -> ScriptSyntax? {
        guard let text = scripts[name] else { return nil }
        let source = SourceText(text)
        return try? ScriptParser.parse(source, from: 0, to: source.count)
    }

    /// Success is every set's reps done at no more than its RPE; a failure
    /// (for `lp`'s decrease) is a set below the bottom of its range.
    private static let scripts: [String: String] = [
        "lp": """
            if (completedReps >= reps && completedRPE <= RPE) {
              state.successCounter += 1
              if (state.successCounter >= state.successes) {
                weights += state.increment
                state.successCounter = 0
                state.failureCounter = 0
              }
            }
            if (state.decrement > 0 && state.failures > 0) {
              if (!(completedReps >= minReps && completedRPE <= RPE)) {
                state.failureCounter += 1
                if (state.failureCounter >= state.failures) {
                  weights -= state.decrement
                  state.failureCounter = 0
                  state.successCounter = 0
                }
              }
            }
            """,
        "dp": """
            if (completedReps >= reps && completedRPE <= RPE) {
              if (reps[ns] < state.maxReps) {
                reps += 1
              } else {
                reps = state.minReps
                weights += state.increment
              }
            }
            """,
        "sum": """
            if (sum(completedReps) >= state.reps) {
              weights += state.increment
            }
            """,
    ]
}
