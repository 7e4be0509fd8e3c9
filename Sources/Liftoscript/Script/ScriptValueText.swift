/// A value as a lifter types it on the command line: `100kg`, `225lb`,
/// `85%`, `3`, `true`: what `program state` sets a 1RM or a state variable to.
extension ScriptValue {
    public init?(typed text: String) {
        let t = text.trimmingWhitespace().lowercased()
        switch t {
        case "true": self = .boolean(true); return
        case "false": self = .boolean(false); return
        default: break
        }
        for (suffix, make) in [("kg", { ScriptValue.weight($0, .kg) }), ("lb", { ScriptValue.weight($0, .lb) }),
                               ("%", { ScriptValue.percent($0) })] as [(String, (Double) -> ScriptValue)] where t.hasSuffix(suffix) {
            guard let n = Double(String(t.dropLast(suffix.count).trimmingWhitespace())), n.isFinite else { return nil }
            self = make(n)
            return
        }
        guard let n = Double(t), n.isFinite else { return nil }
        self = .number(n)
    }
}
