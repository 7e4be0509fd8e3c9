import Foundation
import GymTimerProtocol
import Testing
import TestSupport
@testable import GymTimerCLI

/// `list --json` is written by hand for speed: byte for byte what
/// JSONEncoder gives the same listing.
@Suite struct TimerListingJSONTests {
    private func encoded(_ listing: TimerListing) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(listing), as: UTF8.self)
    }

    @Test func test_the_hand_written_listing_is_what_jsonencoder_writes() throws {
        var generator = SeededGenerator(seed: 0x6A73_6F6E)
        let awkward = ["", "rest", "q\"uote", "back\\slash", "a/b", "tab\there", "line\nbreak\r", "\u{1}\u{1f}\u{7f}\u{8}\u{c}",
                       "é 🏋️ 深蹲", "\u{2028}\u{202E}x", "{label}", "%{A1:x:}y%{A}", "#[bg=red]"]
        var timers: [TimerSnapshot] = []
        for i in 0..<400 {
            let state: TimerState = [.running, .paused, .finished][i % 3]
            let duration = [0.05, 1, 90, 3600, 86_400, Double.random(in: 0.05...86_400, using: &generator)][i % 6]
            let remaining = [0, 0.1, 89.99999999, duration, Double.random(in: 0...duration, using: &generator)][i % 5]
            let ends: Double? = i % 7 == 0 ? nil : [1_795_838_475.1234567, 1e9, 0, Double.random(in: 1e9...4e9, using: &generator)][i % 4]
            timers.append(TimerSnapshot(name: awkward[i % awkward.count] + "\(i)", label: awkward[(i * 5) % awkward.count],
                                        state: state, durationSeconds: duration, remainingSeconds: remaining, endsAtUnix: ends))
        }
        for notifications in [NotificationAvailability.available, .unavailable] {
            let listing = TimerListing(Response(timers: timers, notifications: notifications))
            let written = String(decoding: try #require(listing.jsonBytes), as: UTF8.self)
            #expect(written == (try encoded(listing)))
        }
        // Empty, and a daemon that left notifications out.
        let empty = TimerListing(Response(timers: []))
        #expect(String(decoding: try #require(empty.jsonBytes), as: UTF8.self) == (try encoded(empty)))
        // `status` with its workout is encoded as before.
        #expect(TimerListing(Response(timers: timers), withWorkout: true).jsonBytes == nil)
    }
}
