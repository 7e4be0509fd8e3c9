import Foundation
import GRDB

/// Finds exercises by what people type: case- and diacritic-insensitive,
/// token-based (`bench db` finds `Bench Press (Dumbbell)`), over names,
/// aliases, movement and equipment. Favourites and recently used rank first,
/// then the catalogue's popularity.
public struct ExerciseSearch: Sendable {
    public struct Entry: Sendable {
        public var exercise: Exercise
        /// Normalised words of the name, aliases, movement and equipment.
        var tokens: Set<String>
        /// Normalised full name and aliases, for exact matches.
        var phrases: Set<String>
        /// The words of the name and of each alias, for coverage.
        var phraseWords: [[String]]
        var lastUsed: Date?

        /// How fully the query names this exercise: whole words first, then
        /// the largest share of one name's (or alias's) words that the query
        /// words start: "bench db" covers 2/3 of "Bench Press (Dumbbell)" but
        /// only 2/4 of "Incline Bench Press (Dumbbell)".
        func coverage(_ query: [String]) -> Double {
            Double(wholeWords(query)) * 10 + partialCoverage(query)
        }

        /// How many query words are whole words of the name or an alias:
        /// `row` names "Seated Row" more surely than "Rowing (Machine)".
        func wholeWords(_ query: [String]) -> Int {
            query.filter { q in phraseWords.contains { $0.contains(q) } }.count
        }

        func partialCoverage(_ query: [String]) -> Double {
            phraseWords.map { words in
                Double(words.filter { w in query.contains { w.hasPrefix($0) } }.count) / Double(max(1, words.count))
            }.max() ?? 0
        }
    }

    public private(set) var entries: [Entry]

    /// Abbreviations people use, mapped to the words in exercise names.
    static let synonyms: [String: String] = [
        "db": "dumbbell", "bb": "barbell", "kb": "kettlebell", "bw": "bodyweight",
        "ohp": "overhead", "rdl": "romanian", "sldl": "stiff", "dl": "deadlift",
        "tri": "triceps", "tricep": "triceps", "biceps": "bicep", "pullup": "pull",
        "pushup": "push", "chinup": "chin", "situp": "sit",
    ]

    /// `movements` and `equipment` map ids to display names; without them the
    /// ids' words are used (`bench_press` → bench, press).
    public init(exercises: [Exercise], movements: [String: String] = [:], equipment: [String: String] = [:], lastUsed: [String: Date] = [:]) {
        entries = exercises.map { e in
            let names = [e.name] + e.aliases
            return Entry(exercise: e, tokens: Self.tokens(of: e, movements: movements, equipment: equipment),
                         phrases: Set(names.map(Self.normalise)), phraseWords: names.map(Self.queryWords),
                         lastUsed: lastUsed[e.id])
        }
    }

    /// Bumped whenever what `indexText` produces changes: the stored index is
    /// then rebuilt on the next open.
    static let indexVersion = 1

    /// The exercises matching every word of `query` (all, for an empty query),
    /// ready to rank. The stored index narrows the rows in SQL, so resolving a
    /// name reads a handful of exercises instead of the whole library.
    static func load(_ db: Database, matching query: String = "", includeHidden: Bool = false) throws -> ExerciseSearch {
        let words = queryWords(query)
        var sql = includeHidden ? "SELECT * FROM exercise WHERE 1" : "SELECT * FROM exercise WHERE isHidden = 0"
        for _ in words { sql += " AND instr(searchText, ?) > 0" }
        let exercises = try Exercise.fetchAll(db, sql: sql, arguments: StatementArguments(words.map { " " + $0 }))
        // One index seek per exercise on (exerciseId, loggedAt): a few hundred
        // seeks beat grouping every set ever logged.
        var lastUsed: [String: Date] = [:]
        let last = try db.cachedStatement(sql: "SELECT MAX(loggedAt) FROM workoutSet WHERE exerciseId = ?")
        for e in exercises {
            if let date = try Date.fetchOne(last, arguments: [e.id]) { lastUsed[e.id] = date }
        }
        return ExerciseSearch(exercises: exercises, lastUsed: lastUsed)
    }

    /// The exercise `query` names (see `resolve`). A query that matches
    /// nothing as typed is read again with its slips corrected
    /// (`Spelling`): `benhc` is `bench`, `benchpress` is `bench press`.
    static func find(_ db: Database, _ query: String, shape: SetShape? = nil, includeHidden: Bool = false) throws -> Exercise {
        try findChoosing(db, query, shape: shape, includeHidden: includeHidden).exercise
    }

