import Foundation
import GRDB
import Notation
#if canImport(Glibc)
import Glibc
#endif

/// Decides the unit of a file that does not say it, from all of its rows,
/// before anything is saved (see `UnitEvidence`). A pass over the file of
/// its own: the import itself commits as it reads.
struct UnitDecision {
    let unit: WeightUnit
    /// Which evidence decided, for the summary.
    let reason: String
    /// The file's distinct exercise names, read on the way.
    var names: [String] = []

    /// How many of the workouts the file shares with the log are compared set by set.
    static let comparedWorkouts = 50

    /// `setting`: the lifter's unit, the last resort. Throws
    /// `implausibleLoads` when the candidate unit is ruled out.
    static func decide(_ db: Database, path: String, layout: ExportLayout, run: ImportRun, setting: WeightUnit) throws -> UnitDecision {
        let scan = try Scan.read(db, path: path, layout: layout, run: run)
        var candidate = setting
        var why = "your unit setting"
        if let remembered = try scan.unitTheLogReadItIn(db) {
            (candidate, why) = (remembered.unit, "the unit the log read it in before (\(Plural.count(remembered.workouts, "workout")) it shares with the log)")
        } else if let last = try String.fetchOne(db, sql: """
            SELECT unit FROM importRun WHERE app = ? AND unit IS NOT NULL AND undoneAt IS NULL ORDER BY id DESC LIMIT 1
            """, arguments: [layout.format == .hevy ? "hevy" : "strong"]).flatMap(WeightUnit.init(rawValue:)) {
            (candidate, why) = (last, "the unit the last \(layout.format == .hevy ? "Hevy" : "Strong") import was read in")
        }
        let reading = scan.evidence.reading(in: candidate) { scan.limitKg[$0] }
        guard reading.plausible else {
            var evidence = reading.pastRecords.isEmpty ? [] : ["past the all-time records: " + reading.pastRecords.joined(separator: ", ")]
            if reading.platesSayOther, let plates = scan.evidence.platesLine {
                evidence.append("the barbell loads are \(candidate == .kg ? "pounds" : "kilograms")': \(plates)")
            }
            throw WorkoutError.implausibleLoads(unit: candidate, evidence: evidence)
        }
        var reason = why
        if let top = scan.heaviestLine(in: candidate) { reason += "; no set past the all-time records (nearest: \(top))" }
        if let plates = scan.evidence.platesLine { reason += "; \(plates)" }
        return UnitDecision(unit: candidate, reason: reason, names: scan.names)
    }

    /// What one pass over the file found.
    struct Scan {
        var evidence = UnitEvidence()
        /// The heaviest plausible load of the exercise each name is placed on.
        var limitKg: [String: Double] = [:]
        /// Every exercise name of the file, in the order first seen.
        var names: [String] = []
        /// Sets of workouts the log already has (by import key), for comparing.
        var shared: [(workoutKey: String, rows: [Row])] = []
        let layout: ExportLayout
        let run: ImportRun

        struct Row {
            var kind: SetKind
            var weight: Double
            var reps: Double
            var seconds: Double
            var distance: Double
        }

        /// What a name stands for, looked up once per name.
        struct Name {
            var barbell = false
            var limitKg: Double?
            var warmUpActivity = false
            /// Assistance or a warm-up activity: its weights say nothing of the unit.
            var ignored = false
        }

        static func read(_ db: Database, path: String, layout: ExportLayout, run: ImportRun) throws -> Scan {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw WorkoutError.refused("cannot read \(path): \(String(cString: strerror(errno)))") }
            defer { close(fd) }
            var reader = CSVRecordReader(fd: fd)
            _ = try HistoryImport.readHeader(&reader, path: path, source: nil)
            var scan = Scan(layout: layout, run: run)
            let keys = Set(try String.fetchAll(db, sql: "SELECT importKey FROM workout WHERE importKey IS NOT NULL"))
            var names: [String: Name] = [:]
            var lastName: [UInt8] = [], lastText = "", lastInfo = Name()
            var lastDate: [UInt8] = [], lastWorkout: [UInt8] = []
            var collecting = false
            let l = layout
            do {
                while let outcome = try reader.next() {
                    guard case .record = outcome, reader.fieldCount == l.fieldCount else { continue }
                    // A new workout: is it one the log has?
                    if !reader.withBytes(l.date, { $0.elementsEqual(lastDate) }) || !reader.withBytes(l.workoutName, { $0.elementsEqual(lastWorkout) }) {
                        lastDate = reader.withBytes(l.date) { Array($0) }
                        lastWorkout = reader.withBytes(l.workoutName) { Array($0) }
                        collecting = false
                        if scan.shared.count < UnitDecision.comparedWorkouts, !keys.isEmpty,
                           let start = reader.withBytes(l.date, ExportFields.dateTime), let name = reader.text(l.workoutName) {
                            let key = start.text + "\u{1F}" + name
                            if keys.contains(key), scan.shared.last?.workoutKey != key {
                                scan.shared.append((key, []))
                                collecting = true
                            }
                        }
                    }
                    guard case .set(let kind)? = reader.withBytes(l.setOrder, ExportFields.rowKind) else { continue }
                    if !reader.withBytes(l.exercise, { $0.elementsEqual(lastName) }) {
                        lastName = reader.withBytes(l.exercise) { Array($0) }
                        lastText = reader.text(l.exercise) ?? ""
                        if let known = names[lastText] { lastInfo = known } else {
                            lastInfo = try scan.describe(db, lastText)
                            names[lastText] = lastInfo
                            scan.names.append(lastText)
                            if let limit = lastInfo.limitKg, !lastInfo.ignored { scan.limitKg[lastText] = limit }
                        }
                    }
                    func number(_ column: Int?) -> Double {
                        guard let column, case .value(let v) = reader.number(column) else { return 0 }
                        return v
                    }
                    let weight = number(l.weight), reps = number(l.reps)
                    if collecting {
                        scan.shared[scan.shared.count - 1].rows.append(Row(
                            kind: lastInfo.warmUpActivity ? .warmup : kind, weight: weight, reps: reps,
                            seconds: number(l.seconds), distance: number(l.distance)))
                    }
                    guard kind.isWorking, !lastInfo.ignored, l.weightUnitColumn == nil else { continue }
                    scan.evidence.add(name: lastText, weight: weight, reps: Int(reps.rounded()), barbell: lastInfo.barbell)
                }
            } catch let error as ImportError {
                throw WorkoutError.refused("cannot read \(path): \(error)")
            }
            return scan
        }

