import GymTimerProtocol
import Testing

@Suite struct LineCodecTests {
    private func decode(_ text: String) -> Result<Request, WireError> {
        LineCodec.decodeRequest(Array(text.utf8))
    }

    @Test func test_round_trips_a_request() throws {
        let request = Request(.start, id: 7, name: "rest", label: "Bench Press (Barbell) — next set", seconds: 90)
        let line = LineCodec.encode(request)
        #expect(line.last == 0x0A)
        #expect(try decode(String(decoding: line.dropLast(), as: UTF8.self)).get() == request)
    }

    @Test(arguments: [
        (#"{"v":1,"cmd":"start","seconds":90,"colour":"red"}"#, WireError.Code.unknownField),
        (#"{"v":1,"cmd":"list","name":"rest"}"#, .unknownField),
        (#"{"v":1,"cmd":"explode"}"#, .unknownCommand),
        (#"{"v":2,"cmd":"list"}"#, .unsupportedVersion),
        (#"{"cmd":"list"}"#, .malformed),
        (#"{"v":1}"#, .malformed),
        (#"{"v":1,"cmd":"start","seconds":"ninety"}"#, .malformed),
        (#"{"v":1,"cmd":"#, .malformed),
        (#"[1,2,3]"#, .malformed),
        (#"hello"#, .malformed),
    ])
    func test_refuses_bad_requests_with_a_code(line: String, code: WireError.Code) {
        guard case .failure(let error) = decode(line) else {
            Issue.record("accepted \(line)")
            return
        }
        #expect(error.code == code)
        #expect(!error.message.isEmpty)
    }

    @Test func test_refuses_invalid_utf8() {
        let bytes: [UInt8] = Array(#"{"v":1,"cmd":"start","label":""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)
        guard case .failure(let error) = LineCodec.decodeRequest(bytes) else {
            Issue.record("accepted invalid UTF-8")
            return
        }
        #expect(error.code == .invalidUTF8)
    }

    @Test func test_refuses_requests_over_64_KiB() {
        let big = #"{"v":1,"cmd":"start","seconds":1,"label":""# + String(repeating: "a", count: 70_000) + #""}"#
        guard case .failure(let error) = decode(big) else {
            Issue.record("accepted a 70 kB request")
            return
        }
        #expect(error.code == .tooLarge)
    }

    @Test func test_line_buffer_splits_lines_and_skips_oversized_ones() {
        var buffer = LineBuffer(limit: 8)
        #expect(buffer.feed(Array("ab\r\ncd".utf8)) == [.line(Array("ab".utf8))])
        #expect(buffer.feed(Array("\n\n".utf8)) == [.line(Array("cd".utf8))])
        let items = buffer.feed(Array("0123456789abcdef\nok\n".utf8))
        #expect(items == [.oversized, .line(Array("ok".utf8))])
        #expect(buffer.pendingCount == 0)
    }

    @Test func test_line_buffer_finds_an_oversized_line_split_over_many_feeds() {
        var buffer = LineBuffer(limit: 8)
        #expect(buffer.feed(Array("0123".utf8)).isEmpty)
        #expect(buffer.feed(Array("45678".utf8)) == [.oversized])
        // The rest of that line is skipped, however long, up to its newline.
        #expect(buffer.feed([UInt8](repeating: 0x61, count: 100_000)).isEmpty)
        #expect(buffer.feed(Array("tail\nx\ny".utf8)) == [.line(Array("x".utf8))])
        #expect(buffer.pendingCount == 1)
        // A line of exactly the limit is still a line.
        #expect(buffer.feed(Array("1234567\n".utf8)) == [.line(Array("y1234567".utf8))])
    }

    @Test func test_a_top_level_non_object_is_named_as_such() {
        for line in [#"[1,2,3]"#, #""text""#, "42"] {
            guard case .failure(let error) = decode(line) else { Issue.record("accepted \(line)"); continue }
            #expect(error.message == "request is not a JSON object", "\(line): \(error.message)")
        }
    }

    @Test func test_response_omits_absent_fields() {
        let text = String(decoding: LineCodec.encode(Response(stopped: ["rest"])), as: UTF8.self)
        #expect(text == #"{"ok":true,"stopped":["rest"],"v":1}"# + "\n")
    }
}
