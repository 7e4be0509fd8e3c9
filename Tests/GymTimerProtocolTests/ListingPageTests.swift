import Foundation
import GymTimerProtocol
import Testing

/// Listing pages are written by hand for speed; they must read back as the
/// very response the generic encoder writes.
@Suite struct ListingPageTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    @Test func test_pages_decode_to_what_the_generic_encoder_writes() throws {
        var random = Generator(state: 11)
        let texts = ["", "rest", "Squat \"heavy\" day", "back\\slash", "line\nbreak\ttab\r", "\u{1}\u{1f}", "Kniebeuge — 5×5 🏋️"]
        for round in 0..<50 {
            let timers = (0..<Int.random(in: 0...40, using: &random)).map { i in
                TimerSnapshot(name: texts.randomElement(using: &random)! + "\(i)", label: texts.randomElement(using: &random)!,
                              state: [.running, .paused, .finished].randomElement(using: &random)!,
                              durationSeconds: [90, 0.001, 86400, 12.345].randomElement(using: &random)!,
                              remainingSeconds: Double(Int.random(in: 0...86_400_000, using: &random)) / 1000,
                              endsAtUnix: Bool.random(using: &random) ? nil : 1_795_460_432 + Double(Int.random(in: 0...999_999, using: &random)) / 1e6)
            }
            let more = round % 2 == 0
            let id: Int? = round % 3 == 0 ? nil : round
            let notifications: NotificationAvailability? = more ? nil : .available
            let event: TimerEventKind? = round % 5 == 0 ? .subscribed : nil
            let line = ListingPage.line(id: id, timers: timers, notifications: notifications, event: event, more: more)
            #expect(line.last == 0x0A)
            #expect(!line.dropLast().contains(0x0A), "one line")
            let expected = Response(id: id, timers: timers, notifications: notifications, event: event, more: more ? true : nil)
            #expect(try LineCodec.decodeResponse(line.dropLast()) == expected)
            #expect(try LineCodec.decodeResponse(LineCodec.encode(expected).dropLast()) == expected)
        }
    }
}
