#!/usr/bin/env python3
"""Records how headless Chromium draws the compositing effects: filter, backdrop-filter,
mix-blend-mode and mask-image.

Writes Tests/RenderingTests/EffectReference/: effects.json (a scene of cells, each a backdrop
of sharp-edged blocks with one effect on a striped box over it), cells.json (each cell's
name, its rectangle and its effect box's rectangle) and chromium.png, Chromium's screenshot
of the same boxes as absolutely placed divs with the CSS properties of the same names.
EffectConformanceTests draws the scene and compares, cell by cell, inside and outside the
effect box. There is no text, so fonts play no part.

Usage (from the package root): python3 Tools/paint-oracle/effects.py
"""
import json
from pathlib import Path

from screenshot import screenshot

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/RenderingTests/EffectReference"
COLUMNS, CELL_W, CELL_H = 4, 150, 100
BOX = (35, 20, 80, 60)

# name, scene keys, CSS declarations.
CELLS = [
    ("blur", {"filter": "blur(4px)"}, "filter: blur(4px)"),
    ("grayscale", {"filter": "grayscale(1)"}, "filter: grayscale(1)"),
    ("sepia", {"filter": "sepia(100%)"}, "filter: sepia(100%)"),
    ("saturate", {"filter": "saturate(2.5)"}, "filter: saturate(2.5)"),
    ("hue-rotate", {"filter": "hue-rotate(90deg)"}, "filter: hue-rotate(90deg)"),
    ("invert", {"filter": "invert(0.8)"}, "filter: invert(0.8)"),
    ("brightness-contrast", {"filter": "brightness(0.7) contrast(1.6)"}, "filter: brightness(0.7) contrast(1.6)"),
    ("opacity", {"filter": "opacity(50%)"}, "filter: opacity(50%)"),
    ("drop-shadow", {"filter": "drop-shadow(6px 6px 4px rgba(0,0,0,0.6))", "cornerRadius": 30},
     "filter: drop-shadow(6px 6px 4px rgba(0,0,0,0.6)); border-radius: 30px"),
    ("backdrop-blur", {"backdropFilter": "blur(6px)", "background": "rgba(255,255,255,0.3)", "cornerRadius": 12, "stripes": False},
     "backdrop-filter: blur(6px); background: rgba(255,255,255,0.3); border-radius: 12px"),
    ("multiply", {"blendMode": "multiply"}, "mix-blend-mode: multiply"),
    ("screen", {"blendMode": "screen"}, "mix-blend-mode: screen"),
    ("overlay", {"blendMode": "overlay"}, "mix-blend-mode: overlay"),
    ("difference", {"blendMode": "difference"}, "mix-blend-mode: difference"),
    ("luminosity", {"blendMode": "luminosity"}, "mix-blend-mode: luminosity"),
    ("mask", {"mask": {"type": "linear", "stops": ["black", "transparent"]}}, "mask-image: linear-gradient(black, transparent)"),
]
BACKDROP = [((0, 0, 75, 100), "#1E3A8A"), ((75, 0, 75, 100), "#FDE68A"), ((10, 46, 130, 8), "#111827")]
STRIPES = [((0, 0, 27, 60), "#EF4444"), ((27, 0, 26, 60), "#22C55E"), ((53, 0, 27, 60), "#3B82F6"), ((0, 24, 80, 12), "#FFFFFF")]


def main():
    rows = (len(CELLS) + COLUMNS - 1) // COLUMNS
    width, height = COLUMNS * CELL_W, rows * CELL_H
    divs, children, cells = [], [], []
    for index, (name, keys, css) in enumerate(CELLS):
        cx, cy = (index % COLUMNS) * CELL_W, (index // COLUMNS) * CELL_H
        for (x, y, w, h), color in BACKDROP:
            divs.append(f'<div style="left: {cx + x}px; top: {cy + y}px; width: {w}px; height: {h}px; background: {color}"></div>')
            children.append({"type": "view", "frame": {"x": cx + x, "y": cy + y, "width": w, "height": h}, "background": color})
        bx, by, bw, bh = BOX
        keys = dict(keys)
        striped = keys.pop("stripes", True)
        inner = [(rect, color) for rect, color in STRIPES] if striped else []
        divs.append(f'<div style="left: {cx + bx}px; top: {cy + by}px; width: {bw}px; height: {bh}px; overflow: hidden; {css}">'
                    + "".join(f'<div style="left: {x}px; top: {y}px; width: {w}px; height: {h}px; background: {color}"></div>' for (x, y, w, h), color in inner)
                    + "</div>")
        node = {"type": "view", "id": name, "frame": {"x": cx + bx, "y": cy + by, "width": bw, "height": bh}, "clip": True,
                "children": [{"type": "view", "frame": {"x": x, "y": y, "width": w, "height": h}, "background": color} for (x, y, w, h), color in inner]}
        node.update(keys)
        children.append(node)
        cells.append({"name": name, "cell": [cx, cy, CELL_W, CELL_H], "box": [cx + bx, cy + by, bw, bh]})
    scene = {"width": width, "height": height, "background": "#FFFFFF", "root": {"type": "view", "children": children}}
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "effects.json").write_text(json.dumps(scene, indent=1) + "\n")
    (OUT / "cells.json").write_text(json.dumps(cells, indent=1) + "\n")
    screenshot(divs, "html, body { margin: 0; background: #fff; } div { position: absolute; }", OUT / "chromium.png", width, height)


if __name__ == "__main__":
    main()
