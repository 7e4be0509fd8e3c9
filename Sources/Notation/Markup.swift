/// Text shown where a program reads Pango markup — a notification body,
/// Waybar's `text` and `tooltip` — with the markup characters as entities,
/// so a label such as `<3 rows` or a timer named `b&b` shows as typed.
public enum Markup {
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(ch)
            }
        }
        return out
    }
}
