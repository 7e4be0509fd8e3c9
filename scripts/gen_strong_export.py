#!/usr/bin/env python3
"""Writes a synthetic Strong export in the V4 layout (the most common one),
shaped like a real one: a workout every few hours' worth of dates, five to
seven exercises of three to five sets, warm-ups, the odd drop and failure
set, `Rest Timer` and `Note` rows, quoted names, `1h 16m` durations and a
few names the library does not know. Deterministic for a given seed.

Usage: gen_strong_export.py ROWS FILE [--seed N]"""
import datetime
import random
import sys

EXERCISES = [
    ("Bench Press (Barbell)", 60, 120), ("Squat (Barbell)", 80, 160), ("Deadlift (Barbell)", 100, 200),
    ("Overhead Press (Barbell)", 40, 70), ("Pull Up", 0, 20), ("Lat Pulldown (Cable)", 40, 80),
    ("Seated Row (Cable)", 40, 80), ("Bicep Curl (Dumbbell)", 10, 22), ("Triceps Pushdown (Cable - Straight Bar)", 20, 40),
    ("Leg Press", 100, 250), ("Leg Extension (Machine)", 30, 70), ("Seated Leg Curl (Machine)", 30, 60),
    ("Lateral Raise (Dumbbell)", 6, 14), ("Incline Bench Press (Dumbbell)", 20, 40), ("Romanian Deadlift (Barbell)", 60, 140),
    ("Hip Thrust (Barbell)", 60, 160), ("Face Pull (Cable)", 15, 35), ("Chest Press (Machine)", 40, 90),
    ("Leg Press Technogym (Gelb)", 80, 200), ("Bent Over Row Machine (Panatta)", 30, 70),
]
NAMES = ["Push", "Pull", "Legs", "Upper", "Lower", "Full Body"]
HEADER = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"


def main():
    rows, path = int(sys.argv[1]), sys.argv[2]
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 1
    rnd = random.Random(seed)
    when = datetime.datetime(1998, 1, 1, 7, 0, 0)
    written = 0
    with open(path, "w", newline="") as out:
        out.write(HEADER)
        while written < rows:
            when += datetime.timedelta(hours=6, minutes=rnd.randrange(60), seconds=rnd.randrange(60))
            date = when.strftime("%Y-%m-%d %H:%M:%S")
            name = rnd.choice(NAMES)
            minutes = rnd.randrange(35, 110)
            duration = f"{minutes // 60}h {minutes % 60}m" if minutes >= 60 else f"{minutes}m"
            note = '"Felt strong"' if rnd.random() < 0.05 else '""'
            lines = []
            for exercise, low, high in rnd.sample(EXERCISES, rnd.randrange(5, 8)):
                weight = round(rnd.uniform(low, high) / 2.5) * 2.5
                if rnd.random() < 0.3:
                    lines.append(("W", weight / 2, 10, ""))
                for order in range(1, rnd.randrange(4, 6)):
                    if order > 1 and rnd.random() < 0.2:
                        lines.append(("Rest Timer", 0, 0, "", rnd.randrange(60, 240)))
                    lines.append((str(order), weight, rnd.randrange(3, 13), "PR!" if rnd.random() < 0.01 else ""))
                if rnd.random() < 0.05:
                    lines.append(("D", weight * 0.7, 8, ""))
                if rnd.random() < 0.05:
                    lines.append(("F", weight * 0.8, 6, ""))
                if rnd.random() < 0.03:
                    lines.append(("Note", 0, 0, "Seat at 4"))
                for line in lines:
                    if written >= rows:
                        break
                    order, w, reps, text = line[:4]
                    seconds = line[4] if len(line) > 4 else 0
                    rpe = "8" if order.isdigit() and rnd.random() < 0.1 else ""
                    out.write(f'{date},"{name}",{duration},"{exercise}",{order},{w:.1f},{reps},0,{seconds},"{text}",{note},{rpe}\n')
                    note = ""
                    written += 1
                lines = []
                if written >= rows:
                    break


main()
