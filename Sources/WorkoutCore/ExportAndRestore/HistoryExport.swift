import Foundation
import GRDB
import Notation
#if canImport(Glibc)
import Glibc
#endif

/// Writes the training history out: as a Strong V4 CSV (which Strong-reading
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

    static let strongHeader = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

    /// Strong V4: weights in `unit`, distances in km (kg) or miles (lb),
    /// `W`/`D`/`F` set orders, a `Rest Timer` row before each set with a
    /// recorded rest, and a `Note` row per exercise note of a workout.
    public func strong(unit: WeightUnit, to out: inout some TextOutputStream) throws -> Written {
        let metres = unit == .kg ? 1000.0 : ExportLayout.metresPerMile
        var written = Written()
        out.write(Self.strongHeader)
        try database.writer.read { db in
            let notes = try Self.exerciseNotes(db)
            let cursor = try Row.fetchCursor(db, sql: Self.setsSQL)
            var lastWorkout: Int64 = -1
            var prefix = ""
            var workoutNote = ""
            var numbers: [String: Int] = [:]
            var noted: Set<String> = []
            while let row = try cursor.next() {
                let workoutId: Int64 = row["workoutId"]
                if workoutId != lastWorkout {
                    lastWorkout = workoutId
                    written.workouts += 1
                    let started: Date = row["startedAt"]
                    let ended: Date? = row["endedAt"]
                    let date = ExportFields.LocalDateTime(started).text
                    let duration = Self.duration((ended ?? started).timeIntervalSince(started))
                    prefix = "\(date),\(Self.quoted(row["workoutName"])),\(duration),"
                    workoutNote = Self.quoted(row["workoutNote"] as String? ?? "")
                    numbers = [:]
                    noted = []
                }
                let exerciseId: String = row["exerciseId"]
                let exercise = Self.quoted(row["exerciseName"])
                if !noted.contains(exerciseId) {
                    noted.insert(exerciseId)
                    if let note = notes[workoutId]?[exerciseId] {
                        out.write("\(prefix)\(exercise),Note,0,0,0,0,\(Self.quoted(note)),\(workoutNote),\n")
                        workoutNote = ""
                    }
                }
                if let rest: Double = row["restBeforeSeconds"] {
                    out.write("\(prefix)\(exercise),Rest Timer,0,0,0,\(WeightUnit.clean(rest)),\"\",\(workoutNote),\n")
                    workoutNote = ""
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
                let weight = (row["weightKg"] as Double?).map { unit.format(kilograms: assisted ? abs($0) : $0) } ?? "0"
                let reps = (row["reps"] as Int?).map(String.init) ?? "0"
                let distance = (row["distanceM"] as Double?).map { Self.decimal($0 / metres, places: 3) } ?? "0"
                let seconds = (row["seconds"] as Double?).map(WeightUnit.clean) ?? "0"
                let rpe = (row["rpe"] as Double?).map(WeightUnit.clean) ?? ""
                let note = Self.quoted(row["note"] as String? ?? "")
                out.write("\(prefix)\(exercise),\(order),\(weight),\(reps),\(distance),\(seconds),\(note),\(workoutNote),\(rpe)\n")
                workoutNote = ""
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
        SELECT s.*, e.name AS exerciseName, e.type AS exerciseType, w.name AS workoutName, w.startedAt, w.endedAt, w.note AS workoutNote, w.gymId AS workoutGym
        FROM workoutSet s JOIN workout w ON w.id = s.workoutId JOIN exercise e ON e.id = s.exerciseId
        """ + (inProgressToo ? "" : " WHERE w.endedAt IS NOT NULL") + " ORDER BY w.startedAt, w.id, s.position"
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
        return String(rounded)
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
