import GymTimerProtocol
import Testing

@Suite struct SocketPathTests {
    @Test func test_precedence_flag_then_environment_then_runtime_dir_then_tmp() throws {
        let env = ["GYM_TIMER_SOCKET": "/e/s.sock", "XDG_RUNTIME_DIR": "/run/user/1000"]
        #expect(try SocketPath(explicit: "/f/s.sock", environment: env, uid: 1000).path == "/f/s.sock")
        #expect(try SocketPath(explicit: nil, environment: env, uid: 1000).path == "/e/s.sock")
        #expect(try SocketPath(explicit: nil, environment: ["XDG_RUNTIME_DIR": "/run/user/1000"], uid: 1000).path
            == "/run/user/1000/gym-timer/daemon.sock")
        let fallback = try SocketPath(explicit: nil, environment: [:], uid: 1000)
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
}
