/// A file that cannot be read at all (as opposed to a row that is skipped).
package enum ImportError: Error, CustomStringConvertible {
    case unreadable(String)
    package var description: String {
        switch self {
        case .unreadable(let reason): reason
        }
    }
}
