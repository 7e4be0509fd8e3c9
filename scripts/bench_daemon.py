"""What the timer benchmarks share: a gym-timerd of their own, and percentiles."""
import os
import socket
import subprocess
import sys
import tempfile
import time

BIN = os.environ["GYM_TIMER_BIN"]


def percentile(values, p):
    values = sorted(values)
    k = (len(values) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


class Daemon:
    """A gym-timerd with its own runtime and state directories."""

    def __init__(self, name):
        self.dir = tempfile.mkdtemp(prefix=f"gtb-{name}-", dir="/tmp")
        os.chmod(self.dir, 0o700)
        self.env = dict(os.environ, XDG_RUNTIME_DIR=self.dir, GYM_TIMER_STATE_DIR=self.dir + "/state",
                        XDG_CONFIG_HOME=self.dir + "/config")
        self.socket = self.dir + "/gym-timer/daemon.sock"
        self.proc = None

    def start(self):
        """Starts the daemon and returns once it has answered a request."""
        log = open(self.dir + "/daemon.log", "a")
        self.proc = subprocess.Popen([BIN + "/gym-timerd"], env=self.env, stdout=log, stderr=log)
        for _ in range(20000):
            try:
                s = socket.socket(socket.AF_UNIX)
                s.connect(self.socket)
                s.sendall(b'{"v":1,"cmd":"daemon_status"}\n')
                answered = s.makefile("rb").readline()
                s.close()
                if b'"ok":true' in answered:
                    return self
            except OSError:
                time.sleep(0.001)
        raise RuntimeError("daemon did not start")

    def stop(self):
        if self.proc:
            self.proc.terminate()
            self.proc.wait()

    def client(self, *args):
        r = subprocess.run([BIN + "/gym-timer", *args], env=self.env, capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(r.stderr)
        return r.stdout

    def status(self, field):
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])

    def voluntary_switches(self):
        total = 0
        for task in os.listdir(f"/proc/{self.proc.pid}/task"):
            with open(f"/proc/{self.proc.pid}/task/{task}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches"):
                        total += int(line.split()[1])
        return total


# A subscriber in its own process (so a benchmark's own parsing never
# delays it): it writes `label time` for each event of one kind, the time
# being when the event arrived.
SUBSCRIBER = r"""
import json, socket, sys, time
s = socket.socket(socket.AF_UNIX)
s.connect(sys.argv[1])
s.sendall(b'{"v":1,"cmd":"subscribe"}\n')
out, buf = open(sys.argv[2], "w", buffering=1), b""
print("ready", file=out)
while True:
    chunk = s.recv(65536)
    if not chunk:
        break
    now = time.time()
    buf += chunk
    while b"\n" in buf:
        line, buf = buf.split(b"\n", 1)
        event = json.loads(line)
        if event.get("event") == sys.argv[3]:
            print(event["timer"]["label"], now, file=out)
"""


def start_subscriber(daemon, event):
    """A subscriber process recording `event` events; returns it and its file."""
    path = f"{daemon.dir}/{event}-events"
    process = subprocess.Popen([sys.executable, "-c", SUBSCRIBER, daemon.socket, path, event])
    while not (os.path.exists(path) and open(path).read().startswith("ready")):
        time.sleep(0.01)
    return process, path
