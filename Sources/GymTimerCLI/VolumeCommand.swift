import ArgumentParser
import Foundation
import WorkoutCore
#if canImport(Glibc)
import Glibc
#endif

struct Volume: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "volume", abstract: "Weekly sets, reps and load per muscle group (fractional set counting).",
        discussion: "Default: the current ISO week (Monday to Sunday). Landmarks (MEV/MAV/MRV) are adjustable defaults.")
    @Option(help: "An ISO week, e.g. 2026-W47.") var week: String?
    @Option(help: "The last N weeks, e.g. 4w.") var last: String?
    @Option(help: "First day, YYYY-MM-DD (with --to).") var from: String?
    @Option(help: "Last day, YYYY-MM-DD, inclusive.") var to: String?
    @Option(help: "muscle or group.") var by: String = "group"
    @Flag(help: "Count warm-up sets too.") var includeWarmups = false
    @OptionGroup var global: GlobalOptions

    func range() throws -> (Date, Date) {
        if let week { return try Training.run { try ISOWeek.range(named: week) } }
        if let last {
            guard last.hasSuffix("w"), let n = Int(last.dropLast()), n >= 1, n <= 520 else {
                throw ValidationError("invalid --last \"\(last)\"; use a number of weeks such as 4w")
            }
            let end = ISOWeek.range(containing: Date()).1
            return (Calendar.current.date(byAdding: .day, value: -7 * n, to: end)!, end)
        }
        if from != nil || to != nil {
            guard let from, let to, let start = Self.day(from), let end = Self.day(to), start <= end else {
                throw ValidationError("--from and --to take dates YYYY-MM-DD, from not after to")
            }
            return (start, Calendar.current.date(byAdding: .day, value: 1, to: end)!)
        }
        return ISOWeek.range(containing: Date())
    }

    /// Local midnight of `YYYY-MM-DD`, or nil for anything else (a real
    /// date only: 2026-02-30 is refused). Parsed by hand: a DateFormatter
    /// loads ICU, which cost this command milliseconds.
    static func day(_ text: String) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int32(parts[0]), let m = Int32(parts[1]), let d = Int32(parts[2]) else { return nil }
        var t = tm()
        t.tm_year = y - 1900
        t.tm_mon = m - 1
        t.tm_mday = d
        t.tm_isdst = -1
        let seconds = mktime(&t)
        guard seconds != -1, t.tm_year == y - 1900, t.tm_mon == m - 1, t.tm_mday == d else { return nil }
        return Date(timeIntervalSince1970: Double(seconds))
    }

    func validate() throws {
        guard ["muscle", "group"].contains(by) else { throw ValidationError("--by takes muscle or group") }
        guard [week != nil, last != nil, from != nil || to != nil].filter({ $0 }).count <= 1 else {
            throw ValidationError("use one of --week, --last or --from/--to")
        }
        _ = try range()
    }

    func run() throws {
        let training = try Training(global)
        let (start, end) = try range()
        let catalog = training.database.taxonomy
        let report = try Training.run {
            try VolumeReport.compute(training.database, from: start, to: end, includeWarmups: includeWarmups)
        }
        if global.json {
            struct T: Encodable { let sets, reps, load: Double }
            struct Out: Encodable { let from, to: String; let muscles, groups: [String: T] }
            func t(_ x: VolumeReport.Totals) -> T { T(sets: round(x.sets), reps: round(x.reps), load: round(x.load)) }
            let lastDay = Calendar.current.date(byAdding: .day, value: -1, to: end)!
            Output.json(Out(from: Self.format(start), to: Self.format(lastDay),
                            muscles: report.muscles.mapValues(t), groups: report.groups.mapValues(t)))
            return
        }
        let weeks = report.weeks
        print("volume \(Self.format(start)) to \(Self.format(Calendar.current.date(byAdding: .day, value: -1, to: end)!))" + (weeks > 1 ? " (weekly average over \(Int(weeks)) weeks)" : ""))
        if by == "group" {
            for g in catalog.groups {
                let sets = (report.groups[g.id]?.sets ?? 0) / weeks
                let scale = 40.0 / g.landmarks.mrv
                let bar = String(repeating: "█", count: Int((min(sets, g.landmarks.mrv * 1.25) * scale).rounded()))
                let zone = sets < g.landmarks.mev ? "below MEV" : sets <= g.landmarks.mav ? "MEV–MAV" : sets <= g.landmarks.mrv ? "MAV–MRV" : "above MRV"
                print("\(g.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(WeightUnit.clean(sets).padding(toLength: 6, withPad: " ", startingAt: 0)) \(bar)  \(zone) (MEV \(Int(g.landmarks.mev)), MAV \(Int(g.landmarks.mav)), MRV \(Int(g.landmarks.mrv)))")
            }
        } else {
            for (id, totals) in report.muscles.sorted(by: { $0.value.sets > $1.value.sets }) {
                let name = catalog.muscle(id)?.name ?? id
                print("\(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(WeightUnit.clean(totals.sets / weeks)) sets  \(WeightUnit.clean(totals.reps / weeks)) reps  \(training.unit.format(kilograms: totals.load / weeks)) \(training.unit)")
            }
        }
    }

    func round(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    static func format(_ d: Date) -> String {
        LocalTime.date(d.timeIntervalSince1970)
    }
}
