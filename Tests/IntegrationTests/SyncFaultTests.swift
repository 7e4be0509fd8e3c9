import Foundation
import GRDB
import TestSupport
import Testing

/// The training log's sync under faults, with the real binaries: a run
/// killed while applying, and a full disk under the synced folder.
@Suite struct SyncFaultTests {
    static func count(_ db: String, _ table: String = "workoutSet") throws -> Int {
        try DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM \(table)") ?? -1 }
    }

    static func copyDevice(from folder: String, to other: String) throws {
        for device in try FileManager.default.contentsOfDirectory(atPath: folder) where device.count == 16 {
            let target = other + "/" + device
            try? FileManager.default.removeItem(atPath: target)
            try FileManager.default.copyItem(atPath: folder + "/" + device, toPath: target)
        }
    }

    /// An export without what differs by device and not by log: when it was
    /// written, and the local workout numbers.
    static func comparable(_ json: String) -> String {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] else { return json }
        object["exported_at"] = nil
        object["workouts"] = (object["workouts"] as? [[String: Any]])?.map { var w = $0; w["id"] = nil; return w }
        let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? json
    }

    /// kill -9 at seeded moments while another device's history is being
    /// applied: the log is whole after every kill, and the next run
    /// finishes; both devices then export the same log.
    @Test func test_kill_9_while_applying_leaves_a_consistent_log_that_finishes_next_run() throws {
        let s = try DesktopSession(notificationServer: false)
        let a = ["GYM_TIMER_DATA_DIR": s.root + "/a"], b = ["GYM_TIMER_DATA_DIR": s.root + "/b"]
        let export = FileManager.default.currentDirectoryPath + "/Tests/Fixtures/exports/real/breinsp-strong-charts.csv"
        #expect(try s.client("import", export, "-q", environment: a).status == 0)
        #expect(try s.client("sync", "setup", s.root + "/a-folder", "--device-name", "A", "-q", environment: a).status == 0)
        #expect(try s.client("sync", "setup", s.root + "/b-folder", "--device-name", "B", "-q", environment: b).status == 0)
        try Self.copyDevice(from: s.root + "/a-folder", to: s.root + "/b-folder")
        let want = try Self.count(s.root + "/a/gym.sqlite")
        // How long a whole run takes here (on a copy), so the kills land
        // inside the apply: at seeded moments across that time.
        let trial = s.root + "/trial"
        try FileManager.default.copyItem(atPath: s.root + "/b", toPath: trial)
        let started = Date()
        #expect(try s.client("sync", "-q", environment: ["GYM_TIMER_DATA_DIR": trial]).status == 0)
        let whole = Date().timeIntervalSince(started)
        var random = SeededGenerator(seed: 30)
        var killed = 0
        for round in 0..<5 {
            // The first kill halfway through; the others anywhere in the run.
            let fraction = round == 0 ? 0.5 : Double.random(in: 0.05...0.95, using: &random)
            let process = try s.launchClient(["sync", "-q"], environment: b)
            usleep(UInt32(whole * fraction * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killed += 1 }
            let db = try DatabaseQueue(path: s.root + "/b/gym.sqlite")
            #expect(try db.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
            // All or nothing: one transaction applies the whole file.
            let sets = try Self.count(s.root + "/b/gym.sqlite")
            #expect(sets == 0 || sets == want)
            if sets == want { break }
        }
        #expect(killed > 0)
        let finish = try s.client("sync", environment: b)
        #expect(finish.status == 0, "\(finish.stderr)")
        #expect(try Self.count(s.root + "/b/gym.sqlite") == want)
        try Self.copyDevice(from: s.root + "/b-folder", to: s.root + "/a-folder")
        #expect(try s.client("sync", "-q", environment: a).status == 0)
        let exportA = try s.client("export", "json", "-", environment: a), exportB = try s.client("export", "json", "-", environment: b)
        #expect(exportA.status == 0, "\(exportA.stderr)")
        #expect(Self.comparable(exportA.stdout) == Self.comparable(exportB.stdout))
    }

    /// A truncated log says only "malformed"; the command says how to go on,
    /// and `sync rebuild` brings back the log the other device has.
    @Test func test_a_truncated_log_is_rebuilt_from_the_folder_equal_to_the_other_device() throws {
        let s = try DesktopSession(notificationServer: false)
        let a = ["GYM_TIMER_DATA_DIR": s.root + "/a"], b = ["GYM_TIMER_DATA_DIR": s.root + "/b"]
        #expect(try s.client("sync", "setup", s.root + "/a-folder", "--device-name", "A", "-q", environment: a).status == 0)
        #expect(try s.client("sync", "setup", s.root + "/b-folder", "--device-name", "B", "-q", environment: b).status == 0)
        for set in ["100x5", "102.5x5", "105x3"] { #expect(try s.client("log", "bench", "press", set, "--no-timer", "-q", environment: a).status == 0) }
        #expect(try s.client("workout", "end", "-q", environment: a).status == 0)
        #expect(try s.client("log", "squat", "140x3", "--no-timer", "-q", environment: b).status == 0)
        #expect(try s.client("workout", "end", "-q", environment: b).status == 0)
        try Self.copyDevice(from: s.root + "/a-folder", to: s.root + "/b-folder")
        try Self.copyDevice(from: s.root + "/b-folder", to: s.root + "/a-folder")
        #expect(try s.client("sync", "-q", environment: a).status == 0)
        #expect(try s.client("sync", "-q", environment: b).status == 0)
        let db = s.root + "/a/gym.sqlite"
        let size = try #require(FileManager.default.attributesOfItem(atPath: db)[.size] as? Int)
        #expect(truncate(db, off_t(size / 2)) == 0)
        let broken = try s.client("history", environment: a)
        #expect(broken.status == 1 && broken.stderr.contains("gym-timer sync rebuild"), "\(broken.stderr)")
        let rebuilt = try s.client("sync", "rebuild", environment: a)
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(rebuilt.stdout.contains("4 sets"), "\(rebuilt.stdout)")
        let exportA = try s.client("export", "json", "-", environment: a), exportB = try s.client("export", "json", "-", environment: b)
        #expect(Self.comparable(exportA.stdout) == Self.comparable(exportB.stdout))
        let aside = try FileManager.default.contentsOfDirectory(atPath: s.root + "/a").filter { $0.hasPrefix("gym.sqlite.lost-") }
        #expect(!aside.isEmpty)
    }

    /// The synced folder's disk is full: `log` refuses with one line and the
    /// log is unchanged (no change the other devices would never get); with
    /// room again, the next set goes to both.
    @Test(.enabled(if: PrivateMount.available, "needs root for a private tmpfs"))
    func test_a_full_disk_under_the_folder_refuses_the_change_and_changes_nothing() throws {
        let s = try DesktopSession(notificationServer: false)
        let config = s.root + "/config/gym-timer"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "[timer]\nauto_start = false\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        let mount = PrivateMount(session: s, path: s.root + "/small")
        let bin = DesktopSession.binDirectory + "/gym-timer"
        let steps = """
            '\(bin)' log bench press 100x5 >/dev/null
            '\(bin)' sync setup '\(mount.path)/folder' --device-name A >/dev/null
            dd if=/dev/zero of='\(mount.path)/filler' bs=4096 2>/dev/null || true
            set +e
            '\(bin)' log bench press 102.5x5 --note "$(head -c 6000 /dev/zero | tr '\\0' n)" 2>'\(s.root)/full.err' >/dev/null
            echo $? > '\(s.root)/full.status'
            rm -f '\(mount.path)/filler'
            '\(bin)' log squat 140x3 2>'\(s.root)/after.err' >/dev/null
            echo $? > '\(s.root)/after.status'
            cat '\(mount.path)'/folder/*/*.jsonl > '\(s.root)/records'
            exit 0
            """
        let script = mount.script(size: "256k", steps)
        let result = try s.run(script[0], Array(script.dropFirst()),
                               environment: s.environment.merging(["GYM_TIMER_DATA_DIR": s.root + "/data"]) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        func read(_ name: String) -> String { (try? String(contentsOfFile: s.root + "/" + name, encoding: .utf8)) ?? "" }
        let error = read("full.err")
        #expect(read("full.status") == "1\n", "exit \(read("full.status")) \(error)")
        #expect(error.split(separator: "\n").count == 1 && error.contains("sync file") && error.contains("no space left"), "\(error)")
        #expect(read("after.status") == "0\n", "\(read("after.err"))")
        let db = s.root + "/data/gym.sqlite"
        #expect(try Self.count(db) == 2)
        #expect(try DatabaseQueue(path: db).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet WHERE weightKg = 102.5") } == 0)
        let records = read("records")
        #expect(records.contains("squat_barbell") && !records.contains("102.5"))
    }
}
