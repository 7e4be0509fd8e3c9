/// A string as both JSON and TOML write a basic string: in double quotes,
/// with `"`, `\` and control characters escaped. The settings file's
/// values and the sync files' names are written with it.
public enum QuotedString {
    public static func basic(_ text: String) -> String {
        // Most text (names, dates, ids) needs no escape: quoted whole.
        var text = text
        if text.withUTF8({ !$0.contains(where: needsEscape) }) { return "\"" + text + "\"" }
        return escaped(text)
    }

    /// Appends `text` quoted to `out`, as `basic` writes it: for writers that
    /// build bytes (a first sync quotes every field of every row).
    public static func appendBasic(_ text: String, to out: inout [UInt8]) {
        var text = text
        let plain = text.withUTF8 { bytes in
            guard !bytes.contains(where: needsEscape) else { return false }
            out.append(0x22)
            out.append(contentsOf: bytes)
            out.append(0x22)
            return true
        }
        if !plain { out.append(contentsOf: escaped(text).utf8) }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F }

    private static func escaped(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
