import Foundation
import GRDB

extension ExerciseLibrary {
    /// The exercise names that start with `prefix`, case and accents
    /// ignored, for a shell to complete: favourites first, then what the
    /// lifter did most recently, then the catalogue's most popular. An
    /// empty prefix gives the lifter's own (favourites and everything ever
    /// logged) when there are any, so a Tab on nothing offers what they
    /// train rather than the whole library. Hidden exercises are left out,
    /// as search leaves them out.
    ///
    /// Unlike `search`, whose words may match anywhere in a name or an
    /// alias, this matches the start of the name only: a shell keeps a
    /// candidate only when it continues what was typed.
    public func names(startingWith prefix: String) throws -> [String] {
        try database.writer.read { db in
            let folded = Self.folded(prefix)
            // One index seek on (exerciseId, loggedAt) per name that matches.
            let lastDone = try db.cachedStatement(sql: "SELECT MAX(loggedAt) FROM workoutSet WHERE exerciseId = ?")
            var found: [NameCandidate] = []
            for row in try Row.fetchAll(db, sql: "SELECT id, name, isFavorite, popularity FROM exercise WHERE isHidden = 0") {
                let name: String = row["name"]
                guard Self.folded(name).hasPrefix(folded) else { continue }
                let id: String = row["id"]
                let done = try Date.fetchOne(lastDone, arguments: [id])
                found.append(NameCandidate(name: name, isFavorite: row["isFavorite"], popularity: row["popularity"], lastDone: done))
            }
            let own = found.filter { $0.isFavorite || $0.lastDone != nil }
            if prefix.isEmpty && !own.isEmpty { found = own }
            return found.sorted(by: NameCandidate.offeredFirst).map(\.name)
        }
    }

    /// `text` as names are compared when completing: lowercase, without accents.
    static func folded(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.lowercased()
            : text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}

/// A name `names(startingWith:)` found, with what orders it.
private struct NameCandidate {
    var name: String
    var isFavorite: Bool
    var popularity: Int
    var lastDone: Date?

    /// The order search ranks in, without the query's own closeness (every
    /// candidate starts with what was typed).
    static func offeredFirst(_ a: NameCandidate, _ b: NameCandidate) -> Bool {
        if a.isFavorite != b.isFavorite { return a.isFavorite }
        if (a.lastDone != nil) != (b.lastDone != nil) { return a.lastDone != nil }
        if let la = a.lastDone, let lb = b.lastDone, la != lb { return la > lb }
        if a.popularity != b.popularity { return a.popularity > b.popularity }
        return a.name < b.name
    }
}
