import ArgumentParser
import Foundation
import WorkoutCore
import Notation

/// `gym-timer bodyweight 81.5` records a weigh-in; `gym-timer bodyweight`
/// lists them. Bodyweight movements count it in their load and e1RM.
struct Bodyweight: TrainingCommand {
    static let configuration = CommandConfiguration(
        commandName: "bodyweight", abstract: "Record your body weight, or list the weigh-ins.",
        discussion: """
            Pull-ups, chin-ups and dips count the whole body weight in their load and estimated 1RM, push-ups \
            their measured share (64%, 49% from the knees); `gym-timer exercises edit NAME --bodyweight-share` \
            sets it for others. Weighted and assisted sets add or take off their weight (bw+20x8, bw-30x8).
            """)
    @Argument(help: "The weight to record, e.g. 81.5 (in the unit setting) or 180lb.") var weight: String?
    @Option(help: "When it was measured: a day (2024-03-01, counted from its start) or a time (2024-03-01 07:30); default: now.",
            transform: RefusedValue.noting("--date", ArgumentValue.dayOrTime)) var date: Date?
    @Option(help: "When listing, at most this many.") var limit: Int = 20
    @OptionGroup var global: GlobalOptions
    var savesWeights: Bool { true }

    func validate() throws {
        if date != nil, weight == nil { throw ValidationError("--date goes with a weight to record: `gym-timer bodyweight 81.4 --date 2024-03-01`") }
    }

    func run(_ training: Training) throws {
        let log = BodyweightLog(training.database)
        if let weight {
            let entry = try Training.run { try log.record(try SetNotation.parseWeight(weight, unit: training.unit), at: date ?? Date(), notAfter: Date()) }
            global.show(Weighins(entries: [entry], recorded: true, training: training))
        } else {
            global.show(Weighins(entries: try Training.run { try log.history(limit: limit) }, recorded: false, training: training))
        }
    }
}

/// `recorded 81.5 kg (23 Nov 14:02)`, or the weigh-ins newest first; with
/// `--json`, `{"bodyweight": [{id, measured_at, kg}]}`.
struct Weighins: WeightedOutput {
    let entries: [BodyweightEntry]
    let recorded: Bool
    let training: Training

    func text(_ e: BodyweightEntry) -> String {
        "\(training.unit.format(kilograms: e.kg)) \(training.unit) (\(Training.day(e.measuredAt)) \(LocalTime.clock(e.measuredAt.timeIntervalSince1970)))"
    }

    var lines: [String] {
        if recorded { return ["recorded " + text(entries[0])] }
        if entries.isEmpty { return ["no body weight recorded; `gym-timer bodyweight 81.5` records one"] }
        return entries.map(text)
    }

    struct Row: Encodable { let id: Int64; let measured_at: String; let kg: Double }

    func encode(to encoder: any Encoder) throws {
        try ["bodyweight": entries.map { Row(id: $0.id!, measured_at: Training.iso($0.measuredAt), kg: $0.kg) }].encode(to: encoder)
    }
}
