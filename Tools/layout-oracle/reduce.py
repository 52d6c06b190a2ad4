#!/usr/bin/env python3
"""Shrinks scenes on which the layout engine and Chromium disagree.

A disagreement on a random tree of forty nodes rarely says which rule is wrong. This tool
deletes children, keys and sub-keys, rounds fractional lengths and hoists the root's
children, keeping each step while the engine (`render-cli --dump-layout`) still differs
from Chromium (`oracle.py cases`) by more than 0.5 pt on some node. Each round puts every
candidate of every scene into one Chromium run, so reducing a hundred seeds costs a few
dozen browser starts, not thousands.

With `--base CLI`, a candidate counts only if the other build *agreed* on it: this finds
the smallest scene a change made worse, which is how a regression is tracked down.

    reduce.py [--cli PATH] [--base PATH] [--cap N] SCENES.json OUTDIR SEED...
    reduce.py [--cli PATH] [--base PATH] SCENE.json OUTDIR

SCENES.json is a file of recorded scenes such as `random-scenes.json` (keyed by seed); a
single scene file is reduced on its own. Reduced scenes are written to OUTDIR/SEED.json.
Python 3 standard library only.
"""
import argparse
import concurrent.futures
import copy
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ORACLE = os.path.join(HERE, "oracle.py")
sys.path.insert(0, HERE)
import oracle  # noqa: E402  (the mapping itself, to refuse candidates before Chromium runs)
TOLERANCE = 0.5
MAX_ROUNDS = 200


def engine_frames(cli, path):
    """The engine's frames for one scene file, keyed by JSON path, or None if it refuses."""
    run = subprocess.run([cli, "--dump-layout", path], capture_output=True, text=True)
    if run.returncode != 0:
        return None
    frames = {}
    for line in run.stdout.splitlines():
        if " (" not in line:
            continue
        name, rest = line.split(" (", 1)
        frames[name.split(" ")[0]] = [float(v) for v in rest.rstrip(")").split(",")]
    return frames


def first_difference(ours, theirs):
    """The first node, in Chromium's key order, whose frame is missing or differs."""
    for key, frame in theirs.items():
        mine = ours.get(key)
        if mine is None or any(abs(a - b) > TOLERANCE for a, b in zip(mine, frame)):
            return key
    return None


def differs(ours, theirs):
    return first_difference(ours, theirs) is not None


