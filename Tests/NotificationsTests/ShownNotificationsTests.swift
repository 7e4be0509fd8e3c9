@testable import Notifications
import Testing

/// Which notification objects the notifier keeps, and which it lets go.
@Suite struct ShownNotificationsTests {
    struct Object: ShownObject, Equatable {
        let address: UInt
    }

    @Test func test_a_shown_notification_is_found_by_id_and_by_its_objects_address() {
        var shown = ShownNotifications<Object>(limit: 4)
        #expect(shown.keep(Object(address: 0xA0), id: 7, replacing: nil).isEmpty)
        #expect(shown.id(of: 0xA0) == 7)
        #expect(shown.object(7) == Object(address: 0xA0))
        #expect(shown.id(of: 0xB0) == nil)
    }

    @Test func test_an_update_lets_go_of_the_object_it_replaces_under_the_same_or_a_new_id() {
        var shown = ShownNotifications<Object>(limit: 4)
        _ = shown.keep(Object(address: 0xA0), id: 7, replacing: nil)
        #expect(shown.keep(Object(address: 0xA1), id: 7, replacing: 7) == [Object(address: 0xA0)])
        #expect(shown.id(of: 0xA0) == nil, "the old object's signals no longer name 7")
        #expect(shown.id(of: 0xA1) == 7)
        // A server that gave the update a new id: the old id goes too.
        #expect(shown.keep(Object(address: 0xA2), id: 9, replacing: 7) == [Object(address: 0xA1)])
        #expect(shown.object(7) == nil && shown.object(9) == Object(address: 0xA2))
        #expect(shown.count == 1)
    }

    @Test func test_beyond_the_limit_the_least_recently_shown_is_let_go() {
        var shown = ShownNotifications<Object>(limit: 2)
        _ = shown.keep(Object(address: 1), id: 1, replacing: nil)
        _ = shown.keep(Object(address: 2), id: 2, replacing: nil)
        _ = shown.keep(Object(address: 11), id: 1, replacing: 1) // 1 shown again: now the most recent
        #expect(shown.keep(Object(address: 3), id: 3, replacing: nil) == [Object(address: 2)])
        #expect(shown.count == 2 && shown.object(1) == Object(address: 11) && shown.object(3) == Object(address: 3))
    }

    @Test func test_closing_by_the_server_or_by_the_daemon_lets_go_once() {
        var shown = ShownNotifications<Object>(limit: 4)
        _ = shown.keep(Object(address: 0xA0), id: 7, replacing: nil)
        _ = shown.keep(Object(address: 0xB0), id: 8, replacing: nil)
        #expect(shown.remove(address: 0xA0)?.id == 7)
        #expect(shown.remove(address: 0xA0) == nil, "a second closed signal finds nothing")
        #expect(shown.remove(id: 7) == nil)
        #expect(shown.remove(id: 8) == Object(address: 0xB0))
        #expect(shown.remove(address: 0xB0) == nil)
        #expect(shown.count == 0)
    }

    @Test func test_everything_goes_when_the_server_leaves() {
        var shown = ShownNotifications<Object>(limit: 4)
        for n in 1...3 { _ = shown.keep(Object(address: UInt(n)), id: UInt32(n), replacing: nil) }
        #expect(Set(shown.removeAll().map(\.address)) == [1, 2, 3])
        #expect(shown.count == 0 && shown.id(of: 1) == nil)
    }
}
