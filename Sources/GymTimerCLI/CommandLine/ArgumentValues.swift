import ArgumentParser
import Foundation
import Notation
import WorkoutCore
import Synchronization

/// Command-line values read once, into their types, by the argument
/// parser (`transform:`): a malformed one is a usage error (exit 64) that
/// says what is accepted, and `validate()` is left to rules across options.
/// Durations are `DurationNotation`'s; weights stay `TypedWeight` until the
/// command knows the unit setting.
enum ArgumentValue {
    static func weight(_ text: String) throws -> TypedWeight { try TypedWeight.parse(text) }
    static func signedWeight(_ text: String) throws -> TypedWeight { try TypedWeight.parse(text, allowNegative: true) }

    /// A bar: by name (`ez`, `trap`, `ssb`, `womens`), else its weight.
    static func bar(_ text: String) throws -> BarChoice {
        if let named = NamedBar(rawValue: text.lowercased()) { return .named(named) }
        guard let weight = try? TypedWeight.parse(text) else {
            throw ValidationError("takes a bar's weight (e.g. 15 or 35lb) or its name: \(NamedBar.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return .weight(weight)
    }

    enum BarChoice {
        case named(NamedBar)
        case weight(TypedWeight)

        func kilograms(unit: WeightUnit) throws -> Double {
            switch self {
            case .named(let bar): unit.toKilograms(bar.weight(in: unit))
            case .weight(let weight): try weight.kilograms(defaultUnit: unit)
            }
        }
    }
    static func time(_ text: String) throws -> Double { try SetNotation.parseTime(text) }
    static func distance(_ text: String) throws -> Double { try SetNotation.parseDistance(text) }

    /// A day, `2026-09-01`, as the local midnight's seconds since 1970.
    static func day(_ text: String) throws -> Double {
        guard let day = LocalTime.parseDay(text) else { throw ValidationError("invalid day \"\(text)\"; use a day such as 2026-09-01") }
        return day
    }

    /// A day (`2024-03-01`, from its local midnight) or a local time (`2024-03-01 07:30`).
    static func dayOrTime(_ text: String) throws -> Date {
        if let seconds = LocalTime.parseDateTime(text) { return Date(timeIntervalSince1970: seconds) }
        if let day = LocalTime.parseDay(text) { return Date(timeIntervalSince1970: day) }
        throw ValidationError("invalid date \"\(text)\"; use a day such as 2024-03-01, or 2024-03-01 07:30")
    }

    /// A local time, `2026-11-19 18:30` (or ISO 8601 with an offset).
    static func dateTime(_ text: String) throws -> Date {
        guard let seconds = LocalTime.parseDateTime(text) else {
            throw ValidationError("invalid time \"\(text)\"; use YYYY-MM-DD HH:MM in local time")
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// A local time, or a day alone (`2026-11-19`: the same clock time on that day).
    static func timeOrDay(_ text: String) throws -> TimeOrDay {
        if let day = LocalTime.parseDay(text) { return .day(day) }
        guard let seconds = LocalTime.parseDateTime(text) else {
            throw ValidationError("invalid time \"\(text)\"; use YYYY-MM-DD HH:MM in local time, or a day YYYY-MM-DD")
        }
        return .time(Date(timeIntervalSince1970: seconds))
    }

    /// `12w`, `90d`, `6m`, `1y` → seconds.
    static func period(_ text: String) throws -> Double {
        let day = 86_400.0
        if let unit = text.last, let n = Double(text.dropLast()), n > 0,
           let length = ["d": day, "w": 7 * day, "m": 30.44 * day, "y": 365.25 * day][unit] {
            return n * length
        }
        throw ValidationError("invalid period \"\(text)\"; use a count and d, w, m or y, e.g. 12w")
    }

    /// `#12`, `12` or a range `37-86`, as `workout show` numbers sets.
    /// A set as `workout show` names it (`#12`, `12`; while the log syncs
    /// `#9f0e1d2c`), or a range of numbers (`37-86`).
    static func setNumbers(_ raw: String) throws -> SetNumbers {
        let text = raw.hasPrefix("#") ? String(raw.dropFirst()) : raw
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.hasPrefix("#") ? $0.dropFirst() : $0 }
        if parts.count == 1, Int64(text).map({ $0 > 0 }) ?? (text.count >= RowNames.shortest && text.count <= 16 && text.allSatisfy(\.isHexDigit)) {
            return SetNumbers(names: [text], ranges: [], text: raw)
        }
        guard parts.count == 2, let a = Int64(parts[0]), let b = Int64(parts[1]), a > 0, a <= b else {
            throw ValidationError("invalid set \"\(raw)\"; name sets as `workout show` prints them (#12, or #9f0e1d2c while the log syncs), or a range of numbers such as 37-86")
        }
        return SetNumbers(names: [], ranges: [a...b], text: raw)
    }

    /// One set, as `workout show` names it.
    static func setNumber(_ text: String) throws -> String {
        guard let numbers = try? setNumbers(text), let name = numbers.names.first else {
            throw ValidationError("invalid set \"\(text)\"; give one set as `workout show` prints it, e.g. #12")
        }
        return name
    }
}

/// Sets named on the command line: each by its name, and ranges of numbers.
struct SetNumbers {
    var names: [String]
    var ranges: [ClosedRange<Int64>]
    /// As typed, for questions about them.
    var text: String

    /// Every argument's sets together, as the log's ids. While the log
    /// syncs a number is this device's own, so ranges are refused there.
    static func resolved(_ all: [SetNumbers], _ names: RowNames) throws -> (ids: [Int64], ranges: [ClosedRange<Int64>]) {
        let ranges = all.flatMap(\.ranges)
        if names.shared, let range = all.first(where: { !$0.ranges.isEmpty }) {
            throw CLIError("\(range.text) is a range of numbers, which are this device's own while the log syncs; name each set as `workout show` does (#9f0e1d2c)")
        }
        return (try Training.run { try all.flatMap(\.names).map { try names.setId($0) } }, ranges)
    }
}

/// A moment, or a day whose clock time the thing being moved keeps.
enum TimeOrDay {
    case time(Date)
    /// The day's local midnight.
    case day(Double)

    var time: Date? { if case .time(let date) = self { date } else { nil } }
    var day: Double? { if case .day(let midnight) = self { midnight } else { nil } }
}

/// A value, or `default` for going back to the built-in one.
enum OrDefault<Value> {
    case `default`
    case value(Value)

    static func parse(_ text: String, _ value: (String) throws -> Value) throws -> OrDefault {
        text == "default" ? .default : .value(try value(text))
    }
}

/// A value a `transform:` refused, in its own words. The argument parser
/// wraps a refusal in a sentence of its own ("The value … is invalid for
/// …"); the command line prints the value's sentence instead, with the
/// option's name in front, as noted here when the transform threw, rather
/// than by picking the parser's message apart.
enum RefusedValue {
    /// The refusal of one command line's parse, set by `execute`.
    final class Note: Sendable {
        let sentence = Mutex<String?>(nil)
    }

    @TaskLocal static var note: Note?

    /// `parse`, noting a refusal as `option: sentence` (`option` nil for a
    /// positional argument, or when the sentence names the option itself).
    static func noting<T>(_ option: String?, _ parse: @escaping @Sendable (String) throws -> T) -> @Sendable (String) throws -> T {
        { text in
            do {
                return try parse(text)
            } catch {
                let sentence = "\(error)"
                let line = option.map { sentence.hasPrefix($0) ? sentence : "\($0): \(sentence)" } ?? sentence
                note?.sentence.withLock { $0 = line }
                throw error
            }
        }
    }
}
