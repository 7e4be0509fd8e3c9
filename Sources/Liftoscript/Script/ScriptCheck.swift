/// What can be known of a line's scripts before any runs: every
/// `state.NAME` declared, each assignment to something the script may
/// change (a progress script changes the program; an update script, only
/// the sets of the workout in progress), indexes as each variable takes
/// them, and `sets(…)` only where it means something.
enum ScriptCheck {
    enum Mode { case progress, update }

    static func check(_ line: ExerciseLineSyntax, in source: SourceText) throws(ProgramSyntaxError) {
        // State declared by the line's progression; unknown when it is borrowed.
        var declared: Set<String>?
        switch line.progress {
        case .custom(let state, .written)?: declared = Set(state.map(\.name))
        case .custom(_, .reused)?: declared = nil
        case .builtIn(let name, _, _)?: declared = Set(BuiltInProgression.stateNames(name))
        case .none?, nil: declared = []
        }
        if case .custom(_, .written(let script))? = line.progress {
            var checker = Checker(mode: .progress, declared: declared, source: source)
            try checker.statements(script.statements)
        }
        if case .written(let script)? = line.update {
            var checker = Checker(mode: .update, declared: declared, source: source)
            try checker.statements(script.statements)
        }
    }

    private struct Checker {
        let mode: Mode
        let declared: Set<String>?
        let source: SourceText

        func failure(_ message: String, _ node: ScriptNode) -> ProgramSyntaxError {
            ProgramSyntaxError(message, at: node.position, in: source)
        }

        mutating func statements(_ nodes: [ScriptNode]) throws(ProgramSyntaxError) {
            for node in nodes { try read(node) }
        }

        mutating func read(_ node: ScriptNode) throws(ProgramSyntaxError) {
            switch node.expression {
            case .number, .load, .temporary: return
            case .variable(let variable, let indices):
                if indices.isEmpty { return }
                guard variable.isPerSet else { throw failure("\(variable.rawValue) is one value, not one per set: write it without [ ]", node) }
                guard indices.count == 1, case .at(let at) = indices[0] else {
                    throw failure("reading \(variable.rawValue) takes one set's number, like \(variable.rawValue)[1]; [week:day:…] and * are for changing it", node)
                }
                try read(at)
            case .state(let name, let tag):
                guard tag == nil else { throw failure("another exercise's state can be written, not read", node) }
                try stateDeclared(name, node)
            case .not(let a), .negate(let a): try read(a)
            case .binary(_, let a, let b): try read(a); try read(b)
            case .ternary(let a, let b, let c): try read(a); try read(b); try read(c)
            case .call(let function, let arguments):
                if function == .sets {
                    guard mode == .update else { throw failure("sets(…) changes the workout in progress: it belongs in an update script", node) }
                    guard arguments.count == 8 || arguments.count == 9 else {
                        throw failure("sets takes 9 arguments (from, to, minReps, maxReps, isAmrap, weight, timer, rpe, logRpe), not \(arguments.count)", node)
                    }
                }
                for argument in arguments { try read(argument) }
            case .assign(let target, _, let value):
                try assign(target)
                try read(value)
            case .conditional(let branches, let otherwise):
                for branch in branches {
                    try read(branch.condition)
                    try statements(branch.body)
                }
                if let otherwise { try statements(otherwise) }
            case .forEach(_, let collection, let body):
                try read(collection)
                try statements(body)
            case .block(let body): try statements(body)
            }
        }

        /// The most `[week:day:variation:set]` parts each target takes in a
        /// progress script; nil when it cannot be changed there.
        private func progressParts(_ variable: BuiltInVariable) -> Int? {
            switch variable {
            case .weights, .reps, .minReps, .RPE, .timers, .amraps, .logrpes, .askweights: 4
            case .numberOfSets: 3
            case .setVariationIndex, .descriptionIndex: 2
            case .rm1: 0
            default: nil
            }
        }

        mutating func assign(_ target: ScriptNode) throws(ProgramSyntaxError) {
            switch target.expression {
            case .temporary: return
            case .state(let name, let tag):
                if let tag { try read(tag) } else { try stateDeclared(name, target) }
            case .variable(let variable, let indices):
                for case .at(let at) in indices { try read(at) }
                switch mode {
                case .progress:
                    guard let parts = progressParts(variable) else { throw failure("\(variable.rawValue) cannot be changed by a script", target) }
                    guard indices.count <= parts else {
                        throw failure(parts == 0 ? "\(variable.rawValue) takes no [ ]" : "\(variable.rawValue) takes at most \(parts) parts in [ ]", target)
                    }
                case .update:
                    let perSet: Set<BuiltInVariable> = [.weights, .reps, .minReps, .RPE, .timers, .amraps, .logrpes, .askweights]
                    if variable == .numberOfSets {
                        guard indices.isEmpty else { throw failure("numberOfSets is one number: write it without [ ]", target) }
                    } else {
                        guard perSet.contains(variable) else { throw failure("an update script cannot change \(variable.rawValue)", target) }
                        guard indices.count <= 1, indices.first.map({ if case .at = $0 { true } else { false } }) ?? true else {
                            throw failure("an update script changes today's sets: \(variable.rawValue) or \(variable.rawValue)[set], not weeks or days", target)
                        }
                    }
                }
            default:
                throw failure("only a variable, state.NAME or var.NAME can be assigned to", target)
            }
        }

        private func stateDeclared(_ name: String, _ node: ScriptNode) throws(ProgramSyntaxError) {
            guard let declared, !declared.contains(name) else { return }
            let known = declared.isEmpty ? "none is declared" : "declared: " + declared.sorted().joined(separator: ", ")
            throw failure("state.\(name) is not declared in the line's progress: (\(known))", node)
        }
    }
}
