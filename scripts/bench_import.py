"""The import benchmark behind `scripts/bench import`: a generated
1,000,000-row Strong V4 export (scripts/gen_strong_export.py) imported by
`gym-timer import` and by the baseline a user might write instead,
scripts/py_import_baseline.py (Python's csv module and sqlite3, one
transaction; copied unchanged), on the same file in the same run. Runs
alternate, each into a fresh database; reports median wall time, peak RSS
(from wait4) and the ratio, and how long SQLite alone takes to write the
same sets (`sqlite_floor`)."""
import json
import os
import resource
import statistics
import subprocess
import sys
import sqlite3
import tempfile
import time

BIN = os.environ["GYM_TIMER_BIN"]
OUT = os.environ["BENCH_OUT"]
HERE = os.path.dirname(os.path.abspath(__file__))
QUICK = "--quick" in sys.argv
ROWS = 200_000 if QUICK else 1_000_000
RUNS = 2 if QUICK else 3

home = tempfile.mkdtemp(prefix="gtb-import-", dir="/tmp")
export = home + "/strong.csv"
subprocess.run(["/usr/bin/python3", HERE + "/gen_strong_export.py", str(ROWS), export], check=True)


def measure(argv, env=None):
    """Wall seconds and peak RSS (MB) of one run of argv."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"{argv[0]} failed: {child.stderr.read().decode()}")
    return elapsed, usage.ru_maxrss / 1024


product, baseline = [], []
for run in range(RUNS):
    data = f"{home}/data{run}"
    env = dict(os.environ, GYM_TIMER_DATA_DIR=data, XDG_CONFIG_HOME=home + "/config", HOME=home)
    # The database is created first (as by any earlier command): the
    # measurement is the import, not the first-run set-up.
    subprocess.run([BIN + "/gym-timer", "history"], env=env, check=True, stdout=subprocess.DEVNULL)
    product.append(measure([BIN + "/gym-timer", "import", export], env))
    baseline.append(measure(["/usr/bin/python3", HERE + "/py_import_baseline.py", export, f"{home}/baseline{run}.sqlite"]))

summary = json.loads(subprocess.run([BIN + "/gym-timer", "import", export, "--json", "--dry-run"],
                                    env=dict(os.environ, GYM_TIMER_DATA_DIR=home + "/dry", XDG_CONFIG_HOME=home + "/config"),
                                    check=True, capture_output=True, text=True).stdout)


def sqlite_floor(run):
    """Seconds SQLite alone takes to write the imported sets into an empty
    log, as the import does (5,000-row transactions, the set indexes
    dropped and rebuilt, their sorts on two threads): rows copied by
    INSERT ... SELECT from the log just imported, so no parsing and no
    binding. What the import cannot beat with this schema."""
    data = f"{home}/floor{run}"
    env = dict(os.environ, GYM_TIMER_DATA_DIR=data, XDG_CONFIG_HOME=home + "/config", HOME=home)
    subprocess.run([BIN + "/gym-timer", "history"], env=env, check=True, stdout=subprocess.DEVNULL)
    db = sqlite3.connect(data + "/gym.sqlite", isolation_level=None)
    db.executescript(f"""PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF; PRAGMA threads = 2;
        ATTACH '{home}/data{run}/gym.sqlite' AS src;
        DROP TRIGGER workoutSet_volume_insert; DROP INDEX workoutSet_exercise_loggedAt;
        DROP INDEX IF EXISTS workoutSet_records;
        INSERT INTO workout SELECT * FROM src.workout;""")
    top = db.execute("SELECT MAX(id) FROM src.workoutSet").fetchone()[0]
    start = time.perf_counter()
    for low in range(0, top, 5000):
        db.execute("BEGIN")
        db.execute("INSERT INTO workoutSet SELECT * FROM src.workoutSet WHERE id > ? AND id <= ?", (low, low + 5000))
        db.execute("COMMIT")
    db.executescript("""CREATE INDEX workoutSet_exercise_loggedAt ON workoutSet(exerciseId, loggedAt);
        CREATE INDEX workoutSet_records ON workoutSet(exerciseId, reps, weightKg, workoutId) WHERE kind <> 'warmup';""")
    elapsed = time.perf_counter() - start
    db.close()
    return elapsed


floor = [sqlite_floor(run) for run in range(RUNS)]
p_time = statistics.median(t for t, _ in product)
b_time = statistics.median(t for t, _ in baseline)
results = {
    "rows": ROWS, "sets": summary["sets"], "workouts": summary["workouts"],
    "gym_timer_import_s": round(p_time, 3), "gym_timer_peak_rss_mb": round(max(m for _, m in product), 1),
    "baseline_import_s": round(b_time, 3), "baseline_peak_rss_mb": round(max(m for _, m in baseline), 1),
    "speedup": round(b_time / p_time, 2), "runs": RUNS,
    "sqlite_floor_s": round(statistics.median(floor), 3),
}
with open(OUT + "/import.json", "w") as f:
    json.dump(results, f, indent=1)
print(f"import of a {ROWS:,}-row Strong V4 export ({results['sets']:,} sets, {results['workouts']:,} workouts), median of {RUNS}:")
print(f"  gym-timer import        {p_time:7.2f} s   peak RSS {results['gym_timer_peak_rss_mb']:.1f} MB")
print(f"  baseline (csv+sqlite3)  {b_time:7.2f} s   peak RSS {results['baseline_peak_rss_mb']:.1f} MB")
print(f"  speed-up: {results['speedup']:.2f}x (target >= 3x, RSS <= 64 MB)")
print(f"  SQLite alone writing the same sets (INSERT ... SELECT, indexes rebuilt): {results['sqlite_floor_s']:.2f} s;"
      f" 3x of the baseline allows {b_time / 3:.2f} s")
