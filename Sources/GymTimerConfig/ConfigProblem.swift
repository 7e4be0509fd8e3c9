/// Something in config.toml that did not apply: a key no setting has, a
/// value its setting does not take, or the file not being TOML at all. The
/// file's other settings still apply (but for the last); every reader says
/// which lines were passed over, so none is passed over silently.
public struct ConfigProblem: Sendable, Equatable {
    /// The line in the file, from 1; nil when it cannot be told.
    public var line: Int?
    /// The key as the file has it, dotted from its table
    /// (`timer.defualt_rest`); empty for the file as a whole.
    public var key: String
    /// What is wrong, in a few words: `unknown key "timer.defualt_rest"`.
    public var message: String
    /// The known key it was probably meant to be.
    public var suggestion: String?

    public init(line: Int?, key: String, message: String, suggestion: String? = nil) {
        self.line = line
        self.key = key
        self.message = message
        self.suggestion = suggestion
    }

    /// `config.toml:3: unknown key "timer.defualt_rest" (did you mean "timer.default_rest"?)`.
    public func described(file: String) -> String {
        file + (line.map { ":\($0)" } ?? "") + ": " + message + Self.didYouMean(suggestion)
    }

    /// ` (did you mean "timer.default_rest"?)`, or nothing without a
    /// suggestion: how a key no setting has is followed, in the file's
    /// warnings and in what `config get`, `set` and `unset` refuse alike.
    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Whether it could change what a weight means — the unit, the bar or the
    /// plates, written wrongly or meant by a key no setting has — so a
    /// command that saves or converts a weight must not go on with defaults.
    public var affectsWeights: Bool {
        let weights: Set<String> = [ConfigKey.unit.rawValue, ConfigKey.plateBar.rawValue, ConfigKey.plates.rawValue]
        return key.isEmpty || weights.contains(key) || key.hasPrefix("plates.") || suggestion.map { weights.contains($0) } == true
    }
}

extension ConfigKey {
    /// What follows a key no setting has where a command refuses it: the
    /// setting it was probably meant to be, as the file's warnings give it
    /// (` (did you mean "timer.default_rest"?)`); every setting only when
    /// none is near.
    static func hint(forUnknown written: String) -> String {
        if let near = nearest(to: written) { return ConfigProblem.didYouMean(near.rawValue) }
        return "; known settings: " + allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The setting a key no setting has was probably meant to be: the one
    /// with the same name in another table (`default_rest` without
    /// `[timer]`), else the one within two typing slips — a letter wrong,
    /// missing or extra, or two neighbours swapped (`timer.defualt_rest`).
    static func nearest(to written: String) -> ConfigKey? {
        let name = written.split(separator: ".").last.map(String.init) ?? written
        let sameName = allCases.filter { $0.path.key == name }
        if sameName.count == 1 { return sameName[0] }
        let typed = Array(written.utf8)
        let distances = allCases.map { ($0, Self.slips(typed, Array($0.rawValue.utf8))) }
        guard let best = distances.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// The typing slips between `a` and `b` (optimal string alignment distance).
    private static func slips(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
