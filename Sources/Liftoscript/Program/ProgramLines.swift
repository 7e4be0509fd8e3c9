/// Each line's sets: its own, or those of the line it reuses (with its
/// own values for every set laid over them); and descriptions carried
/// forward from the same exercise on the same day of an earlier week.
extension ProgramBuilder {
    mutating func programLine(_ line: ExerciseLineSyntax, week w: Int, day d: Int) -> ProgramLine? {
        var variations = line.variations
        var globals = line.globals
        var current = line.currentVariation
        if let reuse = line.reuse {
            guard let origin = reused(reuse, week: w, day: d) else { return nil }
            if origin.reuse != nil {
                fail("\(reuse.name) reuses another line's sets itself: reuse that one", reuse.position)
                return nil
            }
            if variations.isEmpty {
                variations = origin.variations
                current = origin.currentVariation
            }
            globals.fill(from: origin.globals)
            // Its progression, where this exercise has none of its own.
            let key = ExerciseKey(line), from = ExerciseKey(origin)
            if shared[key]?.progress == nil, let theirs = shared[from] {
                shared[key]?.progress = theirs.progress
                shared[key]?.progressScript = theirs.progressScript
                shared[key]?.state = theirs.state
                shared[key]?.asked = theirs.asked
            }
            if shared[key]?.update == nil, let theirs = shared[from]?.update { shared[key]?.update = theirs }
        }
        guard !variations.isEmpty else {
            fail("\(line.name) has no sets: write them (3x8) or reuse another line's (...Squat)", line.position)
            return nil
        }
        let prescribed = variations.map { sets in
            sets.flatMap { set in Array(repeating: SetPrescription(set, globals: globals), count: set.count) }
        }
        return ProgramLine(key: ExerciseKey(line), syntax: line, variations: prescribed,
                           currentVariation: min(current, prescribed.count - 1), descriptions: line.descriptions,
                           currentDescription: line.currentDescription, progressOff: line.progress == ProgressSyntax.none)
    }

    /// The line `reuse` names: in `[week:day]` when given (`_` or nothing
    /// is this one), else on any day of this week.
    private mutating func reused(_ reuse: ReuseSyntax, week w: Int, day d: Int) -> ExerciseLineSyntax? {
        let key = Self.key(named: reuse.name)
        let week = (reuse.week ?? (w + 1)) - 1
        guard week >= 0, week < lines.count else {
            fail("there is no week \(week + 1) to reuse \(reuse.name) from", reuse.position)
            return nil
        }
        let days: [Int] = reuse.day.map { [$0 - 1] } ?? (reuse.week == nil ? Array(lines[week].indices) : [d])
        let found = days.filter { $0 >= 0 && $0 < lines[week].count }.flatMap { day in
            lines[week][day].filter { ExerciseKey($0) == key }
        }
        guard found.count == 1 else {
            if found.isEmpty {
                let whereText = reuse.day.map { "week \(week + 1), day \($0)" } ?? "week \(week + 1)"
                fail("there is no line of \(reuse.name) in \(whereText) to reuse", reuse.position)
            } else {
                fail("\(reuse.name) is on several days of week \(week + 1): say which, ...\(reuse.name)[DAY] or ...\(reuse.name)[WEEK:DAY]", reuse.position)
            }
            return nil
        }
        return found[0]
    }

    /// A line with no description takes the one of the same exercise on
    /// the same day of the nearest earlier week that has one (an empty
    /// `//` stops that).
    mutating func carryDescriptions() {
        for i in days.indices {
            for j in days[i].lines.indices where days[i].lines[j].syntax.descriptions.isEmpty {
                let key = days[i].lines[j].key
                let earlier = days[..<i].reversed().first { day in
                    day.dayInWeek == days[i].dayInWeek && day.lines.contains { $0.key == key && !$0.descriptions.isEmpty }
                }
                guard let line = earlier?.lines.first(where: { $0.key == key }) else { continue }
                days[i].lines[j].descriptions = line.descriptions
                days[i].lines[j].currentDescription = line.currentDescription
            }
        }
    }
}
