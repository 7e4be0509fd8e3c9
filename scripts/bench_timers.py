"""The timer benchmarks behind scripts/bench. Runs inside a private session
bus with dunst (set up by scripts/bench); MONITOR_LOG records every call to
org.freedesktop.Notifications with the bus's own timestamp."""
import json
import random
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from bench_daemon import Daemon, percentile, start_subscriber

BIN = os.environ["GYM_TIMER_BIN"]
OUT = os.environ["BENCH_OUT"]
MONITOR_LOG = os.environ["MONITOR_LOG"]
QUICK = "--quick" in sys.argv


def notify_calls():
    """(bus time, body) of every Notify call seen so far."""
    calls, current, strings = [], None, []
    with open(MONITOR_LOG, errors="replace") as f:
        for line in f:
            if line.startswith(("method call", "signal", "method return", "error")):
                if current is not None and len(strings) >= 4:
                    calls.append((current, strings[3]))
                current, strings = None, []
                if "member=Notify" in line:
                    current = float(line.split("time=")[1].split()[0])
            elif current is not None and line.startswith("   string \""):
                strings.append(line.strip()[8:-1])
    if current is not None and len(strings) >= 4:
        calls.append((current, strings[3]))
    return calls


def wait_for_bodies(prefix, count, timeout):
    end = time.time() + timeout
    while time.time() < end:
        found = {b: t for t, b in notify_calls() if b.startswith(prefix)}
        if len(found) >= count:
            return found
        time.sleep(0.05)
    return {b: t for t, b in notify_calls() if b.startswith(prefix)}


