import Foundation
import GymTimerConfig
import Testing
import Notation

@Suite struct ConfigFileTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cfg-\(UUID().uuidString)/gym-timer/config.toml").path

    @Test func test_missing_file_means_defaults() throws {
        let settings = try ConfigFile(path: path).load()
        #expect(settings == Settings())
        #expect(settings.gracePeriod == 3600 && settings.defaultRest == 120 && settings.warmupRest == 60)
        #expect(try ConfigFile(path: path).get(.unit) == "kg")
    }

    @Test func test_set_then_get_and_load() throws {
        let file = ConfigFile(path: path)
        try file.set(.defaultRest, to: "2m30s")
        try file.set(.autoStart, to: "off")
        try file.set(.unit, to: "lbs")
        try file.set(.gracePeriod, to: "0")
        #expect(try file.get(.defaultRest) == "2m30s")
        #expect(try file.get(.autoStart) == "false")
        let s = try file.load()
        #expect(s.defaultRest == 150 && s.autoStart == false && s.unit == .lb && s.gracePeriod == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("[timer]"))
    }

    @Test func test_the_sound_is_on_off_or_a_named_sound() throws {
        let file = ConfigFile(path: path)
        #expect(try file.load().sound == "alarm-clock-elapsed")
        #expect(try file.get(.sound) == "true")
        try file.set(.sound, to: "off")
        #expect(try file.load().sound == nil)
        #expect(try file.get(.sound) == "false")
        try file.set(.sound, to: "Bell")
        #expect(try file.load().sound == "bell")
        #expect(try file.get(.sound) == "bell")
        try file.set(.sound, to: "true")
        #expect(try file.load().sound == "alarm-clock-elapsed")
        for bad in ["", "a bell", "bell!", "-bell", "/usr/share/sounds/bell.oga"] {
            #expect(throws: ConfigError.invalidValue(key: .sound, value: bad)) { try file.set(.sound, to: bad) }
        }
        #expect(try file.load().sound == "alarm-clock-elapsed")
    }

    @Test func test_the_notification_buttons_are_a_list_in_order_or_none() throws {
        let file = ConfigFile(path: path)
        #expect(try file.load().actions == [.done, .plus30, .again])
        #expect(try file.get(.actions) == "done, +30, again")
        try file.set(.actions, to: "done, -15, +15")
        #expect(try file.load().actions == [.done, .minus15, .plus15])
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("actions = [\"done\", \"-15\", \"+15\"]"))
        try file.set(.actions, to: "none")
        #expect(try file.load().actions == [])
        #expect(try file.get(.actions) == "none")
        for bad in ["done, done", "done, +45", "skip"] {
            #expect(throws: ConfigError.invalidValue(key: .actions, value: bad)) { try file.set(.actions, to: bad) }
        }
        // Written by hand as a string, too.
        try "[notify]\nactions = \"again, done\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try file.load().actions == [.again, .done])
    }

    @Test func test_keeps_keys_it_does_not_know() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "[timer]\nwarmup_rest = 45\n[mine]\nkeep = \"me\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let file = ConfigFile(path: path)
        #expect(try file.load().warmupRest == 45)
        try file.set(.urgency, to: "normal")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("keep = 'me'") || text.contains("keep = \"me\""))
        #expect(try file.load().urgency == .normal)
        #expect(try file.load().warmupRest == 45)
    }

    @Test func test_rejects_bad_values_and_keys() throws {
        let file = ConfigFile(path: path)
        #expect(throws: ConfigError.invalidValue(key: .defaultRest, value: "0")) { try file.set(.defaultRest, to: "0") }
        #expect(throws: ConfigError.invalidValue(key: .urgency, value: "loud")) { try file.set(.urgency, to: "loud") }
        #expect(throws: ConfigError.unknownKey("timer.colour")) { try ConfigKey.named("timer.colour") }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func test_broken_toml_names_the_file() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "[timer\nx = ".write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try ConfigFile(path: path).load()
            Issue.record("loaded broken TOML")
        } catch {
            #expect(error.description.contains(path))
        }
    }
}
