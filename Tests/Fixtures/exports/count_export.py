#!/usr/bin/env python3
"""Counts what a Strong or Hevy export holds, with Python's csv module and
nothing from the importer: workouts (distinct date + workout name), sets
(rows that are not `Rest Timer` or `Note` rows), sets by kind (a general
warm-up's sets are warm-ups), rest timer
rows and note rows. Prints one JSON object.

Usage: count_export.py FILE          the counts
       count_export.py --names FILE  the distinct exercise names, one JSON list"""
import csv
import re
import json
import sys

names_only = sys.argv[1] == "--names"
path = sys.argv[2] if names_only else sys.argv[1]
with open(path, newline="", encoding="utf-8-sig") as f:
    first = f.readline()
    f.seek(0)
    if f.read(1) != "\ufeff":
        f.seek(0)
    delimiter = ";" if first.count(";") > first.count(",") else ","
    rows = list(csv.DictReader(f, delimiter=delimiter))

hevy = "exercise_title" in rows[0] if rows else False
if names_only:
    column = "exercise_title" if hevy else "Exercise Name"
    print(json.dumps(sorted({r[column] for r in rows})))
    sys.exit(0)
date, name, order = ("start_time", "title", "set_type") if hevy else ("Date", "Workout Name", "Set Order")
kinds = {"w": "warmup", "warm_up": "warmup", "warmup": "warmup", "d": "drop", "dropset": "drop",
         "f": "failure", "failure": "failure"}
counts = {"workouts": len({(r[date], r[name]) for r in rows}), "sets": 0, "warmup_sets": 0, "drop_sets": 0,
          "failure_sets": 0, "rest_timer_rows": 0, "note_rows": 0}
for r in rows:
    o = r[order].strip()
    if o == "Rest Timer":
        counts["rest_timer_rows"] += 1
    elif o == "Note":
        counts["note_rows"] += 1
    else:
        counts["sets"] += 1
        kind = kinds.get(o.lower())
        # The sets of a general warm-up ("Warm Up", "Warmup") are warm-ups.
        exercise = r["exercise_title" if hevy else "Exercise Name"]
        if re.sub(r"[^a-z]", "", exercise.lower()).removeprefix("general") == "warmup":
            kind = "warmup"
        if kind:
            counts[kind + "_sets"] += 1
print(json.dumps(counts))
