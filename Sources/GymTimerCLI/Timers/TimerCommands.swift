#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import GymTimerProtocol
import Notation
import GymTimerConfig
import GymTimerClient

struct Start: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start",
        abstract: "Start a timer (replacing one of the same name).",
        discussion: "DURATION: \(DurationNotation.acceptedForms).")

    @Argument(help: "How long, e.g. 90, 1:30 or 2m.", transform: RefusedValue.noting(nil, DurationNotation.parse)) var duration: Double
    @Option(help: "Timer name.") var name: String = Product.defaultTimerName
    @Option(help: "What the notification says, e.g. the next set.") var label: String?
    @Option(help: ArgumentHelp("A quiet notification this long before the end, e.g. 10 (default: timer.warn; 0 for none).",
                               valueName: "DURATION"), transform: RefusedValue.noting("--warn", DurationNotation.parseAllowingZero)) var warn: Double?
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if let warn, warn != 0, warn >= duration {
            throw ValidationError("--warn \(DurationNotation.spoken(warn)) is not before the end of a \(DurationNotation.spoken(duration)) timer; "
                                  + "use less than the duration, or 0")
        }
    }

    func run() throws {
        let response = try DaemonClient.send(Request(.start, name: name, label: label, seconds: duration, warn: warn), options: global)
        global.show(try OneTimer(response))
    }
}

struct Stop: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stop",abstract: "Stop a timer (closing its notification).")

    @Argument(help: "Timer name.", completion: Completions.timers) var name: String = Product.defaultTimerName
    @Flag(help: "Stop every timer.") var all = false
    @OptionGroup var global: GlobalOptions

    func run() throws {
        let response = try DaemonClient.send(Request(.stop, name: all ? nil : name, all: all ? true : nil), options: global)
        global.show(Stopped(stopped: response.stopped ?? []))
    }

    /// The names of the timers stopped: `{"stopped": […]}`, empty when there were none.
    struct Stopped: CommandOutput {
        let stopped: [String]
        var lines: [String] { [stopped.isEmpty ? "no timers to stop" : "stopped " + stopped.joined(separator: ", ")] }
    }
}

/// `add` and `sub` share this: `sub 15` is `add -- -15`.
func adjust(_ seconds: Double, name: String, global: GlobalOptions) throws {
    let response = try DaemonClient.send(Request(.add, name: name, seconds: seconds), options: global)
    global.show(try OneTimer(response))
}

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",abstract: "Add time to a timer (negative subtracts: add -- -15).")
    @Argument(help: "Seconds or a duration such as 15, 30s or 1m.", transform: RefusedValue.noting(nil, DurationNotation.parseSigned)) var seconds: Double
    @Argument(help: "Timer name.", completion: Completions.timers) var name: String = Product.defaultTimerName
    @OptionGroup var global: GlobalOptions

    func run() throws { try adjust(seconds, name: name, global: global) }
}

struct Sub: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sub",abstract: "Take time off a timer.")
    @Argument(help: "Seconds or a duration such as 15, 30s or 1m.", transform: RefusedValue.noting(nil, DurationNotation.parseSigned)) var seconds: Double
    @Argument(help: "Timer name.", completion: Completions.timers) var name: String = Product.defaultTimerName
    @OptionGroup var global: GlobalOptions

    func run() throws { try adjust(-seconds, name: name, global: global) }
}

struct Pause: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pause",abstract: "Pause a running timer.")
    @Argument(help: "Timer name.", completion: Completions.timers) var name: String = Product.defaultTimerName
    @OptionGroup var global: GlobalOptions

    func run() throws {
        global.show(try OneTimer(DaemonClient.send(Request(.pause, name: name), options: global)))
    }
}

struct Resume: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume",abstract: "Resume a paused timer.")
    @Argument(help: "Timer name.", completion: Completions.timers) var name: String = Product.defaultTimerName
    @OptionGroup var global: GlobalOptions

    func run() throws {
        global.show(try OneTimer(DaemonClient.send(Request(.resume, name: name), options: global)))
    }
}

struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",abstract: "Show one timer, or all of them.",
        discussion: "With --format, one line for a status bar: waybar prints Waybar's custom-module JSON; polybar, "
            + "tmux and i3blocks print the timer and its time with names escaped for that bar.")
    @Argument(help: "Timer name.", completion: Completions.timers) var name: String?
    @Option(help: BarFormat.help) var format: BarFormat?
    @Option(help: BarMarkup.help) var bar: BarMarkup?
    @OptionGroup var global: GlobalOptions

    func run() throws {
        if let format {
            // A bar asks often and must never start a daemon or fail loudly.
            let timers = (try? DaemonClient.send(Request(.list), options: global, autostart: false, timeoutMS: 2000))?.timers ?? []
            let idle = BarFormat.Idle(ConfigGroup.settings)
            let shown = BarFormat.pick(name.map { n in timers.filter { $0.name == n } } ?? timers, idle: idle,
                                       now: Date().timeIntervalSince1970)
            print(format.written(for: bar).line(shown, idle: idle))
            return
        }
        let response = try DaemonClient.send(Request(.status, name: name), options: global)
        // The whole picture (no name given): the workout in progress, then the timers.
        let workout = name == nil ? ActiveWorkout.current(global) : nil
        global.show(TimerListing(response, workout: workout, withWorkout: name == nil))
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",abstract: "List all timers.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
        global.show(TimerListing(try DaemonClient.send(Request(.list), options: global)))
    }
}
