import Foundation
import GRDB
import Notation

/// One exercise name from the file and where its sets go.
struct ExerciseSlot {
    var name: String
    var id: String
    /// NUL-terminated `id`, bound to statements without copying.
    var cID: [CChar]
    /// A custom exercise this import still has to create.
    var needsCreating: Bool
    var isUnmapped: Bool
    /// How the name was placed in the library.
    var how: ExerciseMatcher.How
    /// For a new variation: the exercise it is a variation of.
    var variationOf: String?
    /// Its weights are assistance: stored negative, as `bw-30x8` is.
    var isAssisted = false
    /// A general warm-up ("Warm Up"): its sets are warm-ups.
    var isWarmUpActivity = false
    var sets = 0
    var sawWeight = false
    var sawDistance = false
    var sawSeconds = false

    init(name: String, id: String, needsCreating: Bool, isUnmapped: Bool, how: ExerciseMatcher.How, variationOf: String? = nil) {
        self.name = name
        self.id = id
        self.cID = Array(id.utf8CString)
        self.needsCreating = needsCreating
        self.isUnmapped = isUnmapped
        self.how = how
        self.variationOf = variationOf
    }

    /// The type a name the library does not know most likely has: distance
    /// and time → cardio, weight → strength, time only → duration, else
    /// bodyweight.
    var inferredType: ExerciseType {
        if isAssisted { return .assistedBodyweight }
        if sawDistance && sawSeconds { return .distanceDuration }
        if sawWeight { return .weightReps }
        if sawSeconds { return .duration }
        if sawDistance { return .distanceDuration }
        return .bodyweightReps
    }

    /// A variation's type: its parent's, except that weight on a bodyweight
    /// movement makes it a weighted one ("Crunch (Weighted)").
    func variationType(parent: ExerciseType) -> ExerciseType {
        if isAssisted { return .assistedBodyweight }
        return parent == .bodyweightReps && sawWeight ? .weightedBodyweight : parent
    }
}

/// A set read from the file, not yet written.
struct DraftSet {
    var slot: Int
    var kind: SetKind
    var weightKg: Double?
    var reps: Int?
    var seconds: Double?
    var distanceM: Double?
    var rpe: Double?
    var restBefore: Double?
    /// Rest from `Rest Timer` rows after the workout's last set.
    var restAfter: Double? = nil
    var note: String?
    var supersetGroup: Int?
    /// Content-derived identity (see `ImportIdentity`).
    var identity: Int64
    /// The identity an import before v5 gave the same row (`ImportIdentity.legacyContent`).
    var legacyIdentity: Int64
    /// The identity of the row as the file writes it (`ImportIdentity.source`).
    var sourceIdentity: Int64
}

/// What an export says of a workout itself.
struct WorkoutHeader: Sendable {
    /// The import key: date and name (see `ImportRun.workout(for:summary:)`).
    let key: String
    let name: String
    let startedAt: Date
    var endedAt: Date?
    var duration: TimeInterval?
    var note: String?
}

/// A workout read from the file: its rows are consecutive in every export,
/// so it is complete when a row of another workout arrives. Owned by the
/// reading thread; what the database thread learns of it lives in `stored`.
final class WorkoutDraft {
    var header: WorkoutHeader
    var sets: [DraftSet] = []
    /// Notes a workout keeps per exercise (Strong `Note` rows, Hevy's exercise notes).
    var exerciseNotes: [(slot: Int, text: String)] = []
    /// Rest from the `Rest Timer` rows since the last set (Strong writes
    /// one after a set; two in a row add up): the next set's rest before
    /// it, or the last set's rest after it when none follows.
    var pendingRest: Double?
    /// How often each set content has been seen in this workout, so three
    /// identical 100 kg × 5 sets get three identities (and the same for
    /// the legacy identities).
    var occurrences: [Int64: Int] = [:]
    var legacyOccurrences: [Int64: Int] = [:]
    var sourceOccurrences: [Int64: Int] = [:]
    let stored = StoredWorkout()

