import Foundation
@testable import WorkoutCore
import Testing

@Suite struct PresetCatalogTests {
    let catalog = PresetCatalog.builtIn

    @Test func test_catalog_is_large_enough() {
        #expect(catalog.exercises.count >= 237)
        #expect(Set(catalog.exercises.map(\.movement)).count >= 30)
        #expect(Set(catalog.exercises.map(\.equipment)).count >= 22)
        #expect(catalog.muscles.count >= 30)
        #expect(Set(catalog.muscles.map(\.group)).count >= 10)
    }

    @Test func test_every_reference_resolves_and_weights_are_in_range() {
        let muscles = Set(catalog.muscles.map(\.id))
        let groups = Set(catalog.groups.map(\.id))
        let equipment = Set(catalog.equipment.map(\.id))
        let movements = Dictionary(uniqueKeysWithValues: catalog.movements.map { ($0.id, $0) })
        for m in catalog.muscles {
            #expect(groups.contains(m.group), "\(m.id) in unknown group \(m.group)")
            #expect(m.id.range(of: "^[a-z][a-z0-9_]*$", options: .regularExpression) != nil)
        }
        for e in catalog.exercises {
            #expect(equipment.contains(e.equipment), "\(e.name): equipment \(e.equipment)")
            let movement = movements[e.movement]
            #expect(movement != nil, "\(e.name): movement \(e.movement)")
            for (muscle, weight) in e.muscles {
                #expect(muscles.contains(muscle), "\(e.name): muscle \(muscle)")
                #expect(weight > 0 && weight <= 1, "\(e.name): \(muscle) = \(weight)")
            }
            #expect(!e.sources.isEmpty || e.muscles.isEmpty, "\(e.name) has weights without sources")
            // An exercise's dimensions are values its movement lists.
            for (dimension, value) in e.dimensions {
                #expect(movement?.dimensions[dimension]?.contains(value) == true, "\(e.name): \(dimension)=\(value)")
            }
        }
        for m in catalog.movements {
            for weight in m.muscles.values { #expect(weight > 0 && weight <= 1) }
        }
    }

    @Test func test_ids_and_names_and_aliases_are_unique() {
        #expect(Set(catalog.exercises.map(\.id)).count == catalog.exercises.count)
        var seen: [String: String] = [:]
        for e in catalog.exercises {
            for name in [e.name] + e.aliases {
                let key = ExerciseSearch.normalise(name)
                if let other = seen[key], other != e.id {
                    Issue.record("\"\(name)\" names both \(other) and \(e.id)")
                }
                seen[key] = e.id
            }
        }
    }

    @Test(arguments: ["Bench Press (Barbell)", "Lat Pulldown (Cable)", "Triceps Pushdown (Cable - Straight Bar)", "Pull Up",
                      "Deadlift (Barbell)", "Squat (Barbell)", "Overhead Press (Barbell)", "Seated Row (Cable)",
                      "Leg Extension (Machine)", "Bicep Curl (Dumbbell)", "Lateral Raise (Dumbbell)", "Hanging Leg Raise"])
    func test_strong_catalogue_names_are_present(name: String) {
        #expect(catalog.exercises.contains { $0.name == name || $0.aliases.contains(name) })
    }

    @Test func test_landmarks_are_ordered() {
        let landmarks: [(String, VolumeLandmarks?)] = catalog.groups.map { ($0.id, $0.landmarks) } + catalog.muscles.map { ($0.id, $0.landmarks) }
        for case let (id, l?) in landmarks {
            #expect(l.mev <= l.mav && l.mav <= l.mrv, "\(id)")
        }
        #expect(catalog.group("chest")?.landmarks?.mev == 6)
    }
}

@Suite struct EmbeddedPresetTests {
    @Test func test_embedded_json_is_the_reviewed_file() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/WorkoutCore/Resources/presets.json")
        // The literal drops the file's final newline.
        #expect(try String(contentsOf: file, encoding: .utf8) == PresetCatalog.embeddedJSON + "\n")
    }
}

@Suite struct TaxonomyTests {
    /// The exercise-free part embedded for quick decoding is the same catalogue.
    @Test func test_embedded_taxonomy_matches_the_full_catalogue() {
        let full = PresetCatalog.builtIn
        #expect(PresetCatalog.builtInTaxonomy.version == full.version)
        #expect(PresetCatalog.builtInTaxonomy.muscles.map(\.id) == full.muscles.map(\.id))
        #expect(PresetCatalog.builtInTaxonomy.groups.map(\.id) == full.groups.map(\.id))
        #expect(PresetCatalog.builtInMovements.movements.map(\.id) == full.movements.map(\.id))
        #expect(PresetCatalog.builtInMovements.movements.map(\.muscles) == full.movements.map(\.muscles))
        #expect(PresetCatalog.builtInMovements.equipment.map(\.id) == full.equipment.map(\.id))
    }
}
