"""Gathers the figures scripts/bench wrote (bench-out/timers.json,
training.json, import.json, sync.json) into bench-out/results.json with each target
the project holds itself to, and prints one line per target:

    target NAME: FIGURE (target ≤ X) ok|MISSED

With --check it exits 1 when any target was missed, or when a part that ran
wrote no figures. A part that did not run in this invocation is left out
(its file is from an earlier run, if any, and is not judged). These targets
are held here, not by timed tests: the tests' latency bounds are at least
5× the typical figure (see docs/benchmarks.md)."""
import json
import os
import sys
import time

OUT = os.environ["BENCH_OUT"]
RAN = set(os.environ.get("BENCH_RAN", "timers training import sync").split())
CHECK = "--check" in sys.argv


def load(name, part=None):
    path = f"{OUT}/{name}.json"
    if (part or name) not in RAN or not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)


timers, training, imported, synced = load("timers"), load("training"), load("import"), load("sync")
workout = load("workout", part="timers")
rows = []  # (figure, value, unit, target, comparison, baseline text)


def row(figure, value, unit, target, at_most=True, baseline=""):
    met = value <= target if at_most else value >= target
    rows.append({"figure": figure, "value": round(value, 3), "unit": unit, "target": target,
                 "at_most": at_most, "met": met, "baseline": baseline})


if timers:
    S = timers["store"]
    row(f"restart with {S['timers']:,} timers until the first answer", S["restart_ms_with_all_timers"], "ms", 200)
    rss = max(S["rss_kb"], S["rss_kb_after_restart"], timers["list"]["daemon_peak_rss_kb"]) / 1024
    row(f"daemon RSS holding {S['timers']:,} timers (after the starts, after a restart, peak while listing)", rss, "MB", 40)
    row("daemon RSS idle, no timers", timers["idle_rss_kb"] / 1024, "MB", 20)
    row("gym-timerd binary as installed", timers["daemon_binary_mb"], "MB", 40)
    row("gym-timerd links full Foundation / ICU (1: yes)", int(timers["daemon_full_foundation"]), "", 0)
    row(f"gym-timer list with {timers['list']['timers_listed']:,} timers", timers["list"]["ms"], "ms", 1000)
    row(f"gym-timer list --json with {timers['list']['json_timers']:,} timers", timers["list"]["json_ms"], "ms", 1000)
    L, Bu = timers["lateness_ms"], timers["burst_lateness_ms"]
    row(f"firing lateness, deadline to Notify on the bus, {L['n']} rest timers one after another: p99", L["p99"], "ms", 2,
        baseline=f"sleep + notify-send p99 {timers['baseline_lateness_ms']['p99']:.2f} ms")
    row(f"a burst of {Bu['n']} timers: latest label to reach the bus after its deadline", Bu["max"], "ms", 5)
    row(f"a burst of {Bu['n']} timers: median label lateness", Bu["p50"], "ms", 1)
    T = timers["thousand"]
    row(f"{T['timers']:,} timers ending within {T['spread_s']:.2f} s: latest finished event after its deadline",
        T["max_ms"], "ms", 5)
    P = timers["pending"]
    row(f"{P['timers']:,} timers pending hours ahead: voluntary context switches in {P['seconds']} s",
        P["voluntary_switches"], "", 0)
    row("gym-timer start 90 vs notify-send (ratio)", timers["start_ms_median"] / timers["notify_send_ms_median"], "x", 1.5,
        baseline=f"notify-send {timers['notify_send_ms_median']:.2f} ms")
if workout:
    C, K, I = workout["chime_onset_ms"], workout["done_click_ms"], workout["idle_with_sound"]
    row(f"chime onset in the recording after the deadline, {C['n']} of {C['of']} rests: p99", C["p99"], "ms", 100,
        baseline=f"paplay started at the deadline p50 {workout['paplay_onset_ms']['p50']:.1f} ms")
    row(f"✓ Done click to the set in the log and the next rest started, {K['n']} of {K['of']} clicks: p50", K["p50"], "ms", 50,
        baseline=f"p99 {K['p99']:.1f} ms; typing gym-timer log p50 {workout['typed_log_ms']['p50']:.1f} ms")
    row(f"idle daemon with chime and spoken cue, after ringing: voluntary context switches in {I['seconds']} s",
        I["voluntary_switches"], "", 0)
    row("idle daemon with chime and spoken cue, after ringing: RSS", I["rss_kb"] / 1024, "MB", 20,
        baseline=f"before it rang {I['before_ringing']['rss_kb'] / 1024:.1f} MB")
    row("idle daemon with chime and spoken cue: sound server connections kept", I["sound_clients"], "", 0)