    init(key: String, name: String, startedAt: Date) {
        header = WorkoutHeader(key: key, name: name, startedAt: startedAt)
    }

    func addNote(slot: Int, _ text: String) {
        if let i = exerciseNotes.firstIndex(where: { $0.slot == slot }) {
            if !exerciseNotes[i].text.contains(text) { exerciseNotes[i].text += "\n" + text }
        } else {
            exerciseNotes.append((slot, text))
        }
    }

    /// The sets and notes read since the last call, handed to the writer;
    /// the draft goes on collecting (a very long workout is written in parts).
    func takePart() -> WorkoutPart {
        defer {
            sets = []
            exerciseNotes = []
        }
        return WorkoutPart(stored: stored, header: header, sets: sets, exerciseNotes: exerciseNotes)
    }
}

/// What the database thread knows of a drafted workout once written. Only
/// that thread reads or writes it while the import runs; the reading thread
/// merely passes it along, and reads `workoutId` after the writer is done.
final class StoredWorkout: @unchecked Sendable {
    var workoutId: Int64?
    /// The identities of the sets an earlier import stored in the workout,
    /// with each set's id and exercise; and their legacy identities.
    var storedIdentities: [Int64: (id: Int64, exerciseId: String)] = [:]
    var storedLegacyIdentities: Set<Int64> = []
    /// The file identities (`ImportIdentity.source`) of the sets stored in
    /// the workout, with each set's id and exercise.
    var storedSources: [Int64: (id: Int64, exerciseId: String)] = [:]
    /// Stored sets that have a file identity of their own: found by content
    /// only for a row of the same exercise.
    var withSource: Set<Int64> = []
    /// Stored sets a row of this run has found: no second row takes one.
    var claimed: Set<Int64> = []
    var lastPosition = 0
    var addedSets = false
}

/// Part of a workout (usually all of it) on its way to the database.
struct WorkoutPart: Sendable {
    let stored: StoredWorkout
    let header: WorkoutHeader
    let sets: [DraftSet]
    let exerciseNotes: [(slot: Int, text: String)]
}

/// The identity of an imported set: its workout (by the workout's import
/// key), kind, weight, reps, time and distance as stored, and
/// how many identical sets came before it in the workout. Importing the
/// same export again, a newer export overlapping it, or this app's own
/// Strong export yields the same identities, so nothing is stored twice.
/// The exercise is not part of it: an import that places a name
/// differently (a `--map`, a newer library) finds the sets it stored
/// before, and can move them instead of adding them again.
/// 64-bit FNV-1a: the hash every import identity is made with (stored in
/// the log, so it never changes).
struct FNV1a {
    private var h: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func byte(_ byte: UInt8) { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    /// Little-endian, a byte at a time.
    mutating func int64(_ value: Int64) { for shift in stride(from: 0, to: 64, by: 8) { byte(UInt8(truncatingIfNeeded: value >> shift)) } }
    var value: Int64 { Int64(bitPattern: h) }
}

enum ImportIdentity {
    /// The weight's sign is left out: whether a weight is assistance is
    /// the exercise's to say, and may be said differently later.
    static func content(kind: SetKind, weightKg: Double?, reps: Int?, seconds: Double?, distanceM: Double?) -> Int64 {
        var h = FNV1a()
        h.byte(kind.identityByte)
        h.int64(weightKg.map { Int64((abs($0) * 100).rounded()) } ?? Int64.min)
        h.int64(Int64(reps ?? -1))
        h.int64(seconds.map { Int64(($0 * 10).rounded()) } ?? Int64.min)
        h.int64(distanceM.map { Int64($0.rounded()) } ?? Int64.min)
        return h.value
    }

