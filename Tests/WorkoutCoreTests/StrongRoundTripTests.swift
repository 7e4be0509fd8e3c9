import Foundation
import GRDB
@testable import WorkoutCore
import Notation
import Testing

/// `export strong` writes what Strong writes, so that a file gym-timer wrote
/// and gym-timer reads back gives the same log, whatever unit either side
/// is set to: the unit on every row, every rest that came in, assistance
/// as a positive weight.
@Suite struct StrongRoundTripTests: LoggingOnFile {
    let database: AppDatabase
    init() throws { (database, _) = try temporaryDatabase() }

    /// Everything a Strong file can hold of the log, one line per set, to
    /// a millionth of a kilogram.
    func snapshot(_ database: AppDatabase) throws -> [String] {
        try database.writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT w.name, w.startedAt, w.note, e.name AS exercise, s.kind, ROUND(s.weightKg, 6) AS w, s.reps,
                       ROUND(s.distanceM, 3) AS d, s.seconds, s.rpe, s.restBeforeSeconds, s.restAfterSeconds, s.note AS n, s.position
                FROM workoutSet s JOIN workout w ON w.id = s.workoutId JOIN exercise e ON e.id = s.exerciseId
                ORDER BY w.startedAt, s.position
                """).map { "\($0)" }
        }
    }

    func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gt-strong-\(UUID().uuidString).csv").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func importing(_ csv: String, unit: WeightUnit, assumed: Bool) throws -> (AppDatabase, ImportSummary) {
        let (copy, _) = try temporaryDatabase()
        let summary = try HistoryImport(copy).run(path: try file(csv),
                                                  options: .init(unit: unit, unitAssumed: assumed))
        return (copy, summary)
    }

    @Test(arguments: [WeightUnit.kg, .lb])
    func test_a_strong_file_written_in_either_unit_reads_back_as_the_same_log_in_either_setting(exported: WeightUnit) throws {
        // Weights typed in both units, a rest before each set, an assisted set, a timed set.
        try logged("bench press", "100x5", at: 0)
        try logged("bench press", "225lbx3", at: 3)
        try logged("squat", "140x5", at: 7)
        try logged("assisted pull up", "bw-30x8", at: 10)
        try logged("plank", "60s", at: 13)
        _ = try log.end(now: at(40))
        // A Strong file with rest rows after the last set (two in a row add up) comes in too.
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let strong = header + """
            2020-01-06 18:00:00,"Legs",1h 5m,"Squat (Barbell)",1,100,5,0,0,"","",
            2020-01-06 18:00:00,"Legs",1h 5m,"Squat (Barbell)",Rest Timer,0,0,0,120,"","",
            2020-01-06 18:00:00,"Legs",1h 5m,"Squat (Barbell)",2,100,5,0,0,"","",
            2020-01-06 18:00:00,"Legs",1h 5m,"Squat (Barbell)",Rest Timer,0,0,0,90,"","",
            2020-01-06 18:00:00,"Legs",1h 5m,"Squat (Barbell)",Rest Timer,0,0,0,30,"","",

            """
        let incoming = try HistoryImport(database).run(path: try file(strong), options: .init(unit: .kg))
        #expect(incoming.restTimerRows == 3)
        let trailing = try database.writer.read { try Double.fetchOne($0, sql: "SELECT restAfterSeconds FROM workoutSet WHERE restAfterSeconds IS NOT NULL") }
        #expect(trailing == 120, "the two rest rows after the last set, added up")

        var csv = ""
        let written = try HistoryExport(database).strong(unit: exported, to: &csv)
        let lines = csv.split(separator: "\n")
        #expect(lines.first == "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration")
        #expect(lines.dropFirst().allSatisfy { $0.contains(exported == .kg ? ";kg;" : ";lbs;") }, "the unit on every row")
        #expect(lines.filter { $0.contains(";Rest Timer;") }.count == 6, "a rest row for each of the 4 rests logged and the file's 2")
        #expect(csv.contains("\"Pull Up (Assisted)\";1;\(exported == .kg ? "30" : "66.138679");"), "assistance positive, as Strong writes it")

        for setting in [WeightUnit.kg, .lb] {
            let (copy, summary) = try importing(csv, unit: setting, assumed: true)
            #expect(summary.format == .strongV3 && summary.skipped == 0)
            #expect(summary.sets == written.sets && summary.workouts == written.workouts)
            #expect(summary.restTimerRows == 6)
            let (copied, original) = (try snapshot(copy), try snapshot(database))
            #expect(copied.count == original.count)
            for (a, b) in zip(copied, original) where a != b { Issue.record("setting \(setting): \(a) vs \(b)"); break }
        }
        // Into the log it came from, and again into a log that read it once: nothing twice.
        #expect(try HistoryImport(database).run(path: try file(csv), options: .init(unit: .lb, unitAssumed: true)).sets == 0)
        let (copy, _) = try importing(csv, unit: .kg, assumed: true)
        #expect(try HistoryImport(copy).run(path: try file(csv), options: .init(unit: .lb, unitAssumed: true)).sets == 0)
    }
}
