import CNcursesw

/// The terminal in full-screen mode, through ncursesw (the only user of
/// it): draws frames, whose differences curses sends, and reads keys
/// without waiting. Colour only when asked for (`NO_COLOR` unset) and the
/// terminal has it; the screen reads the same without.
final class Terminal {
    enum Key: Equatable {
        case character(Character)
        case enter, backspace, escape, interrupt, clearLine, resize
        case other
    }

    let hasColor: Bool
    private var running = true

    /// Takes over the terminal; throws when `TERM` names one curses cannot drive.
    init(color: Bool, term: String?) throws {
        var colored: Int32 = 0
        guard gt_screen_start(color ? 1 : 0, &colored) == 0 else {
            throw ScreenError("cannot drive the terminal TERM=\(term ?? "(unset)"); use `gym-timer workout show`")
        }
        hasColor = colored != 0
    }

    /// Gives the terminal back as it was; the process may print after it.
    func stop() {
        guard running else { return }
        running = false
        gt_screen_stop()
    }

    deinit { stop() }

    var size: (rows: Int, columns: Int) {
        var rows: Int32 = 0, columns: Int32 = 0
        gt_screen_size(&rows, &columns)
        return (Int(rows), Int(columns))
    }

    func draw(_ frame: ScreenFrame) {
        gt_screen_clear()
        for (y, row) in frame.rows.enumerated() {
            let (bold, reverse, dim, pair) = attributes(row.style)
            gt_screen_put(Int32(y), 0, row.text, bold ? 1 : 0, reverse ? 1 : 0, dim ? 1 : 0, hasColor ? pair : 0)
        }
        if let cursor = frame.cursor { gt_screen_cursor(1, Int32(cursor[0]), Int32(cursor[1])) } else { gt_screen_cursor(0, 0, 0) }
        gt_screen_refresh()
    }

    /// Styles stand out without colour too (bold, reverse), so `NO_COLOR` loses nothing.
    private func attributes(_ style: ScreenFrame.Style) -> (Bool, Bool, Bool, Int32) {
        switch style {
        case .plain: return (false, false, false, 0)
        case .title: return (true, true, false, 1)
        case .focus: return (true, false, false, 5)
        case .record: return (true, false, false, 2)
        case .error: return (true, false, false, 3)
        case .countdown: return (false, false, false, 4)
        case .dim: return (false, false, true, 0)
        case .keys: return (false, true, false, 0)
        }
    }

    /// The keys typed since the last call, without waiting.
    func keys() -> [Key] {
        var keys: [Key] = []
        var code: UInt32 = 0
        while true {
            let kind = gt_screen_key(&code)
            if kind < 0 { return keys }
            keys.append(kind == 1 ? functionKey(code) : character(code))
        }
    }

    private func functionKey(_ code: UInt32) -> Key {
        switch code {
        case gt_key_resize: return .resize
        case gt_key_backspace, gt_key_dc: return .backspace
        case gt_key_enter: return .enter
        default: return .other
        }
    }

    private func character(_ code: UInt32) -> Key {
        switch code {
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 27: return .escape
        case 3: return .interrupt
        case 21: return .clearLine
        default:
            guard code >= 32, let scalar = Unicode.Scalar(code) else { return .other }
            return .character(Character(scalar))
        }
    }
}
