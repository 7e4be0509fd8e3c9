import Foundation
import GRDB
import TestSupport
@testable import WorkoutCore
import SyncShare
import Testing

/// Three devices, 300 seeded random changes, files delivered in random
/// order, again, late and cut short: every device ends with the same log,
/// and it is the log the changes make when applied in clock order.
@Suite struct SyncConvergenceTests {
    @Test(arguments: [UInt64(7), 2026])
    func test_three_devices_converge_to_the_clock_order_model(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let root = syncRoot()
        let devices = try ["a", "b", "c"].map { try SyncDevice(root: root, name: $0) }
        let exercises = ["bench_press_barbell", "squat_barbell", "deadlift_barbell"]
        for step in 0..<300 {
            let d = devices[Int.random(in: 0..<3, using: &random)]
            let workouts = try d.ids("workout"), sets = try d.ids("workoutSet"), gyms = try d.ids("gym")
            func pick(_ ids: [Int64]) -> Int64? { ids.isEmpty ? nil : ids[Int.random(in: 0..<ids.count, using: &random)] }
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                try d.write("INSERT INTO workout(gymId, name, startedAt) VALUES (?, ?, ?)",
                            [pick(gyms)!, "W\(step)", "2026-11-\(10 + step % 15) 10:00:00.000"])
            case 2, 3, 4:
                guard let w = pick(workouts) else { continue }
                try d.write("""
                    INSERT INTO workoutSet(workoutId, exerciseId, position, kind, weightKg, reps, loggedAt)
                    VALUES (?, ?, ?, 'normal', ?, ?, ?)
                    """, [w, exercises[step % 3], step, Double(Int.random(in: 20...200, using: &random)) + 0.5,
                          Int.random(in: 1...12, using: &random), "2026-11-20 10:00:" + String(format: "%02d", step % 60) + ".000"])
            case 5:
                guard let s = pick(sets) else { continue }
                try d.write("UPDATE workoutSet SET weightKg = ?, reps = ? WHERE id = ?",
                            [Double(Int.random(in: 20...200, using: &random)) * 0.45359237, Int.random(in: 1...12, using: &random), s])
            case 6:
                guard let s = pick(sets) else { continue }
                try d.write("UPDATE workoutSet SET note = ? WHERE id = ?", ["n\(step)", s])
            case 7:
                guard let s = pick(sets) else { continue }
                try d.write("DELETE FROM workoutSet WHERE id = ?", [s])
            case 8:
                guard let w = pick(workouts), Int.random(in: 0..<3, using: &random) == 0 else { continue }
                try d.write("DELETE FROM workout WHERE id = ?", [w])
            case 9:
                guard let w = pick(workouts) else { continue }
                try d.write("UPDATE workout SET note = ?, endedAt = ? WHERE id = ?", ["note \(step)", "2026-11-21 11:00:00.000", w])
            case 10:
                if let s = pick(sets), let w = pick(workouts) {
                    try d.write("UPDATE workoutSet SET workoutId = ? WHERE id = ?", [w, s])
                }
            default:
                if let g = pick(gyms), Bool.random(using: &random) {
                    try d.write("UPDATE gym SET name = ?, color = 'red' WHERE id = ? AND NOT isDefault", ["Gym \(step)", g])
                } else {
                    try d.write("INSERT INTO bodyweight(measuredAt, kg) VALUES (?, ?)", ["2026-11-2\(step % 10) 07:00:00." + String(format: "%03d", step % 1000), 80.0 + Double(step % 7)])
                }
            }
            // Now and then a device gets another's files: whole, cut short,
            // again, or not yet; and applies what it has.
            if Int.random(in: 0..<4, using: &random) == 0 {
                let to = devices[Int.random(in: 0..<3, using: &random)], from = devices[Int.random(in: 0..<3, using: &random)]
                if to !== from {
                    let cut: Int? = Bool.random(using: &random) ? Int.random(in: 0...4000, using: &random) : nil
                    try to.receive(from: from, cut: cut)
                    try to.sync()
                }
            }
        }
        for to in devices { for from in devices where from !== to { try to.receive(from: from) } }
        for d in devices { try d.sync() }
        for d in devices { try d.sync() }
        let dumps = try devices.map { try $0.dump() }
        #expect(dumps[0] == dumps[1] && dumps[1] == dumps[2])
        // What a lifter takes out of each device is the same, byte for byte, order included.
        let exports = try devices.map { d in
            var json = ""
            _ = try HistoryExport(d.database).json(to: &json)
            return json.replacingOccurrences(of: #""exported_at":"[^"]*""#, with: "", options: .regularExpression)
        }
        for other in exports.dropFirst() where other != exports[0] {
            let a = Array(exports[0].utf8), b = Array(other.utf8)
            let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            func around(_ x: [UInt8]) -> String { String(decoding: x[max(0, at - 120)..<min(x.count, at + 80)], as: UTF8.self) }
            Issue.record("exports differ at byte \(at):\n\(around(a))\n---\n\(around(b))")
        }
        #expect(exports[0].contains("\"sets\":[{"), "the export holds sets")
        for d in devices {
            let problems = try d.sync().devices.compactMap { $0.problem ?? $0.waitingFor }
            #expect(problems.isEmpty)
            for uid in problems {
                for e in devices {
                    let dir = e.folder + "/" + e.id
                    for name in try FileManager.default.contentsOfDirectory(atPath: dir) {
                        for line in try String(contentsOfFile: dir + "/" + name, encoding: .utf8).split(separator: "\n") where line.contains(uid) { print("waiting on \(d.name), record of \(e.name): \(line)") }
                    }
                }
            }
            try expectLedgerMatchesSets(d.database)
        }
        let model = try Self.model(devices), log = try Self.decoded(dumps[0])
        let differing = Set(model.keys).union(log.keys).filter { model[$0] != log[$0] }.sorted()
        #expect(differing.isEmpty, "\(differing.count) rows differ, e.g. \(differing.prefix(2).map { "\($0): model \(model[$0].map { "\($0)" } ?? "none") log \(log[$0].map { "\($0)" } ?? "none")" })")
    }

