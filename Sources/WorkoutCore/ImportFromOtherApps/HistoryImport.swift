import Foundation
import GRDB
import Notation
#if canImport(Glibc)
import Glibc
#endif

/// Imports a training history exported from Strong (any variant) or Hevy.
///
/// The file is streamed: memory does not grow with its length. Workouts are
/// committed in batches of whole workouts (at least `batchRows` sets each),
/// so a crash or kill leaves only complete workouts, and running the import
/// again finishes the job: every workout and set carries an identity derived
/// from what the export says, and what is already stored is skipped.
/// Sets logged by hand have no identity and are never touched.
public struct HistoryImport: Sendable {
    public enum Source: String, Sendable, CaseIterable { case strong, hevy }

    public struct Options: Sendable {
        /// The app the file must come from; nil accepts either.
        public var source: Source?
        /// The unit of weights when the file does not say (Strong V2, V4, V6).
        public var unit: WeightUnit
        /// The gym the workouts took place at; nil is the selected gym.
        public var gym: String?
        public var dryRun: Bool
        /// Exercise names in the file (any case) → the library exercise to use.
        public var mappings: [String: String]
        public var batchRows: Int
        /// Which workout names become templates.
        public var templates: Templates
        /// `unit` is an assumption (the configured unit), not the lifter's
        /// word: for a file that does not say its unit, all its weights
        /// decide (`UnitDecision`), before anything is saved.
        public var unitAssumed: Bool
        /// Why the lifter gave `unit`, when it was an answer to a question
        /// about the file's loads: said in the summary.
        public var unitReason: String?
        /// What "recent" is measured from.
        public var now: Date

        public init(source: Source? = nil, unit: WeightUnit = .kg, gym: String? = nil, dryRun: Bool = false,
                    mappings: [String: String] = [:], batchRows: Int = 5000, templates: Templates = .recent, now: Date = Date(),
                    unitAssumed: Bool = false, unitReason: String? = nil) {
            self.unitReason = unitReason
            self.templates = templates
            self.unitAssumed = unitAssumed
            self.now = now
            self.source = source
            self.unit = unit
            self.gym = gym
            self.dryRun = dryRun
            self.mappings = mappings
            self.batchRows = max(500, batchRows)
        }
    }

    /// The workout names an import makes templates of: those used in the
    /// last six months (`recent`), every one, or none. Duplicates the apps
    /// make ("Push 1 Copy") fold into one.
    public enum Templates: String, Sendable, CaseIterable { case recent, all, none }

    public struct Progress: Sendable {
        public var rows: Int
        public var bytesRead: Int
        public var totalBytes: Int
        public var elapsed: Double
    }

    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    /// Where an import puts an exercise name from a file.
    public enum Mapping: Sendable, Equatable {
        /// A library exercise, found by its exact name (`exact`), an alias
        /// (`alias`) or its words (`spelling`).
        case library(id: String, how: String)
        /// A new exercise, a variation of the library exercise `of`.
        case variation(of: String)
        /// A new custom exercise without muscles.
        case unmapped
    }

    /// What an import would map each of `names` to: the same matcher the
    /// import uses, for checking a file beforehand.
    public func mapping(of names: [String]) throws -> [String: Mapping] {
        let movements = database.movements
        return try database.writer.read { db in
            let (matcher, _) = try ExerciseMatcher.library(db, movements: movements)
            let decided = matcher.decideTogether(names)
            var result: [String: Mapping] = [:]
            for name in names {
                result[name] = switch decided[name] ?? nil {
                case let d? where d.how == .variation: .variation(of: d.id)
                case let d?: .library(id: d.id, how: d.how.rawValue)
                case nil: .unmapped
                }
            }
            return result
        }
    }

