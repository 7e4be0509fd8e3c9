"""The training-log benchmarks behind scripts/bench, inside the same private
session bus with dunst. Each figure runs beside what a user would do
instead, in the same run:
  - `gym-timer log` with and without the rest timer, on a log holding ten
    years of history, vs a hand-kept SQLite log (`sqlite3` INSERT, WAL,
    synchronous=FULL)
  - `gym-timer volume` for this week and for ten years vs the same sums in
    SQL by `sqlite3` over the raw sets
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
log_timer, log_only, sqlite_insert = hyperfine([
    f"{BIN}/gym-timer log bench press 100x5", f"{BIN}/gym-timer log bench press 100x5 --no-timer", insert], env)
results["log"] = {"with_timer_ms_median": log_timer, "no_timer_ms_median": log_only, "sqlite3_insert_ms_median": sqlite_insert}
timers = json.loads(run(BIN + "/gym-timer", "list", "--json", env=env))["timers"]
results["log"]["rest_timers_after"] = len([t for t in timers if t["name"] == "rest"])
daemon.terminate()
daemon.wait()
run(BIN + "/gym-timer", "workout", "end", "--no-autostart", env=env)

# Volume: the CLI against the same sums over the raw sets in SQL.
direct = ("SELECT s.exerciseId, COUNT(*), SUM(s.reps), SUM(CASE WHEN s.weightKg > 0 THEN s.weightKg * s.reps ELSE 0 END) "
          "FROM workoutSet s JOIN workout w ON w.id = s.workoutId WHERE w.startedAt >= '{0}' AND s.kind <> 'warmup' "
          "GROUP BY s.exerciseId")
week_start = time.strftime("%Y-%m-%d", time.localtime(time.time() - 7 * 86400))
ten_years = time.strftime("%Y-%m-%d", time.localtime(time.time() - 10 * 366 * 86400))
today = time.strftime("%Y-%m-%d")
v_week, v_all, sql_week, sql_all = hyperfine([
    f"{BIN}/gym-timer volume --json",
    f"{BIN}/gym-timer volume --json --from {ten_years} --to {today}",
    f"sqlite3 {db} \"{direct.format(week_start)}\"",
    f"sqlite3 {db} \"{direct.format(ten_years)}\""], env, runs=max(20, RUNS // 3))
results["volume"] = {"week_ms_median": v_week, "ten_years_ms_median": v_all,
                     "sqlite3_week_ms_median": sql_week, "sqlite3_ten_years_ms_median": sql_all}

results["in_process"] = {"search": json.loads(run(BIN + "/gym-timer-bench", "search", db, env=env)),
                         "volume": json.loads(run(BIN + "/gym-timer-bench", "volume", db, env=env))}

with open(OUT + "/training.json", "w") as f:
    json.dump(results, f, indent=2)

L, V, S, P = results["log"], results["volume"], results["in_process"]["search"], results["in_process"]["volume"]
H = results["history"]
print(f"""
training-log benchmark ({'quick' if QUICK else 'full'} run, {time.strftime('%Y-%m-%d %H:%M')}; {H['sets']:,} sets over 10 years)
  log                  with rest timer: {L['with_timer_ms_median']:6.2f} ms median   without: {L['no_timer_ms_median']:6.2f} ms   sqlite3 INSERT: {L['sqlite3_insert_ms_median']:6.2f} ms   ratio {L['no_timer_ms_median'] / L['sqlite3_insert_ms_median']:.2f}x  ({L['rest_timers_after']} rest timer after {RUNS + 5} logs)
  volume (CLI)         this week: {V['week_ms_median']:6.2f} ms   ten years: {V['ten_years_ms_median']:6.2f} ms   sqlite3 raw sums: {V['sqlite3_week_ms_median']:6.2f} / {V['sqlite3_ten_years_ms_median']:6.2f} ms   ratio {V['ten_years_ms_median'] / V['sqlite3_ten_years_ms_median']:.2f}x
  volume (in process)  week {P['week_ms_median']:.2f} ms   4 weeks {P['four_weeks_ms_median']:.2f} ms   ten years {P['all_history_ms_median']:.2f} ms
  search (in process)  stored index: median {S['indexed_ms_median']:.3f} ms, slowest query {S['indexed_ms_max']:.3f} ms
""")
