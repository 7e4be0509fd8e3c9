/// A script that could not finish: what went wrong and where, for a
/// message like a syntax error's (`ProgramSyntaxError` with the source).
public struct ScriptRuntimeError: Error, Equatable, Sendable {
    public let message: String
    public let position: SourcePosition

    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }
}
