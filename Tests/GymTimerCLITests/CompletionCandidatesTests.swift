import Foundation
import Testing

/// What the completion scripts are given, in process: the candidates
/// `---completion` answers with (the scripts pass the argument's words,
/// quoting off, the last at the cursor) and the tables each script is
/// written with. The shells themselves run in IntegrationTests
/// (ShellCompletionTests).
@Suite struct CompletionCandidatesTests {
    let cli: InProcess

    init() throws {
        cli = try InProcess()
        #expect(cli.run("log", "bench", "press", "100x5").status == 0)
        #expect(cli.run("log", "squat", "140x5").status == 0)
    }

    /// `gym-timer ---completion PATH -- ARGUMENT INDEX CURSOR WORD…`, a candidate a line.
    private func candidates(_ path: [String], _ argument: String, _ words: [String]) -> [String] {
        let r = cli.run(["---completion"] + path + ["--", argument, "\(words.count - 1)", "\(words.last?.count ?? 0)"] + words)
        #expect(r.status == 0, "\(r.stderr)")
        return r.stdout.split(separator: "\n").map(String.init)
    }

    @Test func test_exercises_start_with_the_typed_words_ignoring_case_the_lifters_own_first() {
        for typed in ["ben", "BEN", "Bench P"] {
            let found = candidates(["history", "list"], "--exercise", [typed])
            #expect(found.first == "Bench Press (Barbell)", "\(typed): \(found)")
            #expect(found.allSatisfy { $0.lowercased().hasPrefix(typed.lowercased()) }, "\(typed): \(found)")
        }
        #expect(candidates(["log"], "positional@0", [""]) == ["Squat (Barbell)", "Bench Press (Barbell)"])
        #expect(candidates(["records"], "positional@0", ["bench press (b"]) == ["Bench Press (Barbell)"])
    }

    @Test func test_a_name_typed_as_words_completes_the_word_at_the_cursor() {
        #expect(candidates(["log"], "positional@0", ["bench", "p"]).sorted()
                == ["Press (Barbell)", "Press (Cable)", "Press (Dumbbell)", "Press (Smith Machine)",
                    "Press - Close Grip (Barbell)", "Press - Wide Grip (Barbell)"])
        #expect(candidates(["log"], "positional@0", ["Bench Press", "(b"]) == ["(Barbell)"])
        #expect(candidates(["log"], "positional@0", ["bench", "100x5", ""]) == [])
        #expect(candidates(["warmup"], "positional@0", ["bench", "100", ""]) == [])
    }

    @Test func test_each_script_is_written_with_what_each_command_takes() {
        let bash = cli.run("--generate-completion-script", "bash").stdout
        for row in ["__gym_timer_subcommands['gym-timer history']='list show edit merge delete'",
                    "__gym_timer_default['gym-timer history']='list'",
                    "__gym_timer_value['gym-timer history list --exercise']='custom --exercise'",
                    "__gym_timer_value['gym-timer history list --limit']='none --limit'",
                    "__gym_timer_positional['gym-timer log 0']='custom positional@0'",
                    "__gym_timer_repeating['gym-timer log']='0'",
                    "__gym_timer_options['gym-timer']='--socket --data-dir'",
                    "complete -F _gym-timer gym-timer"] {
            #expect(bash.contains(row + "\n"), "bash: \(row)")
        }
        let zsh = cli.run("--generate-completion-script", "zsh").stdout
        #expect(zsh.hasPrefix("#compdef gym-timer\n"))
        #expect(zsh.contains("    'gym-timer history list --exercise' 'custom --exercise'\n"))
        let fish = cli.run("--generate-completion-script=fish").stdout
        for row in ["complete -c gym-timer -f -k -a '(__gym_timer_complete)'",
                    "set -g __gym_timer_value_gym_timer_history_list___exercise 'custom --exercise'",
                    "set -g __gym_timer_list_gym_timer_progress___metric 'e1rm' 'top' 'volume' 'reps'",
                    "set -g __gym_timer_description_gym_timer_log___no_timer 'Do not start the rest timer.'"] {
            #expect(fish.contains(row + "\n"), "fish: \(row)")
        }
        // A shell of its own is left to the parser, which names the ones it knows.
        #expect(cli.run("--generate-completion-script", "tcsh").status != 0)
    }
}
