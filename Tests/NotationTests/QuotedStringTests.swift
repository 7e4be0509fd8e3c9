import Foundation
import Notation
import Testing

@Suite struct QuotedStringTests {
    @Test(arguments: [
        ("Bench Press", #""Bench Press""#),
        ("", #""""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"C:\lifts"#, #""C:\\lifts""#),
        ("a\nb\tc\rd", #""a\nb\tc\rd""#),
        ("bell\u{7}del\u{7F}", #""bell\u0007del\u007F""#),
        ("Kniebeuge ✓ 深蹲", #""Kniebeuge ✓ 深蹲""#),
    ])
    func test_quotes_as_json_and_toml_read_it(text: String, quoted: String) {
        #expect(QuotedString.basic(text) == quoted)
        var bytes: [UInt8] = Array("x".utf8)
        QuotedString.appendBasic(text, to: &bytes)
        #expect(bytes == Array(("x" + quoted).utf8))
    }

    @Test func test_json_reads_back_what_was_quoted() throws {
        // Every ASCII character, control characters included, in many mixes.
        for i in 0..<200 {
            var scalars = String.UnicodeScalarView()
            for j in 0..<(i % 40) { scalars.append(UnicodeScalar(UInt8((i * 31 + j * 17) % 128))) }
            let text = String(scalars)
            let json = "[" + QuotedString.basic(text) + "]"
            let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
            #expect(decoded == [text])
        }
    }
}
