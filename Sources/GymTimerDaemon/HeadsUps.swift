/// The heads-ups ("Rest ends in 10 s") on screen or on their way, by timer,
/// so that each is closed when its timer finishes, is stopped or is
/// replaced. Left open, one sits beside "Rest over", and notification-daemon
/// holds "Rest over" back until the heads-up expires. A plain value, driven
/// by `TimerService` on the loop thread.
struct HeadsUps {
    /// Shows asked for and not answered yet: the timer each is for, or nil
    /// once that timer ended before the answer came (its id is then closed
    /// as soon as it is known).
    private var sending: [UInt64: String?] = [:]
    /// The id of each timer's heads-up on screen.
    private var shown: [String: UInt32] = [:]

    /// A heads-up for timer `name` was asked for under `token`.
    mutating func sent(token: UInt64, for name: String) {
        sending[token] = name
    }

    /// What to do with the server's answer to `token`.
    enum Answer: Equatable {
        /// Not a heads-up's token.
        case notHeadsUp
        /// A heads-up whose timer still wants it, now on screen (or failed).
        case kept
        /// A heads-up whose timer ended meanwhile: close this id now.
        case close(UInt32)
    }

    /// The server answered `token` with `id` (nil: it was not shown). A
    /// timer has one heads-up on screen: a later one (after `add` moved the
    /// end) closes the one before.
    mutating func answered(token: UInt64, id: UInt32?) -> Answer {
        guard let entry = sending.removeValue(forKey: token) else { return .notHeadsUp }
        guard let id else { return .kept }
        guard let name = entry else { return .close(id) }
        if let earlier = shown.updateValue(id, forKey: name), earlier != id { return .close(earlier) }
        return .kept
    }

    /// Timer `name` finished, was stopped, replaced, paused or moved by
    /// `add` (its "ends in 10 s" is no longer true): the id of its
    /// heads-up to close now, if one is on screen; one still on its way is
    /// closed when its answer comes.
    mutating func end(_ name: String) -> UInt32? {
        for (token, entry) in sending where entry == name { sending[token] = .some(nil) }
        return shown.removeValue(forKey: name)
    }

    /// The timer whose heads-up is notification `id`, while it is on screen.
    func timer(showing id: UInt32) -> String? {
        shown.first { $0.value == id }?.key
    }

    /// The server that numbered the heads-ups is gone: their ids mean nothing now.
    mutating func forgetIDs() {
        shown.removeAll()
    }
}
