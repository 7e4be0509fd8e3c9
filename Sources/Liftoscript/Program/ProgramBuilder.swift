/// Turns a program's syntax into its days: places repeated lines, follows
/// reuse, carries descriptions forward, and gathers what the lines of an
/// exercise share, refusing two different definitions of one thing.
struct ProgramBuilder {
    let syntax: ProgramSyntax
    let source: SourceText
    var days: [ProgramDay] = []
    var shared: [ExerciseKey: SharedExercise] = [:]
    var errors: [ProgramSyntaxError] = []
    /// Every week's days' lines, repeats placed.
    var lines: [[[ExerciseLineSyntax]]] = []

    init(syntax: ProgramSyntax, source: SourceText) {
        self.syntax = syntax
        self.source = source
        lines = syntax.weeks.map { $0.days.map(\.exercises) }
    }

    mutating func build() {
        placeRepeats()
        checkDuplicates()
        gatherShared()
        var absolute = 0
        for (w, week) in syntax.weeks.enumerated() {
            for (d, day) in week.days.enumerated() {
                absolute += 1
                var planned: [ProgramLine] = []
                for line in lines[w][d] where !line.unused {
                    if let made = programLine(line, week: w, day: d) { planned.append(made) }
                }
                days.append(ProgramDay(week: w + 1, dayInWeek: d + 1, day: absolute, weekName: week.name, name: day.name, lines: planned))
            }
        }
        carryDescriptions()
    }

    mutating func fail(_ message: String, _ position: SourcePosition) {
        errors.append(ProgramSyntaxError(message, at: position, in: source))
    }

    /// `Squat[1-4]` in week 1 is in weeks 1 to 4 on the same day, where
    /// those weeks have no line of Squat of their own.
    private mutating func placeRepeats() {
        for w in lines.indices {
            for d in lines[w].indices {
                for line in lines[w][d] {
                    guard let range = line.repeatWeeks else { continue }
                    for target in range.clamped(to: 1...max(1, lines.count)) where target - 1 != w {
                        let t = target - 1
                        guard t >= 0, t < lines.count, d < lines[t].count else { continue }
                        guard !lines[t][d].contains(where: { ExerciseKey($0) == ExerciseKey(line) }) else { continue }
                        var copy = line
                        copy.repeatWeeks = nil
                        let at = line.order.map { min(max($0 - 1, 0), lines[t][d].count) } ?? lines[t][d].count
                        lines[t][d].insert(copy, at: at)
                    }
                }
            }
        }
    }

    /// One line per exercise a day: two would share one progression's run.
    private mutating func checkDuplicates() {
        for week in lines {
            for day in week {
                var seen: Set<ExerciseKey> = []
                for line in day where !seen.insert(ExerciseKey(line)).inserted {
                    fail("\(line.name) is on this day twice: put its sets on one line, or tell them apart with labels (main: \(line.name))", line.position)
                }
            }
        }
    }

    /// Progression, update script, warm-ups and tags, once per exercise.
    private mutating func gatherShared() {
        var first: [ExerciseKey: ExerciseLineSyntax] = [:]
        var borrowedUpdates: [(ExerciseKey, ReuseSyntax)] = []
        for line in lines.flatMap({ $0.flatMap { $0 } }) {
            let key = ExerciseKey(line)
            var entry = shared[key] ?? SharedExercise(tags: [], state: [:], asked: [], scheduled: false, position: line.position)
            entry.scheduled = entry.scheduled || !line.unused
            if let progress = line.progress, progress != .none {
                if let had = entry.progress, !Self.same(had, progress), let earlier = first[key] {
                    fail("\(line.name) has two different progress: (lines \(earlier.position.line) and \(line.position.line)); give it once, and progress: none on a day without it", line.position)
                } else if entry.progress == nil {
                    entry.progress = progress
                    first[key] = line
                }
            }
            if case .written(let script)? = line.update {
                if let had = entry.update, had.text != script.text {
                    fail("\(line.name) has two different update: scripts; give it once", line.position)
                }
                entry.update = script
            } else if case .reused(let reuse)? = line.update {
                borrowedUpdates.append((key, reuse))
            }
            if let warmup = line.warmup {
                if let had = entry.warmup, had != warmup { fail("\(line.name) has two different warmup: lists; give it once", line.position) }
                entry.warmup = warmup
            }
            if !line.tags.isEmpty {
                if !entry.tags.isEmpty, entry.tags != line.tags { fail("\(line.name) has two different id: tags; give them once", line.position) }
                entry.tags = line.tags
            }
            shared[key] = entry
        }
        for key in shared.keys { resolveState(key) }
        // `update: custom() { ...Squat }`: Squat's own script, once all are known.
        for (key, reuse) in borrowedUpdates {
            guard let script = shared[Self.key(named: reuse.name)]?.update else {
                fail("\(reuse.name) has no update script {~ … ~} of its own to reuse", reuse.position)
                continue
            }
            if let had = shared[key]?.update, had.text != script.text {
                fail("\(key.name) has two different update: scripts; give it once", reuse.position)
            }
            shared[key]?.update = script
        }
    }

