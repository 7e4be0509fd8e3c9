#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import GymTimerProtocol
import Notation
import GymTimerConfig

/// One line for a status bar: Waybar's custom-module JSON, or a template
/// with `{name} {remaining} {label} {percent} {state}` for polybar,
/// i3blocks and tmux, each value escaped for the bar's markup
/// (`BarMarkup`). It shows the rest timer, else the timer ending soonest.
enum BarFormat: ExpressibleByArgument {
    case waybar
    /// A template and the bar it is written for: nil, the bar whose
    /// markup the template itself uses.
    case template(String, markup: BarMarkup?)

    /// What the named presets print: the timer and its time, escaped for
    /// their bar, so nobody has to write the safe form by hand.
    static let presetTemplate = "{name} {remaining}"

    init?(argument: String) {
        switch argument {
        case "waybar": self = .waybar
        case BarMarkup.polybar.rawValue, BarMarkup.tmux.rawValue, BarMarkup.i3blocks.rawValue:
            self = .template(Self.presetTemplate, markup: BarMarkup(rawValue: argument))
        default: self = .template(argument, markup: nil)
        }
    }

    static var help: ArgumentHelp {
        ArgumentHelp("waybar, polybar, tmux or i3blocks; or a template with {name} {remaining} {label} {percent} {state}, "
                     + "e.g. '{name} {remaining}'.",
                     valueName: "bar|TEMPLATE")
    }

    /// This format for `markup`'s bar (`--bar`); Waybar's JSON is its own.
    func written(for markup: BarMarkup?) -> BarFormat {
        guard let markup, case .template(let template, _) = self else { return self }
        return .template(template, markup: markup)
    }

    /// The timer a bar shows: the rest timer unless it is only a finished
    /// one while another runs; else the running timer ending soonest; else
    /// a paused one; else one that finished.
    static func pick(_ timers: [TimerSnapshot]) -> TimerSnapshot? {
        func rank(_ t: TimerSnapshot) -> Int {
            switch t.state { case .running: 0; case .paused: 1; case .finished: 2 }
        }
        if let rest = timers.first(where: { $0.name == Product.defaultTimerName }), rest.state != .finished { return rest }
        return timers.min { a, b in
            rank(a) != rank(b) ? rank(a) < rank(b) : (a.remainingSeconds, a.name) < (b.remainingSeconds, b.name)
        }
    }

    /// `timer` as a bar shows it: in whole seconds, rounded up, so a
    /// countdown reads `1:30` at its start and `0:01` in its last second,
    /// never `0:00` while it runs (the duration too, so a paused 4.9 s timer
    /// is `0:05 of 0:05`). The text, the tooltip and `{remaining}` are all
    /// written from this one value, so they always agree; the percentage
    /// fills a bar and keeps the exact time.
    static func shown(_ timer: TimerSnapshot) -> TimerSnapshot {
        var shown = timer
        shown.remainingSeconds = timer.remainingSeconds.rounded(.up)
        shown.durationSeconds = timer.durationSeconds.rounded(.up)
        return shown
    }

    /// The line while the daemon is away: Waybar's class `restarting`
    /// (its tooltip says why), a template's idle line.
    var restartingLine: String {
        switch self {
        case .waybar: Self.waybarModule(text: "", tooltip: "gym-timerd is restarting; reconnecting", class: "restarting", percentage: 0)
        case .template: ""
        }
    }

    /// Waybar's custom-module JSON. Waybar reads `text` and `tooltip` as
    /// Pango markup, so a timer named `b&b` or labelled `<3` is escaped to
    /// show as typed rather than break the module.
    private static func waybarModule(text: String, tooltip: String, class state: String, percentage: Int) -> String {
        struct Module: Encodable { let text, tooltip, `class`: String; let percentage: Int }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let module = Module(text: Markup.escaped(text), tooltip: Markup.escaped(tooltip), class: state, percentage: percentage)
        let data = (try? encoder.encode(module)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// What a bar shows while nothing is worth showing: `idle` is the
    /// `bar.idle` setting, the user's own text, so a template bar's markup
    /// in it is kept (it is put on one line only); Waybar's JSON shows it
    /// as text.
    struct Idle {
        var text = ""
        /// How long a finished timer stays before the idle text (`bar.finished`).
        var finishedFor: Double = 600

        init(text: String = "", finishedFor: Double = 600) {
            self.text = text
            self.finishedFor = finishedFor
        }

        /// The settings' `bar.idle` and `bar.finished`.
        init(_ settings: Settings) {
            self.init(text: settings.barIdle, finishedFor: settings.barFinished)
        }
    }

    /// The timer a bar shows at `now` (Unix seconds): `pick`'s, unless it
    /// finished more than `finishedFor` ago.
    static func pick(_ timers: [TimerSnapshot], idle: Idle, now: Double) -> TimerSnapshot? {
        guard let timer = pick(timers) else { return nil }
        if timer.state == .finished, let ended = timer.endsAtUnix, now - ended >= idle.finishedFor { return nil }
        return timer
    }

    /// The line for `timer` at `now` (Unix seconds; nil: no timers, the
    /// idle line). A finished rest counts on: `{remaining}` is the time past
    /// it, `+0:23`, until the next set starts another or `bar.finished` passes.
    func line(_ timer: TimerSnapshot?, idle: Idle = Idle(), now: Double = Date().timeIntervalSince1970) -> String {
        let shown = timer.map(Self.shown)
        let state = timer.map { $0.state.rawValue } ?? "idle"
        let remaining = shown.map { t in
            t.overtime(atUnix: now).map(DurationNotation.overtime) ?? DurationNotation.clock(t.remainingSeconds)
        } ?? ""
        let percent = timer.map { t in
            t.durationSeconds > 0 ? Int((100 * (1 - t.remainingSeconds / t.durationSeconds)).rounded()) : 100
        } ?? 0
        switch self {
        case .waybar:
            let tooltip = shown.map(Output.line) ?? ""
            let text = shown.map { "\($0.name) \(remaining)" } ?? BarMarkup.oneLine(idle.text)
            return Self.waybarModule(text: text, tooltip: tooltip, class: state, percentage: percent)
        case .template(let template, let markup):
            guard let t = timer else { return BarMarkup.oneLine(idle.text) }
            let escape = (markup ?? BarMarkup.detected(in: template))?.escaped ?? BarMarkup.inert
            let values = ["name": escape(t.name), "remaining": remaining, "label": escape(t.label),
                          "percent": String(percent), "state": state]
            return Self.fill(template, with: values)
        }
    }
}
