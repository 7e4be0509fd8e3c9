import GymTimerConfig
import GymTimerProtocol
import Logging
import Notifications
import TimerCore
import Notation

/// Applies requests to the timers and turns expiries into notifications.
/// Runs on the daemon's loop thread only. Every change it makes lands in
/// `book.changes`; the loop journals them before any response leaves.
final class TimerService {
    static let defaultName = "rest"
    static let maximumNameLength = 64
    static let maximumLabelLength = 1024

    private(set) var book: TimerBook
    let clock: any TimerClock
    let notifier: any NotificationPresenter
    var settings: Settings
    /// What in the settings file is not in force, for `daemon status`.
    private(set) var settingsProblems: [ConfigProblem] = []
    let logger: Logger

    /// Events for subscribers, sent once the changes behind them are durable.
    private(set) var events: [(name: String, response: Response)] = []
    /// Notifications asked for and not yet answered: the timers each covers
    /// and the notification it replaces, by token.
    private var pending: [UInt64: (names: [String], replacing: UInt32?)] = [:]
    private var nextToken: UInt64 = 0
    /// Expiries close together share one notification.
    private var burst = ExpiryBurst<Announced>()
    /// The timers each shown expiry notification speaks for, for its buttons.
    private var shown: [UInt32: [Announced]] = [:]
    /// Heads-ups before the end, closed when their timer ends.
    private var headsUps = HeadsUps()
    /// "Workout still open" reminders, kept the same way: closed when the
    /// rest they follow is replaced (the next set) or stopped (the end).
    private var reminderNotes = HeadsUps()
    /// Set once "unavailable" was logged, so a desktop without a notification
    /// server gets one line, not one per timer.
    private var reportedUnavailable = false
    /// Done was pressed on the rest-over notification of a timer whose
    /// follow-up names the next set: the daemon has `gym-timer` log it.
    var onDone: (NextSet) -> Void = { _ in }
    /// End workout was pressed on "Workout still open": the daemon has
    /// `gym-timer` end it.
    var onEndWorkout: () -> Void = {}

    /// One timer's expiry, as a notification announced it.
    struct Announced: Sendable {
        var name: String
        var deadline: Deadline
    }

    init(book: TimerBook, clock: any TimerClock, notifier: any NotificationPresenter, settings: Settings, logger: Logger) {
        self.book = book
        self.clock = clock
        self.notifier = notifier
        self.settings = settings
        self.logger = logger
        notifier.onOutcome = { [unowned self] in self.notificationOutcome(token: $0, $1) }
        notifier.onAction = { [unowned self] in self.notificationAction(id: $0, $1) }
        notifier.onClosed = { [unowned self] in self.shown.removeValue(forKey: $0) }
        notifier.onServerAppeared = { [unowned self] in self.announceMissed() }
        notifier.onServerVanished = { [unowned self] in self.forgetNotificationIDs() }
    }

    var notifications: NotificationAvailability { notifier.available ? .available : .unavailable }

    func takeChanges() -> [TimerChange] { book.takeChanges() }

    /// Whether a notification was asked for and its outcome has not come back.
    var awaitingNotifier: Bool { !pending.isEmpty }

    /// When the alarm should next go off (boot time), if anything is pending.
    /// Rests are cued before their end when the daemon rings itself, as
    /// the settings and the server now say (checked before every arm, so a
    /// restart, a reload or a new server need no request to take effect).
    func nextWakeup() -> Nanoseconds? {
        book.cueLead = chimesItself ? Self.chimeLead : nil
        return book.nextWakeup()
    }

    /// After the journal could not be written: `book` is what the disk
    /// holds, and `due` the expiries it has not recorded as announced.
    /// Those already announced from memory (or on their way to the server)
    /// are not announced again; their marks are what could not be saved, so
    /// they stay in memory only, and a daemon restarted before a later save
    /// announces them once more (the documented exception to "once").
    func recover(from book: TimerBook, due: [Expiry], at now: ClockReading) {
        let inFlight = Set(pending.values.flatMap(\.names))
        var announced: [String: (deadline: Deadline, id: UInt32?)] = [:]
        for timer in self.book.timers.values {
            guard case .finished(let deadline, let notified) = timer.phase, notified || inFlight.contains(timer.name) else { continue }
            announced[timer.name] = (deadline, timer.notificationID)
        }
        self.book = book
        events.removeAll()
        for expiry in due {
            guard case .finished(let deadline, _) = expiry.timer.phase else { continue }
            if let before = announced[expiry.timer.name], before.deadline == deadline {
                if !inFlight.contains(expiry.timer.name) { self.book.markNotified(name: expiry.timer.name, notificationID: before.id) }
            } else {
                announce(expiry, at: now)
            }
        }
    }

