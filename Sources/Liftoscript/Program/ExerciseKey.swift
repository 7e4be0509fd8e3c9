/// Which exercise of a program a line is: its label, name and equipment,
/// whatever their case. Lines with one key share progression, state and
/// warm-ups wherever they are in the program.
public struct ExerciseKey: Hashable, Sendable, CustomStringConvertible {
    public let label: String?
    public let name: String
    public let equipment: String?

    public init(label: String?, name: String, equipment: String?) {
        self.label = label?.lowercased()
        self.name = name.lowercased()
        self.equipment = equipment?.lowercased()
    }

    init(_ line: ExerciseLineSyntax) {
        self.init(label: line.label, name: line.name, equipment: line.equipment)
    }

    /// As a lifter would write it: `main: squat, barbell`.
    public var description: String {
        (label.map { $0 + ": " } ?? "") + name + (equipment.map { ", " + $0 } ?? "")
    }
}
