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

    @Test func test_state_directory_precedence() {
        #expect(Paths.stateDirectory(explicit: "/s", environment: ["GYM_TIMER_STATE_DIR": "/e"]) == "/s")
        #expect(Paths.stateDirectory(environment: ["GYM_TIMER_STATE_DIR": "/e", "XDG_STATE_HOME": "/x"]) == "/e")
        #expect(Paths.stateDirectory(environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"]) == "/x/gym-timer")
        #expect(Paths.stateDirectory(environment: ["HOME": "/h"]) == "/h/.local/state/gym-timer")
    }

    @Test func test_every_location_follows_flag_variable_xdg_home() {
        #expect(Paths.trainingLog(dataDirectory: "/d", environment: ["GYM_TIMER_DATA_DIR": "/e"]) == "/d/gym.sqlite")
        #expect(Paths.trainingLog(environment: ["GYM_TIMER_DATA_DIR": "/e", "XDG_DATA_HOME": "/x"]) == "/e/gym.sqlite")
        #expect(Paths.trainingLog(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/gym-timer/gym.sqlite")
        #expect(Paths.trainingLog(environment: ["HOME": "/h"]) == "/h/.local/share/gym-timer/gym.sqlite")
        #expect(Paths.configFile(environment: ["GYM_TIMER_CONFIG": "/c.toml", "XDG_CONFIG_HOME": "/x"]) == "/c.toml")
        #expect(Paths.configFile(environment: ["XDG_CONFIG_HOME": "/x"]) == "/x/gym-timer/config.toml")
        #expect(Paths.configFile(environment: ["HOME": "/h"]) == "/h/.config/gym-timer/config.toml")
    }
}
