"""The workout screen's keystroke latency for scripts/bench: `gym-timer
workout` in a real terminal (tmux, 80×24) on the training log the training
benchmark wrote, each key sent with `send-keys` and timed until
`capture-pane` shows its result. The time covers the whole path a key
takes: tmux, the screen's read, the workout core (a durable write for
Enter and y), the rest timer's start through the daemon, the redraw, and
tmux again, plus up to one capture's interval. Beside it, in the same run,
what a user types instead: `gym-timer log bench press` in a shell."""
import os
import re
import statistics
import subprocess
import time

KEYS_LINE = "Enter log target"


def measure(bin_dir, env, home, runs):
    sock = home + "/tmux.sock"

    def tmux(*args):
        return subprocess.run(["tmux", "-S", sock, "-f", "/dev/null", *args], env=env, check=True,
                              capture_output=True, text=True).stdout

    def sets(screen):
        m = re.search(r"· (\d+) sets? *$", screen.split("\n")[0])
        return int(m.group(1)) if m else None

    def timed(key, done):
        """Milliseconds from sending `key` until the screen satisfies `done`."""
        t0 = time.perf_counter()
        tmux("send-keys", "-t", "w", key)
        while True:
            screen = tmux("capture-pane", "-p", "-t", "w")
            elapsed = (time.perf_counter() - t0) * 1000
            if done(screen):
                return elapsed
            if elapsed > 5000:
                raise SystemExit(f"the workout screen did not answer {key!r} within 5 s:\n{screen}")

    def wait(done):
        for _ in range(1000):
            screen = tmux("capture-pane", "-p", "-t", "w")
            if done(screen):
                return screen
            time.sleep(0.01)
        raise SystemExit(f"the workout screen never got ready:\n{screen}")

    tmux("new-session", "-d", "-x", "80", "-y", "24", "-s", "w", f"{bin_dir}/gym-timer workout")
    try:
        screen = wait(lambda s: KEYS_LINE in s and "Bench Press (Barbell) — set" in s)
        times = {"enter": [], "undo_question": [], "undo": [], "edit": []}
        for _ in range(runs):
            before = sets(screen)
            times["enter"].append(timed("Enter", lambda s: sets(s) == before + 1))
            times["undo_question"].append(timed("u", lambda s: "(y/n)" in s))
            times["undo"].append(timed("y", lambda s: sets(s) == before and "Removed 1 set" in s))
            times["edit"].append(timed("e", lambda s: "set> " in s))
            tmux("send-keys", "-t", "w", "Escape")
            screen = wait(lambda s: KEYS_LINE in s)
        tmux("send-keys", "-t", "w", "q")
    finally:
        subprocess.run(["tmux", "-S", sock, "kill-server"], env=env, capture_output=True)
    result = {"runs": runs}
    for key, values in times.items():
        result[key + "_ms_median"] = statistics.median(values)
        result[key + "_ms_max"] = max(values)
    result["all_keys_ms_max"] = max(max(v) for v in times.values())
    # What tmux alone costs a measurement: one send-keys and one capture.
    t0 = time.perf_counter()
    for _ in range(20):
        subprocess.run(["tmux", "-V"], capture_output=True)
    result["tmux_process_ms"] = (time.perf_counter() - t0) / 20 * 1000
    return result
