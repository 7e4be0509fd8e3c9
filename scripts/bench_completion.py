"""Tab completion for scripts/bench: the scripts `gym-timer
--generate-completion-script` writes, each run in its own shell on the
training log the training benchmark wrote (500,000 sets), milliseconds a
Tab from the shell calling its completion to the candidates being ready,
a run of gym-timer (start, the log opened, the names read) included when
the candidates come from the log. bash calls its completion function
directly; zsh completes on a pseudo-terminal (zpty, with compinit), timed
around `complete-word`; fish answers `complete -C` in a loop."""
import os
import statistics
import subprocess
import tempfile

LINES = ["gym-timer log ben", "gym-timer history --exercise ben", "gym-timer stop ", "gym-timer sta"]

# bash: the completion function as readline calls it (plain words only).
BASH = r'''
source "$1"
runs=$2
shift 2
for line in "$@"; do
    read -ra COMP_WORDS <<<"$line"
    [[ $line == *' ' ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1)) COMP_LINE=$line COMP_POINT=${#line}
    for ((i = 0; i <= runs; i++)); do
        t0=${EPOCHREALTIME/[.,]/}
        COMPREPLY=()
        _gym-timer gym-timer "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}" 2>/dev/null
        t1=${EPOCHREALTIME/[.,]/}
        ((i > 0)) && printf '%s\t%s\n' "$line" "$((t1 - t0))"
    done
done
'''

# zsh: typed on a terminal, Tab timed around complete-word (microseconds).
ZSH = r'''
zmodload zsh/zpty
dir=${1:h}/zsh-functions
mkdir -p $dir && cp $1 $dir/_gym-timer
zpty sh zsh -f -i
zpty -w sh "PS1= RPS1=; fpath=(${(q)dir} \$fpath); autoload -U compinit; compinit -u -d ${(q)dir}/.zcompdump"
zpty -w sh 'zmodload zsh/datetime; zstyle ":completion:*" list-prompt ""; zstyle ":completion:*" menu no; LISTMAX=100000'
zpty -w sh 'tab() { local -F t0=$EPOCHREALTIME; zle complete-word; printf "\nus:%d\n<<%s>>\n" $(( (EPOCHREALTIME - t0) * 1e6 )) done >/dev/tty; BUFFER=; }; zle -N tab; bindkey "^I" tab'
for line in "${@[3,-1]}"; do
  for i in {0..$2}; do
    zpty -w -n sh "$line"$'\t'
    zpty -r sh out '*<<done>>*'
    (( i > 0 )) && [[ $out =~ 'us:([0-9]+)' ]] && print -r -- "$line"$'\t'"$match[1]"
  done
done
zpty -d sh
'''

# fish: `complete -C` in a loop, the mean of the loop (fish has no clock finer than `date`).
FISH = r'''
source $argv[1]
for line in $argv[3..-1]
    complete -C $line >/dev/null
    set -l t0 (date +%s%N)
    for i in (seq $argv[2])
        complete -C $line >/dev/null
    end
    set -l t1 (date +%s%N)
    printf '%s\t%s\n' $line (math --scale 0 "($t1 - $t0) / 1000 / $argv[2]")
end
'''


def measure(bin_dir, env, runs=20):
    """Per shell and line, milliseconds a Tab (median of `runs`; fish: mean)."""
    env = dict(env, PATH=bin_dir + ":" + env.get("PATH", "/usr/bin:/bin"))
    results = {}
    with tempfile.TemporaryDirectory(prefix="gtb-completion-") as tmp:
        with open(tmp + "/harness.zsh", "w") as f:
            f.write(ZSH)
        for shell, argv in [("bash", ["/bin/bash", "--norc", "--noprofile", "-c", BASH, "bash"]),
                            ("zsh", ["/usr/bin/zsh", "-f", tmp + "/harness.zsh"]),
                            ("fish", ["/usr/bin/fish", "--no-config", "-c", FISH])]:
            script = f"{tmp}/completion.{shell}"
            with open(script, "w") as f:
                f.write(subprocess.run([bin_dir + "/gym-timer", "--generate-completion-script", shell], env=env,
                                       check=True, capture_output=True, text=True).stdout)
            out = subprocess.run(argv + [script, str(runs), *LINES], env=env, check=True, capture_output=True,
                                 text=True, stdin=subprocess.DEVNULL, timeout=600).stdout
            samples = {}
            for row in out.splitlines():
                line, _, us = row.rpartition("\t")
                if line in LINES and us.strip().isdigit():
                    samples.setdefault(line, []).append(int(us) / 1000)
            missing = [line for line in LINES if line not in samples]
            if missing:
                raise SystemExit(f"{shell} did not complete {missing}:\n{out}")
            results[shell] = {line: statistics.median(v) for line, v in samples.items()}
    results["slowest_tab_ms"] = {shell: max(results[shell].values()) for shell in ("bash", "zsh", "fish")}
    return results
