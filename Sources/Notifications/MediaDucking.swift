import SessionBus

/// Media players playing while the chime sounds (a podcast, music) are
/// lowered and put back after, as phones do: through each MPRIS player's
/// `org.mpris.MediaPlayer2.Player` `Volume` on the session bus.
///
/// Used on the chime's thread, on a connection of its own opened for the
/// chime and closed after it. A player is put back only if its volume is
/// still what it was lowered to: one the lifter turned meanwhile is left
/// as they set it. A player that does not answer within 250 ms is left
/// alone; one that is paused, or has no volume, is not touched.
final class MediaDucking {
    /// Lowered to this share of its volume.
    static let share = 0.3
    static let timeoutMilliseconds: Int32 = 250
    static let playerPrefix = "org.mpris.MediaPlayer2."
    static let path = "/org/mpris/MediaPlayer2"
    static let player = "org.mpris.MediaPlayer2.Player"

    private let bus: WaitingBusConnection
    /// Each player lowered: its name, its volume before, and the volume set.
    private var lowered: [(name: String, before: Double, set: Double)] = []

    /// Connects to the bus at `address`; nil when there is none to reach.
    init?(address: String) {
        guard let bus = try? WaitingBusConnection(address: address, timeoutMilliseconds: Self.timeoutMilliseconds) else { return nil }
        self.bus = bus
    }

    /// Lowers every player that is playing.
    func lower() {
        for name in bus.names().sorted() where name.hasPrefix(Self.playerPrefix) {
            guard bus.property("PlaybackStatus", of: Self.player, on: name, path: Self.path)?.string() == "Playing",
                  let volume = self.volume(of: name), volume > 0 else { continue }
            let set = volume * Self.share
            if bus.setProperty("Volume", of: Self.player, on: name, path: Self.path, to: set) {
                lowered.append((name, volume, set))
            }
        }
    }

    /// Puts back every player lowered whose volume nobody changed since.
    func restore() {
        for player in lowered {
            guard let now = volume(of: player.name), abs(now - player.set) < 0.001 else { continue }
            bus.setProperty("Volume", of: Self.player, on: player.name, path: Self.path, to: player.before)
        }
        lowered.removeAll()
    }

    private func volume(of name: String) -> Double? {
        bus.property("Volume", of: Self.player, on: name, path: Self.path)?.double()
    }
}
