import Foundation
import GymTimerProtocol

/// What the workout screen shows, as text already described in the
/// lifter's unit: the workout, the exercise in focus, the rest timer and
/// what the last key did. Rebuilt from the workout core after every action
/// and from the daemon's events; drawing it needs no database
/// (`ScreenLayout`), so it is tested without a terminal.
struct ScreenModel {
    /// The workout in progress; nil before the first set starts one.
    struct Header: Equatable {
        var name: String
        var gym: String
        var startedAt: Date
        var sets: Int
    }

    /// The exercise the keys act on and its next set.
    struct Focus: Equatable {
        var exerciseID: String
        var exerciseName: String
        /// `set 2 of 3`, `W1` (`SetLabel`).
        var setLabel: String
        /// `100 kg × 5`, or nil with nothing to aim at (Enter then opens the edit line).
        var target: String?
        /// The target as typed on the edit line (`100x5`, `x12`, `bw+20x8`).
        var targetNotation: String?
        /// `20 + 20 per side`, for a barbell target.
        var plates: String?
        /// `last here: 100 kg × 5 (14 Nov)`.
        var last: String?
        /// The lifter's notes on the exercise (`NextUp.notes`).
        var notes: [String] = []
    }

    /// The `rest` timer as the daemon last reported it, and when (monotonic
    /// seconds): between events the screen counts down on its own clock.
    struct Rest: Equatable {
        var timer: TimerSnapshot
        var seenAt: Double

        func remaining(at monotonic: Double) -> Double {
            timer.state == .running ? max(0, timer.remainingSeconds - (monotonic - seenAt)) : timer.remainingSeconds
        }
    }

    /// What the keys do now.
    enum Mode: Equatable {
        case keys
        /// Typing a set for the exercise in focus (`e`, or Enter with no target).
        case editingSet(String)
        /// Typing the name of the exercise to move to (`n` with no planned one left).
        case choosingExercise(String)
        /// A yes/no question before an action that removes or is unusual.
        case confirming(String)
    }

    struct Message: Equatable {
        var text: String
        var isError: Bool
    }

    var header: Header?
    /// The gym a first set would start the workout at.
    var gym: String
    /// Today's sets under their exercises, as `workout show` lists them.
    var setLines: [String] = []
    var focus: Focus?
    var rest: Rest?
    /// Why there is no countdown (the daemon cannot be reached).
    var restProblem: String?
    /// The records set while the screen was open, newest first.
    var records: [String] = []
    var message: Message?
    var mode: Mode = .keys
}
