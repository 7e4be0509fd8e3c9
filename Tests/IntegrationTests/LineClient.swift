import Foundation
import GymTimerClient

/// The daemon's socket through the product's own client, a line at a time:
/// tests that check what is on the wire send bytes as they are and read the
/// response lines as JSON objects.
final class LineClient {
    private var client: DaemonClient
    private let timeoutMS: Int32
    var fd: Int32 { client.fd }

    init(_ path: String, receiveTimeout: Int = 5) throws {
        client = try DaemonClient(socketFlag: path, autostart: false, environment: [:])
        try client.connect()
        timeoutMS = Int32(receiveTimeout * 1000)
    }
    deinit { client.close() }

    /// Sends everything; false if the daemon is gone.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool { (try? client.write(bytes: bytes)) != nil }
    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// The next line's bytes, or nil at end of stream, error or timeout.
    func receiveLine() -> [UInt8]? { (try? client.readLine(timeoutMS: timeoutMS)) ?? nil }

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
