import Testing

/// Global options go before or after the command, in their long and short
/// forms alike, as the man page's GLOBAL OPTIONS says.
@Suite struct GlobalOptionPlacementTests {
    @Test func test_quiet_and_json_work_before_the_command_in_either_form() throws {
        let cli = try InProcess()
        for quiet in ["-q", "--quiet"] {
            let before = cli.run(quiet, "config", "set", "unit", "lb")
            #expect(before.status == 0 && before.stdout.isEmpty, "\(quiet): \(before)")
        }
        #expect(cli.run("--json", "config", "get", "unit").stdout == cli.run("config", "get", "unit", "--json").stdout)
    }
}
