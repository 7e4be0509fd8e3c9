import Foundation
import Testing

/// `export json FILE` then `import FILE` into another log, through the
/// command line: the second log exports the same document.
@Suite struct RestoreCommandTests {
    private func document(_ path: String) throws -> NSDictionary {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        object["exported_at"] = nil
        object["workouts"] = (object["workouts"] as? [[String: Any]])?.map { w in var w = w; w["id"] = nil; return w }
        return object as NSDictionary
    }

    @Test func test_export_json_then_import_reproduces_the_log_and_adds_nothing_twice() throws {
        let first = try InProcess()
        #expect(first.run("gyms", "add", "Garage", "--color", "red").status == 0)
        #expect(first.run("log", "bench", "100x5x3@8").status == 0)
        #expect(first.run("log", "plank", "1m30").status == 0)
        #expect(first.run("exercises", "edit", "bench", "--rest", "150", "--favorite").status == 0)
        #expect(first.run("workout", "end").status == 0)
        let exported = first.root + "/history.json"
        #expect(first.run("export", "json", exported).status == 0)
        // The export is read below: its directory stays until the end.
        defer { withExtendedLifetime(first) {} }

        let second = try InProcess()
        second.environment["GYM_TIMER_DATA_DIR"] = second.root + "/restored"
        let restored = second.run("import", exported, "--json")
        #expect(restored.status == 0, "\(restored.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(restored.stdout.utf8)) as? [String: Any])
        #expect(summary["workouts"] as? Int == 1 && summary["sets"] as? Int == 4)
        let again = second.run("import", exported)
        #expect(again.stdout == "restored 0 workouts with 0 sets, 0 gyms, 0 custom exercises, 0 templates; 1 workout already in the log\n")
        let reexported = second.root + "/again.json"
        #expect(second.run("export", "json", reexported).status == 0)
        #expect(try document(reexported) == document(exported))
    }
}
