extension CompletionScripts {
    /// bash: `complete -F _gym-timer`; the tables are associative arrays (bash 4.3 or later).
    static let bashTemplate = #"""
# bash completion for @CMD@, written by `@CMD@ --generate-completion-script bash`.
#
# What each command takes is in the tables at the end. A Tab walks the words
# before the cursor through them once; only candidates that come from the
# training log or the daemon (exercises, gyms, templates, timers) ask @CMD@
# itself, with one `@CMD@ ---completion` call.

# Shell quoting taken off a word as typed: `bench\ p`, 'bench p', "bench p".
@V@_dequote() {
    local word=$1 out= quote= char
    local -i i
    for ((i = 0; i < ${#word}; i++)); do
        char=${word:i:1}
        if [[ $quote == "'" ]]; then
            if [[ $char == "'" ]]; then quote=; else out+=$char; fi
        elif [[ $quote == '"' ]]; then
            if [[ $char == '"' ]]; then
                quote=
            elif [[ $char == '\' && ${word:i+1:1} == [\"\\\$\`] ]]; then
                out+=${word:i+1:1}
                i+=1
            else
                out+=$char
            fi
        elif [[ $char == "'" || $char == '"' ]]; then
            quote=$char
        elif [[ $char == '\' ]]; then
            i+=1
            out+=${word:i:1}
        else
            out+=$char
        fi
    done
    REPLY=$out
}

# COMPREPLY from the candidates on standard input that start with $2
# (ignoring case), as readline then quotes them: one word each.
@V@_offer() {
    local candidate prefix=${2,,}
    while IFS= read -r candidate; do
        [[ -n $candidate && ( -z $1 || ${candidate,,} == "$prefix"* ) ]] && COMPREPLY+=("${candidate:$3}")
    done
}

# The candidates for a value: `@V@_values PATH KIND ARGID WORD...`,
# the last word being the one completed.
@V@_values() {
    local path=$1 kind=$2 argid=$3
    shift 3
    local cur=${!#}
    case $kind in
    custom)
        local command=${words[0]}
        [[ $command == '~/'* ]] && command=$HOME/${command:2}
        local -a path_words=($path)
        compopt -o filenames -o nosort 2>/dev/null
        @V@_offer '' '' "$strip" < <("$command" ---completion "${path_words[@]:1}" -- "$argid" "$(($# - 1))" "${#cur}" "$@" 2>/dev/null </dev/null)
        ;;
    list)
        compopt -o filenames -o nosort 2>/dev/null
        @V@_offer filter "$cur" "$strip" <<<"${@V@_list["$path $argid"]}"
        ;;
    file | directory)
        compopt -o filenames 2>/dev/null
        local flag=-f
        [[ $kind == directory ]] && flag=-d
        @V@_offer '' '' "$strip" < <(compgen "$flag" -- "$cur")
        ;;
    esac
}

_@CMD@() {
    local -a words=()
    local -i i
    # The words up to the cursor as typed. Readline also splits at = and :
    # (COMP_WORDBREAKS); what it split without a space between is one word.
    local rest=${COMP_LINE:0:COMP_POINT} word lead
    for ((i = 0; i <= COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        lead=${rest%%[![:space:]]*}
        rest=${rest:${#lead}}
        ((${#word} > ${#rest})) && word=$rest
        if ((i > 0)) && [[ -z $lead ]]; then words[-1]+=$word; else words+=("$word"); fi
        rest=${rest:${#word}}
    done
    # Readline replaces only what follows the last break (nothing, when the
    # word is a break such as `=`): candidates lose what comes before it.
    [[ -n $word && -z ${word//[$COMP_WORDBREAKS]/} ]] && word=
    local glued=${words[-1]:0:${#words[-1]}-${#word}}
    @V@_dequote "$glued"
    local -i strip=${#REPLY}

    local path=@ROOT@ expect= terminated= name
    local -a positionals=()
    for word in "${words[@]:1:${#words[@]}-2}"; do
        @V@_dequote "$word"
        word=$REPLY
        if [[ -n $expect ]]; then
            expect=
            continue
        fi
        if [[ -z $terminated ]] && ((${#positionals[@]} == 0)) && [[ " ${@V@_subcommands[$path]} " == *" $word "* ]]; then
            path+=" $word"
            continue
        fi
        # A group with a default subcommand: what is no subcommand (nor the group's own flag) is the default's.
        if [[ -z $terminated ]] && ((${#positionals[@]} == 0)) && [[ -n ${@V@_default[$path]} && " ${@V@_flags[$path]} " != *" $word "* ]]; then
            path+=" ${@V@_default[$path]}"
        fi
        if [[ -z $terminated && $word == -?* ]]; then
            if [[ $word == -- ]]; then
                terminated=1
            elif [[ $word != *=* && " ${@V@_options[$path]} " == *" $word "* ]]; then
                expect=$word
            fi
            continue
        fi
        positionals+=("$word")
    done

    @V@_dequote "${words[-1]}"
    local cur=$REPLY
    COMPREPLY=()
    if [[ -n $expect ]]; then
        @V@_values "$path" ${@V@_value["$path $expect"]} "$cur"
    elif [[ -z $terminated && $cur == -* ]]; then
        name=${cur%%=*}
        if [[ $cur == *=* ]]; then
            if [[ -z ${@V@_value["$path $name"]} && -n ${@V@_default[$path]} ]] && ((${#positionals[@]} == 0)); then
                path+=" ${@V@_default[$path]}"
            fi
            strip=$((strip - ${#name} - 1))
            ((strip < 0)) && strip=0
            [[ -n ${@V@_value["$path $name"]} ]] && @V@_values "$path" ${@V@_value["$path $name"]} "${cur#*=}"
        else
            local names="${@V@_options[$path]} ${@V@_flags[$path]}"
            [[ ${#positionals[@]} == 0 && -n ${@V@_default[$path]} ]] &&
                names+=" ${@V@_options[$path ${@V@_default[$path]}]} ${@V@_flags[$path ${@V@_default[$path]}]}"
            @V@_offer filter "$cur" 0 < <(printf '%s\n' $names | sort -u)
        fi
    elif ((${#positionals[@]} == 0)) && [[ -n ${@V@_subcommands[$path]} ]]; then
        @V@_offer filter "$cur" 0 < <(printf '%s\n' ${@V@_subcommands[$path]})
    else
        local -i index=${#positionals[@]} first
        local spec=${@V@_positional["$path $index"]}
        if [[ -z $spec && -n ${@V@_repeating[$path]} ]]; then
            first=${@V@_repeating[$path]}
            spec=${@V@_positional["$path $first"]}
            @V@_values "$path" $spec "${positionals[@]:first}" "$cur"
        elif [[ -n $spec ]]; then
            @V@_values "$path" $spec "$cur"
        fi
    fi
    return 0
}

declare -gA @V@_subcommands=() @V@_default=() @V@_options=() @V@_flags=() \
    @V@_value=() @V@_positional=() @V@_repeating=() @V@_list=()
@TABLES@
complete -F _@CMD@ @CMD@
"""#
}
