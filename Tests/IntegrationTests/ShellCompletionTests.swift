import Foundation
import Testing

/// Tab in the real shells, with the scripts `gym-timer
/// --generate-completion-script` writes: bash and zsh typed into on a
/// pseudo-terminal (zsh's zpty) as a person types, each candidate read as
/// the completion hands it over and the line as it stands after the Tab;
/// fish through `complete -C`, its own way of asking, and on a terminal for
/// what a Tab writes. The log holds bench press, then squat; the daemon a
/// timer named "bench press".
@Suite(.serialized) struct ShellCompletionTests {
    enum Shell: String, CaseIterable { case bash, zsh, fish }

    /// What one Tab did: the candidates offered (quoting off, in the order
    /// given) and, on a terminal, the line after it.
    struct Tab {
        var candidates: [String]
        var line: String?
    }

    let session: DesktopSession
    let environment: [String: String]
    /// A line per run of `gym-timer` from PATH: the stand-in there counts them.
    let runs: String

    init() throws {
        session = try DesktopSession(notificationServer: false)
        let root = session.root
        let config = root + "/config/gym-timer"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "[timer]\nauto_start = false\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        let bin = root + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        runs = root + "/runs"
        try "#!/bin/sh\necho \"$*\" >> '\(runs)'\nexec '\(DesktopSession.binDirectory)/gym-timer' \"$@\"\n"
            .write(toFile: bin + "/gym-timer", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/gym-timer")
        environment = session.environment.merging(["GYM_TIMER_DATA_DIR": root + "/data", "PATH": bin + ":/usr/bin:/bin"]) { $1 }

        try session.startDaemon()
        for arguments in [["log", "bench", "press", "100x5"], ["log", "squat", "140x5"], ["start", "5m", "--name", "bench press"]] {
            let r = try session.run(bin + "/gym-timer", arguments, environment: environment)
            #expect(r.status == 0, "\(arguments): \(r.stderr)")
        }
        for shell in Shell.allCases {
            let script = try session.run(bin + "/gym-timer", ["--generate-completion-script", shell.rawValue], environment: environment)
            #expect(script.status == 0, "\(script.stderr)")
            try script.stdout.write(toFile: path(shell), atomically: true, encoding: .utf8)
        }
        try Self.bashOnATerminal.write(toFile: root + "/tab-bash.zsh", atomically: true, encoding: .utf8)
        try Self.zshOnATerminal.write(toFile: root + "/tab-zsh.zsh", atomically: true, encoding: .utf8)
        try Self.fishOnATerminal.write(toFile: root + "/tab-fish.zsh", atomically: true, encoding: .utf8)
    }

    private func path(_ shell: Shell) -> String { session.root + "/completion." + shell.rawValue }

    /// `line` typed, cursor at its end, then Tab.
    func tab(_ shell: Shell, _ line: String) throws -> Tab {
        if shell == .fish {
            let r = try session.run("/usr/bin/fish", ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", path(.fish), line],
                                    environment: environment)
            #expect(r.status == 0 && r.stderr.isEmpty, "fish, \(line): \(r.stderr)")
            return Tab(candidates: r.stdout.split(separator: "\n").map { line in String(line.prefix { $0 != "\t" }) }, line: nil)
        }
        let r = try onATerminal(shell, line)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        return Tab(candidates: lines.filter { $0.hasPrefix("cand:") }.map { String($0.dropFirst(5)) },
                   line: lines.last { $0.hasPrefix("line:") }.map { String($0.dropFirst(5)) })
    }

    /// The line after a Tab on a terminal, in any of the shells.
    func lineAfterTab(_ shell: Shell, _ line: String) throws -> String? {
        let r = try onATerminal(shell, line)
        return r.stdout.split(separator: "\n").last { $0.hasPrefix("line:") }.map { String($0.dropFirst(5)) }
    }

    private func onATerminal(_ shell: Shell, _ line: String) throws -> DesktopSession.Result {
        let command = DesktopSession.withSignalsUnblocked + ["/usr/bin/zsh", "-f", session.root + "/tab-\(shell.rawValue).zsh", path(shell), line]
        let r = try session.run(command[0], Array(command.dropFirst()), environment: environment)
        #expect(r.status == 0, "\(shell), \(line): no answer on the terminal\n\(r.stdout)\(r.stderr)")
        return r
    }

    /// Every exercise whose name starts with "ben", ignoring case: the one
    /// logged first, then the catalogue's.
    static let ben = ["Bench Press (Barbell)", "Bench Press (Dumbbell)", "Bent Over Row (Barbell)", "Bent Over One Arm Row (Dumbbell)",
                      "Bench Press - Close Grip (Barbell)", "Bent Over Row (Dumbbell)", "Bench Press (Smith Machine)", "Bench Dip",
                      "Bench Press - Wide Grip (Barbell)", "Bench Press (Cable)", "Bent Over Row - Underhand (Barbell)",
                      "Bent Over Row (Smith Machine)", "Bent Over Row (Cable)", "Bent Over Low-Pulley Side Lateral (Cable)",
                      "Bent Press (Kettlebell)", "Bent-Arm Pullover (Barbell)"]

    @Test(arguments: Shell.allCases)
    func test_exercise_names_complete_wherever_an_exercise_is_expected(shell: Shell) throws {
        for line in ["gym-timer log ben", "gym-timer warmup ben", "gym-timer records ben", "gym-timer progress ben",
                     "gym-timer exercises show ben", "gym-timer history --exercise ben", "gym-timer history list --exercise ben",
                     "gym-timer progress --gym Default\\ Gym ben"] {
            let offered = try tab(shell, line).candidates
            #expect(offered.first == "Bench Press (Barbell)", "\(shell), \(line): \(offered)")
            #expect(offered.sorted() == Self.ben.sorted(), "\(shell), \(line): \(offered)")
        }
        // With nothing typed, the lifter's own, the latest first.
        for line in ["gym-timer log ", "gym-timer history --exercise "] {
            #expect(try tab(shell, line).candidates == ["Squat (Barbell)", "Bench Press (Barbell)"], "\(shell), \(line)")
        }
    }

    @Test(arguments: Shell.allCases)
    func test_names_match_ignoring_case_and_come_out_as_one_word(shell: Shell) throws {
        let benchPresses = ["Bench Press (Barbell)", "Bench Press (Dumbbell)", "Bench Press - Close Grip (Barbell)",
                            "Bench Press (Smith Machine)", "Bench Press - Wide Grip (Barbell)", "Bench Press (Cable)"]
        for line in ["gym-timer log Ben", "gym-timer log BEN", "gym-timer records bEn"] {
            #expect(try tab(shell, line).candidates.sorted() == Self.ben.sorted(), "\(shell), \(line)")
        }
        for line in ["gym-timer log bench\\ p", "gym-timer log Bench\\ P", "gym-timer log 'bench p", "gym-timer log \"BENCH P"] {
            #expect(Set(try tab(shell, line).candidates) == Set(benchPresses), "\(shell), \(line)")
        }
        for line in ["gym-timer stop bench\\ ", "gym-timer stop Bench\\ ", "gym-timer pause 'bench "] {
            #expect(try tab(shell, line).candidates == ["bench press"], "\(shell), \(line)")
        }
        // What the Tab writes: the whole name, quoted as the word began.
        #expect(try lineAfterTab(shell, "gym-timer stop bench\\ ") == "gym-timer stop bench\\ press ")
        #expect(try lineAfterTab(shell, "gym-timer stop Bench\\ ") == "gym-timer stop bench\\ press ")
        #expect(try lineAfterTab(shell, "gym-timer log Bench\\ Press\\ \\(B") == "gym-timer log Bench\\ Press\\ \\(Barbell\\) ")
        #expect(try lineAfterTab(shell, "gym-timer log 'Bench Press (B") == "gym-timer log 'Bench Press (Barbell)' ")
        if shell != .fish { // fish corrects the case of a word only while it holds no escaped parenthesis
            #expect(try lineAfterTab(shell, "gym-timer log bench\\ press\\ \\(b") == "gym-timer log Bench\\ Press\\ \\(Barbell\\) ")
        }
    }

    @Test(arguments: Shell.allCases)
    func test_a_name_typed_as_separate_words_completes_its_rest(shell: Shell) throws {
        #expect(try tab(shell, "gym-timer log bench p").candidates.sorted()
                == ["Press (Barbell)", "Press (Cable)", "Press (Dumbbell)", "Press (Smith Machine)",
                    "Press - Close Grip (Barbell)", "Press - Wide Grip (Barbell)"], "\(shell)")
        #expect(try lineAfterTab(shell, "gym-timer log squat \\(Bar") == "gym-timer log squat \\(Barbell\\) ")
        // Once a set is typed, the name is over.
        #expect(try tab(shell, "gym-timer log bench press 100x5 ").candidates == [], "\(shell)")
        #expect(try tab(shell, "gym-timer warmup bench 100 ").candidates == [], "\(shell)")
    }

