#!/usr/bin/env python3
"""Measures the Swift reader on whole repositories against a hand census of their alerts.

Usage: scripts/measure_repositories.py --census DIR --apps DIR [--tool PATH]

DIR of --census holds one <App>.json per app: {"app", "repository", "commit", "sites": [{"file",
"line", "form", "style", "title", "message", "buttons": [{"label", "role"}], "fields"}]}, each
field the English text iOS shows (a format keeps its %@), {"dynamic": "<expression>"} for text
known only at run time, or null. --apps holds a checkout of each repository at that commit, in a
folder named after the repository (mastodon/mastodon-ios -> mastodon-ios). The census is the
measurer's own reading of the apps; the apps' code is never part of this project.

For each app, `alert-preview layout ROOT` is run once on the whole checkout (one configuration),
and each census site is matched to the alert read at the same file within two lines (or, when
none is, to an alert a helper call shows that the helper builds there: layout's `made`). Printed per
app: sites, found (matched), resolved (found alerts whose every static field shows the census
text), exact (also every run-time field a placeholder, every button's label and role, in order),
and the seconds the run took.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import time

PLACEHOLDER = re.compile(r"\{[A-Za-z0-9_]+\}|%(?:\d+\$)?(?:#@[A-Za-z0-9_]+@|[-+ 0#]*\d*(?:\.\d+)?(?:ll|l|h)?[@dDiuUxXfFeEgGcsp])")


# The sample values `layout` fills a looked-up format's arguments with (FormatString's samples).
SAMPLES = re.compile(r"Summer Holiday Photos 2024|\b12345\b")


def normal(text):
    """Text with every placeholder, format conversion and sample argument as one mark, spaces
    trimmed."""
    return SAMPLES.sub("§", PLACEHOLDER.sub("§", text)).strip()


def field_ok(expected, actual, exact):
    """Whether an extracted field shows the census's text (static) or a placeholder (dynamic)."""
    if expected in (None, ""):
        # No title and an empty one look the same.
        return actual in (None, "")
    if isinstance(expected, dict):
        return (not exact) or (actual is not None and "{" in actual)
    return actual is not None and normal(actual) == normal(expected)


def alerts_of(tool, root):
    """The alerts `layout` reads from `root`: (file relative to root, line) -> its texts."""
    run = subprocess.run(
        [tool, "layout", ".", "--device", "iphone-se", "--orientation", "portrait",
         "--config", "none"],
        cwd=root, capture_output=True, text=True)
    found = {}
    try:
        data = json.loads(run.stdout)
    except json.JSONDecodeError:
        sys.exit(f"{root}: layout gave no JSON:\n{run.stderr[-2000:]}")
    for alert in data["alerts"]:
        if not alert["configurations"]:
            continue
        shown = alert["configurations"][0]
        texts = {
            "title": (shown.get("title") or {}).get("text"),
            "message": (shown.get("message") or {}).get("text"),
            # In the order the code adds them, not as iOS lays them out.
            "buttons": [(b.get("label"), b.get("role")) for b in sorted(
                shown.get("buttons", []), key=lambda b: b.get("specIndex", 0))],
        }
        file = os.path.normpath(alert.get("file", ""))
        found.setdefault(file, []).append((alert.get("line", 0), alert["id"], texts))
        if alert.get("made"):
            # Shown by a call of a helper: also where the helper builds it.
            made_file, _, made_line = alert["made"].rpartition(":")
            found.setdefault(("made", os.path.normpath(made_file)), []).append(
                (int(made_line), alert["id"], texts))
    return found


