import Foundation
import Testing

/// Every committed fuzz input, seeds and past findings alike, through the
/// real parsers on every test run (the fuzz targets' plain builds replay
/// what they are given; `scripts/fuzz` is what finds new inputs).
@Suite struct FuzzCorpusTests {
    @Test(arguments: ["request", "duration", "set-notation", "csv-records", "export-layout", "liftoscript"])
    func test_the_corpus_replays_without_a_failure(target: String) throws {
        let corpus = DesktopSession.packageRoot.appendingPathComponent("Tests/Fuzz/Corpus/\(target)").path
        let inputs = try FileManager.default.contentsOfDirectory(atPath: corpus).count
        #expect(inputs > 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: DesktopSession.binDirectory + "/fuzz-\(target)")
        process.arguments = [corpus]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(target): \(printed)")
        #expect(printed == "replayed \(inputs) inputs\n")
    }
}