    func takeEvents() -> [(name: String, response: Response)] {
        defer { events.removeAll() }
        return events
    }

    // MARK: Durability

    /// What `persist` did.
    enum PersistOutcome: Equatable {
        /// The changes (how many) are durable.
        case saved(Int)
        /// The store refused them: nothing of them was acknowledged, memory
        /// is back to what the store holds, and the requests get this error.
        case failed(WireError)
        /// The store cannot even be read back: the daemon must stop rather
        /// than report anything unsaved as saved.
        case lost(String)
    }

    /// Makes the changes since the last call durable in `store`, with one
    /// sync for all of them; or, not `durable`, only writes them (see
    /// `TimerJournal.commit`).
    func persist(to store: some TimerStore, durable: Bool = true) -> PersistOutcome {
        let changes = takeChanges()
        if changes.isEmpty {
            guard durable else { return .saved(0) }
        } else {
            store.append(changes)
        }
        do {
            try store.commit(durable: durable)
        } catch {
            logger.error("\(error); changes of this moment are not saved")
            let failure = WireError(.storage, "the daemon could not save timers (\(error)); nothing was changed")
            let now = clock.now()
            do {
                let recovery = try store.open(now: now.wall)
                let (book, due, _) = TimerBook.recover(recovery.timers, at: now, grace: Nanoseconds(seconds: settings.gracePeriod))
                recover(from: book, due: due, at: now)
                _ = takeChanges()
                return .failed(failure)
            } catch {
                return .lost("cannot read back \(store.path): \(error)")
            }
        }
        // The changes are durable; a compaction that fails leaves the
        // journal as it was, appended to, and is tried again later.
        do { try store.compactIfNeeded(liveTimers: book.timers.values, liveCount: book.count) } catch {
            logger.warning("could not compact \(store.path): \(error); it goes on growing until a compaction succeeds")
        }
        return .saved(changes.count)
    }

    /// Reloads the settings (SIGHUP, or the file changed): each setting the
    /// file gets right applies; one it gets wrong keeps the value in force,
    /// and a file that is not TOML keeps them all. Whether everything in the
    /// file applied.
    @discardableResult
    func reloadSettings(from file: ConfigFile) -> Bool {
        do throws(ConfigError) {
            let loaded = try file.loadReporting(keeping: settings)
            settings = loaded.settings
            if loaded.problems.isEmpty {
                logger.info("reloaded \(file.path)")
            } else {
                let kept = loaded.problems.compactMap { ConfigKey(rawValue: $0.key)?.rawValue }
                let line = "reloaded \(file.path)" + (kept.isEmpty ? "" : "; kept previous settings for \(kept.joined(separator: ", "))")
                logger.warning("\(line)")
            }
            noteSettingsProblems(loaded.problems, in: file)
            return loaded.problems.isEmpty
        } catch {
            logger.warning("kept previous settings: \(error)")
            noteSettingsProblems(error.problem.map { [$0] } ?? [], in: file)
            return false
        }
    }

    /// Keeps what in the settings file is not in force, for `daemon
    /// status`, and logs each as a line: `config.toml:3: unknown key …`.
    func noteSettingsProblems(_ problems: [ConfigProblem], in file: ConfigFile) {
        settingsProblems = problems
        for problem in problems { logger.warning("\(problem.described(file: file.name))") }
    }

    // MARK: Requests

    /// Set while this daemon hands the bus name to another and stops
    /// (`BusNameClaim.handOver`): a timer started now would be left in a
    /// journal no daemon serves, so changes are refused, to be sent again.
    var handingOver = false

