@testable import Liftoscript
import Testing

/// One exercise line's parts, each against what it was worked out to mean.
@Suite struct ExerciseLineTests {
    /// The only line of a one-day program.
    func line(_ text: String) throws -> ExerciseLineSyntax {
        try #require(try ProgramParser.parse("# Week 1\n## Day 1\n" + text).weeks[0].days[0].exercises.first)
    }

    func error(_ text: String) throws -> ProgramSyntaxError {
        let errors = try #require(throws: ProgramSyntaxErrors.self) { try ProgramParser.parse("# Week 1\n## Day 1\n" + text) }
        return try #require(errors.errors.first)
    }

    @Test func test_label_name_and_equipment() throws {
        let a = try line("main: Bench Press, Dumbbell / 3x8")
        #expect(a.label == "main" && a.name == "Bench Press" && a.equipment == "Dumbbell")
        let b = try line("Squat,  smith machine / 3x8")
        #expect(b.name == "Squat" && b.equipment == "Smith Machine", "equipment is matched whatever its case")
        let c = try line("Romanian Deadlift, Paused / 3x8")
        #expect(c.name == "Romanian Deadlift, Paused" && c.equipment == nil, "a comma before no equipment is part of the name")
    }

    @Test func test_sets_reps_ranges_amrap_and_quick_add() throws {
        let sets = try line("Bench Press / 1x5, 1x3, 3x8-12 @8, 1x5+ @8+, 3+x10").variations[0]
        #expect(sets.map(\.count) == [1, 1, 3, 1, 3])
        #expect(sets.map(\.reps) == [5, 3, 12, 5, 10])
        #expect(sets[2].minReps == 8 && sets[2].values.rpe == 8 && !sets[2].values.logRPE)
        #expect(sets[3].amrap && sets[3].values.logRPE && sets[3].values.rpe == 8)
        #expect(sets[4].quickAdd && !sets[4].amrap)
        #expect(sets[0].position == SourcePosition(line: 3, column: 15))
    }

    @Test func test_weights_percentages_rests_labels_and_asked_weights() throws {
        let sets = try line("Squat / 1x5 100lb 120s (Top), 3x5 62.5kg+, 2x5 80%, 1x8 ?+ @9").variations[0]
        #expect(sets[0].values.load == .mass(100, .lb) && sets[0].values.restSeconds == 120 && sets[0].values.label == "Top")
        #expect(sets[1].values.load == .mass(62.5, .kg) && sets[1].values.askWeight)
        #expect(sets[2].values.load == .percent(80) && !sets[2].values.askWeight)
        #expect(sets[3].values.load == nil && sets[3].values.askWeight && sets[3].values.rpe == 9)
        #expect(try error("Squat / 4x5 (Main lift)").message == "a set's label is at most 8 characters; \"Main lift\" has 9")
    }

    @Test func test_a_section_without_sets_gives_every_set_its_values_first_one_wins() throws {
        let a = try line("Bench Press / 1x12, 5x5 / 20s 60% / 90s @8")
        #expect(a.variations.count == 1 && a.variations[0].count == 2)
        #expect(a.globals.restSeconds == 20 && a.globals.load == .percent(60) && a.globals.rpe == 8)
    }

    @Test func test_each_sets_section_is_a_variation_and_the_bang_marks_the_current_one() throws {
        let a = try line("Squat / 5x3 / ! 6x2 / 10x1 / progress: none")
        #expect(a.variations.map { $0.map(\.count) } == [[5], [6], [10]])
        #expect(a.currentVariation == 1)
        #expect(try line("Squat / 5x3 / 6x2").currentVariation == 0)
    }

    @Test func test_repeats_reuse_superset_tags_and_templates() throws {
        let a = try line("Squat[2,1-4] / ...t1[2:_] / superset: A / id: tags(1, 20)")
        #expect(a.repeatWeeks == 1...4 && a.order == 2)
        #expect(a.reuse?.name == "t1" && a.reuse?.week == 2 && a.reuse?.day == nil)
        #expect(a.superset == "A" && a.tags == [1, 20])
        let t = try line("t1 / used: none / 1x10+, 3x10 / 70% / progress: lp(5lb)")
        #expect(t.unused && t.name == "t1")
        #expect(try line("Bench Press / ...Squat[3]").reuse?.day == 3)
    }

