#!/usr/bin/env python3
"""Runs alert-preview-bench beside the C floor in alternating rounds and prints the ratios.

Usage: scripts/bench_compare.py BENCH FLOOR [ROUNDS]
  BENCH  the built alert-preview-bench
  FLOOR  the C reference built from ../shared/bench/limit/alert.c
Both draw the same scene (iPhone 15, @2x, 200 images, half portrait, half landscape).
"""
import re
import statistics
import subprocess
import sys
import tempfile

bench, floor = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
out = tempfile.mkdtemp(prefix="alert-floor-")

def ours(level):
    text = subprocess.run([bench, "200", "--png-level", str(level)], check=True,
                          capture_output=True, text=True).stdout
    png = float(re.search(r"png \(layout\+draw\+encode\)\s+([\d.]+) ms", text).group(1))
    svg = float(re.search(r"svg \(layout\+draw\)\s+([\d.]+) ms", text).group(1))
    return png, svg

def theirs(*mode):
    text = subprocess.run([floor, "-n", "200", "-d", out, *mode], check=True,
                          capture_output=True, text=True).stdout
    return float(re.search(r"rest_ms_per_img=([\d.]+)", text).group(1))

cases = [
    ("PNG level 1, no filter (default)", 1, ["-m", "floor", "-z", "1", "-f", "none"]),
    ("PNG level 6, all filters (cairo's)", 6, ["-m", "full"]),
]
rows = {name: [] for name, _, _ in cases}
svg_ours, svg_floor = [], []
for _ in range(rounds):
    for name, level, mode in cases:
        a, svg = ours(level)
        b = theirs(*mode)
        rows[name].append((a, b))
        svg_ours.append(svg)
    svg_floor.append(theirs("-m", "svg"))

print(f"{'case':40} {'alert-preview':>14} {'C floor':>10} {'ratio':>7}   ({rounds} rounds, medians)")
for name, pairs in rows.items():
    a = statistics.median(p[0] for p in pairs)
    b = statistics.median(p[1] for p in pairs)
    r = statistics.median(p[0] / p[1] for p in pairs)
    print(f"{name:40} {a:11.2f} ms {b:7.2f} ms {r:6.2f}x")
a, b = statistics.median(svg_ours), statistics.median(svg_floor)
print(f"{'SVG':40} {a:11.2f} ms {b:7.2f} ms {a / b:6.2f}x")
