#!/usr/bin/env python3
"""Latency of `alert-preview serve`'s image API over loopback.

Starts `BINARY serve Examples --port 0`, then requests one alert's PNG at @2x, drawn afresh
each time (GET /render/delete-photo-album.png?device=iphone-se&scale=2), timing each request
from sending it to reading its last byte: p50 and p95 over REQUESTS requests with 1 and with 8
concurrent clients (a keep-alive connection each), requests per second, and the server's RSS
before and after SOAK more requests.

usage: scripts/bench_serve.py BINARY [REQUESTS] [SOAK]
"""
import http.client
import os
import re
import signal
import statistics
import subprocess
import sys
import threading
import time

PATH = "/render/delete-photo-album.png?device=iphone-se&scale=2"


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def client(port, count, times):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    for _ in range(count):
        start = time.perf_counter()
        connection.request("GET", PATH)
        response = connection.getresponse()
        body = response.read()
        times.append(time.perf_counter() - start)
        if response.status != 200 or not body.startswith(b"\x89PNG"):
            raise SystemExit(f"bad answer: {response.status}")
    connection.close()


def run(port, total, clients):
    times = []
    threads = [
        threading.Thread(target=client, args=(port, total // clients, times))
        for _ in range(clients)
    ]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - start
    times.sort()
    p50 = statistics.median(times) * 1000
    p95 = times[int(len(times) * 0.95) - 1] * 1000
    print(
        f"{clients} client(s): {len(times)} requests, p50 {p50:.1f} ms, p95 {p95:.1f} ms, "
        f"{len(times) / elapsed:.0f} requests/s"
    )


def main():
    binary = sys.argv[1]
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    soak = int(sys.argv[3]) if len(sys.argv) > 3 else 10000
    server = subprocess.Popen(
        [binary, "serve", "Examples", "--port", "0"], stdout=subprocess.PIPE, text=True
    )
    try:
        line = server.stdout.readline()
        port = int(re.search(r":(\d+)/", line).group(1))
        run(port, 20, 1)  # warm-up: fonts, caches
        before = rss_kib(server.pid)
        run(port, total, 1)
        run(port, total, 8)
        run(port, soak, 8)
        after = rss_kib(server.pid)
        print(f"RSS: {before / 1024:.1f} MiB after warm-up, {after / 1024:.1f} MiB after "
              f"{2 * total + soak} more requests")
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
