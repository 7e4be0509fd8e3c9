import Foundation
import GRDB
import Notation

/// Finished workouts to commit together, with the exercise slots as the
/// reading thread knew them when the batch closed.
struct ImportBatch: Sendable {
    var parts: [WorkoutPart]
    var slots: [ExerciseSlot]
}

/// Passes batches from the thread reading the file to the thread writing
/// the database, so parsing and SQLite run on two cores at once.
///
/// At most `capacity` batches wait: when the database falls behind, the
/// reader stops, and memory stays bounded whatever the file's length. The
/// reader ends the stream with `finish`, the writer can stop the reader
/// early with `cancel` (when a write fails), and `awaitFinish` is the join:
/// once it returns, everything the reader did happened before.
final class BatchHandoff: Sendable {
    private struct State {
        var waiting: [ImportBatch] = []
        var finished = false
        var cancelled = false
        var failure: (any Error)?
        /// Whether the reader is waiting for room.
        var readerBlocked = false
    }

    private let capacity: Int
    private let condition = NSCondition()
    nonisolated(unsafe) private var state = State()

    init(capacity: Int) { self.capacity = capacity }

    /// Queues a batch, waiting while `capacity` are queued; false once the
    /// writer has cancelled (the reader should stop).
    func put(_ batch: ImportBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while state.waiting.count >= capacity, !state.cancelled {
            state.readerBlocked = true
            condition.wait()
        }
        state.readerBlocked = false
        if state.cancelled { return false }
        state.waiting.append(batch)
        condition.broadcast()
        return true
    }

    /// Whether the reader is waiting for room that is not there: what a
    /// test of the bound waits for, instead of giving the reader time to
    /// overrun it. (Right after a `take` the reader may not have woken yet;
    /// it is not blocked then, the queue has room.)
    var readerBlocked: Bool {
        condition.lock()
        defer { condition.unlock() }
        return state.readerBlocked && state.waiting.count >= capacity
    }

    /// The next batch, waiting for one; nil when the reader has finished
    /// and every batch was taken.
    func take() -> ImportBatch? {
        condition.lock()
        defer { condition.unlock() }
        while state.waiting.isEmpty, !state.finished { condition.wait() }
        if state.waiting.isEmpty { return nil }
        let batch = state.waiting.removeFirst()
        condition.broadcast()
        return batch
    }

    /// Called by the reader as the last thing it does, with what stopped it
    /// if not the end of the file.
    func finish(failure: (any Error)?) {
        condition.lock()
        state.finished = true
        state.failure = failure
        condition.broadcast()
        condition.unlock()
    }

    /// Called by the writer when it cannot go on.
    func cancel() {
        condition.lock()
        state.cancelled = true
        state.waiting.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the reader has finished; throws what stopped it.
    func awaitFinish() throws {
        condition.lock()
        defer { condition.unlock() }
        while !state.finished { condition.wait() }
        if let failure = state.failure { throw failure }
    }
}

/// An import's two threads: the file read and drafted on a thread of its
/// own, batches written on the calling (database) thread.
///
/// Between `run` starting the reading thread and `BatchHandoff.awaitFinish`
/// returning, only that thread touches `reader`, `reading` and `summary`;
/// the database thread touches them only before and after.
final class ImportPipeline: @unchecked Sendable {
    private var reader: CSVRecordReader
    var reading: ImportRun?
    var summary: ImportSummary?

    init(reader: consuming CSVRecordReader) { self.reader = reader }

    /// Reads the file on a new thread and writes each batch it hands over
    /// on this one; returns once both are done, with the writer's counts
    /// added to `summary`. A failed write stops the reading; a failed read
    /// stops the writing after the batches before it.
    func run(into writer: ImportWriter, totalBytes: Int, progress: ((HistoryImport.Progress) -> Void)?,
             ownTransactions: Bool) throws {
        let handoff = BatchHandoff(capacity: 3)
        nonisolated(unsafe) let progress = progress
        var written = ImportSummary(format: summary!.format)
        let thread = Thread { [self] in
            do {
                try reading!.read(&reader, to: handoff, summary: &summary!, totalBytes: totalBytes, progress: progress)
                handoff.finish(failure: nil)
            } catch {
                handoff.finish(failure: error)
            }
        }
        thread.stackSize = 1 << 20
        thread.start()
        do {
            while let batch = handoff.take() {
                try writer.commit(batch, summary: &written, ownTransaction: ownTransactions)
            }
        } catch {
            handoff.cancel()
            try? handoff.awaitFinish()
            throw error
        }
        try handoff.awaitFinish()
        summary!.workouts += written.workouts
        summary!.sets += written.sets
        summary!.warmupSets += written.warmupSets
        summary!.dropSets += written.dropSets
        summary!.failureSets += written.failureSets
        summary!.duplicates += written.duplicates
        summary!.moved += written.moved
    }

    /// The exercise types, templates and lists that need the whole import.
    func finish(_ db: Database, writer: ImportWriter) throws {
        try reading!.finishImport(db, created: writer.created, summary: &summary!)
    }
}
