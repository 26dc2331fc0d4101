#!/usr/bin/env python3
"""Cold start: one process per image, alert-preview against a C program that does the same.

Usage: bench_cold.py ALERT_PREVIEW FLOOR [RUNS]

Each run is a new process that draws one alert and writes one PNG: `alert-preview render` of a
one-alert spec (iPhone SE, portrait, light, @2x) and the shared C program
(`limit/alert -n 1 -o portrait -m full`: new surface, pangocairo, cairo's PNG writer). The two
alternate, so both see the same machine; the medians and their ratio are printed. The first
run of alert-preview on a machine also builds its font caches (see docs/architecture.md,
"Cold start"); it is timed apart, with those caches removed, when --fresh is given.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

SPEC = ('{"alerts": [{"id": "a", "title": "Delete this photo?", "message": "It will be removed '
        'from all your devices.", "buttons": [{"label": "Cancel", "role": "cancel"}, '
        '{"label": "Delete", "role": "destructive"}]}]}')


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000


def main():
    arguments = [a for a in sys.argv[1:] if a != '--fresh']
    if len(arguments) < 2:
        sys.exit(__doc__)
    ours, floor = arguments[0], arguments[1]
    runs = int(arguments[2]) if len(arguments) > 2 else 30
    work = tempfile.mkdtemp(prefix='bench-cold-')
    spec = os.path.join(work, 'one.json')
    with open(spec, 'w') as file:
        file.write(SPEC)
    out = os.path.join(work, 'out')
    render = [ours, 'render', spec, '--out', out, '--device', 'iphone-se',
              '--orientation', 'portrait']
    if '--fresh' in sys.argv:
        cache = os.path.join(os.environ.get('XDG_CACHE_HOME') or
                             os.path.expanduser('~/.cache'), 'alert-preview')
        shutil.rmtree(cache, ignore_errors=True)
        print(f'first run with no font caches: {timed(render):.1f} ms')
    ours_ms, floor_ms = [], []
    for _ in range(runs):
        shutil.rmtree(out, ignore_errors=True)
        ours_ms.append(timed(render))
        floor_ms.append(timed([floor, '-n', '1', '-o', 'portrait', '-m', 'full',
                               '-d', work]))
    a, b = statistics.median(ours_ms), statistics.median(floor_ms)
    print(f'cold start, {runs} runs each, alternating: alert-preview median {a:.1f} ms '
          f'(min {min(ours_ms):.1f}), C program median {b:.1f} ms (min {min(floor_ms):.1f}), '
          f'ratio {a / b:.2f}')
    shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    main()
