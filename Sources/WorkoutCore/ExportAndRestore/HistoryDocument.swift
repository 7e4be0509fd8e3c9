import Foundation

/// The JSON history document: what `export json` writes and `import`
/// restores. One set of types for both directions, so what is written can
/// be read back. Version 2 adds exercise settings (edits to any exercise,
/// per-gym notes) and the selected gym; version 4 an exercise's bar, a
/// template's supersets and sets one by one, and the rest after a
/// workout's last set; version 5 the rest the timer gave before a set;
/// version 6 programs (text, names, what was set by hand) and the
/// program day a workout ran; every earlier version still restores.
enum HistoryDocument {
    static let format = "gym-timer-history"
    static let version = 6

    struct Document: Decodable {
        var format: String
        var version: Int
        var gyms: [Gym]
        var custom_exercises: [CustomExercise]
        var exercise_settings: [ExerciseSettings]?
        var templates: [Template]
        var workouts: [Workout]
        /// Since version 3.
        var bodyweight: [Weighin]?
        /// Since version 6.
        var programs: [Program]?
    }

    /// A program: its text, which exercise each of its lines means, what
    /// was set by hand, and whether it is the one being run.
    struct Program: Codable {
        struct Edit: Codable { var days_done: Int; var exercise, variable, value: String; var made_at: Date }
        var name, source: String
        var exercises: [String: String]
        var edits: [Edit]
        var unit: String
        var created_at: Date
        var active_since: Date?
    }

    struct Gym: Codable {
        var name, color: String
        var is_default: Bool
        var selected: Bool?
    }

    struct CustomExercise: Codable {
        var id, name, movement, equipment, type: String
        var unmapped: Bool
        var muscles: [String: Double]
        var dimensions: [String: String]?
        /// The gym it belongs to, for a gym's own exercise.
        var gym: String?
        /// The id of the exercise it is a variation of.
        var variation_of: String?
    }

    /// What the person changed on an exercise, preset or custom.
    struct ExerciseSettings: Codable {
        var exercise_id: String
        var rest_s: Int?
        var auto_timer: Bool
        var favorite: Bool
        var hidden: Bool
        var note: String?
        /// Present when the muscle weights were edited.
        var muscles: [String: Double]?
        /// Gym name → note.
        var gym_notes: [String: String]
        /// Since version 3.
        var increment_kg: Double?
        var bodyweight_share: Double?
        /// Since version 4.
        var bar_kg: Double?
    }

    struct Template: Codable {
        struct Item: Codable {
            var exercise_id, exercise: String; var sets: Int; var weight_kg: Double?; var reps: Int?
            /// Since version 3: the planned rep range and increment.
            var rep_min, rep_max: Int?; var increment_kg: Double?
            /// Since version 4: its superset in the plan, and every set as saved.
            var superset: Int?; var planned_sets: [PlannedSet]?
        }
        var name: String
        var exercises: [Item]
    }

    struct Weighin: Codable {
        var measured_at: Date
        var kg: Double
    }

    /// A workout's name in the document, as `RowNames` gives it: its
    /// number on a log kept on one device; while the log syncs, the digits
    /// every device shares, so two synced devices export the same document.
    /// Restoring reads either and needs neither.
    enum WorkoutName: Codable, Equatable {
        case number(Int64)
        case shared(String)

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let n = try? c.decode(Int64.self) { self = .number(n) } else { self = .shared(try c.decode(String.self)) }
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .number(let n): try c.encode(n)
            case .shared(let s): try c.encode(s)
            }
        }
    }

    struct Workout: Codable {
        struct Note: Codable { var exercise_id, note: String }
        var id: WorkoutName
        var name, gym: String
        var started_at: Date
        /// Null for the workout in progress, which `in_progress` says too.
        var ended_at: Date?
        var in_progress: Bool?
        var note: String?
        var exercise_notes: [Note]
        var sets: [WorkoutSetEntry]
        /// Since version 6: the program it ran a day of, the day (an
        /// index into the program's days) and that day's plan.
        var program: String? = nil
        var program_day: Int? = nil
        var program_plan: ProgramDayPlan? = nil
    }

    struct WorkoutSetEntry: Codable {
        var exercise_id, exercise, kind: String
        var weight_kg: Double?
        var reps: Int?
        var seconds, distance_m, rpe, rest_before_s: Double?
        var logged_at: Date
        var note: String?
        var superset: Int?
        /// Since version 4.
        var rest_after_s: Double?
        /// Since version 5.
        var rest_given_s: Double?
    }
}