    /// The identity imports before v5 gave a set: the exercise its name was
    /// placed on, the file's values (weights rounded in the file's unit),
    /// counted per exercise. Kept beside the new one (`legacyImportHash`),
    /// so a set an older import stored and the lifter since edited is
    /// still known when the same file comes again.
    static func legacyContent(exerciseId: [CChar], kind: SetKind, weightKg: Double?, reps: Int?, seconds: Double?,
                              distanceM: Double?) -> Int64 {
        var h = FNV1a()
        for c in exerciseId where c != 0 { h.byte(UInt8(bitPattern: c)) }
        h.byte(0)
        h.byte(kind.identityByte)
        h.int64(weightKg.map { Int64(($0 * 100).rounded()) } ?? Int64.min)
        h.int64(Int64(reps ?? -1))
        h.int64(seconds.map { Int64(($0 * 10).rounded()) } ?? Int64.min)
        h.int64(distanceM.map { Int64($0.rounded()) } ?? Int64.min)
        return h.value
    }

    /// The identity of a set row as the file writes it: the exercise name
    /// as written, the kind its set order says, and the numbers as written
    /// with the unit the file or the row states (none when it states none).
    /// Nothing decided about the file (the unit its weights are read in,
    /// where a name is placed, a warm-up activity, assistance) is in it, so
    /// importing the same rows with any options finds the sets they made.
    static func source(exercise: UnsafeBufferPointer<UInt8>, kind: SetKind, weight: Double, statedUnit: WeightUnit?, reps: Double,
                       seconds: Double, distance: Double) -> Int64 {
        var h = FNV1a()
        // The name as written, without the spaces around it.
        var start = 0, end = exercise.count
        while start < end, exercise[start] == 0x20 { start += 1 }
        while end > start, exercise[end - 1] == 0x20 { end -= 1 }
        for i in start..<end { h.byte(exercise[i]) }
        h.byte(0)
        h.byte(kind.identityByte)
        h.byte(statedUnit == .kg ? 1 : statedUnit == .lb ? 2 : 0)
        h.int64(Int64((weight * 1000).rounded()))
        h.int64(Int64((reps * 1000).rounded()))
        h.int64(Int64((seconds * 1000).rounded()))
        h.int64(Int64((distance * 1000).rounded()))
        return h.value
    }

    static func occurrence(_ content: Int64, _ n: Int) -> Int64 {
        var h = UInt64(bitPattern: content) ^ (UInt64(n) &* 0x9E37_79B9_7F4A_7C15)
        h ^= h >> 31
        h = h &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 29
        return Int64(bitPattern: h)
    }

    /// v5: gives every imported set the identity above, keeping the one it
    /// had in `legacyImportHash`. Before it, the exercise the name was
    /// placed on was part of the identity, so a newer library placing a
    /// name elsewhere would have added the sets again. Imported sets are in
    /// file order by position.
    static func rewriteAll(_ db: Database) throws {
        try db.execute(sql: "UPDATE workoutSet SET legacyImportHash = importHash WHERE importHash IS NOT NULL")
        let update = try db.makeStatement(sql: "UPDATE workoutSet SET importHash = ? WHERE id = ?")
        var workout: Int64 = -1
        var occurrences: [Int64: Int] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT id, workoutId, kind, weightKg, reps, seconds, distanceM FROM workoutSet
            WHERE importHash IS NOT NULL ORDER BY workoutId, position
            """)
        var changes: [(Int64, Int64)] = []
        while let row = try rows.next() {
            let workoutId: Int64 = row["workoutId"]
            if workoutId != workout { workout = workoutId; occurrences = [:] }
            let content = Self.content(kind: SetKind(rawValue: row["kind"]) ?? .normal, weightKg: row["weightKg"], reps: row["reps"],
                                       seconds: row["seconds"], distanceM: row["distanceM"])
            let seen = occurrences[content, default: 0]
            occurrences[content] = seen + 1
            changes.append((occurrence(content, seen), row["id"]))
        }
        for (hash, id) in changes { try update.execute(arguments: [hash, id]) }
    }
}

extension SetKind {
    fileprivate var identityByte: UInt8 {
        switch self {
        case .normal: 1
        case .warmup: 2
        case .drop: 3
        case .failure: 4
        }
    }
}
