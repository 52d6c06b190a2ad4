#!/usr/bin/env python3
"""GIF quality: how far each GIF frame's colours are from the frame the renderer drew.

For every scene, render-cli writes the animation twice with the same --fps and --duration:
as PNG frames (the true colours) and as a GIF. Each PNG frame is paired with the GIF frame
on screen at its start time (the encoder merges identical frames into longer delays), both
are composited over white, and the mean CIEDE2000 over all pixels of all frames is
reported, with its 99th percentile, the worst frame's mean, and how many pixels changed
between transparent and opaque. With --timing, the encoder's C code is also built with
clang into a small program (time_quantize.c) that reports the median time per frame of
quantising and of compressing, on the same frames (--codecs times another copy of the
encoder's C files, such as an older version's, on the same frames).

Needs Pillow (Debian's python3-pil). Run from the repository root, after a release build:

    swift build -c release --static-swift-stdlib --product render-cli
    python3 Tools/gif-quality/measure.py --cli .build/release/render-cli --timing

CIEDE2000 follows Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula:
implementation notes, supplementary test data, and mathematical observations"; the script
checks itself against that paper's 34 test pairs before measuring (--self-test alone runs
only that check).

photo-dissolve.json's portrait is Grace Hopper's official US Navy photograph, in the public
domain (the copy matplotlib ships as sample data); portrait-grey.jpg is its greyscale.
"""

import argparse
import bisect
import math
import os
import struct
import subprocess
import sys
import tempfile
from array import array
from collections import Counter
from pathlib import Path

from PIL import GifImagePlugin, Image

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent

# Scene, seconds. Still scenes become one GIF frame; the others move through transitions.
SCENES = [
    ("Examples/loading-dissolve.json", 3.0),
    ("Goldens/components/transitions.json", 1.2),
    (str((HERE / "photo-dissolve.json").relative_to(ROOT)), 1.5),
    ("Examples/og-card.json", 0.2),
    ("Examples/gallery.json", 0.2),
]

# --- CIEDE2000 -----------------------------------------------------------------------------


def ciede2000(lab1, lab2):
    """ΔE00 with kL = kC = kH = 1, as in Sharma et al. (2005), equations 2-22."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1 = math.hypot(a1, b1)
    c2 = math.hypot(a2, b2)
    c_mean7 = ((c1 + c2) / 2) ** 7
    g = 0.5 * (1 - math.sqrt(c_mean7 / (c_mean7 + 25.0**7)))
    a1p = (1 + g) * a1
    a2p = (1 + g) * a2
    c1p = math.hypot(a1p, b1)
    c2p = math.hypot(a2p, b2)
    h1p = 0.0 if a1p == 0 and b1 == 0 else math.degrees(math.atan2(b1, a1p)) % 360
    h2p = 0.0 if a2p == 0 and b2 == 0 else math.degrees(math.atan2(b2, a2p)) % 360

    delta_lp = l2 - l1
    delta_cp = c2p - c1p
    if c1p * c2p == 0:
        delta_hp = 0.0
    else:
        delta_hp = h2p - h1p
        if delta_hp > 180:
            delta_hp -= 360
        elif delta_hp < -180:
            delta_hp += 360
    delta_big_hp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(delta_hp) / 2)

    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_mean = (h1p + h2p + 360) / 2
    else:
        hp_mean = (h1p + h2p - 360) / 2

    t = (1 - 0.17 * math.cos(math.radians(hp_mean - 30)) + 0.24 * math.cos(math.radians(2 * hp_mean))
         + 0.32 * math.cos(math.radians(3 * hp_mean + 6)) - 0.20 * math.cos(math.radians(4 * hp_mean - 63)))
    delta_theta = 30 * math.exp(-(((hp_mean - 275) / 25) ** 2))
    cp_mean7 = cp_mean**7
    r_c = 2 * math.sqrt(cp_mean7 / (cp_mean7 + 25.0**7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * delta_theta)) * r_c
    lightness = delta_lp / s_l
    chroma = delta_cp / s_c
    hue = delta_big_hp / s_h
    return math.sqrt(lightness**2 + chroma**2 + hue**2 + r_t * chroma * hue)


# Table 1 of Sharma et al. (2005): L*, a*, b* of both samples and ΔE00.
SHARMA_PAIRS = [
    ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
    ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
    ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
    ((50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
    ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0010), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0010, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
    ((50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
    ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
    ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
    ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
    ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


def self_test():
    """Every published pair to the paper's four decimals, in both orders (ΔE00 is symmetric)."""
    for number, (first, second, expected) in enumerate(SHARMA_PAIRS, 1):
        for got in (ciede2000(first, second), ciede2000(second, first)):
            if abs(got - expected) > 0.00005:
                sys.exit(f"CIEDE2000 self-test: pair {number} gives {got:.6f}, the paper {expected:.4f}")