    func handle(_ request: Request) -> Response {
        let now = clock.now()
        if handingOver, ![.status, .list, .subscribe].contains(request.cmd) {
            return .failure(WireError(.wrongState, "this daemon is handing its timers over to another and stopping; send it again"), id: request.id)
        }
        do throws(WireError) {
            var response = try respond(to: request, at: now)
            response.id = request.id
            return response
        } catch {
            return .failure(error, id: request.id)
        }
    }

    private func respond(to request: Request, at now: ClockReading) throws(WireError) -> Response {
        if request.cmd == .notice { return try notice(request) }
        let name = try Self.validName(request.name)
        switch request.cmd {
        case .start:
            guard let seconds = request.seconds, seconds.isFinite,
                  seconds >= DurationNotation.minimumSeconds, seconds <= DurationNotation.maximumSeconds else {
                throw WireError(.invalidArgument, "start needs \"seconds\" from \(DurationNotation.minimumSeconds) to 86400")
            }
            let label = request.label ?? ""
            guard label.count <= Self.maximumLabelLength else {
                throw WireError(.invalidArgument, "label is longer than \(Self.maximumLabelLength) characters")
            }
            let warn = request.warn ?? settings.warnBefore
            guard warn.isFinite, warn >= 0 else {
                throw WireError(.invalidArgument, "\"warn\" is seconds before the end, 0 or more")
            }
            // A workout's rest carries its reminder; a plain timer none.
            let reminder = request.workout == true && settings.workoutReminder > 0 ? Nanoseconds(seconds: settings.workoutReminder) : nil
            let followUp = request.next.map { FollowUp($0.compact, reminder: reminder) } ?? reminder.map { FollowUp("", reminder: $0) }
            startTimer(name, label: label, seconds: seconds, warnBefore: warn > 0 ? Nanoseconds(seconds: warn) : nil, rest: nil,
                       followUp: followUp, at: now)
            return timerResponse(name, .started, at: now)
        case .stop:
            let stopped: [RestTimer]
            if request.all == true {
                stopped = book.stopAll()
            } else {
                do { stopped = [try book.stop(name: name)] } catch { throw Self.wire(error) }
            }
            for timer in stopped {
                closeNotification(of: timer)
                events.append((timer.name, Response(timer: book.snapshot(timer, at: now), event: .stopped)))
            }
            return Response(stopped: stopped.map(\.name))
        case .add:
            guard let seconds = request.seconds, seconds.isFinite, abs(seconds) <= DurationNotation.maximumSeconds else {
                throw WireError(.invalidArgument, "add needs \"seconds\" between -86400 and 86400")
            }
            try checkAdjustment(of: name, by: seconds, at: now)
            do { _ = try book.adjust(name: name, by: Nanoseconds(seconds: seconds), at: now) } catch { throw Self.wire(error) }
            closeHeadsUp(of: name)
            return timerResponse(name, .adjusted, at: now)
        case .pause:
            do { _ = try book.pause(name: name, at: now) } catch { throw Self.wire(error) }
            closeHeadsUp(of: name)
            return timerResponse(name, .paused, at: now)
        case .resume:
            do { _ = try book.resume(name: name, at: now) } catch { throw Self.wire(error) }
            return timerResponse(name, .resumed, at: now)
        case .status, .subscribe:
            if let requested = request.name {
                guard let timer = book.timers[requested] else { throw Self.wire(.unknownTimer(requested)) }
                return Response(timers: [book.snapshot(timer, at: now)], notifications: notifications)
            }
            return list(at: now)
        case .list:
            return list(at: now)
        case .daemonStatus:
            return Response() // filled in by the daemon, which knows its own details
        case .notice:
            return try notice(request)
        }
    }

    /// Shows a notification of the training log's (`notice`): the command
    /// line has no libnotify, the daemon shows it as it shows a timer's.
    /// Quiet (no sound), normal urgency, no buttons.
    private func notice(_ request: Request) throws(WireError) -> Response {
        guard let summary = request.name, !summary.isEmpty, summary.count <= Self.maximumLabelLength,
              (request.label ?? "").count <= 4 * Self.maximumLabelLength else {
            throw WireError(.invalidArgument, "notice needs a \"name\" (its summary) of 1 to \(Self.maximumLabelLength) characters and a short \"label\"")
        }
        nextToken += 1
        notifier.show(RestNotification(summary: summary, body: request.label ?? "", urgency: .normal, soundName: nil,
                                       category: "x-gym-timer.sync"), token: nextToken)
        logger.info("notice: \(summary)")
        return Response()
    }

