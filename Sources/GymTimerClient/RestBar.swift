/// `[##########··········]`: how much of a rest is over, as `watch` and the
/// workout screen draw it.
public enum RestBar {
    public static func text(remaining: Double, duration: Double, width: Int) -> String {
        let done = duration > 0 ? 1 - remaining / duration : 1
        let filled = max(0, min(width, Int((done * Double(width)).rounded())))
        return "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled) + "]"
    }
}