if synced:
    Y = synced
    counted = ""
    if "log_sync_on_instructions" in Y:
        on_i, off_i = Y["log_sync_on_instructions"], Y["log_sync_off_instructions"]
        counted = f"; instructions {on_i / 1e6:.1f} M vs {off_i / 1e6:.1f} M ({100 * (on_i - off_i) / off_i:+.1f} %)"
    row(f"sync: overhead on gym-timer log --no-timer ({Y['sets']:,} sets, sync on vs off, median of paired runs)", Y["log_overhead_ms"], "ms", 1,
        baseline=f"on {Y['log_sync_on_ms_median']:.2f} ms, off {Y['log_sync_off_ms_median']:.2f} ms, x{Y.get('log_sync_ratio', 0):.3f}; "
                 f"CPU time {Y.get('log_sync_on_cpu_ms', 0):.2f} vs {Y.get('log_sync_off_cpu_ms', 0):.2f} ms; {Y.get('steal_percent', 0):.1f} % of CPU stolen by the host"
                 + counted)
    row("sync: applying 10,000 sets from another device (gym-timer sync)", Y["apply_10k_s"], "s", 1,
        baseline=f"sqlite3 inserting 10,000 rows {Y['sqlite3_insert_10k_s']:.2f} s")
    row("sync: a set logged on A, in B's log after the file lands in B's folder (median)", Y["landing_to_row_ms_median"], "ms", 200)
    row("sync: gym-timerd voluntary context switches in 10 s, sync on, nothing changing", Y["idle_wakeups_10s"], "", 0)
    row("sync: gym-timerd RSS idle with sync on", Y["idle_rss_kb"] / 1024, "MB", 20)
    row(f"sync: first sync of the {Y['sets']:,}-set log (sync setup)", Y["first_sync_s"], "s", 15)
    if "end_to_end_s_median" in Y:
        row("sync: a set logged on A, in B's log, through two Syncthings at their defaults (median)", Y["end_to_end_s_median"], "s", 2,
            baseline=f"Syncthing by itself (no scan asked): {Y['end_to_end_syncthing_alone_s_median']:.2f} s, "
                     f"x{Y['end_to_end_s_median'] / Y['end_to_end_syncthing_alone_s_median']:.2f}")
if training:
    L = training["log"]
    row(f"gym-timer log … --no-timer on {training['history']['sets']:,} sets vs sqlite3 INSERT (ratio)",
        L["no_timer_ms_median"] / L["sqlite3_insert_ms_median"], "x", 2.5,
        baseline=f"{L['no_timer_ms_median']:.2f} ms vs {L['sqlite3_insert_ms_median']:.2f} ms; process start alone "
                 f"(gym-timer --version) {L.get('version_ms_median', float('nan')):.2f} ms")
    C = training["coaching"]
    row("gym-timer log (today's target) over ten years", C["log_target_ms_median"], "ms", 50)
    row("gym-timer progress over ten years (chart)", C["progress_chart_ms_median"], "ms", 50)
    W = training.get("screen")
    if W:
        row(f"workout screen on {training['history']['sets']:,} sets: slowest keystroke to redrawn screen "
            f"(Enter, u, y, e; {W['runs']} rounds)", W["all_keys_ms_max"], "ms", 50,
            baseline=f"Enter median {W['enter_ms_median']:.2f} ms vs `gym-timer log bench press` {C['log_target_ms_median']:.2f} ms")
    T = training.get("completion")
    if T:
        S = T["slowest_tab_ms"]
        row(f"Tab completion in fish on {training['history']['sets']:,} sets: slowest line (median Tab)", S["fish"], "ms", 50,
            baseline=f"bash {S['bash']:.2f} ms, zsh {S['zsh']:.2f} ms")
    R = training.get("programs")
    if R:
        row(f"program parse + check, the largest ({R['weeks']} weeks x {R['days'] // R['weeks']} days, in process)",
            R["parse_ms_median"], "ms", 20)
        row("gym-timer program start (plan the day)", R["program_start_ms_median"], "ms", 30,
            baseline=f"`workout start --template` {R['template_start_ms_median']:.2f} ms")
        row(f"gym-timer workout end with progressions on {training['history']['sets']:,} sets ({R['days_done']} program days done)",
            R["program_end_ms_median"], "ms", 50, baseline=f"a template's workout end {R['template_end_ms_median']:.2f} ms")
if imported:
    row(f"import of {imported['rows']:,} Strong rows vs the Python baseline (speed-up)", imported["speedup"], "x", 3,
        at_most=False, baseline=f"{imported['gym_timer_import_s']:.2f} s vs {imported['baseline_import_s']:.2f} s")
    row("import peak RSS", imported["gym_timer_peak_rss_mb"], "MB", 64)

results = {"date": time.strftime("%Y-%m-%d %H:%M"), "quick": "--quick" in os.environ.get("BENCH_ARGS", ""),
           "targets": rows, "timers": timers, "workout": workout, "training": training, "import": imported}
with open(f"{OUT}/results.json", "w") as f:
    json.dump(results, f, indent=1)


def amount(value, unit):
    return f"{value:g} {unit}" if unit else f"{value:g}"


print("\ntargets (bench-out/results.json):")
for r in rows:
    sign = "≤" if r["at_most"] else "≥"
    print(f"target {r['figure']}: {amount(r['value'], r['unit'])} (target {sign} {amount(r['target'], r['unit'])}) "
          f"{'ok' if r['met'] else 'MISSED'}")
    if r["baseline"]:
        print(f"    [{r['baseline']}]")
# A part that ran but left no figures (its script wrote no file) is a miss too.
silent = [name for name, part in (("timers", timers), ("training", training), ("import", imported), ("sync", synced))
          if name in RAN and part is None]
for name in silent:
    print(f"target {name}: no figures (bench-out/{name}.json not written) MISSED")
missed = [r for r in rows if not r["met"]]
if CHECK:
    judged = " ".join(name for name in ("timers", "training", "import", "sync") if name in RAN)
    if missed or silent:
        print(f"\n--check: {len(missed) + len(silent)} of {len(rows) + len(silent)} target(s) missed ({judged}):", file=sys.stderr)
        for r in missed:
            print(f"  {r['figure']}: {amount(r['value'], r['unit'])}", file=sys.stderr)
        for name in silent:
            print(f"  {name}: no figures", file=sys.stderr)
        sys.exit(1)
    print(f"\n--check: all {len(rows)} targets met ({judged})")
