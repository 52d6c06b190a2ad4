#!/usr/bin/env python3
"""make bench-server: wrk against the og-card template, cache misses and hits.

Prints requests a second, p50 and p99 latency and peak memory for 16 connections, checks
that nothing failed, and that memory stays flat across more than 10,000 requests.
"""
import sys

from servers import Server, failures, wrk


def line(label, result, server):
    return (f"{label:<28} {result['rate']:7.1f} requests/s  p50 {result['p50_ms']:7.2f} ms  p99 {result['p99_ms']:7.2f} ms  "
            f"errors {result['errors'] + result['non2xx']}  peak RSS {server.memory('VmHWM'):.1f} MiB")


def main():
    server = Server()
    problems = []
    try:
        wrk(server.port, "distinct.lua", 3, 4)
        misses = wrk(server.port, "distinct.lua", 20, 16)
        print(line("og-card, every request new", misses, server))
        hits = wrk(server.port, "repeated.lua", 10, 16)
        print(line("og-card, one repeated URL", hits, server))
        before = server.memory("VmRSS")
        sustained = wrk(server.port, "distinct.lua", 10, 16)
        sustained_hits = wrk(server.port, "repeated.lua", 5, 16)
        after = server.memory("VmRSS")
        total = sustained["requests"] + sustained_hits["requests"]
        print(f"memory over {total} more requests: RSS {before:.1f} MiB before, {after:.1f} MiB after")
        problems += failures([("misses", misses), ("hits", hits), ("sustained", sustained), ("sustained hits", sustained_hits)])
        if total < 10000:
            problems.append(f"only {total} requests in the memory run; 10,000 are needed")
        if after > before * 1.25 + 8:
            problems.append(f"memory grew from {before:.1f} to {after:.1f} MiB")
        print(f"goal: >= 40 cache-missing requests/s with p99 under 250 ms at 16 connections: "
              f"{'met' if misses['rate'] >= 40 and misses['p99_ms'] < 250 else 'not met'}")
    finally:
        code = server.stop()
        if code != 0:
            problems.append(f"render-serve exited {code} after SIGTERM")
    for problem in problems:
        print("FAILED: " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
