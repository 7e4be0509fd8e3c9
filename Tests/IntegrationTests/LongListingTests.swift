import Foundation
import Testing

/// Listings longer than a page (1,000 timers) leave the daemon a page at a
/// time: the real daemon and client over the real socket.
@Suite(.serialized) struct LongListingTests {
    static let count = 2_500

    /// A daemon holding `count` timers named t0000…t2499.
    private func sessionWithManyTimers() throws -> DesktopSession {
        let session = try DesktopSession(notificationServer: false)
        try session.startDaemon()
        let client = try LineClient(session.socketPath)
        let requests = (0..<Self.count).map { String(format: #"{"v":1,"cmd":"start","name":"t%04d","seconds":3600}"#, $0) + "\n" }
        #expect(client.send(requests.joined()))
        for _ in 0..<Self.count {
            let response = try #require(client.receive())
            #expect(response["ok"] as? Bool == true)
        }
        return session
    }

    @Test func test_the_client_joins_the_pages_into_one_listing() throws {
        let session = try sessionWithManyTimers()
        let listed = try session.client("list", "--json")
        #expect(listed.status == 0, "\(listed.stderr)")
        let timers = try #require(try session.json(listed)["timers"] as? [[String: Any]])
        #expect(timers.compactMap { $0["name"] as? String } == (0..<Self.count).map { String(format: "t%04d", $0) })
        let plain = try session.client("list")
        #expect(plain.stdout.split(separator: "\n").filter { $0.hasPrefix("t") }.count == Self.count)
    }

    @Test func test_pages_come_in_order_before_the_next_answer() throws {
        let session = try sessionWithManyTimers()
        let client = try LineClient(session.socketPath)
        // Two requests in one write: the second is answered after the last page.
        client.send(#"{"v":1,"cmd":"list","id":7}"# + "\n" + #"{"v":1,"cmd":"daemon_status","id":8}"# + "\n")
        var names: [String] = []
        var pages = 0
        while true {
            let page = try #require(client.receive())
            #expect(page["id"] as? Int == 7)
            pages += 1
            let timers = try #require(page["timers"] as? [[String: Any]])
            #expect(timers.count <= 1000)
            names += timers.compactMap { $0["name"] as? String }
            if page["more"] as? Bool == true {
                #expect(page["notifications"] == nil)
            } else {
                #expect(page["notifications"] as? String != nil)
                break
            }
        }
        #expect(pages == 3)
        #expect(names == (0..<Self.count).map { String(format: "t%04d", $0) })
        let status = try #require(client.receive())
        #expect(status["id"] as? Int == 8)
        #expect((status["daemon"] as? [String: Any])?["timers"] as? Int == Self.count)
    }

    @Test func test_a_subscriber_gets_the_whole_listing_before_any_event() throws {
        let session = try sessionWithManyTimers()
        let subscriber = try LineClient(session.socketPath)
        subscriber.send(#"{"v":1,"cmd":"subscribe"}"# + "\n")
        // Started while the listing may still be on its way: it shows either
        // in the listing or as an event after it, never in between.
        let started = try session.client("start", "60", "--name", "zz-late")
        #expect(started.status == 0)
        var listed: [String] = []
        var subscribed = false
        while !subscribed {
            let page = try #require(subscriber.receive())
            #expect(page["event"] == nil || page["event"] as? String == "subscribed")
            listed += (page["timers"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            subscribed = page["more"] as? Bool != true
            #expect(subscribed == (page["event"] as? String == "subscribed"))
        }
        #expect(listed.count >= Self.count)
        if !listed.contains("zz-late") {
            let event = try #require(subscriber.receive())
            #expect(event["event"] as? String == "started")
            #expect((event["timer"] as? [String: Any])?["name"] as? String == "zz-late")
        }
        // The subscription is live: a change now arrives as one event.
        _ = try session.client("stop", "t0001")
        var stopped: [String: Any]?
        while stopped == nil {
            let event = try #require(subscriber.receive())
            if event["event"] as? String == "stopped" { stopped = event }
        }
        #expect((stopped?["timer"] as? [String: Any])?["name"] as? String == "t0001")
    }
}
