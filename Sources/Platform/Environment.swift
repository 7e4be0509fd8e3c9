#if canImport(Glibc)
import Glibc
#endif

/// The process environment as a dictionary, without Foundation.
public func currentEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
        let pair = String(cString: entry)
        if let eq = pair.firstIndex(of: "=") {
            result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
        }
        pointer += 1
    }
    return result
}

/// The XDG base-directory rule every location follows: a command-line
/// flag, else the application's own environment variable, else the XDG
/// base (`$XDG_…/<application>`), else its default under `$HOME`. The
/// flag and the variable name the place itself; the XDG and home bases
/// get the application's directory and `leaf` appended.
public enum BaseDirectory {
    /// Returns nil when nothing applies (no flag, variable or XDG base, and no home default).
    public static func resolve(explicit: String?, variable: String, xdg: String, homeBase: String?,
                               application: String, leaf: String = "", environment: [String: String]) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        if let value = environment[variable], !value.isEmpty { return value }
        if let base = environment[xdg], !base.isEmpty { return base + "/" + application + leaf }
        guard let homeBase else { return nil }
        return (environment["HOME"] ?? "") + "/" + homeBase + "/" + application + leaf
    }
}

/// Seconds on the monotonic clock: for counting down between events, never
/// for a date.
public func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The path of the running executable (`/proc/self/exe`), nil if unreadable.
public func ownExecutable() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The product's executable `name` beside the running one (an install keeps
/// them together, as a build directory does), else the first on `PATH`.
public func companionExecutable(_ name: String, environment: [String: String]) -> String? {
    if let own = ownExecutable(), let slash = own.lastIndex(of: "/") {
        let candidate = String(own[..<slash]) + "/" + name
        if access(candidate, X_OK) == 0 { return candidate }
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = String(directory) + "/" + name
        if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
}