    /// `find`, with the other exercises the name fits as well when the
    /// lifter's own use chose among them (`Choice`).
    static func findChoosing(_ db: Database, _ query: String, shape: SetShape? = nil, includeHidden: Bool = false,
                             planned: Set<String> = []) throws -> Choice {
        let (search, words) = try loadCorrecting(db, query, includeHidden: includeHidden)
        let result = Result { () throws(WorkoutError) -> Choice in try search.choose(words, shape: shape, planned: planned) }
        switch result {
        case .success(let choice): return choice
        case .failure(.ambiguousExercise(_, let candidates)) where words != query:
            throw WorkoutError.ambiguousExercise("\"\(query)\" (read as \"\(words)\")", candidates: candidates)
        case .failure(.unknownExercise): throw WorkoutError.unknownExercise(query)
        case .failure(let error): throw error
        }
    }

    /// The exercises matching `query`, or, when none does, matching it with
    /// its slips corrected; and the query that matched.
    static func loadCorrecting(_ db: Database, _ query: String, includeHidden: Bool = false) throws -> (ExerciseSearch, String) {
        let search = try load(db, matching: query, includeHidden: includeHidden)
        guard search.entries.isEmpty, !queryWords(query).isEmpty else { return (search, query) }
        var vocabulary: Set<String> = []
        for text in try String.fetchAll(db, sql: "SELECT searchText FROM exercise") {
            vocabulary.formUnion(text.split(separator: " ").map(String.init))
        }
        let words = queryWords(query).flatMap { word -> [String] in
            if vocabulary.contains(where: { $0.hasPrefix(word) }) { return [word] }
            return Spelling.split(word, in: vocabulary) ?? Spelling.corrected(word, in: vocabulary).map { [$0] } ?? [word]
        }
        let corrected = words.joined(separator: " ")
        guard corrected != queryWords(query).joined(separator: " ") else { return (search, query) }
        return (try load(db, matching: corrected, includeHidden: includeHidden), corrected)
    }

    /// Rewrites the stored index of `ids` (all exercises when nil). Called
    /// by everything that adds or renames an exercise.
    static func reindex(_ db: Database, ids: [String]? = nil) throws {
        let exercises = try ids.map { try Exercise.fetchAll(db, keys: $0) } ?? Exercise.fetchAll(db)
        let update = try db.cachedStatement(sql: "UPDATE exercise SET searchText = ? WHERE id = ?")
        for e in exercises { try update.execute(arguments: [indexText(e), e.id]) }
    }

    /// Every token of the exercise between spaces, with a leading space, so
    /// `instr(searchText, ' ' || word)` is exactly "a token starts with word".
    static func indexText(_ e: Exercise) -> String {
        " " + tokens(of: e).sorted().joined(separator: " ") + " "
    }

    static func tokens(of e: Exercise, movements: [String: String] = [:], equipment: [String: String] = [:]) -> Set<String> {
        var words = Self.words(e.name)
        for alias in e.aliases { words.formUnion(Self.words(alias)) }
        words.formUnion(Self.words(movements[e.movement] ?? e.movement.replacingOccurrences(of: "_", with: " ")))
        words.formUnion(Self.words(equipment[e.equipment] ?? e.equipment.replacingOccurrences(of: "_", with: " ")))
        return words.union(words.compactMap { Self.synonyms[$0] })
    }

    static func queryWords(_ query: String) -> [String] {
        normalise(query).split(separator: " ").map { Self.synonyms[String($0)] ?? String($0) }
    }

    /// Exercises matching every word of `query`, best first. An empty query lists all.
    public func search(_ query: String) -> [Exercise] {
        ranked(query).map(\.exercise)
    }

    func ranked(_ query: String) -> [Entry] {
        rankedWithCoverage(query).map(\.entry)
    }

    private func rankedWithCoverage(_ query: String) -> [(entry: Entry, coverage: Double, exact: Bool)] {
        let normalised = Self.normalise(query)
        let queryWords = Self.queryWords(query)
        let matches = entries.filter { entry in
            queryWords.allSatisfy { q in entry.tokens.contains { $0.hasPrefix(q) } }
        }
        return matches.map { ($0, $0.coverage(queryWords), $0.phrases.contains(normalised)) }.sorted { a, b in
            if a.exact != b.exact { return a.exact }
            if a.entry.exercise.isFavorite != b.entry.exercise.isFavorite { return a.entry.exercise.isFavorite }
            if (a.entry.lastUsed != nil) != (b.entry.lastUsed != nil) { return a.entry.lastUsed != nil }
            if let la = a.entry.lastUsed, let lb = b.entry.lastUsed, la != lb { return la > lb }
            if a.coverage != b.coverage { return a.coverage > b.coverage }
            if a.entry.exercise.popularity != b.entry.exercise.popularity {
                return a.entry.exercise.popularity > b.entry.exercise.popularity
            }
            return a.entry.exercise.name < b.entry.exercise.name
        }
    }

