#!/usr/bin/env python3
"""Records Chromium's drawing of Material icons, the reference IconFontTests compares with.

Writes Tests/RenderingTests/IconReference/: icons.json (a scene of twelve icons at 24, 32
and 48 points), icons.html (the same icons as text in the same font file, in boxes of the
same size at the same places, as a web page sets them) and chromium.png (headless
Chromium's screenshot of the page at one pixel per CSS px).

Run from the package root after installing chromium: python3 Tools/icon-names/chromium_reference.py
"""
import json
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests/RenderingTests/IconReference"
FONT = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
NAMES = ["search", "favorite", "shopping_cart", "arrow_back", "check", "home", "settings", "star", "delete", "share", "menu", "person"]
WIDTH, HEIGHT = 232, 176


def code_points():
    table = {}
    for line in (ROOT / "Sources/Scene/Model/MaterialIconNames.swift").read_text().splitlines():
        fields = line.split()
        if len(fields) == 2 and re.fullmatch("[0-9a-f]+", fields[1]):
            table[fields[0]] = fields[1]
    return table


def main():
    table = code_points()
    children, boxes = [], []
    for index, name in enumerate(NAMES):
        side = [24, 32, 48][index % 3]
        x, y = 8 + (index % 4) * 56, 8 + (index // 4) * 56
        children.append({"type": "icon", "symbol": name, "frame": {"x": x, "y": y, "width": side, "height": side}})
        boxes.append(f'<div style="left: {x}px; top: {y}px; width: {side}px; height: {side}px; font-size: {side}px">&#x{table[name]};</div>')
    scene = {"width": WIDTH, "height": HEIGHT, "background": "white", "root": {"type": "view", "children": children}}
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "icons.json").write_text(json.dumps(scene, indent=1) + "\n")
    page = (
        "<!doctype html><html><head><style>\n"
        f"@font-face {{ font-family: MaterialIcons; src: url(file://{FONT}); }}\n"
        "html, body { margin: 0; background: white; }\n"
        "div { position: absolute; font-family: MaterialIcons; line-height: 1; color: black; }\n"
        "</style></head><body>\n" + "\n".join(boxes) + "\n</body></html>\n"
    )
    (OUT / "icons.html").write_text(page)
    subprocess.run(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--force-device-scale-factor=1", f"--window-size={WIDTH},{HEIGHT}",
                    f"--screenshot={OUT / 'chromium.png'}", (OUT / "icons.html").as_uri()], check=True, capture_output=True)
    version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()
    (OUT / "chromium-version.txt").write_text(version + "\n")


if __name__ == "__main__":
    main()
