import Foundation
import Testing
import TestSupport
@testable import TimerCore
import Checksum

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
        #expect(replay.timers.map(\.name).sorted() == ["b", "c"])
        #expect(replay.damagedLines.isEmpty)
        #expect(replay.lineCount == 5)
    }

    @Test func test_a_compacted_journal_holds_exactly_the_timers() {
        var book = TimerBook()
        book.start(name: "x", label: "", duration: 90 * .perSecond, at: clock.now())
        let timers = book.sorted()
        #expect(Array(JournalFormat.replay(format.journal(of: timers)).timers) == timers)
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

    /// Timers in every phase, with every optional field, and text that needs escaping.
    private var awkwardTimers: [RestTimer] {
        let boot = ClockReading(bootID: "9637f0da-40d8-4328-8fbf-c3b5a1ba35c8", boottime: 20_269_962_382_384, wall: 1_795_460_432_011_666_709)
        return [
            RestTimer(name: "rest", label: "", duration: 90 * .perSecond, phase: .running(until: boot)),
            RestTimer(name: "tab\tname", label: "line\nbreak\r and \\ back\\slash\\t", duration: 1,
                      phase: .paused(remaining: 59_989_466_258), warnBefore: 10 * .perSecond),
            RestTimer(name: "squat ✓", label: "Kniebeuge — 5×5 🏋️", duration: .max,
                      phase: .finished(at: ClockReading(bootID: "other\tboot", boottime: -5, wall: .min), notified: true),
                      notificationID: .max),
            // Restarted by +30 s: it stands for its 90 s rest.
            RestTimer(name: "plus", label: "", duration: 30 * .perSecond, phase: .running(until: boot), rest: 90 * .perSecond),
            // What its Done logs, with and without the rest it stands for.
            RestTimer(name: "done", label: "", duration: 30 * .perSecond, phase: .running(until: boot), rest: 90 * .perSecond,
                      followUp: FollowUp("41 bench_press_barbell 100.0 5 0")),
            RestTimer(name: "done2", label: "", duration: 90 * .perSecond, phase: .finished(at: boot, notified: true),
                      followUp: FollowUp("odd\ttext\\")),
            // A workout's rest: its reminder, with and without a set for Done.
            RestTimer(name: "remind", label: "", duration: 90 * .perSecond, phase: .finished(at: boot, notified: true),
                      followUp: FollowUp("", reminder: 900 * .perSecond)),
            RestTimer(name: "remind2", label: "", duration: 90 * .perSecond, phase: .running(until: boot), rest: 60 * .perSecond,
                      followUp: FollowUp("41 bench_press_barbell 100.0 5 0", reminder: 1)),
            RestTimer(name: "x", label: "\\", duration: 0, phase: .finished(at: boot, notified: false), notificationID: 0),
        ]
    }

    @Test func test_every_phase_and_awkward_text_read_back_exactly() {
        let timers = awkwardTimers
        let bytes = format.journal(of: timers)
        let replay = JournalFormat.replay(bytes)
        #expect(Array(replay.timers) == timers)
        #expect(replay.damagedLines.isEmpty)
        #expect(replay.version == 2)
        // One line per record: escapes keep tabs and newlines inside their field.
        #expect(bytes.filter { $0 == 0x0A }.count == timers.count + 1)
    }

    @Test func test_a_version_1_journal_still_reads() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var bytes: [UInt8] = []
        JournalFormat.appendLine(Array(#"{"format":"gym-timer-journal","version":1}"#.utf8), to: &bytes)
        for timer in awkwardTimers { JournalFormat.appendLine(Array(try encoder.encode(TimerChange.put(timer: timer))), to: &bytes) }
        JournalFormat.appendLine(Array(try encoder.encode(TimerChange.remove(name: "x"))), to: &bytes)
        let replay = JournalFormat.replay(bytes)
        #expect(replay.version == 1)
        #expect(replay.damagedLines.isEmpty)
        // Version 1 knew no `rest` and no follow-up: they read back as none.
        let v1 = awkwardTimers.dropLast().map { timer -> RestTimer in
            var timer = timer
            timer.rest = nil
            timer.followUp = nil
            return timer
        }
        #expect(Array(replay.timers) == v1)
    }

    /// A line as a version 1 daemon wrote it, byte for byte: no key of
    /// today's may be required to read it.
    @Test func test_a_version_1_line_written_before_rest_reads() {
        var bytes: [UInt8] = []
        JournalFormat.appendLine(Array(#"{"format":"gym-timer-journal","version":1}"#.utf8), to: &bytes)
        let line = #"{"put":{"timer":{"duration":90000000000,"label":"Squat","name":"rest","#
            + #""phase":{"running":{"until":{"bootID":"b","boottime":5,"wall":7}}},"warnBefore":10000000000}}}"#
        JournalFormat.appendLine(Array(line.utf8), to: &bytes)
        let replay = JournalFormat.replay(bytes)
        #expect(replay.damagedLines.isEmpty)
        #expect(Array(replay.timers) == [RestTimer(name: "rest", label: "Squat", duration: 90 * .perSecond,
                                                   phase: .running(until: ClockReading(bootID: "b", boottime: 5, wall: 7)),
                                                   warnBefore: 10 * .perSecond)])
    }

    @Test func test_a_record_that_checks_out_but_does_not_parse_is_damage() {
        let records = [
            "put\trest",                                                 // fields missing
            "put\trest\t\t90\t\t\trunning\tboot\t12x\t34",          // not a number
            "put\trest\t\t90\t\t\trunning\tboot\t1\t2\textra",     // a field too many
            "put\trest\tbad\\q\t90\t\t\tpaused\t5",                // unknown escape
            "put\trest\t\t90\t\t\tsleeping\t5",                     // unknown phase
            "put\trest\t\t90\t\t\tfinished\tb\t1\t2\tyes",          // not 0 or 1
            "put\trest\t\t90\t4294967296\t\tpaused\t5",              // id beyond 32 bits
            "put\trest\t\t99999999999999999999\t\t\tpaused\t5",      // beyond 64 bits
            "remove",
            "delete\trest",
        ]
        for record in records {
            var bytes = format.journal(of: [])
            JournalFormat.appendLine(Array(record.utf8), to: &bytes)
            #expect(JournalFormat.replay(bytes).damagedLines == [2], "\(record)")
        }
        var good = format.journal(of: [])
        JournalFormat.appendLine(Array("put\trest\t\t90\t\t\tpaused\t5".utf8), to: &good)
        #expect(Array(JournalFormat.replay(good).timers) == [RestTimer(name: "rest", label: "", duration: 90, phase: .paused(remaining: 5))])
    }
}
