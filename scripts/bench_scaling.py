#!/usr/bin/env python3
"""`make bench-scaling`: how the work spreads over worker processes, and the cold start.

Usage: bench_scaling.py ALERT_PREVIEW FLOOR [--quick]

For render, lint, gallery and snapshot, each on generated alerts sized so that one worker takes
a few seconds, the command runs with -j 1 (in one process), then 2, 4 and 8 worker processes,
each in a fresh output folder (snapshot compares against references recorded beforehand); the
counts take turns round by round, so a drift in the machine's speed touches them alike.
Printed per run: wall time (median of the runs), the speed-up over -j 1, and the peak resident
memory (VmHWM) of the largest worker and of the run itself, sampled from /proc every 50 ms.
For lint, one more row: two -j 1 runs at once, each on half the alerts (what two cores give
when nothing is shared or sent between processes), the bound the workers are measured against.
Then each command's work: the CPU time of it and its workers, all pinned to one core so that
no two of them slow each other down. -j 2 against -j 1 there is what the workers add in
starting, sending and receiving; two cores can at most give 2 ÷ that ratio. Then 10,000 images
drawn by two workers, to show their memory stays flat, and the cold start
against the C program (scripts/bench_cold.py). On a machine with fewer cores than workers, the
extra workers only share the cores: the speed-up then stays at the core count.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

SPEC = ('{{"id": "bench-{i:05d}", "title": "Delete “Album {i}”?", "message": "This album and its '
        '{n} photos will be deleted from all your devices. This action can’t be undone.", '
        '"buttons": [{{"label": "Cancel", "role": "cancel"}}, {{"label": "Delete", "role": '
        '"destructive"}}], "trigger": "destructive-action", "locale": "en-GB"}}\n')
JOBS = [1, 2, 4, 8]
LOOK = ['--device', 'iphone-se', '--orientation', 'portrait,landscape', '--appearance',
        'light,dark']


def row_label(name, size):
    """A command's row label: `render 250×4 png+svg`, `lint 2000 alerts`."""
    return {'render': f'render {size}×4 png+svg', 'lint': f'lint {size} alerts',
            'gallery': f'gallery {size}×4', 'snapshot': f'snapshot {size}×4'}[name]


def write_specs(folder, count):
    os.makedirs(folder, exist_ok=True)
    for i in range(count):
        with open(os.path.join(folder, f'bench-{i:05d}.json'), 'w') as file:
            file.write(SPEC.format(i=i, n=i % 500))


def status_kib(pid, field):
    try:
        with open(f'/proc/{pid}/status') as file:
            for line in file:
                if line.startswith(field + ':'):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def workers_of(pid):
    """The run's children (its worker processes), from each of its threads' children lists."""
    found = []
    try:
        for task in os.listdir(f'/proc/{pid}/task'):
            with open(f'/proc/{pid}/task/{task}/children') as file:
                found += [int(child) for child in file.read().split()]
    except OSError:
        pass
    return found


def run_at_once(commands):
    """Runs `commands` at the same time; returns the seconds until the last one ends."""
    start = time.perf_counter()
    processes = [subprocess.Popen(command, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL) for command in commands]
    for process in processes:
        if process.wait() not in (0, 1):
            sys.exit(f'{" ".join(process.args)} failed with status {process.returncode}')
    return time.perf_counter() - start


def on_one_core(command):
    """CPU seconds (user and system) of `command` and of every process it starts and waits
    for, all pinned to the first allowed CPU."""
    core = min(os.sched_getaffinity(0))
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               preexec_fn=lambda: os.sched_setaffinity(0, {core}))
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f'{" ".join(command)} failed with status '
                 f'{os.waitstatus_to_exitcode(status)}')
    return usage.ru_utime + usage.ru_stime


