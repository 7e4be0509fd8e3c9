import ArgumentParser
import Foundation

/// What each command takes, as the completion scripts look it up at each
/// Tab: its subcommands and default subcommand, its options (with what
/// their values complete from), flags and positional arguments. Read from
/// the parser's own account of the command line (`--experimental-dump-help`,
/// swift-argument-parser's `ToolInfoV0`, decoded here as far as completion
/// needs it), so a new command or option completes with no change to the
/// scripts.
///
/// The table is rows of `table[key] = values`. A key is a command's path
/// from the root (`gym-timer history list`), with a name or a position
/// after it for the per-argument tables:
///   - `subcommands`, `options` (those that take a value), `flags`: names
///   - `default`: the default subcommand (none at the root, which refuses a
///     first word that is no command)
///   - `value` (path and option name), `positional` (path and index): what
///     the value completes from, `KIND ARGUMENT`, KIND one of `custom`
///     (asks `gym-timer ---completion … -- ARGUMENT`), `list`, `file`,
///     `directory` or `none`
///   - `repeating`: the index of the positional argument that takes every
///     word after it
///   - `list` (path and argument): the values of a fixed list
///   - `description` (path and name): the one-line help of a subcommand,
///     option or flag
struct CompletionTable {
    struct Row: Equatable {
        var table: String
        var key: String
        var values: [String]
    }

    /// The root command's name (`gym-timer`).
    let command: String
    private(set) var rows: [Row] = []

    /// The table of `gym-timer`, from the command line's own account of itself.
    static func ofCommandLine() throws -> CompletionTable {
        var dump = ""
        do { _ = try GymTimer.parseAsRoot(["--experimental-dump-help"]) } catch { dump = GymTimer.fullMessage(for: error) }
        return CompletionTable(try JSONDecoder().decode(DumpedTool.self, from: Data(dump.utf8)).command)
    }

    init(_ root: DumpedCommand) {
        command = root.commandName
        // Global options may come before the subcommand (`gym-timer --data-dir D log …`); their help is a subcommand's.
        var globals: [DumpedArgument] = []
        func collect(_ c: DumpedCommand) {
            for a in c.arguments ?? [] where a.kind == .option && !globals.contains(where: { $0.names == a.names })
                && (a.names ?? []).contains(where: { GlobalOptions.valued.contains($0.synopsis) }) { globals.append(a) }
            (c.subcommands ?? []).forEach(collect)
        }
        collect(root)
        add(root, path: [root.commandName], extra: globals)
    }

    private mutating func add(_ c: DumpedCommand, path: [String], extra: [DumpedArgument] = []) {
        let key = path.joined(separator: " ")
        let subcommands = (c.subcommands ?? []).filter { $0.shouldDisplay ?? true }
        if !subcommands.isEmpty {
            rows.append(Row(table: "subcommands", key: key, values: subcommands.map(\.commandName)))
            for s in subcommands { describe(key, s.commandName, s.abstract) }
        }
        if path.count > 1, let name = c.defaultSubcommand { rows.append(Row(table: "default", key: key, values: [name])) }

        let all = c.arguments ?? []
        let shown = all.filter(\.shouldDisplay) + extra
        let options = shown.filter { $0.kind == .option }
        if !options.isEmpty {
            rows.append(Row(table: "options", key: key, values: options.flatMap(\.synopses)))
        }
        for option in options {
            for name in option.synopses {
                rows.append(Row(table: "value", key: key + " " + name, values: [option.kind(as: option.argument)]))
                describe(key, name, option.abstract)
            }
            listValues(of: option, key: key, id: option.argument)
        }
        let flags = shown.filter { $0.kind == .flag }
        if !flags.isEmpty { rows.append(Row(table: "flags", key: key, values: flags.flatMap(\.synopses))) }
        for flag in flags { for name in flag.synopses { describe(key, name, flag.abstract) } }

        // `---completion` numbers positional arguments among all of them, shown or not.
        let positionals = all.filter { $0.kind == .positional }
        for (index, positional) in positionals.enumerated() where positional.shouldDisplay {
            let argument = "positional@\(index)"
            rows.append(Row(table: "positional", key: "\(key) \(index)", values: [positional.kind(as: argument)]))
            listValues(of: positional, key: key, id: argument)
            if positional.isRepeating {
                rows.append(Row(table: "repeating", key: key, values: ["\(index)"]))
                break
            }
        }
        for s in subcommands { add(s, path: path + [s.commandName]) }
    }