# --- sRGB to CIELAB (D65) -------------------------------------------------------------------

WHITE = (0.95047, 1.0, 1.08883)


def srgb_to_lab(red, green, blue):
    def linear(value):
        value /= 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    r, g, b = linear(red), linear(green), linear(blue)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / WHITE[0]
    y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * b) / WHITE[1]
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / WHITE[2]

    def f(t):
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def over_white(word):
    """A straight-alpha RGBA word (R in the low byte, as array('I') reads RGBA bytes) on white."""
    red, green, blue, alpha = word & 0xFF, word >> 8 & 0xFF, word >> 16 & 0xFF, word >> 24
    return tuple((channel * alpha + 255 * (255 - alpha)) / 255 for channel in (red, green, blue))


# --- Frames ---------------------------------------------------------------------------------


def render(cli, scene, fps, duration, target):
    subprocess.run([cli, str(ROOT / scene), "--animate", str(target), "--fps", str(fps), "--duration", str(duration)],
                   check=True, capture_output=True)


def true_frames(folder):
    return [Image.open(path).convert("RGBA") for path in sorted(Path(folder).glob("*.png"))]


def gif_frames(path):
    """Every GIF frame as Pillow composes it (each frame over what the previous one's disposal
    left), with its start in hundredths of a second."""
    GifImagePlugin.LOADING_STRATEGY = GifImagePlugin.LoadingStrategy.RGB_ALWAYS
    frames, starts, start = [], [], 0
    with Image.open(path) as image:
        for index in range(image.n_frames):
            image.seek(index)
            frames.append(image.convert("RGBA"))
            starts.append(start)
            start += round(image.info.get("duration", 0) / 10)
    return frames, starts


def frame_start(index, fps):
    """FrameTiming.start(ofFrame:fps:unitsPerSecond: 100): rounded half away from zero."""
    return math.floor(index * 100 / fps + 0.5)


# --- Measuring ------------------------------------------------------------------------------


def measure_scene(cli, scene, fps, duration, work):
    name = Path(scene).stem
    folder, gif = work / f"{name}-frames", work / f"{name}.gif"
    folder.mkdir()
    render(cli, scene, fps, duration, str(folder) + "/")
    render(cli, scene, fps, duration, gif)
    truth = true_frames(folder)
    shown, starts = gif_frames(gif)
    if not truth or truth[0].size != shown[0].size:
        sys.exit(f"{scene}: {len(truth)} PNG frames, GIF of {shown[0].size}")

    pairs = Counter()
    frame_counts = []
    alpha_flips = 0
    for index, frame in enumerate(truth):
        gif_index = bisect.bisect_right(starts, frame_start(index, fps)) - 1
        expected = array("I", frame.tobytes())
        actual = array("I", shown[gif_index].tobytes())
        counted = Counter(zip(expected, actual))
        pairs.update(counted)
        frame_counts.append(counted)
    lab = {}
    delta = {}
    for expected, actual in pairs:
        for word in (expected, actual):
            if word not in lab:
                lab[word] = srgb_to_lab(*over_white(word))
        delta[(expected, actual)] = ciede2000(lab[expected], lab[actual])
        if (expected >> 24 >= 128) != (actual >> 24 >= 128):
            alpha_flips += pairs[(expected, actual)]

    total = sum(pairs.values())
    mean = sum(delta[key] * count for key, count in pairs.items()) / total
    worst_frame = max(sum(delta[key] * count for key, count in counted.items()) / sum(counted.values())
                      for counted in frame_counts)
    ranked = sorted(pairs.items(), key=lambda item: delta[item[0]])
    seen, p99 = 0, 0.0
    for key, count in ranked:
        seen += count
        if seen >= 0.99 * total:
            p99 = delta[key]
            break
    return {
        "scene": scene, "size": f"{truth[0].size[0]}x{truth[0].size[1]}", "frames": len(truth),
        "gif_frames": len(shown), "mean": mean, "p99": p99, "worst_frame": worst_frame,
        "alpha_flips": alpha_flips, "gif_bytes": gif.stat().st_size, "truth": truth,
    }


