import CCanberra
import CEspeakNG
#if canImport(Glibc)
import Glibc
#endif

/// A shared library opened for one piece of work and closed after it.
///
/// libcanberra and espeak-ng bring PulseAudio's client, ALSA, libsndfile and
/// their codecs (thirty libraries); linked into gym-timerd, the loader maps
/// and relocates them all at start, 2.5 MB of an idle daemon's memory. They
/// are opened when a chime plays, on the chime's thread, and closed once it
/// has played, so an idle daemon carries none of them.
final class LoadedLibrary {
    private let handle: UnsafeMutableRawPointer

    /// Opens `name` (a soname); nil, with the loader's reason, if it cannot.
    init(_ name: String) throws(SoundLibraryError) {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            throw SoundLibraryError(reason: dlerror().map { String(cString: $0) } ?? "\(name) cannot be opened")
        }
        self.handle = handle
    }

    deinit { dlclose(handle) }

    /// The function `symbol` as type `T` (a `@convention(c)` function type).
    func function<T>(_ symbol: String) throws(SoundLibraryError) -> T {
        guard let address = dlsym(handle, symbol) else { throw SoundLibraryError(reason: "\(symbol) is missing") }
        return unsafeBitCast(address, to: T.self)
    }
}

struct SoundLibraryError: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}

/// libcanberra's functions, from the library opened for one chime.
struct Canberra {
    typealias Finished = @convention(c) (OpaquePointer?, UInt32, Int32, UnsafeMutableRawPointer?) -> Void

    let library: LoadedLibrary
    let contextCreate: @convention(c) (UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    let contextDestroy: @convention(c) (OpaquePointer?) -> Int32
    let contextChangeProps: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    let contextOpen: @convention(c) (OpaquePointer?) -> Int32
    let contextPlay: @convention(c) (OpaquePointer?, UInt32, OpaquePointer?, Finished?, UnsafeMutableRawPointer?) -> Int32
    let contextCache: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    let proplistCreate: @convention(c) (UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    let proplistDestroy: @convention(c) (OpaquePointer?) -> Int32
    let proplistSets: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    let strerror: @convention(c) (Int32) -> UnsafePointer<CChar>?

    init() throws(SoundLibraryError) {
        library = try LoadedLibrary("libcanberra.so.0")
        contextCreate = try library.function("ca_context_create")
        contextDestroy = try library.function("ca_context_destroy")
        contextChangeProps = try library.function("ca_context_change_props_full")
        contextOpen = try library.function("ca_context_open")
        contextPlay = try library.function("ca_context_play_full")
        contextCache = try library.function("ca_context_cache_full")
        proplistCreate = try library.function("ca_proplist_create")
        proplistDestroy = try library.function("ca_proplist_destroy")
        proplistSets = try library.function("ca_proplist_sets")
        strerror = try library.function("ca_strerror")
    }

    /// A property list of `pairs`; the caller destroys it.
    func properties(_ pairs: [(UnsafePointer<CChar>, String)]) -> OpaquePointer? {
        var list: OpaquePointer?
        guard proplistCreate(&list) == Int32(CA_SUCCESS) else { return nil }
        for (key, value) in pairs { _ = proplistSets(list, key, value) }
        return list
    }

    /// A result as a reason a person can act on; nil for success.
    func failure(_ code: Int32) -> String? {
        let unreachable = [CA_ERROR_NODRIVER, CA_ERROR_NOTAVAILABLE, CA_ERROR_DISCONNECTED, CA_ERROR_ACCESS].map { Int32($0) }
        if code == Int32(CA_SUCCESS) { return nil }
        if code == Int32(CA_ERROR_NOTFOUND) { return "the sound is not in the sound theme (install sound-theme-freedesktop)" }
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return unreachable.contains(code) ? "no sound server (PulseAudio or PipeWire) answers: \(reason)" : reason
    }
}

/// espeak-ng's functions, from the library opened for one spoken cue.
struct EspeakNG {
    typealias Samples = @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32

    let library: LoadedLibrary
    let initialize: @convention(c) (espeak_AUDIO_OUTPUT, Int32, UnsafePointer<CChar>?, Int32) -> Int32
    let setVoiceByName: @convention(c) (UnsafePointer<CChar>?) -> espeak_ERROR
    let setSynthCallback: @convention(c) (Samples?) -> Void
    let synth: @convention(c) (UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32,
                               UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?) -> espeak_ERROR
    let terminate: @convention(c) () -> espeak_ERROR

    init() throws(SoundLibraryError) {
        library = try LoadedLibrary("libespeak-ng.so.1")
        initialize = try library.function("espeak_Initialize")
        setVoiceByName = try library.function("espeak_SetVoiceByName")
        setSynthCallback = try library.function("espeak_SetSynthCallback")
        synth = try library.function("espeak_Synth")
        terminate = try library.function("espeak_Terminate")
    }
}
