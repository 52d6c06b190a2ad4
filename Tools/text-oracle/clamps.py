#!/usr/bin/env python3
"""Records how headless Chromium ellipsizes clamped labels, as pictures.

Where a browser cuts a clamped label for its ellipsis is not in the DOM (the characters it
hides keep their boxes), so this compares pictures: `clamps.py` writes a scene of seeded
labels with `maxLines` 1 to 3 in a grid (`clamps.json`) and Chromium's screenshot
(`chromium-clamps.png`) of the same labels as a page (one line: `white-space: nowrap`
with `text-overflow: ellipsis`; more: `-webkit-line-clamp`), in
Tests/RenderingTests/TextConformance/. `TextConformanceTests` draws the scene and compares
each label's box with the screenshot.

Usage (from the package root): python3 Tools/text-oracle/clamps.py
"""
import html
import json
import random
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/RenderingTests/TextConformance"
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
WORDS = ("the trip to San Francisco was a delight visiting Reykjavík Ångström and Zürich today "
         "quarterly revenue report for the design systems team office efficient flight waffle "
         "AVATAR Yesterday Tokyo 2026 1,234.56 naïve café résumé thumbnails typography").split()
COLUMNS, CELL_WIDTH, CELL_HEIGHT = 4, 240, 80


def labels(count, seed):
    rng = random.Random(seed)
    result = []
    for _ in range(count):
        size = rng.choice([12, 13, 14, 15, 16, 17, 18, 20])
        lines = rng.choice([1, 2, 2, 3])
        width = rng.randint(90, 220)
        words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(6, 18)))
        result.append({"size": size, "maxLines": lines, "width": width, "text": words})
    return result


def main():
    specs = labels(96, 7)
    rows = (len(specs) + COLUMNS - 1) // COLUMNS
    width, height = COLUMNS * CELL_WIDTH, rows * CELL_HEIGHT
    children, boxes = [], []
    for index, spec in enumerate(specs):
        x, y = 8 + (index % COLUMNS) * CELL_WIDTH, 8 + (index // COLUMNS) * CELL_HEIGHT
        children.append({"type": "label", "text": spec["text"], "font": {"family": "DejaVu Sans", "size": spec["size"]},
                         "color": "#000000", "maxLines": spec["maxLines"],
                         "frame": {"x": x, "y": y, "width": spec["width"]}})
        clamp = ("white-space: nowrap; text-overflow: ellipsis" if spec["maxLines"] == 1 else
                 f"display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: {spec['maxLines']}")
        boxes.append(f'<div style="left: {x}px; top: {y}px; width: {spec["width"]}px; font-size: {spec["size"]}px; {clamp}">'
                     f'{html.escape(spec["text"])}</div>')
    scene = {"width": width, "height": height, "background": "#FFFFFF", "root": {"type": "view", "children": children}}
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "clamps.json").write_text(json.dumps(scene, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    page = Path(tempfile.mkdtemp(prefix="text-clamps-")) / "clamps.html"
    page.write_text("<!doctype html><html><head><meta charset=\"utf-8\"><style>\n"
                    f"@font-face {{ font-family: 'DejaVu Sans'; src: url('{Path(FONT).as_uri()}'); }}\n"
                    "html, body { margin: 0; background: white; }\n"
                    "div { position: absolute; font-family: 'DejaVu Sans'; color: black; overflow: hidden; line-height: normal; }\n"
                    "</style></head><body>\n" + "\n".join(boxes) + "\n</body></html>\n", encoding="utf-8")
    subprocess.run(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--force-device-scale-factor=1", f"--window-size={width},{height}",
                    f"--screenshot={OUT / 'chromium-clamps.png'}", page.as_uri()], check=True, capture_output=True)


if __name__ == "__main__":
    main()
