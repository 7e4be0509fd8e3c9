import GymTimerProtocol
#if canImport(Glibc)
import Glibc
#endif

/// One client connection: bytes in are split into request lines, responses
/// and events are queued out and written as the socket accepts them. Nothing
/// here blocks: a slow or silent client only fills its own buffers, and one
/// that falls too far behind is dropped.
final class Connection {
    static let outputLimit = 1 << 20

    let fd: Int32
    let token: UInt64
    private(set) var input = LineBuffer()
    private var output: [UInt8] = []
    private var outputStart = 0
    /// Set by `subscribe`: the timer name watched, or "" for all timers.
    var subscription: String?
    private(set) var closed = false
    /// Whether the peer has shut down its side: finish writing, then close.
    var peerFinished = false

    init(fd: Int32, token: UInt64) {
        self.fd = fd
        self.token = token
    }

    /// Reads what is available. Returns the complete items, and whether the
    /// peer closed its end.
    func readAvailable() -> (items: [LineBuffer.Item], eof: Bool) {
        var items: [LineBuffer.Item] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n > 0 {
                items += input.feed(chunk[0..<n])
                continue
            }
            if n == 0 { return (items, true) }
            if errno == EINTR { continue }
            return (items, errno != EAGAIN && errno != EWOULDBLOCK)
        }
    }

    var wantsWrite: Bool { outputStart < output.count }

    func enqueue(_ bytes: [UInt8]) {
        output += bytes
    }

    /// Writes what the socket takes. Returns false when the connection should close.
    func flush() -> Bool {
        while outputStart < output.count {
            let n = output[outputStart...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n > 0 {
                outputStart += n
            } else if n < 0 && errno == EINTR {
                continue
            } else if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                break
            } else {
                return false
            }
        }
        if outputStart == output.count {
            output.removeAll(keepingCapacity: output.capacity <= 64 * 1024)
            outputStart = 0
        } else if output.count - outputStart > Self.outputLimit {
            return false
        }
        return !(peerFinished && !wantsWrite)
    }

    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(fd)
    }
}
