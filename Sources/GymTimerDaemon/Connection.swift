import GymTimerProtocol
import TimerCore
import Platform
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
    /// A long listing being sent, and what was queued behind it (answers to
    /// later requests, events), which must follow it in order.
    private var listing: TimerListingStream?
    private var behindListing: [Outgoing] = []
    private var bytesBehindListing = 0

    /// What waits behind a listing.
    enum Outgoing {
        case line([UInt8])
        case listing(TimerListingStream)
    }
    /// Set by `subscribe`: the timer name watched, or "" for all timers.
    var subscription: String?
    private(set) var closed = false
    /// Whether the peer has shut down its side: finish writing, then close.
    var peerFinished = false

    init(fd: Int32, token: UInt64) {
        self.fd = fd
        self.token = token
    }

    /// Reads at most this much per turn of the loop, so a client streaming
    /// a huge line cannot hold the loop while others wait; the rest is read
    /// on the next turns (the descriptor stays readable).
    static let readBudget = 256 * 1024

    /// Reads what is available, up to `readBudget`. Returns the complete
    /// items, and whether the peer closed its end.
    func readAvailable() -> (items: [LineBuffer.Item], eof: Bool) {
        var items: [LineBuffer.Item] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        for _ in 0..<(Self.readBudget / chunk.count) {
            let n: Int
            do { n = try SystemError.retrying("read") { read(fd, &chunk, chunk.count) } }
            catch { return (items, !error.isWouldBlock) }
            if n == 0 { return (items, true) }
            items += input.feed(chunk[0..<n])
        }
        return (items, false)
    }

    var wantsWrite: Bool { outputStart < output.count || listing != nil }

    func enqueue(_ bytes: [UInt8]) {
        if listing == nil {
            output += bytes
        } else {
            behindListing.append(.line(bytes))
            bytesBehindListing += bytes.count
        }
    }

    func enqueue(_ stream: TimerListingStream) {
        if listing == nil { listing = stream } else { behindListing.append(.listing(stream)) }
    }

    /// Below this much unsent output, the next page of a listing is made.
    static let refillBelow = 128 * 1024

    /// Tops the output up with listing pages (and what follows them) while
    /// the client keeps up, so at most a few pages are in memory at a time.
    func refill(from book: TimerBook) {
        while let stream = listing, output.count - outputStart < Self.refillBelow {
            let (line, last) = stream.nextPage(from: book)
            output += line
            guard last else { continue }
            listing = nil
            while listing == nil, !behindListing.isEmpty {
                switch behindListing.removeFirst() {
                case .line(let bytes):
                    output += bytes
                    bytesBehindListing -= bytes.count
                case .listing(let next):
                    listing = next
                }
            }
        }
    }

    /// Writes what the socket takes. Returns false when the connection should close.
    func flush() -> Bool {
        while outputStart < output.count {
            let n: Int
            do {
                n = try SystemError.retrying("send") {
                    output[outputStart...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                }
            } catch {
                if error.isWouldBlock { break }
                return false
            }
            guard n > 0 else { return false }
            outputStart += n
        }
        if outputStart == output.count {
            output.removeAll(keepingCapacity: output.capacity <= 64 * 1024)
            outputStart = 0
        } else if output.count - outputStart > Self.outputLimit {
            return false
        }
        if bytesBehindListing > Self.outputLimit { return false }
        return !(peerFinished && !wantsWrite)
    }

    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(fd)
    }
}
