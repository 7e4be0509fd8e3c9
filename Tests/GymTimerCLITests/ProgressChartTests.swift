import Foundation
@testable import GymTimerCLI
import Testing

/// What the progress chart draws: in the terminal, and as SVG rendered by a
/// real renderer (rsvg-convert, Debian's librsvg2-bin).
@Suite struct ProgressChartTests {
    let chart = ProgressChart(title: "Bench — e1RM (kg), 4 sessions",
                              dates: [1_800_000_000, 1_800_604_800, 1_801_209_600, 1_801_814_400],
                              values: [100, 110, 105, 120])

    @Test func test_terminal_chart_columns_axis_labels_and_dates() {
        let lines = chart.terminal(height: 4, color: false)
        #expect(lines[0] == "Bench — e1RM (kg), 4 sessions")
        #expect(lines[1].hasPrefix("120 ┤") && lines[4].hasPrefix("100 ┤"), "\(lines)")
        #expect(lines[5] == "    └────")
        #expect(lines[6] == "     2027-01-15 2027-02-05", "\(lines[6])")
        // Each column is as tall as its value: count the eighths drawn per column.
        let plot = lines[1...4].map { Array($0.dropFirst(5)) }
        let eighths: [Character: Int] = [" ": 0, "▁": 1, "▂": 2, "▃": 3, "▄": 4, "▅": 5, "▆": 6, "▇": 7, "█": 8]
        let heights = (0..<4).map { c in plot.reduce(0) { $0 + (eighths[$1[c]] ?? -100) } }
        // The floor sits 10% of the range below the lowest: 98. Four rows are
        // 32 eighths over 22 kg: 100 → 2.9, 110 → 17.5, 105 → 10.2, 120 → 32.
        #expect(heights == [3, 17, 10, 32], "\(heights)")
        #expect(chart.terminal(color: true).joined().contains("\u{1B}[36m"))
        #expect(!chart.terminal(color: false).joined().contains("\u{1B}"))
    }

    @Test func test_svg_renders_to_a_picture_with_the_line_on_it() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gt-svg-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try chart.svg().write(toFile: dir + "/c.svg", atomically: true, encoding: .utf8)
        func run(_ tool: String, _ arguments: [String], stdout: String) throws -> Int32 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: tool)
            p.arguments = arguments
            FileManager.default.createFile(atPath: stdout, contents: nil)
            p.standardOutput = FileHandle(forWritingAtPath: stdout)
            try p.run()
            p.waitUntilExit()
            return p.terminationStatus
        }
        #expect(try run("/usr/bin/rsvg-convert", [dir + "/c.svg"], stdout: dir + "/c.png") == 0)
        #expect(try run("/usr/bin/pngtopnm", [dir + "/c.png"], stdout: dir + "/c.ppm") == 0)
        // A binary PPM: "P6\n720 360\n255\n" then RGB bytes.
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/c.ppm")))
        let header = String(decoding: data.prefix(20), as: UTF8.self).split(whereSeparator: \.isWhitespace)
        #expect(header.prefix(4) == ["P6", "720", "360", "255"])
        let pixels = data.suffix(720 * 360 * 3)
        var blue = 0, dark = 0
        for i in stride(from: pixels.startIndex, to: pixels.endIndex, by: 3) {
            let (r, g, b) = (pixels[i], pixels[i + 1], pixels[i + 2])
            if b > 150 && r < 100 && g > 90 && g < 160 { blue += 1 }
            if r < 120 && g < 120 && b < 120 { dark += 1 }
        }
        #expect(blue > 1500, "the line and its points: \(blue) blue pixels")
        #expect(dark > 300, "title, labels and axes: \(dark) dark pixels")
    }
}
