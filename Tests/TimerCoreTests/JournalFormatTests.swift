import Foundation
import Testing
import TestSupport
@testable import TimerCore

/// The journal's bytes without a file: encoding, replaying, and what damage
/// costs.
@Suite struct JournalFormatTests {
    let clock = TestClock()
    let format = JournalFormat()

    private func changes(_ names: [String]) -> [TimerChange] {
        var book = TimerBook()
        for (i, name) in names.enumerated() {
            book.start(name: name, label: "label \(i)", duration: Nanoseconds(60 + i) * .perSecond, at: clock.now())
        }
        _ = try? book.stop(name: names[0])
        return book.takeChanges()
    }

    private func journal(_ changes: [TimerChange]) -> [UInt8] {
        var bytes = format.journal(of: [])
        for change in changes { format.append(change, to: &bytes) }
        return bytes
    }

    @Test func test_replay_applies_puts_and_removes_in_order() {
        let replay = JournalFormat.replay(journal(changes(["a", "b", "c"])))
        #expect(replay.timers.map(\.name) == ["b", "c"])
        #expect(replay.damagedLines.isEmpty)
        #expect(replay.lineCount == 5)
    }

    @Test func test_a_compacted_journal_holds_exactly_the_timers() {
        var book = TimerBook()
        book.start(name: "x", label: "", duration: 90 * .perSecond, at: clock.now())
        let timers = book.sorted()
        #expect(JournalFormat.replay(format.journal(of: timers)).timers == timers)
    }

    @Test func test_a_torn_last_line_is_damage_and_the_rest_is_kept() {
        var bytes = journal(changes(["a", "b", "c"]))
        bytes.removeLast(7)
        let replay = JournalFormat.replay(bytes)
        #expect(replay.damagedLines == [5])
        #expect(replay.timers.map(\.name) == ["a", "b", "c"], "the stop of a is lost with its line; all before it is kept")
    }

    @Test func test_a_flipped_byte_loses_only_its_line() {
        var bytes = journal(changes(["a", "b", "c"]))
        let secondRecord = bytes.firstIndex(of: 0x0A)! + 1
        let target = bytes[secondRecord...].firstIndex(of: 0x0A)! + 20 // inside the line of "b"
        bytes[target] ^= 0x01
        let replay = JournalFormat.replay(bytes)
        #expect(replay.damagedLines == [3])
        #expect(replay.timers.map(\.name) == ["c"])
    }

    @Test func test_garbage_and_a_foreign_header_are_damage() {
        #expect(JournalFormat.replay(Array("hello\nworld\n".utf8)).damagedLines == [1, 2])
        var foreign: [UInt8] = []
        JournalFormat.appendLine(Array(#"{"format":"other","version":9}"#.utf8), to: &foreign)
        #expect(JournalFormat.replay(foreign).damagedLines == [1])
        #expect(JournalFormat.replay([]) == JournalFormat.Replay(timers: [], damagedLines: [], lineCount: 0))
    }

    @Test func test_each_line_carries_the_crc32_of_its_payload() {
        let text = String(decoding: journal(changes(["rest", "other"])), as: UTF8.self)
        for line in text.split(separator: "\n") {
            #expect(UInt32(line.prefix(8), radix: 16) == CRC32.checksum(Array(line.dropFirst(9).utf8)))
        }
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926) // the standard check value
        #expect(JournalFormat.timestamp(1_800_000_000 * .perSecond) == "20270115T080000Z")
    }
}
