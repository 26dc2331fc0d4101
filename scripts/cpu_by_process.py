#!/usr/bin/env python3
"""CPU time of a run and of each of its worker processes.

Usage: cpu_by_process.py COMMAND [ARG...]

Runs COMMAND (an alert-preview run, say `lint specs/ -j 2`) and reads, every 5 ms, the time each
thread of it and of its children has run (/proc/PID/task/TID/schedstat, nanoseconds on a CPU).
Prints the wall time and the CPU seconds of the run itself and of each worker. A thread's last
5 ms before it exits can be missed; the totals are a few milliseconds short at most.
"""
import collections
import os
import subprocess
import sys
import time

from bench_scaling import workers_of


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    start = time.perf_counter()
    process = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    seen = {}  # (pid, tid) -> nanoseconds on a CPU
    while process.poll() is None:
        for pid in [process.pid] + workers_of(process.pid):
            try:
                for task in os.listdir(f'/proc/{pid}/task'):
                    with open(f'/proc/{pid}/task/{task}/schedstat') as file:
                        ran = int(file.read().split()[0])
                    seen[(pid, task)] = max(seen.get((pid, task), 0), ran)
            except OSError:
                pass
        time.sleep(0.005)
    wall = time.perf_counter() - start
    cpu = collections.Counter()
    for (pid, _), ran in seen.items():
        cpu['run' if pid == process.pid else f'worker {pid}'] += ran / 1e9
    parts = '  '.join(f'{name} {seconds:.2f} s' for name, seconds in cpu.items())
    print(f'wall {wall:.2f} s  CPU {sum(cpu.values()):.2f} s: {parts}')


if __name__ == '__main__':
    main()