        /// The exercise a name is placed on, as the import will place it.
        private func describe(_ db: Database, _ name: String) throws -> Name {
            var info = Name()
            let words = ExerciseMatcher.words(name)
            info.warmUpActivity = ExerciseMatcher.namesWarmUp(words)
            info.ignored = info.warmUpActivity || words.contains("assisted")
            // A name the library does not place is held to the limit of any movement.
            guard let placed = run.placement(of: name) else {
                info.limitKg = UnitEvidence.otherLimitKg
                return info
            }
            let row = try GRDB.Row.fetchOne(db, sql: "SELECT movement, equipment, type FROM exercise WHERE id = ?", arguments: [placed.id])
            let movement: String? = row?["movement"]
            info.barbell = (row?["equipment"] as String?) == "barbell"
            if (row?["type"] as String?) == ExerciseType.assistedBodyweight.rawValue { info.ignored = true }
            info.limitKg = movement.flatMap { UnitEvidence.limitKg[$0] } ?? UnitEvidence.otherLimitKg
            return info
        }

        /// The unit whose identities match the sets the log stored for the
        /// workouts it shares with the file, with how many workouts matched.
        func unitTheLogReadItIn(_ db: Database) throws -> (unit: WeightUnit, workouts: Int)? {
            guard !shared.isEmpty else { return nil }
            var matches: [WeightUnit: Int] = [.kg: 0, .lb: 0]
            var workouts: [WeightUnit: Int] = [.kg: 0, .lb: 0]
            for workout in shared {
                let stored = Set(try Int64.fetchAll(db, sql: """
                    SELECT s.importHash FROM workoutSet s JOIN workout w ON w.id = s.workoutId
                    WHERE w.importKey = ? AND s.importHash IS NOT NULL
                    """, arguments: [workout.workoutKey]))
                guard !stored.isEmpty else { continue }
                for unit in [WeightUnit.kg, .lb] {
                    var seen: [Int64: Int] = [:]
                    var matched = 0
                    for row in workout.rows {
                        let content = identity(row, in: unit)
                        let n = seen[content, default: 0]
                        seen[content] = n + 1
                        if stored.contains(ImportIdentity.occurrence(content, n)) { matched += 1 }
                    }
                    matches[unit, default: 0] += matched
                    if matched > 0 { workouts[unit, default: 0] += 1 }
                }
            }
            let kg = matches[.kg] ?? 0, lb = matches[.lb] ?? 0
            guard kg != lb else { return nil }
            let unit: WeightUnit = kg > lb ? .kg : .lb
            return (unit, workouts[unit] ?? 0)
        }

        /// A row's content identity read in `unit`, as the import computes it.
        private func identity(_ row: Row, in unit: WeightUnit) -> Int64 {
            let statedUnit = layout.weightUnit ?? unit
            let weightKg = row.weight == 0 ? nil : (statedUnit.toKilograms(row.weight) * 1e6).rounded() / 1e6
            let metres = layout.metresPerDistanceUnit ?? (unit == .kg ? 1000 : ExportLayout.metresPerMile)
            return ImportIdentity.content(kind: row.kind, weightKg: weightKg, reps: row.reps == 0 ? nil : Int(row.reps.rounded()),
                                          seconds: row.seconds == 0 ? nil : row.seconds,
                                          distanceM: row.distance == 0 ? nil : row.distance * metres)
        }

        /// `Deadlift (Barbell) 230 kg × 1`: the heaviest set against its record, read in `unit`.
        func heaviestLine(in unit: WeightUnit) -> String? {
            let top = evidence.heaviest.compactMap { name, set -> (share: Double, line: String)? in
                guard let limit = limitKg[name] else { return nil }
                return (unit.toKilograms(set.weight) / limit, "\(name) \(WeightUnit.clean(set.weight)) \(unit) × \(set.reps)")
            }.max { $0.share < $1.share }
            return top?.line
        }
    }
}
