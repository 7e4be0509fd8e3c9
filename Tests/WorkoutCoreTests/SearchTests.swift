import Foundation
import GRDB
@testable import WorkoutCore
import Testing

@Suite struct SearchTests {
    let database: AppDatabase
    let search: ExerciseSearch

    init() throws {
        let db = try temporaryDatabase().0
        database = db
        search = try db.writer.read { try ExerciseSearch.load($0) }
    }

    @Test(arguments: [
        ("bench db", "Bench Press (Dumbbell)"), ("Bench Press (Barbell)", "Bench Press (Barbell)"), ("bench", "Bench Press (Barbell)"),
        ("BÉNCH PRESS", "Bench Press (Barbell)"), ("ohp", "Overhead Press (Barbell)"), ("rdl", "Romanian Deadlift (Barbell)"),
        ("lat pulldown", "Lat Pulldown (Cable)"), ("pull up", "Pull Up"), ("squat", "Squat (Barbell)"), ("deadlift", "Deadlift (Barbell)"),
        ("Triceps Pushdown (Cable - Straight Bar)", "Triceps Pushdown (Cable - Straight Bar)"), ("farmers walk", "Farmer's Walk"),
    ])
    func test_resolves_what_people_type(query: String, expected: String) throws {
        #expect(try search.resolve(query).name == expected)
    }

    @Test(arguments: [("benhc", "Bench Press (Barbell)"), ("sqaut", "Squat (Barbell)"), ("deadlfit", "Deadlift (Barbell)"),
                      ("benchpress", "Bench Press (Barbell)"), ("bench presss", "Bench Press (Barbell)"), ("pulup", "Pull Up"),
                      ("romanain deadlift", "Romanian Deadlift (Barbell)")])
    func test_slips_of_the_keyboard_resolve(query: String, expected: String) throws {
        #expect(try database.writer.read { try ExerciseSearch.find($0, query) }.name == expected)
    }

    /// One rule for every query: a bare movement word naming several
    /// exercises equally is asked about, whatever their popularity.
    @Test(arguments: ["press", "row", "curl", "raise", "fly", "shoulder press"])
    func test_generic_words_are_asked_about_alike(query: String) throws {
        #expect {
            try database.writer.read { try ExerciseSearch.find($0, query) }
        } throws: { error in
            guard case WorkoutError.ambiguousExercise(_, let candidates) = error else { return false }
            return candidates.count >= 2
        }
    }

    @Test func test_a_slip_that_reads_two_ways_is_not_guessed() throws {
        // "zzzz" is nothing; a typo of a word that is ambiguous is asked about,
        // naming how it was read.
        #expect(throws: WorkoutError.unknownExercise("zzzz")) { try database.writer.read { try ExerciseSearch.find($0, "zzzz") } }
        do {
            _ = try database.writer.read { try ExerciseSearch.find($0, "crul") }
            Issue.record("crul should be read as curl and be ambiguous")
        } catch let error as WorkoutError {
            #expect(error.description.hasPrefix("\"crul\" (read as \"curl\") matches several exercises"))
        }
    }

    /// The stored index narrows rows in SQL; it must find exactly what the
    /// in-memory matcher finds over the whole library.
    @Test(arguments: ["bench db", "BÉNCH PRESS", "ohp", "pull up", "curl", "farmers walk", "zzzz", "pushdown straight", "kb", ""])
    func test_stored_index_finds_what_the_full_search_finds(query: String) throws {
        let narrowed = try database.writer.read { try ExerciseSearch.load($0, matching: query) }
        #expect(narrowed.search(query).map(\.id) == search.search(query).map(\.id))
    }

    @Test func test_token_search_matches_every_word_in_any_order() {
        let results = search.search("db bench").map(\.name)
        #expect(results.first == "Bench Press (Dumbbell)")
        #expect(results.allSatisfy { $0.localizedCaseInsensitiveContains("bench") || $0.contains("Press") })
        #expect(search.search("zzzz").isEmpty)
    }

    @Test func test_unknown_and_ambiguous_queries_list_candidates() {
        #expect(throws: WorkoutError.unknownExercise("zzzz")) { try search.resolve("zzzz") }
        do {
            _ = try search.resolve("curl")
            Issue.record("\"curl\" resolved to a single exercise")
        } catch let WorkoutError.ambiguousExercise(_, candidates) {
            #expect(candidates.count > 1)
            #expect(candidates.contains("Bicep Curl (Dumbbell)"))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func test_favourites_and_recent_rank_first() throws {
        try database.write { try $0.execute(sql: "UPDATE exercise SET isFavorite = 1 WHERE id = 'preacher_curl_machine'") }
        let reloaded = try database.writer.read { try ExerciseSearch.load($0) }
        #expect(reloaded.search("curl").first?.name == "Preacher Curl (Machine)")
        #expect(try reloaded.resolve("curl").name == "Preacher Curl (Machine)")
    }
}
