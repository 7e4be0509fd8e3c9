import FuzzSupport
import Notation

/// What follows `gym-timer log <exercise>`: sets (`100x5x3`, `bw+20x8`,
/// `5km 25:00`), changes (`+2.5x5`), weights, times and distances, in both
/// units. Errors are fine; traps are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let words = text.split(separator: " ").map(String.init)
    for unit in [WeightUnit.kg, .lb] {
        _ = try? SetNotation.sets(words, unit: unit)
        _ = try? SetShorthand.parse(words, unit: unit)
        _ = try? SetNotation.parseWeight(text, unit: unit, allowNegative: true)
    }
    _ = try? SetNotation.parseTime(text)
    _ = try? SetNotation.parseDistance(text)
    return 0
}

@main enum Main { static func main() { FuzzMain.run(fuzzOne) } }
