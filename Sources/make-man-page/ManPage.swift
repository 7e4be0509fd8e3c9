/// One tool's man page in mdoc: NAME and SYNOPSIS from the command
/// definitions, then the hand-written sections, with the commands and
/// options written where the marker line stands.
///
/// A tool with subcommands gets COMMANDS, each command with its own
/// arguments, and GLOBAL OPTIONS: the options every runnable command takes
/// (a shared option group, and the parser's `--help` and `--version`),
/// recognised by their names and written once rather than under each
/// command. A tool without subcommands gets OPTIONS.
struct ManPage {
    /// The line of the hand-written sections that the generated ones replace.
    static let marker = #".\" @generated-options"#

    let tool: CommandInfo
    /// mdoc: DESCRIPTION first, the marker, then the sections after the options.
    let handWritten: String
    /// As `.Dd` takes it: `November 26, 2026`.
    let date: String
    /// What `TOOL --version` prints (`0.1.0`), for the footer; nil: the
    /// footer names the tool alone.
    var version: String? = nil

    /// The volume in the header, as man(7) pages of programs have it.
    static let volume = "User Commands"

    func render() throws(ManPageError) -> String {
        var lines = handWritten.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let markers = lines.indices.filter { lines[$0] == Self.marker }
        guard markers.count == 1, let at = markers.first else {
            throw ManPageError("the hand-written sections need the line \(Self.marker) once, where the commands and options go")
        }
        lines.replaceSubrange(at...at, with: generatedSections)
        return (header + lines).joined(separator: "\n") + "\n"
    }

    private var header: [String] {
        let name = tool.commandName
        let lines: [String] = [
            ".Dd " + date,
            ".Dt " + name.uppercased() + " 1",
            // groff's mdoc (before 1.23) heads section 1 "BSD General
            // Commands Manual", as if the page came with a BSD, and `.Dt`
            // takes no volume for a numbered section: its string is set.
            #".\" The header says User Commands, not groff's BSD General Commands Manual."#,
            ".ds doc-volume " + Self.volume,
            // The footer: the program and its version, where a system's page names the system.
            ".Os " + ([name] + [version].compactMap { $0 }).map(Mdoc.quoted).joined(separator: " "),
            // Names, paths and settings break badly at a hyphen. groff's mdoc
            // turns hyphenation back on from this register at every macro, so
            // `.nh` alone would not hold.
            #".\" No hyphenation: the page is full of names and paths."#,
            ".nr doc-hyphen-flags 0",
            ".nh",
            ".Sh NAME",
            ".Nm " + name,
            ".Nd " + Mdoc.quoted(tool.abstract ?? name),
        ]
        return lines + synopsis
    }

    private var synopsis: [String] {
        var lines = [".Sh SYNOPSIS", ".Nm"]
        if tool.shownSubcommands.isEmpty {
            // As `--help` shows its usage: without --help and --version.
            lines += tool.shownArguments.filter { !Self.isParserOwn($0) }.map { "." + Self.usage($0) }
        } else {
            lines += [tool.defaultSubcommand == nil ? ".Ar command" : ".Op Ar command", ".Op Ar argument ...", ".Op Ar option ..."]
        }
        return lines
    }

    private var generatedSections: [String] {
        let commands = tool.shownSubcommands
        guard !commands.isEmpty else {
            let options = Self.argumentList(tool.shownArguments, width: "Ds")
            return options.isEmpty ? [] : [".Sh OPTIONS"] + options
        }
        let global = Self.globalOptions(of: tool.runnableCommands)
        let globalNames = Set(global.compactMap(\.identity))
        var lines = [".Sh COMMANDS"]
        if let fallback = tool.defaultSubcommand {
            lines.append(Self.withoutCommand([tool.commandName], runs: fallback))
        }
        lines.append(".Bl -tag -width Ds")
        for command in commands {
            lines += items(for: command, path: [command.commandName], global: globalNames)
        }
        lines.append(".El")
        let globalList = Self.argumentList(global, width: "Ds")
        if !globalList.isEmpty {
            lines += [".Sh GLOBAL OPTIONS", "Every command takes these options."] + globalList
        }
        return lines
    }

    /// The options every one of `commands` takes, in the first one's order.
    static func globalOptions(of commands: [CommandInfo]) -> [ArgumentInfo] {
        guard let first = commands.first else { return [] }
        return first.shownArguments.filter { argument in
            guard let identity = argument.identity else { return false }
            return commands.allSatisfy { command in command.shownArguments.contains { $0.identity == identity } }
        }
    }

