import Notation
import Testing

@Suite struct SetNotationTests {
    func one(_ token: String, _ unit: WeightUnit = .kg) throws -> SetEntry {
        let sets = try SetNotation.parse(token, unit: unit)
        #expect(sets.count == 1)
        return sets[0]
    }

    @Test func test_weight_and_reps_forms() throws {
        #expect(try one("100x5") == SetEntry(weightKg: 100, reps: 5))
        #expect(try one("100kgx5") == SetEntry(weightKg: 100, reps: 5))
        #expect(try one("102,5x5") == SetEntry(weightKg: 102.5, reps: 5))
        #expect(try one("100x5", .lb).weightKg! == 45.359237)
        let lb = try one("225lbx5")
        #expect(abs(lb.weightKg! - 102.0582833) < 1e-6)
        #expect(try one("225lbsx5").weightKg == lb.weightKg)
        #expect(try one("100kgx5", .lb).weightKg == 100)
        #expect(try SetNotation.parse("100x5x3", unit: .kg) == Array(repeating: SetEntry(weightKg: 100, reps: 5), count: 3))
    }

    @Test func test_bodyweight_forms() throws {
        #expect(try one("x12") == SetEntry(reps: 12, isBodyweight: true))
        #expect(try one("bw+20x8") == SetEntry(weightKg: 20, reps: 8, isBodyweight: true))
        #expect(try one("bw-30x8") == SetEntry(weightKg: -30, reps: 8, isBodyweight: true))
    }

    @Test func test_a_set_typed_back_reads_as_the_same_set() throws {
        let cases: [(Double?, Int, Bool, WeightUnit, String?)] = [
            (100, 5, false, .kg, "100x5"), (102.5, 5, false, .kg, "102.5x5"), (nil, 12, true, .kg, "x12"),
            (20, 8, true, .kg, "bw+20x8"), (-30, 8, true, .kg, "bw-30x8"), (nil, 8, false, .kg, nil),
            (102.0582833, 5, false, .lb, "225x5"),
        ]
        for (weight, reps, bodyweight, unit, expected) in cases {
            let typed = SetNotation.typed(weightKg: weight, reps: reps, bodyweight: bodyweight, unit: unit)
            #expect(typed == expected)
            guard let typed else { continue }
            let back = try one(typed, unit)
            #expect(back.reps == reps)
            #expect(abs((back.weightKg ?? 0) - (weight ?? 0)) < 0.01)
        }
    }

    @Test func test_duration_and_distance_forms() throws {
        #expect(try one("60s") == SetEntry(seconds: 60))
        #expect(try one("1:30") == SetEntry(seconds: 90))
        #expect(try one("5km/25:00") == SetEntry(seconds: 1500, distanceM: 5000))
        #expect(try one("800m/3:10") == SetEntry(seconds: 190, distanceM: 800))
        #expect(try one("1mi/8:30") == SetEntry(seconds: 510, distanceM: 1609.344))
    }

    @Test(arguments: ["100x", "x0", "-5x5", "abcxdef", "100x1001", "2001x5", "5000lbx1", "100x5x0", "x", "100x5.5", "km/2:00", "5km/", "bw+x5"])
    func test_rejects_malformed_sets(token: String) {
        #expect(throws: NotationError.self) { try SetNotation.parse(token, unit: .kg) }
        do { _ = try SetNotation.parse(token, unit: .kg) } catch {
            #expect(error.description.contains("100x5"))
        }
    }

    @Test func test_rpe_after_at() throws {
        #expect(try one("100x5@8") == SetEntry(weightKg: 100, reps: 5, rpe: 8))
        #expect(try SetNotation.parse("100x5x3@8.5", unit: .kg) == Array(repeating: SetEntry(weightKg: 100, reps: 5, rpe: 8.5), count: 3))
        #expect(try one("x12@9") == SetEntry(reps: 12, isBodyweight: true, rpe: 9))
        for bad in ["100x5@", "100x5@11", "100x5@0", "100x5@hard"] {
            #expect(throws: NotationError.self, "\(bad)") { try SetNotation.parse(bad, unit: .kg) }
        }
    }

