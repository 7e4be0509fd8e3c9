import Foundation
import GRDB
import Notation

/// The reading side of an import: turns rows into drafted workouts and
/// hands them, in batches of whole workouts, to the database thread
/// (`BatchHandoff`). Touches no database while it reads; what it needs from
/// the log (the exercises, the user's mappings) is loaded when it is made.
struct ImportRun {
    let layout: ExportLayout
    var options: HistoryImport.Options
    let matcher: ExerciseMatcher
    /// Exercise names (lower case) the user mapped → exercise id.
    let mappings: [String: String]
    /// This run's `--map`s, remembered once the import is saved.
    var given: [(name: String, id: String)] = []
    /// Ids of every stored exercise, and whether it is an unmapped import.
    var knownIds: [String: Bool]
    /// Exercises whose weight is assistance (assisted bodyweight).
    let assistedIds: Set<String>

    /// The file's names placed together (`placeTogether`).
    var together: [String: ExerciseMatcher.Decision] = [:]
    var slots: [ExerciseSlot] = []
    var slotByName: [String: Int] = [:]
    var slotByLowercasedNewName: [String: Int] = [:]
    var lastSlot = -1
    var lastExercise: [UInt8] = []

    var current: WorkoutDraft?
    var lastDate: [UInt8] = []
    var lastName: [UInt8] = []
    var batch: [WorkoutDraft] = []
    var batchSets = 0
    /// The most recent workout of each name, for templates.
    var latestByName: [String: WorkoutDraft] = [:]
    var createdSlots: [Int] = []

    /// Templates come from workout names used this recently (`--templates recent`).
    static let recentTemplates: TimeInterval = 183 * 86400

