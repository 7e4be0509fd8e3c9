import Foundation
import GymTimerClient
import GymTimerProtocol
import Notation
import WorkoutCore
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// What the workout screen needs from the front end that runs it: the
/// training log and its settings, how sets read in the lifter's unit (the
/// same words as the rest of that front end), the rest timer a log starts,
/// and the daemon to follow it on.
public protocol WorkoutScreenHost {
    var database: AppDatabase { get }
    var unit: WeightUnit { get }
    /// The unit with the lifter's bar and plates, for loadable targets.
    var loading: Loading { get }
    /// `workout.auto_end`, for a log after a long break.
    var autoEnd: Double { get }
    /// Whether to colour the screen, and the terminal's `TERM`.
    var color: Bool { get }
    var term: String? { get }
    /// The timer a log starts (the daemon's `rest`).
    var restTimerName: String { get }

    func describe(_ set: WorkoutSet, type: ExerciseType) -> String
    func describe(_ record: PersonalRecord) -> String
    func describe(_ target: SetTarget, type: ExerciseType) -> String
    func plates(forKg weightKg: Double?, exercise: Exercise) -> String?
    func lastTime(_ previous: WorkoutLog.PreviousSet, type: ExerciseType) -> String
    /// What the next set follows: today's last set of it, else last time.
    func last(before next: WorkoutLog.NextUp) -> String?
    func setLines(_ detail: HistoryBook.Detail) -> [String]
    /// An error as one line, with how to go on.
    func line(for error: any Error) -> String

    /// Starts the rest after `logged` (saved): the timer, or why there is none.
    func startRest(after logged: WorkoutLog.Logged, kind: SetKind) -> (timer: TimerSnapshot?, warning: String?)
    /// A client for the daemon, to follow the rest timer on.
    func daemonClient() throws -> DaemonClient
}

/// `gym-timer workout` on a terminal: the workout in progress on one
/// screen, one key per action. Every action goes through the workout core
/// and the screen is rebuilt from what it saved, so a set shows as done
/// only once it is durable; the rest timer is the daemon's, so quitting
/// (or losing the terminal) leaves both the workout and the timer running.
public final class WorkoutScreen {
    private let host: any WorkoutScreenHost
    private let log: WorkoutLog
    private(set) var model: ScreenModel
    private var feed: TimerFeed?
    /// When to try the daemon again after losing it (monotonic seconds).
    private var reconnectAt = 0.0
    /// The daemon went away since the screen opened.
    private var lostFeed = false
    /// What a yes to the question on screen does.
    private var pending: Pending?
    private var quitting = false
    /// When to read the log again after a change seen on disk (monotonic seconds).
    private var followAt: Double?
    /// How long after the last write seen: a command's transaction and close take milliseconds.
    static let followPause = 0.05

    private enum Pending {
        case undo(sets: [Int64], exerciseID: String, count: Int)
        case log(WorkoutLog.Request, SetKind)
    }

    public init(host: any WorkoutScreenHost) throws {
        self.host = host
        log = WorkoutLog(host.database)
        model = ScreenModel(gym: try GymBook(host.database).selected().name)
        let next = try log.next(loading: host.loading)
        try reload(focus: next?.next)
        if next?.next == nil {
            model.message = .init(text: model.header == nil ? "n picks the first exercise." : "All planned sets done: n picks another exercise, q quits.", isError: false)
        }
    }

    // MARK: The loop

