import FuzzSupport
import Notation

/// Recognising an export from its header line: splitting it (quotes,
/// doubled quotes, either delimiter) and matching every known layout,
/// including the units named in headers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let line = Array(UnsafeBufferPointer(start: data, count: size))
    _ = ExportLayout.detect(headerLine: line)
    let text = String(decoding: line, as: UTF8.self)
    _ = WeightUnit(header: text)
    _ = ExportLayout.metres(header: text)
    return 0
}

@main enum Main { static func main() { FuzzMain.run(fuzzOne) } }
