#!/usr/bin/env python3
"""Counts the recorded random scenes on which the layout engine agrees with Chromium.

A scene agrees when every node's border-box frame from `render-cli --dump-layout` lies
within 0.5 pt of Chromium's recorded frame (the tolerance `reduce.py` and the tests use).
DIR holds `random-scenes.json` and `chromium-random.json` as `oracle.py random` writes them
(or, with --labels, `random-label-scenes.json` and `chromium-random-labels.json`).

    agreement.py [--cli PATH] [--labels] DIR

Prints the count and the seeds that differ, each with its first differing node. Exits 0
whatever the count: the number is a measurement, not a test. Python 3 standard library only.
"""
import argparse
import concurrent.futures
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
from reduce import TOLERANCE, engine_frames, first_difference  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=os.path.join(HERE, "../../.build/debug/render-cli"),
                        help="render-cli to measure (default: the debug build)")
    parser.add_argument("--labels", action="store_true",
                        help="read the label trees (random-label-scenes.json, chromium-random-labels.json)")
    parser.add_argument("directory")
    options = parser.parse_args()
    names = ("random-label-scenes.json", "chromium-random-labels.json") if options.labels \
        else ("random-scenes.json", "chromium-random.json")
    try:
        with open(os.path.join(options.directory, names[0])) as f:
            scenes = json.load(f)["scenes"]
        with open(os.path.join(options.directory, names[1])) as f:
            recorded = json.load(f)["cases"]
    except (OSError, json.JSONDecodeError, KeyError) as error:
        sys.exit(f"agreement.py: cannot read the recording in {options.directory}: {error}")
    if not os.access(options.cli, os.X_OK):
        sys.exit(f"agreement.py: {options.cli} is not an executable render-cli (build it, or pass --cli)")
    seeds = [seed for seed in scenes if seed in recorded]
    with tempfile.TemporaryDirectory() as work:
        def measure(seed):
            path = os.path.join(work, f"{seed}.json")
            with open(path, "w") as f:
                json.dump(scenes[seed], f)
            return engine_frames(options.cli, path)

        # A render-cli run mostly waits on starting up, so more runs than cores overlap well.
        with concurrent.futures.ThreadPoolExecutor(4 * (os.cpu_count() or 2)) as pool:
            ours = dict(zip(seeds, pool.map(measure, seeds)))
    failing = []
    for seed in seeds:
        frames = ours[seed]
        if frames is None:
            failing.append((seed, "refused by render-cli"))
        elif (where := first_difference(frames, recorded[seed])) is not None:
            failing.append((seed, where))
    print(f"{len(seeds) - len(failing)}/{len(seeds)} agree within {TOLERANCE} pt")
    for seed, where in failing:
        print(f"{seed}: {where}")


if __name__ == "__main__":
    main()
