import Notifications
import Testing

/// The spoken cue says the rest-over sentence as a person would: units and
/// `×` as words, without the parts that are there to be read.
@Suite struct SpokenCueTests {
    @Test func test_the_next_set_is_said_without_plates_or_last_time() {
        let label = "Squat (Barbell), set 3 of 5: 140 kg × 5 (60 + 10 per side). Last: 137.5 kg × 5 (21 Nov)."
        #expect(SpokenCue.sentence(summary: "Rest over", label: label) == "Squat, set 3 of 5: 140 kilos, 5 reps.")
    }

    @Test func test_decimals_pounds_single_reps_and_a_record_first() {
        let label = "New record: Bench Press (Barbell) 102.5 kg × 1. Bench Press (Barbell), set 2 of 3: 225 lb × 1."
        #expect(SpokenCue.sentence(summary: "Rest over", label: label)
                == "New record: Bench Press 102.5 kilos, 1 rep. Bench Press, set 2 of 3: 225 pounds, 1 rep.")
    }

    @Test func test_no_label_says_the_summary_and_plain_text_stays() {
        #expect(SpokenCue.sentence(summary: "Rest over", label: "") == "Rest over.")
        #expect(SpokenCue.sentence(summary: "Timer “tea” done", label: "Steep 3 x 2 min") == "Steep 3 x 2 min.", "a timer's own words are said as written")
        #expect(SpokenCue.sentence(summary: "Rest over", label: "All planned sets done.") == "All planned sets done.")
    }
}
