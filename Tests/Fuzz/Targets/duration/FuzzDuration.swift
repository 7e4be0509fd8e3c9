import FuzzSupport
import Notation

/// Durations as people type them (`90`, `1m30`, `2:00`, `-15s`): parsed,
/// and what parses prints and parses back to a duration.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    if let seconds = try? DurationNotation.parse(text) {
        _ = DurationNotation.clock(seconds)
        _ = DurationNotation.spoken(seconds)
    }
    if let seconds = try? DurationNotation.parseSigned(text) {
        _ = DurationNotation.clock(abs(seconds))
    }
    return 0
}

@main enum Main { static func main() { FuzzMain.run(fuzzOne) } }