    /// Two definitions are the same when they say the same, wherever written.
    static func same(_ a: ProgressSyntax, _ b: ProgressSyntax) -> Bool {
        switch (a, b) {
        case (.builtIn(let n, let x, _), .builtIn(let m, let y, _)): n == m && x == y
        case (.custom(let s, let p), .custom(let t, let q)):
            s.map { [$0.name, "\($0.value)"] } == t.map { [$0.name, "\($0.value)"] } && scriptText(p) == scriptText(q)
        case (.none, .none): true
        default: false
        }
    }

    private static func scriptText(_ script: ScriptSource) -> String {
        switch script {
        case .written(let s): s.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        case .reused(let r): "..." + r.name
        }
    }

    /// The state a progression starts with; a borrowed custom script's
    /// state, overlaid by this one's.
    private mutating func resolveState(_ key: ExerciseKey) {
        guard var entry = shared[key], let progress = entry.progress else { return }
        switch progress {
        case .none: break
        case .builtIn(let name, let arguments, _):
            entry.state = BuiltInProgression.initialState(name, arguments)
            entry.progressScript = BuiltInProgression.script(name)
        case .custom(let state, .written(let script)):
            entry.state = Self.values(state)
            entry.asked = state.filter(\.asksLifter).map(\.name)
            entry.progressScript = script
        case .custom(let state, .reused(let reuse)):
            let origin = Self.key(named: reuse.name)
            guard let original = shared[origin], case .custom(let originalState, .written(let script))? = original.progress else {
                fail("\(reuse.name) has no custom progress {~ … ~} of its own to reuse", reuse.position)
                return
            }
            var merged = Self.values(originalState)
            for (name, value) in Self.values(state) {
                if let had = merged[name], Self.kind(had) != Self.kind(value) {
                    fail("state.\(name) is \(Self.kind(had)) in \(reuse.name)'s progress, so it must be here too", reuse.position)
                }
                merged[name] = value
            }
            entry.state = merged
            entry.asked = (originalState + state).filter(\.asksLifter).map(\.name)
            entry.progressScript = script
        }
        shared[key] = entry
    }

    static func values(_ state: [StateVariableSyntax]) -> [String: ScriptValue] {
        Dictionary(state.map { variable in
            switch variable.value {
            case .number(let n): (variable.name, ScriptValue.number(n))
            case .load(let load): (variable.name, ScriptValue(load))
            }
        }, uniquingKeysWith: { a, _ in a })
    }

    private static func kind(_ value: ScriptValue) -> String {
        switch value {
        case .weight: "a weight"
        case .percent: "a percentage"
        default: "a number"
        }
    }

    /// The key a reuse names (`main: Squat, Barbell`).
    static func key(named written: String) -> ExerciseKey {
        var name = Substring(written)
        var label: String?
        if let colon = name.firstIndex(of: ":") {
            label = String(name[..<colon]).trimmingWhitespace().description
            name = name[name.index(after: colon)...].trimmingWhitespace()
        }
        var equipment: String?
        if let comma = name.lastIndex(of: ","),
           let known = ExerciseLineParser.equipment.first(where: { $0.lowercased() == name[name.index(after: comma)...].trimmingWhitespace().lowercased() }) {
            equipment = known
            name = name[..<comma].trimmingWhitespace()
        }
        return ExerciseKey(label: label, name: String(name), equipment: equipment)
    }
}
