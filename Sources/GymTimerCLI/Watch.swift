import ArgumentParser
import GymTimerClient
import GymTimerProtocol
import Notation
import GymTimerConfig
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// A live countdown. The daemon pushes changes (adjusted, paused, stopped,
/// finished); between them the client counts down on its own clock, so the
/// daemon never ticks.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Show a live countdown; rings the terminal bell at zero.",
        discussion: """
            With --json, prints one JSON event per line (a tick each second).
            With --format, runs until stopped and prints one status-bar line per change, and each second while a \
            timer runs (Waybar's continuous mode, polybar's tail, i3blocks' persist); it follows every timer unless \
            one is named.
            """)

    @Argument(help: "Timer name (default: rest).", completion: Completions.timers) var name: String?
    @Option(help: BarFormat.help) var format: BarFormat?
    @OptionGroup var global: GlobalOptions

    func run() throws {
        if let format { return try follow(format) }
        let name = self.name ?? Product.defaultTimerName
        var (feed, first) = try subscribe(name)
        defer { feed.close() }
        guard var timer = first.timers?.first else { throw CLIError("no timer named \"\(name)\"") }
        var seenAt = monotonicSeconds()
        let terminal = Console.stdoutIsTerminal
        emit("subscribed", timer, terminal: terminal)

        while true {
            if timer.state == .finished {
                finish("finished", timer, terminal: terminal, bell: true)
                return
            }
            // Redraw each tenth of a second on a terminal, each second otherwise.
            let wait: Int32 = terminal ? 100 : 1000
            if let (kind, snapshot) = try feed.next(timeoutMS: wait) {
                timer = snapshot
                seenAt = monotonicSeconds()
                if kind == .stopped {
                    finish("stopped", timer, terminal: terminal, bell: false)
                    return
                }
                if kind != .finished { emit(kind.rawValue, timer, terminal: terminal) }
            } else {
                var current = timer
                if current.state == .running {
                    current.remainingSeconds = max(0, timer.remainingSeconds - (monotonicSeconds() - seenAt))
                }
                emit("tick", current, terminal: terminal)
            }
        }
    }

    /// The status-bar feed: the daemon pushes every change; between them the
    /// line is redrawn as the shown timer's seconds turn over, and not at
    /// all while nothing runs.
    private func follow(_ format: BarFormat) throws {
        var (feed, first) = try subscribe(name)
        defer { feed.close() }
        var timers: [String: (snapshot: TimerSnapshot, seenAt: Double)] = [:]
        let now = monotonicSeconds()
        for t in first.timers ?? [] { timers[t.name] = (t, now) }

        while true {
            let clock = monotonicSeconds()
            let current = timers.values.map { entry in
                var t = entry.snapshot
                if t.state == .running { t.remainingSeconds = max(0, t.remainingSeconds - (clock - entry.seenAt)) }
                return t
            }
            let shown = BarFormat.pick(current)
            print(format.line(shown))
            Console.flush()
            // Wake when the shown countdown reaches its next whole second.
            var wait: Int32 = -1
            if let shown, shown.state == .running {
                let fraction = shown.remainingSeconds - shown.remainingSeconds.rounded(.down)
                wait = max(20, Int32((fraction == 0 ? 1 : fraction) * 1000) + 5)
            }
            guard let (kind, snapshot) = try feed.next(timeoutMS: wait) else { continue }
            if kind == .stopped { timers.removeValue(forKey: snapshot.name) } else { timers[snapshot.name] = (snapshot, monotonicSeconds()) }
        }
    }

    /// A feed subscribed to `name` (every timer when nil), and the daemon's first answer.
    private func subscribe(_ name: String?) throws -> (TimerFeed, Response) {
        try TimerFeed.open(try DaemonClient(options: global), name: name)
    }

    private func emit(_ kind: String, _ timer: TimerSnapshot, terminal: Bool) {
        if global.json {
            Output.json(WatchEvent(event: kind, timer: TimerJSON(snapshot: timer)))
        } else if terminal {
            print("\r\u{1B}[2K" + bar(timer), terminator: "")
            Console.flush()
        } else {
            print(bar(timer)) // not a terminal: one line per event or second, flushed
            Console.flush()
        }
    }

    private func finish(_ kind: String, _ timer: TimerSnapshot, terminal: Bool, bell: Bool) {
        if global.json {
            Output.json(WatchEvent(event: kind, timer: TimerJSON(snapshot: timer)))
            return
        }
        let text = kind == "finished" ? "\(timer.name): done" : "\(timer.name): stopped"
        print((terminal ? "\r\u{1B}[2K" : "") + text + (bell ? "\u{7}" : ""))
        Console.flush()
    }

    /// `rest  [##########··········]  0:45 / 1:30`
    private func bar(_ t: TimerSnapshot) -> String {
        let state = t.state == .paused ? "  (paused)" : ""
        return "\(t.name)  " + RestBar.text(remaining: t.remainingSeconds, duration: t.durationSeconds, width: 30)
            + "  \(DurationNotation.clock(t.remainingSeconds)) / \(DurationNotation.clock(t.durationSeconds))\(state)"
    }

    private struct WatchEvent: Encodable {
        let event: String
        let timer: TimerJSON
    }
}
