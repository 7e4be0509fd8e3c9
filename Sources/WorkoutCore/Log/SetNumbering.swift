/// How a set is called wherever it is shown, so `log`, `next`, the rest
/// notification, the workout screen and `workout show` agree: warm-ups
/// `W1`, `W2`…, working sets `set 1`, `set 2`… counted apart from them,
/// and `set 2 of 3` when the workout's plan gives the count.
public struct SetLabel: Sendable, Equatable, CustomStringConvertible {
    public var warmup: Bool
    /// Its number among the exercise's warm-ups, or among its working sets.
    public var number: Int
    /// The working sets the plan holds for the exercise, if it has one.
    public var planned: Int?

    public init(warmup: Bool, number: Int, planned: Int? = nil) {
        self.warmup = warmup
        self.number = number
        self.planned = planned
    }

    /// `W1`, `set 2 of 3`, `set 4` (past the plan's count, or with no plan).
    public var description: String {
        if warmup { return "W\(number)" }
        if let planned, number <= planned { return "set \(number) of \(planned)" }
        return "set \(number)"
    }
}

public enum SetNumbering {
    /// Set id → its label. `sets` are one workout's, in position order;
    /// `planned` the working sets its plan holds per exercise id.
    public static func labels(_ sets: [WorkoutSet], planned: [String: Int] = [:]) -> [Int64: SetLabel] {
        var warmups: [String: Int] = [:], working: [String: Int] = [:]
        var labels: [Int64: SetLabel] = [:]
        for set in sets {
            let warmup = set.kind == .warmup
            let number: Int
            if warmup { warmups[set.exerciseId, default: 0] += 1; number = warmups[set.exerciseId]! } else {
                working[set.exerciseId, default: 0] += 1; number = working[set.exerciseId]!
            }
            if let id = set.id { labels[id] = SetLabel(warmup: warmup, number: number, planned: planned[set.exerciseId]) }
        }
        return labels
    }

    /// Superset group → its members' labels, exercise id → `A1`, `A2`…:
    /// the group's letter in the order the groups began, the exercise's
    /// number in the order it joined. Every round reads the same, so
    /// bench and row alternating are A1, A2, A1, A2.
    public static func supersetLabels(_ sets: [WorkoutSet]) -> [Int: [String: String]] {
        var letters: [Int: String] = [:]
        var members: [Int: [String: String]] = [:]
        for set in sets {
            guard let group = set.supersetGroup else { continue }
            if letters[group] == nil { letters[group] = letter(letters.count) }
            if members[group, default: [:]][set.exerciseId] == nil {
                members[group, default: [:]][set.exerciseId] = letters[group]! + "\(members[group, default: [:]].count + 1)"
            }
        }
        return members
    }

    /// The letter of the `n`th superset (from 0): `A`…`Z`, then `27.`.
    public static func letter(_ n: Int) -> String {
        n < 26 ? String(UnicodeScalar(UInt8(65 + n))) : "\(n + 1)."
    }

    /// The label of one set in a superset (`A2`), if it is in one.
    public static func supersetLabel(of set: WorkoutSet, in labels: [Int: [String: String]]) -> String? {
        set.supersetGroup.flatMap { labels[$0]?[set.exerciseId] }
    }
}