    @Test(arguments: Shell.allCases)
    func test_options_are_offered_for_a_dash_and_never_in_place_of_a_value(shell: Shell) throws {
        // A value: only values, whatever the command's options.
        for (line, values) in [("gym-timer history --exercise squ", ["Squat (Barbell)", "Squat (Smith Machine)", "Squat (Bodyweight)",
                                                                    "Squat (Dumbbell)", "Squat (Machine)", "Squat (Band)"]),
                               ("gym-timer log ", ["Squat (Barbell)", "Bench Press (Barbell)"]),
                               ("gym-timer history list --gym ", ["Default Gym"]),
                               ("gym-timer progress bench --metric ", ["e1rm", "top", "volume", "reps"]),
                               ("gym-timer gyms add Home --color ", ["red", "orange", "yellow", "green", "blue", "purple", "pink", "gray"])] {
            let offered = try tab(shell, line).candidates
            #expect(offered.sorted() == values.sorted(), "\(shell), \(line): \(offered)")
        }
        // A dash: the options, the default subcommand's included (`history` is `history list`).
        #expect(try tab(shell, "gym-timer history --ex").candidates == ["--exercise"], "\(shell)")
        #expect(try tab(shell, "gym-timer log --no-t").candidates == ["--no-timer"], "\(shell)")
        #expect(try tab(shell, "gym-timer sta").candidates.sorted() == ["start", "stats", "status"], "\(shell)")
        #expect(try tab(shell, "gym-timer history ").candidates.sorted() == ["delete", "edit", "list", "merge", "show"], "\(shell)")
    }

