"""The sync benchmarks behind `scripts/bench sync`, in one run, inside a
private session bus:
  - `gym-timer log` on a 500,000-set log with sync on vs the same log with
    sync off (median of each, side by side): the cost of journalling
  - the first sync of that log (`sync setup`: its whole history written as
    this device's first file)
  - applying 10,000 sets another device wrote (`gym-timer sync`), beside
    sqlite3 inserting the same number of rows in one transaction
  - a set logged on A, in B's log after A's file lands in B's folder, with
    B's gym-timerd applying it (no command on B): landing to row
  - gym-timerd wake-ups over 10 s with sync on and nothing changing, and
    its memory
  - end to end: a set logged on A, in B's log, through two real Syncthing
    instances on loopback at Syncthing's default timings, both daemons
    running; beside it the same with Syncthing left to notice the write by
    itself (A's daemon not told where Syncthing's configuration is)"""
import json
import os
import shutil
import sqlite3
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


def run(*args, env):
    return subprocess.run(args, env=env, check=True, capture_output=True, text=True).stdout


def device(name):
    home = tempfile.mkdtemp(prefix=f"gtb-sync-{name}-", dir="/tmp")
    os.chmod(home, 0o700)
    os.makedirs(home + "/config/gym-timer")
    with open(home + "/config/gym-timer/config.toml", "w") as f:
        f.write("[timer]\nauto_start = false\n")
    return dict(os.environ, XDG_RUNTIME_DIR=home, GYM_TIMER_STATE_DIR=home + "/state", XDG_CONFIG_HOME=home + "/config",
                GYM_TIMER_DATA_DIR=home + "/data", HOME=home), home


def sets_in(db):
    c = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10)
    try:
        return c.execute("SELECT COUNT(*) FROM workoutSet").fetchone()[0]
    finally:
        c.close()


results = {"sets": SETS}

# 1. The same ten-year log twice, one syncing and one not: the one that does
# not is a copy of the synced one made before set-up would have installed
# anything (the triggers taken out, no device), so both hold the same rows,
# uids included, laid out alike, as a log upgraded to this version holds them.
off_env, off_home = device("off")
on_env, on_home = device("on")
run(BIN + "/gym-timer-bench", "history", on_home + "/data/gym.sqlite", str(SETS), "10", env=on_env)
run(BIN + "/gym-timer", "history", "-q", env=on_env)  # opened once, as a lifter would before set-up
t0 = time.perf_counter()
run(BIN + "/gym-timer", "sync", "setup", on_home + "/folder", "--device-name", "bench", "-q", env=on_env)
results["first_sync_s"] = time.perf_counter() - t0
results["first_sync_bytes"] = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(on_home + "/folder") for f in fs)
run(BIN + "/gym-timer", "sync", "-q", env=on_env)
shutil.copytree(on_home + "/data", off_home + "/data", dirs_exist_ok=True)
os.remove(off_home + "/data/sync.conf")
c = sqlite3.connect(off_home + "/data/gym.sqlite")
for (name,) in c.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'sync%'").fetchall():
    c.execute(f"DROP TRIGGER {name}")
c.execute("UPDATE syncState SET device = NULL, folder = NULL")
c.execute("DELETE FROM setting WHERE key IN ('sync_triggers', 'sync_journal')")
c.commit()
c.close()
log = [BIN + "/gym-timer", "log", "bench", "press", "100x5", "--no-timer", "-q"]
def cpu_stat():
    with open("/proc/stat") as f:
        fields = [int(x) for x in f.readline().split()[1:]]
    return fields[7], sum(fields)  # steal, total


def spawn(argv):
    """One run: wall time and CPU time (user + system) in ms."""
    t0 = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, off_env)
    _, status, usage = os.wait4(pid, 0)
    wall = (time.perf_counter() - t0) * 1000
    if status != 0:
        raise RuntimeError(" ".join(argv) + " failed")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


# Interleaved run by run (on, off, off, on, …) rather than in blocks: the
# speed of this machine changes within seconds (another guest on the host),
# and a block would put such a change on one side. The overhead is the
# median of the paired differences.
on_argv = log + ["--data-dir", on_home + "/data"]
off_argv = log + ["--data-dir", off_home + "/data"]
for _ in range(5):
    spawn(on_argv), spawn(off_argv)
on_times, off_times, on_cpu, off_cpu, paired = [], [], [], [], []
steal0, total0 = cpu_stat()
for i in range(2 * RUNS):
    first, second = (on_argv, off_argv) if i % 2 == 0 else (off_argv, on_argv)
    a, b = spawn(first), spawn(second)
    (on, off) = (a, b) if first is on_argv else (b, a)
    on_times.append(on[0]); off_times.append(off[0])
    on_cpu.append(on[1]); off_cpu.append(off[1])
    paired.append(on[0] - off[0])
