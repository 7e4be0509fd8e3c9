#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The set a rest leads to, as the rest-over notification's Done button
/// logs it: this exercise, weight and reps, and only while set `after` is
/// still the last one logged in the workout in progress (a second click,
/// or one after the set was logged from the terminal, logs nothing).
///
/// The daemon never reads the training log: it hands these back to
/// `gym-timer` when Done is pressed. They are checked here, as they become
/// a command's arguments.
public struct NextSet: Codable, Sendable, Equatable {
    /// The set the rest follows, by its number in this device's log.
    public var after: Int64
    /// The exercise's id (`bench_press_barbell`).
    public var exercise: String
    /// nil for a bodyweight exercise.
    public var weightKg: Double?
    public var reps: Int
    public var warmup: Bool

    public init(after: Int64, exercise: String, weightKg: Double?, reps: Int, warmup: Bool) {
        self.after = after
        self.exercise = exercise
        self.weightKg = weightKg
        self.reps = reps
        self.warmup = warmup
    }

    enum CodingKeys: String, CodingKey { case after, exercise, weightKg = "weight_kg", reps, warmup }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        after = try c.decode(Int64.self, forKey: .after)
        exercise = try c.decode(String.self, forKey: .exercise)
        weightKg = try c.decodeIfPresent(Double.self, forKey: .weightKg)
        reps = try c.decode(Int.self, forKey: .reps)
        warmup = try c.decodeIfPresent(Bool.self, forKey: .warmup) ?? false
        guard after > 0, Self.isExerciseID(exercise), (1...1000).contains(reps),
              weightKg.map({ $0.isFinite && $0 >= 0 && $0 <= 2000 }) ?? true else {
            throw WireError(.invalidArgument, "\"next\" needs \"after\" (a set's number), \"exercise\" (an exercise id), \"reps\" from 1 to 1000 and an optional \"weight_kg\" from 0 to 2000")
        }
    }

    /// As one line of text, which the daemon keeps with the timer (its
    /// journal knows nothing of sets): `41237 bench_press_barbell 100 5 0`,
    /// `-` for no weight.
    public var compact: String {
        "\(after) \(exercise) \(weightKg.map { String($0) } ?? "-") \(reps) \(warmup ? 1 : 0)"
    }

    public init?(compact: String) {
        let parts = compact.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 5, let after = Int64(parts[0]), after > 0, Self.isExerciseID(String(parts[1])),
              let reps = Int(parts[3]), (1...1000).contains(reps), parts[4] == "0" || parts[4] == "1" else { return nil }
        let weight: Double?
        if parts[2] == "-" { weight = nil } else {
            guard let w = Double(parts[2]), w.isFinite, w >= 0, w <= 2000 else { return nil }
            weight = w
        }
        self.init(after: after, exercise: String(parts[1]), weightKg: weight, reps: reps, warmup: parts[4] == "1")
    }

    /// An exercise id as the log makes them (`bench_press_barbell`,
    /// `custom_tire_flip`): one word of at most 200 bytes, no control
    /// characters, not starting with `-` (it becomes a command's argument).
    public static func isExerciseID(_ id: String) -> Bool {
        guard let first = id.utf8.first, first != UInt8(ascii: "-"), id.utf8.count <= 200 else { return false }
        return id.utf8.allSatisfy { $0 > 0x20 && $0 != 0x7F }
    }
}
