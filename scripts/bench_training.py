"""The training-log benchmarks behind scripts/bench, inside the same private
session bus with dunst. Each figure runs beside what a user would do
instead, in the same run:
  - `gym-timer log` with and without the rest timer, on a log holding ten
    years of history, vs a hand-kept SQLite log (`sqlite3` INSERT, WAL,
    synchronous=FULL)
  - `gym-timer volume` for this week and for ten years vs the same sums in
    SQL by `sqlite3` over the raw sets
  - `gym-timer log bench press` with no set (today's target, from the
    last session over ten years of history) vs the `sqlite3` INSERT
  - `gym-timer progress bench press` over ten years (the terminal chart
    and --json) vs the per-session sums in SQL by `sqlite3`
  - the workout screen (`gym-timer workout` in tmux): each key until the
    screen shows its result, vs typing `gym-timer log bench press`
  - a Tab in bash, zsh and fish with the scripts gym-timer writes
    (exercise names from the log, timer names, subcommands), fish beside
    bash and zsh
  - programs: the largest program parsed and checked in process; `program
    start` and `workout end` of its day (its progressions run over the
    days done) vs the same with a template
  - in process (gym-timer-bench): exercise search (ExerciseLibrary.search)
    and volume over a week and ten years"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

BIN = os.environ["GYM_TIMER_BIN"]
OUT = os.environ["BENCH_OUT"]
QUICK = "--quick" in sys.argv
SETS = 100_000 if QUICK else 500_000
RUNS = 30 if QUICK else 100


def hyperfine(commands, env, runs=RUNS):
    path = OUT + "/hyperfine-training.json"
    subprocess.run(["hyperfine", "-N", "--warmup", "5", "--runs", str(runs), "--export-json", path, *commands],
                   env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(path) as f:
        return [statistics.median(r["times"]) * 1000 for r in json.load(f)["results"]]


def run(*args, env):
    return subprocess.run(args, env=env, check=True, capture_output=True, text=True).stdout


home = tempfile.mkdtemp(prefix="gtb-training-", dir="/tmp")
os.chmod(home, 0o700)
env = dict(os.environ, XDG_RUNTIME_DIR=home, GYM_TIMER_STATE_DIR=home + "/state", XDG_CONFIG_HOME=home + "/config",
           GYM_TIMER_DATA_DIR=home + "/data", HOME=home)
db = home + "/data/gym.sqlite"
results = {}

t0 = time.perf_counter()
results["history"] = json.loads(run(BIN + "/gym-timer-bench", "history", db, str(SETS), "10", env=env))
results["history"]["write_s"] = time.perf_counter() - t0

# The user's alternative for logging: their own SQLite file, durable writes.
base = home + "/baseline.sqlite"
run("sqlite3", base, "PRAGMA journal_mode=WAL; CREATE TABLE sets(exercise TEXT, weight REAL, reps INTEGER, at TEXT);", env=env)
insert = f"sqlite3 {base} \"PRAGMA synchronous=FULL; INSERT INTO sets VALUES ('bench press', 100, 5, datetime('now'))\""

daemon = subprocess.Popen([BIN + "/gym-timerd"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for _ in range(100):
    if os.path.exists(home + "/gym-timer/daemon.sock"):
        break
    time.sleep(0.05)
log_timer, log_only, sqlite_insert, version = hyperfine([
    f"{BIN}/gym-timer log bench press 100x5", f"{BIN}/gym-timer log bench press 100x5 --no-timer", insert,
    f"{BIN}/gym-timer --version"], env)
results["log"] = {"with_timer_ms_median": log_timer, "no_timer_ms_median": log_only, "sqlite3_insert_ms_median": sqlite_insert,
                  "version_ms_median": version}
timers = json.loads(run(BIN + "/gym-timer", "list", "--json", env=env))["timers"]
results["log"]["rest_timers_after"] = len([t for t in timers if t["name"] == "rest"])
daemon.terminate()
daemon.wait()
run(BIN + "/gym-timer", "workout", "end", "--no-autostart", env=env)

# Coaching on the same ten years: today's target logged, and progress.
run(BIN + "/gym-timer", "log", "bench", "press", "--no-timer", env=env)  # there is a target to log
ten_years = time.strftime("%Y-%m-%d", time.localtime(time.time() - 10 * 366 * 86400))
per_session = ("SELECT w.id, MAX(CASE WHEN s.reps = 1 THEN s.weightKg ELSE s.weightKg * (1 + s.reps / 30.0) END), "
               "SUM(s.weightKg * s.reps), MAX(s.weightKg) FROM workoutSet s JOIN workout w ON w.id = s.workoutId "
               "WHERE s.exerciseId = 'bench_press_barbell' AND s.kind <> 'warmup' AND s.weightKg > 0 AND s.reps > 0 "
               f"AND w.startedAt >= '{ten_years}' GROUP BY w.id ORDER BY w.startedAt")
log_target, progress_chart, progress_json, sql_progress, sqlite_insert2 = hyperfine([
    f"{BIN}/gym-timer log bench press --no-timer",
    f"{BIN}/gym-timer progress bench press --since {ten_years}",
    f"{BIN}/gym-timer progress bench press --since {ten_years} --json",
    f"sqlite3 {db} \"{per_session}\"", insert], env, runs=max(20, RUNS // 3))
sessions = len(json.loads(run(BIN + "/gym-timer", "progress", "bench", "press", "--since", ten_years, "--json", env=env))["sessions"])
results["coaching"] = {"log_target_ms_median": log_target, "sqlite3_insert_ms_median": sqlite_insert2,
                       "progress_chart_ms_median": progress_chart, "progress_json_ms_median": progress_json,
                       "sqlite3_per_session_ms_median": sql_progress, "progress_sessions": sessions}
run(BIN + "/gym-timer", "workout", "end", "--no-autostart", env=env)

# The workout screen on the same log: a workout in progress, the daemon up
# (Enter starts the rest timer), each key timed until the screen shows it.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_screen  # noqa: E402
run(BIN + "/gym-timer", "log", "bench", "press", "--no-timer", env=env)
daemon = subprocess.Popen([BIN + "/gym-timerd"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
results["screen"] = bench_screen.measure(BIN, env, home, runs=10 if QUICK else 40)
# Tab completion in bash, zsh and fish on the same log, the daemon up (timer names come from it).
import bench_completion  # noqa: E402
results["completion"] = bench_completion.measure(BIN, env, runs=10 if QUICK else 30)
daemon.terminate()
daemon.wait()
run(BIN + "/gym-timer", "workout", "end", "--no-autostart", env=env)

# Volume: the CLI against the same sums over the raw sets in SQL.
direct = ("SELECT s.exerciseId, COUNT(*), SUM(s.reps), SUM(CASE WHEN s.weightKg > 0 THEN s.weightKg * s.reps ELSE 0 END) "
          "FROM workoutSet s JOIN workout w ON w.id = s.workoutId WHERE w.startedAt >= '{0}' AND s.kind <> 'warmup' "
          "GROUP BY s.exerciseId")
week_start = time.strftime("%Y-%m-%d", time.localtime(time.time() - 7 * 86400))
today = time.strftime("%Y-%m-%d")
v_week, v_all, sql_week, sql_all = hyperfine([
    f"{BIN}/gym-timer volume --json",
    f"{BIN}/gym-timer volume --json --from {ten_years} --to {today}",
    f"sqlite3 {db} \"{direct.format(week_start)}\"",
    f"sqlite3 {db} \"{direct.format(ten_years)}\""], env, runs=max(20, RUNS // 3))
results["volume"] = {"week_ms_median": v_week, "ten_years_ms_median": v_all,
                     "sqlite3_week_ms_median": sql_week, "sqlite3_ten_years_ms_median": sql_all}

# Programs (Liftoscript) on the same ten years: the largest program here
# (16 weeks x 4 days) parsed and checked in process; `program start` and
# `workout end` of its day (the progressions run over every day done so
# far) beside the same with a template, what a lifter would use instead.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAM = ROOT + "/programs/powerbuilding-16-weeks.md"
parsed = json.loads(run(BIN + "/gym-timer-bench", "program", PROGRAM, env=env))
run(BIN + "/gym-timer", "program", "add", PROGRAM, "--name", "bench16", env=env)
for lift, kg in (("squat", 140), ("bench press", 100), ("deadlift", 180), ("overhead press", 60)):
    run(BIN + "/gym-timer", "program", "state", lift, f"rm1={kg}kg", "--program", "bench16", env=env)
day_sets = ["squat 100x8x5", "romanian deadlift 60x8x3", "leg press 100x10x3", "lying leg curl 30x10x3", "calf raise 40x10x4"]
prep = home + "/program-day.sh"
with open(prep, "w") as f:
    f.write("#!/bin/sh\nset -e\n" + f"{BIN}/gym-timer workout discard --yes -q 2>/dev/null || true\n"
            + f"{BIN}/gym-timer program start bench16 --week 1 --day 1 -q\n"
            + "".join(f"{BIN}/gym-timer log --no-timer --yes -q {s}\n" for s in day_sets))
template_prep = home + "/template-day.sh"
with open(template_prep, "w") as f:
    f.write("#!/bin/sh\nset -e\n" + f"{BIN}/gym-timer workout discard --yes -q 2>/dev/null || true\n"
            + f"{BIN}/gym-timer workout start --template bench16day -q\n"
            + "".join(f"{BIN}/gym-timer log --no-timer --yes -q {s}\n" for s in day_sets))
os.chmod(prep, 0o755)
os.chmod(template_prep, 0o755)
# A program in use for a while: 60 of its days done before the figures.
for _ in range(60):
    run(BIN + "/gym-timer", "program", "start", "bench16", "-q", env=env)
    for s_ in day_sets:
        run(BIN + "/gym-timer", "log", "--no-timer", "--yes", "-q", *s_.split(), env=env)
    run(BIN + "/gym-timer", "workout", "end", "-q", env=env)
run(prep, env=env)
run(BIN + "/gym-timer", "workout", "end", "-q", env=env)
run(BIN + "/gym-timer", "templates", "save", "bench16day", "--from", "bench16 W1D1", env=env)
discard = home + "/discard.sh"
with open(discard, "w") as f:
    f.write("#!/bin/sh\n" + f"{BIN}/gym-timer workout discard --yes -q 2>/dev/null || true\n")
os.chmod(discard, 0o755)
path_h = OUT + "/hyperfine-programs.json"
runs_p = max(20, RUNS // 3)
subprocess.run(["hyperfine", "-N", "--warmup", "3", "--runs", str(runs_p), "--export-json", path_h,
                "--prepare", discard, f"{BIN}/gym-timer program start bench16 -q",
                "--prepare", discard, f"{BIN}/gym-timer workout start --template bench16day -q",
                "--prepare", prep, f"{BIN}/gym-timer workout end -q",
                "--prepare", template_prep, f"{BIN}/gym-timer workout end -q"],
               env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
with open(path_h) as f:
    p_start, t_start, p_end, t_end = [statistics.median(r["times"]) * 1000 for r in json.load(f)["results"]]
results["programs"] = {"parse_ms_median": parsed["parse_ms_median"], "weeks": parsed["weeks"], "days": parsed["days"],
                       "lines": parsed["lines"], "program_start_ms_median": p_start, "template_start_ms_median": t_start,
                       "program_end_ms_median": p_end, "template_end_ms_median": t_end, "days_done": 61}

results["in_process"] = {"search": json.loads(run(BIN + "/gym-timer-bench", "search", db, env=env)),
                         "volume": json.loads(run(BIN + "/gym-timer-bench", "volume", db, env=env))}

with open(OUT + "/training.json", "w") as f:
    json.dump(results, f, indent=2)

L, V, S, P = results["log"], results["volume"], results["in_process"]["search"], results["in_process"]["volume"]
C = results["coaching"]
R = results["programs"]
H = results["history"]
W = results["screen"]
T = results["completion"]["slowest_tab_ms"]
print(f"""
training-log benchmark ({'quick' if QUICK else 'full'} run, {time.strftime('%Y-%m-%d %H:%M')}; {H['sets']:,} sets over 10 years)
  log                  with rest timer: {L['with_timer_ms_median']:6.2f} ms median   without: {L['no_timer_ms_median']:6.2f} ms   sqlite3 INSERT: {L['sqlite3_insert_ms_median']:6.2f} ms   ratio {L['no_timer_ms_median'] / L['sqlite3_insert_ms_median']:.2f}x  ({L['rest_timers_after']} rest timer after {RUNS + 5} logs)
  volume (CLI)         this week: {V['week_ms_median']:6.2f} ms   ten years: {V['ten_years_ms_median']:6.2f} ms   sqlite3 raw sums: {V['sqlite3_week_ms_median']:6.2f} / {V['sqlite3_ten_years_ms_median']:6.2f} ms   ratio {V['ten_years_ms_median'] / V['sqlite3_ten_years_ms_median']:.2f}x
  log today's target   {C['log_target_ms_median']:6.2f} ms median   sqlite3 INSERT: {C['sqlite3_insert_ms_median']:6.2f} ms   ratio {C['log_target_ms_median'] / C['sqlite3_insert_ms_median']:.2f}x  (target ≤ 50 ms)
  progress, ten years  chart: {C['progress_chart_ms_median']:6.2f} ms   --json: {C['progress_json_ms_median']:6.2f} ms   sqlite3 per-session sums: {C['sqlite3_per_session_ms_median']:6.2f} ms   ratio {C['progress_chart_ms_median'] / C['sqlite3_per_session_ms_median']:.2f}x  ({C['progress_sessions']:,} sessions; target ≤ 50 ms)
  workout screen       Enter (log target): {W['enter_ms_median']:6.2f} ms median, {W['enter_ms_max']:6.2f} ms max   u: {W['undo_question_ms_median']:.2f}   y (undo): {W['undo_ms_median']:.2f}   e: {W['edit_ms_median']:.2f} ms median   slowest key {W['all_keys_ms_max']:.2f} ms  ({W['runs']} rounds in tmux; typed instead: `gym-timer log bench press` {C['log_target_ms_median']:.2f} ms, ratio {W['enter_ms_median'] / C['log_target_ms_median']:.2f}x; target ≤ 50 ms)
  Tab completion       slowest line, median Tab: fish {T['fish']:6.2f} ms   bash {T['bash']:6.2f} ms   zsh {T['zsh']:6.2f} ms  (log ben, history --exercise ben, stop, sta; target ≤ 50 ms)
  volume (in process)  week {P['week_ms_median']:.2f} ms   4 weeks {P['four_weeks_ms_median']:.2f} ms   ten years {P['all_history_ms_median']:.2f} ms
  programs             parse + check {R['parse_ms_median']:.2f} ms ({R['weeks']} weeks x {R['days'] // R['weeks']} days, {R['lines']} lines; target ≤ 20 ms)   program start {R['program_start_ms_median']:6.2f} ms vs template {R['template_start_ms_median']:6.2f} ms, ratio {R['program_start_ms_median'] / R['template_start_ms_median']:.2f}x (target ≤ 30 ms)   workout end with progressions {R['program_end_ms_median']:6.2f} ms vs template {R['template_end_ms_median']:6.2f} ms, ratio {R['program_end_ms_median'] / R['template_end_ms_median']:.2f}x ({R['days_done']} days done; target ≤ 50 ms)
  search (in process)  stored index: median {S['indexed_ms_median']:.3f} ms, slowest query {S['indexed_ms_max']:.3f} ms
""")