steal1, total1 = cpu_stat()
results["log_sync_off_ms_median"] = statistics.median(off_times)
results["log_sync_on_ms_median"] = statistics.median(on_times)
results["log_sync_ratio"] = results["log_sync_on_ms_median"] / results["log_sync_off_ms_median"]
results["log_overhead_ms"] = statistics.median(paired)
results["log_runs"] = len(paired)
# CPU time (user + system, means): what the process itself spent, apart
# from waiting for the disk or for a CPU the host gave to another guest.
results["log_sync_on_cpu_ms"] = statistics.mean(on_cpu)
results["log_sync_off_cpu_ms"] = statistics.mean(off_cpu)
results["steal_percent"] = 100 * (steal1 - steal0) / max(1, total1 - total0)

# The same, counted rather than timed: instructions of one `log` on each
# side (callgrind, three of each, alternating), which no neighbour on the
# host can move.
if shutil.which("valgrind"):
    # valgrind cannot read the release build's DWARF: a copy without it.
    counted = OUT + "/gym-timer-counted"
    subprocess.run(["strip", "--strip-debug", "-o", counted, log[0]], check=True)
    counts = {"on": [], "off": []}
    for _ in range(3):
        for side, argv in (("on", on_argv), ("off", off_argv)):
            out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", counted, *argv[1:]], env=off_env,
                                 capture_output=True, text=True, check=True).stderr
            counts[side].append(int(next(l for l in out.splitlines() if "Collected" in l).split()[-1]))
    results["log_sync_on_instructions"] = statistics.mean(counts["on"])
    results["log_sync_off_instructions"] = statistics.mean(counts["off"])


# 2. Applying 10,000 sets from another device.
a_env, a_home = device("a")
b_env, b_home = device("b")
run(BIN + "/gym-timer-bench", "history", a_home + "/data/gym.sqlite", "10000", "1", env=a_env)
run(BIN + "/gym-timer", "sync", "setup", a_home + "/folder", "--device-name", "A", "-q", env=a_env)
run(BIN + "/gym-timer", "sync", "setup", b_home + "/folder", "--device-name", "B", "-q", env=b_env)
a_id = [d for d in os.listdir(a_home + "/folder") if len(d) == 16][0]
shutil.copytree(a_home + "/folder/" + a_id, b_home + "/folder/" + a_id)
t0 = time.perf_counter()
run(BIN + "/gym-timer", "sync", "-q", env=b_env)
results["apply_10k_s"] = time.perf_counter() - t0
results["apply_10k_sets"] = sets_in(b_home + "/data/gym.sqlite")
base = b_home + "/baseline.sqlite"
rows = ";\n".join(f"INSERT INTO sets VALUES ('bench press', 100, {i % 12 + 1}, datetime('now'))" for i in range(10000))
script = f"PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; CREATE TABLE sets(exercise TEXT, weight REAL, reps INTEGER, at TEXT);\nBEGIN;\n{rows};\nCOMMIT;\n"
t0 = time.perf_counter()
subprocess.run(["sqlite3", base], input=script, env=b_env, check=True, capture_output=True, text=True)
results["sqlite3_insert_10k_s"] = time.perf_counter() - t0

# 3. Landing to row, with B's daemon applying, and its wake-ups when idle.
daemon = subprocess.Popen([BIN + "/gym-timerd"], env=b_env, stdout=open(b_home + "/daemon.log", "a"), stderr=subprocess.STDOUT)
socket_path = b_home + "/gym-timer/daemon.sock"
for _ in range(5000):
    if os.path.exists(socket_path):
        break
    time.sleep(0.002)
time.sleep(0.5)  # its start-up sync run, which has nothing to do
latencies = []
for i in range(20 if not QUICK else 8):
    run(BIN + "/gym-timer", "log", "bench", "press", f"{100 + i}x5", "--no-timer", "-q", env=a_env)
    before = sets_in(b_home + "/data/gym.sqlite")
    src = a_home + "/folder/" + a_id
    name = sorted(os.listdir(src))[-1]
    tmp = b_home + "/folder/" + a_id + "/.syncthing." + name + ".tmp"
    shutil.copyfile(src + "/" + name, tmp)
    t0 = time.perf_counter()
    os.rename(tmp, b_home + "/folder/" + a_id + "/" + name)
    while sets_in(b_home + "/data/gym.sqlite") == before:
        if time.perf_counter() - t0 > 10:
            raise RuntimeError("B's daemon did not apply the set within 10 s; see " + b_home + "/daemon.log")
        time.sleep(0.002)
    latencies.append((time.perf_counter() - t0) * 1000)
    time.sleep(0.1)
