import CCanberra
import CLinux
#if canImport(Glibc)
import Glibc
#endif

/// One chime, played start to end by a short-lived `gym-timerd --play-chime`
/// the chime thread starts (`ChimePlayer`): libcanberra, the sound server's
/// client (libpulse, which cannot be unloaded once loaded) and the
/// synthesizer live only in that process, so a daemon that has rung is as
/// small as one that has not, and holds no sound connection between rests.
///
/// Started `--cued` a few seconds before a rest ends, it gets ready (the
/// library loaded, the connection open, the sound in the server's cache)
/// and waits for a line on its input: `play`, with the words to say after
/// a tab, or the end of the input when its rest was stopped.
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
    /// Ready, and waiting for `play` on its input.
    var cued = false

    static let flag = "--play-chime"

    /// The child's command line after the executable.
    var arguments: [String] {
        var words = [Self.flag, sound, "--decibels", String(decibels), "--app-name", appName]
        if let bus { words += ["--duck", bus] }
        if let speech { words += ["--speak", speech] }
        if let scratchDirectory { words += ["--scratch", scratchDirectory] }
        if cued { words += ["--cued", "yes"] }
        return words
    }

    /// The same sound, loudness and media players: a player readied for
    /// one plays the other (the words are given as it plays).
    func sounds(like other: Chime) -> Bool {
        sound == other.sound && decibels == other.decibels && bus == other.bus && appName == other.appName
    }

    /// The line a cued player is told to play with.
    static func cue(speaking speech: String?) -> String {
        "play" + (speech.map { "\t" + $0.replacingNewlines() } ?? "") + "\n"
    }

    /// The longest a chime (or the words after it) may take to play before
    /// it is cut (the theme's alarm is heard for 4.5 s, its file runs 7 s).
    static let longest: Int = 15

    /// Plays it on a connection of its own and says how it went; nil when
    /// cued and told nothing (its rest was stopped).
    func play() -> ChimePlayer.Outcome? {
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
            var speech = self.speech
            if cued {
                // In the server's cache now, it starts at once when told (a
                // server that caches nothing plays it from the file all the same).
                _ = ca.contextCache(context, chime)
                guard let told = Self.readCue() else { return nil }
                speech = told
            }
            if let failure = ca.failure(ca.contextPlay(context, 1, chime, finished, Unmanaged.passUnretained(done).toOpaque())) {
                return .failed(failure)
            }
            // Lowered once the sound is on its way, so its start waits for no player.
            let ducking = bus.flatMap(MediaDucking.init(address:))
            ducking?.lower()
            defer { ducking?.restore() }
            // Played to its end, or cut after `longest`.
            _ = done.wait(seconds: Self.longest)
            guard let speech, !speech.isEmpty, let scratchDirectory else { return .played }
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

extension Chime {
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
                  scratchDirectory: options["--scratch"], appName: appName, cued: options["--cued"] == "yes")
    }

    /// The words after `play` on the input, "" for none; nil at the end of
    /// the input without `play`.
    static func readCue() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let n = read(0, &byte, 1)
            if n < 0, errno == EINTR { continue }
            guard n == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { break }
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text == "play" || text.hasPrefix("play\t") else { return nil }
        return String(text.dropFirst("play".count).drop { $0 == "\t" })
    }
}

private extension String {
    func replacingNewlines() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
    }
}