    private mutating func describe(_ key: String, _ name: String, _ abstract: String?) {
        guard let abstract, !abstract.isEmpty else { return }
        // One line: the scripts read a description as one value.
        let line = abstract.split(whereSeparator: \.isNewline).joined(separator: " ")
        rows.append(Row(table: "description", key: key + " " + name, values: [line]))
    }

    /// `id`: how `---completion` names the argument.
    private mutating func listValues(of argument: DumpedArgument, key: String, id: String) {
        if case .list(let values) = argument.completion { rows.append(Row(table: "list", key: key + " " + id, values: values)) }
    }
}

// MARK: The parser's account, as far as completion reads it

struct DumpedTool: Decodable {
    var command: DumpedCommand
}

struct DumpedCommand: Decodable {
    var commandName: String
    var abstract: String?
    var shouldDisplay: Bool?
    var defaultSubcommand: String?
    var subcommands: [DumpedCommand]?
    var arguments: [DumpedArgument]?
}

struct DumpedArgument: Decodable {
    enum Kind: String, Decodable { case positional, option, flag }
    struct Name: Decodable, Equatable {
        var kind: String
        var name: String
        /// As typed: `--long`, `-s`, or `-long` for a long name with one dash.
        var synopsis: String { (kind == "long" ? "--" : "-") + name }
    }
    /// Where its values come from; the parser encodes the case as the key
    /// (`{"custom": {}}`, `{"list": {"values": […]}}`).
    enum Completion { case none, custom, list([String]), file, directory }
    private struct CompletionBody: Decodable { var values: [String]? }

    var kind: Kind
    var shouldDisplay: Bool
    var isRepeating: Bool
    var names: [Name]?
    var preferredName: Name?
    var abstract: String?
    var completion: Completion = .none

    private enum CodingKeys: String, CodingKey {
        case kind, shouldDisplay, isRepeating, names, preferredName, abstract, completionKind
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(Kind.self, forKey: .kind)
        shouldDisplay = try c.decodeIfPresent(Bool.self, forKey: .shouldDisplay) ?? true
        isRepeating = try c.decodeIfPresent(Bool.self, forKey: .isRepeating) ?? false
        names = try c.decodeIfPresent([Name].self, forKey: .names)
        preferredName = try c.decodeIfPresent(Name.self, forKey: .preferredName)
        abstract = try c.decodeIfPresent(String.self, forKey: .abstract)
        let completion = try c.decodeIfPresent([String: CompletionBody].self, forKey: .completionKind) ?? [:]
        switch completion.keys.first ?? "" {
        case "custom", "customAsync", "customDeprecated": self.completion = .custom
        case "list": self.completion = .list(completion["list"]?.values ?? [])
        case "file": self.completion = .file
        case "directory": self.completion = .directory
        default: self.completion = .none // shellCommand: none of ours runs one
        }
    }

    var synopses: [String] { (names ?? []).map(\.synopsis) }

    /// How `---completion` names an option: by its preferred name.
    var argument: String { (preferredName ?? names?.first)?.synopsis ?? "---" }

    /// The table's `KIND ARGUMENT` for this argument's values.
    func kind(as argument: String) -> String {
        switch completion {
        case .none: "none \(argument)"
        case .custom: "custom \(argument)"
        case .list: "list \(argument)"
        case .file: "file \(argument)"
        case .directory: "directory \(argument)"
        }
    }
}
