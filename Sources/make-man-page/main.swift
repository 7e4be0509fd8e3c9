// make-man-page SECTIONS [VERSION] < DUMP > PAGE
//
// Writes a tool's man page in mdoc from what the tool says about itself
// (`TOOL --experimental-dump-help`, on standard input) and the hand-written
// sections in SECTIONS (docs/man/TOOL.sections); VERSION (`TOOL --version`,
// which the dump does not carry) goes in the footer beside the tool's name.
// scripts/install makes gym-timer(1) and gym-timerd(1) with it; it is not
// installed.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("make-man-page: \(message)\n".utf8))
    exit(status)
}

/// The page's date: `SOURCE_DATE_EPOCH` when set (reproducible builds), else now; in UTC.
func pageDate(environment: [String: String]) -> String {
    let seconds = environment["SOURCE_DATE_EPOCH"].flatMap { Double($0) } ?? Date().timeIntervalSince1970
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let day = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: seconds))
    let months = ["January", "February", "March", "April", "May", "June",
                  "July", "August", "September", "October", "November", "December"]
    return "\(months[(day.month ?? 1) - 1]) \(day.day ?? 1), \(day.year ?? 1970)"
}

func makePage(sectionsPath: String, version: String? = nil, dump: Data, environment: [String: String]) throws -> String {
    let info: ToolInfo
    do { info = try JSONDecoder().decode(ToolInfo.self, from: dump) } catch {
        throw ManPageError("standard input is not the output of --experimental-dump-help: \(error)")
    }
    guard info.serializationVersion == 0 else {
        throw ManPageError("--experimental-dump-help wrote serialization version \(info.serializationVersion); this reads version 0")
    }
    let handWritten: String
    do { handWritten = try String(contentsOfFile: sectionsPath, encoding: .utf8) } catch {
        throw ManPageError("cannot read \(sectionsPath): \(error)")
    }
    return try ManPage(tool: info.command, handWritten: handWritten, date: pageDate(environment: environment), version: version).render()
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard (1...2).contains(arguments.count) else {
    fail("usage: TOOL --experimental-dump-help | make-man-page SECTIONS [VERSION] > PAGE", status: 64)
}
// `TOOL --version` ends with a newline; an empty one is no version.
let version = arguments.dropFirst().first.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
do {
    let page = try makePage(sectionsPath: arguments[0], version: version, dump: FileHandle.standardInput.readDataToEndOfFile(),
                            environment: ProcessInfo.processInfo.environment)
    FileHandle.standardOutput.write(Data(page.utf8))
} catch {
    fail("\(error)", status: 1)
}
