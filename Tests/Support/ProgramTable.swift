import Foundation

/// The tables worked by hand beside each program in `programs/`: the 1RM
/// of each exercise (`| squat | 100 |`) and, workout by workout, what each
/// line prescribes and what the scripted lifter did
/// (`| 3 | 1 | t1: Squat | 4x3, 1x3+ 90kg | 3 3 3 3 2 |`, RPE as `@8`).
public struct ProgramTable: Sendable {
    public struct Row: Sendable {
        public let workout: Int, day: Int, line: String, prescribed: String, done: [Int]
        /// The RPE the lifter reported (`@8` after the reps), for every set.
        public let rpe: Double?
    }

    public let oneRepMax: [String: Double]
    public let rows: [Row]

    /// The programs folder of the package.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("programs")

    /// The eight programs with tables.
    public static let files = ["gzclp.md", "starting-strength.md", "texas-method.md", "madcow.md", "531-bbb.md",
                               "ppl-double-progression.md", "nsuns-5-day.md", "peaking-block-rpe.md"]

    public init(_ text: String) {
        var oneRepMax: [String: Double] = [:]
        var rows: [Row] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count == 2, let max = Double(cells[1]) { oneRepMax[cells[0].lowercased()] = max }
            if cells.count == 5, let workout = Int(cells[0]), let day = Int(cells[1]) {
                let done = cells[4].split(separator: " ")
                rows.append(Row(workout: workout, day: day, line: cells[2], prescribed: cells[3],
                                done: done.compactMap { Int($0) }, rpe: done.first { $0.hasPrefix("@") }.flatMap { Double($0.dropFirst()) }))
            }
        }
        self.oneRepMax = oneRepMax
        self.rows = rows
    }

    /// Workout numbers in order.
    public var workouts: [Int] { Set(rows.map(\.workout)).sorted() }
}
