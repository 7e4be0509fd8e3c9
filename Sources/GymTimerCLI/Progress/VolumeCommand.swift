import ArgumentParser
import Foundation
import WorkoutCore
import Notation
#if canImport(Glibc)
import Glibc
#endif

struct Volume: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "volume", abstract: "Weekly sets, reps and load per muscle group (fractional set counting).",
        discussion: """
            Default: the current ISO week (Monday to Sunday). Landmarks (MEV/MAV/MRV) are RP's (Israetel, "Training Volume \
            Landmarks for Muscle Growth"), judged for what RP states them for: the shoulders per delt head, front delts in \
            direct sets. Starting points, not rules.
            """)
    @Option(help: "An ISO week, e.g. 2026-W47.") var week: String?
    @Option(help: "The last N weeks, e.g. 4w.") var last: String?
    @Option(help: "First day, YYYY-MM-DD (with --to).") var from: String?
    @Option(help: "Last day, YYYY-MM-DD, inclusive.") var to: String?
    @Option(help: "Per muscle or per muscle group.") var by: VolumeBy = .group
    @Flag(help: "Count warm-up sets too.") var includeWarmups = false
    @OptionGroup var global: GlobalOptions

    func range() throws -> (Date, Date) {
        if let week { return try Training.run { try ISOWeek.range(named: week) } }
        if let last {
            guard last.hasSuffix("w"), let n = Int(last.dropLast()), n >= 1, n <= ISOWeek.mostWeeks else {
                throw ValidationError("invalid --last \"\(last)\"; use a number of weeks such as 4w")
            }
            return try Training.run { try ISOWeek.lastWeeks(n, now: Date()) }
        }
        if from != nil || to != nil {
            let day = { (text: String?) in text.flatMap(LocalTime.parseDay).map(Date.init(timeIntervalSince1970:)) }
            guard let start = day(from), let end = day(to), start <= end else {
                throw ValidationError("--from and --to take dates YYYY-MM-DD, from not after to")
            }
            return try Training.run { try ISOWeek.days(start, through: end) }
        }
        return ISOWeek.range(containing: Date())
    }

    func validate() throws {
        guard [week != nil, last != nil, from != nil || to != nil].filter({ $0 }).count <= 1 else {
            throw ValidationError("use one of --week, --last or --from/--to")
        }
        _ = try range()
    }

    func run(_ training: Training) throws {
        let (start, end) = try range()
        let report = try Training.run {
            try VolumeReport.compute(training.database, from: start, to: end, includeWarmups: includeWarmups)
        }
        global.show(VolumeShown(report: report, start: start, end: end, by: by, training: training))
    }

    static func format(_ d: Date) -> String {
        LocalTime.date(d.timeIntervalSince1970)
    }
}

/// `volume --by muscle|group`.
enum VolumeBy: String, ExpressibleByArgument, CaseIterable { case muscle, group }

/// Sets per group against its landmarks (MEV, MAV, MRV), a group without
/// landmarks of its own (the shoulders) through its muscles that have them,
/// or sets, reps and load per muscle: a weekly average when the range is
/// several weeks. With `--json`, the totals over the whole range, both per
/// muscle and per group, and the weekly sets of everything judged.
struct VolumeShown: WeightedOutput {
    let report: VolumeReport
    /// The range: `end` is the day after the last.
    let start, end: Date
    let by: VolumeBy
    /// For the display unit and the group and muscle names.
    let training: Training

    var lastDay: Date { Calendar.current.date(byAdding: .day, value: -1, to: end)! }

    var lines: [String] {
        let catalog = training.database.taxonomy
        let weeks = report.weeks
        var lines = ["volume \(Volume.format(start)) to \(Volume.format(lastDay))" + (weeks > 1 ? " (weekly average over \(Plural.count(Int(weeks), "week")))" : "")]
        switch by {
        case .group:
            let verdicts = report.verdicts(catalog: catalog)
            for g in catalog.groups {
                if let whole = verdicts.first(where: { $0.subject == .group(g.id) }) {
                    lines.append(Self.line(g.name, whole))
                } else {
                    let sets = (report.groups[g.id]?.sets ?? 0) / weeks
                    let judged = verdicts.contains { $0.group == g.id }
                    lines.append("\(Self.pad(g.name, 24)) \(Self.pad(WeightUnit.clean(sets), 6)) \(judged ? "judged per muscle:" : "no landmarks")")
                }
                for v in verdicts where v.group == g.id {
                    guard case .muscle(let id) = v.subject else { continue }
                    lines.append(Self.line("  " + (catalog.muscle(id)?.name ?? id), v))
                }
            }
        case .muscle:
            for (id, totals) in report.muscles.sorted(by: { $0.value.sets > $1.value.sets }) {
                let name = catalog.muscle(id)?.name ?? id
                lines.append("\(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(Plural.count(totals.sets / weeks, "set"))  \(Plural.count(totals.reps / weeks, "rep"))  \(training.unit.format(kilograms: totals.load / weeks)) \(training.unit)")
            }
        }
        return lines
    }

    /// One judged line: weekly sets, a bar to 1.25 × MRV, the zone and the
    /// landmarks, saying when they count direct sets only.
    static func line(_ name: String, _ v: LandmarkVerdict) -> String {
        let l = v.landmarks
        let bar = String(repeating: "█", count: l.mrv > 0 ? Int((min(v.weeklySets, l.mrv * 1.25) * 40 / l.mrv).rounded()) : 0)
        let counted = l.counts == .direct ? "direct sets; " : ""
        return "\(pad(name, 24)) \(pad(WeightUnit.clean(v.weeklySets), 6)) \(bar)  \(v.zone.rawValue) (\(counted)MEV \(Int(l.mev)), MAV \(Int(l.mav)), MRV \(Int(l.mrv)))"
    }

    static func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }

    func encode(to encoder: any Encoder) throws {
        /// The load is kilograms × reps.
        struct T: Encodable { let sets, reps, load_kg: Double }
        /// A group or muscle judged against its landmarks, in sets per week.
        struct Judged: Encodable {
            let group, muscle: String?
            let weekly_sets, mev, mav, mrv: Double
            let counts: VolumeLandmarks.Counting
            let zone: VolumeZone
        }
        struct Out: Encodable { let from, to: String; let muscles, groups: [String: T]; let landmarks: [Judged] }
        func round(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        func t(_ x: VolumeReport.Totals) -> T { T(sets: round(x.sets), reps: round(x.reps), load_kg: round(x.load)) }
        let judged = report.verdicts(catalog: training.database.taxonomy).map { v -> Judged in
            var group: String?, muscle: String?
            switch v.subject {
            case .group(let id): group = id
            case .muscle(let id): muscle = id
            }
            return Judged(group: group, muscle: muscle, weekly_sets: round(v.weeklySets), mev: v.landmarks.mev, mav: v.landmarks.mav,
                          mrv: v.landmarks.mrv, counts: v.landmarks.counts, zone: v.zone)
        }
        try Out(from: Volume.format(start), to: Volume.format(lastDay),
                muscles: report.muscles.mapValues(t), groups: report.groups.mapValues(t), landmarks: judged).encode(to: encoder)
    }
}
