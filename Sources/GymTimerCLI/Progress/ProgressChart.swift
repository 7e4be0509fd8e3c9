#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WorkoutCore
import Notation

/// Draws a series (one value per session) as a terminal chart of block
/// characters (eighths of a cell, so 8 rows give 64 levels) with the value
/// axis on the left and the first and last dates below, or as a standalone
/// SVG line chart with the same axes.
struct ProgressChart {
    var title: String
    /// Unix seconds, oldest first, one per value.
    var dates: [Double]
    var values: [Double]

    private static let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    private var low: Double {
        let lo = values.min() ?? 0, hi = values.max() ?? 0
        // Leave the lowest point a visible stub.
        return hi > lo ? lo - (hi - lo) * 0.1 : lo - max(1, abs(lo) * 0.1)
    }
    private var high: Double { values.max() ?? 0 }

    static func label(_ v: Double) -> String {
        abs(v) >= 1000 ? String(Int(v.rounded())) : WeightUnit.clean((v * 10).rounded() / 10)
    }

    /// The chart as lines; `width` columns of plot at most (one per session,
    /// sessions beyond that share a column, which shows their highest).
    func terminal(width: Int = 60, height: Int = 8, color: Bool) -> [String] {
        guard !values.isEmpty else { return ["\(title): no sessions"] }
        let columns = min(width, values.count)
        var buckets = [Double](repeating: -.infinity, count: columns)
        for (i, v) in values.enumerated() {
            let c = values.count == 1 ? 0 : i * (columns - 1) / (values.count - 1)
            buckets[c] = max(buckets[c], v)
        }
        let span = high - low
        let levels = buckets.map { v in max(1, Int(((v - low) / span * Double(height * 8)).rounded())) }
        let top = Self.label(high), bottom = Self.label(values.min()!)
        let gutter = max(top.count, bottom.count)
        func pad(_ s: String) -> String { String(repeating: " ", count: gutter - s.count) + s }
        var lines = [title]
        for row in stride(from: height - 1, through: 0, by: -1) {
            var line = ""
            for level in levels {
                let fill = min(8, max(0, level - row * 8))
                line.append(Self.blocks[fill])
            }
            let axis = row == height - 1 ? pad(top) + " ┤" : row == 0 ? pad(bottom) + " ┤" : pad("") + " │"
            lines.append(axis + (color ? "\u{1B}[36m" + line + "\u{1B}[0m" : line))
        }
        lines.append(pad("") + " └" + String(repeating: "─", count: columns))
        let first = LocalTime.date(dates.first!), last = LocalTime.date(dates.last!)
        let gap = max(1, columns - first.count - last.count)
        lines.append(pad("") + "  " + (values.count == 1 ? first : first + String(repeating: " ", count: gap) + last))
        return lines
    }

    /// A standalone SVG (a browser or `rsvg-convert` shows it).
    func svg(width: Double = 720, height: Double = 360) -> String {
        let left = 64.0, right = 24.0, topPad = 40.0, bottomPad = 40.0
        let plotW = width - left - right, plotH = height - topPad - bottomPad
        let span = max(high - low, 1e-9)
        let t0 = dates.first ?? 0, tSpan = max((dates.last ?? 0) - t0, 1)
        let points = zip(dates, values).map { t, v in
            (left + (values.count == 1 ? plotW / 2 : (t - t0) / tSpan * plotW), topPad + plotH - (v - low) / span * plotH)
        }
        func f(_ x: Double) -> String { String(format: "%.1f", x) }
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        var svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" viewBox="0 0 \(f(width)) \(f(height))" font-family="sans-serif" font-size="13">
        <rect width="100%" height="100%" fill="#ffffff"/>
        <text x="\(f(left))" y="24" font-size="15" font-weight="bold" fill="#222">\(esc(title))</text>
        <line x1="\(f(left))" y1="\(f(topPad))" x2="\(f(left))" y2="\(f(topPad + plotH))" stroke="#888"/>
        <line x1="\(f(left))" y1="\(f(topPad + plotH))" x2="\(f(left + plotW))" y2="\(f(topPad + plotH))" stroke="#888"/>

        """
        if let hi = values.max(), let lo = values.min() {
            svg += "<text x=\"\(f(left - 8))\" y=\"\(f(topPad + plotH - (hi - low) / span * plotH + 4))\" text-anchor=\"end\" fill=\"#444\">\(Self.label(hi))</text>\n"
            svg += "<text x=\"\(f(left - 8))\" y=\"\(f(topPad + plotH - (lo - low) / span * plotH + 4))\" text-anchor=\"end\" fill=\"#444\">\(Self.label(lo))</text>\n"
        }
        if let first = dates.first, let last = dates.last {
            svg += "<text x=\"\(f(left))\" y=\"\(f(height - 14))\" fill=\"#444\">\(LocalTime.date(first))</text>\n"
            svg += "<text x=\"\(f(left + plotW))\" y=\"\(f(height - 14))\" text-anchor=\"end\" fill=\"#444\">\(LocalTime.date(last))</text>\n"
        }
        svg += "<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2.5\" points=\"" + points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " ") + "\"/>\n"
        for p in points { svg += "<circle cx=\"\(f(p.0))\" cy=\"\(f(p.1))\" r=\"3.5\" fill=\"#1f77b4\"/>\n" }
        return svg + "</svg>\n"
    }
}
