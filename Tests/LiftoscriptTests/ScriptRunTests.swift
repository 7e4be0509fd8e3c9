@testable import Liftoscript
import Testing

/// Scripts run against a workout, each result worked out by hand.
@Suite struct ScriptRunTests {
    func script(_ text: String) throws -> ScriptSyntax {
        let source = SourceText(text)
        return try ScriptParser.parse(source, from: 0, to: source.count)
    }

    /// Three sets of 5 at 100 kg asked; done as `done` (nil: not done).
    func squat(done: [Double?], rm1: Double = 120) -> ScriptBindings {
        ScriptBindings(
            perSet: [.weights: Array(repeating: .weight(100, .kg), count: 3), .originalWeights: Array(repeating: .weight(100, .kg), count: 3),
                     .reps: Array(repeating: .number(5), count: 3), .completedReps: done.map { $0.map(ScriptValue.number) },
                     .completedWeights: done.map { $0.map { _ in .weight(100, .kg) } }],
            scalars: [.rm1: .weight(rm1, .kg), .week: .number(2), .dayInWeek: .number(1), .day: .number(4)])
    }

    func value(_ text: String, _ bindings: ScriptBindings = ScriptBindings(scalars: [.rm1: .weight(200, .kg)])) throws -> ScriptValue {
        var run = ScriptRun(mode: .progress, bindings: bindings, unit: .kg)
        let parsed = try script("var.x = " + text)
        try run.run(parsed)
        return try #require(run.temporaries["x"])
    }

    @Test func test_units_mix_into_the_left_ones_and_percentages_meet_the_1rm() throws {
        #expect(try value("5lb + 2.5kg") == .weight(10.5, .lb), "2.5 kg is 5.5 lb at the language's 2.205, to the half")
        #expect(try value("100kg * 1.1") == .weight(110, .kg), "to 0.005")
        #expect(try value("80% + 10") == .percent(90))
        #expect(try value("100kg + 10%") == .weight(120, .kg), "10% of a 200 kg 1RM")
        #expect(try value("7 % 4") == .number(3))
        #expect(try value("5lb > 2kg") == .boolean(true), "2 kg is 4.5 lb")
        #expect(try value("100kg > 50%") == .boolean(false), "a weight and a percentage never compare")
        #expect(try value("-(2kg)") == .weight(-2, .kg))
    }

    @Test func test_arrays_compare_set_by_set_and_only_every_set_counts() throws {
        #expect(try value("completedReps >= reps", squat(done: [5, 5, 5])) == .boolean(true))
        #expect(try value("completedReps >= reps", squat(done: [5, 5, 4])) == .boolean(false))
        #expect(try value("completedReps >= reps", squat(done: [5, 5, nil])) == .boolean(false), "a set not done reads 0")
        #expect(try value("reps >= completedReps", squat(done: [5, 5])) == .boolean(true), "the right one's missing sets read 0")
        #expect(try value("weights == 100kg", squat(done: [])) == .boolean(true))
    }

    @Test func test_functions() throws {
        let b = squat(done: [5, 3, nil])
        #expect(try value("sum(completedReps)", b) == .number(8))
        #expect(try value("min(completedReps)", b) == .number(3), "a set not done is left out")
        #expect(try value("max(1, 7, 3)") == .number(7))
        #expect(try value("sum()") == .number(0))
        #expect(try value("floor(102.7kg)") == .weight(102, .kg))
        #expect(try value("roundWeight(101.4kg)") == .weight(102.5, .kg), "to 2.5 kg unless told")
        #expect(try value("roundWeight(50%)") == .weight(100, .kg), "half of a 200 kg 1RM")
        #expect(try value("increment(100kg)") == .weight(102.5, .kg))
        #expect(try value("decrement(80%)") == .percent(79))
        #expect(try value("rpeMultiplier(5, 8)") == .number(0.8124056000000001))
        #expect(try value("rpeMultiplier(1)") == .number(1))
        #expect(try value("calculate1RM(100kg, 5)") == .weight(115.575, .kg))
        #expect(try value("calculateTrainingMax(100kg, 5)") == .weight(104, .kg))
        #expect(try value("zeroOrGte(completedReps, reps)", squat(done: [5, 0, 6])) == .boolean(true), "a set of 0 is skipped")
        #expect(try value("zeroOrGte(completedReps, reps)", squat(done: [5, 4, 6])) == .boolean(false))
        #expect(try value("1 > 0 && 2kg", b) == .weight(2, .kg), "&& gives its last value, as in the language")
    }

    @Test func test_rpe_table_points() {
        #expect(RPETable.multiplier(reps: 3, rpe: 9) == 0.8916803)
        #expect(RPETable.multiplier(reps: 2, rpe: 10) == 0.95707179)
        #expect(RPETable.multiplier(reps: 24, rpe: 1) == 0.5)
        #expect(RPETable.multiplier(reps: 40, rpe: 12) == RPETable.multiplier(reps: 24, rpe: 10), "reps and RPE are clamped")
    }

