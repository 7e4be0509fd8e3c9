#if canImport(Glibc)
import Glibc
#endif

/// A failed system call, turned into a Swift error once at the boundary
/// (as swift-system's `Errno` does): what was being done and the errno.
public struct SystemError: Error, Equatable, CustomStringConvertible {
    public let operation: String
    public let code: Int32

    public init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code < 0 ? -code : code
    }

    public var description: String { "could not \(operation): \(String(cString: strerror(code)))" }
    /// A non-blocking call found nothing to do.
    public var isWouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }

    /// Runs a POSIX call (-1 and `errno` on failure) again while a signal
    /// interrupts it (`EINTR`); any other failure becomes a `SystemError`.
    @discardableResult
    public static func retrying<T: BinaryInteger & SignedNumeric>(_ operation: @autoclosure () -> String,
                                                                 _ call: () -> T) throws(SystemError) -> T {
        while true {
            let result = call()
            if result >= 0 { return result }
            if errno == EINTR { continue }
            throw SystemError(operation())
        }
    }

    /// The same for this project's C shims, which return `-errno`.
    @discardableResult
    public static func retryingShim<T: BinaryInteger & SignedNumeric>(_ operation: @autoclosure () -> String,
                                                                     _ call: () -> T) throws(SystemError) -> T {
        while true {
            let result = call()
            if result >= 0 { return result }
            if result == -T(EINTR) { continue }
            throw SystemError(operation(), code: Int32(truncatingIfNeeded: -result))
        }
    }

    /// Returns `result` if it is not negative; C shims return -errno.
    @discardableResult
    public static func check<T: BinaryInteger & SignedNumeric>(_ result: T, _ operation: @autoclosure () -> String) throws(SystemError) -> T {
        guard result >= 0 else { throw SystemError(operation(), code: Int32(truncatingIfNeeded: -result)) }
        return result
    }
}