    /// Runs until `q`: draws, then sleeps until a key, a daemon event or the
    /// next second of the clocks on screen.
    public func run() throws {
        let terminal = try Terminal(color: host.color, term: host.term)
        defer {
            terminal.stop()
            feed?.close()
        }
        connectFeed()
        let logWatch = LogWatch(databasePath: host.database.path)
        while !quitting {
            readFeed()
            let (rows, columns) = terminal.size
            terminal.draw(ScreenLayout.frame(model, rows: rows, columns: columns, now: Date(), monotonic: monotonicSeconds()))
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: feed?.fd ?? -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: logWatch?.fd ?? -1, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 3, untilNextSecond()) < 0, errno != EINTR {
                throw ScreenError("workout screen: poll: " + String(cString: strerror(errno)))
            }
            // The terminal went away: the workout and the timer stay as they are.
            if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return }
            // The log changed (a set logged in another terminal): read it
            // again once the writer is done — a moment after the last
            // write seen, so that both reads see the same log.
            if fds[2].revents & Int16(POLLIN) != 0, logWatch?.drain() == true {
                followAt = monotonicSeconds() + Self.followPause
            }
            if let at = followAt, monotonicSeconds() >= at {
                followAt = nil
                followLog()
            }
            for key in terminal.keys() where !quitting { handle(key) }
        }
    }

    /// Milliseconds until the countdown or the elapsed clock next turns over a second.
    private func untilNextSecond() -> Int32 {
        let now = Date().timeIntervalSince1970
        var seconds = 1 - now.truncatingRemainder(dividingBy: 1)
        if let over = model.rest?.timer.overtime(atUnix: now) { seconds = min(seconds, 1 - over.truncatingRemainder(dividingBy: 1)) }
        if let rest = model.rest, rest.timer.state == .running {
            let remaining = rest.remaining(at: monotonicSeconds())
            let fraction = remaining - remaining.rounded(.down)
            if remaining > 0 { seconds = min(seconds, fraction == 0 ? 1 : fraction) }
        }
        if feed == nil { seconds = max(0, min(seconds, reconnectAt - monotonicSeconds())) }
        if let followAt { seconds = max(0, min(seconds, followAt - monotonicSeconds())) }
        return Int32(seconds * 1000) + 2
    }

    // MARK: The rest timer, from the daemon's events

    /// Subscribes to the rest timer. After a lost connection it starts a
    /// daemon only where one died without removing its socket (as
    /// `TimerFollower` does): a daemon stopped on purpose stays stopped.
    private func connectFeed() {
        do {
            var client = try host.daemonClient()
            if lostFeed { client.autostart = client.autostart && client.socketState() == .stale }
            let (feed, first) = try TimerFeed.open(client, timeoutMS: 5_000)
            lostFeed = false
            let timer = first.timers?.first { $0.name == host.restTimerName }
            self.feed = feed
            model.rest = timer.map { .init(timer: $0, seenAt: monotonicSeconds()) }
            model.restProblem = nil
        } catch {
            model.restProblem = "\(error); trying again"
            reconnectAt = monotonicSeconds() + 5
        }
    }

    private func readFeed() {
        guard feed != nil else {
            if monotonicSeconds() >= reconnectAt { connectFeed() }
            return
        }
        do {
            for change in try feed!.changes(of: host.restTimerName) {
                model.rest = change.map { .init(timer: $0, seenAt: monotonicSeconds()) }
            }
        } catch {
            feed?.close()
            feed = nil
            model.restProblem = "lost gym-timerd (\(error)); trying again"
            lostFeed = true
            // Soon: a daemon that crashed is started again within a second.
            reconnectAt = monotonicSeconds() + 0.1
        }
    }

    // MARK: Keys

    func handle(_ key: Terminal.Key) {
        if key == .interrupt { quitting = true; return }
        if key == .resize { return } // drawn again at the new size
        switch model.mode {
        case .keys: command(key)
        case .editingSet(let text):
            if let text = typed(key, into: text, cancel: { model.mode = .keys }) {
                model.mode = .editingSet(text)
            } else if key == .enter {
                logTyped(text)
            }
        case .choosingExercise(let text):
            if let text = typed(key, into: text, cancel: { model.mode = .keys }) {
                model.mode = .choosingExercise(text)
            } else if key == .enter {
                choose(text)
            }
        case .confirming:
            answer(key)
        }
    }

    private func command(_ key: Terminal.Key) {
        model.message = nil
        switch key {
        case .enter: logTarget()
        case .character("e"): model.mode = model.focus.map { .editingSet($0.targetNotation ?? "") } ?? .choosingExercise("")
        case .character("n"): moveOn()
        case .character("u"): askUndo()
        case .character("q"): quitting = true
        default: break
        }
    }

    /// The line being typed after `key`; nil when the key is not typing
    /// (Enter), after running `cancel` for Esc.
    private func typed(_ key: Terminal.Key, into text: String, cancel: () -> Void) -> String? {
        switch key {
        case .character(let c): model.message = nil; return text + String(c)
        case .backspace: return String(text.dropLast())
        case .clearLine: return ""
        case .escape:
            cancel()
            model.message = nil
            return nil
        default: return key == .enter ? nil : text
        }
    }

    // MARK: Actions

    /// Enter: today's target for the exercise in focus.
    private func logTarget() {
        guard let focus = model.focus else { model.mode = .choosingExercise(""); return }
        guard focus.target != nil else {
            model.mode = .editingSet("")
            model.message = .init(text: "No target for \(focus.exerciseName) yet: type the set, e.g. 60x8.", isError: false)
            return
        }
        var request = WorkoutLog.Request(exerciseQuery: focus.exerciseName, sets: [])
        request.exerciseID = focus.exerciseID
        request.shorthand = .target
        request.loading = host.loading
        request.autoEnd = host.autoEnd
        save(request, kind: .normal)
    }

    /// Enter on the edit line: the sets typed, or `same`, `+2.5x5`; a
    /// malformed set writes nothing and says which forms are accepted.
    private func logTyped(_ text: String) {
        guard let focus = model.focus else { return }
        let tokens = text.split(separator: " ").map(String.init)
        var request = WorkoutLog.Request(exerciseQuery: focus.exerciseName, sets: [])
        request.exerciseID = focus.exerciseID
        request.loading = host.loading
        request.autoEnd = host.autoEnd
        do {
            if tokens.isEmpty { throw WorkoutError.invalidInput("type a set first; use " + SetNotation.forms) }
            if let shorthand = try SetShorthand.parse(tokens, unit: host.unit) { request.shorthand = shorthand } else {
                request.sets = try SetNotation.sets(tokens, unit: host.unit)
            }
        } catch {
            model.message = .init(text: host.line(for: error), isError: true)
            return
        }
        save(request, kind: .normal)
    }

    /// Saves, then starts the rest and shows what was saved; an unusual
    /// request asks first.
    private func save(_ request: WorkoutLog.Request, kind: SetKind) {
        let logged: WorkoutLog.Logged
        do {
            logged = try log.log(request)
        } catch let error as WorkoutError where error.question(in: host.unit) != nil {
            pending = .log(request, kind)
            model.mode = .confirming(error.question(in: host.unit)!)
            return
        } catch {
            model.message = .init(text: host.line(for: error), isError: true)
            return
        }
        model.mode = .keys
        let rest = host.startRest(after: logged, kind: kind)
        model.records.insert(contentsOf: logged.records.map(host.describe), at: 0)
        let done = zip(logged.sets, logged.numbers).map { set, number in
            "\(number): " + host.describe(set, type: logged.exercise.type)
        }.joined(separator: ", ")
        model.message = .init(text: rest.warning ?? "Saved \(logged.exercise.name) \(done).", isError: rest.warning != nil)
        if let timer = rest.timer { model.rest = .init(timer: timer, seenAt: monotonicSeconds()) }
        refresh(focus: logged.next)
        if logged.next == nil { model.message?.text += " All planned sets done: n picks another exercise." }
    }

    /// `u`: asks before removing what the last log wrote.
    private func askUndo() {
        do {
            guard let last = try log.lastLogged(), let first = last.sets.first else {
                model.message = .init(text: "Nothing to undo: no sets logged since the last undo.", isError: true)
                return
            }
            let type = last.exercises[first.exerciseId]?.type ?? .weightReps
            let sets = last.sets.map { set in
                (last.numbers[set.id!].map { "\($0): " } ?? "") + host.describe(set, type: type)
            }.joined(separator: ", ")
            pending = .undo(sets: last.sets.map { $0.id! }, exerciseID: first.exerciseId, count: last.sets.count)
            model.mode = .confirming("Remove \(last.exercises[first.exerciseId]?.name ?? first.exerciseId) \(sets)?")
        } catch {
            model.message = .init(text: host.line(for: error), isError: true)
        }
    }

    private func answer(_ key: Terminal.Key) {
        guard let pending, key == .character("y") || key == .character("Y") else {
            if [.character("n"), .character("N"), .escape, .enter].contains(key) {
                model.mode = .keys
                model.message = .init(text: "Nothing changed.", isError: false)
                self.pending = nil
            }
            return
        }
        self.pending = nil
        model.mode = .keys
        switch pending {
        case .undo(let sets, let exerciseID, let count):
            do {
                _ = try log.undo(expecting: sets)
                model.message = .init(text: "Removed \(count == 1 ? "1 set" : "\(count) sets"); the rest timer runs on.", isError: false)
                refresh(focus: try? log.upNext(ofExercise: exerciseID, loading: host.loading))
            } catch {
                model.message = .init(text: host.line(for: error), isError: true)
            }
        case .log(var request, let kind):
            request.confirmed = true
            save(request, kind: kind)
        }
    }

    /// `n`: the template's next exercise with sets left, else the one typed.
    private func moveOn() {
        guard let focus = model.focus,
              let next = try? log.plannedExercise(after: focus.exerciseID, loading: host.loading) else {
            model.mode = .choosingExercise("")
            return
        }
        refresh(focus: next)
    }

    private func choose(_ query: String) {
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else { model.mode = .keys; return }
        do {
            let next = try log.upNext(of: query, loading: host.loading)
            model.mode = .keys
            model.message = nil
            refresh(focus: next)
        } catch {
            model.message = .init(text: host.line(for: error), isError: true)
        }
    }

    // MARK: The model, from the workout core

    /// After a change made elsewhere: the workout as saved, the exercise in
    /// focus moved on past any set of it logged there.
    /// While a set is being typed or a question answered, only the sets
    /// shown change: what Enter will do stays what the lifter sees.
    private func followLog() {
        guard case .keys = model.mode else {
            try? reloadSets()
            return
        }
        let next = model.focus.flatMap { try? log.upNext(ofExercise: $0.exerciseID, loading: host.loading) }
            ?? (try? log.next(loading: host.loading))?.next
        refresh(focus: next)
    }

    private func refresh(focus: WorkoutLog.NextUp?) {
        do { try reload(focus: focus) } catch { model.message = .init(text: host.line(for: error), isError: true) }
    }

    /// The workout and its sets as saved, and the exercise in focus.
    private func reload(focus next: WorkoutLog.NextUp?) throws {
        try reloadSets()
        model.focus = next.map(focus)
    }

    /// The workout and its sets as saved.
    private func reloadSets() throws {
        let detail = try log.current()
        model.header = detail.map { .init(name: $0.workout.name, gym: $0.gym.name, startedAt: $0.workout.startedAt, sets: $0.sets.count) }
        model.setLines = detail.map { host.setLines($0) } ?? []
    }

    private func focus(_ next: WorkoutLog.NextUp) -> ScreenModel.Focus {
        let type = next.exercise.type
        return .init(exerciseID: next.exercise.id, exerciseName: next.exercise.name, setLabel: "\(next.set)",
                     target: next.target.map { host.describe($0, type: type) },
                     targetNotation: next.target.flatMap {
                         SetNotation.typed(weightKg: $0.weightKg, reps: $0.reps, bodyweight: type.isBodyweight, unit: host.unit)
                     },
                     plates: next.target.flatMap { host.plates(forKg: $0.weightKg, exercise: next.exercise) },
                     last: host.last(before: next), notes: next.notes)
    }

}

/// The screen could not run: the terminal or the loop failed.
public struct ScreenError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
