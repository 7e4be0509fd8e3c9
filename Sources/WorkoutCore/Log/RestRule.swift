/// How long the rest timer counts after sets are logged: one rule for
/// `log`, `stats` and any front end, with the lifter's settings as plain
/// values (the core reads no settings file).
public struct RestRule: Sendable, Equatable {
    /// Whether logging a set starts the rest timer at all.
    public var autoStart: Bool
    /// After a working set of an exercise with no rest of its own.
    public var defaultRest: Double
    /// After a warm-up set.
    public var warmupRest: Double
    /// Between the exercises of one superset round; 0 starts no timer there.
    public var supersetTransition: Double

    public init(autoStart: Bool, defaultRest: Double, warmupRest: Double, supersetTransition: Double) {
        self.autoStart = autoStart
        self.defaultRest = defaultRest
        self.warmupRest = warmupRest
        self.supersetTransition = supersetTransition
    }

    /// The rest the timer counts after a working set of an exercise.
    public enum WorkingRest: Equatable, Sendable {
        /// The exercise's own rest (`exercises edit --rest`).
        case exercise(Double)
        /// The default rest: the exercise has none of its own (rest 0).
        case defaultRest(Double)

        public var seconds: Double {
            switch self { case .exercise(let s), .defaultRest(let s): s }
        }
    }

    /// After a working set of `exercise`: its own rest, else the default;
    /// nil when its auto-timer is off, as no timer starts after its sets.
    public func workingRest(for exercise: Exercise) -> WorkingRest? {
        guard exercise.autoTimer else { return nil }
        return exercise.restSeconds > 0 ? .exercise(Double(exercise.restSeconds)) : .defaultRest(defaultRest)
    }

    /// How long to rest after sets of `exercise`, or nil when no timer
    /// should start (`noTimer`, the exercise's auto-timer off, auto-start
    /// off, a superset's transition of 0 s). `override` (`--rest`) wins;
    /// warm-ups rest `warmupRest`; before the next exercise of the same
    /// superset round (`nextWithinRound`), `supersetTransition`; otherwise
    /// (a round's last exercise included) the exercise's working rest.
    public func seconds(afterSetsOf exercise: Exercise, kind: SetKind, nextWithinRound: Bool,
                        override: Double? = nil, noTimer: Bool = false) -> Double? {
        if noTimer { return nil }
        if let override { return override }
        guard autoStart, exercise.autoTimer else { return nil }
        if kind == .warmup { return warmupRest }
        if nextWithinRound { return supersetTransition > 0 ? supersetTransition : nil }
        return workingRest(for: exercise)?.seconds
    }

    /// The rest after what `log` just saved: a program's rest for the set
    /// stands in for the exercise's own.
    public func seconds(after logged: WorkoutLog.Logged, kind: SetKind, override: Double? = nil, noTimer: Bool = false) -> Double? {
        let rest = seconds(afterSetsOf: logged.exercise, kind: kind, nextWithinRound: logged.next?.withinRound == true,
                           override: override, noTimer: noTimer)
        guard rest != nil, override == nil, kind != .warmup, logged.next?.withinRound != true, let prescribed = logged.prescribedRest else { return rest }
        return prescribed
    }
}
