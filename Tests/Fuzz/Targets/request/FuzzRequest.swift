import FuzzSupport
import GymTimerProtocol

/// The daemon's request decoding: bytes off the socket, split into lines,
/// each line decoded. Nothing may trap, whatever arrives.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var buffer = LineBuffer()
    for item in buffer.feed(bytes) {
        if case .line(let line) = item {
            if case .success(let request) = LineCodec.decodeRequest(line) {
                _ = LineCodec.encode(request)
            }
        }
    }
    _ = LineCodec.decodeRequest(bytes)
    return 0
}

@main enum Main { static func main() { FuzzMain.run(fuzzOne) } }
