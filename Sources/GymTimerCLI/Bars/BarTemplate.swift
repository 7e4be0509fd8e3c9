import ArgumentParser
import WorkoutCore

/// The placeholders a `--format` template may use. A word in braces that is
/// none of them is a slip (`{nmae}`) and is refused with the ones there
/// are, rather than printed as it stands on every refresh of the bar.
/// Braces right after `%` or `#` are the bar's own markup (polybar's
/// `%{F#f90}`, `%{T2}`, tmux's `#{…}`) and are left alone.
extension BarFormat {
    static let placeholders = ["name", "remaining", "label", "percent", "state"]

    /// The words in braces in `template` that are not placeholders, in order.
    static func unknownPlaceholders(in template: String) -> [String] {
        var unknown: [String] = []
        forEachPlaceholder(in: template) { word, _ in
            if !placeholders.contains(word) { unknown.append(word) }
        }
        return unknown
    }

    /// `template` with each placeholder replaced by its value, in one pass:
    /// a value is never read again, so a timer named `{label}` shows as
    /// that, not as the label.
    static func fill(_ template: String, with values: [String: String]) -> String {
        let text = Array(template)
        var out = ""
        var copied = 0
        forEachPlaceholder(in: template) { word, range in
            guard let value = values[word] else { return }
            out += String(text[copied..<range.lowerBound]) + value
            copied = range.upperBound
        }
        return out + String(text[copied...])
    }

    /// Calls `body` with each `{word}` in `template` and where it stands
    /// (in characters), skipping the bar's own `%{…}` and `#{…}`.
    private static func forEachPlaceholder(in template: String, _ body: (String, Range<Int>) -> Void) {
        let text = Array(template)
        var i = 0
        while i < text.count {
            guard text[i] == "{", i == 0 || (text[i - 1] != "%" && text[i - 1] != "#") else {
                i += 1
                continue
            }
            var j = i + 1
            while j < text.count, text[j].isLetter || text[j].isNumber || text[j] == "_" { j += 1 }
            guard j > i + 1, j < text.count, text[j] == "}" else {
                i += 1
                continue
            }
            body(String(text[(i + 1)..<j]), i..<(j + 1))
            i = j + 1
        }
    }

    /// Refuses a template naming a placeholder there is not (exit 64),
    /// saying which it was probably meant to be and which there are.
    static func check(_ format: BarFormat?) throws {
        guard case .template(let template, _)? = format, let word = unknownPlaceholders(in: template).first else { return }
        let typed = Array(word.lowercased().utf8)
        let near = placeholders.first { Array($0.utf8) == typed || Spelling.oneEditApart(Array($0.utf8), typed) }
        let guess: String = near.map { " (did you mean {\($0)}?)" } ?? ""
        let all: [String] = placeholders.map { "{\($0)}" }
        let list: String = all.dropLast().joined(separator: ", ") + " or " + all[all.count - 1]
        throw ValidationError("--format has no placeholder {\(word)}\(guess); use \(list), or a bar's name: waybar, polybar, tmux or i3blocks")
    }
}

// `--format` is checked before a command runs: `status` would print the
// template as it stands, `watch` would do so for as long as the bar runs.
extension Status {
    func validate() throws { try BarFormat.check(format) }
}

extension Watch {
    func validate() throws { try BarFormat.check(format) }
}
