import CEspeakNG
#if canImport(Glibc)
import Glibc
#endif

/// The spoken cue as sound: espeak-ng synthesizes the sentence (its
/// synchronous mode hands the samples over as they are made) into a WAV
/// file, which libcanberra plays like the chime (it reads sounds from files
/// by name only, and one under /proc/self/fd plays silence).
/// espeak-ng is started for each cue and stopped after it, so an idle
/// daemon holds none of its voice data. On the chime's thread only.
enum RestSpeech {
    /// `text` spoken, as a WAV file in `directory` that is removed once
    /// let go; espeak-ng is opened for it and closed after.
    static func file(speaking text: String, in directory: String) throws(SoundLibraryError) -> SpokenFile {
        let espeak = try EspeakNG()
        let rate = espeak.initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, 0)
        guard rate > 0 else { throw SoundLibraryError(reason: "espeak-ng cannot speak here (no voice data: install espeak-ng-data)") }
        defer { _ = espeak.terminate() }
        _ = espeak.setVoiceByName("en")
        collected.removeAll(keepingCapacity: true)
        defer { collected.removeAll() }
        espeak.setSynthCallback { samples, count, _ in
            if let samples, count > 0 { collected.append(contentsOf: UnsafeBufferPointer(start: samples, count: Int(count))) }
            return 0
        }
        let code = text.withCString { espeak.synth($0, strlen($0) + 1, 0, POS_CHARACTER, 0, gt_espeak_chars_utf8, nil, nil) }
        guard code == EE_OK, !collected.isEmpty else { throw SoundLibraryError(reason: "espeak-ng said nothing for \"\(text)\"") }
        guard let file = SpokenFile(wav: wav(collected, rate: UInt32(rate)), path: directory + "/spoken-cue.wav") else {
            throw SoundLibraryError(reason: "\(directory) is not writable")
        }
        return file
    }

    /// 16-bit mono PCM at `rate` as a WAV file.
    static func wav(_ samples: [Int16], rate: UInt32) -> [UInt8] {
        func le32(_ v: UInt32) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)] }
        func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        let data = UInt32(samples.count * 2)
        var out = Array("RIFF".utf8) + le32(36 + data) + Array("WAVE".utf8)
        out += Array("fmt ".utf8) + le32(16) + le16(1) + le16(1) + le32(rate) + le32(rate * 2) + le16(2) + le16(16)
        out += Array("data".utf8) + le32(data)
        out.reserveCapacity(out.count + Int(data))
        for s in samples { out += le16(UInt16(bitPattern: s)) }
        return out
    }
}

/// The samples of the cue being synthesized: espeak-ng's callback has no
/// context of its own, and only the chime's thread synthesizes.
nonisolated(unsafe) private var collected: [Int16] = []

/// The cue's WAV file while it plays (in the daemon's private runtime
/// directory, which is in memory); removed once let go.
final class SpokenFile {
    let path: String

    init?(wav: [UInt8], path: String) {
        self.path = path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        let written = wav.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == wav.count else { unlink(path); return nil }
    }

    deinit { unlink(path) }
}
