import Foundation

/// Text from the command definitions, made safe to put in an mdoc page.
enum Mdoc {
    /// Prose as text lines: paragraphs (split at blank lines) separated by
    /// `.Pp`, runs of spaces collapsed, `code` in bold, and a line that
    /// would start with a control character guarded.
    static func text(_ prose: String) -> [String] {
        var lines: [String] = []
        for paragraph in prose.components(separatedBy: "\n\n") {
            let words = paragraph.split(separator: "\n").map(line).filter { !$0.isEmpty }
            if words.isEmpty { continue }
            if !lines.isEmpty { lines.append(".Pp") }
            lines += words
        }
        return lines
    }

    /// One line of prose: spaces collapsed, backslashes escaped, `code` in bold.
    private static func line(_ raw: Substring) -> String {
        let collapsed = raw.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        let parts = escaped(collapsed).split(separator: "`", omittingEmptySubsequences: false)
        // Only balanced backquotes are code; a stray one stays as it is.
        var result = ""
        if parts.count > 1, parts.count % 2 == 1 {
            for (index, part) in parts.enumerated() {
                result += index % 2 == 0 ? String(part) : "\\fB" + String(part) + "\\fR"
            }
        } else {
            result = parts.joined(separator: "`")
        }
        // A line starting with . or ' would be a request.
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    /// One macro argument, quoted so that no word in it is read as a macro.
    static func quoted(_ argument: String) -> String {
        "\"" + escaped(argument).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }

    /// A literal backslash is `\e` in roff.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e")
    }

    /// Bold, inside a text line.
    static func bold(_ text: String) -> String {
        "\\fB" + escaped(text) + "\\fR"
    }
}
