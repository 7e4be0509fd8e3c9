import Foundation
import GRDB
import Testing

/// The training log synced between two machines through two real Syncthing
/// instances on 127.0.0.1: each machine is a private desktop session with its
/// own data, config and runtime directories, and its own Syncthing folder.
/// `gym-timer sync setup DIR` makes DIR the folder this machine writes its
/// records to (`DIR/<device id>/…`) and reads the others' from.
@Suite(.serialized) struct SyncthingTests {
    /// One machine: a desktop session, its training log and its Syncthing folder.
    struct Machine {
        let name: String
        let session: DesktopSession
        var folder: String { session.root + "/Sync" }
        var data: String { session.root + "/data" }
        var database: String { data + "/gym.sqlite" }
        /// On top of the session's (its own config, state and runtime
        /// directories): the log's directory. The daemon finds the
        /// `gym-timer` it runs for `sync` beside itself.
        var environment: [String: String] { ["GYM_TIMER_DATA_DIR": data] }
        /// What the daemon's runs of `gym-timer sync` said, and its own log.
        var daemonLogs: String {
            let sync = (try? String(contentsOfFile: session.stateDirectory + "/sync.log", encoding: .utf8)) ?? ""
            return "--- gym-timerd:\n\(session.daemonLog)\n--- sync.log:\n\(sync)"
        }

        init(_ name: String) throws {
            self.name = name
            session = try DesktopSession(notificationServer: false)
            // No rest timers: no command starts a daemon on demand; a test starts one where it wants one.
            let config = session.root + "/config/gym-timer"
            try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
            try "[timer]\nauto_start = false\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        }

        /// Runs `gym-timer` as this machine; anything but success fails the test.
        @discardableResult
        func ok(_ arguments: String...) throws -> DesktopSession.Result {
            try succeeded(arguments)
        }

        /// Runs `gym-timer … --json` (the arguments say so) as this machine; its one JSON object.
        func json(_ arguments: String...) throws -> [String: Any] {
            try session.json(succeeded(arguments))
        }

        private func succeeded(_ arguments: [String]) throws -> DesktopSession.Result {
            let r = try session.run(DesktopSession.binDirectory + "/gym-timer", arguments,
                                    environment: session.environment.merging(environment) { $1 })
            guard r.status == 0 else {
                throw HarnessError("\(name): gym-timer \(arguments.joined(separator: " ")) exited \(r.status): \(r.stderr)")
            }
            return r
        }

        /// Sets in the log, read from the database file itself (read-only, so
        /// no gym-timer code runs and nothing is applied by reading); nil while
        /// there is no log yet.
        func setCount() -> Int? {
            guard FileManager.default.fileExists(atPath: database) else { return nil }
            var configuration = Configuration()
            configuration.readonly = true
            return try? DatabaseQueue(path: database, configuration: configuration).read {
                try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM workoutSet")
            }
        }
    }

    /// Whether process `pid` has an inotify watch on `directory`: each
    /// inotify descriptor's /proc/PID/fdinfo lists one `inotify wd:N ino:HEX …`
    /// line per watch.
    private func watches(_ pid: Int32, _ directory: String) -> Bool {
        guard let inode = (try? FileManager.default.attributesOfItem(atPath: directory))?[.systemFileNumber] as? NSNumber else { return false }
        let wanted = "ino:" + String(inode.uint64Value, radix: 16)
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        return descriptors.contains { fd in
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)")) == "anon_inode:inotify",
                  let info = try? String(contentsOfFile: "/proc/\(pid)/fdinfo/\(fd)", encoding: .utf8) else { return false }
            return info.split(separator: "\n").contains { $0.hasPrefix("inotify ") && $0.split(separator: " ").contains(Substring(wanted)) }
        }
    }

