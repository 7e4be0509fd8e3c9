import Foundation
import GRDB
import Synchronization

/// Turns SQLite's storage failures into what a person can act on. SQLite
/// says "disk I/O error" or "database or disk is full" without naming the
/// file or the cause; the filesystem holding the log does: it is full, or
/// mounted read-only.
extension AppDatabase {
    /// The training log this process opened, to name it in a failure that
    /// comes up later, from any write.
    private static let openedPath = Mutex<String?>(nil)

    static func remember(_ path: String) {
        openedPath.withLock { $0 = path }
    }

    /// A storage failure behind `error`, described, or nil when `error` is
    /// something else (a constraint, a bug) or the disk looks fine.
    public static func storageFailure(_ error: any Error, path: String? = nil) -> WorkoutError? {
        guard let error = error as? DatabaseError,
              [.SQLITE_FULL, .SQLITE_IOERR, .SQLITE_READONLY, .SQLITE_CANTOPEN].contains(error.resultCode),
              let path = path ?? openedPath.withLock({ $0 })
        else { return nil }
        let directory = (path as NSString).deletingLastPathComponent
        var fs = statvfs()
        guard statvfs(directory, &fs) == 0 else { return nil }
        if fs.f_flag & UInt(ST_RDONLY) != 0 {
            return .storageFailure(path: path, reason: "\(directory) is on a read-only filesystem")
        }
        if error.resultCode == .SQLITE_FULL || fs.f_bavail == 0 {
            return .storageFailure(path: path, reason: "no space left on the device holding \(directory) (free some and try again)")
        }
        return nil
    }
}
