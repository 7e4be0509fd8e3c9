import ArgumentParser
import Foundation
import GymTimerConfig
import GymTimerProtocol
import WorkoutCore
import SyncShare
import Notation

/// What the training-log commands share: the opened database, the display
/// unit, and turning core errors into the right exit status.
struct Training {
    let database: AppDatabase
    let settings: Settings
    var unit: WeightUnit { settings.unit }
    /// The unit with the lifter's bar and plates: targets are rounded down to what these load.
    var loading: Loading { Loading(unit: unit, barbell: Plates.math(settings)) }
    /// How sets and workouts are named to the lifter (`#12`, or the
    /// digits every device shares while the log syncs); one per command,
    /// so a row removed by it is still named as it was.
    let names: RowNames

    /// `weights`: the command saves or converts weights, so a settings
    /// file with an error about them stops it (`ConfigGroup.checkedLoad`);
    /// any other problem is a warning and its default applies, never silently.
    /// `catchingUp`: see `AppDatabase.open`.
    init(_ global: GlobalOptions, weights: Bool = false, catchingUp: Bool = true) throws {
        let loaded: ConfigFile.Loaded?
        if weights {
            loaded = try ConfigGroup.checkedLoad()
        } else {
            loaded = ConfigGroup.warnedLoad()
        }
        settings = loaded?.settings ?? Settings()
        let path = Paths.trainingLog(dataDirectory: global.dataDir, environment: Console.environment)
        try Self.refuseMissingSyncedLog(path)
        database = try Training.run { try AppDatabase.open(path: path, catchingUp: catchingUp) }
        names = RowNames(database)
        // The e1RM rep cap lives in the log, so every figure uses one; a
        // settings file that gets it wrong changes nothing there.
        if let loaded, !loaded.hasProblem(with: .e1rmMaxReps) {
            try Training.run { try database.useE1rmMaxReps(loaded.settings.e1rmMaxReps) }
        }
    }

    /// A device set up for sync whose log is gone has it in the folder: an
    /// empty log made here would not sync (and `sync setup` would leave the
    /// old device behind), so every command says how to get it back.
    static func refuseMissingSyncedLog(_ path: String) throws {
        guard access(path, F_OK) != 0, let setup = SyncShare.SyncSetup.read(LogSync.configPath(forLog: path)) else { return }
        throw CLIError("the training log \(path) is missing, but this device syncs through \(setup.folder): "
                       + "`gym-timer sync rebuild` restores it from there")
    }

