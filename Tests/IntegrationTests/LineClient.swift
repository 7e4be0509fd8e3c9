import CLinux
import Foundation

/// A raw client of the daemon's socket: sends bytes, reads response lines.
/// Tests use it where the real client would hide what is on the wire.
final class LineClient {
    let fd: Int32
    var buffered: [UInt8] = []

    init(_ path: String, receiveTimeout: Int = 5) throws {
        fd = gt_unix_connect(path)
        guard fd >= 0 else { throw HarnessError("connect failed: \(fd)") }
        var tv = timeval(tv_sec: receiveTimeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    }
    deinit { close(fd) }

    /// Sends everything; false if the daemon is gone.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }
    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// The next line's bytes, or nil at end of stream, error or timeout.
    func receiveLine() -> [UInt8]? {
        while !buffered.contains(0x0A) {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { return nil }
            buffered += chunk[0..<n]
        }
        let end = buffered.firstIndex(of: 0x0A)!
        defer { buffered.removeSubrange(...end) }
        return Array(buffered[..<end])
    }

    /// The next line as a JSON object, or nil at end of stream / timeout.
    func receive() -> [String: Any]? {
        guard let line = receiveLine() else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
    }

    /// One request, one response.
    func request(_ json: String) -> [String: Any]? {
        guard send(json + "\n") else { return nil }
        return receive()
    }
}

/// The seed for a randomized test: `GYM_TIMER_TEST_SEED` to replay a failure,
/// else a fixed one. Tests print it with every failure.
func testSeed(_ fallback: UInt64) -> UInt64 {
    ProcessInfo.processInfo.environment["GYM_TIMER_TEST_SEED"].flatMap { UInt64($0) } ?? fallback
}
