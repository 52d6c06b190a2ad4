#!/usr/bin/env python3
"""make bench: the layout benchmark in several processes, summed up.

One process's layout figures differ from the next's by up to 1.8x on a shared machine, in
two clusters, whatever the code; the median of one process's 10 layouts says little about
a change of a few percent. This runs `scene-bench --layout-only` RUNS times in a row and
prints, for each tree, the median and the range of the per-process medians.

Usage: layout_runs.py SCENE_BENCH [RUNS]
"""
import re
import statistics
import subprocess
import sys

LINE = re.compile(r"^(layout \S+)\s+(\d+) nodes, median [\d.]+ ms, ([\d.]+) µs a node$")


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: layout_runs.py SCENE_BENCH [RUNS]")
    bench, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) == 3 else 7
    figures = {}
    nodes = {}
    for _ in range(runs):
        output = subprocess.run([bench, "--layout-only"], check=True, capture_output=True, text=True).stdout
        matched = 0
        for line in output.splitlines():
            found = LINE.match(line)
            if found:
                figures.setdefault(found[1], []).append(float(found[3]))
                nodes[found[1]] = found[2]
                matched += 1
        if matched == 0:
            sys.exit(f"layout_runs.py: no layout lines in the output of {bench}:\n{output}")
    for label, values in figures.items():
        print(f"{label + ', ' + str(runs) + ' runs':<22} {nodes[label]} nodes, median {statistics.median(values):.2f} µs a node "
              f"(runs {min(values):.2f} to {max(values):.2f})")


if __name__ == "__main__":
    main()
