import GymTimerProtocol
import TimerCore

/// A listing of many timers, sent a page at a time as the client reads it.
/// With 100,000 timers the whole answer is about 15 MB of JSON; built at
/// once it would sit in the daemon's memory and outgrow the client's queue.
/// The stream holds only the names, in order, and turns the next page into
/// bytes when the client has taken the previous ones.
///
/// Every page is a response line with `"more":true` and up to `pageSize`
/// timers; the last carries the rest and what a one-line answer would
/// (`notifications`, the `subscribed` event). Remaining times are as of the
/// request; a timer stopped before its page is sent is left out, and one
/// changed meanwhile is shown as it is then.
final class TimerListingStream {
    static let pageSize = 1000

    private var names: ArraySlice<String>
    let id: Int?
    private let now: ClockReading
    private let notifications: NotificationAvailability
    private let event: TimerEventKind?

    init(names: [String], id: Int?, at now: ClockReading, notifications: NotificationAvailability, event: TimerEventKind?) {
        self.names = names[...]
        self.id = id
        self.now = now
        self.notifications = notifications
        self.event = event
    }

    /// The next page's line, and whether it was the last.
    func nextPage(from book: TimerBook) -> (line: [UInt8], last: Bool) {
        let page = names.prefix(Self.pageSize)
        names = names.dropFirst(Self.pageSize)
        let timers = page.compactMap { name in book.timers[name].map { book.snapshot($0, at: now) } }
        let last = names.isEmpty
        return (ListingPage.line(id: id, timers: timers, notifications: last ? notifications : nil,
                                 event: last ? event : nil, more: !last), last)
    }
}