    /// What a name was taken to mean: the exercise, and the others it
    /// fits as well when the lifter's own use (a favourite, else the one
    /// done most recently) chose among them, so the command can say which
    /// it took and how to pick another.
    public struct Choice: Sendable {
        public var exercise: Exercise
        /// The other candidates, best first; empty when the name alone decided.
        public var passedOver: [String] = []
        /// The workout's plan decided among them.
        public var planned = false
    }

    /// The exercise `query` names (see `choose`).
    public func resolve(_ query: String, shape: SetShape? = nil) throws(WorkoutError) -> Exercise {
        try choose(query, shape: shape).exercise
    }

    /// The one rule for a name: an exact name or alias; else, in a workout
    /// that follows a plan, the planned exercise the name fits (`planned`:
    /// its exercise ids), so `curl` is the plan's Bicep Curl and not a
    /// custom curl last done years ago; else the lifter's
    /// own choice among the matches (of those they have favourited or
    /// done, the one the query names most closely, then a favourite, then
    /// the most recent), saying which others it passed over when the name
    /// fits one of them at least as closely; else, none ever used, the match the
    /// query names more of than any other; else the candidates, to pick
    /// from. With a set `shape`, inexact matches that take it are
    /// preferred: `row 80x8` means a weighted row, not the rowing machine.
    /// When none takes it, the name alone decides (and the caller reports
    /// the mismatch).
    public func choose(_ query: String, shape: SetShape? = nil, planned: Set<String> = []) throws(WorkoutError) -> Choice {
        var results = rankedWithCoverage(query)
        // An exact name is what was meant, whatever the set: `plank 100x5`
        // is a mistake to report, not a reason to log a Dead Bug.
        if let shape, results.first?.exact != true {
            let fitting = results.filter { $0.entry.exercise.type.accepts(shape) }
            if !fitting.isEmpty { results = fitting }
        }
        guard let best = results.first else { throw .unknownExercise(query) }
        if results.count == 1 || best.exact && !results[1].exact { return Choice(exercise: best.entry.exercise) }
        // The plan's exercise, the one the name covers best of those planned.
        if !best.exact, let closest = results.filter({ planned.contains($0.entry.exercise.id) }).map(\.coverage).max(),
           let chosen = results.first(where: { planned.contains($0.entry.exercise.id) && $0.coverage == closest }) {
            let rivals = results.filter { $0.entry.exercise.id != chosen.entry.exercise.id }
            return Choice(exercise: chosen.entry.exercise, passedOver: rivals.prefix(5).map(\.entry.exercise.name), planned: true)
        }
        // Among those the lifter has chosen before (ranked first:
        // favourites, then the most recently used), the one the query
        // names most closely; recency breaks a tie.
        let own = results.filter { $0.entry.lastUsed != nil || $0.entry.exercise.isFavorite }
        if let closest = own.map(\.coverage).max(), let chosen = own.first(where: { $0.coverage == closest }) {
            let rivals = results.filter { $0.entry.exercise.id != chosen.entry.exercise.id && $0.coverage >= chosen.coverage }
            return Choice(exercise: chosen.entry.exercise, passedOver: rivals.prefix(5).map(\.entry.exercise.name))
        }
        // Clearly ahead means the query names more of it. Popularity only
        // orders the candidates: `curl`, `row`, `raise` and `press` each
        // name several exercises equally and are all asked about.
        let second = results[1]
        if best.coverage > second.coverage { return Choice(exercise: best.entry.exercise) }
        throw .ambiguousExercise(query, candidates: results.prefix(6).map(\.entry.exercise.name))
    }

    /// Lower-cased words separated by single spaces, accents removed.
    /// Exercise names are nearly always ASCII, which skips Foundation's
    /// folding (the bulk of building the index otherwise).
    static func normalise(_ text: String) -> String {
        let folded = text.utf8.allSatisfy({ $0 < 0x80 }) ? text
            : text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var out: [UInt8] = []
        out.reserveCapacity(folded.utf8.count)
        var lastSpace = true
        for scalar in folded.unicodeScalars {
            if scalar.isASCII {
                let b = UInt8(scalar.value)
                switch b {
                case 0x41...0x5A: out.append(b + 32); lastSpace = false
                case 0x61...0x7A, 0x30...0x39: out.append(b); lastSpace = false
                case 0x27: continue // apostrophe: "Farmer's" → "farmers"
                default: if !lastSpace { out.append(0x20); lastSpace = true }
                }
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                out.append(contentsOf: String(scalar).lowercased().utf8)
                lastSpace = false
            } else if !lastSpace {
                out.append(0x20)
                lastSpace = true
            }
        }
        if out.last == 0x20 { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }

    static func words(_ text: String) -> Set<String> {
        Set(normalise(text).split(separator: " ").map(String.init))
    }
}
