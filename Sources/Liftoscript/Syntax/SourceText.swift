/// A program's text as the parsers read it: Unicode scalars, with where
/// each line starts, so that anything found can say its line and column and
/// an error can show the line it is on.
public struct SourceText: Sendable {
    public let scalars: [Unicode.Scalar]
    private let lineStarts: [Int]

    public init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var starts = [0]
        for (offset, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The 1-based line and column of the scalar at `offset`.
    public func position(of offset: Int) -> SourcePosition {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// Line `number` (1-based) without its line break; empty past the end.
    public func line(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        var end = lineStarts[number - 1]
        while end < scalars.count, scalars[end] != "\n" { end += 1 }
        var line = String.UnicodeScalarView()
        line.append(contentsOf: scalars[lineStarts[number - 1]..<end])
        return String(line)
    }

    public var count: Int { scalars.count }
}

/// Where something is in a program's text: 1-based line and column
/// (counted in characters as typed, a tab as one).
public struct SourcePosition: Equatable, Hashable, Sendable, CustomStringConvertible, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
