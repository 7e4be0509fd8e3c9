"""The benchmarks of the notification that runs the workout, part of
`scripts/bench timers`:
  - the chime's onset in a recording after the rest's deadline, 30 rests
    of 3.5 s (a rest longer than 3 s has its chime's player readied 3 s
    before its end, as every real rest has), on a private PulseAudio with a
    null sink, recorded from its monitor;
  - ✓ Done, from the button's ActionInvoked on the bus to the set in the
    log and the next rest started (its `started` event at a subscriber),
    on a private bus whose dbusmock notification server presses it;
  - an idle daemon with sound configured (chime and spoken cue), after it
    has rung: wake-ups and memory.
Baselines, in the same run: `paplay` of the same sound file started at the
deadline by a script (what a user would do instead), and `gym-timer log`
typed by hand for the Done click (the same set, the same rest)."""
import json
import os
import subprocess
import sys
import threading
import time

from bench_daemon import Daemon, percentile, start_subscriber

BIN = os.environ["GYM_TIMER_BIN"]
OUT = os.environ["BENCH_OUT"]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUICK = "--quick" in sys.argv
RATE = 16000
# The null sink's silence is exact zeros: a sound starts at its first sample
# above this (the alarm fades in over its first quarter second).
AUDIBLE = int(0.002 * 32767)
ALARM = "/usr/share/sounds/freedesktop/stereo/alarm-clock-elapsed.oga"
# Longer than the 3 s lead at which the daemon readies a rest's chime.
REST = "3.5"


