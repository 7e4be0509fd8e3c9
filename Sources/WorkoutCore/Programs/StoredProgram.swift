import Foundation
import GRDB

/// A program as kept in the log: its text as the lifter wrote it, which
/// library exercise each of its names means, and the unit it runs in;
/// what the lifter set by hand is kept beside it (`ProgramEdit`). Everything else (the weeks as they stand, each exercise's state)
/// is folded from the workouts run from it (`ProgramStanding`).
struct StoredProgram: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    var id: Int64?
    var name: String
    var source: String
    /// JSON: the program's exercise (`ExerciseKey.description`) → exercise id.
    var exercises: String
    /// `kg` or `lb`: the unit its scripts see done sets in and work in,
    /// the lifter's when it was added, so a change of display unit later
    /// changes no day already run.
    var unit: String
    var createdAt: Date
    /// When the lifter last chose to run it; the latest is the one `program
    /// start` runs.
    var activeSince: Date?

    static let databaseTableName = "program"
    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    var exerciseIds: [String: String] {
        (try? JSONDecoder().decode([String: String].self, from: Data(exercises.utf8))) ?? [:]
    }

    /// What was set by hand in this program, in the order it was made.
    func edits(_ db: Database) throws -> [ProgramEdit] {
        try ProgramEdit.filter(sql: "programId = ?", arguments: [id]).order(sql: "madeAt, uid, id").fetchAll(db)
    }

    /// Every program's lines on exercise `old` go to `new` (a merge).
    static func replaceExercise(_ db: Database, _ old: String, with new: String) throws {
        try db.execute(sql: """
            UPDATE program SET exercises = (SELECT json_group_object(key, CASE WHEN value = ?1 THEN ?2 ELSE value END)
                                            FROM json_each(program.exercises))
            WHERE EXISTS (SELECT 1 FROM json_each(program.exercises) WHERE value = ?1)
            """, arguments: [old, new])
    }

    static func encoded<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }
}

/// A value the lifter set by hand (`program state squat rm1=100kg`), or a
/// 1RM taken from their log when the program first needed one: it holds
/// from the moment `daysDone` days of the program were done, so a fold
/// from the start applies it at the same place every time. A row of its
/// own, synced as one: edits made on two devices before they sync both
/// stand, in the order they were made.
struct ProgramEdit: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    var id: Int64?
    var programId: Int64
    var daysDone: Int
    /// `ExerciseKey.description`.
    var exercise: String
    /// `rm1`, or a state variable's name.
    var variable: String
    /// As typed: `100kg`, `3`, `85%`.
    var value: String
    var madeAt: Date

    static let databaseTableName = "programEdit"
    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
