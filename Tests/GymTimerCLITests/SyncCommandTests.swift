import Foundation
import Testing

/// What the sync commands say and do at the edges: a device's own log
/// gone, a damaged record, a device no longer in use, another device's
/// workout in progress. Two devices on real log files sharing one folder.
@Suite struct SyncCommandTests {
    private func pair() throws -> (InProcess, InProcess, String) {
        let desktop = try InProcess(), laptop = try InProcess()
        let folder = desktop.root + "/Sync"
        #expect(desktop.run("sync", "setup", folder, "--device-name", "desktop", "-q").status == 0)
        #expect(laptop.run("sync", "setup", folder, "--device-name", "laptop", "-q").status == 0)
        return (desktop, laptop, folder)
    }

    private func deviceID(_ device: InProcess) throws -> String {
        let status = try JSONSerialization.jsonObject(with: Data(device.run("sync", "status", "--json").stdout.utf8)) as? [String: Any]
        return try #require(status?["device"] as? String)
    }

    @Test func test_a_missing_log_on_a_synced_device_says_how_to_get_it_back_and_setup_restores_it_as_the_same_device() throws {
        let (desktop, _, folder) = try pair()
        #expect(desktop.run("log", "squat", "140x3", "-q").status == 0)
        #expect(desktop.run("sync", "-q").status == 0)
        let id = try deviceID(desktop)
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: desktop.root + "/data/gym.sqlite" + suffix) }

        let refused = desktop.run("history")
        #expect(refused.status == 1 && refused.stderr.contains("is missing, but this device syncs through \(folder)")
                && refused.stderr.contains("`gym-timer sync rebuild` restores it"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: desktop.root + "/data/gym.sqlite"), "no empty log was made")

        let setup = desktop.run("sync", "setup", folder, "--device-name", "desktop")
        #expect(setup.status == 0 && setup.stdout.contains("as device \(id)") && setup.stdout.contains("1 set"), "\(setup.stdout)\(setup.stderr)")
        #expect(try deviceID(desktop) == id, "the same device, no orphan beside it")
        let devices = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.count == 16 }
        #expect(devices.count == 2)
    }

    @Test func test_a_damaged_record_makes_sync_fail_naming_the_device() throws {
        let (desktop, laptop, folder) = try pair()
        #expect(laptop.run("log", "bench", "press", "100x5", "-q").status == 0)
        let laptopID = try deviceID(laptop)
        let file = folder + "/" + laptopID + "/000001.jsonl"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"reps\":5", with: "\"reps\":6") // the checksum no longer matches
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let run = desktop.run("sync")
        #expect(run.status == 1 && run.stderr.contains("laptop: a damaged record in 000001.jsonl"), "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    /// `sync status` names devices by name and counts what their files
    /// hold now that this log has not taken in, in the lifter's words.
    @Test func test_status_counts_the_changes_a_device_made_that_this_log_lacks() throws {
        let (desktop, laptop, folder) = try pair()
        #expect(laptop.run("log", "bench", "press", "100x5", "-q").status == 0)
        #expect(desktop.run("sync", "-q").status == 0)
        let caughtUp = desktop.run("sync", "status").stdout
        #expect(caughtUp.contains("\nlaptop: this log has every change it made (last change "), "\(caughtUp)")
        #expect(!caughtUp.contains("record") && !caughtUp.contains("bytes") && !caughtUp.contains("pending"), "\(caughtUp)")

        // Three more sets; the first of their records damaged: none of them can be taken in.
        let laptopID = try deviceID(laptop)
        let file = folder + "/" + laptopID + "/000001.jsonl"
        let before = try String(contentsOfFile: file, encoding: .utf8)
        #expect(laptop.run("log", "bench", "press", "100x6", "100x7", "100x8", "-q").status == 0)
        let after = try String(contentsOfFile: file, encoding: .utf8)
        let added = after.dropFirst(before.count).split(separator: "\n").count
        #expect(added >= 3)
        try (before + after.dropFirst(before.count).replacingOccurrences(of: "\"reps\":6", with: "\"reps\":9"))
            .write(toFile: file, atomically: true, encoding: .utf8)
        let status = desktop.run("sync", "status").stdout
        #expect(status.contains("\nlaptop: \(added) changes it made are not in this log yet; last change "), "\(status)")
        #expect(status.contains("  problem: a damaged record in 000001.jsonl"), "\(status)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(desktop.run("sync", "status", "--json").stdout.utf8)) as? [String: Any])
        let peer = try #require((json["devices"] as? [[String: Any]])?.first)
        #expect(peer["name"] as? String == "laptop" && peer["pending_records"] as? Int == added)
    }

    @Test func test_a_device_no_longer_used_is_forgotten_and_one_whose_files_went_is_not_reported() throws {
        let (desktop, laptop, folder) = try pair()
        #expect(laptop.run("log", "bench", "press", "100x5", "-q").status == 0)
        #expect(desktop.run("sync", "-q").status == 0)
        #expect(desktop.run("sync", "status").stdout.contains("laptop: this log has every change it made"))
        // Its files hold its changes: refused while they are in the folder.
        let kept = desktop.run("sync", "forget", "laptop")
        #expect(kept.status == 1 && kept.stderr.contains("laptop's files are still in"), "\(kept.stderr)")
        let laptopID = try deviceID(laptop)
        try FileManager.default.removeItem(atPath: folder + "/" + laptopID)
        #expect(!desktop.run("sync", "status").stdout.contains("laptop"), "a device whose folder went is not reported")
        let forgot = desktop.run("sync", "forget", "Laptop")
        #expect(forgot.status == 0 && forgot.stdout == "forgot laptop\n", "\(forgot.stderr)")
        #expect(desktop.run("export", "json", "-").stdout.contains("bench_press_barbell"), "what the laptop logged stays")
        let unknown = desktop.run("sync", "forget", "phone")
        #expect(unknown.status == 1 && unknown.stderr.contains("no device phone"), "\(unknown.stderr)")
        let own = desktop.run("sync", "forget", "desktop")
        #expect(own.status == 1 && own.stderr.contains("is this device"), "\(own.stderr)")
    }

    /// What another device did to this one's work is listed: an edit that
    /// replaced one made here, a set logged here changed there, a workout
    /// of this device's removed with its sets, another workout in progress.
    @Test func test_sync_log_lists_what_came_in_and_what_it_replaced() throws {
        let (desktop, laptop, _) = try pair()
        #expect(desktop.run("log", "bench", "press", "100x5", "-q").status == 0)
        #expect(desktop.run("sync", "-q").status == 0)
        #expect(laptop.run("sync", "-q").status == 0)
        let shown = desktop.run("workout", "show").stdout
        let set = try #require(shown.split(separator: "\n").first { $0.contains("100 kg × 5") }?.split(separator: " ").last.map(String.init))
        // The laptop fixes the desktop's set; the desktop had fixed its RPE, which the laptop changes again.
        #expect(desktop.run("set", "edit", set, "--rpe", "8", "--yes", "-q").status == 0)
        #expect(desktop.run("sync", "-q").status == 0)
        #expect(laptop.run("sync", "-q").status == 0)
        #expect(laptop.run("set", "edit", set, "--weight", "102.5", "--rpe", "9", "--yes", "-q").status == 0)
        #expect(laptop.run("log", "squat", "140x3", "-q").status == 0) // the laptop's own workout, in progress
        #expect(laptop.run("sync", "-q").status == 0)
        #expect(desktop.run("sync", "-q").status == 0)
        let lines = desktop.run("sync", "log").stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("laptop changed your set \(set) (Bench Press (Barbell) in ") && $0.hasSuffix("weight 100 kg → 102.5 kg") }, "\(lines)")
        #expect(lines.contains { $0.contains("laptop changed your edit of set \(set)") && $0.hasSuffix("rpe 8.0 → 9.0") }, "\(lines)")
        #expect(lines.contains { $0.contains("laptop's workout ") && $0.contains("is in progress beside yours") }, "\(lines)")

        // The laptop discards the desktop's workout: its set goes, and the desktop hears so.
        let current = try JSONSerialization.jsonObject(with: Data(desktop.run("workout", "show", "--json").stdout.utf8)) as? [String: Any]
        let workout = try #require((current?["workout"] as? [String: Any])?["id"] as? String)
        #expect(laptop.run("history", "delete", workout, "--yes", "-q").status == 0)
        #expect(laptop.run("sync", "-q").status == 0)
        #expect(desktop.run("sync", "-q").status == 0)
        let after = desktop.run("sync", "log", "--limit", "1").stdout
        #expect(after.contains("laptop removed your workout ") && after.contains("with its 1 set"), "\(after)")
        // Nothing of the laptop's own work is reported to the laptop.
        #expect(laptop.run("sync", "log").stdout.split(separator: "\n").allSatisfy { !$0.contains("laptop ") }, "\(laptop.run("sync", "log").stdout)")
    }

    /// What a command removes is named as it was shown, not by this
    /// device's number, once it is gone: `undo`, `workout discard --json`.
    @Test func test_removed_sets_and_workouts_keep_their_shared_names() throws {
        let (desktop, _, _) = try pair()
        #expect(desktop.run("log", "bench", "press", "100x5", "100x5", "-q").status == 0)
        let undone = desktop.run("undo", "--yes")
        let named = undone.stdout.split(whereSeparator: \.isWhitespace).filter { $0.hasPrefix("#") }
        #expect(named.count == 2 && named.allSatisfy { $0.count == 9 && $0.dropFirst().allSatisfy(\.isHexDigit) }, "\(undone.stdout)")
        #expect(desktop.run("log", "squat", "140x3", "-q").status == 0)
        let discarded = desktop.run("workout", "discard", "--yes", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(discarded.stdout.utf8)) as? [String: Any]
        let id = (object?["workout"] as? [String: Any])?["id"] as? String
        #expect(id?.count == 8, "\(discarded.stdout)")
    }

    @Test func test_a_log_that_starts_a_workout_says_another_devices_is_in_progress_and_how_to_join() throws {
        let (desktop, laptop, _) = try pair()
        #expect(laptop.run("log", "bench", "press", "100x5", "-q").status == 0)
        #expect(laptop.run("sync", "-q").status == 0)
        #expect(desktop.run("sync", "-q").status == 0)
        let logged = desktop.run("log", "squat", "140x3")
        let line = try #require(logged.stdout.split(separator: "\n").first { $0.hasPrefix("laptop's ") }, "\(logged.stdout)")
        #expect(line.contains("is in progress too; `gym-timer history merge #") && line.hasSuffix("` joins it into this one"), "\(line)")
        #expect(desktop.run("history").stdout.split(separator: "\n").count == 2, "two workouts, one each")
    }
}
