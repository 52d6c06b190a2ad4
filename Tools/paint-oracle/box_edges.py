#!/usr/bin/env python3
"""Records how headless Chromium snaps box edges at fractional positions.

Writes Tests/RenderingTests/BoxEdgeReference/: boxes.json (a scene of boxes, a border and a
rounded box at fractional positions and sizes, one of them narrower than a pixel) and
Chromium's screenshots of the same boxes as absolutely placed divs at device scale factors
1 and 2 (chromium-1x.png, chromium-2x.png). BoxEdgeTests draws the scene and compares.

Usage (from the package root): python3 Tools/paint-oracle/box_edges.py
"""
import json
from pathlib import Path

from screenshot import screenshot

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/RenderingTests/BoxEdgeReference"
WIDTH, HEIGHT = 160, 100
BOXES = [(10.5, 5.25, 20.3, 10.5), (40.4, 5.5, 20.5, 10.49), (70.6, 5.75, 0.6, 10), (80.25, 20.5, 30.5, 8.5),
         (120.7, 20.2, 25.5, 12.3), (10.2, 40.4, 60.6, 20.6), (90.5, 40.5, 30.5, 20.5)]
BORDER = (10.5, 70.5, 40.3, 20.3, 2.5)
ROUNDED = (60.3, 70.7, 40.4, 20.2, 6)


def main():
    divs = [f'<div style="left: {x}px; top: {y}px; width: {w}px; height: {h}px; background: #000"></div>' for x, y, w, h in BOXES]
    x, y, w, h, border = BORDER
    divs.append(f'<div style="left: {x}px; top: {y}px; width: {w}px; height: {h}px; box-sizing: border-box; border: {border}px solid #000"></div>')
    x, y, w, h, radius = ROUNDED
    divs.append(f'<div style="left: {x}px; top: {y}px; width: {w}px; height: {h}px; border-radius: {radius}px; background: #000"></div>')
    children = [{"type": "view", "background": "#000000", "frame": {"x": x, "y": y, "width": w, "height": h}} for x, y, w, h in BOXES]
    x, y, w, h, border = BORDER
    children.append({"type": "view", "border": {"width": border, "color": "#000000"}, "frame": {"x": x, "y": y, "width": w, "height": h}})
    x, y, w, h, radius = ROUNDED
    children.append({"type": "view", "background": "#000000", "cornerRadius": radius, "frame": {"x": x, "y": y, "width": w, "height": h}})
    scene = {"width": WIDTH, "height": HEIGHT, "background": "#FFFFFF", "root": {"type": "view", "children": children}}
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "boxes.json").write_text(json.dumps(scene, indent=1) + "\n")
    for scale in (1, 2):
        screenshot(divs, "html, body { margin: 0; background: #fff; } div { position: absolute; }",
                   OUT / f"chromium-{scale}x.png", WIDTH, HEIGHT, scale)


if __name__ == "__main__":
    main()