def chromium_frames(directory, chromium):
    """Chromium's frames for every scene in directory (all of which the oracle accepts)."""
    out = os.path.join(directory, "out.json")
    command = [sys.executable, ORACLE]
    if chromium:
        command += ["--chromium", chromium]
    run = subprocess.run(command + ["cases", directory, out], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(run.stderr)
    with open(out) as f:
        return json.load(f)["cases"]


def oracle_accepts(scene):
    """Whether the oracle maps this scene; a reduction can produce one it refuses (a frame
    with an inset, say), and one refusal would fail a whole Chromium run."""
    try:
        oracle.canvas_html("candidate", scene)
        return True
    except oracle.SceneError:
        return False


def still_differ(scenes, options):
    """For each scene, whether the engine still disagrees with Chromium on it (and, with
    --base, whether the base build agreed)."""
    with tempfile.TemporaryDirectory() as work:
        paths = []
        for i, scene in enumerate(scenes):
            paths.append(os.path.join(work, f"c{i}.json"))
            with open(paths[-1], "w") as f:
                json.dump(scene, f)
        with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
            ours = list(pool.map(lambda p: engine_frames(options.cli, p), paths))
        accepted = os.path.join(work, "accepted")
        os.mkdir(accepted)
        for i, frames in enumerate(ours):
            if frames is not None and oracle_accepts(scenes[i]):
                shutil.copy(paths[i], accepted)
        theirs = chromium_frames(accepted, options.chromium)
        result = []
        for i, frames in enumerate(ours):
            reference = theirs.get(f"c{i}")
            bad = frames is not None and reference is not None and differs(frames, reference)
            if bad and options.base:
                before = engine_frames(options.base, paths[i])
                bad = before is not None and not differs(before, reference)
            result.append(bad)
        return result


def nodes(node, path="root"):
    yield path, node
    for i, child in enumerate(node.get("children", [])):
        yield from nodes(child, f"{path}.children[{i}]")


def node_at(scene, path):
    node = scene["root"]
    for part in path.split(".")[1:]:
        node = node["children"][int(part[len("children["):-1])]
    return node


def candidates(scene):
    """Every scene one step smaller than this one, smallest first."""
    out = []

    def edit(path, change):
        smaller = copy.deepcopy(scene)
        change(node_at(smaller, path))
        out.append(smaller)

    for path, node in nodes(scene["root"]):
        for i in range(len(node.get("children", []))):
            edit(path, lambda n, i=i: n["children"].pop(i))
        for key, value in node.items():
            if key in ("type", "children"):
                continue
            edit(path, lambda n, k=key: n.pop(k))
            if isinstance(value, float) and value != round(value):
                edit(path, lambda n, k=key: n.__setitem__(k, round(n[k])))
            if isinstance(value, dict) and len(value) > 1:
                for sub in value:
                    edit(path, lambda n, k=key, s=sub: n[k].pop(s))
    for child in scene["root"].get("children", []):
        hoisted = copy.deepcopy(scene)
        hoisted["root"] = copy.deepcopy(child)
        out.append(hoisted)
    return sorted(out, key=lambda s: len(json.dumps(s)))


def reduce_all(scenes, options):
    """Greedy rounds: each scene moves to its smallest candidate that still disagrees."""
    active = set(scenes)
    for round_number in range(1, MAX_ROUNDS + 1):
        if not active:
            break
        batch, owners = [], []
        for seed in sorted(active):
            smaller = candidates(scenes[seed])[: options.cap]
            batch += smaller
            owners += [seed] * len(smaller)
        moved = set()
        for scene, seed, bad in zip(batch, owners, still_differ(batch, options)):
            if bad and seed not in moved:
                scenes[seed] = scene
                moved.add(seed)
        active = moved
        print(f"round {round_number}: {len(active)} scenes still shrinking", file=sys.stderr)
    return scenes


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=os.path.join(HERE, "../../.build/debug/render-cli"),
                        help="render-cli to test (default: the debug build)")
    parser.add_argument("--base", help="keep only candidates this other render-cli agreed on")
    parser.add_argument("--chromium", help="Chromium executable for the oracle")
    parser.add_argument("--cap", type=int, default=60,
                        help="candidates tried per scene and round (default 60)")
    parser.add_argument("scenes", help="a recorded scenes file, or one scene")
    parser.add_argument("outdir")
    parser.add_argument("seeds", nargs="*")
    options = parser.parse_args()
    try:
        with open(options.scenes) as f:
            document = json.load(f)
    except OSError as error:
        sys.exit(f"reduce.py: cannot read {options.scenes}: {error.strerror}")
    except json.JSONDecodeError as error:
        sys.exit(f"reduce.py: {options.scenes}:{error.lineno}:{error.colno}: not valid JSON: {error.msg}")
    if not isinstance(document, dict):
        sys.exit(f"reduce.py: {options.scenes}: expected a scene or a recorded scenes file (a JSON object)")
    if not os.access(options.cli, os.X_OK):
        sys.exit(f"reduce.py: {options.cli} is not an executable render-cli (build it, or pass --cli)")
    if "scenes" in document:
        missing = [s for s in options.seeds if s not in document["scenes"]]
        if missing or not options.seeds:
            if missing:
                sys.exit(f"reduce.py: {options.scenes} holds no seed {', '.join(missing)}")
            sys.exit(f"reduce.py: name the seeds of {options.scenes} to reduce, after OUTDIR")
        scenes = {s: document["scenes"][s] for s in options.seeds}
    else:
        scenes = {os.path.splitext(os.path.basename(options.scenes))[0]: document}
    start = still_differ(list(scenes.values()), options)
    agreeing = [seed for seed, bad in zip(scenes, start) if not bad]
    if agreeing:
        print(f"skipped (no disagreement to reduce): {', '.join(agreeing)}", file=sys.stderr)
    scenes = {seed: s for (seed, s), bad in zip(scenes.items(), start) if bad}
    os.makedirs(options.outdir, exist_ok=True)
    for seed, scene in reduce_all(scenes, options).items():
        with open(os.path.join(options.outdir, f"{seed}.json"), "w") as f:
            json.dump(scene, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