    /// The template a workout name stands for: the apps name a duplicated
    /// routine "Push 1 Copy" or "Push 1 (copy 2)", which is still "Push 1".
    static func templateName(_ name: String) -> String {
        var text = name.trimmingCharacters(in: .whitespaces)
        while let range = text.range(of: #"\s*[(\[]?\s*copy(\s*\d+)?\s*[)\]]?$"#, options: [.regularExpression, .caseInsensitive]),
              range.lowerBound > text.startIndex {
            text = String(text[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// A workout longer than this is written in parts (memory stays bounded).
    static let maxDraftSets = 50_000
    static let longWorkout: TimeInterval = 12 * 3600

    init(db: Database, layout: ExportLayout, options: HistoryImport.Options, movements: MovementCatalog) throws {
        self.layout = layout
        self.options = options
        (matcher, knownIds) = try ExerciseMatcher.library(db, movements: movements)
        assistedIds = Set(try String.fetchAll(db, sql: "SELECT id FROM exercise WHERE type = ?",
                                              arguments: [ExerciseType.assistedBodyweight.rawValue]))
        // The lifter's own placements: names remembered from earlier
        // `--map`s and merges, then this run's `--map`s.
        var mapped: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT name, exerciseId FROM importName") {
            mapped[ExerciseMatcher.lowercased(row[0])] = row[1]
        }
        for (name, query) in options.mappings {
            let id = try ExerciseSearch.find(db, query).id
            mapped[ExerciseMatcher.lowercased(name)] = id
            given.append((name, id))
        }
        mappings = mapped
    }

    /// Reads every row, handing finished batches to `handoff`; stops early
    /// when the writer cancels.
    mutating func read(_ reader: inout CSVRecordReader, to handoff: BatchHandoff, summary: inout ImportSummary,
                       totalBytes: Int, progress: ((HistoryImport.Progress) -> Void)?) throws {
        let clock = ContinuousClock()
        let started = clock.now
        var lastReport = started
        while let outcome = try reader.next() {
            summary.rows += 1
            if let progress, summary.rows & 4095 == 0 {
                let now = clock.now
                if now - lastReport >= .milliseconds(100) {
                    lastReport = now
                    progress(.init(rows: summary.rows, bytesRead: reader.bytesRead, totalBytes: totalBytes,
                                   elapsed: Self.seconds(now - started)))
                }
            }
            if case .malformed(let reason) = outcome {
                summary.skip(reason, line: reader.line)
                continue
            }
            if let reason = try readRow(reader, summary: &summary) {
                summary.skip(reason, line: reader.line)
            }
            if batchSets >= options.batchRows, !handOver(to: handoff) { return }
        }
        if let current { finish(current) }
        current = nil
        guard handOver(to: handoff) else { return }
        progress?(.init(rows: summary.rows, bytesRead: reader.bytesRead, totalBytes: totalBytes,
                        elapsed: Self.seconds(clock.now - started)))
    }

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// Reads the current record into the drafts; the reason when it is skipped.
    private mutating func readRow(_ reader: borrowing CSVRecordReader, summary: inout ImportSummary) throws -> SkipReason? {
        let l = layout
        guard reader.fieldCount == l.fieldCount else { return .wrongFieldCount }
        guard let workout = try workout(for: reader, summary: &summary) else {
            return reader.withBytes(l.date, ExportFields.dateTime) == nil ? .badDate : .missingWorkoutName
        }
        if workout.header.note == nil, let column = l.workoutNotes { workout.header.note = note(reader, column) }
        guard let kind = reader.withBytes(l.setOrder, ExportFields.rowKind) else { return .unknownSetOrder }

        switch kind {
        case .restTimer:
            guard let column = l.seconds, case .value(let seconds) = reader.number(column), seconds >= 0 else { return .badNumber }
            summary.restTimerRows += 1
            if seconds > 0 { workout.pendingRest = (workout.pendingRest ?? 0) + seconds }
            return nil
        case .note:
            guard let slot = slot(for: reader) else { return .missingExerciseName }
            summary.noteRows += 1
            if let column = l.notes, let text = note(reader, column) { workout.addNote(slot: slot, text) }
            return nil
        case .set(let setKind):
            guard let slot = slot(for: reader) else { return .missingExerciseName }
            /// A number column's value: 0 when the file has no such column
            /// or the field is empty; nil when it is not a number.
            func number(_ column: Int?) -> Double? {
                guard let column else { return 0 }
                switch reader.number(column) {
                case .empty: return 0
                case .invalid: return nil
                case .value(let v): return v
                }
            }
            guard let weight = number(l.weight), let repsValue = number(l.reps), let distance = number(l.distance),
                  let seconds = number(l.seconds), let rpe = number(l.rpe) else { return .badNumber }
            guard repsValue >= 0, repsValue < 100_000, distance >= 0, seconds >= 0, rpe >= 0, rpe <= 10,
                  abs(weight) < 10_000 else { return .badNumber }
            var unit = l.weightUnit ?? options.unit
            var statedUnit = l.weightUnit
            if let column = l.weightUnitColumn, weight != 0 {
                guard let text = reader.text(column), let rowUnit = WeightUnit(header: text) else { return .badUnit }
                unit = rowUnit
                statedUnit = rowUnit
            }
            var metres = l.metresPerDistanceUnit ?? (options.unit == .kg ? 1000 : ExportLayout.metresPerMile)
            if let column = l.distanceUnitColumn, distance != 0 {
                guard let text = reader.text(column), let rowMetres = ExportLayout.metres(header: text) else { return .badUnit }
                metres = rowMetres
            }
            // Strong writes its kilograms with float noise (149.99999999999997,
            // or 206.3845283 for 455 lb): the noise goes, to a millionth, but
            // not the precision, so 455 lb still shows as 455 lb.
            let weightKg = weight == 0 ? nil : (unit.toKilograms(weight) * 1e6).rounded() / 1e6
            let reps = repsValue == 0 ? nil : Int(repsValue.rounded())
            let distanceM = distance == 0 ? nil : distance * metres
            let time = seconds == 0 ? nil : seconds
            if let column = l.exerciseNotes, let text = note(reader, column) { workout.addNote(slot: slot, text) }
            var group: Int?
            if let column = l.superset, case .value(let v) = reader.number(column) { group = Int(v) }

            slots[slot].sets += 1
            if weightKg != nil { slots[slot].sawWeight = true }
            if distanceM != nil { slots[slot].sawDistance = true }
            if time != nil { slots[slot].sawSeconds = true }
            // A set of a warm-up activity is a warm-up; the weight on an
            // assisted movement is assistance (`bw-30x8`), not added load.
            // The identity is of the set as stored, so this app's own
            // export of it reads back as the same set.
            let kind = slots[slot].isWarmUpActivity ? .warmup : setKind
            let load = slots[slot].isAssisted ? weightKg.map { -abs($0) } : weightKg
            let content = ImportIdentity.content(kind: kind, weightKg: load, reps: reps, seconds: time, distanceM: distanceM)
            let seen = workout.occurrences[content, default: 0]
            workout.occurrences[content] = seen + 1
            let legacyKg = weight == 0 ? nil : unit.toKilograms((weight * 100).rounded() / 100)
            let legacy = ImportIdentity.legacyContent(exerciseId: slots[slot].cID, kind: setKind, weightKg: legacyKg, reps: reps,
                                                      seconds: time, distanceM: distanceM)
            let legacySeen = workout.legacyOccurrences[legacy, default: 0]
            workout.legacyOccurrences[legacy] = legacySeen + 1
            let source = reader.withBytes(l.exercise) {
                ImportIdentity.source(exercise: $0, kind: setKind, weight: weight, statedUnit: statedUnit,
                                      reps: repsValue, seconds: seconds, distance: distance)
            }
            let sourceSeen = workout.sourceOccurrences[source, default: 0]
            workout.sourceOccurrences[source] = sourceSeen + 1
            workout.sets.append(DraftSet(
                slot: slot, kind: kind, weightKg: load, reps: reps, seconds: time, distanceM: distanceM,
                rpe: rpe == 0 ? nil : rpe, restBefore: workout.pendingRest, note: l.notes.flatMap { note(reader, $0) },
                supersetGroup: group, identity: ImportIdentity.occurrence(content, seen),
                legacyIdentity: ImportIdentity.occurrence(legacy, legacySeen),
                sourceIdentity: ImportIdentity.occurrence(source, sourceSeen)))
            workout.pendingRest = nil
            batchSets += 1
            if workout.sets.count == Self.maxDraftSets { batch.append(workout) }
            return nil
        }
    }

    /// The workout the current row belongs to, starting a new one when its
    /// date or name differs from the previous row's; nil for an unreadable
    /// date or a missing name.
    private mutating func workout(for reader: borrowing CSVRecordReader, summary: inout ImportSummary) throws -> WorkoutDraft? {
        let l = layout
        if let current,
           reader.withBytes(l.date, { $0.elementsEqual(lastDate) }),
           reader.withBytes(l.workoutName, { $0.elementsEqual(lastName) }) {
            return current
        }
        guard let start = reader.withBytes(l.date, ExportFields.dateTime),
              let name = reader.text(l.workoutName) else { return nil }
        lastDate = reader.withBytes(l.date) { Array($0) }
        lastName = reader.withBytes(l.workoutName) { Array($0) }
        let key = start.text + "\u{1F}" + name
        if let current, current.header.key == key { return current }
        if let current { finish(current) }
        let draft = WorkoutDraft(key: key, name: name, startedAt: start.date)
        if let column = l.endTime, let end = reader.withBytes(column, ExportFields.dateTime) {
            draft.header.endedAt = end.date
            draft.header.duration = max(0, end.date.timeIntervalSince(draft.header.startedAt))
        } else if let column = l.duration, let duration = reader.withBytes(column, ExportFields.duration) {
            draft.header.duration = duration
            draft.header.endedAt = draft.header.startedAt.addingTimeInterval(duration)
        }
        if let duration = draft.header.duration, duration > Self.longWorkout {
            summary.longWorkouts.append("\(start.text) \(name) (\(Int(duration) / 3600)h \(Int(duration) % 3600 / 60)m)")
        }
        current = draft
        return draft
    }

    /// A workout whose rows are all read joins the batch.
    private mutating func finish(_ workout: WorkoutDraft) {
        if let rest = workout.pendingRest, !workout.sets.isEmpty {
            workout.sets[workout.sets.count - 1].restAfter = rest
            workout.pendingRest = nil
        }
        if !workout.sets.isEmpty || !workout.exerciseNotes.isEmpty { batch.append(workout) }
        let name = Self.templateName(workout.header.name)
        if let latest = latestByName[name], latest.header.startedAt > workout.header.startedAt { return }
        latestByName[name] = workout
    }

    /// The slot of the current row's exercise name; nil when it has none.
    private mutating func slot(for reader: borrowing CSVRecordReader) -> Int? {
        let column = layout.exercise
        if lastSlot >= 0, reader.withBytes(column, { $0.elementsEqual(lastExercise) }) { return lastSlot }
        guard let name = reader.text(column) else { return nil }
        lastExercise = reader.withBytes(column) { Array($0) }
        if let i = slotByName[name] {
            lastSlot = i
            return i
        }
        let lower = ExerciseMatcher.lowercased(name)
        let index: Int
        let decision = placement(of: name)
        if let decision, decision.how != .variation {
            slots.append(ExerciseSlot(name: name, id: decision.id, needsCreating: false, isUnmapped: knownIds[decision.id] ?? false,
                                      how: decision.how))
            index = slots.count - 1
        } else if let same = slotByLowercasedNewName[lower] {
            index = same
        } else {
            var id = "custom_" + ExerciseSearch.normalise(name).replacingOccurrences(of: " ", with: "_")
            if id == "custom_" { id = "custom_exercise" }
            if knownIds[id] != nil {
                var n = 2
                while knownIds["\(id)_\(n)"] != nil { n += 1 }
                id += "_\(n)"
            }
            let isVariation = decision != nil
            knownIds[id] = !isVariation
            slots.append(ExerciseSlot(name: name, id: id, needsCreating: true, isUnmapped: !isVariation,
                                      how: isVariation ? .variation : .new, variationOf: decision?.id))
            index = slots.count - 1
            slotByLowercasedNewName[lower] = index
            createdSlots.append(index)
        }
        // Assistance is the exercise's to say; a name of its own (a new
        // exercise) says it with the word.
        let words = ExerciseMatcher.words(name)
        slots[index].isAssisted = assistedIds.contains(slots[index].variationOf ?? slots[index].id)
            || (slots[index].needsCreating && words.contains("assisted"))
        slots[index].isWarmUpActivity = ExerciseMatcher.namesWarmUp(words)
        slotByName[name] = index
        lastSlot = index
        return index
    }

    /// A note as the lifter wrote it: Hevy writes a line break inside a
    /// note as the two characters `\n`, which become a line break again.
    private func note(_ reader: borrowing CSVRecordReader, _ column: Int) -> String? {
        guard let text = reader.text(column) else { return nil }
        guard layout.format == .hevy, text.contains("\\n") else { return text }
        return text.replacingOccurrences(of: "\\n", with: "\n")
    }

    /// Where a name goes: the lifter's mapping, else the matcher's
    /// decision (a variation's is its parent) among the file's other names
    /// (`placeTogether`); nil for a new exercise.
    func placement(of name: String) -> ExerciseMatcher.Decision? {
        if let decided = together[name] { return decided }
        return mappings[ExerciseMatcher.lowercased(name)].map { ExerciseMatcher.Decision(id: $0, how: .map) } ?? matcher.decide(name)
    }

    /// Places the file's names together, before its rows are read
    /// (`ExerciseMatcher.decideTogether`).
    mutating func placeTogether(_ names: [String]) {
        var given: [String: ExerciseMatcher.Decision] = [:]
        for name in names { if let id = mappings[ExerciseMatcher.lowercased(name)] { given[name] = .init(id: id, how: .map) } }
        together = matcher.decideTogether(names, given: given)
    }

    /// The distinct exercise names of the file at `path`, in a pass of their own.
    static func exerciseNames(path: String, layout: ExportLayout) throws -> [String] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw WorkoutError.refused("cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var reader = CSVRecordReader(fd: fd)
        _ = try HistoryImport.readHeader(&reader, path: path, source: nil)
        var names: [String] = [], seen: Set<String> = []
        var last: [UInt8] = []
        let column = layout.exercise, fields = layout.fieldCount
        do {
            while let outcome = try reader.next() {
                guard case .record = outcome, reader.fieldCount == fields else { continue }
                if reader.withBytes(column, { $0.elementsEqual(last) }) { continue }
                last = reader.withBytes(column) { Array($0) }
                if let name = reader.text(column), seen.insert(name).inserted { names.append(name) }
            }
        } catch {
            throw WorkoutError.refused("cannot read \(path): \(error)")
        }
        return names
    }

    /// The custom exercises this import has made (once `finishImport` ran).
    var createdExercises: [String] { createdSlots.filter { !slots[$0].needsCreating }.map { slots[$0].id } }

    /// Hands the finished workouts (and what is read so far of a very long
    /// one) to the database thread; false when it has stopped.
    private mutating func handOver(to handoff: BatchHandoff) -> Bool {
        guard !batch.isEmpty else { return true }
        let parts = batch.map { $0.takePart() }
        batch.removeAll(keepingCapacity: true)
        batchSets = 0
        return handoff.put(ImportBatch(parts: parts, slots: slots))
    }

    /// After the last batch, on the database thread: the types of the
    /// exercises this import created (from all their sets), templates from
    /// the latest workout of each name, and the summary's exercise lists.
    mutating func finishImport(_ db: Database, created: Set<Int>, summary: inout ImportSummary) throws {
        for i in created { slots[i].needsCreating = false }
        let since = options.now.addingTimeInterval(-Self.recentTemplates)
        let latest = latestByName.values
            .filter { $0.stored.workoutId != nil }
            .filter { options.templates == .all || (options.templates == .recent && $0.header.startedAt >= since) }
            .sorted { $0.header.startedAt < $1.header.startedAt }
        var templates: [String] = []
        if options.dryRun {
            templates = try settleExercisesAndTemplates(latest, db)
        } else {
            try db.inTransaction {
                templates = try settleExercisesAndTemplates(latest, db)
                try db.journalChanges()
                return .commit
            }
        }
        summary.templatesCreated = templates
        if options.templates == .recent, latest.isEmpty,
           let newest = latestByName.values.map(\.header.startedAt).max(), newest < since {
            summary.newestWorkoutTooOldForTemplates = newest
        }
        let names = Dictionary(try Row.fetchAll(db, sql: "SELECT id, name FROM exercise").map { ($0["id"] as String, $0["name"] as String) },
                               uniquingKeysWith: { a, _ in a })
        summary.names = slots.filter { $0.sets > 0 }
            .sorted { ($0.sets, $1.name) > ($1.sets, $0.name) }
            .map { .init(name: $0.name, exercise: names[$0.id] ?? $0.name, how: $0.how,
                         variationOf: $0.variationOf.map { names[$0] ?? $0 }, sets: $0.sets) }
        summary.exercisesCreated = createdSlots.filter { !slots[$0].needsCreating }.count
        summary.unmappedExercises = slots.filter { $0.isUnmapped && $0.sets > 0 }
            .sorted { ($0.sets, $1.name) > ($1.sets, $0.name) }
            .map { .init(name: $0.name, sets: $0.sets) }
    }

    private func settleExercisesAndTemplates(_ latest: [WorkoutDraft], _ db: Database) throws -> [String] {
        for (name, id) in given { try ExerciseRepair.remember(db, name: name, as: id) }
        for i in createdSlots where !slots[i].needsCreating {
            var type = slots[i].inferredType
            if let parent = slots[i].variationOf,
               let parentType = try String.fetchOne(db, sql: "SELECT type FROM exercise WHERE id = ?", arguments: [parent]).flatMap(ExerciseType.init) {
                type = slots[i].variationType(parent: parentType)
            }
            try db.execute(sql: "UPDATE exercise SET type = ? WHERE id = ?", arguments: [type.rawValue, slots[i].id])
        }
        var templates: [String] = []
        for workout in latest {
            let name = Self.templateName(workout.header.name)
            guard !name.isEmpty, name.count <= 60,
                  try Template.filter(sql: "name = ? COLLATE NOCASE", arguments: [name]).fetchCount(db) == 0,
                  try WorkoutSet.filter(WorkoutSet.Columns.workoutId == workout.stored.workoutId!).fetchCount(db) > 0 else { continue }
            _ = try TemplateBook.save(db, name: name, from: workout.stored.workoutId!)
            templates.append(name)
        }
        return templates
    }
}
