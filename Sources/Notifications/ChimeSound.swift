import CCanberra
import CLinux

/// One chime, played start to end by a short-lived `gym-timerd --play-chime`
/// the chime thread starts (`ChimePlayer`): libcanberra, the sound server's
/// client (libpulse, which cannot be unloaded once loaded) and the
/// synthesizer live only in that process, so a daemon that has rung is as
/// small as one that has not, and holds no sound connection between rests.
public struct Chime: Equatable, Sendable {
    /// The freedesktop sound's name in the user's theme.
    var sound: String
    /// libcanberra's volume: 0 is the sound as recorded.
    var decibels: Double
    /// The session bus whose playing media players are lowered meanwhile.
    var bus: String?
    /// Said after the sound, if given (`notify.speak`).
    var speech: String?
    /// Where the spoken cue's sound file is written.
    var scratchDirectory: String?
    var appName: String

    static let flag = "--play-chime"

    /// The child's command line after the executable.
    var arguments: [String] {
        var words = [Self.flag, sound, "--decibels", String(decibels), "--app-name", appName]
        if let bus { words += ["--duck", bus] }
        if let speech, let scratchDirectory { words += ["--speak", speech, "--scratch", scratchDirectory] }
        return words
    }

    /// Read back from `arguments` (the executable first); nil when they ask
    /// for something else.
    init?(arguments: [String]) {
        guard arguments.count >= 3, arguments[1] == Self.flag else { return nil }
        var options: [String: String] = [:]
        var rest = arguments[3...]
        while let name = rest.popFirst() {
            guard name.hasPrefix("--"), let value = rest.popFirst() else { return nil }
            options[name] = value
        }
        guard let decibels = options["--decibels"].flatMap(Double.init), let appName = options["--app-name"] else { return nil }
        self.init(sound: arguments[2], decibels: decibels, bus: options["--duck"], speech: options["--speak"],
                  scratchDirectory: options["--scratch"], appName: appName)
    }

    init(sound: String, decibels: Double, bus: String?, speech: String?, scratchDirectory: String?, appName: String) {
        self.sound = sound
        self.decibels = decibels
        self.bus = bus
        self.speech = speech
        self.scratchDirectory = scratchDirectory
        self.appName = appName
    }

    /// The longest a chime (or the words after it) may take to play before
    /// it is cut (the theme's alarm is heard for 4.5 s, its file runs 7 s).
    static let longest: Int = 15

    /// Plays it on a connection of its own and says how it went.
    func play() -> ChimePlayer.Outcome {
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
            guard let speech, let scratchDirectory else { return .played }
            let file: SpokenFile
            do { file = try RestSpeech.file(speaking: speech, in: scratchDirectory) } catch { return .failed("the spoken cue: \(error)") }
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
