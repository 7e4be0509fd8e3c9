/// What the timer service needs of the desktop's notification server: show
/// and close, and hear back. `DesktopNotifier` is the real one (libnotify);
/// the daemon's unit tests record calls and answer by hand.
public protocol NotificationPresenter: AnyObject {
    var server: DesktopNotifier.Server { get }
    /// Whether a notification shown now would reach a server.
    var available: Bool { get }
    var onOutcome: (UInt64, NotifyOutcome) -> Void { get set }
    var onAction: (UInt32, RestNotification.Action) -> Void { get set }
    var onClosed: (UInt32) -> Void { get set }
    var onServerAppeared: () -> Void { get set }
    var onServerVanished: () -> Void { get set }
    /// Sends `note`, replacing notification `replacing` if given; the
    /// outcome comes back through `onOutcome` with `token`.
    func show(_ note: RestNotification, replacing: UInt32?, token: UInt64)
    func close(id: UInt32)
    /// Whether the server plays the sound a notification names.
    var playsSounds: Bool { get }
    /// Plays `sound` itself, at `volume` (0 to 1), then says `speech` if given.
    func chime(_ sound: String, volume: Double, then speech: String?)
    /// Gets that chime ready to play at once, for a rest about to end.
    func readyChime(_ sound: String, volume: Double)
}

extension DesktopNotifier: NotificationPresenter {}

public extension NotificationPresenter {
    func show(_ note: RestNotification, token: UInt64) { show(note, replacing: nil, token: token) }
}
