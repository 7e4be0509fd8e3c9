import Foundation
import TestSupport

/// `gym-timer` run as a person would, for tests that interrupt it.
extension DesktopSession {
    /// How a client run ended.
    struct Ending {
        /// It finished by itself, successfully.
        var exited: Bool
        /// SIGKILL ended it.
        var killed: Bool
    }

    /// Starts `gym-timer` with `arguments`, its output discarded.
    func launchClient(_ arguments: [String], environment extra: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binDirectory + "/gym-timer")
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `gym-timer` and kills it at a seeded moment: after a seeded delay
    /// of up to `maxDelay` µs (anywhere from start-up to the last write), or
    /// at a seeded one of its first `maxWrites` writes to a file in
    /// `dataDirectory` (inside a commit).
    func runKilled(_ arguments: [String], environment: [String: String], dataDirectory: String,
                   maxWrites: Int, maxDelay: UInt32, random: inout SeededGenerator) throws -> Ending {
        let watch = try DirectoryWatch(dataDirectory, IN_MODIFY)
        let process = try launchClient(arguments, environment: environment)
        if Bool.random(using: &random) {
            usleep(UInt32.random(in: 0...maxDelay, using: &random))
        } else {
            var writes = Int.random(in: 1...maxWrites, using: &random)
            while writes > 0 && process.isRunning {
                if watch.next(milliseconds: 20) != nil { writes -= 1 }
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return Ending(exited: process.terminationReason == .exit && process.terminationStatus == 0,
                      killed: process.terminationReason == .uncaughtSignal)
    }
}
