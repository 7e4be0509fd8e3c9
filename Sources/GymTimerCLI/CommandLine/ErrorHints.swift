import Foundation
import WorkoutCore
import Notation

extension WorkoutError {
    /// How to go on, in this command line's terms; the core's own text
    /// says only what is wrong.
    var hint: String? {
        switch self {
        case .unknownGym(_, let candidates): candidates.isEmpty ? "see `gym-timer gyms`" : nil
        case .workoutActive: "`gym-timer workout end` ends it"
        case .noActiveWorkout: "`gym-timer workout start`, or log a set to start one"
        case .unknownExercise(let q): "see `gym-timer exercises \(q)`, or add one with `gym-timer exercises add`"
        case .unknownWorkout, .unknownWorkoutName: "see `gym-timer history`"
        case .unknownSet: "set numbers are shown by `gym-timer workout show` and `gym-timer history show`"
        case .unknownTemplate(_, let candidates): candidates.isEmpty ? "see `gym-timer templates`" : nil
        case .unknownMuscle: "see `gym-timer exercises muscles`"
        case .unknownEquipment: "see `gym-timer exercises equipment`"
        case .builtInExercise(let name), .exerciseInUse(let name, _, _):
            "hide it with `gym-timer exercises edit \"\(name)\" --hide` (its history stays)"
        case .templateExists(let name): "delete it first with `gym-timer templates delete \"\(name)\"`"
        case .wrongExportKind(_, let actual, _): "use `gym-timer import \(actual.lowercased())`, or `gym-timer import FILE` to detect it"
        case .nothingToUndo, .stale: nil
        case .databaseUnavailable(let path, _):
            // A log that syncs has a copy of every change in the folder.
            FileManager.default.fileExists(atPath: LogSync.configPath(forLog: path))
                ? "or rebuild it from the synced folder with `gym-timer sync rebuild`" : nil
        default: nil
        }
    }

    /// The one line the command line prints for this error, its weights in
    /// the lifter's unit.
    var line: String { line(in: ConfigGroup.settings.unit) }

    func line(in unit: WeightUnit) -> String {
        let text = description(in: unit)
        return hint.map { text + "; " + $0 } ?? text
    }
}