def run(command, samples=None):
    """Runs `command`; returns (seconds, largest worker's peak KiB, the run's peak KiB)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peaks, own = {}, 0
    while process.poll() is None:
        own = max(own, status_kib(process.pid, 'VmHWM') or 0)
        for worker in workers_of(process.pid):
            peak = status_kib(worker, 'VmHWM')
            if peak:
                peaks[worker] = max(peaks.get(worker, 0), peak)
            if samples is not None:
                rss = status_kib(worker, 'VmRSS')
                if rss:
                    samples.append((time.perf_counter() - start, worker, rss))
        time.sleep(0.05)
    seconds = time.perf_counter() - start
    if process.returncode not in (0, 1):
        sys.exit(f'{" ".join(command)} failed with status {process.returncode}')
    return seconds, max(peaks.values(), default=0), own


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith('--')]
    if len(arguments) < 2:
        sys.exit(__doc__)
    ours, floor = arguments
    quick = '--quick' in sys.argv
    rounds = 1 if quick else 5
    # Outputs on tmpfs where there is one: on a virtual disk, creating thousands of files costs
    # the kernel more than drawing them (ext4's inode allocation), with or without workers.
    shm = '/dev/shm' if os.access('/dev/shm', os.W_OK) else None
    work = tempfile.mkdtemp(prefix='bench-scaling-', dir=shm)
    try:
        sizes = {'render': 250, 'lint': 2000, 'gallery': 250, 'snapshot': 250}
        if quick:
            sizes = {name: size // 5 for name, size in sizes.items()}
        for name, size in sizes.items():
            write_specs(os.path.join(work, name), size)
        # The lint alerts again, split in two folders.
        halves = [os.path.join(work, 'lint-half-1'), os.path.join(work, 'lint-half-2')]
        for index, name in enumerate(sorted(os.listdir(os.path.join(work, 'lint')))):
            os.makedirs(halves[index % 2], exist_ok=True)
            shutil.copy(os.path.join(work, 'lint', name), halves[index % 2])
        references = os.path.join(work, 'references')
        subprocess.run([ours, 'snapshot', os.path.join(work, 'snapshot'), '--references',
                        references, '--report', os.path.join(work, 'record-report'),
                        '--record', 'all'] + LOOK, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)

        def command(name, out, specs=None):
            specs = specs or os.path.join(work, name)
            if name == 'render':
                return [ours, 'render', specs, '--out', out, '--format', 'png,svg'] + LOOK
            if name == 'lint':
                return [ours, 'lint', specs, '--format', 'json', '--output', out + '.json']
            if name == 'gallery':
                return [ours, 'gallery', specs, '--out', out] + LOOK
            return [ours, 'snapshot', specs, '--references', references, '--report', out] + LOOK

        cores = os.cpu_count()
        print(f'alert-preview worker processes on {cores} cores; median of {rounds} '
              f'run(s); files in {work}; load {os.getloadavg()[0]:.2f}')
        print(f'{"command":<28}{"workers":>8}{"wall s":>9}{"speed-up":>10}'
              f'{"worker MiB":>12}{"run MiB":>9}')
        for name, size in sizes.items():
            what = row_label(name, size)
            # The worker counts take turns within each round, so that a machine whose speed
            # drifts (other tenants of a virtual machine) slows every count alike.
            results = {jobs: [] for jobs in JOBS}
            apart = []
            for round in range(rounds):
                for jobs in JOBS:
                    out = os.path.join(work, f'out-{name}-{jobs}-{round}')
                    results[jobs].append(run(command(name, out) + ['-j', str(jobs)]))
                    shutil.rmtree(out, ignore_errors=True)
                if name == 'lint':
                    apart.append(run_at_once([
                        command(name, os.path.join(work, f'out-half-{index}'), half) + ['-j', '1']
                        for index, half in enumerate(halves)]))
            base = statistics.median(r[0] for r in results[1])
            for jobs in JOBS:
                seconds = statistics.median(r[0] for r in results[jobs])
                worker = max(r[1] for r in results[jobs]) / 1024
                own = max(r[2] for r in results[jobs]) / 1024
                print(f'{what:<28}{jobs:>8}{seconds:>9.2f}{base / seconds:>9.2f}×'
                      f'{worker:>12.0f}{own:>9.0f}')
            if apart:
                seconds = statistics.median(apart)
                print(f'{"  two -j 1 runs on halves":<28}{"2×1":>8}{seconds:>9.2f}'
                      f'{base / seconds:>9.2f}×')
        print('work: CPU seconds with every process pinned to one core (median of '
              f'{rounds} run(s)):')
        print(f'{"command":<28}{"-j 1 CPU":>9}{"-j 2 CPU":>9}{"-j 2 costs":>12}'
              f'{"2 cores give at most":>22}')
        for name, size in sizes.items():
            what = row_label(name, size)
            # Each way in turn within a round: -j 1, -j 2 and, for lint, -j 1 on each half.
            out = os.path.join(work, 'out-one-core')
            ways = {'-j 1': [command(name, out) + ['-j', '1']],
                    '-j 2': [command(name, out) + ['-j', '2']]}
            if name == 'lint':
                ways['halves'] = [command(name, out, half) + ['-j', '1'] for half in halves]
            times = {way: [] for way in ways}
            for round in range(rounds):
                for way, commands in ways.items():
                    times[way].append(sum(on_one_core(each) for each in commands))
                    shutil.rmtree(out, ignore_errors=True)
            one = statistics.median(times['-j 1'])
            for way, label in (('-j 2', what), ('halves', '  two -j 1 runs on halves')):
                if way in times:
                    two = statistics.median(times[way])
                    print(f'{label:<28}{one:>9.2f}{two:>9.2f}{two / one:>11.2f}×'
                          f'{2 * one / two:>21.2f}×')
        # Memory over many images: two workers drawing 10,000 PNGs.
        count = 500 if quick else 2500
        write_specs(os.path.join(work, 'long'), count)
        samples = []
        seconds, worker, own = run([ours, 'render', os.path.join(work, 'long'), '--out',
                                    os.path.join(work, 'out-long'), '-j', '2'] + LOOK, samples)
        if samples:
            end = max(t for t, _, _ in samples)
            early = [rss for t, _, rss in samples if end * 0.1 <= t <= end * 0.2]
            late = [rss for t, _, rss in samples if t >= end * 0.9]
            print(f'{count * 4:,} images on 2 workers in {seconds:.1f} s: worker resident '
                  f'memory {max(early, default=0) / 1024:.0f} MiB at 10–20 % of the run, '
                  f'{max(late, default=0) / 1024:.0f} MiB in its last 10 %; peak '
                  f'{worker / 1024:.0f} MiB')
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print('cold start, one alert:')
    subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), 'bench_cold.py'),
                    ours, floor, '10' if quick else '30'], check=True)


if __name__ == '__main__':
    main()
