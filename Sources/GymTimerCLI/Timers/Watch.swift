#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import GymTimerClient
import GymTimerProtocol
import Notation
import GymTimerConfig
import Platform

/// A live countdown that never goes stale. The daemon pushes every change
/// (started, adjusted, paused, finished, stopped); between them the client
/// counts down on its own clock, so the daemon never ticks. It waits for a
/// timer that does not exist yet instead of failing, and outlives the
/// daemon: when the connection is lost it shows that and reconnects.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Show a live countdown; rings the terminal bell at zero.",
        discussion: """
            Without a name it follows the rest timer, else the timer ending soonest, and keeps running: while there \
            is none it shows that it waits for one. With a name it waits for that timer and ends when it finishes \
            or is stopped. When gym-timerd goes away (killed, restarted, upgraded) it says so and reconnects.
            With --json, prints one JSON event per line (a tick each second).
            With --format, runs until stopped and prints one status-bar line per change, and each second while a \
            timer runs (Waybar's continuous mode, polybar's tail, i3blocks' persist).
            """)

    @Argument(help: "Timer name (default: the rest timer, else the one ending soonest).", completion: Completions.timers) var name: String?
    @Option(help: BarFormat.help) var format: BarFormat?
    @Option(help: BarMarkup.help) var bar: BarMarkup?
    @OptionGroup var global: GlobalOptions

    func run() throws {
        var follower = TimerFollower { () throws(ClientError) in try DaemonClient(options: global) }
        if format == nil {
            try follower.start()
        } else if (try? follower.start()) == nil {
            // A bar that starts before the daemon shows the restarting line and waits for it.
            follower.startDisconnected()
        }
        defer { follower.close() }
        var view = WatchView(name: name, format: format?.written(for: bar), json: global.json, terminal: Console.canDrawScreen,
                             idle: format == nil ? BarFormat.Idle() : BarFormat.Idle(ConfigGroup.settings))
        if follower.isConnected {
            view.connected(follower.timers())
            if view.settled(follower.timers()) == .done { return }
        }

        var ticked = false
        while true {
            view.draw(follower.timers(), connected: follower.isConnected, tick: ticked)
            ticked = false
            switch follower.next(timeoutMS: view.wait(follower.timers(), connected: follower.isConnected)) {
            case .event(let kind, let timer):
                if view.announce(kind, timer) == .done { return }
            case .connected:
                view.connected(follower.timers())
                // What happened while the daemon was away: a named timer that ended, or went.
                if view.settled(follower.timers()) == .done { return }
            case .lost(let reason):
                view.lost(reason)
            case .quiet:
                ticked = true
            }
        }
    }
}

/// What `watch` prints, in each of its forms: a line redrawn in place on a
/// terminal, a line per second or change to a pipe, JSON events, or a
/// status-bar line.
struct WatchView {
    let name: String?
    let format: BarFormat?
    let json: Bool
    let terminal: Bool
    /// A bar's idle text, and how long a finished timer stays in it.
    let idle: BarFormat.Idle
    /// The last line written, so an unchanged one is not written again.
    private var last: String?
    /// Whether the named timer has been seen, so its absence after a
    /// reconnection means it was stopped meanwhile.
    private var seenNamed = false

    init(name: String?, format: BarFormat?, json: Bool, terminal: Bool, idle: BarFormat.Idle = BarFormat.Idle()) {
        self.name = name
        self.format = format
        self.json = json
        self.terminal = terminal
        self.idle = idle
    }

    enum Outcome { case going, done }

    /// The timer shown: the one named, else the rest timer or the one ending soonest.
    func shown(_ timers: [TimerSnapshot]) -> TimerSnapshot? {
        // A bar lets a finished timer go after `bar.finished`, a named one too.
        if format != nil {
            return BarFormat.pick(name.map { n in timers.filter { $0.name == n } } ?? timers, idle: idle, now: Date().timeIntervalSince1970)
        }
        if let name { return timers.first { $0.name == name } }
        return BarFormat.pick(timers)
    }

    /// How long to wait for news before drawing again: each tenth of a
    /// second on a terminal, each second otherwise, a bar line as the
    /// shown countdown's seconds turn over; without limit while nothing runs.
    func wait(_ timers: [TimerSnapshot], connected: Bool) -> Int32 {
        guard connected else { return 1000 }
        if !json, let finished = shown(timers), let over = finished.overtime(atUnix: Date().timeIntervalSince1970) {
            // A finished rest counts on each second (`+0:23`) while it is
            // shown; a bar then changes to its idle text at `bar.finished`.
            let left = idle.finishedFor - over
            if left > 0 { return Int32(min(left, 1 - over.truncatingRemainder(dividingBy: 1)) * 1000) + 5 }
        }
        // Idle on a terminal: still look each second, to refit after a resize.
        guard let shown = shown(timers), shown.state == .running else { return terminal && !json && format == nil ? 1000 : -1 }
        if format != nil {
            let fraction = shown.remainingSeconds - shown.remainingSeconds.rounded(.down)
            return max(20, Int32((fraction == 0 ? 1 : fraction) * 1000) + 5)
        }
        return terminal && !json ? 100 : 1000
    }

