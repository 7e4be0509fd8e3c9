/// A mistake in a program's text: where it is, what was expected there,
/// and the line it is on, for a message with a caret under the spot.
public struct ProgramSyntaxError: Error, Equatable, Sendable {
    public let position: SourcePosition
    /// One sentence, lower case, saying what was expected or what is wrong.
    public let message: String
    /// The line, as typed.
    public let lineText: String

    public init(_ message: String, at position: SourcePosition, in source: SourceText) {
        self.message = message
        self.position = position
        lineText = source.line(position.line)
    }

    /// `FILE:LINE:COLUMN: MESSAGE`, then the line and a caret under the
    /// spot (tabs kept, so the caret lines up in a terminal).
    public func rendered(file: String) -> String {
        let prefix = lineText.unicodeScalars.prefix(max(0, position.column - 1))
        let pad = String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
        return "\(file):\(position.line):\(position.column): \(message)\n  \(lineText)\n  \(pad)^"
    }
}

/// Every mistake found in a program (the parser goes on past one, to the
/// next line, so a file is fixed in one round); never empty.
public struct ProgramSyntaxErrors: Error, Equatable, Sendable {
    public let errors: [ProgramSyntaxError]

    public init(_ errors: [ProgramSyntaxError]) {
        precondition(!errors.isEmpty)
        self.errors = errors.sorted { $0.position < $1.position }
    }

    public func rendered(file: String) -> String {
        errors.map { $0.rendered(file: file) }.joined(separator: "\n")
    }
}
