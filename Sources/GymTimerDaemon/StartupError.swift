/// A problem that stops the daemon from starting, said in one sentence.
public struct StartupError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