    /// Imports `path`. `progress` is called about ten times a second from
    /// the thread reading the file (never two calls at once; it must not
    /// use the database, which the calling thread holds for the import).
    public func run(path: String, options: Options, progress: ((Progress) -> Void)? = nil) throws -> ImportSummary {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw WorkoutError.refused("cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        fstat(fd, &info)
        guard info.st_mode & S_IFMT != S_IFDIR else { throw WorkoutError.invalidInput("\(path) is a directory, not an export file") }

        var reader = CSVRecordReader(fd: fd)
        let layout = try Self.readHeader(&reader, path: path, source: options.source)
        var summary = ImportSummary(format: layout.format)
        summary.dryRun = options.dryRun
        if layout.weightUnitColumn != nil {
            summary.unitFrom = .rows
        } else if let stated = layout.weightUnit {
            (summary.unit, summary.unitFrom) = (stated, .file)
        } else {
            (summary.unit, summary.unitFrom, summary.unitReason) = (options.unit, options.unitAssumed ? .weights : .given, options.unitReason)
        }
        let total = Int(info.st_size)
        let movements = database.movements
        let pipeline = ImportPipeline(reader: reader)
        do {
            try database.writer.writeWithoutTransaction { db in
                let gymId = try options.gym.map { try GymBook.require(db, $0).id! } ?? GymBook.selectedGym(db).id!
                var reading = try ImportRun(db: db, layout: layout, options: options, movements: movements)
                if summary.unitFrom == .weights {
                    let decision = try UnitDecision.decide(db, path: path, layout: layout, run: reading, setting: options.unit)
                    (summary.unit, summary.unitReason) = (decision.unit, decision.reason)
                    reading.options.unit = decision.unit
                    reading.placeTogether(decision.names)
                } else {
                    reading.placeTogether(try ImportRun.exerciseNames(path: path, layout: layout))
                }
                let app = layout.format == .hevy ? "hevy" : "strong"
                let runId = options.dryRun ? nil
                    : try ImportRuns.begin(db, file: path, app: app, format: layout.format.rawValue,
                                           unit: layout.weightUnitColumn == nil ? summary.unit : nil, reason: summary.unitReason)
                let writer = try ImportWriter(db, gymId: gymId, runId: runId)
                pipeline.reading = reading
                pipeline.summary = summary
                do {
                    try BulkLoad.session(db, fileBytes: total, dryRun: options.dryRun) { ownTransactions in
                        try pipeline.run(into: writer, totalBytes: total, progress: progress, ownTransactions: ownTransactions)
                    } then: {
                        try pipeline.finish(db, writer: writer)
                    }
                } catch {
                    if let runId { try? ImportRuns.settle(db, id: runId) }
                    throw error
                }
                summary = pipeline.summary!
                if let runId {
                    summary.importId = try ImportRuns.finish(db, id: runId, summary: summary,
                                                             exercises: pipeline.reading!.createdExercises)
                }
            }
        } catch let error as ImportError {
            throw WorkoutError.refused("cannot read \(path): \(error)")
        }
        return summary
    }

    /// Reads and recognises the header line, leaving the reader after it.
    static func readHeader(_ reader: inout CSVRecordReader, path: String, source: Source?) throws -> ExportLayout {
        let limit = 64 * 1024
        let first: [UInt8]?
        do {
            try reader.skipByteOrderMark()
            first = try reader.peekFirstLine(limit: limit)
        } catch {
            throw WorkoutError.refused("cannot read \(path): \(error)")
        }
        guard let first else {
            throw WorkoutError.invalidInput("\(path) is not a Strong or Hevy export: its first line is longer than 64 KB")
        }
        guard !first.isEmpty else {
            throw WorkoutError.invalidInput("\(path) is empty, or its first line is; expected the header of a Strong or Hevy export")
        }
        guard let layout = ExportLayout.detect(headerLine: first) else {
            throw WorkoutError.invalidInput("\(path) is not a Strong or Hevy export: its header is \"\(Self.printable(first))\"")
        }
        if let source, (source == .hevy) != (layout.format == .hevy) {
            let actual = layout.format == .hevy ? "hevy" : "strong"
            throw WorkoutError.wrongExportKind(path: path, actual: actual == "hevy" ? "Hevy" : "Strong", asked: source == .hevy ? "Hevy" : "Strong")
        }
        reader.delimiter = layout.delimiter
        reader.decimalComma = layout.delimiter == UInt8(ascii: ";")
        do { _ = try reader.next() } catch { throw WorkoutError.refused("cannot read \(path): \(error)") }
        return layout
    }


    /// At most 100 characters of a line, control bytes and invalid UTF-8 shown as `?`.
    static func printable(_ line: [UInt8]) -> String {
        let text = String(decoding: line.prefix(400), as: UTF8.self)
        let cleaned = String(text.unicodeScalars.prefix(100).map { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{FFFD}" ? "?" : Character($0) })
        return cleaned + (text.unicodeScalars.count > 100 ? "…" : "")
    }
}

