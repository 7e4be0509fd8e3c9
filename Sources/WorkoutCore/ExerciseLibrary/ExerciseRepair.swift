import Foundation
import GRDB

/// Repairs to where sets were put: one exercise merged into another, sets
/// moved to the exercise they belong to. Records, progress and volume
/// follow by themselves (they are read from the sets and the ledger the
/// set triggers keep), and an import of the same file later places the
/// names the same way (`importName`), adding nothing twice.
public struct ExerciseRepair: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    /// What a merge did.
    public struct Merge: Sendable {
        public var from: Exercise
        public var into: Exercise
        public var sets: Int
        /// The merged exercise was a custom one and is gone (a built-in one
        /// is hidden instead).
        public var deleted: Bool
    }

    /// What merging `from` into `into` would move: the two exercises and
    /// the number of sets. For the question asked before `merge`.
    public func preview(merging from: String, into: String) throws -> Merge {
        try database.writer.read { db in
            let (source, target) = try Self.pair(db, from, into)
            let sets = try WorkoutSet.filter(WorkoutSet.Columns.exerciseId == source.id).fetchCount(db)
            return Merge(from: source, into: target, sets: sets, deleted: source.isCustom)
        }
    }

    /// Moves every set, note, plan entry and variation of `from` to
    /// `into`, then deletes `from` (custom) or hides it (built-in). `from`'s
    /// names are remembered for later imports.
    public func merge(_ from: String, into: String) throws -> Merge {
        try database.write { db in
            let (source, target) = try Self.pair(db, from, into)
            let moving = try WorkoutSet.filter(WorkoutSet.Columns.exerciseId == source.id).fetchAll(db)
            // What takes the sets is no longer merged away itself.
            try db.execute(sql: "UPDATE exercise SET mergedInto = NULL WHERE id = ? AND mergedInto IS NOT NULL", arguments: [target.id])
            try Self.check(db, moving, fit: target)
            let sets = moving.count
            try db.execute(sql: "UPDATE workoutSet SET exerciseId = ?1 WHERE exerciseId = ?2", arguments: [target.id, source.id])
            for workout in Set(moving.map(\.workoutId)) { try HistoryBook.dissolveLoneSupersets(db, workout: workout) }
            try db.execute(sql: "UPDATE templateExercise SET exerciseId = ?1 WHERE exerciseId = ?2", arguments: [target.id, source.id])
            try StoredProgram.replaceExercise(db, source.id, with: target.id)
            // Notes: kept, joined to the target's where both have one.
            for (table, key, conflict) in [("workoutExerciseNote", "workoutId", "workoutId, exerciseId"),
                                           ("exerciseGymNote", "gymId", "exerciseId, gymId")] {
                try db.execute(sql: """
                    INSERT INTO \(table)(\(key), exerciseId, note) SELECT \(key), ?1, note FROM \(table) WHERE exerciseId = ?2 AND true
                    ON CONFLICT(\(conflict)) DO UPDATE SET note = note || char(10) || excluded.note
                    """, arguments: [target.id, source.id])
                try db.execute(sql: "DELETE FROM \(table) WHERE exerciseId = ?", arguments: [source.id])
            }
            var merged = target
            if let note = source.note {
                merged.note = target.note.map { $0 + "\n" + note } ?? note
                try merged.update(db)
            }
            // Its variations hang off the target (or what the target is a
            // variation of) now, with its muscles; the target is no variation
            // of what it absorbed.
            let root = target.variationOf == source.id ? target.id : target.variationOf ?? target.id
            try db.execute(sql: "UPDATE exercise SET variationOf = ?1 WHERE variationOf = ?2 AND id <> ?1", arguments: [root, source.id])
            try db.execute(sql: "UPDATE exercise SET variationOf = NULL WHERE id = ?1 AND variationOf = ?2", arguments: [target.id, source.id])
            try ExerciseLibrary.inheritMuscles(db, parent: root)
            try db.execute(sql: "UPDATE importName SET exerciseId = ?1 WHERE exerciseId = ?2", arguments: [target.id, source.id])
            for name in [source.name] + source.aliases where name.caseInsensitiveCompare(target.name) != .orderedSame {
                try Self.remember(db, name: name, as: target.id)
            }
            // Where it went, for sets another device logs into it meanwhile:
            // with its deletion (custom), or on it (built-in, hidden).
            if source.isCustom {
                database.journal.mergedInto[source.id] = target.id
                try db.execute(sql: "DELETE FROM exercise WHERE id = ?", arguments: [source.id])
            } else {
                try db.execute(sql: "UPDATE exercise SET isHidden = 1, mergedInto = ? WHERE id = ?", arguments: [target.id, source.id])
            }
            return Merge(from: source, into: merged, sets: sets, deleted: source.isCustom)
        }
    }

    /// Moves the sets numbered `ids` and in `ranges` to the exercise
    /// `query` names. Refused whole when a set has what that exercise
    /// does not take (a time on a weight exercise).
    public func moveSets(_ ids: [Int64], ranges: [ClosedRange<Int64>] = [], to query: String) throws -> (sets: [WorkoutSet], exercise: Exercise) {
        try database.write { db in
            let target = try ExerciseSearch.find(db, query, includeHidden: true)
            // Sets put on an exercise merged away are meant for it: it no longer follows the merge.
            try db.execute(sql: "UPDATE exercise SET mergedInto = NULL WHERE id = ? AND mergedInto IS NOT NULL", arguments: [target.id])
            var sets = try HistoryBook.sets(db, ids, ranges: ranges)
            try Self.check(db, sets, fit: target)
            for i in sets.indices where sets[i].exerciseId != target.id {
                sets[i].exerciseId = target.id
                try sets[i].update(db)
            }
            for workout in Set(sets.map(\.workoutId)) { try HistoryBook.dissolveLoneSupersets(db, workout: workout) }
            return (sets, target)
        }
    }

    /// Refuses, naming the first, sets with what `target` does not take (a
    /// time on a weight exercise): nothing is moved.
    private static func check(_ db: Database, _ sets: [WorkoutSet], fit target: Exercise) throws {
        for set in sets {
            let foreign = SetField.of(set).subtracting(target.type.fields)
            guard foreign.isEmpty else {
                let names = SetField.allCases.filter(foreign.contains).map(\.rawValue).joined(separator: " or ")
                throw WorkoutError.invalidInput("set \(RowNames.set(db, set.id!)) has a \(names), which \(target.name) does not take (\(target.type.accepted)); nothing moved")
            }
        }
    }

    /// Records that an import should put `name` on `exerciseId`.
    static func remember(_ db: Database, name: String, as exerciseId: String) throws {
        try db.execute(sql: """
            INSERT INTO importName(name, exerciseId) VALUES (?, ?)
            ON CONFLICT(name) DO UPDATE SET exerciseId = excluded.exerciseId
            """, arguments: [name, exerciseId])
    }

    private static func pair(_ db: Database, _ from: String, _ into: String) throws -> (Exercise, Exercise) {
        let source = try ExerciseSearch.find(db, from, includeHidden: true)
        let target = try ExerciseSearch.find(db, into, includeHidden: true)
        guard source.id != target.id else {
            throw WorkoutError.invalidInput("\"\(from)\" and \"\(into)\" are both \(source.name); name two different exercises")
        }
        return (source, target)
    }
}
