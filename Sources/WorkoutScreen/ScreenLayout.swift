import Foundation
import GymTimerProtocol
import Notation
import GymTimerClient

/// One full screen of text, a row per terminal line, each with the one
/// style it is drawn in; where the cursor shows while typing.
struct ScreenFrame: Equatable {
    enum Style: Equatable { case plain, title, focus, record, error, countdown, dim, keys }
    struct Row: Equatable {
        var text: String
        var style: Style
    }
    var rows: [Row]
    /// Row and column of the typing cursor; nil: hidden.
    var cursor: [Int]?

    /// The screen as plain text, for tests and for captures.
    var text: String { rows.map(\.text).joined(separator: "\n") }
}

/// Lays the workout screen out for a terminal of any size from 40×12 up:
/// the workout and its clock on top, the exercise in focus with its
/// target, plates and last time, the rest countdown, today's sets (the
/// newest that fit), then records, the last message and the keys.
enum ScreenLayout {
    static let minimumColumns = 40
    static let minimumRows = 12

    static func frame(_ model: ScreenModel, rows: Int, columns: Int, now: Date, monotonic: Double) -> ScreenFrame {
        guard rows >= minimumRows, columns >= minimumColumns else {
            let lines = ["Enlarge the terminal: \(columns)×\(rows),", "the workout needs \(minimumColumns)×\(minimumRows).", "q quits."]
            return ScreenFrame(rows: (0..<max(rows, 0)).map { i in
                .init(text: i < lines.count ? fit(lines[i], max(columns - 1, 0)) : "", style: .plain)
            }, cursor: nil)
        }
        let width = columns
        var top: [ScreenFrame.Row] = [.init(text: titleBar(model, now: now, width: width), style: .title), blank]
        top += focusRows(model).map { .init(text: fit($0.text, width), style: $0.style) }
        top += [blank, .init(text: fit(restLine(model, now: now, monotonic: monotonic, width: width), width), style: restStyle(model)), blank]

        var bottom: [ScreenFrame.Row] = model.records.prefix(2).map { .init(text: fit("★ " + $0, width), style: .record) }
        if let message = model.message ?? hint(model.mode) {
            bottom += wrap(message.text, width: width).prefix(3).map { .init(text: $0, style: message.isError ? .error : .dim) }
        }
        let (keys, cursorColumn) = keyLine(model.mode, width: width)
        bottom.append(.init(text: fit(keys, width - 1), style: cursorColumn == nil ? .keys : .plain))

        let room = rows - top.count - bottom.count
        var middle: [ScreenFrame.Row] = []
        if room > 0 {
            let lines = model.setLines
            if lines.isEmpty {
                middle = [.init(text: model.header == nil ? "No workout in progress: the first set logged starts one at \(model.gym)."
                                                          : "No sets yet today.", style: .dim)]
                middle = middle.map { .init(text: fit($0.text, width), style: $0.style) }
            } else {
                let shown = lines.count <= room - 1 ? lines : Array(lines.suffix(room - 1))
                let heading = shown.count < lines.count ? "Today (\(lines.count - shown.count) lines above)" : "Today"
                middle = [.init(text: heading, style: .dim)] + shown.map { .init(text: fit($0, width), style: .plain) }
            }
            middle = Array(middle.prefix(room))
            middle += Array(repeating: blank, count: room - middle.count)
        }
        let all = Array((top + middle + bottom).prefix(rows))
        return ScreenFrame(rows: all, cursor: cursorColumn.map { [all.count - 1, min($0, width - 1)] })
    }

    private static let blank = ScreenFrame.Row(text: "", style: .plain)

    /// ` Push at Home Gym            0:42:10 · 7 sets `, the width of the screen.
    static func titleBar(_ model: ScreenModel, now: Date, width: Int) -> String {
        guard let header = model.header else { return pad(" No workout in progress · \(model.gym)", width) }
        let left = " \(header.name) at \(header.gym)"
        let elapsed = DurationNotation.clock(max(0, now.timeIntervalSince(header.startedAt)).rounded(.down))
        var right = "\(elapsed) · \(header.sets) \(header.sets == 1 ? "set" : "sets") "
        if left.count + right.count + 2 > width { right = "\(elapsed) " }
        let room = width - right.count
        return pad(fit(left, room - 1), room) + right
    }