    @Test func test_warmups() throws {
        #expect(try line("Squat / 5x5 / warmup: none").warmup == WarmupSyntax.none)
        let sets = try line("Squat / 5x5 / warmup: 1x5 45lb, 1x3 80%, 5").warmup
        #expect(sets == .sets([WarmupSetSyntax(count: 1, reps: 5, load: .mass(45, .lb)),
                               WarmupSetSyntax(count: 1, reps: 3, load: .percent(80)),
                               WarmupSetSyntax(count: 1, reps: 5, load: nil)]))
        #expect(try error("Squat / 5x5 / warmup: 1x5 90s").message == "expected a warm-up set like 1x5, 5, 45lb or 50%, without rests or RPE")
    }

    @Test func test_built_in_progressions_and_their_arguments() throws {
        #expect(try line("Squat / 5x5 / progress: lp(5lb, 2, 1, 10lb, 3)").progress
                == .builtIn(name: "lp", arguments: [.load(.mass(5, .lb)), .number(2), .number(1), .load(.mass(10, .lb)), .number(3)],
                            position: SourcePosition(line: 3, column: 25)))
        #expect(try line("Pull Up / 3x8 / progress: lp(-5lb)").progress
                == .builtIn(name: "lp", arguments: [.load(.mass(-5, .lb))], position: SourcePosition(line: 3, column: 27)))
        #expect(try line("Bench Press / 3x8 / progress: dp(2.5kg, 8, 12)").progress != nil)
        #expect(try line("Curl / 3x10+ / progress: sum(30, 5%)").progress != nil)
        #expect(try error("Squat / 5x5 / progress: dp(5lb, 8)").message.hasPrefix("dp takes 3 arguments, not 2"))
        #expect(try error("Squat / 5x5 / progress: lp(5)").message.hasPrefix("lp's argument 1 is a weight"))
        #expect(try error("Squat / 5x5 / progress: wave(5lb)").message == "there is no progression \"wave\"; use lp, dp, sum, custom or none")
    }

    @Test func test_custom_progressions_declare_their_state_and_may_span_lines() throws {
        let a = try line("""
            Squat / 3x8 / progress: custom(attempt: 0, increment: 5lb, bump+: 0) {~
              if (completedReps >= reps) {
                state.attempt += 1
                weights += state.increment
              }
            ~} / warmup: none
            """)
        guard case .custom(let state, .written(let script))? = a.progress else { Issue.record("\(String(describing: a.progress))"); return }
        #expect(state.map(\.name) == ["attempt", "increment", "bump"])
        #expect(state[1].value == .load(.mass(5, .lb)) && state[2].asksLifter)
        #expect(script.statements.count == 1 && a.warmup == WarmupSyntax.none)
        let reused = try line("Bench Press / 3x8 / progress: custom(increment: 10lb) { ...Squat }")
        #expect(reused.progress == .custom(state: [StateVariableSyntax(name: "increment", value: .load(.mass(10, .lb)), asksLifter: false,
                                                                       position: SourcePosition(line: 3, column: 38))],
                                           script: .reused(ReuseSyntax(name: "Squat", week: nil, day: nil, position: SourcePosition(line: 3, column: 57)))))
    }

    @Test func test_a_line_continues_after_a_backslash_and_ends_at_a_comment() throws {
        let a = try line("""
            Squat / 1x5 @8 75% 120s, 3x8 @9 60s \\
              / warmup: 1x5, 1x3 \\
              / progress: lp(5lb) // the main lift
            Bench Press / 3x8
            """)
        #expect(a.variations[0].count == 2 && a.warmup != nil && a.progress != nil)
    }

    @Test func test_scripts_are_checked_before_they_run() throws {
        #expect(try error("Squat / 3x8 / progress: custom(a: 1) {~ state.b = 2 ~}").message
                == "state.b is not declared in the line's progress: (declared: a)")
        #expect(try error("Squat / 3x8 / progress: custom() {~ sets(1, 2, 3, 3, 0, 100lb, 0, 0, 0) ~}").message
                .hasPrefix("sets(…) changes the workout in progress"))
        #expect(try error("Squat / 3x8 / update: custom() {~ weights[1:1] = 5lb ~}").message
                .hasPrefix("an update script changes today's sets"))
        #expect(try error("Squat / 3x8 / update: custom(a: 1) {~ weights = 5lb ~}").message
                .hasPrefix("an update script takes its state variables from progress"))
        #expect(try error("Squat / 3x8 / progress: custom() {~ var.x = completedReps[1:2] ~}").message.hasPrefix("reading completedReps takes one set's number"))
        #expect(try error("Squat / 3x8 / progress: custom() {~ week = 2 ~}").message == "week cannot be changed by a script")
        #expect(try error("Squat / 3x8 / progress: custom() {~ x = 2 ~}").message == "\"x\" is not a variable; state variables are written state.x")
        #expect(try error("Squat / 3x8 / progress: custom() {~ weights = sqrt(2) ~}").message.hasPrefix("there is no function \"sqrt\""))
        #expect(try error("Squat / 3x8 / progress: custom() {~ if (1 > 0 { } ~}").position == SourcePosition(line: 3, column: 47))
        // An update script may read the state of a built-in progression.
        #expect(try line("Squat / 3x8 / progress: lp(5lb) / update: custom() {~ if (setIndex == 0) { weights = state.increment } ~}").update != nil)
        #expect(try error("Squat / 3x8 / progress: custom() {~ weights += 5lb ").message == "expected \"~}\" to close the script")
    }
}