    /// Runs core work, mapping its errors: malformed input exits 64, the rest 1.
    static func run<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as WorkoutError {
            let unit = ConfigGroup.settings.unit
            if let question = error.question(in: unit) { throw CLIError(question, confirmation: question) }
            if error.isUsageError { throw ValidationError(error.line(in: unit)) }
            throw CLIError(error.line(in: unit))
        } catch let error as NotationError {
            throw ValidationError(error.description)
        } catch let error as CLIError {
            throw error
        } catch let error as ValidationError {
            throw error
        } catch {
            if let storage = AppDatabase.storageFailure(error) { throw CLIError(storage.line) }
            throw CLIError("training log: \(error)")
        }
    }

    /// `PR: e1RM 118.3 kg (+1.7)`, `PR: 100 kg × 5 (+2.5)`, `PR here: 12 reps at 60 kg (+1)`.
    func describe(_ record: PersonalRecord) -> String {
        let head = record.gymOnly ? "PR here: " : "PR: "
        let body = record.bodyweight ? " with body weight" : ""
        // An estimate is a figure (`WeightUnit.figure`); a load is a weight lifted.
        func figure(_ kg: Double) -> String { unit.figure(kilograms: kg) }
        func kg(_ v: Double) -> String { unit.format(kilograms: v) }
        switch record.kind {
        case .e1rm:
            return head + "e1RM \(figure(record.value)) \(unit.rawValue)\(body) (+\(figure(record.value - record.previous)))"
        case .weightAtReps:
            return head + "\(kg(record.value)) \(unit.rawValue)\(body) × \(Int(record.at ?? 0)) (+\(kg(record.value - record.previous)))"
        case .repsAtWeight:
            let at = record.at ?? 0
            let weight = !record.bodyweight ? "\(kg(at)) \(unit.rawValue)"
                : at == 0 ? "bodyweight" : "bw \(at < 0 ? "−" : "+") \(kg(abs(at))) \(unit.rawValue)"
            return head + "\(Plural.count(Int(record.value), "rep")) at \(weight) (+\(Int(record.value - record.previous)))"
        }
    }

    /// `100 kg × 5`, `bodyweight × 12`, `bw + 20 kg × 8`, `5 km in 25:00`, `1:30`.
    func describe(_ set: WorkoutSet, type: ExerciseType) -> String {
        describe(weightKg: set.weightKg, reps: set.reps, seconds: set.seconds, distanceM: set.distanceM, type: type)
    }

    func describe(weightKg: Double?, reps: Int?, seconds: Double? = nil, distanceM: Double? = nil, type: ExerciseType) -> String {
        if let distance = distanceM {
            let km = distance >= 1000 ? WeightUnit.clean(distance / 1000) + " km" : WeightUnit.clean(distance) + " m"
            return km + (seconds.map { " in " + DurationNotation.clock($0) } ?? "")
        }
        if let reps {
            let bodyweight = [.bodyweightReps, .weightedBodyweight, .assistedBodyweight].contains(type)
            guard let w = weightKg, w != 0 else { return bodyweight || weightKg == nil ? "bodyweight × \(reps)" : "0 \(unit) × \(reps)" }
            if bodyweight || w < 0 {
                return "bw \(w < 0 ? "−" : "+") \(unit.format(kilograms: abs(w))) \(unit) × \(reps)"
            }
            return "\(unit.format(kilograms: w)) \(unit) × \(reps)"
        }
        // A failed set (no reps) and a timed set keep the weight they were done with.
        let weight = weightKg.flatMap { $0 == 0 ? nil : $0 }.map { w in
            w < 0 ? "bw − \(unit.format(kilograms: -w)) \(unit)" : "\(unit.format(kilograms: w)) \(unit)"
        }
        if let seconds { return (weight.map { "\($0) for " } ?? "") + DurationNotation.clock(seconds) }
        if let weight { return "\(weight) × 0" }
        return "—"
    }

    /// `last here: 100 kg × 5 (14 Nov)`, `last at Home Gym: …`: what was lifted last time.
    func lastTime(_ previous: WorkoutLog.PreviousSet, type: ExerciseType) -> String {
        (previous.atSameGym ? "last here: " : "last at \(previous.gymName): ")
            + describe(previous.set, type: type) + " (\(Training.day(previous.set.loggedAt)))"
    }

    /// What the next set follows: `last: 100 kg × 5 (today)` once it has
    /// been done today, else last time (`lastTime`).
    func last(before next: WorkoutLog.NextUp) -> String? {
        if let set = next.justDone { return "last: " + describe(set, type: next.exercise.type) + " (today)" }
        return next.previous.map { lastTime($0, type: next.exercise.type) }
    }

    /// `100 kg × 6`, `bodyweight × 12`: a target, in the display unit.
    /// A target without a weight on a loaded exercise is `8 reps`: the weight is the lifter's choice.
    /// `100 kg × 5`; a program's `100 kg × 5+` (as many as you can),
    /// `100 kg × 3 @8` (the RPE to reach) and its set's label (`· top set`).
    func describe(_ target: SetTarget, type: ExerciseType) -> String {
        let asked = (target.amrap ? "+" : "") + (target.rpe.map { " @" + WeightUnit.clean($0) } ?? "")
            + (target.label.map { " · " + $0 } ?? "")
        if target.weightKg == nil, !type.isBodyweight { return Plural.count(target.reps, "rep") + asked }
        return describe(weightKg: target.weightKg, reps: target.reps, type: type) + asked
    }

    /// `20 + 10 per side` for a weight in kg on the bar `exercise` is
    /// loaded on, from the lifter's plates (`bar only`; `not loadable: 101
    /// or 102.5 kg`); nil for exercises not loaded on a bar.
    func plates(forKg weightKg: Double?, exercise: Exercise) -> String? {
        guard let math = loading.plates(for: exercise), let weightKg, weightKg > 0 else { return nil }
        let weight = (unit.fromKilograms(weightKg) * 1000).rounded() / 1000
        switch math.load(weight) {
        case .exact(let load): return PlateMath.describe(load) + (load.perSide.isEmpty ? "" : " per side")
        case .nearest(let below, let above):
            let near = [below, above].compactMap { $0.map { WeightUnit.clean($0.total) } }
            return near.isEmpty ? "not loadable with your plates" : "not loadable: \(near.joined(separator: " or ")) \(unit)"
        }
    }

    /// `100 kg × 6 (20 + 20 per side)`: a target and, on a barbell, its plates.
    func describeWithPlates(_ target: SetTarget, exercise: Exercise) -> String {
        describe(target, type: exercise.type) + (plates(forKg: target.weightKg, exercise: exercise).map { " (\($0))" } ?? "")
    }

    /// `set 2 of 3: 100 kg × 5 RPE 8 · superset A2 · rested 2:05  #41`, `W1: 60 kg × 5 (warmup)  #40`.
    func setLine(_ set: WorkoutSet, number: SetLabel?, type: ExerciseType, superset: String? = nil) -> String {
        var line = (number.map { "\($0): " } ?? "") + describe(set, type: type)
        if set.kind != .normal { line += " (\(set.kind.rawValue))" }
        if let rpe = set.rpe { line += " RPE \(WeightUnit.clean(rpe))" }
        if let superset { line += " · superset \(superset)" }
        if let rest = set.restBeforeSeconds { line += " · rested \(DurationNotation.spoken(rest.rounded()))" }
        if let note = set.note { line += " · \(note)" }
        return line + "  " + names.set(set.id!)
    }

    /// Which body weight a bodyweight movement's figures count:
    /// `body weight counted: the weigh-in in effect at each set (before the
    /// first one, 81.5 kg on 3 Mar)`, or that none is counted yet; nil for
    /// an exercise that counts no body weight.
    func bodyweightBasis(_ first: BodyweightEntry?, exercise: Exercise) -> String? {
        guard BodyLoad.share(exercise) != nil else { return nil }
        guard let first else { return "body weight not counted: no weigh-in recorded (`\(Training.weighInExample(unit))`)" }
        return "body weight counted: the weigh-in in effect at each set (before the first one, "
            + "\(unit.format(kilograms: first.kg)) \(unit) on \(Training.day(first.measuredAt)))"
    }

    /// `gym-timer bodyweight 80`, or `180` for a lifter in pounds.
    static func weighInExample(_ unit: WeightUnit) -> String {
        "gym-timer bodyweight \(unit == .lb ? "180" : "80")"
    }

    static func day(_ date: Date) -> String {
        LocalTime.day(date.timeIntervalSince1970)
    }

    /// A workout's sets grouped under their exercises, numbered as `log` numbered them.
    func setLines(_ detail: HistoryBook.Detail) -> [String] {
        var lines: [String] = [], current = ""
        for set in detail.sets {
            let exercise = detail.exercises[set.exerciseId]
            if set.exerciseId != current {
                current = set.exerciseId
                lines.append(exercise?.name ?? set.exerciseId)
                // This workout's note on the exercise, then the exercise's own.
                if let note = detail.exerciseNotes[set.exerciseId] { lines.append("  note: \(note)") }
                if let note = exercise?.note { lines.append("  exercise note: \(note)") }
            }
            lines.append("  " + setLine(set, number: detail.numbers[set.id!], type: exercise?.type ?? .weightReps,
                                        superset: detail.superset(of: set)))
        }
        return lines
    }

    static func iso(_ date: Date) -> String {
        LocalTime.iso8601(date.timeIntervalSince1970)
    }
}

extension HistoryBook.Detail {
    /// The superset label (`A1`, `A2`, …) of one of this workout's sets, if it is in one.
    func superset(of set: WorkoutSet) -> String? {
        SetNumbering.supersetLabel(of: set, in: supersets)
    }

    /// One of this workout's sets as `--json` prints it; `numbered` adds its
    /// number and superset, as the text beside it shows them.
    func json(_ set: WorkoutSet, numbered: Bool = false, names: RowNames) -> SetJSON {
        var json = SetJSON(set, exercise: exercises[set.exerciseId]?.name ?? set.exerciseId, names: names)
        if numbered { json.listed = (number: numbers[set.id!], superset: superset(of: set)) }
        return json
    }
}
