#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The exports we read, named as in `--json`.
public enum ExportFormat: String, Codable, Sendable, CaseIterable {
    case strongV1 = "strong-v1", strongV2 = "strong-v2", strongV3 = "strong-v3"
    case strongV4 = "strong-v4", strongV5 = "strong-v5", strongV6 = "strong-v6"
    case hevy

    public var isStrong: Bool { self != .hevy }
}

/// Which column holds what in one export, recognised from its header line.
/// Every Strong variant seen in real exports, with `,` (iOS) or `;`
/// (Android), and Hevy's, for kilogram and pound users.
package struct ExportLayout: Equatable {
    package var format: ExportFormat
    package var delimiter: UInt8
    package var fieldCount: Int

    package var date = 0
    package var workoutName = 1
    package var exercise = 2
    /// Strong's Set Order; Hevy's set_type.
    package var setOrder = 3
    package var weight: Int?
    package var reps: Int?
    package var distance: Int?
    package var seconds: Int?
    package var rpe: Int?
    package var notes: Int?
    package var workoutNotes: Int?
    /// `1h 16m`, or seconds in V5.
    package var duration: Int?
    /// Strong V3's per-row units.
    package var weightUnitColumn: Int?
    package var distanceUnitColumn: Int?
    /// Hevy.
    package var endTime: Int?
    package var superset: Int?
    package var exerciseNotes: Int?

    /// The unit of the weight column when the header names it (V1, V5,
    /// Hevy); nil when it is per row (V3) or the user's (V2, V4, V6).
    package var weightUnit: WeightUnit?
    /// Metres per unit of the distance column when the header names it.
    package var metresPerDistanceUnit: Double?

    /// The layout a header line (as read, quotes and all) announces, with
    /// `,` or `;` between its fields; nil when it is no export we know.
    package static func detect(headerLine: [UInt8]) -> ExportLayout? {
        for delimiter in [UInt8(ascii: ","), UInt8(ascii: ";")] {
            if let layout = detect(fields(headerLine, delimiter: delimiter), delimiter: delimiter) { return layout }
        }
        return nil
    }

    /// The fields of one CSV line, unquoted.
    package static func fields(_ line: [UInt8], delimiter: UInt8) -> [String] {
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var i = 0
        while i < line.count {
            let b = line[i]
            if quoted {
                if b == 0x22 {
                    if i + 1 < line.count, line[i + 1] == 0x22 { field.append(0x22); i += 1 } else { quoted = false }
                } else {
                    field.append(b)
                }
            } else if b == 0x22 {
                quoted = true
            } else if b == delimiter {
                fields.append(String(decoding: field, as: UTF8.self))
                field = []
            } else {
                field.append(b)
            }
            i += 1
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return fields
    }


    /// The layout of `header` (field names, unquoted), or nil when it is no
    /// export we know.
    package static func detect(_ header: [String], delimiter: UInt8) -> ExportLayout? {
        let h = header.map { $0.trimmingSpaces }
        func named(_ names: [String]) -> Bool { h == names }
        let n = h.count

        // V1: units in the header, Set Order from 0.
        if n == 9, Array(h[0...3]) == ["Date", "Workout Name", "Exercise Name", "Set Order"],
           h[5] == "Reps", h[7] == "Seconds", h[8] == "Notes",
           let unit = WeightUnit(header: h[4]), let metres = Self.metres(header: h[6]) {
            var l = ExportLayout(format: .strongV1, delimiter: delimiter, fieldCount: 9)
            l.weight = 4; l.reps = 5; l.distance = 6; l.seconds = 7; l.notes = 8
            l.weightUnit = unit; l.metresPerDistanceUnit = metres
            return l
        }
        let v2 = ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes"]
        if named(v2) || named(v2 + ["RPE"]) {
            var l = ExportLayout(format: .strongV2, delimiter: delimiter, fieldCount: n)
            l.weight = 4; l.reps = 5; l.distance = 6; l.seconds = 7; l.notes = 8; l.workoutNotes = 9
            if n == 11 { l.rpe = 10 }
            return l
        }
        let v3 = ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Weight Unit", "Reps", "RPE",
                  "Distance", "Distance Unit", "Seconds", "Notes", "Workout Notes"]
        if named(v3) || named(v3 + ["Workout Duration"]) {
            var l = ExportLayout(format: .strongV3, delimiter: delimiter, fieldCount: n)
            l.weight = 4; l.weightUnitColumn = 5; l.reps = 6; l.rpe = 7; l.distance = 8; l.distanceUnitColumn = 9
            l.seconds = 10; l.notes = 11; l.workoutNotes = 12
            if n == 14 { l.duration = 13 }
            return l
        }
        if named(["Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance",
                  "Seconds", "Notes", "Workout Notes", "RPE"]) {
            var l = ExportLayout(format: .strongV4, delimiter: delimiter, fieldCount: 12)
            l.date = 0; l.workoutName = 1; l.duration = 2; l.exercise = 3; l.setOrder = 4
            l.weight = 5; l.reps = 6; l.distance = 7; l.seconds = 8; l.notes = 9; l.workoutNotes = 10; l.rpe = 11
            return l
        }
        if named(["Workout #", "Date", "Workout Name", "Duration (sec)", "Exercise Name", "Set Order", "Weight (kg)",
                  "Reps", "RPE", "Distance (meters)", "Seconds", "Notes", "Workout Notes"]) {
            var l = ExportLayout(format: .strongV5, delimiter: delimiter, fieldCount: 13)
            l.date = 1; l.workoutName = 2; l.duration = 3; l.exercise = 4; l.setOrder = 5; l.weight = 6
            l.reps = 7; l.rpe = 8; l.distance = 9; l.seconds = 10; l.notes = 11; l.workoutNotes = 12
            l.weightUnit = .kg; l.metresPerDistanceUnit = 1
            return l
        }
        if named(["Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance",
                  "Seconds", "RPE"]) {
            var l = ExportLayout(format: .strongV6, delimiter: delimiter, fieldCount: 10)
            l.date = 0; l.workoutName = 1; l.duration = 2; l.exercise = 3; l.setOrder = 4
            l.weight = 5; l.reps = 6; l.distance = 7; l.seconds = 8; l.rpe = 9
            return l
        }
        if n == 14, Array(h[0...8]) == ["title", "start_time", "end_time", "description", "exercise_title", "superset_id",
                                         "exercise_notes", "set_index", "set_type"],
           h[10] == "reps", h[12] == "duration_seconds", h[13] == "rpe",
           h[9] == "weight_kg" || h[9] == "weight_lbs", h[11] == "distance_km" || h[11] == "distance_miles" {
            var l = ExportLayout(format: .hevy, delimiter: delimiter, fieldCount: 14)
            l.workoutName = 0; l.date = 1; l.endTime = 2; l.workoutNotes = 3; l.exercise = 4; l.superset = 5
            l.exerciseNotes = 6; l.setOrder = 8; l.weight = 9; l.reps = 10; l.distance = 11; l.seconds = 12; l.rpe = 13
            l.weightUnit = h[9] == "weight_kg" ? .kg : .lb
            l.metresPerDistanceUnit = h[11] == "distance_km" ? 1000 : metresPerMile
            return l
        }
        return nil
    }

    package static let metresPerMile = 1609.344

    /// Metres per unit named in a header or a V3 row: km, mi, m.
    package static func metres(header: String) -> Double? {
        switch header.trimmingSpaces.lowercased() {
        case "km": 1000
        case "mi", "mi.", "miles", "mile": metresPerMile
        case "m", "meters", "metres": 1
        default: nil
        }
    }
}

extension WeightUnit {
    /// `kg`, `lbs` as Strong and Hevy write them.
    package init?(header: String) {
        switch header.trimmingSpaces.lowercased() {
        case "kg", "kgs": self = .kg
        case "lb", "lbs": self = .lb
        default: return nil
        }
    }
}

