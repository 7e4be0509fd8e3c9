/// What a command line says about itself with `--experimental-dump-help`:
/// swift-argument-parser's `ToolInfoV0`, as far as a man page needs it.
/// Decoded here because the parser's `ArgumentParserToolInfo` module is
/// not one of its products; keys the page does not use are ignored. The
/// completion table (`GymTimerCLI/CompletionTable.swift`) reads the same
/// JSON for what completion needs.
struct ToolInfo: Decodable {
    var serializationVersion: Int
    var command: CommandInfo
}

struct CommandInfo: Decodable {
    var commandName: String
    var abstract: String?
    var discussion: String?
    /// Absent means shown.
    var shouldDisplay: Bool?
    var defaultSubcommand: String?
    var subcommands: [CommandInfo]?
    var arguments: [ArgumentInfo]?

    /// The subcommands a person is shown, without the parser's own `help`.
    var shownSubcommands: [CommandInfo] {
        (subcommands ?? []).filter { $0.shouldDisplay != false && $0.commandName != "help" }
    }

    var shownArguments: [ArgumentInfo] {
        (arguments ?? []).filter(\.shouldDisplay)
    }

    /// The commands that run something (no subcommands of their own), in order.
    var runnableCommands: [CommandInfo] {
        let children = shownSubcommands
        return children.isEmpty ? [self] : children.flatMap { $0.runnableCommands }
    }
}

struct ArgumentInfo: Decodable {
    enum Kind: String, Decodable {
        case positional, option, flag
    }

    struct Name: Decodable, Hashable {
        enum Kind: String, Decodable {
            case short, long, longWithSingleDash
        }
        var kind: Kind
        var name: String
    }

    var kind: Kind
    var shouldDisplay: Bool
    var isOptional: Bool
    var isRepeating: Bool
    var names: [Name]?
    var preferredName: Name?
    var valueName: String?
    var defaultValue: String?
    var allValues: [String]?
    var abstract: String?
    var discussion: String?

    /// What an option is recognised by from one command to the next: its
    /// names. nil for a positional argument, which no two commands share.
    var identity: Set<Name>? {
        kind == .positional ? nil : Set(names ?? [])
    }

    /// Short names first, as `--help` lists them: `-q, --quiet`.
    var sortedNames: [Name] {
        (names ?? []).sorted { Self.order($0.kind) < Self.order($1.kind) }
    }

    private static func order(_ kind: Name.Kind) -> Int {
        switch kind {
        case .short: 0
        case .long: 1
        case .longWithSingleDash: 2
        }
    }
}
