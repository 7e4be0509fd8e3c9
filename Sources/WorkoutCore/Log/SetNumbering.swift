/// How sets are numbered and grouped wherever they are shown, so `log`,
/// `workout show` and `history show` agree: per exercise within a workout,
/// 1, 2, 3… in logged order, warm-ups included (they are sets you did).
public enum SetNumbering {
    /// Set id → its number. `sets` are one workout's, in position order.
    public static func numbers(_ sets: [WorkoutSet]) -> [Int64: Int] {
        var count: [String: Int] = [:]
        var numbers: [Int64: Int] = [:]
        for set in sets {
            count[set.exerciseId, default: 0] += 1
            if let id = set.id { numbers[id] = count[set.exerciseId] }
        }
        return numbers
    }

    /// Superset group → `A`, `B`, … in the order the groups began.
    public static func supersetLabels(_ sets: [WorkoutSet]) -> [Int: String] {
        var labels: [Int: String] = [:]
        for set in sets {
            guard let group = set.supersetGroup, labels[group] == nil else { continue }
            let n = labels.count
            labels[group] = n < 26 ? String(UnicodeScalar(UInt8(65 + n))) : "\(n + 1)"
        }
        return labels
    }
}
