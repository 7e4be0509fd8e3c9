import Foundation
import Testing

/// scripts/install into a temporary prefix, what it installed working in
/// the real tools (man, bash, zsh, fish, systemd-analyze, a bus), and
/// scripts/uninstall taking away exactly that.
@Suite(.serialized) struct InstallTests {
    @Test func test_install_completions_man_page_units_and_uninstall() throws {
        let session = try DesktopSession(notificationServer: false)
        let prefix = session.root + "/prefix"
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try "#!/bin/sh\n".write(toFile: prefix + "/bin/someone-elses-tool", atomically: true, encoding: .utf8)
        let script = DesktopSession.packageRoot.appendingPathComponent("scripts").path
        var env = session.environment
        env["GYM_TIMER_NO_SYSTEMD"] = "1"
        env["PATH"] = "/usr/local/bin:/usr/bin:/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let installed = try session.run("/bin/bash", [script + "/install", "--prefix", prefix, DesktopSession.binDirectory], environment: env)
        #expect(installed.status == 0, "\(installed.stderr)")
        let manifest = try String(contentsOfFile: prefix + "/share/gym-timer/installed-files", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        for file in ["bin/gym-timer", "bin/gym-timerd", "lib/systemd/user/gym-timerd.service", "lib/systemd/user/gym-timerd.socket",
                     "share/dbus-1/services/org.gymtimer.Timer.service", "share/applications/gym-timer.desktop",
                     "share/bash-completion/completions/gym-timer", "share/zsh/site-functions/_gym-timer",
                     "share/fish/vendor_completions.d/gym-timer.fish", "share/man/man1/gym-timer.1", "share/man/man1/gym-timerd.1"] {
            #expect(manifest.contains(prefix + "/" + file), "\(file) not installed")
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) missing")
        }
        let activation = try String(contentsOfFile: prefix + "/share/dbus-1/services/org.gymtimer.Timer.service", encoding: .utf8)
        #expect(activation.contains("Exec=\(prefix)/bin/gym-timerd"))

        // The man page renders, and the unit's Documentation= finds it.
        let man = try session.run("/usr/bin/man", ["-l", prefix + "/share/man/man1/gym-timer.1"], environment: env.merging(["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"]) { $1 })
        #expect(man.status == 0, "\(man.stderr)")
        #expect(man.stdout.contains("gym-timer") && man.stdout.contains("--warn"), "\(man.stdout.prefix(300))")
        let verify = try session.run("/usr/bin/systemd-analyze", ["verify", "--user", prefix + "/lib/systemd/user/gym-timerd.service",
                                                                   prefix + "/lib/systemd/user/gym-timerd.socket"],
                                     environment: env.merging(["MANPATH": prefix + "/share/man"]) { $1 })
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")

        // Each completion script loads in its shell; bash completes a gym from the log through the binary.
        #expect(try session.client("gyms", "add", "Iron Temple").status == 0)
        let bash = try session.run("/bin/bash", ["-c", """
            source /usr/share/bash-completion/bash_completion && source \(prefix)/share/bash-completion/completions/gym-timer \
            && complete -p gym-timer && COMP_WORDS=(gym-timer gyms select "") COMP_CWORD=3 COMP_LINE="gym-timer gyms select " \
            && COMP_POINT=${#COMP_LINE} && _gym-timer gym-timer "" select && printf '%s\\n' "${COMPREPLY[@]}"
            """], environment: env.merging(["PATH": prefix + "/bin:" + env["PATH"]!]) { $1 })
        #expect(bash.status == 0 && bash.stdout.contains("complete") && bash.stdout.contains("Iron Temple"), "\(bash.stdout)\(bash.stderr)")
        let zsh = try session.run("/usr/bin/zsh", ["-fc", "autoload -U compinit && compinit -u -d \(session.root)/zcompdump && source \(prefix)/share/zsh/site-functions/_gym-timer && print loaded"], environment: env)
        #expect(zsh.status == 0 && zsh.stdout.contains("loaded"), "\(zsh.stdout)\(zsh.stderr)")
        let fishEnv = env.merging(["PATH": prefix + "/bin:" + env["PATH"]!]) { $1 }
        let fish = try session.run("/usr/bin/fish", ["--no-config", "-c", "source \(prefix)/share/fish/vendor_completions.d/gym-timer.fish; complete -C'gym-timer sta'"], environment: fishEnv)
        #expect(fish.status == 0, "\(fish.stderr)")
        #expect(fish.stdout.contains("start") && fish.stdout.contains("status"), "\(fish.stdout)")

        // Uninstall removes exactly the listed files.
        let removed = try session.run("/bin/bash", [script + "/uninstall", "--prefix", prefix], environment: env)
        #expect(removed.status == 0, "\(removed.stderr)")
        for file in manifest { #expect(!FileManager.default.fileExists(atPath: file), "\(file) left behind") }
        #expect(FileManager.default.fileExists(atPath: prefix + "/bin/someone-elses-tool"))
        let left = FileManager.default.enumerator(atPath: prefix)?.allObjects as? [String] ?? []
        #expect(left.sorted() == ["bin", "bin/someone-elses-tool"], "\(left)")
    }
}

/// scripts/screenshot, which makes the README's picture, still makes one.
@Suite struct ScreenshotTests {
    @Test func test_screenshot_script_captures_a_real_notification() throws {
        let session = try DesktopSession(notificationServer: false)
        let output = session.root + "/shot.png"
        let script = DesktopSession.packageRoot.appendingPathComponent("scripts/screenshot").path
        let command = DesktopSession.withSignalsUnblocked + ["/bin/bash", script, output, DesktopSession.binDirectory]
        let result = try session.run(command[0], Array(command.dropFirst()),
                                     environment: ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": session.root + "/home"])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG")
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        // Cropped to the notification: wider than tall, and far smaller than the screen.
        #expect(width > 100 && width < 800 && height > 20 && height < width, "\(width)x\(height)")
    }
}

/// scripts/readme-chart, which captures the training-log chapter's progress
/// chart: run on a copy of the chapter, it leaves it as it is, so the chart
/// shown is the one the program draws today.
@Suite struct ReadmeChartTests {
    @Test func test_the_readme_chart_is_what_progress_draws() throws {
        let session = try DesktopSession(notificationServer: false)
        let readme = DesktopSession.packageRoot.appendingPathComponent("docs/training-log.md").path
        let copy = session.root + "/training-log.md"
        try FileManager.default.copyItem(atPath: readme, toPath: copy)
        let script = DesktopSession.packageRoot.appendingPathComponent("scripts/readme-chart").path
        let result = try session.run("/bin/bash", [script, DesktopSession.binDirectory],
                                     environment: ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": session.root + "/home", "README": copy])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Bench Press (Barbell) — e1RM (kg), 16 sessions"), "\(result.stdout)")
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == String(contentsOfFile: readme, encoding: .utf8),
                "docs/training-log.md's chart is out of date: run scripts/readme-chart")
    }
}