    /// The parser's own fish script ran some 24,000 to 52,000 fish commands a
    /// Tab (365 to 900 ms on the 500,000-set log). Speed itself is measured
    /// in scripts/bench; here, the work: one walk of the words, one run of
    /// gym-timer when the candidates come from the log, none otherwise.
    @Test func test_fish_answers_a_tab_with_one_walk_and_at_most_one_run() throws {
        for (line, expectedRuns) in [("gym-timer log ben", 1), ("gym-timer history --exercise ben", 1), ("gym-timer stop ", 1),
                                     ("gym-timer sta", 0), ("gym-timer history list --li", 0), ("gym-timer log bench press 100x5 --r", 0)] {
            try? FileManager.default.removeItem(atPath: runs)
            let r = try session.run("/usr/bin/fish", ["--no-config", "-c",
                                                      "source $argv[1]; set fish_trace 1; complete -C $argv[2] >/dev/null; set -e fish_trace",
                                                      path(.fish), line], environment: environment)
            let traced = r.stderr.split(separator: "\n").count
            #expect(traced < 1000, "\(line): \(traced) fish commands")
            let ran = ((try? String(contentsOfFile: runs, encoding: .utf8)) ?? "").split(separator: "\n")
            #expect(ran.count == expectedRuns, "\(line): \(ran)")
        }
    }

    // MARK: Shells on a terminal

