@testable import Notifications
import Testing

/// What the daemon tells a chime's player, and what the player says back,
/// read the way they were written.
@Suite struct ChimeCommandLineTests {
    @Test func test_a_chime_reads_back_from_its_command_line() {
        var chime = Chime(sound: "alarm-clock-elapsed", decibels: -7.96, bus: "unix:path=/run/user/1000/bus", speech: nil,
                          scratchDirectory: "/run/user/1000/gym-timer", appName: "gym-timer")
        #expect(Chime(arguments: ["gym-timerd"] + chime.arguments) == chime)
        chime.cued = true
        #expect(Chime(arguments: ["gym-timerd"] + chime.arguments) == chime, "the scratch directory goes along for words given later")
        chime.speech = "Squat, set 3 of 5: 140 kilos"
        chime.cued = false
        #expect(Chime(arguments: ["gym-timerd"] + chime.arguments) == chime)
        #expect(Chime(arguments: ["gym-timerd", "--socket", "/tmp/s"]) == nil, "the daemon's own command line is not a chime")
        #expect(Chime(arguments: ["gym-timerd", "--play-chime", "bell", "--decibels"]) == nil)
    }

    @Test func test_outcomes_read_back_from_their_line_and_cues_hold_one_line() {
        for outcome in [ChimePlayer.Outcome.played, .failed("no sound server (PulseAudio or PipeWire) answers: Not available")] {
            #expect(ChimePlayer.Outcome(line: Substring(outcome.line)) == outcome)
        }
        #expect(ChimePlayer.Outcome(line: "ALSA lib pcm.c: warning") == nil, "a library's warning is not an outcome")
        #expect(Chime.cue(speaking: nil) == "play\n")
        #expect(Chime.cue(speaking: "Bench\nPress") == "play\tBench Press\n")
        #expect(Chime.cue(speaking: "Bench\r\nPress") == "play\tBench  Press\n", "a label typed with CRLF keeps to one line")
    }

    @Test func test_a_readied_player_plays_only_the_same_sound_volume_and_players() {
        let a = Chime(sound: "bell", decibels: 0, bus: nil, speech: nil, scratchDirectory: nil, appName: "gym-timer")
        var b = a
        b.speech = "Bench"
        b.cued = true
        #expect(a.sounds(like: b))
        b.decibels = -6
        #expect(!a.sounds(like: b))
    }
}