class SoundServer:
    """A private PulseAudio on `runtime` (where libcanberra looks) with a
    null sink, recorded from its monitor. Each chunk of the recording is
    stamped with when it arrived, so a sample's time is known to within
    the recorder's latency (10 ms asked for)."""

    def __init__(self, runtime):
        self.env = dict(os.environ, XDG_RUNTIME_DIR=runtime, HOME=runtime + "/home", PATH="/usr/bin:/bin")
        os.makedirs(runtime + "/home", exist_ok=True)
        subprocess.run(["pulseaudio", "-D", "-n", "--exit-idle-time=-1", "-L", "module-native-protocol-unix",
                        "-L", "module-null-sink sink_name=gym", "-L", "module-always-sink"], env=self.env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(200):
            if subprocess.run(["timeout", "2", "pactl", "info"], env=self.env, capture_output=True).returncode == 0:
                break
            time.sleep(0.05)
        subprocess.run(["pactl", "set-default-sink", "gym"], env=self.env, check=True)
        self.samples = bytearray()
        self.chunks = []  # (arrival wall time, samples so far)
        self.lock = threading.Lock()
        self.recorder = subprocess.Popen(["parec", "-d", "gym.monitor", f"--rate={RATE}", "--channels=1", "--format=s16le",
                                          "--latency-msec=10"], env=self.env, stdout=subprocess.PIPE)
        threading.Thread(target=self._read, daemon=True).start()
        while self.count() < RATE // 10:
            time.sleep(0.01)

    def _read(self):
        while True:
            chunk = self.recorder.stdout.read1(4096)
            if not chunk:
                return
            now = time.time()
            with self.lock:
                self.samples += chunk
                self.chunks.append((now, len(self.samples) // 2))

    def recorded(self, start=0, end=None):
        """Samples `start` to `end` (or to the last) as 16-bit values."""
        with self.lock:
            count = len(self.samples) // 2
            data = bytes(self.samples[start * 2:min(count, end or count) * 2])
        return memoryview(data).cast("h")

    def count(self):
        with self.lock:
            return len(self.samples) // 2

    def time_of(self, index):
        """When sample `index` was recorded (wall time)."""
        with self.lock:
            chunks = list(self.chunks)
        for arrived, count in chunks:
            if count > index:
                return arrived - (count - 1 - index) / RATE
        return None

    def index_at(self, wall):
        """The first sample recorded at or after `wall`."""
        with self.lock:
            chunks = list(self.chunks)
        for arrived, count in chunks:
            if arrived >= wall:
                return max(0, count - int((arrived - wall) * RATE))
        return self.count()

    def onset_after(self, wall, timeout=5):
        """When the first loud sample after `wall` was recorded."""
        start, end = self.index_at(wall), time.time() + timeout
        while time.time() < end:
            data = self.recorded(start)
            for i, x in enumerate(data):
                if abs(x) > AUDIBLE:
                    return self.time_of(start + i)
            start += len(data)
            time.sleep(0.02)
        return None

    def quiet_since(self, seconds):
        """Whether the last `seconds` of the recording are quiet."""
        n = int(seconds * RATE)
        data = self.recorded(max(0, self.count() - n))
        return len(data) >= n and max(data, key=abs, default=0) in range(-AUDIBLE, AUDIBLE + 1)

    def wait_quiet(self, seconds=3.0, timeout=30):
        """Until the last `seconds` are silent: the theme's alarm is heard
        for about 4.5 s and its file runs 2.4 s longer, which a chime's
        player waits out before it plays the next."""
        end = time.time() + timeout
        while time.time() < end and not self.quiet_since(seconds):
            time.sleep(0.1)

    def clients(self, binary):
        """How many connections the program `binary` holds to the sound server."""
        listed = subprocess.run(["pactl", "list", "clients"], env=self.env, capture_output=True, text=True).stdout
        return listed.count(f'application.process.binary = "{binary}"')

    def stop(self):
        self.recorder.terminate()
        subprocess.run(["pulseaudio", "--kill"], env=self.env)


results = {}

# 1. The chime's onset after the deadline: rests one after another, each
# started once the last chime has died away. Baseline: the same sound by
# `paplay`, started by a script sleeping until the deadline.
d = Daemon("chime")
sound = SoundServer(d.dir)
d.env["HOME"] = sound.env["HOME"]  # where the sound server's cookie is
os.makedirs(d.dir + "/config/gym-timer", exist_ok=True)
with open(d.dir + "/config/gym-timer/config.toml", "w") as f:
    f.write("[notify]\nchime = true\n")
d.start()
RUNS = 10 if QUICK else 30
onsets = []
for i in range(RUNS):
    sound.wait_quiet()
    deadline = json.loads(d.client("start", REST, "--label", f"chime-{i}", "--json"))["timer"]["ends_at_unix"]
    heard = sound.onset_after(deadline - 0.02, timeout=5)
    if heard is not None:
        onsets.append((heard - deadline) * 1000)
baseline = []
for i in range(RUNS // 3):
    sound.wait_quiet()
    deadline = time.time() + 0.3
    time.sleep(max(0.0, deadline - time.time()))
    subprocess.Popen(["paplay", ALARM], env=sound.env)
    heard = sound.onset_after(deadline - 0.02, timeout=5)
    if heard is not None:
        baseline.append((heard - deadline) * 1000)
results["chime_onset_ms"] = {"n": len(onsets), "of": RUNS, "p50": percentile(onsets, 50), "p99": percentile(onsets, 99),
                             "max": max(onsets)}
results["paplay_onset_ms"] = {"n": len(baseline), "p50": percentile(baseline, 50), "p99": percentile(baseline, 99)}

# 3. A new daemon with sound configured (chime and spoken cue), idle before
# it has rung and after a chime and a spoken cue have played: wake-ups, a
# sound connection kept or not, and memory.
d.stop()
idle = Daemon("idle-sound")
idle.env.update(XDG_RUNTIME_DIR=d.dir, HOME=sound.env["HOME"])
idle.socket = d.dir + "/gym-timer/daemon.sock"
os.makedirs(idle.dir + "/config/gym-timer", exist_ok=True)
with open(idle.dir + "/config/gym-timer/config.toml", "w") as f:
    f.write("[notify]\nchime = true\nspeak = true\n")
idle.start()
time.sleep(2)  # past its start (the bus, the notification server's capabilities)
IDLE = 3 if QUICK else 10


def idle_figures():
    before = idle.voluntary_switches()
    time.sleep(IDLE)
    return {"voluntary_switches": idle.voluntary_switches() - before, "rss_kb": idle.status("VmRSS"),
            "sound_clients": sound.clients("gym-timerd")}


fresh = idle_figures()
sound.wait_quiet()
idle.client("start", "0.3", "--label", "Squat (Barbell), set 3 of 5: 140 kg × 5 (60 + 10 per side).")
sound.onset_after(time.time() - 1, timeout=5)
sound.wait_quiet(seconds=4)
results["idle_with_sound"] = dict(idle_figures(), seconds=IDLE, before_ringing=fresh)
idle.stop()
sound.stop()

# 2. ✓ Done: the button's ActionInvoked on the bus, to the set in the log
# and the next rest started. A bus of its own, without activation, whose
# notification server (dbusmock) presses the button.
d = Daemon("done")
bus = subprocess.Popen(["dbus-daemon", f"--config-file={ROOT}/Tests/Fixtures/session-noactivation.conf", "--nofork",
                        "--print-address=1"], stdout=subprocess.PIPE, text=True)
address = bus.stdout.readline().strip()
busenv = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=address, PATH="/usr/bin:/bin")
monitor_log = d.dir + "/done-monitor.log"
monitor = subprocess.Popen(["dbus-monitor", "--address", address,
                            "type='signal',interface='org.freedesktop.Notifications',member='ActionInvoked'",
                            "type='method_call',interface='org.freedesktop.Notifications',member='Notify'"],
                           stdout=open(monitor_log, "w"), stderr=subprocess.DEVNULL)
mock = subprocess.Popen(["/usr/bin/python3", "-m", "dbusmock", "--session", "-t", "notification_daemon",
                         "-p", '{"capabilities": "body actions"}'], env=busenv,
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for _ in range(200):
    owned = subprocess.run(["dbus-send", f"--bus={address}", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                            "org.freedesktop.DBus.NameHasOwner", "string:org.freedesktop.Notifications"], capture_output=True, text=True)
    if "boolean true" in owned.stdout:
        break
    time.sleep(0.05)
d.env.update(DBUS_SESSION_BUS_ADDRESS=address, XDG_DATA_HOME=d.dir + "/data")
d.start()

subscriber, events_path = start_subscriber(d, "started")


def bus_times(member):
    """Bus timestamps of each `member` message the monitor saw, in order."""
    with open(monitor_log) as f:
        return [float(line.split("time=")[1].split()[0]) for line in f if f"member={member}" in line]


def started_after(t):
    with open(events_path) as f:
        times = [float(line.rsplit(" ", 1)[1]) for line in f.read().splitlines()[1:]]
    return [at for at in times if at > t]


def sets_logged():
    shown = json.loads(d.client("workout", "show", "--json"))
    return len(shown["workout"]["sets"])


CLICKS = 8 if QUICK else 20
clicks, typed = [], []
for i in range(CLICKS):
    notes = len(bus_times("Notify"))
    d.client("log", "bench", "press", "100x5", "--rest", "0.3")
    while len(bus_times("Notify")) <= notes:
        time.sleep(0.01)
    # The mock numbers notifications 1, 2, …; the daemon needs the answer before a press means anything.
    note_id = notes + 1
    time.sleep(0.2)
    sets = sets_logged()
    presses = len(bus_times("ActionInvoked"))
    subprocess.run(["gdbus", "call", "--address", address, "--dest", "org.freedesktop.Notifications", "--object-path",
                    "/org/freedesktop/Notifications", "--method", "org.freedesktop.DBus.Mock.EmitSignal",
                    "org.freedesktop.Notifications", "ActionInvoked", "us", f"[<uint32 {note_id}>, <'done'>]"],
                   capture_output=True, check=True)
    while len(bus_times("ActionInvoked")) <= presses:
        time.sleep(0.01)
    pressed = bus_times("ActionInvoked")[-1]
    end = time.time() + 10
    while not started_after(pressed) and time.time() < end:
        time.sleep(0.01)
    rested = started_after(pressed)
    if rested and sets_logged() == sets + 1:
        clicks.append((rested[0] - pressed) * 1000)
    # Baseline: the same set typed, from the command to the rest's started event.
    t0 = time.time()
    d.client("log", "bench", "press", "100x5")
    rested = started_after(t0)
    if rested:
        typed.append((rested[0] - t0) * 1000)
results["done_click_ms"] = {"n": len(clicks), "of": CLICKS, "p50": percentile(clicks, 50), "p99": percentile(clicks, 99),
                            "max": max(clicks)}
results["typed_log_ms"] = {"n": len(typed), "p50": percentile(typed, 50)}
subscriber.terminate()
d.stop()
for p in (mock, monitor, bus):
    p.terminate()
    p.wait()

with open(OUT + "/workout.json", "w") as f:
    json.dump(results, f, indent=1)
C, B, I, K = results["chime_onset_ms"], results["paplay_onset_ms"], results["idle_with_sound"], results["done_click_ms"]
print(f"""
The notification that runs the workout
  chime onset after the deadline   p50 {C['p50']:.1f} ms, p99 {C['p99']:.1f} ms, max {C['max']:.1f} ms ({C['n']} of {C['of']} heard); paplay at the deadline p50 {B['p50']:.1f} ms
  ✓ Done click to set and rest     p50 {K['p50']:.1f} ms, p99 {K['p99']:.1f} ms ({K['n']} of {K['of']}); typing gym-timer log p50 {results['typed_log_ms']['p50']:.1f} ms
  idle with chime and speech       after ringing: {I['voluntary_switches']} voluntary context switches in {I['seconds']} s, RSS {I['rss_kb'] / 1024:.1f} MB, sound connections {I['sound_clients']}
                                   before: {I['before_ringing']['voluntary_switches']} switches, RSS {I['before_ringing']['rss_kb'] / 1024:.1f} MB""")
