"""Writes pounds-strong.csv: a Strong export (V4, no unit column) from a
lifter who trains in pounds, derived from ../real/breinsp-strong-charts.csv
(MIT, see its LICENSE).

The real file's year is lifted three times, a year apart, each heavier
(x1.0, x1.25, x1.5), so that it is longer than one import batch and its
heaviest sets come last. Each weight is what a lifter in pounds loads: a
barbell within 12 lb of 45-lb plates on a 45-lb bar (135, 225, 315, ...)
is loaded so, anything else is rounded to 5 lb. Deterministic: run it
again and the file is the same.

    /usr/bin/python3 make_pound_export.py
"""
import csv
import datetime
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "real", "breinsp-strong-charts.csv")
TARGET = os.path.join(HERE, "pounds-strong.csv")
YEARS = [(0, 1.0), (1, 1.25), (2, 1.5)]


def pounds(kg, barbell):
    lb = kg * 2.20462
    if barbell:
        n = round((lb - 45) / 90)
        if n >= 1 and abs(lb - (45 + 90 * n)) <= 12:
            return 45 + 90 * n
    return max(5, round(lb / 5) * 5)


with open(SOURCE, newline="", encoding="utf-8") as f:
    reader = csv.reader(f)
    header = next(reader)
    rows = list(reader)

with open(TARGET, "w", newline="", encoding="utf-8") as out:
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for shift, factor in YEARS:
        for row in rows:
            row = list(row)
            when = datetime.datetime.strptime(row[0], "%Y-%m-%d %H:%M:%S") + datetime.timedelta(days=364 * shift)
            row[0] = when.strftime("%Y-%m-%d %H:%M:%S")
            weight = float(row[5] or 0)
            if weight > 0:
                row[5] = "%g" % pounds(weight * factor, "(Barbell)" in row[3])
            writer.writerow(row)
