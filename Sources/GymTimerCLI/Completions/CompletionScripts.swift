import Foundation

/// The completion scripts `gym-timer --generate-completion-script SHELL`
/// writes, in place of the parser's own: the parser's fish script decides
/// each of its ~600 `complete` lines by parsing the command line again (half
/// a second a Tab), and none of its scripts knows a default subcommand
/// (`history --exercise` offered `history`'s flags for the exercise).
///
/// Each script here walks the words before the cursor once through the
/// table of what each command takes (`CompletionTable`), and offers:
/// options only for a word that starts with `-`; subcommands where one may
/// come; a value's candidates after an option that takes one, or in a
/// positional argument's place. Candidates from the log or the daemon come
/// from one `gym-timer ---completion` call (`Completions`), which gets the
/// argument's words with the shell's quoting taken off; the shell quotes
/// each candidate back as one word. The same walk is written three times,
/// once in each shell's language; the tests run each in its shell.
enum CompletionScripts {
    enum Shell: String {
        case bash, zsh, fish
    }

    /// The shell `--generate-completion-script [SHELL]` asks for; with no
    /// SHELL, the login shell, as the parser picks it. Nil when the
    /// arguments ask for something else (the parser then answers).
    static func requestedShell(_ arguments: [String], environment: [String: String]) -> Shell? {
        let flag = "--generate-completion-script"
        guard let first = arguments.first, arguments.count <= 2 else { return nil }
        var name: String?
        if first == flag {
            name = arguments.count == 2 ? arguments[1] : environment["SHELL"].map { String($0.split(separator: "/").last ?? "") }
        } else if first.hasPrefix(flag + "="), arguments.count == 1 {
            name = String(first.dropFirst(flag.count + 1))
        }
        return name.flatMap(Shell.init(rawValue:))
    }

    /// The script for `shell`, with `table` written in its syntax.
    static func script(for shell: Shell, table: CompletionTable) -> String {
        let prefix = "__" + identifier(table.command)
        let template: String, rows: String
        switch shell {
        case .bash:
            template = bashTemplate
            rows = table.rows.filter { $0.table != "description" }
                .map { "\(prefix)_\($0.table)[\(quoted($0.key))]=\(quoted(joined($0)))" }.joined(separator: "\n")
        case .zsh:
            // One assignment a table: zsh keeps quotes in a subscript assigned to.
            var order: [String] = []
            var byTable: [String: [CompletionTable.Row]] = [:]
            for row in table.rows {
                if byTable[row.table] == nil { order.append(row.table) }
                byTable[row.table, default: []].append(row)
            }
            template = zshTemplate
            rows = order.map { name in
                "\(prefix)_\(name)=(\n" + (byTable[name] ?? []).map { "    \(quoted($0.key)) \(quoted(joined($0)))" }
                    .joined(separator: "\n") + "\n)"
            }.joined(separator: "\n")
        case .fish:
            template = fishTemplate
            rows = table.rows.map { row in
                "set -g \(prefix)_\(row.table)_\(identifier(row.key)) " + row.values.map { fishQuoted($0) }.joined(separator: " ")
            }.joined(separator: "\n")
        }
        return template.replacingOccurrences(of: "@V@", with: prefix)
            .replacingOccurrences(of: "@CMD@", with: table.command)
            .replacingOccurrences(of: "@ROOT@", with: quoted(table.command))
            .replacingOccurrences(of: "@TABLES@", with: rows)
    }

    /// A row's values as one bash or zsh string: a list a line each, names a space apart.
    private static func joined(_ row: CompletionTable.Row) -> String {
        row.values.joined(separator: row.table == "list" ? "\n" : " ")
    }

    /// Single-quoted for bash and zsh.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Single-quoted for fish, where a backslash escapes in single quotes too.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// `text` as part of a shell variable name: letters and digits, the rest `_`.
    private static func identifier(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}
