extension CompletionScripts {
    /// fish: one `complete` line whose candidates one function prints; the tables are variables named by key.
    static let fishTemplate = #"""
# fish completion for @CMD@, written by `@CMD@ --generate-completion-script fish`.
#
# What each command takes is in the variables at the end. A Tab walks the
# words before the cursor through them once; only candidates that come from
# the training log or the daemon (exercises, gyms, templates, timers) ask
# @CMD@ itself, with one `@CMD@ ---completion` call.

# The entry of TABLE for KEY (a command, or a command and a name), a line each.
function @V@_get -a table key
    set -l name @V@_{$table}_(string replace -ra '[^A-Za-z0-9]' _ -- $key)
    set -q $name; and printf '%s\n' $$name
end

# The candidates for a value: `@V@_values PROGRAM PREFIX NODE KIND ARGID WORD...`,
# the last word being the one completed; PREFIX goes before each (`--gym=`).
function @V@_values -a program prefix node kind argid
    set -l words $argv[6..-1]
    switch $kind
        case custom
            set -l subcommands (string split ' ' -- $node)[2..-1]
            # Matched already, ignoring case and accents.
            for candidate in ($program ---completion $subcommands -- $argid (math (count $words) - 1) \
                    (string length -- "$words[-1]") $words 2>/dev/null </dev/null)
                test -n "$candidate"; and printf '%s%s\n' $prefix $candidate
            end
        case list
            for value in (@V@_get list "$node $argid")
                printf '%s%s\n' $prefix $value
            end
        case file
            for path in (__fish_complete_path $words[-1])
                printf '%s%s\n' $prefix $path
            end
        case directory
            for path in (__fish_complete_directories $words[-1])
                printf '%s%s\n' $prefix $path
            end
    end
end

function @V@_complete
    # The words before the cursor, unquoted (-x since fish 4, where -o is deprecated).
    set -l words
    if commandline -x >/dev/null 2>&1
        set words (commandline -xpc)
    else
        set words (commandline -opc)
    end
    set -l current (commandline -ct | string unescape)
    set -l node @ROOT@
    set -l expect
    set -l terminated
    set -l positionals
    for word in $words[2..-1]
        if test -n "$expect"
            set expect
            continue
        end
        if test -z "$terminated" -a (count $positionals) -eq 0
            if contains -- $word (@V@_get subcommands $node)
                set node "$node $word"
                continue
            end
            # A group with a default subcommand: what is no subcommand (nor the group's own flag) is the default's.
            set -l default (@V@_get default $node)
            if test -n "$default"; and not contains -- $word (@V@_get flags $node)
                set node "$node $default"
            end
        end
        if test -z "$terminated"; and string match -q -- '-?*' $word
            if test "$word" = --
                set terminated 1
            else if not string match -q -- '*=*' $word; and contains -- $word (@V@_get options $node)
                set expect $word
            end
            continue
        end
        set -a positionals $word
    end

    set -l subcommands (@V@_get subcommands $node)
    if test -n "$expect"
        @V@_values $words[1] '' $node (string split ' ' -- (@V@_get value "$node $expect")) "$current"
    else if test -z "$terminated"; and string match -q -- '-*' "$current"
        set -l name (string split -m1 = -- "$current")[1]
        if string match -q -- '*=*' "$current"
            set -l value (@V@_get value "$node $name")
            set -l default (@V@_get default $node)
            if test -z "$value" -a -n "$default" -a (count $positionals) -eq 0
                set node "$node $default"
                set value (@V@_get value "$node $name")
            end
            test -n "$value"; and @V@_values $words[1] "$name=" $node (string split ' ' -- $value) (string split -m1 = -- "$current")[2]
        else
            set -l nodes $node
            set -l default (@V@_get default $node)
            test -n "$default" -a (count $positionals) -eq 0; and set -a nodes "$node $default"
            for node in $nodes
                for name in (@V@_get options $node) (@V@_get flags $node)
                    printf '%s\t%s\n' $name (@V@_get description "$node $name")
                end
            end
        end
    else if test (count $positionals) -eq 0 -a (count $subcommands) -gt 0
        for name in $subcommands
            printf '%s\t%s\n' $name (@V@_get description "$node $name")
        end
    else
        set -l spec (@V@_get positional "$node "(count $positionals))
        set -l first (@V@_get repeating $node)
        if test -z "$spec" -a -n "$first"
            @V@_values $words[1] '' $node (string split ' ' -- (@V@_get positional "$node $first")) $positionals[(math $first + 1)..-1] "$current"
        else if test -n "$spec"
            @V@_values $words[1] '' $node (string split ' ' -- $spec) "$current"
        end
    end
end

complete -c @CMD@ -e
complete -c @CMD@ -f -k -a '(@V@_complete)'

@TABLES@
"""#
}