def hyperfine(commands, env, runs):
    path = OUT + "/hyperfine.json"
    subprocess.run(["hyperfine", "-N", "--warmup", "10", "--runs", str(runs), "--export-json", path, *commands],
                   env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(path) as f:
        return [statistics.median(r["times"]) * 1000 for r in json.load(f)["results"]]


results = {}

# 1. Client start-up: `gym-timer start 90` to acknowledgement vs notify-send.
d = Daemon("latency").start()
runs = 30 if QUICK else 200
ours, baseline = hyperfine([f"{BIN}/gym-timer start 90 --no-autostart",
                            "notify-send -a bench -u low baseline"], d.env, runs)
results["start_ms_median"] = ours
results["notify_send_ms_median"] = baseline
d.stop()

# 2. Lateness, as used: 50 short rest timers one after another, each started
# when the previous one has been announced (and so replacing it and closing
# its notification), deadline -> Notify seen on the bus.
N = 20 if QUICK else 50
d = Daemon("lateness").start()
deadlines = {}
for i in range(N):
    out = json.loads(d.client("start", "0.3", "--label", f"bench-{i}", "--json"))
    deadlines[f"bench-{i}"] = out["timer"]["ends_at_unix"]
    # Nothing here reads the monitor's log until the deadline has passed:
    # its parsing would compete with the daemon for the two cores.
    time.sleep(max(0.0, deadlines[f"bench-{i}"] + 0.02 - time.time()))
    wait_for_bodies(f"bench-{i}", 1, 5)
seen = wait_for_bodies("bench-", N, 5)
late = [(seen[b] - deadlines[b]) * 1000 for b in deadlines if b in seen]
results["lateness_ms"] = {"n": len(late), "p50": percentile(late, 50), "p99": percentile(late, 99), "max": max(late)}
results["rss_kb_after_lateness"] = d.status("VmRSS")
results["hwm_kb_after_lateness"] = d.status("VmHWM")

# The same 50 timers all running at once, deadlines 150 ms apart, their
# critical notifications piling up on the server (each show waits for the
# server's reply, so this also measures dunst under 50 open notifications).
stacked_deadlines = {}
for i in range(N):
    out = json.loads(d.client("start", f"{1.0 + i * 0.15:.3f}", "--name", f"t{i}", "--label", f"stack-{i}", "--json"))
    stacked_deadlines[f"stack-{i}"] = out["timer"]["ends_at_unix"]
seen = wait_for_bodies("stack-", N, 1.0 + N * 0.15 + 10)
stacked = [(seen[b] - stacked_deadlines[b]) * 1000 for b in stacked_deadlines if b in seen]
results["stacked_lateness_ms"] = {"n": len(stacked), "p50": percentile(stacked, 50), "p99": percentile(stacked, 99)}
d.client("stop", "--all")

# A burst: 40 timers of 1-3 s started back to back (seeded), many ending
# within 100 ms of another. Each label's first appearance on the bus, alone
# ("burst-07") or in a folded list ("b07: burst-07, b12: burst-12").
# The event stream sees each timer finish: a subscriber, in its own process
# (so this script's parsing never delays it), records when each finished
# event arrives; minus the deadline.
def finished_times(subscriber, path):
    """Stops the subscriber; when each label's first finished event arrived."""
    subscriber.terminate()
    subscriber.wait()
    first = {}
    for line in open(path).read().splitlines()[1:]:
        label, t = line.rsplit(" ", 1)
        first.setdefault(label, float(t))
    return first


subscriber, events_path = start_subscriber(d, "finished")
rng = random.Random(7)
burst = {}
for i in range(40):
    out = json.loads(d.client("start", f"{1 + 2 * rng.random():.3f}", "--name", f"b{i:02d}", "--label", f"burst-{i:02d}", "--json"))
    burst[f"burst-{i:02d}"] = out["timer"]["ends_at_unix"]
first, calls_before = {}, len(notify_calls())
# As above, the log is read only once the burst is over.
time.sleep(max(0.0, max(burst.values()) + 0.5 - time.time()))
end = time.time() + 10
while time.time() < end and len(first) < len(burst):
    for t, body in notify_calls():
        for label in burst:
            if label not in first and (body == label or f": {label}" in body):
                first[label] = t
    time.sleep(0.05)
burst_late = [(first[l] - burst[l]) * 1000 for l in first]
finished_at = finished_times(subscriber, events_path)
finished_late = [(finished_at[l] - burst[l]) * 1000 for l in burst if l in finished_at]
results["burst_lateness_ms"] = {"n": len(burst_late), "p50": percentile(burst_late, 50), "max": max(burst_late),
                                "notify_calls": len(notify_calls()) - calls_before,
                                "finished_event_max": max(finished_late) if finished_late else float("nan"),
                                "finished_event_p50": percentile(finished_late, 50) if finished_late else float("nan"),
                                "finished_events": len(finished_late)}
d.client("stop", "--all")
d.stop()

# Baseline: what a user might script instead, `sleep 0.3; notify-send`, the
# same 50 times one after another.
base_deadlines = {}
for i in range(N):
    base_deadlines[f"base-{i}"] = time.time() + 0.3
    subprocess.run(["bash", "-c", f"sleep 0.3; notify-send -a bench 'Rest over' base-{i}"], check=True)
    wait_for_bodies(f"base-{i}", 1, 5)
seen = wait_for_bodies("base-", N, 5)
base = [(seen[b] - base_deadlines[b]) * 1000 for b in base_deadlines if b in seen]
results["baseline_lateness_ms"] = {"n": len(base), "p50": percentile(base, 50), "p99": percentile(base, 99), "max": max(base)}

# The tests above left notifications on screen; some would time out during
# the idle measurements below, and a closing notification is a signal every
# listener on the bus receives (gym-timerd listens for its own). Close them
# first, as a user's quiet desktop would be.
subprocess.run(["dunstctl", "close-all"], check=False)
time.sleep(0.5)

# 3. An idle daemon with no timers: voluntary context switches over 10 s.
d = Daemon("idle").start()
time.sleep(1.0)  # let the start-up probe of the notification server finish
before = d.voluntary_switches()
time.sleep(3 if QUICK else 10)
results["idle_voluntary_switches_10s"] = d.voluntary_switches() - before
results["idle_rss_kb"] = d.status("VmRSS")
results["idle_threads"] = len(os.listdir(f"/proc/{d.proc.pid}/task"))
# The binary as installed: FoundationEssentials only (full Foundation and
# ICU's data add ~50 MB on disk and ~4 MB of idle memory).
with open(f"{BIN}/gym-timerd", "rb") as f:
    daemon_bytes = f.read()
results["daemon_binary_mb"] = len(daemon_bytes) / 1e6
results["daemon_full_foundation"] = b"FoundationInternationalization" in daemon_bytes
del daemon_bytes
results["idle_bus"] = json.loads(d.client("daemon", "status", "--json"))["daemon"].get("bus", "")
d.stop()

# 3b. 10,000 timers pending hours ahead: the daemon sleeps until the first.
# Measured while the desktop is quiet (before the tests below fill dunst
# with notifications whose closing signals every listener on the bus).
PENDING = 10_000
SLEEP_S = 5 if QUICK else 30
d = Daemon("pending").start()
s = socket.socket(socket.AF_UNIX)
s.connect(d.socket)
s.sendall(b"".join(b'{"v":1,"cmd":"start","name":"p%05d","seconds":%d}\n' % (i, 7200 + i) for i in range(PENDING)))
reader = s.makefile("rb")
for _ in range(PENDING):
    reader.readline()
reader.close()
s.close()
time.sleep(1.0)
before = d.voluntary_switches()
time.sleep(SLEEP_S)
results["pending"] = {"timers": PENDING, "seconds": SLEEP_S, "voluntary_switches": d.voluntary_switches() - before,
                      "rss_kb": d.status("VmRSS")}
d.stop()

# 4. Durable starts per second with group commit: 32 clients, each waiting for
# its acknowledgement before the next request, until 100,000 timers exist.
TOTAL = 20_000 if QUICK else 100_000
CLIENTS = 32
d = Daemon("store").start()
acks = []
lock = threading.Lock()


def worker(k):
    s = socket.socket(socket.AF_UNIX)
    s.connect(d.socket)
    f = s.makefile("rwb")
    mine = []
    for i in range(k, TOTAL, CLIENTS):
        t0 = time.perf_counter()
        f.write(b'{"v":1,"cmd":"start","name":"s%d","seconds":3600}\n' % i)
        f.flush()
        line = f.readline()
        mine.append(time.perf_counter() - t0)
        if b'"ok":true' not in line:
            raise RuntimeError(line)
    with lock:
        acks.extend(mine)
    s.close()


t0 = time.perf_counter()
threads = [threading.Thread(target=worker, args=(k,)) for k in range(CLIENTS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
elapsed = time.perf_counter() - t0
results["store"] = {"timers": TOTAL, "clients": CLIENTS, "starts_per_s": TOTAL / elapsed,
                    "ack_ms_p50": percentile(acks, 50) * 1000, "ack_ms_p99": percentile(acks, 99) * 1000,
                    "rss_kb": d.status("VmRSS")}
d.stop()
try:
    os.unlink(d.socket)  # as after a crash: nothing answers until the new daemon does
except OSError:
    pass
t0 = time.perf_counter()
d.start()
results["store"]["restart_ms_with_all_timers"] = (time.perf_counter() - t0) * 1000
results["store"]["rss_kb_after_restart"] = d.status("VmRSS")
listed = json.loads(d.client("daemon", "status", "--json"))["daemon"]["timers"]
results["store"]["timers_after_restart"] = listed

# `gym-timer list` with all of them: the whole listing, end to end, and the
# daemon's memory while it sends it (peak reset first).
with open(f"/proc/{d.proc.pid}/clear_refs", "w") as f:
    f.write("5")
t0 = time.perf_counter()
out = subprocess.run([BIN + "/gym-timer", "list"], env=d.env, capture_output=True, text=True, check=True).stdout
results["list"] = {"ms": (time.perf_counter() - t0) * 1000, "timers_listed": sum(1 for line in out.splitlines() if line.startswith("s")),
                   "daemon_peak_rss_kb": d.status("VmHWM"), "daemon_rss_kb_after": d.status("VmRSS")}
# And as JSON (`list --json`), what a script reads.
t0 = time.perf_counter()
out = subprocess.run([BIN + "/gym-timer", "list", "--json"], env=d.env, capture_output=True, text=True, check=True).stdout
results["list"]["json_ms"] = (time.perf_counter() - t0) * 1000
results["list"]["json_timers"] = len(json.loads(out)["timers"])
d.stop()

# 5. 1,000 timers ending within the same second: each one's finished event,
# at a subscriber in its own process, minus its deadline.
d = Daemon("thousand").start()
subscriber, events_path = start_subscriber(d, "finished")
THOUSAND = 1000
first_deadline = time.time() + 3
s = socket.socket(socket.AF_UNIX)
s.connect(d.socket)
requests = b"".join(b'{"v":1,"cmd":"start","name":"k%04d","label":"k%04d","seconds":%.6f}\n'
                    % (i, i, first_deadline + i / THOUSAND - time.time()) for i in range(THOUSAND))
s.sendall(requests)
reader = s.makefile("rb")
ends = {}
for _ in range(THOUSAND):
    answer = json.loads(reader.readline())
    ends[answer["timer"]["label"]] = answer["timer"]["ends_at_unix"]
reader.close()
s.close()
end = time.time() + 10
while time.time() < end and open(events_path).read().count("\n") < THOUSAND + 1:
    time.sleep(0.05)
finished_at = finished_times(subscriber, events_path)
late = [(finished_at[l] - ends[l]) * 1000 for l in ends if l in finished_at]
results["thousand"] = {"timers": THOUSAND, "finished_events": len(late), "spread_s": max(ends.values()) - min(ends.values()),
                       "p50_ms": percentile(late, 50), "p99_ms": percentile(late, 99), "max_ms": max(late)}
d.stop()

with open(OUT + "/timers.json", "w") as f:
    json.dump(results, f, indent=2)

L, B = results["lateness_ms"], results["baseline_lateness_ms"]
S = results["store"]
print(f"""
gym-timer benchmark ({'quick' if QUICK else 'full'} run, {time.strftime('%Y-%m-%d %H:%M')})
  start latency        gym-timer start 90: {ours:6.2f} ms median   notify-send: {baseline:6.2f} ms   ratio {ours / baseline:.2f}x
  firing lateness      gym-timerd: p50 {L['p50']:.2f} ms  p99 {L['p99']:.2f} ms  max {L['max']:.2f} ms  (n={L['n']}, one rest timer after another)
                       with all {N} open at once: p50 {results['stacked_lateness_ms']['p50']:.2f} ms  p99 {results['stacked_lateness_ms']['p99']:.2f} ms
                       40 at once (burst): p50 {results['burst_lateness_ms']['p50']:.2f} ms  max {results['burst_lateness_ms']['max']:.2f} ms  (n={results['burst_lateness_ms']['n']}, {results['burst_lateness_ms']['notify_calls']} Notify calls)
                       the same burst on the event stream: finished events p50 {results['burst_lateness_ms']['finished_event_p50']:.2f} ms  max {results['burst_lateness_ms']['finished_event_max']:.2f} ms after the deadline (n={results['burst_lateness_ms']['finished_events']})
                       sleep+notify-send: p50 {B['p50']:.2f} ms  p99 {B['p99']:.2f} ms  (n={B['n']})   p99 ratio {L['p99'] / B['p99']:.3f}x
  idle daemon          {results['idle_voluntary_switches_10s']} voluntary context switches in {3 if QUICK else 10} s over {results['idle_threads']} threads; RSS {results['idle_rss_kb'] / 1024:.1f} MB; bus: {results['idle_bus']}
  daemon binary        {results['daemon_binary_mb']:.1f} MB{' with full Foundation and ICU' if results['daemon_full_foundation'] else ', FoundationEssentials only'}
  memory               RSS after 50 notifications {results['rss_kb_after_lateness'] / 1024:.1f} MB (peak {results['hwm_kb_after_lateness'] / 1024:.1f} MB)
  durable starts       {S['starts_per_s']:.0f}/s with {S['clients']} clients up to {S['timers']} timers; ack p50 {S['ack_ms_p50']:.2f} ms p99 {S['ack_ms_p99']:.2f} ms; RSS {S['rss_kb'] / 1024:.1f} MB
  restart              {S['restart_ms_with_all_timers']:.0f} ms until the first answer with {S['timers_after_restart']} timers; RSS {S['rss_kb_after_restart'] / 1024:.1f} MB
  list                 gym-timer list with {results['list']['timers_listed']} timers: {results['list']['ms']:.0f} ms, --json {results['list']['json_ms']:.0f} ms; daemon peak RSS while sending {results['list']['daemon_peak_rss_kb'] / 1024:.1f} MB
  1,000 in one second  finished events p50 {results['thousand']['p50_ms']:.2f} ms  p99 {results['thousand']['p99_ms']:.2f} ms  max {results['thousand']['max_ms']:.2f} ms after the deadline (n={results['thousand']['finished_events']})
  10,000 pending       {results['pending']['voluntary_switches']} voluntary context switches in {results['pending']['seconds']} s; RSS {results['pending']['rss_kb'] / 1024:.1f} MB
""")
