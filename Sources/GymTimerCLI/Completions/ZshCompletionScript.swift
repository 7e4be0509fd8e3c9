extension CompletionScripts {
    /// zsh: `#compdef`, for a directory on `fpath` (or sourced after `compinit`).
    static let zshTemplate = #"""
#compdef @CMD@
# zsh completion for @CMD@, written by `@CMD@ --generate-completion-script zsh`.
#
# What each command takes is in the tables at the end. A Tab walks the words
# before the cursor through them once; only candidates that come from the
# training log or the daemon (exercises, gyms, templates, timers) ask @CMD@
# itself, with one `@CMD@ ---completion` call.

# The candidates for a value: `@V@_values NODE KIND ARGID WORD...`, the
# last word being the one completed. Values are matched ignoring case.
@V@_values() {
    local node=$1 kind=$2 argid=$3
    shift 3
    local -a found
    local key="$node $argid"
    case $kind in
    custom)
        local program=${(Q)words[1]}
        [[ $program == '~/'* ]] && program=$HOME/${program:2}
        found=("${(@f)$("$program" ---completion ${${=node}[2,-1]} -- "$argid" $(($# - 1)) ${#argv[-1]} "$@" 2>/dev/null </dev/null)}")
        found=(${found:#})
        # Matched already, ignoring case and accents.
        compadd -V values -U -- "${found[@]}"
        ;;
    list)
        found=("${(@f)@V@_list[$key]}")
        compadd -V values -M 'm:{[:lower:][:upper:]}={[:upper:][:lower:]}' -- "${found[@]}"
        ;;
    file) _files ;;
    directory) _files -/ ;;
    esac
}

_@CMD@() {
    local node=@ROOT@ expect= terminated= word name key
    local -a found positionals
    local -i i
    for ((i = 2; i < CURRENT; i++)); do
        word=${(Q)words[i]}
        if [[ -n $expect ]]; then
            expect=
            continue
        fi
        if [[ -z $terminated ]] && (( ! $#positionals )) && (( ${${=@V@_subcommands[$node]}[(Ie)$word]} )); then
            node+=" $word"
            continue
        fi
        # A group with a default subcommand: what is no subcommand (nor the group's own flag) is the default's.
        if [[ -z $terminated && -n $@V@_default[$node] ]] && (( ! $#positionals && ! ${${=@V@_flags[$node]}[(Ie)$word]} )); then
            node+=" $@V@_default[$node]"
        fi
        if [[ -z $terminated && $word == -?* ]]; then
            if [[ $word == -- ]]; then
                terminated=1
            elif [[ $word != *=* ]] && (( ${${=@V@_options[$node]}[(Ie)$word]} )); then
                expect=$word
            fi
            continue
        fi
        positionals+=("$word")
    done

    local current=${(Q)PREFIX}
    if [[ -n $expect ]]; then
        key="$node $expect"
        @V@_values "$node" ${=@V@_value[$key]} "$current"
    elif [[ -z $terminated && $current == -* ]]; then
        name=${current%%=*}
        if [[ $current == *=* ]]; then
            key="$node $name"
            if [[ -z $@V@_value[$key] && -n $@V@_default[$node] ]] && (( ! $#positionals )); then
                node+=" $@V@_default[$node]"
                key="$node $name"
            fi
            compset -P "${(b)name}="
            [[ -n $@V@_value[$key] ]] && @V@_values "$node" ${=@V@_value[$key]} "${current#*=}"
        else
            local -a nodes=("$node")
            (( ! $#positionals )) && [[ -n $@V@_default[$node] ]] && nodes+=("$node $@V@_default[$node]")
            found=()
            for node in "${nodes[@]}"; do
                for name in ${=@V@_options[$node]} ${=@V@_flags[$node]}; do
                    key="$node $name"
                    found+=("${name//:/\\:}:$@V@_description[$key]")
                done
            done
            typeset -U found
            _describe -t options option found
        fi
    elif (( ! $#positionals )) && [[ -n $@V@_subcommands[$node] ]]; then
        found=()
        for name in ${=@V@_subcommands[$node]}; do
            key="$node $name"
            found+=("${name//:/\\:}:$@V@_description[$key]")
        done
        _describe -t commands command found
    else
        local -i first
        key="$node $#positionals"
        local spec=$@V@_positional[$key]
        if [[ -z $spec && -n $@V@_repeating[$node] ]]; then
            first=$@V@_repeating[$node]
            key="$node $first"
            @V@_values "$node" ${=@V@_positional[$key]} "${positionals[@]:$first}" "$current"
        elif [[ -n $spec ]]; then
            @V@_values "$node" ${=spec} "$current"
        fi
    fi
}

typeset -gA @V@_subcommands @V@_default @V@_options @V@_flags @V@_value @V@_positional @V@_repeating @V@_list @V@_description
@TABLES@

if [[ $funcstack[1] == _@CMD@ ]]; then
    _@CMD@ "$@"
else
    compdef _@CMD@ @CMD@
fi
"""#
}
