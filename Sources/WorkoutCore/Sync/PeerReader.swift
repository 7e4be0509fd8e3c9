import Checksum
import Foundation
import SyncShare

/// Reads another device's new records from the folder, from where the
/// log last stopped, and only what is whole: a file a sync tool is still
/// replacing (shorter than before), a torn last line, a segment after a
/// torn one, a temporary name are left for a later run. A damaged line,
/// a gap in the numbering, or a format newer than this build stop that
/// device there, reported, with nothing after it applied.
struct PeerReader {
    struct Position: Equatable { var segment: Int; var offset: Int; var seq: Int64 }
    let folder: SyncFolder
    let device: String
    var position: Position
    var name = ""
    var problem: String?
    var waitingFor: String?
    /// What was read, in order: a record, or the start of a segment (its
    /// header line, which moves the position but is no record).
    enum Entry: Equatable {
        case record(SyncRecord)
        case segmentStart
    }
    private(set) var records: [(entry: Entry, after: Position)] = []
    private var index = 0
    private(set) var appliedCount = 0
    private(set) var lastHlc: UInt64 = 0

    init(folder: SyncFolder, device: String, position: Position) {
        self.folder = folder
        self.device = device
        self.position = position
    }

    var next: (entry: Entry, after: Position)? { index < records.count ? records[index] : nil }

    /// Past the next entry: a record counts as applied, a segment's start does not.
    mutating func advance() {
        position = records[index].after
        if case .record(let record) = records[index].entry {
            lastHlc = max(lastHlc, record.hlc)
            appliedCount += 1
        }
        index += 1
    }

    mutating func readPending() {
        var at = position
        let segments = folder.segments(of: device)
        while segments.contains(at.segment) {
            let path = folder.path(device, at.segment)
            guard let size = SyncFolder.size(path) else { return } // being replaced: briefly missing
            guard size >= at.offset else {
                // A sync tool replaces a file in one rename; one that stays
                // shorter than what was applied was cut or rewritten.
                return stop("\(SyncFolder.segmentName(at.segment)) is shorter than what was applied from it (\(size) < \(at.offset) bytes); waiting for it to be whole again")
            }
            guard let bytes = SyncFolder.read(path, from: at.offset) else { return }
            var start = 0
            while start < bytes.count {
                guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return } // torn: wait for the rest
                let text = bytes.withUnsafeBufferPointer { buffer in
                    ChecksummedLine.verified(UnsafeBufferPointer(rebasing: buffer[start..<newline])).map { String(decoding: $0, as: UTF8.self) }
                }
                let lineOffset = at.offset + start
                start = newline + 1
                guard let text else { return stop("a damaged record in \(SyncFolder.segmentName(at.segment)) at byte \(lineOffset); nothing after it is applied") }
                if lineOffset == 0 {
                    switch SyncFileHeader.parse(text) {
                    case .failure(.newerFormat(let version)):
                        return stop("written by a newer gym-timer (sync format \(version)); update gym-timer here to apply it")
                    case .failure(.notASyncFile):
                        return stop("\(SyncFolder.segmentName(at.segment)) is not a gym-timer sync file")
                    case .success(let header):
                        guard header.device == device else { return stop("\(SyncFolder.segmentName(at.segment)) names another device") }
                        name = header.name
                        if header.next != at.seq + 1 { return stop("records \(at.seq + 1) to \(header.next - 1) are missing") }
                        records.append((.segmentStart, Position(segment: at.segment, offset: at.offset + start, seq: at.seq)))
                        continue
                    }
                }
                let record: SyncRecord
                switch SyncRecord.parse(payload: text) {
                case .record(let read): record = read
                case .damaged: return stop("a damaged record in \(SyncFolder.segmentName(at.segment)) at byte \(lineOffset)")
                case .unknown(let kind, let op):
                    return stop("a kind of record this gym-timer does not know (\(kind) \(op)); update gym-timer here")
                }
                guard record.seq == at.seq + 1 else { return stop("record \(at.seq + 1) is missing (found \(record.seq))") }
                at.seq = record.seq
                records.append((.record(record), Position(segment: at.segment, offset: at.offset + start, seq: record.seq)))
            }
            // This segment is whole: go on with the next one from its start.
            guard segments.contains(at.segment + 1) else { return }
            at = Position(segment: at.segment + 1, offset: 0, seq: at.seq)
        }
    }

    private mutating func stop(_ why: String) { problem = why }

    /// Stops at the next record (it could not be applied): reported, and
    /// read again from there next time.
    mutating func halt(_ why: String) {
        problem = why
        records.removeSubrange(index...)
    }
}