    @Test func test_a_progress_script_changes_the_program_not_what_it_reads_and_its_state_at_once() throws {
        var run = ScriptRun(mode: .progress, bindings: squat(done: [5, 5, 5]), unit: .kg)
        var bindings = run.bindings
        bindings.state = ["successes": .number(0)]
        run = ScriptRun(mode: .progress, bindings: bindings, unit: .kg)
        try run.run(script("""
            if (completedReps >= reps) {
              state.successes += 1
              weights += 2.5kg
              reps[2:*:*:3] = 3
              print(weights[1], state.successes)
            }
            setVariationIndex = 2
            """))
        #expect(run.bindings.state["successes"] == .number(1))
        #expect(run.printed == ["100kg 1"], "the weights read are the workout's")
        #expect(run.changes == [
            ProgramChange(target: .perSet(.weights), indices: [nil, nil, nil, nil], op: .add, value: .weight(2.5, .kg)),
            ProgramChange(target: .perSet(.reps), indices: [2, nil, nil, 3], op: .set, value: .number(3)),
            ProgramChange(target: .setVariationIndex, indices: [nil, nil], op: .set, value: .number(2)),
        ])
        #expect(run.bindings.value(.setVariationIndex) == .number(2), "today's variation is seen at once")
    }

    @Test func test_loops_count_sets_from_1() throws {
        var run = ScriptRun(mode: .progress, bindings: squat(done: [5, 4, nil]), unit: .kg)
        try run.run(script("var.t = 0; for (var.i in completedReps) { var.t += completedReps[var.i] * var.i } print(var.t)"))
        #expect(run.printed == ["13"], "5×1 + 4×2 + 0×3")
    }

    @Test func test_an_update_script_changes_todays_sets_not_yet_done() throws {
        var run = ScriptRun(mode: .update, bindings: squat(done: [8, nil, nil]), unit: .kg)
        run.bindings.scalars[.setIndex] = .number(1)
        try run.run(script("""
            if (setIndex == 1 && completedReps[1] > reps[1]) {
              weights += 5kg
              RPE = 8.3
              numberOfSets = 4
            }
            """))
        #expect(run.bindings.perSet[.weights] == [.weight(100, .kg), .weight(105, .kg), .weight(105, .kg), .weight(105, .kg)],
                "the done set stays; the added set copies the last")
        #expect(run.bindings.perSet[.RPE] == [nil, .number(8.5), .number(8.5), .number(8.5)])
        #expect(run.bindings.perSet[.completedReps] == [.number(8), nil, nil, nil])
        var cut = ScriptRun(mode: .update, bindings: squat(done: [5, 5, nil]), unit: .kg)
        try cut.run(script("numberOfSets = 1"))
        #expect(cut.bindings.perSet[.reps]?.count == 2, "never below the sets done")
        var rewritten = ScriptRun(mode: .update, bindings: squat(done: [5, nil, nil]), unit: .kg)
        try rewritten.run(script("sets(2, 3, 2, 3, 1, 50%, 60, 0, 0)"))
        #expect(rewritten.bindings.perSet[.reps] == [.number(5), .number(3), .number(3)])
        #expect(rewritten.bindings.perSet[.minReps] == [nil, .number(2), .number(2)])
        #expect(rewritten.bindings.perSet[.weights] == [.weight(100, .kg), .weight(60, .kg), .weight(60, .kg)], "half of a 120 kg 1RM")
        #expect(rewritten.bindings.perSet[.timers] == [nil, .number(60), .number(60)])
    }

    @Test func test_runtime_mistakes_say_where() throws {
        var run = ScriptRun(mode: .progress, bindings: squat(done: [5]), unit: .kg)
        let error = try #require(throws: ScriptRuntimeError.self) { try run.run(script("var.a = 1\nvar.b = reps[4]")) }
        #expect(error == ScriptRuntimeError("reps[4]: there are 3 sets", at: SourcePosition(line: 2, column: 9)))
        #expect(throws: ScriptRuntimeError("var.c is read before it is given a value", at: SourcePosition(line: 1, column: 9))) {
            try run.run(script("var.a = var.c"))
        }
        #expect(throws: ScriptRuntimeError("+ cannot be applied to a whole array: take one set, like weights[1]", at: SourcePosition(line: 1, column: 9))) {
            try run.run(script("var.a = weights + 1"))
        }
    }
}

/// Numbers and scripts no workout could hold are refused, not run.
@Suite struct ProgramLimitTests {
    func mistake(_ text: String) throws -> String {
        let errors = try #require(throws: ProgramSyntaxErrors.self) { try ProgramParser.parse("# Week 1\n## Day 1\n" + text) }
        return errors.errors[0].message
    }

    @Test func test_counts_reps_rests_and_nesting_have_bounds() throws {
        #expect(try mistake("Squat / 77777777777777777777x5") == "at most 50 sets are written together")
        #expect(try mistake("Squat / 3x1001") == "at most 1000 reps")
        #expect(try mistake("Squat / 3x5 90000s") == "a rest is at most 86400 s")
        let deep = String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        #expect(try mistake("Squat / 3x5 / progress: custom() {~ var.a = \(deep) ~}") == "the script nests deeper than 200 levels")
        let long = Array(repeating: "1", count: 400).joined(separator: " + ")
        #expect(try mistake("Squat / 3x5 / progress: custom() {~ var.a = \(long) ~}") == "the script nests deeper than 200 levels")
    }

    @Test func test_a_script_that_would_run_for_ever_stops() throws {
        let source = SourceText("""
            for (var.a in weights) { for (var.b in weights) { for (var.c in weights) { for (var.d in weights) {
              for (var.e in weights) { var.x = 1 } } } } }
            """)
        let script = try ScriptParser.parse(source, from: 0, to: source.count)
        var run = ScriptRun(mode: .progress, bindings: ScriptBindings(perSet: [.weights: Array(repeating: .number(1), count: 50)]), unit: .kg)
        let error = try #require(throws: ScriptRuntimeError.self) { try run.run(script) }
        #expect(error.message == "the script ran for more than 1000000 steps")
    }
}
