#!/usr/bin/env python3
"""Cross-check of the perceptual comparator against pixelmatch, an independent implementation.

Generates a few small image pairs into pairs/ (NAME-expected.png, NAME-actual.png), runs the
PyPI `pixelmatch` package on each, and writes its counts to pixelmatch-results.json. The Swift
test PerceptualCrossCheckTests reads the same PNGs and that JSON and checks that the standard
strategy reaches the same verdict, so the Swift suite never needs Python.

Needs: pip install pixelmatch pillow (see README.md). Run from anywhere:
    python3 Tools/perceptual-check/check.py
"""

import json
import random
from importlib.metadata import version
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont
from pixelmatch import pixelmatch

HERE = Path(__file__).resolve().parent
PAIRS = HERE / "pairs"
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

# pixelmatch's threshold bounds the squared YIQ distance at 35215 * threshold². A grey step
# the size of ΔE2000 2.3 at mid grey (L* 50, where ΔE2000 is ΔL*) is about 5.6 sRGB levels,
# whose squared YIQ distance is 0.5053 * 5.6² ≈ 15.9, so threshold = sqrt(15.9 / 35215) ≈
# 0.021: the two per-pixel thresholds agree on greys and differ elsewhere, as the metrics do.
THRESHOLD = 0.021

# Supersampling factor: shapes are drawn this much larger and box-filtered down, which gives
# exact coverage antialiasing and lets a shape move by 1/SCALE of a pixel.
SCALE = 4

WHITE = (255, 255, 255, 255)


def supersampled(width, height, draw, background=WHITE):
    """An image drawn at SCALE times the size by `draw(ImageDraw, scale)`, then box-filtered."""
    large = Image.new("RGBA", (width * SCALE, height * SCALE), background)
    draw(ImageDraw.Draw(large), SCALE)
    return large.resize((width, height), Image.BOX)


def flat(width, height, colour):
    return Image.new("RGBA", (width, height), colour)


def disc(offset):
    def draw(canvas, s):
        x, y = 40 * s + offset * s, 30 * s
        canvas.ellipse((x, y, x + 70 * s, y + 70 * s), fill=(37, 99, 235, 255))
    return supersampled(150, 130, draw)


def rounded(offset):
    def draw(canvas, s):
        y = 20 * s + offset * s
        canvas.rounded_rectangle((20 * s, y, 140 * s, y + 60 * s), radius=14 * s, fill=(220, 38, 38, 255))
    return supersampled(160, 100, draw)


def text(offset, scale=1):
    font = ImageFont.truetype(FONT, 28 * scale)

    def draw(canvas, s):
        canvas.text((12 * scale + offset, 14 * scale), "Hello, pixels", font=font, fill=(17, 24, 39, 255))

    large = Image.new("RGBA", (200 * scale, 60 * scale), WHITE)
    draw(ImageDraw.Draw(large), scale)
    return large if scale == 1 else large.resize((200, 60), Image.BOX)


def edge(column_grey):
    """A dark area and a light one meeting in a one-pixel column of `column_grey`."""
    image = Image.new("RGBA", (40, 30))
    for y in range(30):
        for x in range(40):
            grey = 32 if x < 20 else column_grey if x == 20 else 224
            image.putpixel((x, y), (grey, grey, grey, 255))
    return image


def line(y):
    image = flat(80, 40, WHITE)
    ImageDraw.Draw(image).line((10, y, 70, y), fill=(0, 0, 0, 255), width=1)
    return image


def gradient(noise_seed=None):
    rng = random.Random(noise_seed)
    image = Image.new("RGBA", (100, 60))
    for y in range(60):
        for x in range(100):
            jitter = rng.choice((-1, 0, 1)) if noise_seed is not None else 0
            image.putpixel((x, y), (40 + 2 * x + jitter, 80 + y, 200 - x + jitter, 255))
    return image


def dotted(image, at, colour):
    copy = image.copy()
    copy.putpixel(at, colour)
    return copy


def pairs():
    """(name, expected, actual, what the pair is meant to show)."""
    card = rounded(0)
    return [
        ("identical", card, card.copy(), "the same image twice"),
        ("disc-quarter-pixel", disc(0), disc(0.25), "a disc moved right by a quarter pixel: only its outline re-blends"),
        ("rounded-quarter-pixel", rounded(0), rounded(0.25), "a rounded rectangle moved down by a quarter pixel"),
        ("text-quarter-pixel", text(0, SCALE), text(1, SCALE), "text moved right by a quarter pixel"),
        ("text-one-pixel", text(0), text(1), "text moved right by a whole pixel"),
        ("edge-regreyed", edge(128), edge(96), "the blend column between a dark and a light area turns darker"),
        ("line-one-pixel", line(20), line(21), "a one-pixel line moved down by a pixel"),
        ("dot", flat(60, 40, (240, 240, 240, 255)), dotted(flat(60, 40, (240, 240, 240, 255)), (30, 20), (120, 120, 120, 255)), "one pixel changed inside a flat area"),
        ("flat-under-threshold", flat(40, 30, (51, 102, 204, 255)), flat(40, 30, (51, 108, 204, 255)), "a flat change of ΔE2000 2.25"),
        ("flat-over-threshold", flat(40, 30, (200, 60, 60, 255)), flat(40, 30, (211, 60, 60, 255)), "a flat change of ΔE2000 2.31"),
        ("gradient-noise", gradient(), gradient(noise_seed=7), "a gradient with ±1 level of noise on red and blue"),
        ("transparent-vs-white", flat(40, 30, (0, 0, 0, 0)), flat(40, 30, WHITE), "a transparent background against an opaque white one"),
    ]


def main():
    PAIRS.mkdir(exist_ok=True)
    results = []
    for name, expected, actual, about in pairs():
        expected.save(PAIRS / f"{name}-expected.png")
        actual.save(PAIRS / f"{name}-actual.png")
        width, height = expected.size
        output = bytearray(width * height * 4)
        different = pixelmatch(expected.tobytes(), actual.tobytes(), width, height, output, threshold=THRESHOLD)
        # pixelmatch paints the antialiased pixels it leaves out in pure yellow and agreeing
        # ones in grey, so the yellow ones are its antialiasing count.
        antialiased = sum(1 for i in range(0, len(output), 4) if tuple(output[i:i + 3]) == (255, 255, 0))
        results.append({"name": name, "about": about, "width": width, "height": height,
                        "differentPixels": different, "antialiasedPixels": antialiased, "matches": different == 0})
        print(f"{name:24} {width}×{height}  pixelmatch: {different:5} different, {antialiased:5} antialiased")
    report = {"tool": f"pixelmatch {version('pixelmatch')} (PyPI), Pillow {version('pillow')}",
              "threshold": THRESHOLD, "includeAA": False, "pairs": results}
    (HERE / "pixelmatch-results.json").write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
