import Foundation
import GymTimerProtocol
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct SocketPathTests {
    @Test func test_precedence_flag_then_environment_then_runtime_dir_then_tmp() throws {
        let env = ["GYM_TIMER_SOCKET": "/e/s.sock", "XDG_RUNTIME_DIR": "/run/user/1000"]
        #expect(try SocketPath(explicit: "/f/s.sock", environment: env, uid: 1000).path == "/f/s.sock")
        #expect(try SocketPath(explicit: nil, environment: env, uid: 1000).path == "/e/s.sock")
        #expect(try SocketPath(explicit: nil, environment: ["XDG_RUNTIME_DIR": "/run/user/1000"], uid: 1000).path
            == "/run/user/1000/gym-timer/daemon.sock")
        let fallback = try SocketPath(explicit: nil, environment: [:], uid: 1000, runtimeRoot: "/nonexistent")
        #expect(fallback.path == "/tmp/gym-timer-1000/daemon.sock")
        #expect(fallback.isSharedTmpFallback)
        #expect(fallback.directory == "/tmp/gym-timer-1000")
        #expect(fallback.lockPath == "/tmp/gym-timer-1000/daemon.sock.lock")
    }

    @Test func test_a_path_over_the_socket_limit_is_a_clear_error() {
        let long = "/tmp/" + String(repeating: "x", count: 110) + ".sock"
        #expect(throws: SocketPathError.self) { try SocketPath(explicit: long, environment: [:], uid: 0) }
        do {
            _ = try SocketPath(explicit: long, environment: [:], uid: 0)
        } catch {
            #expect(error.description.contains("at most 107"))
        }
        let exact = "/" + String(repeating: "y", count: 106)
        #expect(throws: Never.self) { try SocketPath(explicit: exact, environment: [:], uid: 0) }
    }

    /// A daemon started by D-Bus activation from a bus without
    /// `XDG_RUNTIME_DIR` listens in the login manager's runtime directory,
    /// where a shell's `XDG_RUNTIME_DIR` points: one socket, one daemon.
    @Test func test_without_xdg_runtime_dir_the_users_own_run_user_directory_is_used() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gt-run-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let uid = getuid()
        try FileManager.default.createDirectory(atPath: root + "/\(uid)", withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let activated = try SocketPath(explicit: nil, environment: [:], uid: uid, runtimeRoot: root)
        let shell = try SocketPath(explicit: nil, environment: ["XDG_RUNTIME_DIR": root + "/\(uid)"], uid: uid, runtimeRoot: root)
        #expect(activated == shell)
        #expect(!activated.isSharedTmpFallback)
        // One that others may enter is not taken for it.
        chmod(root + "/\(uid)", 0o755)
        #expect(try SocketPath(explicit: nil, environment: [:], uid: uid, runtimeRoot: root).isSharedTmpFallback)
        // Nor one that is not the user's own (this one belongs to this process's user).
        try FileManager.default.createDirectory(atPath: root + "/\(uid + 1)", withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        #expect(try SocketPath(explicit: nil, environment: [:], uid: uid + 1, runtimeRoot: root).isSharedTmpFallback)
    }
}
