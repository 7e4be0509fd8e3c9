import Foundation
import Testing

/// Targets, `next`, logging from a target, `warmup`, `bodyweight`, the
/// summary at `workout end` and `history --exercise`, as a person reads
/// them, on a real log file.
@Suite struct CoachingCommandTests {
    private func lines(_ result: InProcess.Result) -> [String] {
        result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func test_a_planned_template_gives_targets_next_and_logs_them() throws {
        let cli = try InProcess()
        #expect(lines(cli.run("templates", "plan", "Push", "bench", "press", "3x8-12", "--weight", "60"))
            == ["created template Push", "  1. Bench Press (Barbell) — 3 × 8-12 reps"])
        #expect(cli.run("next").stderr.hasPrefix("gym-timer: no workout in progress"))

        let started = lines(cli.run("workout", "start", "--template", "push"))
        #expect(started == ["started Push at Default Gym", "  1. Bench Press (Barbell) — 3 × 8-12 reps",
                            "     today: 60 kg × 8, 3 sets (20 per side) — first time"])
        #expect(lines(cli.run("next")) == ["Bench Press (Barbell) — set 1 of 3", "  target: 60 kg × 8 (20 per side)"])

        let target = lines(cli.run("log", "bench", "press"))
        #expect(target.first == "Bench Press (Barbell) — set 1 of 3: 60 kg × 8  #1")
        #expect(target.last == "next: Bench Press (Barbell), set 2 of 3: 60 kg × 8 (20 per side)")
        let heavier = lines(cli.run("log", "bench", "press", "+2.5x12"))
        #expect(heavier.first?.hasPrefix("Bench Press (Barbell) — set 2 of 3: 62.5 kg × 12") == true, "\(heavier)")
        let same = lines(cli.run("log", "bench", "press", "same"))
        #expect(same.first?.hasPrefix("Bench Press (Barbell) — set 3 of 3: 62.5 kg × 12") == true, "\(same)")
        #expect(lines(cli.run("next")) == ["all planned sets done — `gym-timer workout end` when you are"])

        let ended = lines(cli.run("workout", "end"))
        #expect(ended.first == "ended Push")
        #expect(ended.contains { $0.hasPrefix("  Chest") && $0.contains("3 sets") }, "\(ended)")
        #expect(!ended.contains { $0.hasPrefix("against") }, "the first workout of a template has nothing to compare with")

        // Two sets at the top weight reached 12, the plan has three: the same
        // weight, the third from the bottom of the range (60 × 8 was lighter).
        let again = lines(cli.run("workout", "start", "--template", "Push"))
        #expect(again.last == "     today: 62.5 kg × 12, 62.5 kg × 12, 62.5 kg × 8 (20 + 1.25 per side) — reps up to 12 before the weight goes up")
        _ = cli.run("log", "bench", "press", "62.5x12x2")
        _ = cli.run("log", "bench", "press", "62.5x11")
        let summary = lines(cli.run("workout", "end"))
        #expect(summary.contains { $0.hasPrefix("against Push on") && $0.hasSuffix(": 0 up, 0 down") }, "\(summary)")
        #expect(summary.contains { $0.hasPrefix("PR: 12 reps at 62.5 kg") } == false, "12 at 62.5 was done last time")
        #expect(summary.last?.hasPrefix("  same  Bench Press (Barbell): e1RM 87.5 → 87.5 kg") == true, "\(summary)")
    }

    @Test func test_warmup_uses_the_plates_in_the_config_and_says_how_to_log_it() throws {
        let cli = try InProcess()
        #expect(lines(cli.run("warmup", "bench", "press", "100")) == [
            "warm-up for Bench Press (Barbell) at 100 kg:",
            "  20 kg × 10 (bar only)", "  40 kg × 5 (10 per side)", "  60 kg × 3 (20 per side)", "  80 kg × 2 (25 + 5 per side)",
            "  work: 100 kg (25 + 15 per side)",
            "log them: gym-timer log bench press 20x10 40x5 60x3 80x2 --warmup",
        ])
        #expect(cli.run("config", "set", "plates.available", "[20, 10, 5]").status == 0)
        #expect(cli.run("config", "set", "plates.bar", "15").status == 0)
        let home = lines(cli.run("warmup", "bench", "press", "100"))
        #expect(home.dropFirst().first == "  15 kg × 10 (bar only)")
        #expect(home.contains("  work: 100 kg (not loadable: 95 or 105 kg)"), "\(home)")
        #expect(cli.run("warmup", "bench", "press").stderr.hasPrefix("gym-timer: no target weight for Bench Press (Barbell) today"))
        #expect(cli.run("warmup", "plank").status == 1)
    }

    @Test func test_bodyweight_is_recorded_listed_and_counted_in_dip_records() throws {
        let cli = try InProcess()
        #expect(cli.run("bodyweight").stdout == "no body weight recorded; `gym-timer bodyweight 81.5` records one\n")
        #expect(cli.run("bodyweight", "81.5").stdout.hasPrefix("recorded 81.5 kg ("))
        #expect(cli.run("bodyweight", "5").status == 64)
        #expect(cli.run("bodyweight", "heavy").status == 64)
        #expect(lines(cli.run("bodyweight")).count == 1)
        _ = cli.run("log", "chest", "dip", "bw+10x8")
        let record = lines(cli.run("log", "chest", "dip", "bw+20x8"))
        #expect(record.contains("PR: e1RM 128.6 kg with body weight (+12.7)"), "\(record)")
        let reps = lines(cli.run("log", "chest", "dip", "x15"))
        #expect(reps.contains("PR: 15 reps at bodyweight (+7)"), "more reps than any set with as much added weight or more: \(reps)")
        #expect(lines(cli.run("log", "chest", "dip", "x16")).contains("PR: 16 reps at bodyweight (+1)"))
    }

    /// An assisted movement logged before any weigh-in still counts its sets,
    /// and says what is missing with an example in the lifter's unit.
    @Test func test_an_assisted_movement_without_a_weigh_in_counts_its_sets_and_says_what_is_missing() throws {
        let cli = try InProcess()
        #expect(cli.run("config", "set", "unit", "lb").status == 0)
        #expect(cli.run("log", "assisted", "pull", "up", "bw-30x8", "bw-40x10").status == 0)
        #expect(cli.run("workout", "end").stdout.contains(" · 2 working sets · "))
        let records = lines(cli.run("records", "assisted", "pull", "up"))
        #expect(records == ["Pull Up (Assisted) — records",
                            "  body weight not counted: no weigh-in recorded (`gym-timer bodyweight 180`)",
                            "  2 working sets, with no load to compare until a weigh-in"], "\(records)")
        #expect(cli.run("exercises", "show", "assisted", "pull", "up").stdout.contains("`gym-timer bodyweight 180`"))
    }

    /// `warmup 315` in a workout is for its next exercise; a deadlift's
    /// warm-up starts from 45-lb plates on the floor, not an empty bar.
    @Test func test_a_weight_alone_warms_up_the_next_exercise_from_the_floor() throws {
        let cli = try InProcess()
        #expect(cli.run("config", "set", "unit", "lb").status == 0)
        let alone = cli.run("warmup", "315")
        #expect(alone.status == 1 && alone.stderr.contains("no workout in progress"), "\(alone.stderr)")
        #expect(cli.run("templates", "plan", "Pull", "deadlift", "3x5").status == 0)
        #expect(cli.run("workout", "start", "--template", "Pull").status == 0)
        let ramp = lines(cli.run("warmup", "315"))
        #expect(ramp.first == "warm-up for Deadlift (Barbell) at 315 lb:", "\(ramp)")
        #expect(ramp.dropFirst().first == "  135 lb × 5 (45 per side)", "\(ramp)")
    }

    /// A weigh-in can be dated (a day counts from its start); one in the
    /// future is refused; the list is newest first.
    @Test func test_a_weigh_in_from_the_past_is_recorded_with_its_date() throws {
        let cli = try InProcess()
        let dated = cli.run("bodyweight", "81.4", "--date", "2024-03-01")
        #expect(dated.status == 0 && dated.stdout == "recorded 81.4 kg (1 Mar 2024 00:00:00)\n", "\(dated.stdout)\(dated.stderr)")
        #expect(cli.run("bodyweight", "80.2", "--date", "2024-06-01 07:30").stdout == "recorded 80.2 kg (1 Jun 2024 07:30:00)\n")
        let future = cli.run("bodyweight", "90", "--date", "2099-01-01")
        #expect(future.status == 64 && future.stderr.hasPrefix("gym-timer: a weigh-in cannot be in the future"), "\(future.stderr)")
        #expect(cli.run("bodyweight", "--date", "2024-03-01").status == 64)
        #expect(cli.run("bodyweight", "81", "--date", "March").status == 64)
        #expect(lines(cli.run("bodyweight")) == ["80.2 kg (1 Jun 2024 07:30:00)", "81.4 kg (1 Mar 2024 00:00:00)"])
    }

    @Test func test_history_of_one_exercise_lists_its_sessions() throws {
        let cli = try InProcess()
        _ = cli.run("log", "bench", "press", "60x10", "--warmup")
        _ = cli.run("log", "bench", "press", "100x5", "100x5", "102.5x3")
        #expect(lines(cli.run("history", "--exercise", "bench press")).dropFirst().first?
            .hasSuffix(": 100 kg × 5, 5; 102.5 kg × 3 (+1 warm-up) · e1RM 116.7 kg") == true)
        #expect(lines(cli.run("history", "--exercise", "squat")) == ["no sessions of Squat (Barbell) yet"])
    }
}