results["landing_to_row_ms_median"] = statistics.median(latencies)
results["landing_to_row_ms_max"] = max(latencies)
time.sleep(6)  # the 5 s own-file sync run after the last apply, then quiet


def switches(pid):
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/status") as f:
            for line in f:
                if line.startswith("voluntary_ctxt_switches"):
                    total += int(line.split()[1])
    return total


w0 = switches(daemon.pid)
time.sleep(10)
results["idle_wakeups_10s"] = switches(daemon.pid) - w0
with open(f"/proc/{daemon.pid}/status") as f:
    results["idle_rss_kb"] = next(int(l.split()[1]) for l in f if l.startswith("VmRSS:"))
daemon.terminate()
daemon.wait()

for home in (on_home, off_home, a_home, b_home):
    shutil.rmtree(home, ignore_errors=True)


# 4. End to end through two real Syncthings at their default timings (the
# file watcher waits 10 s, a rescan once an hour), as the recipe in
# shared/testing/two-syncthings.sh runs them: loopback only.
def free_ports(n):
    import socket
    socks = [socket.socket() for _ in range(n)]
    for x in socks:
        x.bind(("127.0.0.1", 0))
    ports = [x.getsockname()[1] for x in socks]
    for x in socks:
        x.close()
    return ports


def syncthing_pair(root, folders):
    import secrets
    gui, listen = free_ports(2), free_ports(2)
    homes, ids, keys, procs = [], [], [], []
    for i, folder in enumerate(folders):
        home = f"{root}/st{i}"
        os.makedirs(folder + "/.stfolder", exist_ok=True)
        env = dict(os.environ, HOME=home, STNOUPGRADE="1", STMONITORED="1", STHASHING="minio")
        subprocess.run(["syncthing", "generate", "--home=" + home, "--no-default-folder", "--skip-port-probing"], env=env, check=True, capture_output=True)
        ids.append(subprocess.run(["syncthing", "serve", "--home=" + home, "--device-id"], env=env, check=True, capture_output=True, text=True).stdout.strip())
        homes.append(home)
        keys.append(secrets.token_hex(12))
    for i, folder in enumerate(folders):
        devices = "".join(f'<device id="{d}"></device>' for d in ids)
        peers = "".join(f'<device id="{d}" name="{"AB"[j]}"><address>tcp://127.0.0.1:{listen[j]}</address></device>' for j, d in enumerate(ids))
        with open(homes[i] + "/config.xml", "w") as f:
            f.write(f"""<configuration version="36">
 <folder id="gym" label="gym" path="{folder}" type="sendreceive" rescanIntervalS="3600" fsWatcherEnabled="true" fsWatcherDelayS="10" autoNormalize="true">
  {devices}<maxConflicts>10</maxConflicts><minDiskFree unit="%">1</minDiskFree>
 </folder>
 {peers}
 <gui enabled="true" tls="false"><address>127.0.0.1:{gui[i]}</address><apikey>{keys[i]}</apikey></gui>
 <options><listenAddress>tcp://127.0.0.1:{listen[i]}</listenAddress>
  <globalAnnounceEnabled>false</globalAnnounceEnabled><localAnnounceEnabled>false</localAnnounceEnabled>
  <relaysEnabled>false</relaysEnabled><natEnabled>false</natEnabled><stunKeepaliveStartS>0</stunKeepaliveStartS>
  <announceLANAddresses>false</announceLANAddresses><urAccepted>-1</urAccepted><urSeen>3</urSeen>
  <crashReportingEnabled>false</crashReportingEnabled><autoUpgradeIntervalH>0</autoUpgradeIntervalH>
  <startBrowser>false</startBrowser><reconnectionIntervalS>5</reconnectionIntervalS></options>
</configuration>
""")
        env = dict(os.environ, HOME=homes[i], STNOUPGRADE="1", STMONITORED="1", STHASHING="minio")
        procs.append(subprocess.Popen(["syncthing", "serve", "--home=" + homes[i], "--no-browser", "--no-restart", "--no-upgrade", "--no-default-folder"],
                                      env=env, stdout=open(homes[i] + "/log", "w"), stderr=subprocess.STDOUT))
    return homes, procs