    /// A command as a list item: its words and arguments, what it does, its
    /// own arguments; then its subcommands, each an item of its own.
    private func items(for command: CommandInfo, path: [String], global: Set<Set<ArgumentInfo.Name>>) -> [String] {
        let children = command.shownSubcommands
        let own = command.shownArguments.filter { argument in
            argument.identity.map { !global.contains($0) } ?? true
        }
        var tag = ".It Cm " + path.map(Mdoc.quoted).joined(separator: " ")
        if !children.isEmpty {
            tag += command.defaultSubcommand == nil ? " Ar command" : " Oo Ar command Oc"
        }
        for argument in own { tag += " " + Self.usage(argument) }
        var lines = [tag] + Mdoc.text(command.abstract ?? "")
        if !children.isEmpty, let fallback = command.defaultSubcommand {
            lines.append(Self.withoutCommand([tool.commandName] + path, runs: fallback))
        }
        let discussion = Mdoc.text(command.discussion ?? "")
        if !discussion.isEmpty { lines += [".Pp"] + discussion }
        lines += Self.argumentList(own, width: "12n -compact")
        for child in children {
            lines += items(for: child, path: path + [child.commandName], global: global)
        }
        return lines
    }

    private static func withoutCommand(_ words: [String], runs fallback: String) -> String {
        "Without a command, " + Mdoc.bold(words.joined(separator: " ")) + " runs " + Mdoc.bold(fallback) + "."
    }

    /// A tagged list of the arguments that have something to say; none: no list.
    private static func argumentList(_ arguments: [ArgumentInfo], width: String) -> [String] {
        var items: [String] = []
        for argument in arguments {
            let said = description(of: argument)
            if !said.isEmpty { items += [".It " + tag(argument)] + said }
        }
        guard !items.isEmpty else { return [] }
        return [".Bl -tag -width " + width] + items + [".El"]
    }

    /// As `--help` says it: the abstract, its default and the values it takes.
    private static func description(of argument: ArgumentInfo) -> [String] {
        var text = argument.abstract ?? ""
        if let value = argument.defaultValue { text += " (default: \(value))" }
        if let values = argument.allValues, !values.isEmpty { text += " (values: \(values.joined(separator: ", ")))" }
        let lines = Mdoc.text(text)
        let discussion = Mdoc.text(argument.discussion ?? "")
        if discussion.isEmpty { return lines }
        return lines.isEmpty ? discussion : lines + [".Pp"] + discussion
    }

    /// Every name, in a list's tag: `-q, --quiet`, `--name name`.
    private static func tag(_ argument: ArgumentInfo) -> String {
        let tag: String = switch argument.kind {
        case .positional: value(argument)
        case .option: names(argument.sortedNames) + " " + value(argument)
        case .flag: names(argument.sortedNames)
        }
        return argument.isRepeating ? tag + " No ..." : tag
    }

    /// The preferred name, as a usage line shows it: `[--name name]`.
    private static func usage(_ argument: ArgumentInfo) -> String {
        var usage = value(argument)
        if argument.kind != .positional {
            let name = argument.preferredName ?? argument.sortedNames.first
            usage = name.map(flag) ?? ""
            if argument.kind == .option { usage += " " + value(argument) }
        }
        if argument.isRepeating { usage += " No ..." }
        return argument.isOptional ? "Oo " + usage + " Oc" : usage
    }

    private static func names(_ names: [ArgumentInfo.Name]) -> String {
        names.map(flag).joined(separator: " , ")
    }

    /// `Fl` adds one dash: `Fl -name` is `--name`, `Fl q` is `-q`.
    private static func flag(_ name: ArgumentInfo.Name) -> String {
        name.kind == .long ? "Fl -" + name.name : "Fl " + name.name
    }

    private static func value(_ argument: ArgumentInfo) -> String {
        "Ar " + Mdoc.quoted(argument.valueName ?? "value")
    }

    /// `--help` and `--version`, which the parser adds to every command.
    private static func isParserOwn(_ argument: ArgumentInfo) -> Bool {
        argument.sortedNames.contains { $0.kind == .long && ($0.name == "help" || $0.name == "version") }
    }
}

struct ManPageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
