import Foundation
import GymTimerConfig
import Testing

/// `config get` shows the settings in effect: without a key every one of
/// them, defaults included, and the defaults that follow the unit follow it.
@Suite struct ConfigGetTests {
    private func poundsSession() throws -> InProcess {
        let cli = try InProcess()
        try "unit = \"lb\"\n[timer]\nauto_start = false\n".write(toFile: cli.root + "/config.toml", atomically: true, encoding: .utf8)
        return cli
    }

    @Test func test_get_without_a_key_lists_every_setting_with_its_effective_value() throws {
        let cli = try poundsSession()
        let all = cli.run("config", "get")
        #expect(all.status == 0, "\(all.stderr)")
        // A line per key, in order: the key, then its value in one column.
        let rows = all.stdout.split(separator: "\n").map { row -> (key: String, value: String, column: Int) in
            let key = row.prefix(while: { $0 != " " })
            let value = row.dropFirst(key.count).drop(while: { $0 == " " })
            return (String(key), String(value), row.count - value.count)
        }
        #expect(rows.map { $0.key } == ConfigKey.allCases.map(\.rawValue), "\(all.stdout)")
        #expect(Set(rows.map { $0.column }).count == 1, "\(all.stdout)")
        let expected: KeyValuePairs<String, String> = [
            "timer.grace_period": "1:00:00  (default)",
            "timer.default_rest": "2:00  (default)",
            "timer.warmup_rest": "1:00  (default)",
            "timer.auto_start": "false",
            "timer.warn": "0:00  (default)",
            "notify.urgency": "critical  (default)",
            "notify.sound": "true  (default)",
            "unit": "lb",
            "plates.bar": "45  (default)",
            "plates.available": "45, 35, 25, 10, 5, 2.5  (default)",
            "workout.auto_end": "4:00:00  (default)",
            "records.e1rm_max_reps": "12  (default)",
            "bar.idle": "\"\"  (default)",
            "bar.finished": "10:00  (default)",
        ]
        for (key, value) in expected {
            #expect(rows.first { $0.key == key }?.value == value, "\(key): \(all.stdout)")
        }

        let json = try #require(try JSONSerialization.jsonObject(with: Data(cli.run("config", "get", "--json").stdout.utf8)) as? [String: Any])
        let settings = try #require(json["settings"] as? [[String: Any]])
        #expect(settings.count == ConfigKey.allCases.count)
        let bar = try #require(settings.first { $0["key"] as? String == "plates.bar" })
        #expect(bar["value"] as? String == "45" && bar["default"] as? Bool == true)
        let unit = try #require(settings.first { $0["key"] as? String == "unit" })
        #expect(unit["value"] as? String == "lb" && unit["default"] as? Bool == false)
    }

    @Test func test_the_default_bar_follows_the_unit() throws {
        let cli = try poundsSession()
        #expect(cli.run("config", "get", "plates.bar").stdout == "45\n")
        #expect(cli.run("config", "get", "plates.available").stdout == "45, 35, 25, 10, 5, 2.5\n")
        #expect(cli.run("config", "set", "unit", "kg").status == 0)
        #expect(cli.run("config", "get", "plates.bar").stdout == "20\n")
        // A bar set by hand reads back as it was typed.
        #expect(cli.run("config", "set", "plates.bar", "15").status == 0)
        #expect(cli.run("config", "get", "plates.bar").stdout == "15\n")
    }
}
