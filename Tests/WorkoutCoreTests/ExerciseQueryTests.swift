import Foundation
@testable import WorkoutCore
import Testing

/// Filters in the words lifters use, and result lists that say what they cut.
@Suite struct ExerciseQueryTests {
    let library: ExerciseLibrary
    init() throws { library = ExerciseLibrary(try temporaryDatabase().0) }

    private func search(words: String = "", muscle: String? = nil, equipment: String? = nil, limit: Int = 500) throws -> ExerciseQuery.Result {
        var q = ExerciseQuery()
        q.words = words
        q.muscle = muscle
        q.equipment = equipment
        q.limit = limit
        return try library.search(q)
    }

    @Test(arguments: [("lats", "latissimus_dorsi"), ("quads", "vastus_lateralis"), ("pecs", "pectoralis_major_sternal"),
                      ("delts", "deltoid_lateral"), ("glutes", "gluteus_maximus"), ("rear delts", "deltoid_posterior"),
                      ("Hamstrings", "biceps_femoris"), ("calves", "soleus"), ("latissimus_dorsi", "latissimus_dorsi"),
                      ("Latissimus dorsi", "latissimus_dorsi")])
    func test_common_muscle_words_filter(word: String, muscle: String) throws {
        let ids = try #require(MuscleWords.muscles(word, in: PresetCatalog.builtInTaxonomy))
        #expect(ids.contains(muscle), "\(word) → \(ids)")
        let result = try search(muscle: word)
        #expect(!result.exercises.isEmpty)
        for e in result.exercises {
            #expect(result.muscles[e.id]?.keys.contains(where: ids.contains) == true, "\(e.name) under \(word)")
        }
    }

    @Test func test_equipment_by_name_plural_or_abbreviation() throws {
        let smith = try search(equipment: "smith machine")
        #expect(smith.exercises.count >= 5 && smith.exercises.allSatisfy { $0.equipment == "smith_machine" })
        #expect(try search(equipment: "Dumbbells").exercises.allSatisfy { $0.equipment == "dumbbell" })
        #expect(try search(equipment: "db").exercises.map(\.id) == search(equipment: "dumbbell").exercises.map(\.id))
    }

    @Test func test_unknown_filter_words_are_refused() {
        #expect(throws: WorkoutError.self) { try search(muscle: "wings") }
        #expect(throws: WorkoutError.self) { try search(equipment: "spaceship") }
        #expect(throws: WorkoutError.self) { try search(limit: 0) }
    }

    @Test func test_a_cut_list_says_how_many_more() throws {
        let all = try search(muscle: "lats")
        let cut = try search(muscle: "lats", limit: 3)
        #expect(cut.exercises.map(\.id) == all.exercises.prefix(3).map(\.id))
        #expect(cut.more == all.exercises.count - 3)
        #expect(all.more == 0)
    }
}