    /// `zsh -f tab-bash.zsh SCRIPT LINE`: LINE typed into an interactive
    /// bash that sourced SCRIPT, then Tab. Prints each candidate the
    /// completion function gave (`cand:…`) and the line after (`line:…`).
    static let bashOnATerminal = #"""
        zmodload zsh/zpty
        zpty sh bash --norc --noprofile -i
        zpty -w sh "PS1= PS2=; bind 'set bell-style none'; source ${(q)1}"
        zpty -w sh 'eval "spec=($(complete -p gym-timer))"; under_test=${spec[-2]}'
        zpty -w sh 'shown() { "$under_test" "$@"; printf "\n"; ((${#COMPREPLY[@]})) && printf "ca""nd:%s\n" "${COMPREPLY[@]}"; return 0; } >/dev/tty; complete -F shown gym-timer'
        zpty -w sh 'bind -x "\"\C-x1\": printf \"\nli\"\"ne:%s\n<<\"\"done>>\n\" \"\$READLINE_LINE\""'
        zpty -w sh 'printf "%s\n" "<<re""ady>>"'
        out=
        until [[ $out == *'<<ready>>'* ]] { zpty -r -t sh chunk && out+=$chunk || sleep 0.05; (( SECONDS < 20 )) || exit 1 }
        out=
        zpty -w -n sh "$2"$'\t\C-x1'
        until [[ $out == *'<<done>>'* ]] { zpty -r -t sh chunk && out+=$chunk || sleep 0.05; (( SECONDS < 20 )) || exit 1 }
        zpty -d sh
        print -r -- ${out//$'\r'} | grep -a -E '^(cand|line):'
        exit 0
        """#

    /// `zsh -f tab-zsh.zsh SCRIPT LINE`: LINE typed into an interactive zsh
    /// with SCRIPT on fpath as `_gym-timer` (compinit), then Tab. Prints
    /// each candidate zsh took (`cand:…`, its quoting off) and the line after.
    static let zshOnATerminal = #"""
        zmodload zsh/zpty
        dir=${1:h}/zsh-functions
        mkdir -p $dir && cp $1 $dir/_gym-timer
        zpty sh zsh -f -i
        zpty -w sh "PS1= RPS1=; fpath=(${(q)dir} \$fpath); autoload -U compinit; compinit -u -d ${(q)dir}/.zcompdump"
        zpty -w sh 'compadd() {
          [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]] && { builtin compadd "$@"; return }
          local -a hits; builtin compadd -A hits "$@"
          print -rl -- "" "ca""nd:"${(Q)^hits} >/dev/tty
          builtin compadd "$@"
        }'
        zpty -w sh 'tab() { zle complete-word; print -rl -- "" "li""ne:$BUFFER" "<<""done>>" >/dev/tty }; zle -N tab; bindkey "^I" tab'
        zpty -w sh "zstyle ':completion:*' list-prompt ''; zstyle ':completion:*' menu no; LISTMAX=1000; print -r -- '<<re''ady>>'"
        out=
        until [[ $out == *'<<ready>>'* ]] { zpty -r -t sh chunk && out+=$chunk || sleep 0.05; (( SECONDS < 20 )) || exit 1 }
        out=
        zpty -w -n sh "$2"$'\t'
        until [[ $out == *'<<done>>'* ]] { zpty -r -t sh chunk && out+=$chunk || sleep 0.05; (( SECONDS < 20 )) || exit 1 }
        zpty -d sh
        print -r -- ${out//$'\r'} | grep -a -E '^(cand|line):'
        exit 0
        """#

    /// `zsh -f tab-fish.zsh SCRIPT LINE`: LINE typed into an interactive
    /// fish that sourced SCRIPT, then Tab; prints the line after it.
    static let fishOnATerminal = #"""
        zmodload zsh/zpty
        zpty sh fish --no-config -i
        zpty -w sh "function fish_prompt; end; function fish_right_prompt; end; source ${(q)1}"
        zpty -w sh "bind \\cx1 'printf \"\\n%s%s\\n%s%s\\n\" li ne:(commandline) \"<<\" \"done>>\"'"
        zpty -w sh 'printf "%s%s\n" "<<re" "ady>>"'
        out=
        until [[ $out == *'<<ready>>'* ]] { zpty -r -t sh chunk && out+=$chunk || sleep 0.05; (( SECONDS < 20 )) || exit 1 }
        out=
        zpty -w -n sh "$2"$'\t\C-x1'
        until [[ $out == *'<<done>>'* ]] { zpty -r -t sh chunk && out+=$chunk || sleep 0.05; (( SECONDS < 20 )) || exit 1 }
        zpty -d sh
        print -r -- ${out//$'\r'} | grep -a -E '^line:'
        exit 0
        """#
}