    /// For a named plain countdown, whether it is already over: finished
    /// (rings, as at zero) or, having been seen, gone (stopped).
    mutating func settled(_ timers: [TimerSnapshot]) -> Outcome {
        guard let name, format == nil else { return .going }
        if let timer = shown(timers) {
            seenNamed = true
            return timer.state == .finished ? announce(.finished, timer) : .going
        }
        guard seenNamed else { return .going }
        if json {
            event(WatchEvent(event: "stopped", message: "\(name) was stopped while gym-timerd was away"))
        } else {
            line("\(name): stopped", bell: false, final: true)
        }
        return .done
    }

    mutating func connected(_ timers: [TimerSnapshot]) {
        if json { event(shown(timers).map { WatchEvent(event: "subscribed", timer: TimerJSON(snapshot: $0)) } ?? idleEvent) }
    }

    mutating func lost(_ reason: String) {
        if json { event(WatchEvent(event: "disconnected", message: reason + "; reconnecting")) }
    }

    /// A daemon event: JSON says it; a plain countdown rings at zero and,
    /// for a named timer, ends there or when it is stopped.
    mutating func announce(_ kind: TimerEventKind, _ timer: TimerSnapshot) -> Outcome {
        let concerned = name.map { $0 == timer.name } ?? true
        guard concerned, format == nil else { return .going }
        if name != nil { seenNamed = true }
        let ends = name != nil && (kind == .finished || kind == .stopped)
        if json {
            event(WatchEvent(event: kind.rawValue, timer: TimerJSON(snapshot: timer)))
        } else if kind == .finished || (ends && kind == .stopped) {
            line(kind == .finished ? "\(timer.name): done" : "\(timer.name): stopped", bell: kind == .finished, final: true)
        }
        return ends ? .done : .going
    }

    /// Draws what is shown now; JSON gets a tick each second while a timer
    /// runs (`tick`: the wait for news timed out), not after each event.
    mutating func draw(_ timers: [TimerSnapshot], connected: Bool, tick: Bool) {
        let timer = shown(timers)
        if let format {
            let text = connected ? format.line(timer, idle: idle) : format.restartingLine
            if text != last { print(text); Console.flush(); last = text }
            return
        }
        if json {
            if connected, tick, let timer, timer.state == .running { event(WatchEvent(event: "tick", timer: TimerJSON(snapshot: timer))) }
            else if connected, timer == nil, last != "idle" { event(idleEvent) }
            return
        }
        let text: String
        if !connected {
            text = "gym-timerd is restarting; reconnecting…"
        } else if let timer {
            text = timer.state == .finished ? Self.done(timer, idle: idle) : Self.bar(timer, columns: terminal ? Console.columns : nil)
        } else {
            text = name.map { "waiting for a timer named \"\($0)\"" } ?? "no timer running; waiting for one"
        }
        line(text, bell: false, final: false)
    }

    private var idleEvent: WatchEvent {
        WatchEvent(event: "idle", message: name.map { "waiting for a timer named \"\($0)\"" } ?? "no timer running")
    }

    private mutating func event(_ value: WatchEvent) {
        Output.json(value)
        last = value.event
    }

    /// On a terminal the line is redrawn in place, cut to the width so it
    /// never wraps; to a pipe each new line is written once.
    private mutating func line(_ text: String, bell: Bool, final: Bool) {
        if terminal {
            let fitted = Self.fit(text, columns: Console.columns)
            guard fitted != last || bell else { return }
            print("\r\u{1B}[2K" + fitted + (bell ? "\u{7}" : ""), terminator: final ? "\n" : "")
            last = fitted
        } else {
            guard text != last || bell else { return }
            print(text + (bell ? "\u{7}" : ""))
            last = text
        }
        Console.flush()
    }

    /// `rest  [##########··········]  0:45 / 1:30`, the bar narrowed (or
    /// left out) to fit `columns`.
    static func bar(_ t: TimerSnapshot, columns: Int?) -> String {
        let state = t.state == .paused ? "  (paused)" : ""
        let times = "  \(DurationNotation.clock(t.remainingSeconds)) / \(DurationNotation.clock(t.durationSeconds))\(state)"
        let room = columns.map { $0 - 1 - t.name.count - times.count - 4 } ?? 30
        guard room >= 10 else { return "\(t.name)\(times)" }
        return "\(t.name)  " + RestBar.text(remaining: t.remainingSeconds, duration: t.durationSeconds, width: min(30, room)) + times
    }

    /// `rest: done +0:23`: a finished rest counts on for `bar.finished`
    /// (how long the lifter has rested past it), then reads `rest: done`.
    static func done(_ t: TimerSnapshot, idle: BarFormat.Idle, now: Double = Date().timeIntervalSince1970) -> String {
        guard let over = t.overtime(atUnix: now), over < idle.finishedFor else { return "\(t.name): done" }
        return "\(t.name): done \(DurationNotation.overtime(over))"
    }

    /// `text` in at most `columns - 1` characters (the last column is left
    /// free: writing into it makes some terminals wrap).
    static func fit(_ text: String, columns: Int?) -> String {
        guard let columns, text.count > columns - 1 else { return text }
        return columns > 2 ? String(text.prefix(columns - 2)) + "…" : String(text.prefix(max(0, columns - 1)))
    }

    private struct WatchEvent: Encodable {
        let event: String
        var timer: TimerJSON?
        var message: String?
    }
}
