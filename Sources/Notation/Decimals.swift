#if canImport(Glibc)
import Glibc
#endif

/// Decimals as people write them, in and out: half of Europe writes 81,4
/// where the rest write 81.4, and a point or comma before exactly three
/// digits (`1.000`, `1,500`) is a thousands separator to some and a decimal
/// to others. One home for both directions: reading a typed number, and
/// printing one as the lifter's locale writes it.
public enum Decimals {
    /// `7.5` or `7,5`; `1.000` and `1,500` are refused as ambiguous, `0,125` is not.
    public static func parse(_ text: String) throws(NotationError) -> Double {
        if let reason = ambiguity(in: text) { throw .invalidInput("\"\(text)\": \(reason)") }
        let t = text.replacing(",", with: ".")
        guard !t.isEmpty, t.filter({ $0 == "." }).count <= 1, t.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }),
              let value = Double(t), value.isFinite else {
            throw .invalidInput("\"\(text)\" is not a number; write it as 7.5 or 7,5")
        }
        return value
    }

    /// Why a number as typed could mean two things, or nil: a point or a
    /// comma after a non-zero whole part and before exactly three digits.
    public static func ambiguity(in text: String) -> String? {
        let chars = Array(text)
        for (i, c) in chars.enumerated() where c == "." || c == "," {
            var whole = i
            while whole > 0, chars[whole - 1].isNumber { whole -= 1 }
            let wholePart = String(chars[whole..<i])
            var end = i + 1
            while end < chars.count, chars[end].isNumber { end += 1 }
            guard end - (i + 1) == 3, !wholePart.isEmpty, wholePart.contains(where: { $0 != "0" }) else { continue }
            return "a \(c == "," ? "comma" : "point") before three digits could be a decimal or a thousands separator"
        }
        return nil
    }

    /// The decimal separator the lifter's locale writes (`LC_ALL`, else
    /// `LC_NUMERIC`, else `LANG`): the C library's word when the locale is
    /// installed, else the language's usual one; a point for C and POSIX.
    public static func separator(environment: [String: String]) -> Character {
        let name = [environment["LC_ALL"], environment["LC_NUMERIC"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? "C"
        if name == "C" || name == "POSIX" || name.hasPrefix("C.") { return "." }
        #if canImport(Glibc)
        if let locale = newlocale(LC_NUMERIC_MASK, name, nil) {
            defer { freelocale(locale) }
            if let radix = nl_langinfo_l(nl_item(RADIXCHAR), locale), let first = String(cString: radix).first { return first }
        }
        #endif
        let language = name.split(separator: "_").first.map(String.init) ?? name
        let region = name.split(separator: "_").dropFirst().first.map { String($0.prefix(2)) } ?? ""
        // Switzerland and Liechtenstein write a point in German and Italian.
        if ["de", "it"].contains(language), ["CH", "LI"].contains(region) { return "." }
        return commaLanguages.contains(language) ? "," : "."
    }

    /// Languages whose usual decimal separator is a comma.
    static let commaLanguages: Set<String> = [
        "de", "fr", "es", "it", "nl", "pt", "ru", "pl", "sv", "da", "nb", "nn", "no", "fi", "cs", "sk", "tr", "hu", "ro",
        "bg", "uk", "el", "hr", "sl", "sr", "lt", "lv", "et", "id", "vi", "ca", "eu", "gl", "is", "be", "kk", "az",
    ]

    /// `line` with each decimal point between two digits written as
    /// `separator`: for text a person reads (`81,4 kg`, `RPE 8,5`); JSON
    /// and files keep the point.
    public static func localised(_ line: String, separator: Character) -> String {
        guard separator != ".", line.contains(".") else { return line }
        var out = ""
        let chars = Array(line)
        for (i, c) in chars.enumerated() {
            if c == ".", i > 0, i + 1 < chars.count, chars[i - 1].isNumber, chars[i + 1].isNumber {
                out.append(separator)
            } else {
                out.append(c)
            }
        }
        return out
    }
}
