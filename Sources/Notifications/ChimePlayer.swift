import CCanberra
import CLinux
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// The sound at the end of a rest, played by the daemon itself through
/// libcanberra (PulseAudio or PipeWire) where the notification server
/// plays none (dunst, xfce4-notifyd, most tiling desktops), or when asked.
///
/// On a thread of its own ("gt-chime"), which sleeps on a condition until
/// asked: the daemon's loop never waits for the sound server, and an idle
/// daemon wakes for nothing. Each chime opens its own connection and
/// closes it once the sound has played, so nothing is held between rests.
/// While it plays, media players that are playing are lowered
/// (`MediaDucking`), on a session bus connection of the chime's own.
final class ChimePlayer: @unchecked Sendable {
    /// What became of a chime, for `daemon status`.
    enum Outcome: Sendable, Equatable {
        case played
        case failed(String)
    }

    /// Guards what follows; taken alone.
    private let monitor = Monitor()
    private var queued: [(sound: String, decibels: Double, bus: String?, speech: String?)] = []
    private let report: @Sendable (Outcome) -> Void
    private let appName: String
    private let scratchDirectory: String?

    /// The longest a chime (or the words after it) may take to play before
    /// it is cut (the theme's alarm is heard for 4.5 s, its file runs 7 s).
    static let longest: Int = 15

    /// `report` hears each chime's outcome, on the chime's thread.
    init(appName: String, scratchDirectory: String? = nil, report: @escaping @Sendable (Outcome) -> Void) throws(SystemError) {
        self.appName = appName
        self.scratchDirectory = scratchDirectory
        self.report = report
        let started = startThread(named: "gt-chime") { [self] in serve() }
        guard started else { throw SystemError("start the chime thread", code: EAGAIN) }
    }

    /// Plays the freedesktop sound `sound` at `volume` (0 to 1 of full),
    /// then says `speech` if given, lowering the media players on the
    /// session bus at `bus` meanwhile; returns at once. Nothing plays at
    /// volume 0.
    func play(_ sound: String, volume: Double, duckingOn bus: String?, then speech: String? = nil) {
        guard volume > 0 else { return }
        monitor.lock {
            queued.append((sound, Self.decibels(volume), bus, speech))
            monitor.signal()
        }
    }

    /// libcanberra's volume is in decibels (0 is the sound as recorded).
    static func decibels(_ volume: Double) -> Double {
        20 * log10(min(1, max(volume, 0.0001)))
    }

    private func serve() {
        while true {
            let next = monitor.lock {
                while queued.isEmpty { monitor.wait() }
                return queued.removeFirst()
            }
            report(playNow(next.sound, decibels: next.decibels, duckingOn: next.bus, then: next.speech))
            // What the sound server's client and the synthesizer's voice
            // took is freed now: its pages go back, not to an idle daemon's count.
            gt_heap_release_freed()
        }
    }

    /// One chime, start to end, on a connection of its own, with
    /// libcanberra opened for it and closed after it.
    private func playNow(_ sound: String, decibels: Double, duckingOn bus: String?, then speech: String?) -> Outcome {
        let ca: Canberra
        do { ca = try Canberra() } catch { return .failed("libcanberra cannot be loaded (install libcanberra0): \(error)") }
        // Outlive the context: libcanberra calls back into them until the
        // context is destroyed (a cut sound is called back as cancelled).
        let done = Completion(), spoken = Completion()
        let finished: Canberra.Finished = { _, _, _, data in
            Unmanaged<Completion>.fromOpaque(data!).takeUnretainedValue().finish()
        }
        return withExtendedLifetime((done, spoken)) {
            var context: OpaquePointer?
            guard ca.contextCreate(&context) == Int32(CA_SUCCESS), let context else { return .failed("libcanberra could not start") }
            defer { _ = ca.contextDestroy(context) }
            let application = ca.properties([(gt_ca_prop_application_name, appName), (gt_ca_prop_application_id, "org.gymtimer.Timer")])
            defer { _ = ca.proplistDestroy(application) }
            _ = ca.contextChangeProps(context, application)
            if let failure = ca.failure(ca.contextOpen(context)) { return .failed(failure) }
            let volume = String((decibels * 100).rounded() / 100)
            let chime = ca.properties([(gt_ca_prop_event_id, sound), (gt_ca_prop_media_role, "event"),
                                       (gt_ca_prop_canberra_volume, volume), (gt_ca_prop_canberra_cache_control, "volatile")])
            defer { _ = ca.proplistDestroy(chime) }
            if let failure = ca.failure(ca.contextPlay(context, 1, chime, finished, Unmanaged.passUnretained(done).toOpaque())) {
                return .failed(failure)
            }
            // Lowered once the sound is on its way, so its start waits for no player.
            let ducking = bus.flatMap(MediaDucking.init(address:))
            ducking?.lower()
            defer { ducking?.restore() }
            // Played to its end, or cut after `longest`.
            _ = done.wait(seconds: Self.longest)
            guard let speech, let directory = scratchDirectory else { return .played }
            let file: SpokenFile
            do { file = try RestSpeech.file(speaking: speech, in: directory) } catch { return .failed("the spoken cue: \(error)") }
            let words = ca.properties([(gt_ca_prop_media_filename, file.path), (gt_ca_prop_media_role, "event"),
                                       (gt_ca_prop_canberra_volume, volume)])
            defer { _ = ca.proplistDestroy(words) }
            if let failure = ca.failure(ca.contextPlay(context, 2, words, finished, Unmanaged.passUnretained(spoken).toOpaque())) {
                return .failed("the spoken cue: " + failure)
            }
            _ = spoken.wait(seconds: Self.longest)
            return .played
        }
    }
}