    /// What the program prints can be typed back: `100 kg × 5`.
    @Test func test_the_multiplication_sign_reads_as_x() throws {
        let five = SetEntry(weightKg: 100, reps: 5)
        #expect(try one("100×5") == five)
        #expect(try SetNotation.sets(["100", "×", "5"], unit: .kg) == [five])
        #expect(try SetNotation.sets(["100kg", "×", "5", "×", "3"], unit: .kg) == Array(repeating: five, count: 3))
        #expect(try one("×12") == SetEntry(reps: 12, isBodyweight: true))
        #expect(SetNotation.looksLikeSet("100×5") && SetNotation.looksLikeSet("×12"))
        #expect(try SetShorthand.parse(["+2.5×5"], unit: .kg) == .adjust(weightKg: 2.5, reps: 5))
    }

    @Test func test_sets_typed_with_spaces_are_joined() throws {
        let five = SetEntry(weightKg: 100, reps: 5)
        #expect(try SetNotation.sets(["100", "x", "5"], unit: .kg) == [five])
        #expect(try SetNotation.sets(["100kg", "x", "5"], unit: .kg) == [five])
        #expect(try SetNotation.sets(["100", "x5"], unit: .kg) == [five])
        #expect(try SetNotation.sets(["100x", "5"], unit: .kg) == [five])
        #expect(try SetNotation.sets(["100", "X", "5", "x", "3"], unit: .kg) == Array(repeating: five, count: 3))
        #expect(try SetNotation.sets(["100", "x", "5", "@", "8"], unit: .kg) == [SetEntry(weightKg: 100, reps: 5, rpe: 8)])
        #expect(try SetNotation.sets(["100x5", "@8"], unit: .kg) == [SetEntry(weightKg: 100, reps: 5, rpe: 8)])
        #expect(try SetNotation.sets(["100x5", "102.5x3"], unit: .kg) == [five, SetEntry(weightKg: 102.5, reps: 3)])
        #expect(try SetNotation.sets(["x10", "x8"], unit: .kg) == [SetEntry(reps: 10, isBodyweight: true), SetEntry(reps: 8, isBodyweight: true)])
    }

    @Test(arguments: [["100x5", "x3"], ["100", "x"], ["1,500x1"]])
    func test_what_reads_two_ways_is_refused(words: [String]) {
        #expect(throws: NotationError.self, "\(words)") { try SetNotation.sets(words, unit: .kg) }
    }

    @Test func test_compound_durations() throws {
        #expect(try one("1m30") == SetEntry(seconds: 90))
        #expect(try one("1m30s") == SetEntry(seconds: 90))
        #expect(try one("2min") == SetEntry(seconds: 120))
        #expect(try one("1h05min") == SetEntry(seconds: 3900))
        #expect(try one("45s") == SetEntry(seconds: 45))
        // The one duration grammar: `m` is minutes in a time, metres only
        // in the distance of `800m/3:10`; a bare number is seconds.
        #expect(try one("5m") == SetEntry(seconds: 300))
        #expect(try one("1h05m") == SetEntry(seconds: 3900))
        #expect(try one("90") == SetEntry(seconds: 90))
        for bad in ["30s1m", "1s30", "1h30", "m30", "1m1m", "1m90", "25h", "0s"] {
            #expect(throws: NotationError.self, "\(bad)") { try SetNotation.parse(bad, unit: .kg) }
        }
        #expect(try SetNotation.parseTime("1m30") == 90)
        #expect(try SetNotation.parseDistance("5km") == 5000)
        #expect(throws: NotationError.self) { try SetNotation.parseTime("0s") }
    }

    @Test func test_tells_sets_from_exercise_words() {
        for set in ["100x5", "x12", "bw+20x8", "60s", "1:30", "5km/25:00"] { #expect(SetNotation.looksLikeSet(set), "\(set)") }
        for word in ["bench", "press", "db", "(barbell)"] { #expect(!SetNotation.looksLikeSet(word), "\(word)") }
    }

    @Test func test_weights_print_without_float_noise() {
        #expect(WeightUnit.clean(149.99999999999997) == "150")
        #expect(WeightUnit.clean(102.5) == "102.5")
        #expect(WeightUnit.lb.format(kilograms: 102.0582833) == "225")
    }
}
