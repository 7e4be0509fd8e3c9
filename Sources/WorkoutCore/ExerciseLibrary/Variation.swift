/// The words in an exercise name that make it a different lift: a pause, a
/// pin, a grip, one arm, a bench angle. A name that states one of these is
/// never matched to an exercise that does not state it too, and never to
/// one that states another: "Pin Squat" is not "Squat (Barbell)", and
/// "Pause Sumo Deadlift" is neither the deadlift nor the sumo deadlift.
/// What the library lacks becomes a variation of the nearest lift instead
/// (`ExerciseMatcher`).
public enum Variation: String, CaseIterable, Sendable, Comparable {
    case pause, pin, practice, tempo, deficit, box, atg
    case lowBar = "low bar", highBar = "high bar", sumo, snatchGrip = "snatch grip"
    case closeGrip = "close grip", wideGrip = "wide grip", neutralGrip = "neutral grip"
    case overhand, underhand
    case oneSide = "one side"
    case seated, standing, incline, decline, lying, kneeling
    case partial, eccentric, isometric, speed, deadStop = "dead stop", chains, board, behindNeck = "behind the neck", cheat

    /// The phrases that state each variation, as normalised words
    /// (`ExerciseMatcher.words`: lower case, singular, abbreviations spelt
    /// out). Longer phrases are tried first, so "close grip" takes its
    /// "grip" with it and "snatch grip" is not read as a snatch.
    static let phrases: [(words: [String], variation: Variation)] = {
        let table: [(String, Variation)] = [
            ("pause", .pause), ("paused", .pause), ("pin", .pin), ("practice", .practice), ("tempo", .tempo),
            ("deficit", .deficit), ("box", .box), ("atg", .atg), ("ass to grass", .atg),
            ("low bar", .lowBar), ("lowbar", .lowBar), ("high bar", .highBar), ("highbar", .highBar),
            ("sumo", .sumo), ("snatch grip", .snatchGrip),
            ("close grip", .closeGrip), ("close", .closeGrip), ("narrow grip", .closeGrip), ("narrow", .closeGrip),
            ("wide grip", .wideGrip), ("wide", .wideGrip),
            ("neutral grip", .neutralGrip), ("neutral", .neutralGrip), ("hammer grip", .neutralGrip),
            ("v grip", .neutralGrip), ("v bar", .neutralGrip), ("v handle", .neutralGrip),
            ("overhand grip", .overhand), ("overhand", .overhand), ("pronated grip", .overhand), ("pronated", .overhand),
            ("palm down", .overhand),
            ("underhand grip", .underhand), ("underhand", .underhand), ("supinated grip", .underhand),
            ("supinated", .underhand), ("reverse grip", .underhand), ("palm up", .underhand),
            ("single arm", .oneSide), ("one arm", .oneSide), ("1 arm", .oneSide), ("single leg", .oneSide),
            ("one leg", .oneSide), ("1 leg", .oneSide), ("single side", .oneSide), ("unilateral", .oneSide),
            ("seated", .seated), ("sitting", .seated), ("standing", .standing),
            ("incline", .incline), ("decline", .decline), ("lying", .lying), ("prone", .lying),
            ("kneeling", .kneeling), ("half kneeling", .kneeling),
            ("partial", .partial), ("half", .partial), ("quarter", .partial),
            ("eccentric", .eccentric), ("negative", .eccentric), ("isometric", .isometric),
            ("speed", .speed), ("dead stop", .deadStop), ("deadstop", .deadStop), ("chain", .chains),
            ("board", .board), ("behind the neck", .behindNeck), ("behind neck", .behindNeck), ("cheat", .cheat),
        ]
        return table.map { (ExerciseMatcher.words($0.0), $0.1) }.sorted { $0.words.count > $1.words.count }
    }()

    /// The variations `words` state, each with the positions of its words.
    static func stated(in words: [String]) -> [(variation: Variation, positions: [Int])] {
        var found: [(Variation, [Int])] = []
        var taken = Set<Int>()
        for (phrase, variation) in phrases {
            guard phrase.count <= words.count else { continue }
            for start in 0...(words.count - phrase.count) {
                let range = start..<(start + phrase.count)
                guard !range.contains(where: taken.contains), Array(words[range]) == phrase else { continue }
                taken.formUnion(range)
                if let i = found.firstIndex(where: { $0.0 == variation }) {
                    found[i].1.append(contentsOf: range)
                } else {
                    found.append((variation, Array(range)))
                }
            }
        }
        return found
    }

    /// The set of variations `text` states.
    public static func named(in text: String) -> Set<Variation> {
        Set(stated(in: ExerciseMatcher.words(text)).map(\.variation))
    }

    /// The variation a catalogue dimension value is, for the values that
    /// say how a preset is held rather than how it is done: a preset's grip
    /// is part of what it is ("Seated Row (Cable)" is rowed with a V
    /// handle), while an angle, a stance or one side must be in its name.
    static func grip(dimension value: String) -> Variation? {
        switch value {
        case "neutral": .neutralGrip
        case "pronated": .overhand
        case "supinated": .underhand
        default: nil
        }
    }

    public static func < (a: Variation, b: Variation) -> Bool { a.rawValue < b.rawValue }
}
