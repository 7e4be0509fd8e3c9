import Foundation
@testable import SyncShare
import Testing

/// `sync.conf` as the command line and the daemon both read it, and the
/// local Syncthing as its config.xml describes it.
@Suite struct SyncShareTests {
    @Test func test_sync_conf_reads_the_same_for_everyone_and_a_relative_folder_is_the_files_own() {
        let absolute = SyncSetup.parse("folder=/home/l/Sync/gym\ndevice=0123456789abcdef\nname=laptop\n", at: "/home/l/.local/share/gym-timer/sync.conf")
        #expect(absolute == SyncSetup(folder: "/home/l/Sync/gym", device: "0123456789abcdef", name: "laptop"))
        let relative = SyncSetup.parse("device=0123456789abcdef\nfolder=../../Sync/gym\n", at: "/home/l/.local/share/gym-timer/sync.conf")
        #expect(relative?.folder == "/home/l/.local/Sync/gym" && relative?.name == "")
        #expect(SyncSetup.parse("folder=/x\ndevice=0123456789ABCDEF\n", at: "/a/sync.conf") == nil, "a device id is lowercase hex")
        #expect(SyncSetup.parse("device=0123456789abcdef\n", at: "/a/sync.conf") == nil)
        #expect(SyncSetup.segmentNumber("000012.jsonl") == 12 && SyncSetup.segmentName(12) == "000012.jsonl")
        #expect(SyncSetup.segmentNumber(".syncthing.000012.jsonl.tmp") == nil && SyncSetup.segmentNumber("000012.sync-conflict-1.jsonl") == nil)
    }

    @Test func test_the_local_syncthing_is_read_from_its_config() throws {
        let xml = """
            <configuration version="37">
             <folder id="gym-log" label="Gym" path="~/Sync/gym" type="sendreceive"><device id="AAA"></device></folder>
             <folder id="photos" path="/home/l/Pictures/" type="sendreceive"></folder>
             <device id="AAA-BBB" name="laptop &amp; co" compression="metadata"><address>dynamic</address></device>
             <gui enabled="true" tls="false" debugging="false"><address>0.0.0.0:8385</address><apikey>k3y</apikey></gui>
            </configuration>
            """
        let syncthing = try #require(LocalSyncthing.parse(xml, path: "/c/config.xml", home: "/home/l"))
        #expect(syncthing.address == .tcp(host: "127.0.0.1", port: 8385) && syncthing.apiKey == "k3y")
        #expect(syncthing.folders == [.init(id: "gym-log", path: "/home/l/Sync/gym"), .init(id: "photos", path: "/home/l/Pictures")])
        #expect(syncthing.devices == [.init(id: "AAA-BBB", name: "laptop & co")])
        let held = try #require(syncthing.folder(holding: "/home/l/Sync/gym/0123456789abcdef/000001.jsonl"))
        #expect(held.folder.id == "gym-log" && held.sub == "0123456789abcdef/000001.jsonl")
        #expect(syncthing.folder(holding: "/home/l/Syncthing/x") == nil)
        // Overrides as Syncthing takes them; TLS, another host or no key: not reachable this way.
        let overridden = LocalSyncthing.parse(xml, path: "/c", home: "/h", environment: ["STGUIADDRESS": "unix:///run/st.sock", "STGUIAPIKEY": "other"])
        #expect(overridden?.address == .unix(path: "/run/st.sock") && overridden?.apiKey == "other")
        #expect(LocalSyncthing.parse(xml.replacingOccurrences(of: "tls=\"false\"", with: "tls=\"true\""), path: "/c", home: "/h") == nil)
        #expect(LocalSyncthing.parse(xml.replacingOccurrences(of: "0.0.0.0:8385", with: "192.168.1.4:8385"), path: "/c", home: "/h") == nil)
        #expect(LocalSyncthing.parse(xml.replacingOccurrences(of: "<apikey>k3y</apikey>", with: ""), path: "/c", home: "/h") == nil)
    }

    /// Found where Syncthing keeps it: its STHOMEDIR, else the state
    /// directory (1.27 and later), else the config directory.
    @Test func test_the_config_is_found_where_syncthing_keeps_it() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("st-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let xml = { (port: Int) in "<configuration><gui tls=\"false\"><address>127.0.0.1:\(port)</address><apikey>k</apikey></gui></configuration>" }
        for (dir, port) in [("/home/.config/syncthing", 1), ("/home/.local/state/syncthing", 2), ("/own", 3)] {
            try FileManager.default.createDirectory(atPath: root + dir, withIntermediateDirectories: true)
            try xml(port).write(toFile: root + dir + "/config.xml", atomically: true, encoding: .utf8)
        }
        let home = ["HOME": root + "/home"]
        #expect(LocalSyncthing.find(environment: home.merging(["STHOMEDIR": root + "/own"]) { $1 })?.address == .tcp(host: "127.0.0.1", port: 3))
        #expect(LocalSyncthing.find(environment: home)?.address == .tcp(host: "127.0.0.1", port: 2))
        try FileManager.default.removeItem(atPath: root + "/home/.local/state/syncthing")
        #expect(LocalSyncthing.find(environment: home)?.address == .tcp(host: "127.0.0.1", port: 1))
        #expect(LocalSyncthing.find(environment: ["HOME": root + "/nobody"]) == nil)
    }
}
