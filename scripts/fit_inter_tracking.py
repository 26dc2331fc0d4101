#!/usr/bin/env python3
"""Fits Inter's tracking to SF Pro's widths (docs/guide/fidelity.md, "Text widths").

Runs `alert-preview-bench --fidelity` with Styles/ios.xml's Inter tables taken out, reads the
ink width of every line of text and label in both sets of real screenshots against Inter's
untracked one, and fits, per text style (size and weight), the tracking t (points per gap
between characters) and, for comparison, a horizontal scale s that best explain them:
real = inter + t·(characters − 1), real = s·inter. Lines that wrap differently, the crop at
0.758 px/pt (n8) and labels the measurer cannot separate from the glass's glow are left out.

Run from the repository root after `make fidelity` has built the bench:
    python3 scripts/fit_inter_tracking.py
"""
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

# Each measured line: (case, metric) → (its text, its style: size and r/m/s for the weight).
TEXT = {
    ("s1", "“Yes, Delete it All”"): ("Yes, Delete it All", "17r"),
    ("s1", "“Show More Options”"): ("Show More Options", "17r"),
    ("s1", "“No, Don't Delete Anything”"): ("No, Don't Delete Anything", "17s"),
    ("s1", "title line 1"): ("Delete all data?", "17s"),
    ("s1", "message line 1"): ("All your data will be deleted!", "13r"),
    ("s2", "“Yes”"): ("Yes", "17r"),
    ("s2", "“No”"): ("No", "17r"),
    ("s2", "“Cancel”"): ("Cancel", "17s"),
    ("s2", "title line 1"): ("This is title", "17s"),
    ("s2", "message line 1"): ("This is body", "13r"),
    ("s3", "“OK”"): ("OK", "17r"),
    ("s3", "title line 1"): ("Information", "17s"),
    ("s3", "message line 1"): ("Pour ouvrir le portail, tapez sur", "13r"),
    ("s3", "message line 2"): ('"Ouvrir" puis appellez le numéro qui', "13r"),
    ("s3", "message line 3"): ("s'affiche. Le portail s'ouvrira à la", "13r"),
    ("s3", "message line 4"): ("réception de l'appel.", "13r"),
    ("s4", "“No”"): ("No", "17s"),
    ("s4", "“Yes”"): ("Yes", "17r"),
    ("s4", "title line 1"): ("Leanplum-SDK_Example", "17s"),
    ("s4", "message line 1"): ("Confirmation message goes here.", "13r"),
    ("s5", "“Ok”"): ("Ok", "17r"),
    ("s5", "“Cancel”"): ("Cancel", "17r"),
    ("s5", "title line 1"): ("Alert Dialog", "17s"),
    ("s5", "message line 1"): ("This is a native alert dialog from Calf", "13r"),
    ("s6", "“Cancel”"): ("Cancel", "17r"),
    ("s6", "“OK”"): ("OK", "17r"),
    ("s6", "title line 1"): ("Prompt!", "17r"),
    ("s6", "message line 1"): ("Enter the name of", "17r"),
    ("s6", "message line 2"): ("this framework:", "17r"),
    ("n10", "“Cancel”"): ("Cancel", "17s"),
    ("n10", "“Delete”"): ("Delete", "17r"),
    ("n10", "title line 1"): ("Delete Reminder?", "17s"),
    ("n10", "message line 1"): ("This action can’t be undone.", "13r"),
    ("n12", "“Cancel”"): ("Cancel", "17s"),
    ("n12", "“Sign Out”"): ("Sign Out", "17r"),
    ("n12", "title line 1"): ("Sign Out", "17s"),
    ("n12", "message line 1"): ("Are you sure you want to sign out of", "13r"),
    ("n12", "message line 2"): ("App Store Connect?", "13r"),
    ("n2", "“Ok”"): ("Ok", "17m"),
    ("n2", "title line 1"): ("Alert Dialog", "17s"),
    ("n2", "message line 1"): ("This is a native alert dialog from Calf", "15r"),
    ("n3", "“Ok”"): ("Ok", "17m"),
    ("n3", "“Cancel”"): ("Cancel", "17m"),
    ("n3", "title line 1"): ("Alert Dialog", "17s"),
    ("n3", "message line 1"): ("This is a native alert dialog from Calf", "15r"),
    ("n6", "“TypeScript”"): ("TypeScript", "20r"),
    ("n6", "“JavaScript”"): ("JavaScript", "20r"),
    ("n6", "“Neither”"): ("Neither", "20r"),
    ("n6", "Cancel label"): ("Cancel", "20s"),
    ("n11", "“Delete Note”"): ("Delete Note", "20r"),
    ("n11", "Cancel label"): ("Cancel", "20s"),
}

ROW = re.compile(r"(\S+)\s+(.*?) ink width\s+(\S+)\s+(\S+)\s+(\S+)")


def untracked_widths(root):
    """The fidelity table's ink widths with Inter untracked: (case, metric) → (real, Inter)."""
    with tempfile.TemporaryDirectory() as scratch:
        styles = os.path.join(scratch, "Styles")
        shutil.copytree(os.path.join(root, "Styles"), styles)
        sheet = os.path.join(styles, "ios.xml")
        with open(sheet, encoding="utf-8") as f:
            text = f.read()
        text = re.sub(r'\s*<tracking family="Inter"[^>]*/>', "", text)
        with open(sheet, "w", encoding="utf-8") as f:
            f.write(text)
        references = os.path.join(os.path.dirname(root), "shared", "reference")
        bench = os.path.join(root, ".build", "release", "alert-preview-bench")
        run = subprocess.run(
            [bench, "--fidelity", references], cwd=scratch, capture_output=True, text=True)
    widths = {}
    for line in run.stdout.splitlines():
        match = ROW.match(line)
        if match:
            widths[(match.group(1), match.group(2))] = (
                float(match.group(3)), float(match.group(4)))
    if not widths:
        sys.exit("the bench printed no ink widths: run `make fidelity` first\n" + run.stderr)
    return widths


def main():
    root = os.getcwd()
    widths = untracked_widths(root)
    styles = collections.defaultdict(list)
    for key, (text, style) in TEXT.items():
        if key in widths:
            real, inter = widths[key]
            styles[style].append((text, real, inter, len(text)))
    print("style  lines  tracking (1/1000 em)  mean |Δ|  max |Δ|  |  scale   mean |Δ|  max |Δ|")
    for style in sorted(styles, key=lambda s: (int(s[:2]), s[2])):
        lines = styles[style]
        size = int(style[:2])
        gaps = sum((n - 1) ** 2 for _, _, _, n in lines)
        t = sum((real - inter) * (n - 1) for _, real, inter, n in lines) / gaps
        s = sum(real * inter for _, real, inter, _ in lines) / sum(inter * inter for _, _, inter, _ in lines)
        tracked = [abs(100 * ((inter + t * (n - 1)) / real - 1)) for _, real, inter, n in lines]
        scaled = [abs(100 * (s * inter / real - 1)) for _, real, inter, _ in lines]
        print(f"{style:6} {len(lines):5}  {1000 * t / size:20.1f}  {sum(tracked) / len(lines):7.2f} %"
              f"  {max(tracked):6.2f} %  |  {s:.4f}  {sum(scaled) / len(lines):7.2f} %"
              f"  {max(scaled):6.2f} %")


if __name__ == "__main__":
    main()
