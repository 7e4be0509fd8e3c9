import Foundation
import GRDB
import Notation
#if canImport(Glibc)
import Glibc
#endif

/// Writes the training history out: as a Strong CSV (which Strong-reading
/// tools, and `gym-timer import`, take back) or as JSON with everything.
/// The Strong file holds finished workouts only (Strong has no workout in
/// progress); the JSON backup holds the one in progress too. Sets are
/// read through a cursor and written to `out` as they come; where the text
/// goes (and whether it is held until the end) is the caller's choice.
public struct HistoryExport: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    public struct Written: Sendable, Equatable {
        public var workouts = 0
        public var sets = 0
    }

    /// The Strong layouts `strong` writes.
    public enum StrongLayout: String, CaseIterable, Sendable {
        /// Strong's layout with the unit on every row (`Weight Unit`,
        /// `Distance Unit`, `;`-separated): read back the same whatever the
        /// reader's unit setting.
        case units
        /// Strong's V4 layout, the one most Strong-reading tools take:
        /// weights in the chosen unit, which the file does not name.
        case v4
    }

    static let v4Header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
    static let unitsHeader = "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration\n"

    /// One row of a Strong file, its fields as written.
    private struct StrongRow {
        var exercise, order, weight: String
        var reps = "0", distance = "0", seconds = "0", note = "\"\"", rpe = ""

        func line(_ layout: StrongLayout, prefix: (date: String, name: String, duration: String), workoutNote: String,
                  unit: WeightUnit) -> String {
            switch layout {
            case .v4:
                return "\(prefix.date),\(prefix.name),\(prefix.duration),\(exercise),\(order),\(weight),\(reps),\(distance),\(seconds),\(note),\(workoutNote),\(rpe)\n"
            case .units:
                let (weightUnit, distanceUnit) = unit == .kg ? ("kg", "km") : ("lbs", "mi")
                return "\(prefix.date);\(prefix.name);\(exercise);\(order);\(weight);\(weightUnit);\(reps);\(rpe);\(distance);\(distanceUnit);\(seconds);\(note);\(workoutNote);\(prefix.duration)\n"
            }
        }
    }

    /// Strong's CSV: weights in `unit` (to a millionth, so every weight
    /// reads back as the same kilograms), distances in km (kg) or miles
    /// (lb), `W`/`D`/`F` set orders, and a `Rest Timer` row for every rest
    /// recorded, where Strong writes it: after the set it follows (the
    /// rest before a set follows the set before it; a workout's last set
    /// may have one of its own). A `Note` row per exercise note of a
    /// workout. Durations are whole minutes, as Strong writes them.
    public func strong(unit: WeightUnit, layout: StrongLayout = .units, to out: inout some TextOutputStream) throws -> Written {
        let metres = unit == .kg ? 1000.0 : ExportLayout.metresPerMile
        var written = Written()
        out.write(layout == .units ? Self.unitsHeader : Self.v4Header)
        try database.writer.read { db in
            let notes = try Self.exerciseNotes(db)
            let cursor = try Row.fetchCursor(db, sql: Self.setsSQL)
            var lastWorkout: Int64 = -1
            var prefix = (date: "", name: "", duration: "")
            var workoutNote = ""
            var numbers: [String: Int] = [:]
            var noted: Set<String> = []
            var previousExercise: String?
            func emit(_ row: StrongRow) {
                out.write(row.line(layout, prefix: prefix, workoutNote: workoutNote, unit: unit))
                workoutNote = ""
            }
            func rest(_ seconds: Double, after exercise: String) {
                emit(StrongRow(exercise: exercise, order: "Rest Timer", weight: "0", seconds: WeightUnit.clean(seconds)))
            }
            while let row = try cursor.next() {
                let workoutId: Int64 = row["workoutId"]
                if workoutId != lastWorkout {
                    lastWorkout = workoutId
                    written.workouts += 1
                    let started: Date = row["startedAt"]
                    let ended: Date? = row["endedAt"]
                    prefix = (ExportFields.LocalDateTime(started).text, Self.quoted(row["workoutName"]),
                              Self.duration((ended ?? started).timeIntervalSince(started)))
                    workoutNote = Self.quoted(row["workoutNote"] as String? ?? "")
                    numbers = [:]
                    noted = []
                    previousExercise = nil
                }
                let exerciseId: String = row["exerciseId"]
                let exercise = Self.quoted(row["exerciseName"])
                if let before: Double = row["restBeforeSeconds"] { rest(before, after: previousExercise ?? exercise) }
                if !noted.contains(exerciseId) {
                    noted.insert(exerciseId)
                    if let note = notes[workoutId]?[exerciseId] {
                        emit(StrongRow(exercise: exercise, order: "Note", weight: "0", note: Self.quoted(note)))
                    }
                }
                let kind = SetKind(rawValue: row["kind"]) ?? .normal
                let order: String
                switch kind {
                case .normal:
                    numbers[exerciseId, default: 0] += 1
                    order = String(numbers[exerciseId]!)
                case .warmup: order = "W"
                case .drop: order = "D"
                case .failure: order = "F"
                }
                // Strong writes an assisted movement's assistance as a positive
                // weight; the log keeps it negative (`bw-30x8`).
                let assisted = (row["exerciseType"] as String?) == ExerciseType.assistedBodyweight.rawValue
                emit(StrongRow(
                    exercise: exercise, order: order,
                    weight: (row["weightKg"] as Double?).map { Self.decimal(unit.fromKilograms(assisted ? abs($0) : $0), places: 6) } ?? "0",
                    reps: (row["reps"] as Int?).map(String.init) ?? "0",
                    distance: (row["distanceM"] as Double?).map { Self.decimal($0 / metres, places: 6) } ?? "0",
                    seconds: (row["seconds"] as Double?).map(WeightUnit.clean) ?? "0",
                    note: Self.quoted(row["note"] as String? ?? ""),
                    rpe: (row["rpe"] as Double?).map(WeightUnit.clean) ?? ""))
                if let after: Double = row["restAfterSeconds"] { rest(after, after: exercise) }
                previousExercise = exercise
                written.sets += 1
            }
        }
        return written
    }

    static let setsSQL = setsSQL(inProgressToo: false)

    /// The sets to write, workout by workout: of finished workouts, and with
    /// `inProgressToo` (a full backup) of the one in progress as well.
    static func setsSQL(inProgressToo: Bool) -> String {
        """
        SELECT s.*, e.name AS exerciseName, e.type AS exerciseType, w.name AS workoutName, w.uid AS workoutUid, w.startedAt, w.endedAt, w.note AS workoutNote, w.gymId AS workoutGym,
          (SELECT name FROM program WHERE id = w.programId) AS programName, w.programDay, w.programPlan
        FROM workoutSet s JOIN workout w ON w.id = s.workoutId JOIN exercise e ON e.id = s.exerciseId
        """ + (inProgressToo ? "" : " WHERE w.endedAt IS NOT NULL") + " ORDER BY w.startedAt, w.uid, w.id, " + SyncOrder.sets("s")
    }

    static func exerciseNotes(_ db: Database) throws -> [Int64: [String: String]] {
        var notes: [Int64: [String: String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT workoutId, exerciseId, note FROM workoutExerciseNote") {
            notes[row["workoutId"], default: [:]][row["exerciseId"]] = row["note"]
        }
        return notes
    }

    /// `1h 16m`, `45m`, `1h`, `20s`, as Strong writes durations.
    static func duration(_ seconds: TimeInterval) -> String {
        let total = Int(max(0, seconds).rounded())
        let (h, m, s) = (total / 3600, total % 3600 / 60, total % 60)
        if h > 0 { return m > 0 ? "\(h)h \(m)m" : "\(h)h" }
        if m > 0 { return "\(m)m" }
        return "\(s)s"
    }

    /// `3.219`, `5`: at most `places` decimals, no trailing zeros.
    static func decimal(_ value: Double, places: Int) -> String {
        let scale = Double(Int(pow(10.0, Double(places))))
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.\(places)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension ExportFields.LocalDateTime {
    /// The local wall-clock time of `date`.
    init(_ date: Date) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var t = tm()
        localtime_r(&seconds, &t)
        self.init(year: Int(t.tm_year) + 1900, month: Int(t.tm_mon) + 1, day: Int(t.tm_mday), hour: Int(t.tm_hour),
                  minute: Int(t.tm_min), second: Int(t.tm_sec))
    }
}
