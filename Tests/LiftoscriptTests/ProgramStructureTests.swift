import Liftoscript
import Testing

/// Weeks, days, descriptions and where a program's text may come from.
@Suite struct ProgramStructureTests {
    @Test func test_weeks_and_days_hold_their_exercise_lines_in_order() throws {
        let program = try ProgramParser.parse("""
            # Week 1
            ## Monday
            Squat / 5x5
            Bench Press / 3x8

            ## Thursday
            Deadlift / 1x5
            # Week 2
            ## Monday
            """)
        #expect(program.weeks.map(\.name) == ["Week 1", "Week 2"])
        #expect(program.weeks[0].days.map(\.name) == ["Monday", "Thursday"])
        #expect(program.weeks[0].days[0].exercises.map(\.name) == ["Squat", "Bench Press"])
        #expect(program.weeks[0].days[1].exercises.map(\.name) == ["Deadlift"])
        #expect(program.weeks[1].days[0].exercises.isEmpty, "an empty day is allowed")
        #expect(program.weeks[0].days[1].exercises[0].position == SourcePosition(line: 7, column: 1))
    }

    @Test func test_descriptions_group_by_empty_lines_and_the_one_marked_with_a_bang_is_current() throws {
        let program = try ProgramParser.parse("""
            // the week's own words
            # Week 1
            ## Day 1
            // Pause **2 s** at the bottom
            // then drive up
            /// a note nobody is shown
            // ! Touch and go
            Squat / 5x5
            Bench Press / 3x8
            """)
        #expect(program.weeks[0].description == "the week's own words")
        let squat = program.weeks[0].days[0].exercises[0]
        #expect(squat.descriptions == ["Pause **2 s** at the bottom\nthen drive up", "Touch and go"])
        #expect(squat.currentDescription == 1)
        #expect(program.weeks[0].days[0].exercises[1].descriptions.isEmpty, "descriptions belong to the next line only")
    }

    @Test func test_from_markdown_only_the_liftoscript_blocks_are_read_on_their_own_lines() throws {
        let text = """
            # My program
            Some notes, with a / and 3x8 in them.
            ```liftoscript
            # Week 1
            ## Day 1
            Squat / 5x5
            ```
            More notes.
            ```liftoscript
            Bench Press / 3x8
            ```
            """
        let program = try ProgramParser.parse(text)
        #expect(program.weeks.count == 1, "the Markdown heading is no week")
        #expect(program.weeks[0].days[0].exercises.map(\.name) == ["Squat", "Bench Press"])
        #expect(program.weeks[0].days[0].exercises[1].position.line == 10)
    }

    @Test func test_every_mistake_is_reported_with_its_line_column_and_a_caret() throws {
        let text = """
            Squat / 5x5
            # Week 1
            ## Day 1
            Squat / 5x
            Bench Press / 3x8 / tempo: 3
            Row / 3x8
            """
        let errors = try #require(throws: ProgramSyntaxErrors.self) { try ProgramParser.parse(text) }
        #expect(errors.errors.map(\.position) == [SourcePosition(line: 1, column: 1), SourcePosition(line: 4, column: 11),
                                                  SourcePosition(line: 5, column: 21)])
        #expect(errors.errors[0].message.hasPrefix("an exercise needs a week and a day first"))
        #expect(errors.errors[1].message.hasPrefix("expected reps after \"x\""))
        #expect(errors.errors[2].message.hasPrefix("there is no property \"tempo\""))
        #expect(errors.errors[1].rendered(file: "p.txt") == """
            p.txt:4:11: expected reps after "x", like 3x8
              Squat / 5x
                        ^
            """)
    }

    @Test func test_a_day_before_any_week_is_refused() throws {
        let errors = try #require(throws: ProgramSyntaxErrors.self) { try ProgramParser.parse("## Day 1\nSquat / 5x5") }
        #expect(errors.errors.first?.message == "a day needs a week first: write \"# Week 1\" above it")
    }
}
