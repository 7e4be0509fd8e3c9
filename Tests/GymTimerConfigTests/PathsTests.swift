import GymTimerConfig
import Testing

/// Every location follows one rule: flag, variable, XDG base, home default.
@Suite struct PathsTests {
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