    private static func focusRows(_ model: ScreenModel) -> [(text: String, style: ScreenFrame.Style)] {
        guard let focus = model.focus else {
            return [("No exercise chosen: n picks one.", .dim)]
        }
        var rows: [(String, ScreenFrame.Style)] = [("\(focus.exerciseName) — \(focus.setLabel)", .focus)]
        rows.append(("  target: " + (focus.target ?? "none yet — e types the set"), .plain))
        if let plates = focus.plates { rows.append(("  plates: " + plates, .plain)) }
        if let last = focus.last { rows.append(("  " + last, .dim)) }
        for note in focus.notes.prefix(2) { rows.append(("  note: " + note, .dim)) }
        return rows
    }

    /// `Rest  [##########··········]  0:45 / 1:30`, its bar as wide as the
    /// screen allows; once over, how long past it (`Rest over +0:23 of 1:30`).
    static func restLine(_ model: ScreenModel, now: Date, monotonic: Double, width: Int) -> String {
        if let problem = model.restProblem { return "Rest timer: " + problem }
        guard let rest = model.rest else { return "Rest  not running" }
        let timer = rest.timer
        if let over = timer.overtime(atUnix: now.timeIntervalSince1970) {
            return "Rest over \(DurationNotation.overtime(over)) of \(DurationNotation.clock(timer.durationSeconds)) — on to the next set"
        }
        if timer.state == .finished { return "Rest over — on to the next set" }
        let remaining = rest.remaining(at: monotonic)
        let times = "  \(DurationNotation.clock(remaining)) / \(DurationNotation.clock(timer.durationSeconds))"
            + (timer.state == .paused ? "  (paused)" : "")
        let barWidth = max(10, min(40, width - 8 - times.count))
        return "Rest  " + RestBar.text(remaining: remaining, duration: timer.durationSeconds, width: barWidth) + times
    }

    private static func restStyle(_ model: ScreenModel) -> ScreenFrame.Style {
        if model.restProblem != nil { return .error }
        return model.rest?.timer.state == .finished ? .record : .countdown
    }

    /// What to type, while typing and nothing else has been said.
    private static func hint(_ mode: ScreenModel.Mode) -> ScreenModel.Message? {
        switch mode {
        case .editingSet: return .init(text: "Enter logs it, Esc cancels: 100x5, 100x5@8, x12, bw+20x8, 60s, same, +2.5x5", isError: false)
        case .choosingExercise: return .init(text: "Enter moves to it, Esc cancels: e.g. bench, squat, pull up", isError: false)
        case .keys, .confirming: return nil
        }
    }

    /// The bottom line: the keys, or the line being typed and where its cursor is.
    static func keyLine(_ mode: ScreenModel.Mode, width: Int) -> (String, Int?) {
        switch mode {
        case .keys:
            return (width >= 64 ? "Enter log target · e edit · n next exercise · u undo · q quit"
                                : "Enter:log e:edit n:next u:undo q:quit", nil)
        case .editingSet(let text):
            return typing("set> ", text, width: width)
        case .choosingExercise(let text):
            return typing("exercise> ", text, width: width)
        case .confirming(let question):
            return (question + " (y/n)", nil)
        }
    }

    /// A prompt and what is typed after it, scrolled so the end shows.
    private static func typing(_ prompt: String, _ text: String, width: Int) -> (String, Int?) {
        let room = width - 2 - prompt.count
        let shown = text.count > room ? String(text.suffix(room)) : text
        return (prompt + shown, prompt.count + shown.count)
    }

    /// `text` cut to `width` characters, an ellipsis marking the cut.
    static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        return text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// Words onto lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if line.isEmpty { line = String(word) } else if line.count + 1 + word.count <= width { line += " " + word } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines.map { fit($0, width) }
    }
}