    /// The log the records make applied one by one in clock order (HLC,
    /// then device): creates add a row, edits set fields of a row there, a
    /// deletion removes the row and everything that needs it.
    static func model(_ devices: [SyncDevice]) throws -> [String: NSDictionary] {
        var records: [(clock: String, record: SyncRecord)] = []
        for d in devices {
            let dir = d.folder + "/" + d.id
            for name in try FileManager.default.contentsOfDirectory(atPath: dir).sorted() {
                for line in try String(contentsOfFile: dir + "/" + name, encoding: .utf8).split(separator: "\n") {
                    if let r = SyncRecord(payload: String(line.dropFirst(9))) { records.append((r.clock(device: d.id), r)) }
                }
            }
        }
        var rows: [String: [String: Any]] = [:]
        var deleted = Set<String>()
        func remove(_ key: String) {
            rows[key] = nil
            deleted.insert(key)
            let uid = String(key.split(separator: " ")[1])
            for (k, v) in rows where k.hasPrefix("set ") && (v["workout"] as? String) == uid { rows[k] = nil; deleted.insert(k) }
        }
        for (_, r) in records.sorted(by: { $0.clock < $1.clock }) {
            let key = r.kind.rawValue + " " + r.uid
            let fields = try JSONSerialization.jsonObject(with: Data(r.fields.utf8), options: [.fragmentsAllowed]) as? [String: Any] ?? [:]
            switch r.op {
            case .create where rows[key] == nil && !deleted.contains(key): rows[key] = fields
            case .update where rows[key] != nil: rows[key]!.merge(fields) { $1 }
            case .delete: remove(key)
            default: break
            }
            if r.kind == .set, let w = rows[key]?["workout"] as? String, rows["workout " + w] == nil { remove(key) }
        }
        // Each device made its own default gym: it was in every snapshot.
        return rows.mapValues { var f = $0; f["exerciseNotes"] = nil; return NSDictionary(dictionary: f) }.filter { !$0.key.hasPrefix("gym 0000000000000000") }
    }

    static func decoded(_ dump: [String: String]) throws -> [String: NSDictionary] {
        try dump.filter { !$0.key.hasPrefix("gym 0000000000000000") }.mapValues {
            var fields = try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
            fields["exerciseNotes"] = nil
            return NSDictionary(dictionary: fields)
        }
    }
}