def premultiplied_frames(frames):
    """The PNG frames as the encoder receives them: premultiplied ARGB32, little-endian."""
    out = bytearray()
    for frame in frames:
        words = array("I")
        for red, green, blue, alpha in frame.getdata():
            def times(channel):
                return (channel * alpha + 127) // 255
            words.append(alpha << 24 | times(red) << 16 | times(green) << 8 | times(blue))
        if sys.byteorder != "little":
            words.byteswap()
        out += words.tobytes()
    return bytes(out)


def build_timer(work, cc, codecs):
    """time_quantize.c with the encoder's own C files; libimagequant linked only if used."""
    names = ("gif_encode.c", "gif_quantize.c", "pixels.c", "buffer.c", "lazy_gif.c", "lazy_library.c")
    sources = [codecs / name for name in names if (codecs / name).exists()]
    libraries = ["-lgif", "-lm", "-ldl", "-lpthread"]
    if "libimagequant" in (codecs / "gif_encode.c").read_text():
        libraries.append("-limagequant")
    program = work / "time_quantize"
    subprocess.run([cc, "-O2", "-DNDEBUG", "-I", str(codecs / "include"), "-I", str(codecs), "-o", str(program),
                    str(HERE / "time_quantize.c"), *map(str, sources), *libraries], check=True)
    return program


def time_scene(program, truth, rounds, work, name):
    raw = work / f"{name}.raw"
    width, height = truth[0].size
    raw.write_bytes(struct.pack("<3i", width, height, len(truth)) + premultiplied_frames(truth))
    output = subprocess.run([str(program), str(raw), str(rounds)], check=True, capture_output=True, text=True).stdout
    quantise, compress = map(float, output.split())
    return quantise, compress


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=str(ROOT / ".build" / "release" / "render-cli"), help="render-cli to run")
    parser.add_argument("--fps", type=int, default=10, help="frames a second for every scene (default 10)")
    parser.add_argument("--scene", action="append", help="SCENE.json[:SECONDS] instead of the default scenes")
    parser.add_argument("--timing", action="store_true", help="also time quantising and compressing each frame")
    parser.add_argument("--rounds", type=int, default=3, help="timing runs per frame, the fastest kept (default 3)")
    parser.add_argument("--cc", default="clang", help="C compiler for the timing program (default clang)")
    parser.add_argument("--codecs", default=str(ROOT / "Sources" / "CCodecs"),
                        help="the CCodecs folder whose encoder is timed, such as an older version's copy")
    parser.add_argument("--self-test", action="store_true", help="only check CIEDE2000 against the paper")
    arguments = parser.parse_args()
    self_test()
    if arguments.self_test:
        print("CIEDE2000 matches all 34 pairs of Sharma et al. (2005)")
        return
    scenes = SCENES
    if arguments.scene:
        scenes = [(spec.rsplit(":", 1)[0], float(spec.rsplit(":", 1)[1])) if ":" in spec else (spec, 1.0)
                  for spec in arguments.scene]
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        program = build_timer(work, arguments.cc, Path(arguments.codecs)) if arguments.timing else None
        print("| scene | size | frames (GIF) | mean ΔE00 | p99 ΔE00 | worst frame | alpha flips | GIF bytes"
              + (" | quantise ms/frame | compress ms/frame |" if program else " |"))
        print("|---|---|---|---|---|---|---|---" + ("|---|---|" if program else "|"))
        for scene, duration in scenes:
            result = measure_scene(arguments.cli, scene, arguments.fps, duration, work)
            row = (f"| {result['scene']} | {result['size']} | {result['frames']} ({result['gif_frames']}) "
                   f"| {result['mean']:.3f} | {result['p99']:.2f} | {result['worst_frame']:.3f} "
                   f"| {result['alpha_flips']} | {result['gif_bytes']}")
            if program:
                quantise, compress = time_scene(program, result["truth"], arguments.rounds, work, Path(scene).stem)
                row += f" | {quantise:.2f} | {compress:.2f}"
            print(row + " |", flush=True)


if __name__ == "__main__":
    os.chdir(ROOT)
    main()