def end_to_end(nudged, runs):
    root = tempfile.mkdtemp(prefix="gtb-e2e-", dir="/tmp")
    a_env, a_home = device("e2e-a")
    b_env, b_home = device("e2e-b")
    homes, procs = syncthing_pair(root, [a_home + "/folder", b_home + "/folder"])
    try:
        run(BIN + "/gym-timer", "sync", "setup", a_home + "/folder", "--device-name", "A", "-q", env=a_env)
        run(BIN + "/gym-timer", "sync", "setup", b_home + "/folder", "--device-name", "B", "-q", env=b_env)
        daemon_env = dict(a_env, STHOMEDIR=homes[0]) if nudged else a_env
        daemons = [subprocess.Popen([BIN + "/gym-timerd"], env=e, stdout=open(h + "/daemon.log", "a"), stderr=subprocess.STDOUT)
                   for e, h in ((daemon_env, a_home), (b_env, b_home))]
        b_db = b_home + "/data/gym.sqlite"
        # The first files cross before anything is timed.
        deadline = time.time() + 60
        a_id = [d for d in os.listdir(a_home + "/folder") if len(d) == 16][0]
        while not os.path.isdir(b_home + "/folder/" + a_id) and time.time() < deadline:
            time.sleep(0.05)
        times = []
        for i in range(runs):
            before = sets_in(b_db)
            t0 = time.perf_counter()
            run(BIN + "/gym-timer", "log", "bench", "press", f"{100 + i}x5", "--no-timer", "-q", env=a_env)
            while sets_in(b_db) == before:
                if time.perf_counter() - t0 > 60:
                    raise RuntimeError("a set did not reach B within 60 s; see " + b_home + "/daemon.log")
                time.sleep(0.005)
            times.append(time.perf_counter() - t0)
            time.sleep(0.5)
        for d in daemons:
            d.terminate()
            d.wait()
        return times
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
        for home in (root, a_home, b_home):
            shutil.rmtree(home, ignore_errors=True)


if shutil.which("syncthing"):
    with_scan = end_to_end(True, 5 if QUICK else 9)
    alone = end_to_end(False, 2 if QUICK else 3)
    results["end_to_end_s_median"] = statistics.median(with_scan)
    results["end_to_end_s_max"] = max(with_scan)
    results["end_to_end_syncthing_alone_s_median"] = statistics.median(alone)

with open(OUT + "/sync.json", "w") as f:
    json.dump(results, f, indent=2)
R = results
instructions = ""
if "log_sync_on_instructions" in R:
    on_i, off_i = R["log_sync_on_instructions"], R["log_sync_off_instructions"]
    instructions = f"                       instructions (callgrind): {on_i / 1e6:.1f} M vs {off_i / 1e6:.1f} M, {(on_i - off_i) / 1e6:+.2f} M ({100 * (on_i - off_i) / off_i:+.1f} %)\n"
print(f"""
sync ({SETS:,}-set log)
  log with sync on     {R['log_sync_on_ms_median']:6.2f} ms median   sync off: {R['log_sync_off_ms_median']:6.2f} ms   overhead {R['log_overhead_ms']:+.2f} ms, x{R['log_sync_ratio']:.3f}  (target ≤ 1 ms)
                       median of {R['log_runs']} paired differences, on and off run by turns
                       CPU time {R['log_sync_on_cpu_ms']:.2f} vs {R['log_sync_off_cpu_ms']:.2f} ms (means); CPU stolen by the host meanwhile: {R['steal_percent']:.1f} %
{instructions}  first sync           {R['first_sync_s']:6.2f} s  ({R['first_sync_bytes'] / 1e6:.0f} MB written)  (target ≤ 15 s)
  apply 10,000 sets    {R['apply_10k_s']:6.2f} s  ({R['apply_10k_sets']:,} sets)   sqlite3 inserting 10,000 rows: {R['sqlite3_insert_10k_s']:.2f} s  (target ≤ 1 s)
  landing → B's log    {R['landing_to_row_ms_median']:6.1f} ms median, {R['landing_to_row_ms_max']:.1f} ms max (B's gym-timerd applies)  (target ≤ 200 ms)
  daemon idle          {R['idle_wakeups_10s']} wake-ups in 10 s with sync on, {R['idle_rss_kb'] / 1024:.1f} MB  (targets 0, ≤ 20 MB)
""" + (f"""  A's log → B's log     {R['end_to_end_s_median']:6.2f} s median, {R['end_to_end_s_max']:.2f} s max, two Syncthings at their defaults   Syncthing by itself: {R['end_to_end_syncthing_alone_s_median']:.2f} s  (target ≤ 2 s)
""" if "end_to_end_s_median" in R else "  end to end: syncthing not installed, not measured\n"))
