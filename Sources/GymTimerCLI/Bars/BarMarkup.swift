#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import Notation

/// The bar a `--format` template is written for. A timer's name and label
/// come from anyone — the user, an imported exercise name, another device
/// by sync, any client on the session bus — so each value put into a
/// template is escaped for that bar's markup: shown as text, never read as
/// a colour, a click action or a command.
enum BarMarkup: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// polybar: `%{…}` is markup (colours, fonts, click actions). polybar
    /// (3.6, and lemonbar's `%%` still unmerged there) has no escape for
    /// it: `%%{A1:…}` still opens a click action. A word joiner (U+2060,
    /// invisible, never a break) after each `%` keeps it from being read
    /// as the start of a tag.
    case polybar
    /// tmux: `#[…]` styles, `#{…}` and `#(…)` expand; `##` is a `#`.
    case tmux
    /// i3blocks with `markup=pango`, and anything else that reads Pango markup.
    case i3blocks
    /// A terminal or a script, named with `--bar plain`: no markup, only
    /// kept to one line.
    case plain

    static var help: ArgumentHelp {
        ArgumentHelp("The bar a --format template is written for, whose markup names and labels are escaped for: "
                     + "polybar, tmux, i3blocks (markup=pango) or plain. Default: the one whose markup the template uses, "
                     + "else safe for polybar and tmux alike.",
                     valueName: "bar")
    }

    /// The bar whose markup `template` uses: polybar's `%{`, tmux's `#[`,
    /// `#{` or `#(`, Pango's tags; nil for a template with none.
    static func detected(in template: String) -> BarMarkup? {
        if template.contains("%{") { return .polybar }
        if template.contains("#[") || template.contains("#{") || template.contains("#(") { return .tmux }
        if template.contains("<span") || template.contains("</") { return .i3blocks }
        return nil
    }

    /// `value` for a template that names no bar (`'{name} {remaining}'`,
    /// which polybar and tmux configurations use as it stands): on one line,
    /// with a word joiner after each `%` and `#`, so neither polybar's `%{…}`
    /// nor tmux's `#[…]`, `#(…)` or `#S` can start there, and a terminal
    /// shows nothing of it. Pango has no invisible escape: i3blocks with
    /// `markup=pango` takes `--format i3blocks` or `--bar i3blocks`.
    static func inert(_ value: String) -> String {
        let line = oneLine(value)
        guard line.contains(where: { $0 == "%" || $0 == "#" }) else { return line }
        var out = ""
        for ch in line {
            out.append(ch)
            if ch == "%" || ch == "#" { out.append("\u{2060}") }
        }
        return out
    }

    /// `value` as text in this bar's markup, on one line.
    func escaped(_ value: String) -> String {
        let line = Self.oneLine(value)
        switch self {
        case .polybar: return line.replacingOccurrences(of: "%", with: "%\u{2060}")
        case .tmux: return line.replacingOccurrences(of: "#", with: "##")
        case .i3blocks: return Markup.escaped(line)
        case .plain: return line
        }
    }

    /// `value` with each control character, line or paragraph separator and
    /// bidirectional override turned into a space: a bar reads a line per
    /// update, so a newline in a label would show as two alternating updates,
    /// and an override would reverse the text after it.
    static func oneLine(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: breaksLine) else { return value }
        var out = String.UnicodeScalarView()
        for scalar in value.unicodeScalars { out.append(breaksLine(scalar) ? " " : scalar) }
        return String(out)
    }

    private static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }
}
