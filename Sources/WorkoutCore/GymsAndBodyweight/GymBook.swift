import Foundation
import GRDB

/// Gyms: list, add, select, rename, delete (with what happens to history).
public struct GymBook: Sendable {
    public let database: AppDatabase

    public init(_ database: AppDatabase) { self.database = database }

    public struct Listed: Sendable, Equatable {
        public var gym: Gym
        public var isSelected: Bool
    }

    /// Gyms by last use (never used last), default and selected marked.
    public func list() throws -> [Listed] {
        try database.writer.read { db in
            let selected = try Self.selectedID(db)
            let gyms = try Gym.order(Gym.Columns.lastUsedAt.desc, Gym.Columns.name).fetchAll(db)
            return gyms.map { Listed(gym: $0, isSelected: $0.id == selected) }
        }
    }

    public func selected() throws -> Gym {
        try database.writer.read { db in try Self.selectedGym(db) }
    }

    @discardableResult
    public func add(_ name: String, color: GymColor = .gray) throws -> Gym {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 60 else { throw WorkoutError.invalidInput("gym names are 1 to 60 characters") }
        return try database.write { db in
            if try Self.find(db, trimmed) != nil { throw WorkoutError.gymExists(trimmed) }
            var gym = Gym(id: nil, name: trimmed, color: color, isDefault: false, lastUsedAt: nil, createdAt: Date())
            try gym.insert(db)
            return gym
        }
    }

    public func select(_ name: String) throws {
        try database.write { db in
            let gym = try Self.require(db, name)
            if let active = try WorkoutLog.activeWorkout(db), active.gymId != gym.id {
                let current = try Gym.fetchOne(db, key: active.gymId)
                throw WorkoutError.workoutActive(gym: current?.name ?? "another gym")
            }
            try Setting.set(db, .selectedGym, String(gym.id!))
        }
    }

    public func rename(_ old: String, to new: String) throws {
        let trimmed = new.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 60 else { throw WorkoutError.invalidInput("gym names are 1 to 60 characters") }
        try database.write { db in
            var gym = try Self.require(db, old)
            if let other = try Self.find(db, trimmed), other.id != gym.id { throw WorkoutError.gymExists(trimmed) }
            gym.name = trimmed
            try gym.update(db)
        }
    }

    public enum History: Sendable { case delete, keep, mergeInto(String) }

    /// Deletes a gym; its workouts are deleted, moved to the default gym, or
    /// merged into another gym with its per-gym notes.
    public func delete(_ name: String, history: History) throws {
        try database.write { db in
            let gym = try Self.require(db, name)
            guard !gym.isDefault else { throw WorkoutError.defaultGymUndeletable }
            let target: Gym?
            switch history {
            case .delete:
                target = nil
                try Workout.filter(Workout.Columns.gymId == gym.id!).deleteAll(db)
            case .keep:
                target = try Gym.filter(Gym.Columns.isDefault == true).fetchOne(db)
            case .mergeInto(let other):
                let into = try Self.require(db, other)
                guard into.id != gym.id else { throw WorkoutError.invalidInput("cannot merge a gym into itself") }
                target = into
            }
            if var target {
                try db.execute(sql: "UPDATE workout SET gymId = ? WHERE gymId = ?", arguments: [target.id, gym.id])
                if case .mergeInto = history {
                    try db.execute(sql: """
                        INSERT OR IGNORE INTO exerciseGymNote(exerciseId, gymId, note)
                        SELECT exerciseId, ?, note FROM exerciseGymNote WHERE gymId = ?
                        """, arguments: [target.id, gym.id])
                    if let used = gym.lastUsedAt, used > (target.lastUsedAt ?? .distantPast) {
                        target.lastUsedAt = used
                        try target.update(db)
                    }
                }
            }
            if try Self.selectedID(db) == gym.id {
                let fallback = try Gym.filter(Gym.Columns.isDefault == true).fetchOne(db)!
                try Setting.set(db, .selectedGym, String(fallback.id!))
            }
            _ = try gym.delete(db)
        }
    }

    // MARK: Lookups shared by the core

    static func selectedID(_ db: Database) throws -> Int64? {
        try Setting.get(db, .selectedGym).flatMap { Int64($0) }
    }

    static func selectedGym(_ db: Database) throws -> Gym {
        if let id = try selectedID(db), let gym = try Gym.fetchOne(db, key: id) { return gym }
        return try Gym.filter(Gym.Columns.isDefault == true).fetchOne(db)!
    }

    static func find(_ db: Database, _ name: String) throws -> Gym? {
        try Gym.filter(sql: "name = ? COLLATE NOCASE", arguments: [name.trimmingCharacters(in: .whitespaces)]).fetchOne(db)
    }

    static func require(_ db: Database, _ name: String) throws -> Gym {
        if let gym = try find(db, name) { return gym }
        let all = try String.fetchAll(db, sql: "SELECT name FROM gym ORDER BY name")
        let close = all.filter { $0.lowercased().contains(name.lowercased()) || name.lowercased().contains($0.lowercased()) }
        throw WorkoutError.unknownGym(name, candidates: close)
    }
}