def measure(census, root, tool):
    start = time.monotonic()
    found = alerts_of(tool, root)
    seconds = time.monotonic() - start
    sites = census["sites"]
    matched = resolved = exact = 0
    misses = []
    # One (site, exact) per found site, for --sample.
    outcomes = []
    for site in sites:
        near = [a for a in found.get(os.path.normpath(site["file"]), [])
                if abs(a[0] - site["line"]) <= 2]
        if not near:
            near = [a for a in found.get(("made", os.path.normpath(site["file"])), [])
                    if abs(a[0] - site["line"]) <= 2]
        if not near:
            misses.append(f"  not found: {site['file']}:{site['line']} ({site['form']})")
            continue
        matched += 1
        texts = near[0][2]
        statics_ok = all(
            field_ok(site.get(name), texts[name], exact=False)
            for name in ("title", "message")
            if not isinstance(site.get(name), dict) and site.get(name) is not None)
        labels = [b["label"] for b in site.get("buttons", [])]
        got = [label for label, _ in texts["buttons"]]
        labels_ok = len(labels) == len(got) and all(
            isinstance(e, dict) or (g is not None and normal(g) == normal(e))
            for e, g in zip(labels, got))
        if statics_ok and labels_ok:
            resolved += 1
        roles_ok = [b["role"] for b in site.get("buttons", [])] == [r for _, r in texts["buttons"]]
        if (labels_ok and roles_ok
                and all(field_ok(site.get(n), texts[n], exact=True) for n in ("title", "message"))):
            exact += 1
            outcomes.append((f"{census['app']} {site['file']}:{site['line']}", True))
        else:
            outcomes.append((f"{census['app']} {site['file']}:{site['line']}", False))
            misses.append(f"  inexact: {site['file']}:{site['line']} {near[0][1]}: {texts['title']!r} "
                          f"{texts['message']!r} {texts['buttons']} vs {site.get('title')!r} "
                          f"{site.get('message')!r} {[(b['label'], b['role']) for b in site.get('buttons', [])]}")
    return len(sites), matched, resolved, exact, seconds, misses, outcomes


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--census", required=True)
    parser.add_argument("--apps", required=True)
    parser.add_argument("--tool", default=".build/release/alert-preview")
    parser.add_argument("--misses", action="store_true", help="list each site not read exactly")
    parser.add_argument("--sample", type=int, metavar="N",
                        help="also draw N found sites at random (seed 23) and count the exact")
    arguments = parser.parse_args()
    tool = os.path.abspath(arguments.tool)
    print(f"{'app':<14} {'commit':<8} {'sites':>5} {'found':>11} {'resolved':>11} {'exact':>11} {'s':>6}")
    totals = [0, 0, 0, 0]
    outcomes = []
    for name in sorted(os.listdir(arguments.census)):
        if not name.endswith(".json"):
            continue
        census = json.load(open(os.path.join(arguments.census, name)))
        root = os.path.join(arguments.apps, census["repository"].split("/")[1])
        sites, matched, resolved, exact, seconds, misses, found = measure(census, root, tool)
        outcomes += found
        for index, value in enumerate((sites, matched, resolved, exact)):
            totals[index] += value
        pct = lambda n, d: f"{n:>4} {100 * n / d:>4.0f} %" if d else f"{n:>4}    -"
        print(f"{census['app']:<14} {census['commit'][:7]:<8} {sites:>5} {pct(matched, sites):>11} "
              f"{pct(resolved, matched):>11} {pct(exact, matched):>11} {seconds:>6.2f}")
        if arguments.misses:
            print("\n".join(misses))
    sites, matched, resolved, exact = totals
    print(f"{'all':<14} {'':<8} {sites:>5} {matched:>4} {100 * matched / sites:>4.0f} % "
          f"{resolved:>4} {100 * resolved / max(matched, 1):>4.0f} % "
          f"{exact:>4} {100 * exact / max(matched, 1):>4.0f} %")
    if arguments.sample:
        import random
        drawn = random.Random(23).sample(outcomes, min(arguments.sample, len(outcomes)))
        print(f"sample of {len(drawn)} found sites (seed 23): "
              f"{sum(1 for _, ok in drawn if ok)} exact")
        for place, ok in sorted(drawn):
            print(f"  {'exact  ' if ok else 'inexact'} {place}")


if __name__ == "__main__":
    main()
