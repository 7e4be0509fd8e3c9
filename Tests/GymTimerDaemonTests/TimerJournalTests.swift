import Foundation
import Testing
import TestSupport
import TimerCore
@testable import GymTimerDaemon

/// The journal file: what commit makes durable, what a reopen finds, damage
/// moved aside, compaction. (Its format alone: `JournalFormatTests`.)
@Suite struct TimerJournalTests {
    let clock = TestClock()
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("journal-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func book(with names: [String]) -> TimerBook {
        var book = TimerBook()
        for (i, name) in names.enumerated() {
            book.start(name: name, label: "label \(i)", duration: Nanoseconds(60 + i) * .perSecond, at: clock.now())
        }
        return book
    }

    private var journalText: String {
        (try? String(contentsOfFile: directory + "/timers.journal", encoding: .utf8)) ?? ""
    }

    @Test func test_committed_changes_read_back_after_reopening() throws {
        let journal = TimerJournal(directory: directory)
        #expect(try journal.open(now: clock.now().wall).timers.isEmpty)
        var b = book(with: ["rest", "tea", "squat"])
        _ = try b.stop(name: "tea")
        journal.append(b.takeChanges())
        try journal.commit()

        let reopened = try TimerJournal(directory: directory).open(now: clock.now().wall)
        #expect(reopened.movedAside == nil)
        #expect(reopened.timers.map(\.name).sorted() == ["rest", "squat"])
        #expect(reopened.timers.first { $0.name == "squat" } == b.timers["squat"])
    }

    @Test func test_a_commit_without_sync_is_written_for_a_reader_and_a_later_durable_commit_covers_it() throws {
        let journal = TimerJournal(directory: directory)
        _ = try journal.open(now: clock.now().wall)
        var b = book(with: ["rest", "tea"])
        journal.append(b.takeChanges())
        try journal.commit(durable: false)
        // What a daemon started after a kill would read: the kernel has the bytes.
        #expect(try TimerJournal(directory: directory).open(now: clock.now().wall).timers.map(\.name).sorted() == ["rest", "tea"])
        try journal.commit(durable: true) // nothing new: syncs what the first left
        _ = try b.stop(name: "tea")
        journal.append(b.takeChanges())
        try journal.commit()
        #expect(try TimerJournal(directory: directory).open(now: clock.now().wall).timers.map(\.name) == ["rest"])
    }

    @Test func test_nothing_is_on_disk_before_commit() throws {
        let journal = TimerJournal(directory: directory)
        _ = try journal.open(now: clock.now().wall)
        var b = book(with: ["rest"])
        journal.append(b.takeChanges())
        #expect(try TimerJournal(directory: directory).open(now: clock.now().wall).timers.isEmpty)
    }

    @Test func test_torn_last_record_is_moved_aside_and_the_rest_recovered() throws {
        let journal = TimerJournal(directory: directory)
        _ = try journal.open(now: clock.now().wall)
        var b = book(with: ["rest", "tea"])
        journal.append(b.takeChanges())
        try journal.commit()
        // A crash in the middle of a write: half a record at the end.
        let handle = FileHandle(forWritingAtPath: directory + "/timers.journal")!
        handle.seekToEndOfFile()
        handle.write(Data("1234abcd put\trest\tla".utf8))
        handle.closeFile()

        let recovery = try TimerJournal(directory: directory).open(now: clock.now().wall)
        #expect(recovery.timers.map(\.name).sorted() == ["rest", "tea"])
        #expect(recovery.damagedLines == [4])
        let aside = try #require(recovery.movedAside)
        #expect(aside.contains("timers.journal.corrupt-"))
        #expect(FileManager.default.fileExists(atPath: aside))
        // The new journal is clean: reading it again finds no damage.
        #expect(try TimerJournal(directory: directory).open(now: clock.now().wall).movedAside == nil)
    }

    @Test func test_a_flipped_byte_in_the_middle_loses_only_that_record() throws {
        let journal = TimerJournal(directory: directory)
        _ = try journal.open(now: clock.now().wall)
        var b = book(with: ["a", "b", "c"])
        journal.append(b.takeChanges())
        try journal.commit()
        var lines = journalText.split(separator: "\n").map(String.init)
        lines[2] = lines[2].replacingOccurrences(of: "label 1", with: "label X")
        try (lines.joined(separator: "\n") + "\n").write(toFile: directory + "/timers.journal", atomically: false, encoding: .utf8)

        let recovery = try TimerJournal(directory: directory).open(now: clock.now().wall)
        #expect(recovery.timers.map(\.name).sorted() == ["a", "c"])
        #expect(recovery.damagedLines == [3])
        #expect(recovery.movedAside != nil)
    }

    @Test func test_garbage_file_starts_empty_and_is_kept_aside() throws {
        try Data([0x00, 0xFF, 0x13, 0x37]).write(to: URL(fileURLWithPath: directory + "/timers.journal"))
        let recovery = try TimerJournal(directory: directory).open(now: clock.now().wall)
        #expect(recovery.timers.isEmpty)
        #expect(recovery.movedAside != nil)
    }

    @Test func test_compaction_keeps_exactly_the_live_timers() throws {
        let journal = TimerJournal(directory: directory)
        _ = try journal.open(now: clock.now().wall)
        var b = TimerBook()
        for i in 0..<5000 {
            b.start(name: "t\(i % 10)", label: "", duration: Nanoseconds(i + 1) * .perSecond, at: clock.now())
        }
        journal.append(b.takeChanges())
        try journal.commit()
        #expect(try journal.compactIfNeeded(liveTimers: b.timers.values, liveCount: b.count))
        #expect(journalText.split(separator: "\n").count == 11) // header + 10 live timers
        let recovery = try TimerJournal(directory: directory).open(now: clock.now().wall)
        #expect(Dictionary(uniqueKeysWithValues: recovery.timers.map { ($0.name, $0) })
            == Dictionary(uniqueKeysWithValues: b.timers.values.map { ($0.name, $0) }))
        #expect(!FileManager.default.fileExists(atPath: directory + "/timers.journal.tmp"))
    }

    @Test func test_a_version_1_journal_is_upgraded_once_keeping_every_timer() throws {
        var b = book(with: ["rest", "tea", "squat"])
        _ = try b.pause(name: "tea", at: clock.now())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var lines = [#"{"format":"gym-timer-journal","version":1}"#]
        for change in b.takeChanges() { lines.append(String(decoding: try encoder.encode(change), as: UTF8.self)) }
        let text = lines.map { line in
            let crc = String(CRC32Check.checksum(Array(line.utf8)), radix: 16)
            return String(repeating: "0", count: 8 - crc.count) + crc + " " + line + "\n"
        }.joined()
        try text.write(toFile: directory + "/timers.journal", atomically: false, encoding: .utf8)

        let upgraded = try TimerJournal(directory: directory).open(now: clock.now().wall)
        #expect(upgraded.upgradedFrom == 1)
        #expect(upgraded.movedAside == nil)
        #expect(upgraded.timers.sorted { $0.name < $1.name } == b.sorted())
        #expect(journalText.hasPrefix("858c4ce2 {\"format\":\"gym-timer-journal\",\"version\":2}\n"))
        let again = try TimerJournal(directory: directory).open(now: clock.now().wall)
        #expect(again.upgradedFrom == nil)
        #expect(again.timers.sorted { $0.name < $1.name } == b.sorted())
    }
}

/// The journal's checksum, computed here independently of the code under test.
enum CRC32Check {
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }
}