    /// Starts (or restarts) timer `name`, closing what the timer it replaces
    /// had on screen. `rest`: the rest it stands for, when not `seconds`.
    private func startTimer(_ name: String, label: String, seconds: Double, warnBefore: Nanoseconds?, rest: Nanoseconds?,
                            followUp: FollowUp? = nil, at now: ClockReading) {
        if let replaced = book.start(name: name, label: label, duration: Nanoseconds(seconds: seconds),
                                     warnBefore: warnBefore, rest: rest, followUp: followUp, at: now) {
            closeNotification(of: replaced)
        }
        logger.debug("started \(name) for \(seconds) s")
    }

    /// `add` keeps a timer within what `start` allows: never past 24 hours,
    /// and never to an end by subtraction — a timer ended that way would
    /// finish without its rest having been taken, so that is `stop`'s job.
    private func checkAdjustment(of name: String, by seconds: Double, at now: ClockReading) throws(WireError) {
        guard let timer = book.timers[name] else { throw Self.wire(.unknownTimer(name)) }
        let snapshot = book.snapshot(timer, at: now)
        guard snapshot.state != .finished else { return } // the book says why that is refused
        let left = snapshot.remainingSeconds, after = left + seconds
        if seconds > 0, after > DurationNotation.maximumSeconds || snapshot.durationSeconds + seconds > DurationNotation.maximumSeconds {
            throw WireError(.invalidArgument, "\(name) has \(DurationNotation.clock(left)) left; adding \(DurationNotation.spoken(seconds)) "
                            + "would take it past 24 hours, the longest a timer runs")
        }
        if seconds < 0, after < DurationNotation.minimumSeconds {
            throw WireError(.invalidArgument, "\(name) has \(DurationNotation.clock(left)) left; taking off \(DurationNotation.spoken(-seconds)) "
                            + "would end it: stop it instead, or take off less")
        }
    }

    private func list(at now: ClockReading) -> Response {
        Response(timers: book.sorted().map { book.snapshot($0, at: now) }, notifications: notifications)
    }

    private func timerResponse(_ name: String, _ event: TimerEventKind, at now: ClockReading) -> Response {
        let snapshot = book.snapshot(book.timers[name]!, at: now)
        events.append((name, Response(timer: snapshot, event: event)))
        return Response(timer: snapshot)
    }

