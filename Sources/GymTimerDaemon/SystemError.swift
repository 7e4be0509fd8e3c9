#if canImport(Glibc)
import Glibc
#endif

/// A failed system call, turned into a Swift error once at the boundary.
public struct SystemError: Error, CustomStringConvertible {
    public let operation: String
    public let code: Int32

    public init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code < 0 ? -code : code
    }

    public var description: String { "\(operation): \(String(cString: strerror(code)))" }

    /// Returns `result` if it is not negative; C shims return -errno.
    @discardableResult
    static func check<T: BinaryInteger & SignedNumeric>(_ result: T, _ operation: @autoclosure () -> String) throws(SystemError) -> T {
        guard result >= 0 else { throw SystemError(operation(), code: Int32(truncatingIfNeeded: -result)) }
        return result
    }
}

/// A problem that stops the daemon from starting, said in one sentence.
public struct StartupError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
