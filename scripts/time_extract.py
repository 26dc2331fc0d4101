#!/usr/bin/env python3
"""Times `alert-preview extract . --config none` at the root of each repository given, best of
three, and prints seconds per 100,000 lines of Swift in the tree.

Usage: scripts/time_extract.py [--tool PATH] REPOSITORY...
"""
import argparse
import os
import subprocess
import time


def swift_lines(root):
    lines = 0
    for folder, _, files in os.walk(root):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), errors="replace") as handle:
                    lines += sum(1 for _ in handle)
    return lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", default=".build/release/alert-preview")
    parser.add_argument("repositories", nargs="+")
    args = parser.parse_args()
    tool = os.path.abspath(args.tool)
    for root in args.repositories:
        lines = swift_lines(root)
        best = float("inf")
        for _ in range(3):
            start = time.monotonic()
            subprocess.run([tool, "extract", ".", "--config", "none"], cwd=root,
                           capture_output=True)
            best = min(best, time.monotonic() - start)
        print(f"{os.path.basename(os.path.normpath(root)):16} {lines:7} lines  "
              f"best of 3 {best:.2f} s  = {best / lines * 100000:.2f} s per 100,000 lines")


if __name__ == "__main__":
    main()