    /// An export as comparable text: without `exported_at` (when it was
    /// made), and with each top-level list in a fixed order. (The workouts'
    /// `id`s stay: while the log syncs they are the names every machine shares.)
    private func comparable(_ export: [String: Any]) throws -> String {
        func text(_ value: Any) throws -> String { // in a one-item array: JSONSerialization writes no bare fragments
            String(decoding: try JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]), as: UTF8.self)
        }
        var result: [String: Any] = [:]
        for (key, value) in export where key != "exported_at" {
            if let list = value as? [Any] {
                result[key] = try list.map(text).sorted()
            } else {
                result[key] = value
            }
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys, .prettyPrinted]), as: UTF8.self)
    }

    /// A set logged on A reaches B's log with no command run on B: Syncthing
    /// carries A's file, B's daemon sees it arrive and applies it. Proved on
    /// B's database file, read directly, before any gym-timer command runs on B.
    @Test func test_a_set_logged_on_one_machine_is_applied_by_the_other_machines_daemon() throws {
        let a = try Machine("A"), b = try Machine("B")
        let pair = try SyncthingMesh(folders: [a.folder, b.folder])
        defer { pair.stop() }
        try a.ok("sync", "setup", a.folder, "--device-name", "A")
        try b.ok("sync", "setup", b.folder, "--device-name", "B")

        let daemon = try b.session.startDaemon(environment: b.environment)
        // The daemon watches the folder before A's set is written: the set
        // arrives while it runs, not before it started (when its start-up run
        // of `gym-timer sync` would have applied it).
        do {
            try waitUntil(timeout: 10) { self.watches(daemon.processIdentifier, b.folder) }
        } catch {
            Issue.record("gym-timerd has no inotify watch on \(b.folder)\n\(b.daemonLogs)")
            return
        }
        #expect((b.setCount() ?? 0) == 0)

        let logged = try a.json("log", "bench", "100x5", "--no-timer", "--json")
        #expect((logged["sets"] as? [[String: Any]])?.count == 1)
        try pair.scan(.a)
        try pair.waitForDelivery(from: .a, to: .b)
        // What gym-timer writes there: a folder per device, six-digit `.jsonl` segments, nothing else.
        let files = SyncthingMesh.files(in: b.folder).keys.sorted()
        #expect(files.count == 2 && files.allSatisfy { $0.range(of: #"^[0-9a-f]{16}/[0-9]{6}\.jsonl$"#, options: .regularExpression) != nil },
                "\(files)")

        // Only B's daemon can have put the set in B's log: nothing has run on B since it started.
        do {
            try waitUntil(timeout: 15) { b.setCount() == 1 }
        } catch {
            let count = b.setCount().map(String.init(describing:)) ?? "no"
            Issue.record("B's log has \(count) sets, not 1\n\(b.daemonLogs)\n\(pair.logTails)")
            return
        }

        // Timers stay on their machine: B's daemon started no rest timer for A's set.
        let timers = try b.json("list", "--json")
        #expect((timers["timers"] as? [Any])?.isEmpty == true, "\(timers)")

        // And B's commands show it.
        let history = try b.json("history", "--json")
        let workouts = try #require(history["workouts"] as? [[String: Any]])
        #expect(workouts.count == 1 && workouts.first?["sets"] as? Int == 1, "\(history)")
        // While the log syncs a workout is named by digits every machine shares.
        let id = try #require(workouts.first?["id"] as? String)
        let shown = try #require(try b.json("history", "show", id, "--json")["workout"] as? [String: Any])
        let row = try #require((shown["sets"] as? [[String: Any]])?.first)
        #expect(row["exercise"] as? String == "Bench Press (Barbell)" && row["weight_kg"] as? Double == 100 && row["reps"] as? Int == 5, "\(row)")
        // B knows A by the name A gave itself, and has nothing of it left to apply.
        let status = try b.json("sync", "status", "--json")
        let peers = try #require(status["devices"] as? [[String: Any]])
        #expect(status["name"] as? String == "B" && peers.count == 1, "\(status)")
        #expect(peers.first?["name"] as? String == "A" && peers.first?["pending_bytes"] as? Int == 0, "\(status)")
        // Each machine writes only its own files: Syncthing never had two writers for one file.
        #expect(SyncthingMesh.conflicts(in: a.folder).isEmpty && SyncthingMesh.conflicts(in: b.folder).isEmpty)
    }

    /// With Syncthing at its defaults (its file watcher waits 10 s, a rescan
    /// once an hour), a set logged on A reaches B's log well before
    /// Syncthing would notice the write by itself: A's daemon has A's
    /// Syncthing scan the record file the moment it is written (its REST
    /// API, the key from its own config.xml), and B's daemon applies the
    /// file as it lands. The figure is `scripts/bench sync`'s; this proves
    /// the way, on B's database file, read directly.
    @Test func test_a_set_reaches_the_other_machine_before_syncthings_watcher_would_notice_it() throws {
        let a = try Machine("A"), b = try Machine("B")
        let pair = try SyncthingMesh(folders: [a.folder, b.folder], defaults: true)
        defer { pair.stop() }
        try a.ok("sync", "setup", a.folder, "--device-name", "A")
        try b.ok("sync", "setup", b.folder, "--device-name", "B")
        try pair.scan(.a)
        try pair.scan(.b)
        try pair.waitForSameFiles()
        let daemonA = try a.session.startDaemon(environment: a.environment.merging(["STHOMEDIR": pair.configHome(.a)]) { $1 })
        let daemonB = try b.session.startDaemon(environment: b.environment)
        try waitUntil(timeout: 10) { self.watches(daemonA.processIdentifier, a.folder) && self.watches(daemonB.processIdentifier, b.folder) }
        // Both daemons' start-up runs of `gym-timer sync` are over: nothing on B but what arrives.
        try waitUntil(timeout: 10) { b.setCount() == 0 }

        let started = Date()
        try a.ok("log", "bench", "100x5", "--no-timer")
        do {
            try waitUntil(timeout: 5) { b.setCount() == 1 }
        } catch {
            Issue.record("the set was not in B's log within 5 s (Syncthing by itself took about 8 s here; with the scan, 0.24 s)\n\(a.daemonLogs)\n\(b.daemonLogs)\n\(pair.logTails)")
            return
        }
        let took = Date().timeIntervalSince(started)
        #expect(took < 5, "\(took) s")

        // `sync status` asks the same Syncthing how the other machine stands.
        let status = try a.session.json(try a.session.run(DesktopSession.binDirectory + "/gym-timer", ["sync", "status", "--json"],
            environment: a.session.environment.merging(a.environment.merging(["STHOMEDIR": pair.configHome(.a)]) { $1 }) { $1 }))
        let syncthing = try #require(status["syncthing"] as? [String: Any], "\(status)")
        let peers = try #require(syncthing["devices"] as? [[String: Any]])
        #expect(syncthing["folder"] as? String == pair.folderID)
        #expect(peers.count == 1 && peers[0]["name"] as? String == "B" && peers[0]["connected"] as? Bool == true, "\(syncthing)")
        // Without Syncthing's configuration: no Syncthing part, and nothing else changes.
        let alone = try a.json("sync", "status", "--json")
        #expect(alone["syncthing"] is NSNull, "\(alone)")
    }

    /// Both machines change the log while apart — each logs its own workout,
    /// A fixes a set, B renames a gym A made and edits a set of A's — and once
    /// Syncthing has carried everything both ways and `gym-timer sync` has run
    /// on each, both export the same log. Syncthing here carries a write only
    /// when the test asks it to scan: until then each side's changes stay on it.
    @Test func test_edits_made_apart_on_both_machines_converge() throws {
        let a = try Machine("A"), b = try Machine("B")
        let pair = try SyncthingMesh(folders: [a.folder, b.folder], watchFiles: false)
        defer { pair.stop() }
        try a.ok("sync", "setup", a.folder, "--device-name", "A")
        try b.ok("sync", "setup", b.folder, "--device-name", "B")

        // Shared history first: A's gym and workout, on B too.
        try a.ok("gyms", "add", "Garage")
        try a.ok("workout", "start", "--gym", "Garage", "--name", "A Garage Day")
        let bench = try #require(try a.json("log", "bench", "100x5x2", "--no-timer", "--json")["sets"] as? [[String: Any]])
        let benchOnA = bench.compactMap { $0["id"] as? String }
        try #require(benchOnA.count == 2)
        try a.ok("workout", "end")
        try pair.scan(.a)
        try pair.waitForDelivery(from: .a, to: .b)
        try b.ok("sync")
        let gymsOnB = try #require(try b.json("gyms", "--json")["gyms"] as? [[String: Any]])
        try #require(gymsOnB.contains { $0["name"] as? String == "Garage" }, "\(gymsOnB)")
        let historyOnB = try #require(try b.json("history", "--json")["workouts"] as? [[String: Any]])
        let garageDayOnB = try #require(historyOnB.first(where: { $0["name"] as? String == "A Garage Day" })?["id"] as? String)
        let shownOnB = try #require(try b.json("history", "show", garageDayOnB, "--json")["workout"] as? [String: Any])
        let benchOnB = try #require((shownOnB["sets"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
        try #require(benchOnB.count == 2)
        #expect(benchOnB == benchOnA, "each machine names the sets alike")

        // Apart: what each writes now stays on its side until it is scanned.
        try a.ok("set", "edit", benchOnA[0], "--weight", "105", "--yes")
        try a.ok("set", "edit", benchOnA[1], "--reps", "4", "--yes")
        try a.ok("workout", "start", "--name", "A Legs")
        try a.ok("log", "squat", "140x3", "--no-timer")
        try a.ok("workout", "end")
        try b.ok("gyms", "rename", "Garage", "Home Gym")
        try b.ok("set", "edit", benchOnB[1], "--rpe", "8", "--yes") // the set A just changed too
        try b.ok("workout", "start", "--name", "B Pull")
        try b.ok("log", "deadlift", "180x2", "--no-timer")
        try b.ok("workout", "end")
        let gymsOnAApart = try #require(try a.json("gyms", "--json")["gyms"] as? [[String: Any]])
        #expect(!gymsOnAApart.contains { $0["name"] as? String == "Home Gym" }, "B's rename reached A while they were apart")

        try pair.scan(.a)
        try pair.scan(.b)
        try pair.waitForSameFiles()
        try a.ok("sync")
        try b.ok("sync")

        let exportA = try a.json("export", "json", "-")
        let exportB = try b.json("export", "json", "-")
        let textA = try comparable(exportA)
        let textB = try comparable(exportB)
        #expect(textA == textB, "A:\n\(textA)\nB:\n\(textB)")

        // The same, and everything in it: each side's work, and each change.
        let gyms = (exportA["gyms"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(gyms.contains("Home Gym") && !gyms.contains("Garage"), "\(gyms)")
        let workouts = exportA["workouts"] as? [[String: Any]] ?? []
        #expect(Set(workouts.compactMap { $0["name"] as? String }) == ["A Garage Day", "A Legs", "B Pull"], "\(workouts)")
        let day = try #require(workouts.first(where: { $0["name"] as? String == "A Garage Day" }))
        #expect(day["gym"] as? String == "Home Gym")
        let sets = try #require(day["sets"] as? [[String: Any]])
        try #require(sets.count == 2, "\(sets)")
        #expect(sets[0]["weight_kg"] as? Double == 105 && sets[0]["reps"] as? Int == 5, "\(sets[0])")
        // Both machines changed the second set, each a different field: the
        // last writer wins per field, so both changes stand.
        #expect(sets[1]["reps"] as? Int == 4 && sets[1]["rpe"] as? Double == 8 && sets[1]["weight_kg"] as? Double == 100, "\(sets[1])")
        let legs = workouts.first(where: { $0["name"] as? String == "A Legs" })?["sets"] as? [[String: Any]]
        #expect(legs?.first?["exercise"] as? String == "Squat (Barbell)" && legs?.first?["weight_kg"] as? Double == 140)
        let pull = workouts.first(where: { $0["name"] as? String == "B Pull" })?["sets"] as? [[String: Any]]
        #expect(pull?.first?["exercise"] as? String == "Deadlift (Barbell)" && pull?.first?["reps"] as? Int == 2)
        #expect(SyncthingMesh.conflicts(in: a.folder).isEmpty && SyncthingMesh.conflicts(in: b.folder).isEmpty)
    }

    /// Three machines on three real Syncthings, each changing the log while
    /// apart: the same workout's sets edited on two of them, a set of A's
    /// deleted on C, gyms of one name made on B and on C, and a workout on
    /// each of A and B in progress at once, then joined on A. Once every
    /// file is everywhere and `gym-timer sync` has run on each, the three
    /// `export json` outputs are the same bytes, order included; every
    /// machine names rows alike; and A is told what C did to its set.
    @Test func test_three_machines_changing_the_log_apart_end_with_the_same_export_byte_for_byte() throws {
        let machines = try ["A", "B", "C"].map(Machine.init)
        let (a, b, c) = (machines[0], machines[1], machines[2])
        let mesh = try SyncthingMesh(folders: machines.map(\.folder), watchFiles: false)
        defer { mesh.stop() }
        for m in machines { try m.ok("sync", "setup", m.folder, "--device-name", m.name) }
        func carry() throws {
            for i in mesh.instances { try mesh.scan(i) }
            try mesh.waitForSameFiles()
            for m in machines { try m.ok("sync") }
        }

        // Shared history: A's workout of three sets, on every machine.
        try a.ok("workout", "start", "--name", "A Push")
        let bench = try #require(try a.json("log", "bench", "100x5x3", "--no-timer", "--json")["sets"] as? [[String: Any]])
        let sets = bench.compactMap { $0["id"] as? String }
        try #require(sets.count == 3)
        try a.ok("workout", "end")
        try carry()

        // Apart.
        try a.ok("set", "edit", sets[0], "--weight", "105", "--yes")
        try b.ok("set", "edit", sets[0], "--reps", "6", "--yes")
        try c.ok("set", "delete", sets[2], "--yes")
        try b.ok("gyms", "add", "Home")
        try c.ok("gyms", "add", "Home")
        try b.ok("gyms", "add", "Garage")
        try b.ok("gyms", "rename", "Garage", "Loft")
        try c.ok("gyms", "add", "Loft")
        try a.ok("workout", "start", "--name", "Legs")
        try a.ok("log", "squat", "140x3", "--no-timer")
        try b.ok("workout", "start", "--name", "Legs on B")
        try b.ok("log", "leg", "press", "200x10", "--no-timer")
        try a.ok("log", "squat", "140x3", "--no-timer")
        try carry()

        // A hears of B's workout in progress beside its own, and joins them.
        let told = try #require(try a.json("sync", "log", "--json")["events"] as? [[String: Any]])
        #expect(told.contains { $0["kind"] as? String == "workout_in_progress" && $0["device"] as? String == "B" }, "\(told)")
        #expect(told.contains { $0["kind"] as? String == "removed" && $0["device"] as? String == "C" && $0["ref"] as? String == sets[2] },
                "\(told)")
        let open = try #require(try a.json("history", "--json")["workouts"] as? [[String: Any]])
        let legs = try #require(open.first { $0["name"] as? String == "Legs" }?["id"] as? String)
        let legsOnB = try #require(open.first { $0["name"] as? String == "Legs on B" }?["id"] as? String)
        try a.ok("history", "merge", legs, legsOnB)
        try a.ok("workout", "end")
        try carry()

        // The same bytes on every machine, order included.
        func export(_ m: Machine) throws -> String {
            try m.ok("export", "json", "-").stdout.replacingOccurrences(of: #""exported_at":"[^"]*""#, with: "", options: .regularExpression)
        }
        let exports = try machines.map(export)
        #expect(exports[1] == exports[0], "A:\n\(exports[0])\nB:\n\(exports[1])")
        #expect(exports[2] == exports[0], "A:\n\(exports[0])\nC:\n\(exports[2])")

        // And what it holds: both edits of the first set, the third set gone,
        // two gyms named apart, one Legs workout with both machines' sets in
        // the order they were lifted.
        let log = try a.json("export", "json", "-")
        let workouts = try #require(log["workouts"] as? [[String: Any]])
        #expect(workouts.compactMap { $0["name"] as? String } == ["A Push", "Legs"], "\(workouts)")
        let push = try #require(workouts.first?["sets"] as? [[String: Any]])
        #expect(push.count == 2 && push[0]["weight_kg"] as? Double == 105 && push[0]["reps"] as? Int == 6, "\(push)")
        let joined = try #require(workouts.last?["sets"] as? [[String: Any]])
        #expect(joined.compactMap { $0["exercise"] as? String } == ["Squat (Barbell)", "Leg Press", "Squat (Barbell)"], "\(joined)")
        // Two gyms made as Home are one (its id comes from its name); a
        // gym renamed to the name another machine gave a new one is numbered.
        let gyms = (log["gyms"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(gyms.sorted() == ["Default Gym", "Home", "Loft", "Loft (2)"], "\(gyms)")
        // Every machine shows the same names for the same workouts.
        let names = try machines.map { m in
            try #require(try m.json("history", "--json")["workouts"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        }
        #expect(names[1] == names[0] && names[2] == names[0], "\(names)")
        // A counts B's and C's changes as all in its log, by their names.
        let status = try a.ok("sync", "status").stdout
        #expect(status.contains("\nB: this log has every change it made") && status.contains("\nC: this log has every change it made"), "\(status)")
        for m in machines { #expect(SyncthingMesh.conflicts(in: m.folder).isEmpty) }
    }
}