    static func validName(_ name: String?) throws(WireError) -> String {
        guard let name else { return defaultName }
        guard !name.isEmpty, name.count <= maximumNameLength,
              !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw WireError(.invalidArgument, "timer names are 1 to \(maximumNameLength) characters without control characters")
        }
        return name
    }

    private static func wire(_ error: TimerBookError) -> WireError {
        switch error {
        case .unknownTimer: WireError(.unknownTimer, error.description)
        case .wrongState: WireError(.wrongState, error.description)
        }
    }

    // MARK: Expiry and notifications

    /// Fires every timer whose deadline has passed. Called when the alarm
    /// goes off; the notification is requested before anything is written,
    /// so disk latency never delays it.
    func fireDue() {
        let now = clock.now()
        book.cueLead = chimesItself ? Self.chimeLead : nil
        announce(book.expire(at: now), at: now)
        for timer in book.takeWarnings() {
            nextToken += 1
            let left = timer.remaining(at: now).seconds
            headsUps.sent(token: nextToken, for: timer.name)
            notifier.show(RestNotification.warning(name: timer.name, label: timer.label, seconds: left,
                                                   actions: Self.headsUpActions(settings.actions)), token: nextToken)
            logger.debug("warned \(timer.name), \(left) s left")
        }
        for _ in book.takeCues().prefix(1) where chimesItself {
            if let sound = settings.sound { notifier.readyChime(sound, volume: Double(settings.volume) / 100) }
        }
        giveReminders(at: now)
    }

    /// "Workout still open" for each workout's rest over for
    /// `workout.reminder` with no set since, once (recorded before the
    /// notification's answer, so a restart does not give it again).
    func giveReminders(at now: ClockReading) {
        for timer in book.takeReminders() {
            guard case .finished(let at, _) = timer.phase else { continue }
            nextToken += 1
            reminderNotes.sent(token: nextToken, for: timer.name)
            let idle = timer.duration.seconds - at.remaining(at: now).seconds
            notifier.show(RestNotification.workoutReminder(label: timer.label, idleSeconds: idle), token: nextToken)
            book.markReminded(name: timer.name)
            logger.info("reminded that the workout of \(timer.name) is still open")
        }
    }

    /// Announces a timer that reached its deadline; `overdue` above a second
    /// says how long ago. The notification leaves at once; one that follows
    /// within the burst window is folded into it.
    func announce(_ expiry: Expiry, at now: ClockReading) {
        announce([expiry], at: now)
    }

    /// Announces expiries that came due together with one notification.
    func announce(_ expiries: [Expiry], at now: ClockReading) {
        var added: [(entry: RestNotification.Entry, member: Announced)] = []
        added.reserveCapacity(expiries.count)
        for expiry in expiries {
            let timer = expiry.timer
            guard case .finished(let deadline, _) = timer.phase else { continue }
            closeHeadsUp(of: timer.name)
            added.append((RestNotification.Entry(name: timer.name, label: timer.label, overdueSeconds: expiry.overdue.seconds),
                          Announced(name: timer.name, deadline: deadline)))
            let late = expiry.overdue >= .perSecond ? " (\(Int(expiry.overdue.seconds)) s late)" : ""
            logger.info("timer \(timer.name) finished\(late)")
            events.append((timer.name, Response(timer: book.snapshot(timer, at: now), event: .finished)))
        }
        guard !added.isEmpty else { return }
        nextToken += 1
        let send = burst.add(added, at: now.boottime, token: nextToken)
        pending[send.token] = (send.members.map(\.name), send.replacing)
        // Done logs one timer's next set: a list of several has none.
        let followUp = send.members.count == 1 ? book.timers[send.members[0].name]?.followUp.flatMap { NextSet(compact: $0.text) } : nil
        let chimes = chimesItself
        let note = RestNotification.expiries(
            send.entries, urgency: settings.urgency,
            // The server is asked for no sound when the daemon plays it, so nobody hears two.
            soundName: chimes || settings.volume == 0 ? nil : settings.sound,
            actions: Self.expiryActions(settings.actions, done: followUp != nil))
        // One chime for timers ending together, and none for rests long over
        // (announced after a restart).
        if chimes, let sound = settings.sound, expiries.contains(where: { $0.overdue < Self.chimeStaleness }),
           lastChime.map({ now.boottime - $0 >= Self.chimeSpacing }) ?? true {
            lastChime = now.boottime
            // What is next, said after the chime: for one timer's rest, its sentence.
            let speech = settings.speak && send.entries.count == 1
                ? SpokenCue.sentence(summary: note.summary, label: send.entries[0].label) : nil
            notifier.chime(sound, volume: Double(settings.volume) / 100, then: speech)
        }
        notifier.show(note, replacing: send.replacing, token: send.token)
    }

    /// Announces an expiry found at start-up, unless a client stopped or
    /// restarted that timer, or it was announced, since.
    func announceMissed(_ expiry: Expiry, at now: ClockReading) {
        guard case .finished(let deadline, false) = expiry.timer.phase,
              let current = book.timers[expiry.timer.name], case .finished(deadline, false) = current.phase,
              !pending.values.contains(where: { $0.names.contains(expiry.timer.name) })
        else { return }
        announce(expiry, at: now)
    }

    /// A notification server has just appeared: timers that ended while none
    /// was there, and within the grace period, are announced now, together
    /// in one notification. Those whose show is still on its way are left
    /// to it (the notifier sends it again if it was answered for no server).
    func announceMissed() {
        let now = clock.now()
        let inFlight = Set(pending.values.flatMap(\.names))
        burst.closeOpenBurst()
        var missed: [Expiry] = []
        for timer in book.timers.values.sorted(by: { $0.name < $1.name }) where !inFlight.contains(timer.name) {
            guard case .finished(let at, false) = timer.phase else { continue }
            let overdue = max(0, -at.remaining(at: now))
            guard overdue <= Nanoseconds(seconds: settings.gracePeriod) else { continue }
            missed.append(Expiry(timer: timer, overdue: overdue))
        }
        announce(missed, at: now)
    }

    /// The server's answer for `token`. Timers stopped or replaced in the
    /// meantime are not marked; a notification no timer needs is closed.
    func notificationOutcome(token: UInt64, _ outcome: NotifyOutcome) {
        pending.removeValue(forKey: token)
        var shownID: UInt32? { if case .shown(let id) = outcome { id } else { nil } }
        switch reminderNotes.answered(token: token, id: shownID) {
        case .close(let id): notifier.close(id: id)
        case .kept: if let id = shownID { logger.info("workout reminder shown as notification \(id)") }
        case .notHeadsUp: break
        }
        let headsUp = headsUps.answered(token: token, id: shownID)
        if case .close(let id) = headsUp { notifier.close(id: id) }
        switch outcome {
        case .shown(let id):
            switch headsUp == .notHeadsUp ? burst.shown(token: token, id: id) : .superseded {
            case .announced(let members, let closing):
                if let closing {
                    shown.removeValue(forKey: closing)
                    notifier.close(id: closing)
                }
                var current: [Announced] = []
                for member in members {
                    guard let timer = book.timers[member.name], case .finished(member.deadline, let notified) = timer.phase else { continue }
                    current.append(member)
                    if !notified || timer.notificationID != id { book.markNotified(name: member.name, notificationID: id) }
                }
                if current.isEmpty { notifier.close(id: id) } else { shown[id] = current }
            case .close(let id):
                notifier.close(id: id)
            case .superseded:
                break
            }
            if reportedUnavailable { logger.info("notifications available again") }
            reportedUnavailable = false
        case .failed(let reason):
            if headsUp == .notHeadsUp { _ = burst.failed(token: token) }
            if !reportedUnavailable {
                logger.warning("notifications unavailable: \(reason); timers keep running, and are announced when a notification server appears")
            }
            reportedUnavailable = true
        }
    }

    /// When the daemon last chimed (boot time), and how close chimes may
    /// come: timers ending together ring once.
    private var lastChime: Nanoseconds?
    static let chimeSpacing: Nanoseconds = 2 * .perSecond
    /// A rest over for longer than this (announced after a restart) rings no more.
    static let chimeStaleness: Nanoseconds = 60 * .perSecond

    /// Whether the daemon plays the rest-over sound itself: where the server
    /// plays none (dunst, xfce4-notifyd, most tiling desktops), or when
    /// `notify.chime` asks; never with the sound or the volume off.
    /// How long before a rest's end its chime is readied: its player's
    /// start (a process, the sound library, a connection, the sound in the
    /// server's cache) is over by the deadline, even on a cold machine.
    static let chimeLead: Nanoseconds = 3 * .perSecond

    var chimesItself: Bool {
        settings.sound != nil && settings.volume > 0 && (settings.chime || settings.speak || !notifier.playsSounds)
    }

    /// The buttons of a rest-over notification, in the order `notify.actions`
    /// gives (the body's click first): Done only when the next set is known,
    /// −15 s never (there is no rest left to shorten).
    static func expiryActions(_ buttons: [NotifyButton], done: Bool) -> [RestNotification.Action] {
        [.default] + buttons.compactMap { button in
            switch button {
            case .done: done ? .done : nil
            case .minus15: nil
            case .plus15: .add15
            case .plus30: .add30
            case .again: .again
            }
        }
    }

    /// The buttons of a heads-up while the rest runs: −15 s and +15 s.
    static func headsUpActions(_ buttons: [NotifyButton]) -> [RestNotification.Action] {
        buttons.compactMap { $0 == .minus15 ? .subtract15 : $0 == .plus15 ? .add15 : nil }
    }

    /// A button on a timer's notification. On rest over: Done has the next
    /// set logged, +15 s, +30 s and Again restart each timer it speaks for,
    /// if that timer is still the one that ended. On a heads-up: −15 s and
    /// +15 s move the end of the rest still running.
    func notificationAction(id: UInt32, _ action: RestNotification.Action) {
        guard action != .default else { return }
        if let name = reminderNotes.timer(showing: id) {
            reminderAction(name, action)
            return
        }
        guard let members = shown[id] else {
            if let name = headsUps.timer(showing: id) { adjustFromHeadsUp(name, action) }
            return
        }
        let now = clock.now()
        for member in members {
            guard let timer = book.timers[member.name], case .finished(member.deadline, _) = timer.phase else { continue }
            switch action {
            case .done:
                guard let next = timer.followUp.flatMap({ NextSet(compact: $0.text) }) else { continue }
                logger.info("Done on the notification of \(member.name): logging its next set")
                onDone(next)
            case .add15, .add30, .again:
                // Again is the rest it was started with, also after a +30 s;
                // the set its Done logs stays the same.
                let rest = timer.restDuration
                let seconds = action == .add15 ? 15 : action == .add30 ? 30 : rest.seconds
                startTimer(member.name, label: timer.label, seconds: seconds, warnBefore: timer.warnBefore, rest: rest,
                           followUp: timer.followUp, at: now)
                _ = timerResponse(member.name, .started, at: now)
                logger.info("\(action.label) on the notification restarted \(member.name) for \(seconds) s")
            case .default, .subtract15, .endWorkout, .keepGoing:
                continue
            }
        }
    }

    /// End workout or Keep going pressed on the reminder that follows
    /// timer `name`: the workout is ended by `gym-timer`, or the reminder
    /// comes again `workout.reminder` from now.
    private func reminderAction(_ name: String, _ action: RestNotification.Action) {
        if let id = reminderNotes.end(name) { notifier.close(id: id) }
        switch action {
        case .endWorkout:
            logger.info("End workout on the reminder: ending the workout")
            onEndWorkout()
        case .keepGoing where settings.workoutReminder > 0:
            book.remindAgain(name: name, after: Nanoseconds(seconds: settings.workoutReminder), at: clock.now())
            logger.info("Keep going on the reminder: reminding again in \(Int(settings.workoutReminder)) s")
        default:
            break
        }
    }

    /// −15 s or +15 s pressed on timer `name`'s heads-up, while it runs.
    private func adjustFromHeadsUp(_ name: String, _ action: RestNotification.Action) {
        guard action == .add15 || action == .subtract15 else { return }
        let now = clock.now()
        let seconds: Double = action == .add15 ? 15 : -15
        do {
            try checkAdjustment(of: name, by: seconds, at: now)
            _ = try book.adjust(name: name, by: Nanoseconds(seconds: seconds), at: now)
        } catch {
            logger.info("\(action.label) on the heads-up of \(name) changed nothing: \(error)")
            return
        }
        closeHeadsUp(of: name)
        _ = timerResponse(name, .adjusted, at: now)
        logger.info("\(action.label) on the heads-up moved the end of \(name)")
    }

    /// The server that numbered the shown notifications is gone; a new one
    /// numbers afresh, so old ids must never be closed on it.
    func forgetNotificationIDs() {
        shown.removeAll()
        headsUps.forgetIDs()
        reminderNotes.forgetIDs()
        for timer in book.timers.values where timer.notificationID != nil {
            book.markNotified(name: timer.name, notificationID: nil)
        }
    }

    /// Closes a timer's notification unless other ended timers still share
    /// it, or a send on its way replaces it with a list of others.
    private func closeNotification(of timer: RestTimer) {
        closeHeadsUp(of: timer.name)
        if let id = reminderNotes.end(timer.name) { notifier.close(id: id) }
        guard let id = timer.notificationID else { return }
        let sharing = book.timers.values.contains { $0.name != timer.name && $0.notificationID == id && $0.isFinished }
        let replacing = pending.values.contains { $0.replacing == id && $0.names.contains { $0 != timer.name } }
        if !sharing && !replacing {
            shown.removeValue(forKey: id)
            notifier.close(id: id)
        }
    }

    /// Closes timer `name`'s heads-up, if it has one on screen (one on its
    /// way is closed when the server answers).
    private func closeHeadsUp(of name: String) {
        if let id = headsUps.end(name) { notifier.close(id: id) }
    }
}
