/// What a program file holds: plain Liftoscript, or Markdown with the
/// program in ```` ```liftoscript ```` blocks (a program shared with its
/// notes). From Markdown, every line outside those blocks becomes an empty
/// line, so that lines and columns stay those of the file.
public enum ProgramFile {
    public static func liftoscript(in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: { Self.opensBlock($0) }) else { return text }
        var inside = false
        var kept: [Substring] = []
        for line in lines {
            if !inside, Self.opensBlock(line) {
                inside = true
                kept.append("")
            } else if inside, line.trimmingWhitespace().hasPrefix("```") {
                inside = false
                kept.append("")
            } else {
                kept.append(inside ? line : "")
            }
        }
        return kept.joined(separator: "\n")
    }

    /// A Markdown program's title: its first `# ` heading outside the
    /// program's blocks (nil for plain Liftoscript, whose `#` is a week).
    public static func title(in text: String) -> String? {
        var inside = false
        var sawBlock = false
        var title: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !inside, opensBlock(line) { inside = true; sawBlock = true; continue }
            if inside { if line.trimmingWhitespace().hasPrefix("```") { inside = false }; continue }
            if title == nil, line.hasPrefix("# ") {
                let t = line.dropFirst(2).trimmingWhitespace()
                if !t.isEmpty { title = String(t) }
            }
        }
        return sawBlock ? title : nil
    }

    private static func opensBlock(_ line: Substring) -> Bool {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("```") else { return false }
        return trimmed.dropFirst(3).trimmingWhitespace().lowercased() == "liftoscript"
    }
}

extension StringProtocol {
    /// Without spaces, tabs and carriage returns at either end.
    func trimmingWhitespace() -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        let start = firstIndex { !isBlank($0) } ?? endIndex
        let end = lastIndex { !isBlank($0) }.map(index(after:)) ?? start
        return Substring(self[start..<end])
    }
}
