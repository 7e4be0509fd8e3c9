/// Typing slips in names, the same for every place a name is looked up
/// (`log`, search, import): one letter wrong, missing, extra, or two
/// neighbours swapped (`benhc`, `sqaut`, `deadlfit`, `barbel`), and two
/// words run together (`benchpress`).
public enum Spelling {
    /// The one word in `vocabulary` a single edit away from `word`, or nil
    /// when there is none or more than one (a guess between two is no
    /// correction). Words under four letters are left alone: too many
    /// short words are one edit apart.
    public static func corrected(_ word: String, in vocabulary: Set<String>) -> String? {
        guard word.count >= 4, !vocabulary.contains(word) else { return nil }
        let bytes = Array(word.utf8)
        var near = vocabulary.filter { abs($0.utf8.count - bytes.count) <= 1 && oneEditApart(Array($0.utf8), bytes) }
        // A word and its plural are one word (`presss`: press, not presses).
        near = near.filter { ExerciseMatcher.singular($0) == $0 || !near.contains(ExerciseMatcher.singular($0)) }
        return near.count == 1 ? near.first : nil
    }

    /// `benchpress` → `bench press`, when exactly one split gives two known
    /// words of three letters or more.
    public static func split(_ word: String, in vocabulary: Set<String>) -> [String]? {
        guard word.count >= 6, !vocabulary.contains(word) else { return nil }
        let chars = Array(word)
        let splits = (3...(chars.count - 3)).compactMap { i -> [String]? in
            let a = String(chars[..<i]), b = String(chars[i...])
            return vocabulary.contains(a) && vocabulary.contains(b) ? [a, b] : nil
        }
        return splits.count == 1 ? splits[0] : nil
    }

    public static func oneEditApart(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        if a == b { return false }
        if a.count == b.count {
            let diffs = zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            if diffs.count == 1 { return true }
            // A swap of two neighbours.
            return diffs.count == 2 && diffs[1] == diffs[0] + 1 && a[diffs[0]] == b[diffs[1]] && a[diffs[1]] == b[diffs[0]]
        }
        guard abs(a.count - b.count) == 1 else { return false }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        var i = 0
        while i < short.count, long[i] == short[i] { i += 1 }
        return long[(i + 1)...] == short[i...]
    }
}
