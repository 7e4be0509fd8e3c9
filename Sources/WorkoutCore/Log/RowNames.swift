import GRDB
import Synchronization

/// How a person names a set or a workout, in what commands show and take.
/// On a log kept on one device, by its number (`#12`). While the log
/// syncs, a number is this device's own — set 12 here is another set on
/// the laptop — so a row is named by the first digits of its uid, which
/// every device shares (`#9f0e1d2c`), and numbers are neither shown nor
/// taken.
public final class RowNames: Sendable {
    let database: AppDatabase
    /// Rows are named by their uid: the log syncs.
    public let shared: Bool
    /// Names already read, so a row removed since is still named as it was shown.
    private let known = Mutex<[String: String]>([:])

    /// Hex digits shown: one name in four billion, so a lifetime of sets
    /// shares none in practice; a name typed shorter (at least
    /// `shortest`) works while it names one row.
    public static let shown = 8
    public static let shortest = 4

    public init(_ database: AppDatabase) {
        self.database = database
        shared = database.syncs
    }

    /// `#12`, or `#9f0e1d2c` while the log syncs.
    public func set(_ id: Int64) -> String { "#" + bare(table: "workoutSet", id) }
    public func workout(_ id: Int64) -> String { "#" + bare(table: "workout", id) }
    /// Without the `#`, for JSON: `12`, `9f0e1d2c`.
    public func setRef(_ id: Int64) -> String { bare(table: "workoutSet", id) }
    public func workoutRef(_ id: Int64) -> String { bare(table: "workout", id) }

    private func bare(table: String, _ id: Int64) -> String {
        guard shared else { return String(id) }
        let key = "\(table) \(id)"
        if let name = known.withLock({ $0[key] }) { return name }
        guard let uid = try? database.writer.read({ try Self.uid(of: id, in: table, $0) }) else { return String(id) }
        let name = String(uid.prefix(Self.shown))
        known.withLock { $0[key] = name }
        return name
    }

    static func uid(of id: Int64, in table: String, _ db: Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT uid FROM \(table) WHERE id = ?"), arguments: [id])
    }

    /// In a transaction (an error's wording): `#12` or `#9f0e1d2c`.
    static func set(_ db: Database, _ id: Int64) -> String { name(db, table: "workoutSet", id) }
    static func workout(_ db: Database, _ id: Int64) -> String { name(db, table: "workout", id) }

    private static func name(_ db: Database, table: String, _ id: Int64) -> String {
        guard SyncJournal.of(db)?.device != nil, let uid = try? uid(of: id, in: table, db) else { return "#\(id)" }
        return "#" + uid.prefix(shown)
    }

    // MARK: Taking names

    /// The set `text` names (`12`, `#12`; `9f0e1d2c` while the log syncs).
    public func setId(_ text: String) throws -> Int64 {
        try database.writer.read { try Self.resolve($0, text, table: "workoutSet", kind: "set", shared: shared) }
    }

    /// The workout `text` names, as `setId` reads a set's.
    public func workoutId(_ text: String) throws -> Int64 {
        try database.writer.read { try Self.resolve($0, text, table: "workout", kind: "workout", shared: shared) }
    }

    static func resolve(_ db: Database, _ text: String, table: String, kind: String, shared: Bool) throws -> Int64 {
        let t = (text.hasPrefix("#") ? String(text.dropFirst()) : text).lowercased()
        guard shared else {
            guard let id = Int64(t), id > 0 else { throw WorkoutError.invalidInput("invalid \(kind) number \"\(text)\"; use the number shown, e.g. #12") }
            return id
        }
        // Digits alone, shorter than a shown name, are an old number more
        // likely than a name: refused rather than read as one.
        guard t.count >= shortest, t.count <= 16, t.allSatisfy(\.isHexDigit), !(t.count < shown && t.allSatisfy(\.isNumber)) else {
            throw WorkoutError.invalidInput("invalid \(kind) \"\(text)\": while the log syncs a \(kind) is named by the digits shown for it on any device, e.g. #9f0e1d2c (at least \(shortest))")
        }
        let upper = t + String(repeating: "g", count: 1)
        let found = try Row.fetchAll(db.cachedStatement(sql: "SELECT id, uid FROM \(table) WHERE uid >= ? AND uid < ? LIMIT 3"),
                                     arguments: [t, upper])
        switch found.count {
        case 0: throw WorkoutError.refused("no \(kind) #\(t) on this device (it may not have arrived yet: `gym-timer sync` applies what has)")
        case 1: return found[0]["id"]
        default:
            let names = found.map { "#" + ($0["uid"] as String).prefix(t.count + 2) }.joined(separator: ", ")
            throw WorkoutError.invalidInput("#\(t) names more than one \(kind) (\(names)); type more of it")
        }
    }
}
